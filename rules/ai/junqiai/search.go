package junqiai

import "warboard/rules/junqi"

// maxPly bounds the depth of a search, quiescence included.
const maxPly = 48

// Transposition-table bounds.
const (
	boundExact uint8 = iota + 1
	boundLower       // the value is at least this
	boundUpper       // the value is at most this
)

type ttEntry struct {
	key   uint64
	value int32
	depth int8
	bound uint8
	move  junqi.Action
}

// searcher is an alpha-beta search over full positions (one determinization)
// for the evaluator's side: nodes where a seat of that side moves maximise,
// the others minimise — the paranoid view of a four-player game, and plain
// minimax between two teams.
type searcher struct {
	ev     *evaluator
	tt     []ttEntry
	ttMask uint64
	qdepth int // captures looked at past the horizon
	// blind: below the root, the searching side does not attack pieces whose
	// rank it does not know. A sample knows them, and would pick only the
	// battles it wins (strategy fusion); the root move's battles are judged
	// over all the samples instead, where that knowledge averages out.
	blind bool
	// guard: points beside our flags and one action from them, where the
	// blind rule does not hold: a defender strikes an unseen intruder there
	// (blind, hard let a 连长 walk past a piece that could take it, onto
	// the 排长 beside its flag)
	guard hidden

	nodes   int // work done so far: nodes visited, samples drawn
	limit   int // the budget: the search stops when nodes reach it
	aborted bool
	// pause is where the search hands control back to Step (a coroutine
	// yield); it never changes what the search computes.
	pause int
	yield func() bool // false: the decision was dropped, stop at once

	// rep[ply] is the line's position at ply in repetition keys (0: past a
	// battle or flip); hist the game's recent positions in the same keys.
	rep      [maxPly]uint64
	hist     []uint64
	histBits uint64
	// draw is what a repetition or a drawn game is worth to our side: 0, or
	// less when we are not behind (contempt.go)
	draw int
	// rush: flag captures in quiescence, one ply more at the horizon when
	// an enemy piece stands beside our flag (rush.go); ourFlags are where
	// our side's flags stand (NoPoint: none)
	rush     bool
	ourFlags [2]junqi.Point

	// states[ply] holds the child positions searched at ply: one buffer per
	// ply, not a copy per node (a child passed down by address would escape
	// to the heap, a garbage-collected State per node)
	states [maxPly + 1]junqi.State

	// brs: free-for-all (brs.go): below our move, one layer where any
	// enemy seat replies, then our move again (best-reply search)
	brs     bool
	brsBufs [maxPly][]junqi.Action

	killers [maxPly][2]junqi.Action
	history [junqi.MaxPoints][junqi.MaxPoints]int32
	path    [maxPly]uint64
	bufs    [maxPly][]junqi.Action
	scores  [maxPly][]int32
}

func newSearcher(ev *evaluator, ttBits uint, qdepth int) *searcher {
	s := &searcher{ev: ev, tt: make([]ttEntry, 1<<ttBits), ttMask: 1<<ttBits - 1, qdepth: qdepth}
	for i := range s.bufs {
		s.bufs[i] = make([]junqi.Action, 0, junqi.MaxActions)
		s.scores[i] = make([]int32, 0, junqi.MaxActions)
	}
	return s
}

// tick counts one unit of work; it reports true when the search must stop
// (out of budget, or dropped while paused).
func (s *searcher) tick() bool {
	s.nodes++
	if s.nodes >= s.pause && !s.aborted {
		if s.yield == nil || !s.yield() {
			s.aborted = true // nobody resumes us: unwind
		}
	}
	if s.nodes >= s.limit {
		s.aborted = true
	}
	return s.aborted
}

// gain is what an attack does to the material of the attacker's side, as far
// as the position tells (ranks are known in a determinized position).
func gain(st *junqi.State, a junqi.Action) int {
	att, def := st.At(a.From).Rank(), st.At(a.To).Rank()
	if def == junqi.Flag {
		return winScore / 2
	}
	ar, dr := junqi.Combat(att, def)
	g := 0
	if dr {
		g += baseValue[def]
	}
	if ar {
		g -= baseValue[att]
	}
	return g
}

