package know

import (
	"warboard/rules/junqi"
)

// group is the hidden pieces of one seat (暗棋) with the slots its set has
// left for them: exact when the seat deployed a full set, else at most the
// set's counts (a set position), or no limit if even that does not fit.
type group struct {
	seat junqi.Seat
	ids  []int16 // pieces (tracker indices), removed ones included: they used up a piece of the set
	m    *matcher
}

// belief is what the tracker's facts imply: the hard domains after
// propagation, soft weights per rank, and what Sample draws from.
type belief struct {
	groups []group
	slot   [][2]int16        // piece -> group, index in group ({-1, -1}: not sampled)
	dom    []uint16          // per piece: possible ranks after propagation
	weight [][nSlots]float32 // per piece: soft likelihood of each rank
	pairs  []pair            // battles between two hidden pieces still in play
	order  []int16           // pieces in pairs first: Sample assigns them while the counts are loose
	// nPaired is how many of order are in pairs; pairsOf lists each piece's pairs.
	nPaired int
	pairsOf [][]int32

	// 翻棋: the face-down points and the pool of (seat, rank) still face down.
	down     []junqi.Point
	pool     [4][13]int16
	poolSize int
	relaxed  bool // the facts did not fit together: counts and pairs dropped

	// 三打一: the shared multiset the hidden armies draw from, and each
	// seat's own extras, what the seen pieces left of them (nil otherwise)
	sdy *sandayiLeft
	// joint: 三打一's hidden pieces of every seat in one matching against
	// the shared multiset and the seats' own extras pooled; jointIDs its
	// pieces, jslot each piece's index in it (-1: none)
	joint    *matcher
	jointIDs []int16
	jslot    []int16
}

func (b *belief) build(t *tracker) {
	*b = belief{slot: make([][2]int16, len(t.pcs))}
	for i := range b.slot {
		b.slot[i] = [2]int16{-1, -1}
	}
	b.dom = make([]uint16, len(t.pcs))
	for i := range t.pcs {
		b.dom[i] = t.pcs[i].dom
	}
	switch t.mode {
	case junqi.Flip:
		b.buildFlip(t)
	case junqi.Dark:
		if !b.buildDark(t, false) {
			b.buildDark(t, true)
		}
		b.weigh(t)
	}
}

func (b *belief) hidden(t *tracker, i int) bool {
	pi := &t.pcs[i]
	return pi.known == 0 && !pi.faceDown && pi.seat < 4 && t.playing&(1<<pi.seat) != 0
}

