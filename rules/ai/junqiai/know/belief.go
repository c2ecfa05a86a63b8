package know

import (
	"errors"
	"math/rand/v2"

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
	slot   map[int16][2]int16 // piece -> group, index in group
	dom    []uint16           // per piece: possible ranks after propagation
	weight [][13]float32      // per piece: soft likelihood of each rank
	pairs  []pair             // battles between two hidden pieces still in play
	order  []int16            // pieces in pairs first: Sample assigns them while the counts are loose

	// 翻棋: the face-down points and the pool of (seat, rank) still face down.
	down     []junqi.Point
	pool     [4][13]int16
	poolSize int
	relaxed  bool // the facts did not fit together: counts and pairs dropped
}

func (b *belief) build(t *tracker) {
	*b = belief{slot: map[int16][2]int16{}}
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
	return pi.known == 0 && !pi.faceDown && pi.seat < 4 && t.out&(1<<pi.seat) == 0 && t.playing&(1<<pi.seat) != 0
}

// buildDark groups the hidden pieces by seat and propagates counts and pairs
// to a fixpoint; false if the facts contradict each other.
func (b *belief) buildDark(t *tracker, relaxed bool) bool {
	b.relaxed = relaxed
	b.groups = b.groups[:0]
	for i := range b.dom {
		b.dom[i] = t.pcs[i].dom
	}
	var known [4][13]int16
	for i := range t.pcs {
		if pi := &t.pcs[i]; pi.known != 0 && pi.seat < 4 {
			known[pi.seat][pi.known]++
		}
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
		var caps [13]int16
		total := 0
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
		if relaxed || !t.deployed[x] && total < len(ids) {
			for r := range caps {
				caps[r] = int16(len(ids))
			}
		} else if t.deployed[x] && total != len(ids) {
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
			if !t.deployed[x] && !relaxed {
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
	// Propagate: counts within each seat, pairs across seats, until nothing changes.
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
	for _, p := range b.pairs {
		for _, id := range []int16{p.a, p.d} {
			if _, ok := b.slot[id]; ok && !inPair[id] {
				inPair[id] = true
				b.order = append(b.order, id)
			}
		}
	}
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
	s, ok := b.slot[id]
	if !ok {
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

// Sample returns a full position (a junqi.State that can be played with Actions/Apply,
// turn and counters as in the real game) consistent with every hard deduction and drawn
// from the belief (soft likelihoods) with r. Same r state, same sample.
func (o *Observation) Sample(r *rand.Rand) (junqi.State, error) {
	if r == nil {
		return junqi.State{}, errors.New("no random source")
	}
	t := &o.t
	ranks := make([]junqi.Piece, len(t.pcs))
	switch o.cfg.Mode {
	case junqi.Flip:
		t.b.sampleFlip(t, r, ranks)
	case junqi.Dark:
		t.b.sampleDark(t, r, ranks)
	}
	return junqi.FromView(o.cfg, &o.view, o.ply, func(p junqi.Point) junqi.Piece {
		if id := t.at[p]; id >= 0 {
			return ranks[id]
		}
		return 0
	})
}

func (b *belief) sampleFlip(t *tracker, r *rand.Rand, out []junqi.Piece) {
	items := make([]junqi.Piece, 0, b.poolSize)
	for x := range b.pool {
		for rk := range b.pool[x] {
			for k := int16(0); k < b.pool[x][rk]; k++ {
				items = append(items, junqi.MakePiece(junqi.Seat(x), junqi.Rank(rk)).Down())
			}
		}
	}
	var seats []junqi.Seat
	for x := junqi.Seat(0); x < 4; x++ {
		if t.playing&(1<<x) != 0 && t.out&(1<<x) == 0 {
			seats = append(seats, x)
		}
	}
	for len(items) < len(b.down) && len(seats) > 0 { // a set position beyond the sets
		items = append(items, junqi.MakePiece(seats[r.IntN(len(seats))], junqi.Rank(1+r.IntN(12))).Down())
	}
	r.Shuffle(len(items), func(i, j int) { items[i], items[j] = items[j], items[i] })
	for k, p := range b.down {
		out[t.at[p]] = items[k]
	}
}

// sampleDark assigns every hidden piece a rank: pieces in pairs first, each
// drawn by weight × slots left among the ranks the counts still allow, then
// frozen. A draw that breaks a pair starts over; after many tries the pairs
// give way (never seen in play, but Sample must always answer).
func (b *belief) sampleDark(t *tracker, r *rand.Rand, out []junqi.Piece) {
	got := make([]junqi.Rank, len(t.pcs))
	done := false
	for try := 0; try < 65 && !done; try++ {
		done = b.tryDark(t, r, got, try < 64)
	}
	if !done { // cannot happen: without pairs the matching always completes
		for gi := range b.groups {
			for k, id := range b.groups[gi].ids {
				got[id] = junqi.Rank(max(b.groups[gi].m.at[k], 1))
			}
		}
	}
	for id := range got {
		if rk := got[id]; rk != 0 {
			out[id] = junqi.MakePiece(t.pcs[id].seat, rk)
		} else if t.pcs[id].known != 0 && t.pcs[id].seat < 4 {
			out[id] = junqi.MakePiece(t.pcs[id].seat, t.pcs[id].known)
		}
	}
}

func (b *belief) tryDark(t *tracker, r *rand.Rand, got []junqi.Rank, usePairs bool) bool {
	ms := make([]*matcher, len(b.groups))
	for i := range b.groups {
		ms[i] = b.groups[i].m.clone()
	}
	for i := range got {
		got[i] = 0
	}
	// A random order within the paired pieces and within the rest.
	order := append([]int16(nil), b.order...)
	nPaired := 0
	if usePairs {
		seen := map[int16]bool{}
		for _, p := range b.pairs {
			for _, id := range []int16{p.a, p.d} {
				if _, ok := b.slot[id]; ok && !seen[id] {
					seen[id] = true
					nPaired++
				}
			}
		}
	}
	r.Shuffle(nPaired, func(i, j int) { order[i], order[j] = order[j], order[i] })
	rest := order[nPaired:]
	r.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	var w [13]float32
	for _, id := range order {
		s := b.slot[id]
		m := ms[s[0]]
		v := s[1]
		cand := m.dom[v]
		if usePairs {
			cand &= b.pairAllowed(id, got)
		}
		for {
			if cand == 0 {
				return false
			}
			var sum float32
			for rk := 1; rk <= 12; rk++ {
				w[rk] = 0
				if cand&(1<<rk) != 0 {
					w[rk] = b.weight[id][rk] * float32(m.cap[rk])
					sum += w[rk]
				}
			}
			x := r.Float32() * sum
			pick := int8(-1)
			for rk := 1; rk <= 12; rk++ {
				if w[rk] > 0 {
					pick = int8(rk)
					if x < w[rk] {
						break
					}
					x -= w[rk]
				}
			}
			if pick > 0 && m.force(v, pick) {
				m.freeze(v)
				got[id] = junqi.Rank(pick)
				break
			}
			if pick <= 0 {
				return false
			}
			cand &^= 1 << pick
		}
	}
	return true
}

// pairAllowed is the ranks piece id may take given the pieces it fought that
// already have a rank (or are known), and the domains of those still open.
func (b *belief) pairAllowed(id int16, got []junqi.Rank) uint16 {
	ok := allRanks
	for _, p := range b.pairs {
		switch id {
		case p.a:
			other := b.dom[p.d]
			if got[p.d] != 0 {
				other = 1 << got[p.d]
			}
			ok &= supportA(b.dom[id], other, p.aRem, p.dRem, p.flag)
		case p.d:
			other := b.dom[p.a]
			if got[p.a] != 0 {
				other = 1 << got[p.a]
			}
			ok &= supportD(other, b.dom[id], p.aRem, p.dRem, p.flag)
		}
	}
	return ok
}