// order scores the actions for move ordering: the table's move, then good
// captures, the killers, and the rest by history.
func (s *searcher) order(st *junqi.State, acts []junqi.Action, ply int, ttMove junqi.Action, hasTT bool) []int32 {
	sc := s.scores[ply][:0]
	k := &s.killers[ply]
	for _, a := range acts {
		var v int32
		switch {
		case hasTT && a == ttMove:
			v = 1 << 30
		case a.Kind == junqi.Attack:
			g := gain(st, a)
			if g >= 0 {
				v = 1<<26 + int32(min(g, 1<<20))
			} else {
				v = int32(g) // losing captures last but one
			}
		case a == k[0]:
			v = 1 << 24
		case a == k[1]:
			v = 1<<24 - 1
		default:
			v = min(s.history[a.From][a.To], 1<<23)
		}
		sc = append(sc, v)
	}
	s.scores[ply] = sc
	return sc
}

// pick moves the best-scored remaining action to position i.
func pick(acts []junqi.Action, sc []int32, i int) {
	b := i
	for j := i + 1; j < len(acts); j++ {
		if sc[j] > sc[b] {
			b = j
		}
	}
	acts[i], acts[b] = acts[b], acts[i]
	sc[i], sc[b] = sc[b], sc[i]
}

func (s *searcher) maximizing(st *junqi.State) bool {
	mover, _ := st.Turn()
	return s.ev.team&(1<<mover) != 0
}

// hidden is a set of points: those whose piece's rank the searching seat does
// not know (暗棋). It follows the pieces through the search, so quiescence can
// leave alone the battles whose outcome the seat could not foresee. Its second
// half marks the pieces that have shown they are strong (they won an attack):
// what an enemy bomb comes for (evaluator.bombRisk).
type hidden [6]uint64

func (h *hidden) has(p junqi.Point) bool   { return h[p>>6]&(1<<(p&63)) != 0 }
func (h *hidden) set(p junqi.Point)        { h[p>>6] |= 1 << (p & 63) }
func (h *hidden) clear(p junqi.Point)      { h[p>>6] &^= 1 << (p & 63) }
func (h *hidden) any() bool                { return h[0]|h[1]|h[2] != 0 }
func (h *hidden) shown(p junqi.Point) bool { return h[3+p>>6]&(1<<(p&63)) != 0 }
func (h *hidden) show(p junqi.Point)       { h[3+p>>6] |= 1 << (p & 63) }
func (h *hidden) unshow(p junqi.Point)     { h[3+p>>6] &^= 1 << (p & 63) }

// play applies a on st (a copy the caller owns) and moves the marks.
func play(st *junqi.State, h hidden, a junqi.Action) hidden {
	if h == (hidden{}) {
		st.Apply(a)
		return h
	}
	moved, shown := h.has(a.From), h.shown(a.From)
	bt := st.Apply(a)
	h.clear(a.From)
	h.unshow(a.From)
	switch {
	case a.Kind == junqi.MoveTo, bt.DefenderRemoved && !bt.AttackerRemoved:
		if moved {
			h.set(a.To)
		} else {
			h.clear(a.To)
		}
		if shown || a.Kind == junqi.Attack {
			h.show(a.To) // it won an attack: every seat saw that
		} else {
			h.unshow(a.To)
		}
	case bt.DefenderRemoved:
		h.clear(a.To)
		h.unshow(a.To)
	}
	return h
}

