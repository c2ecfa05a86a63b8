package know

import (
	"errors"
	"math/bits"
	"math/rand/v2"
	"sync"

	"warboard/rules/junqi"
)

// Sample returns a full position (a junqi.State that can be played with Actions/Apply,
// turn and counters as in the real game) consistent with every hard deduction and drawn
// from the belief (soft likelihoods) with r. Same r state, same sample.
//
// One more hard fact is checked on the whole position: the game went on, so
// the seat to move has a legal action; a draw that leaves it none is drawn again.
func (o *Observation) Sample(r *rand.Rand) (junqi.State, error) {
	if r == nil {
		return junqi.State{}, errors.New("no random source")
	}
	s, _, err := o.sample(r)
	return s, err
}

// sample is Sample with the piece drawn for every identity.
func (o *Observation) sample(r *rand.Rand) (junqi.State, []junqi.Piece, error) {
	t := &o.t
	var buf [junqi.MaxActions]junqi.Action
	for try := 0; ; try++ {
		ranks := o.sampleAll(r)
		s, err := junqi.FromView(o.cfg, &o.view, o.ply, func(p junqi.Point) junqi.Piece {
			if id := t.at[p]; id >= 0 {
				return ranks[id]
			}
			return 0
		})
		if err != nil || try >= 32 || o.view.Result.Over || !o.view.TurnKnown || len(s.Actions(buf[:0])) > 0 {
			return s, ranks, err
		}
	}
}