// buildDark groups the hidden pieces by seat and propagates counts and pairs
// to a fixpoint; false if the facts contradict each other.
func (b *belief) buildDark(t *tracker, relaxed bool) bool {
	b.relaxed = relaxed
	b.groups = b.groups[:0]
	b.joint, b.jslot, b.jointIDs = nil, nil, nil // (三打一: a first, failed attempt's)
	for i := range b.dom {
		b.dom[i] = t.pcs[i].dom
	}
	var known [4][nSlots]int16
	for i := range t.pcs {
		if pi := &t.pcs[i]; pi.known != 0 && pi.seat < 4 {
			known[pi.seat][slotOf(pi.known)]++
		}
	}
	if t.sdy != nil {
		b.sdy = t.sdy.left(t.seat, &known)
	}
	for x := junqi.Seat(0); x < 4; x++ {
		var ids []int16
		for i := range t.pcs {
			if t.pcs[i].seat == x && b.hidden(t, i) {
				ids = append(ids, int16(i))
			}
		}
		if len(ids) == 0 {
			continue
		}
		var caps [nSlots]int16
		total := 0
		if b.sdy != nil {
			// 三打一: at most what the seat's own extras and the shared
			// multiset left allow; the totals are not exact (pieces out of the game)
			caps = b.sdy.caps(x)
			for _, c := range caps {
				total += int(c)
			}
		} else {
			for r := junqi.Engineer; r <= junqi.Flag; r++ {
				c := int16(junqi.Standard[r]) - known[x][r]
				if c < 0 {
					if t.deployed[x] && !relaxed {
						return false
					}
					c = 0
				}
				caps[r] = c
				total += int(c)
			}
		}
		exact := t.deployed[x] && b.sdy == nil
		if relaxed || !exact && total < len(ids) {
			for r := range caps {
				caps[r] = int16(len(ids))
			}
		} else if exact && total != len(ids) {
			return false
		}
		g := group{seat: x, ids: ids}
		doms := make([]uint16, len(ids))
		for k, id := range ids {
			doms[k] = b.dom[id]
			if doms[k] == 0 {
				return false
			}
			b.slot[id] = [2]int16{int16(len(b.groups)), int16(k)}
		}
		g.m = newMatcher(doms, caps)
		if !g.m.matchAll() {
			if !exact && !relaxed {
				for r := range caps {
					caps[r] = int16(len(ids))
				}
				g.m = newMatcher(doms, caps)
				g.m.matchAll()
			} else {
				return false
			}
		}
		b.groups = append(b.groups, g)
	}
	if !relaxed {
		for _, p := range t.pairs {
			if b.hidden(t, int(p.a)) || b.hidden(t, int(p.d)) {
				b.pairs = append(b.pairs, p)
			}
		}
	}
	if b.sdy != nil && !relaxed {
		if !b.buildJoint() {
			return false
		}
	}
	// Propagate: counts within each seat, pairs across seats (三打一: and
	// the counts of all hidden armies together), until nothing changes.
	for round := 0; round < 20; round++ {
		changed := false
		for gi := range b.groups {
			g := &b.groups[gi]
			out := make([]uint16, len(g.ids))
			g.m.feasible(out)
			for k, id := range g.ids {
				if out[k] != g.m.dom[k] {
					g.m.dom[k], b.dom[id] = out[k], out[k]
					changed = true
				}
			}
		}
		for _, p := range b.pairs {
			da := supportA(b.dom[p.a], b.dom[p.d], p.aRem, p.dRem, p.flag)
			dd := supportD(b.dom[p.a], b.dom[p.d], p.aRem, p.dRem, p.flag)
			if da == 0 || dd == 0 {
				return false
			}
			if da != b.dom[p.a] || dd != b.dom[p.d] {
				changed = true
				b.setDom(p.a, da)
				b.setDom(p.d, dd)
			}
		}
		if b.joint != nil {
			ch, ok := b.propagateJoint()
			if !ok {
				return false
			}
			changed = changed || ch
		}
		if !changed {
			break
		}
		for gi := range b.groups {
			if !b.groups[gi].m.matchAll() {
				return false
			}
		}
	}
	// Pieces in pairs first, the rest after, for Sample.
	b.order = b.order[:0]
	inPair := map[int16]bool{}
	b.pairsOf = make([][]int32, len(t.pcs))
	for k, p := range b.pairs {
		b.pairsOf[p.a] = append(b.pairsOf[p.a], int32(k))
		b.pairsOf[p.d] = append(b.pairsOf[p.d], int32(k))
	}
	for _, p := range b.pairs {
		for _, id := range []int16{p.a, p.d} {
			if b.slot[id][0] >= 0 && !inPair[id] {
				inPair[id] = true
				b.order = append(b.order, id)
			}
		}
	}
	b.nPaired = len(b.order)
	for _, g := range b.groups {
		for _, id := range g.ids {
			if !inPair[id] {
				b.order = append(b.order, id)
			}
		}
	}
	return true
}

// setDom narrows a piece's domain; a matched piece that loses its rank is
// unmatched (matchAll puts it back).
func (b *belief) setDom(id int16, d uint16) {
	b.dom[id] = d
	s := b.slot[id]
	if s[0] < 0 {
		return
	}
	m := b.groups[s[0]].m
	m.dom[s[1]] = d
	if r := m.at[s[1]]; r >= 0 && d&(1<<r) == 0 {
		m.take(s[1])
	}
}

// buildFlip: the pool still face down is every set in play minus what has
// been face up (on the board or gone); seats that are out took theirs along.
func (b *belief) buildFlip(t *tracker) {
	for i := range t.pcs {
		pi := &t.pcs[i]
		if pi.faceDown && pi.at != junqi.NoPoint {
			b.down = append(b.down, pi.at)
		}
	}
	for x := junqi.Seat(0); x < 4; x++ {
		if t.playing&(1<<x) == 0 || t.out&(1<<x) != 0 {
			continue
		}
		for r := junqi.Engineer; r <= junqi.Flag; r++ {
			b.pool[x][r] = int16(junqi.Standard[r])
		}
	}
	for i := range t.pcs {
		if pi := &t.pcs[i]; !pi.faceDown && pi.known != 0 && pi.seat < 4 && b.pool[pi.seat][pi.known] > 0 {
			b.pool[pi.seat][pi.known]--
		}
	}
	for x := range b.pool {
		for r := range b.pool[x] {
			b.poolSize += int(b.pool[x][r])
		}
	}
}

// possible is a piece's rank set: its domain, or for a face-down piece every
// rank left in the pool.
func (b *belief) possible(t *tracker, id int16) uint16 {
	if t.pcs[id].faceDown {
		var d uint16
		for x := range b.pool {
			for r := range b.pool[x] {
				if b.pool[x][r] > 0 {
					d |= 1 << r
				}
			}
		}
		if len(b.down) > b.poolSize { // a set position beyond the sets: anything
			d = allRanks
		}
		return d
	}
	return b.dom[id]
}