// search is fail-soft alpha-beta to depth plies, then quiescence.
func (s *searcher) search(st *junqi.State, hid hidden, depth, ply, alpha, beta int) int {
	if s.tick() {
		return 0
	}
	if r := st.Result(); r.Over && r.Draw {
		return s.draw
	}
	if st.Result().Over || ply >= maxPly-1 {
		s.ev.marks = hid
		return s.ev.evaluate(st, ply)
	}
	h := st.Hash()
	for i := ply - 2; i >= 0; i-- {
		if s.path[i] == h {
			return s.draw // a repetition within the line: count it as a draw
		}
	}
	if ply > 0 && s.seenBefore(s.rep[ply]) {
		return s.draw // back to a position of the game: a step towards a draw
	}
	s.path[ply] = h
	if depth <= 0 {
		if !s.rush || !s.maximizing(st) || !s.flagInDanger(st) {
			return s.quiesce(st, hid, ply, alpha, beta, s.qdepth)
		}
		depth = 1 // our replies to the piece beside our flag (rush.go)
	}
	e := &s.tt[h&s.ttMask]
	var ttMove junqi.Action
	hasTT := false
	if e.key == h && e.bound != 0 {
		ttMove, hasTT = e.move, true
		if int(e.depth) >= depth {
			v := int(e.value)
			switch {
			case e.bound == boundExact,
				e.bound == boundLower && v >= beta,
				e.bound == boundUpper && v <= alpha:
				return v
			}
		}
	}
	max := s.maximizing(st)
	brs := s.brs && !max
	var acts []junqi.Action
	if brs {
		acts = s.replies(st, ply)
	} else {
		acts = st.Actions(s.bufs[ply][:0])
		s.bufs[ply] = acts[:0]
	}
	if max && s.blind && hid.any() {
		n := 0
		for _, a := range acts {
			if a.Kind != junqi.Attack || !hid.has(a.To) || s.guard.has(a.To) {
				acts[n] = a
				n++
			}
		}
		if n == 0 {
			s.ev.marks = hid
			return s.ev.evaluate(st, ply)
		}
		acts = acts[:n]
	}
	sc := s.order(st, acts, ply, ttMove, hasTT)
	a0, b0 := alpha, beta
	best := infinity
	if max {
		best = -infinity
	}
	var bestMove junqi.Action
	for i := range acts {
		pick(acts, sc, i)
		a := acts[i]
		child := &s.states[ply+1]
		*child = *st
		if brs {
			child.SetTurn(st.At(a.From).Seat(), true)
		}
		ch := play(child, hid, a)
		if brs {
			s.backToUs(child)
		}
		s.rep[ply+1] = repChild(s.rep[ply], st, child, a)
		v := s.search(child, ch, depth-1, ply+1, alpha, beta)
		if s.aborted {
			return 0
		}
		if max {
			if v > best {
				best, bestMove = v, a
			}
			alpha = maxInt(alpha, v)
		} else {
			if v < best {
				best, bestMove = v, a
			}
			beta = minInt(beta, v)
		}
		if alpha >= beta {
			if a.Kind != junqi.Attack {
				k := &s.killers[ply]
				if k[0] != a {
					k[1], k[0] = k[0], a
				}
				s.history[a.From][a.To] += int32(depth * depth)
			}
			break
		}
	}
	bound := boundExact
	switch {
	case best <= a0:
		bound = boundUpper
	case best >= b0:
		bound = boundLower
	}
	*e = ttEntry{key: h, value: int32(best), depth: int8(depth), bound: bound, move: bestMove}
	return best
}

// quiesce looks at captures that do not lose material until the position is
// quiet, so a search does not stop in the middle of an exchange. Only battles
// between pieces the searching seat knows count: in a sampled position the
// search "knows" every rank, and letting it pick the winning battles among
// hidden pieces would make every unknown piece look like free material.
func (s *searcher) quiesce(st *junqi.State, hid hidden, ply, alpha, beta, qd int) int {
	if s.tick() {
		return 0
	}
	s.ev.marks = hid
	stand := s.ev.evaluate(st, ply)
	if qd <= 0 || st.Result().Over || ply >= maxPly-1 {
		return stand
	}
	max := s.maximizing(st)
	best := stand
	if max {
		if stand >= beta {
			return stand
		}
		alpha = maxInt(alpha, stand)
	} else {
		if stand <= alpha {
			return stand
		}
		beta = minInt(beta, stand)
	}
	acts := st.Actions(s.bufs[ply][:0])
	s.bufs[ply] = acts[:0]
	sc := s.scores[ply][:0]
	n := 0
	for _, a := range acts {
		if a.Kind != junqi.Attack || (hid.has(a.From) || hid.has(a.To)) && !(s.rush && flagCapture(st, hid, a)) {
			continue
		}
		g := gain(st, a)
		if g < 0 {
			continue
		}
		acts[n] = a
		sc = append(sc, int32(min(g, 1<<20)))
		n++
	}
	s.scores[ply] = sc
	acts = acts[:n]
	for i := range acts {
		pick(acts, sc, i)
		child := &s.states[ply+1]
		*child = *st
		ch := play(child, hid, acts[i])
		v := s.quiesce(child, ch, ply+1, alpha, beta, qd-1)
		if s.aborted {
			return 0
		}
		if max {
			best = maxInt(best, v)
			alpha = maxInt(alpha, v)
		} else {
			best = minInt(best, v)
			beta = minInt(beta, v)
		}
		if alpha >= beta {
			break
		}
	}
	return best
}

func maxInt(a, b int) int {
	if a > b {
		return a
	}
	return b
}

func minInt(a, b int) int {
	if a < b {
		return a
	}
	return b
}