// sampleAll draws a piece for every identity the seat follows, removed ones
// included (a face-down one face down); known pieces are what they are.
func (o *Observation) sampleAll(r *rand.Rand) []junqi.Piece {
	t := &o.t
	ranks := make([]junqi.Piece, len(t.pcs))
	for id := range t.pcs {
		if pi := &t.pcs[id]; pi.known != 0 && pi.seat < 4 {
			ranks[id] = junqi.MakePiece(pi.seat, pi.known)
		}
	}
	switch o.cfg.Mode {
	case junqi.Flip:
		t.b.sampleFlip(t, r, ranks)
	case junqi.Dark:
		// 三打一: a draw that broke the joint counts is drawn again (a few times)
		for try := 0; !t.b.sampleDark(t, r, ranks) && try < jointTries; try++ {
		}
	}
	return ranks
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

// sampleBudget caps the search over the pieces in pairs; past it the pairs
// give way (Sample must always answer; not seen in play).
const sampleBudget = 4000

// draw is one sampling pass over the hidden pieces of 暗棋.
type draw struct {
	b      *belief
	r      *rand.Rand
	ms     []*matcher
	got    []junqi.Rank
	budget int
	buf    []uint16
	spare  []*node // nodes free for reuse
	all    []*node // every node this pass owns
	order  []int16
	tmpl   node
	// 三打一 (joint): what the urn shared by the hidden armies still holds
	joint bool
	left  sandayiLeft
	jm    *matcher // the joint counts (nil: none, or given way)
}

// node is the state of the search over paired pieces: the matchers, the
// ranks still open for every piece, and the ranks given so far.
type node struct {
	ms  []*matcher
	cur []uint16
	got []junqi.Rank
}

func (n *node) clone() *node { return n.copyTo(nil) }

// copyTo copies n into c's storage (a fresh node if c is nil).
func (n *node) copyTo(c *node) *node {
	if c == nil {
		c = &node{}
	}
	for len(c.ms) < len(n.ms) {
		c.ms = append(c.ms, &matcher{})
	}
	c.ms = c.ms[:len(n.ms)]
	for i := range c.ms {
		if c.ms[i] == nil {
			c.ms[i] = &matcher{}
		}
	}
	c.cur = append(c.cur[:0], n.cur...)
	c.got = append(c.got[:0], n.got...)
	for i, m := range n.ms {
		cm := c.ms[i]
		cm.dom = append(cm.dom[:0], m.dom...)
		cm.at = append(cm.at[:0], m.at...)
		cm.cap, cm.used, cm.hi = m.cap, m.used, m.hi
	}
	return c
}

// sampleDark assigns every hidden piece a rank. The pieces in pairs go
// first, by a depth-first search that keeps the counts (matching) and the
// pairs' outcomes arc consistent after every choice, fewest candidates
// first; each choice is drawn by weight × slots left. The others then go
// one by one, which cannot fail: the matching always leaves each piece a rank.
//
// It reports false when, in 三打一, the draw could not keep the joint
// counts or give a seat what it has for sure (a relaxation of the counts let
// it into a corner); the caller draws again.
func (b *belief) sampleDark(t *tracker, r *rand.Rand, out []junqi.Piece) (ok bool) {
	d := draws.Get().(*draw)
	d.b, d.r, d.budget = b, r, sampleBudget
	d.spare = append(d.spare[:0], d.all...)
	tmpl := &d.tmpl // the belief's own matchers: read, never written
	tmpl.cur = append(tmpl.cur[:0], b.dom...)
	tmpl.got = tmpl.got[:0]
	for range t.pcs {
		tmpl.got = append(tmpl.got, 0)
	}
	tmpl.ms = tmpl.ms[:0]
	for i := range b.groups {
		tmpl.ms = append(tmpl.ms, b.groups[i].m)
	}
	if b.joint != nil {
		tmpl.ms = append(tmpl.ms, b.joint) // 三打一: the joint counts, after the groups
	}
	root := tmpl.copyTo(d.node())
	d.order = append(d.order[:0], b.order...)
	order := d.order
	rest := order[b.nPaired:]
	r.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	res := root
	if b.nPaired > 0 {
		res = d.search(root.copyTo(d.node()), order[:b.nPaired])
		if res == nil { // out of budget: the pairs give way
			res = root
			rest = order
		}
	}
	d.ms, d.got = res.ms, res.got
	if b.sdy != nil {
		// 三打一: one urn for every hidden army, and the joint counts; the
		// pieces in pairs drew first
		d.left = *b.sdy
		d.joint = true
		d.jm = nil
		if b.joint != nil {
			d.jm = d.ms[len(b.groups)] // the search kept it
		}
		for id, rk := range d.got {
			if rk != 0 {
				d.left.take(t.pcs[id].seat, int(rk))
			}
		}
	}
	ok = true
	if d.joint {
		ok = d.ownFirst() && (b.joint == nil || d.jm != nil)
	}
	for _, id := range rest {
		if d.got[id] == 0 {
			d.pick(id)
		}
	}
	for id, rk := range d.got {
		if rk != 0 {
			out[id] = junqi.MakePiece(t.pcs[id].seat, rankOfSlot(int(rk)))
		}
	}
	clear(tmpl.ms)
	ok = ok && (b.joint == nil || d.jm != nil)
	d.b, d.r, d.ms, d.got, d.joint, d.jm = nil, nil, nil, nil, false, nil
	draws.Put(d)
	return ok
}

// draws keeps sampling passes with their nodes for reuse: a sample then
// allocates almost nothing (Sample may run on many goroutines at once).
var draws = sync.Pool{New: func() any { return new(draw) }}

// node is a spare node or a new one, remembered for reuse.
func (d *draw) node() *node {
	if k := len(d.spare); k > 0 {
		n := d.spare[k-1]
		d.spare = d.spare[:k-1]
		return n
	}
	n := &node{}
	d.all = append(d.all, n)
	return n
}

// search gives every piece of open a rank; nil when none fits (or the budget ran out).
func (d *draw) search(n *node, open []int16) *node {
	if len(open) == 0 {
		return n
	}
	if d.budget--; d.budget < 0 {
		return nil
	}
	best, bestN := 0, 99
	for i, id := range open {
		if k := bits.OnesCount16(n.cur[id]); k < bestN {
			best, bestN = i, k
		}
	}
	last := len(open) - 1
	open[best], open[last] = open[last], open[best]
	defer func() { open[best], open[last] = open[last], open[best] }()
	id := open[last]
	s := d.b.slot[id]
	cand := n.cur[id]
	for cand != 0 {
		rk := d.weighted(id, n.ms[s[0]], cand)
		cand &^= 1 << rk
		c := n.copyTo(d.node())
		m := c.ms[s[0]]
		if !m.force(s[1], rk) {
			continue
		}
		m.freeze(s[1])
		dirty := uint8(1) << s[0]
		if j := d.b.jslot; j != nil && j[id] >= 0 { // 三打一: the joint counts too
			g := len(d.b.groups)
			if !c.ms[g].force(j[id], rk) {
				d.spare = append(d.spare, c)
				continue
			}
			c.ms[g].freeze(j[id])
			dirty |= 1 << g
		}
		c.got[id] = junqi.Rank(rk)
		c.cur[id] = 1 << rk
		if d.propagate(c, []int16{id}, dirty) {
			if res := d.search(c, open[:last]); res != nil {
				return res
			}
		}
		d.spare = append(d.spare, c)
		if d.budget < 0 {
			return nil
		}
	}
	return nil
}

// narrow shrinks the open ranks of a piece; false when none is left or the
// counts cannot follow.
func (d *draw) narrow(n *node, id int16, to uint16, work *[]int16, dirty *uint8) bool {
	if to == n.cur[id] {
		return true
	}
	if to == 0 {
		return false
	}
	n.cur[id] = to
	if s := d.b.slot[id]; s[0] >= 0 && n.got[id] == 0 {
		m := n.ms[s[0]]
		m.dom[s[1]] = to
		if r := m.at[s[1]]; r >= 0 && to&(1<<r) == 0 {
			m.take(s[1])
			if !m.place(s[1], to) {
				return false
			}
		}
		*dirty |= 1 << s[0]
		if j := d.b.jslot; j != nil && j[id] >= 0 {
			g := len(d.b.groups)
			m := n.ms[g]
			m.dom[j[id]] = to
			if r := m.at[j[id]]; r >= 0 && to&(1<<r) == 0 {
				m.take(j[id])
				if !m.place(j[id], to) {
					return false
				}
			}
			*dirty |= 1 << g
		}
	}
	*work = append(*work, id)
	return true
}

// propagate restores arc consistency: each pair's outcome between its two
// pieces, and the counts within each seat touched (dirty groups).
func (d *draw) propagate(n *node, work []int16, dirty uint8) bool {
	for len(work) > 0 || dirty != 0 {
		for len(work) > 0 {
			id := work[len(work)-1]
			work = work[:len(work)-1]
			for _, k := range d.b.pairsOf[id] {
				p := &d.b.pairs[k]
				na := supportA(n.cur[p.a], n.cur[p.d], p.aRem, p.dRem, p.flag)
				nd := supportD(n.cur[p.a], n.cur[p.d], p.aRem, p.dRem, p.flag)
				if !d.narrow(n, p.a, na, &work, &dirty) || !d.narrow(n, p.d, nd, &work, &dirty) {
					return false
				}
			}
		}
		for gi := 0; gi < len(n.ms); gi++ {
			if dirty&(1<<gi) == 0 {
				continue
			}
			dirty &^= 1 << gi
			m := n.ms[gi]
			if cap(d.buf) < len(m.dom) {
				d.buf = make([]uint16, len(m.dom))
			}
			out := d.buf[:len(m.dom)]
			m.feasible(out)
			var same uint8 // the counts' own narrowing keeps the matching: no need to look again
			for k, id := range d.b.idsOf(gi) {
				if n.got[id] == 0 && out[k] != m.dom[k] {
					if !d.narrow(n, id, out[k], &work, &same) {
						return false
					}
				}
			}
		}
	}
	return true
}

// pick assigns one piece a rank its counts allow; it cannot fail. In
// 三打一 the rank also comes out of the shared urn: drawn among those the urn
// still holds for the seat when the seat's counts allow one (else, rarely,
// the urn gives way for this piece).
func (d *draw) pick(id int16) {
	s := d.b.slot[id]
	m, v := d.ms[s[0]], s[1]
	cand := m.dom[v]
	if d.joint {
		x := d.b.groups[s[0]].seat
		c := cand & d.left.avail(x)
		j := d.b.jointSlot(id)
		if d.jm != nil && j >= 0 {
			c = cand // the joint counts say which ranks the others leave
		}
		for c != 0 {
			rk := d.weighted(id, m, c)
			c &^= 1 << rk
			if d.jm != nil && j >= 0 && !d.jm.force(j, rk) {
				continue
			}
			if m.force(v, rk) {
				m.freeze(v)
				if d.jm != nil && j >= 0 {
					d.jm.freeze(j)
				}
				d.got[id] = junqi.Rank(rk)
				d.left.take(x, int(rk))
				return
			}
		}
		d.jm = nil // no rank fits both counts (rare): the joint counts give way
	}
	for cand != 0 {
		rk := d.weighted(id, m, cand)
		cand &^= 1 << rk
		if m.force(v, rk) {
			m.freeze(v)
			d.got[id] = junqi.Rank(rk)
			return
		}
	}
	rk := m.at[v] // unreachable while the matching is complete
	if rk > 0 {
		m.freeze(v)
		d.got[id] = junqi.Rank(rk)
	}
}

// weighted draws a rank of cand by weight × slots left (in 三打一: the
// pieces of that rank the shared urn and the seat's own extras still hold).
func (d *draw) weighted(id int16, m *matcher, cand uint16) int8 {
	var w [nSlots]float32
	var sum float32
	last := int8(-1)
	hi := int(m.hi)
	for rk := 1; rk <= hi; rk++ {
		if cand&(1<<rk) != 0 {
			n := m.cap[rk]
			if d.joint {
				n = d.left.count(d.b.groups[d.b.slot[id][0]].seat, rk)
			}
			w[rk] = d.b.weight[id][rk] * float32(max(n, 1))
			sum += w[rk]
			last = int8(rk)
		}
	}
	x := d.r.Float32() * sum
	for rk := 1; rk <= hi; rk++ {
		if w[rk] > 0 {
			if x < w[rk] {
				return int8(rk)
			}
			x -= w[rk]
		}
	}
	return last
}

// ownFirst gives each hidden seat of 三打一 what it has for sure and the
// seen pieces have not used up — the landlord's flag first, a farmer's five
// 排长, the landlord's pick when shown — each to one of its pieces drawn by
// weight among those the counts allow: the bounds are upper bounds only, and
// without this a sample could leave the landlord without its flag. False when
// some could not be given.
func (d *draw) ownFirst() bool {
	b := d.b
	ok := true
	for gi := range b.groups {
		g := &b.groups[gi]
		x, m := g.seat, d.ms[gi]
		for _, r := range ownOrder {
			for d.left.own[x][r] > 0 {
				if !d.giveOwn(g, m, r) {
					d.left.own[x][r] = 0 // the counts refuse it: drop this bound
					ok = false
				}
			}
		}
	}
	return ok
}

// giveOwn gives rank r to one of the group's pieces drawn by weight among
// those both counts allow.
func (d *draw) giveOwn(g *group, m *matcher, r int) bool {
	b := d.b
	var tried uint64 // (a group has at most 39 pieces)
	for {
		var sum float32
		for k, id := range g.ids {
			if d.got[id] == 0 && m.dom[k]&(1<<r) != 0 && tried&(1<<k) == 0 {
				sum += b.weight[id][r]
			}
		}
		if sum == 0 {
			return false
		}
		u := d.r.Float32() * sum
		pick := -1
		for k, id := range g.ids {
			if d.got[id] == 0 && m.dom[k]&(1<<r) != 0 && tried&(1<<k) == 0 {
				pick = k
				if u < b.weight[id][r] {
					break
				}
				u -= b.weight[id][r]
			}
		}
		tried |= 1 << pick
		id := g.ids[pick]
		j := b.jointSlot(id)
		if d.jm != nil && j >= 0 && !d.jm.force(j, int8(r)) || !m.force(int16(pick), int8(r)) {
			continue
		}
		m.freeze(int16(pick))
		if d.jm != nil && j >= 0 {
			d.jm.freeze(j)
		}
		d.got[id] = junqi.Rank(r)
		d.left.take(g.seat, r)
		return true
	}
}

// ownOrder: the flag first (one piece, the landlord's), then the ranks by number.
var ownOrder = []int{int(junqi.Flag), 1, 2, 3, 4, 5, 6, 7, 8, 9, int(junqi.Mine), int(junqi.Bomb), int(junqi.Supreme), int(junqi.Fortress), missileSlot}

// jointTries is how many times a 三打一 sample that broke the joint counts is drawn again.
const jointTries = 8
