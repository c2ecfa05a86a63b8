package know

import (
	"errors"
	"math/bits"
	"math/rand/v2"

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
		t.b.sampleDark(t, r, ranks)
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

// sampleBudget caps the backtracking over the pieces in pairs; past it the
// pairs give way (Sample must always answer; never seen in play).
const sampleBudget = 20000

// draw is one sampling pass over the hidden pieces of 暗棋.
type draw struct {
	b      *belief
	r      *rand.Rand
	ms     []*matcher
	got    []junqi.Rank
	budget int
}

// sampleDark assigns every hidden piece a rank. The pieces in pairs go
// first, by depth-first search with backtracking (each pick drawn by weight ×
// slots left among the ranks the counts and the pair's outcome allow); the
// others then one by one, which cannot fail: the matching always leaves each
// piece a rank.
func (b *belief) sampleDark(t *tracker, r *rand.Rand, out []junqi.Piece) {
	d := draw{b: b, r: r, got: make([]junqi.Rank, len(t.pcs)), budget: sampleBudget}
	d.ms = make([]*matcher, len(b.groups))
	for i := range b.groups {
		d.ms[i] = b.groups[i].m.clone()
	}
	order := append([]int16(nil), b.order...)
	rest := order[b.nPaired:]
	r.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	if !d.paired(order[:b.nPaired], b.nPaired) {
		// Out of budget: take the pairs' ranks from the plain matching.
		for _, id := range order[:b.nPaired] {
			if d.got[id] == 0 {
				d.pick(id, false)
			}
		}
	}
	for _, id := range rest {
		d.pick(id, false)
	}
	for id, rk := range d.got {
		if rk != 0 {
			out[id] = junqi.MakePiece(t.pcs[id].seat, rk)
		}
	}
}

// paired assigns the pieces of open[:n] depth first, the one with fewest
// candidates next (a piece left with none backtracks at once); false when no
// assignment is left (or the budget ran out), with every choice undone.
func (d *draw) paired(open []int16, n int) bool {
	if n == 0 {
		return true
	}
	if d.budget--; d.budget < 0 {
		return false
	}
	best, bestN := -1, 99
	var cand uint16
	for i, id := range open[:n] {
		s := d.b.slot[id]
		c := d.ms[s[0]].dom[s[1]] & d.b.pairAllowed(id, d.got)
		if k := bits.OnesCount16(c); k < bestN {
			best, bestN, cand = i, k, c
			if k == 0 {
				return false
			}
		}
	}
	id := open[best]
	open[best], open[n-1] = open[n-1], open[best]
	defer func() { open[best], open[n-1] = open[n-1], open[best] }()
	s := d.b.slot[id]
	m, v := d.ms[s[0]], s[1]
	dom := m.dom[v]
	for cand != 0 {
		rk := d.weighted(id, m, cand)
		cand &^= 1 << rk
		if !m.force(v, rk) {
			continue
		}
		m.freeze(v)
		d.got[id] = junqi.Rank(rk)
		if d.paired(open, n-1) {
			return true
		}
		d.got[id] = 0
		m.unfreeze(v, rk, dom)
		if d.budget < 0 {
			return false
		}
	}
	return false
}

// pick assigns one piece a rank its counts allow; it cannot fail.
func (d *draw) pick(id int16, _ bool) {
	s := d.b.slot[id]
	m, v := d.ms[s[0]], s[1]
	cand := m.dom[v]
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

// weighted draws a rank of cand by weight × slots left.
func (d *draw) weighted(id int16, m *matcher, cand uint16) int8 {
	var w [13]float32
	var sum float32
	last := int8(-1)
	for rk := 1; rk <= 12; rk++ {
		if cand&(1<<rk) != 0 {
			w[rk] = d.b.weight[id][rk] * float32(max(m.cap[rk], 1))
			sum += w[rk]
			last = int8(rk)
		}
	}
	x := d.r.Float32() * sum
	for rk := 1; rk <= 12; rk++ {
		if w[rk] > 0 {
			if x < w[rk] {
				return int8(rk)
			}
			x -= w[rk]
		}
	}
	return last
}

// pairAllowed is the ranks piece id may take given the pieces it fought that
// already have a rank, and the domains of those still open.
func (b *belief) pairAllowed(id int16, got []junqi.Rank) uint16 {
	ok := allRanks
	for _, k := range b.pairsOf[id] {
		p := &b.pairs[k]
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
