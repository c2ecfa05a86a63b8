package napoleonai

import (
	"math/rand/v2"
	"time"

	"warboard/rules/napoleon"
)

// The search: negamax alpha-beta with iterative deepening, principal
// variation search, a transposition table on the core's Zobrist hash, move
// ordering (table move, captures by victim, moves that score, killers,
// history), and a capture quiescence. Every node checks for a win in one
// (a move that reaches the target), which is this game's "mate".

const (
	inf      = 1 << 20
	winScore = 100000
	maxPly   = 64
	winBound = winScore - 1000 // scores beyond it are wins at a known distance
)

type ttFlag uint8

const (
	ttExact ttFlag = iota + 1
	ttLower
	ttUpper
)

type ttEntry struct {
	key   uint64
	move  napoleon.Move
	score int32
	depth int8
	flag  ttFlag
}

const ttBits = 16

// engine searches one decision. It is not safe for concurrent use.
type engine struct {
	root  napoleon.State
	geo   geometry
	w     weights
	me    napoleon.Seat
	rng   *rand.Rand
	limit int64 // node budget
	qmax  int   // quiescence depth

	nodes     int64
	qnodes    int64 // quiescence nodes (a statistic)
	iterDepth int   // the depth of the current iteration (bounds extensions)
	deadline  time.Time
	timed     bool
	stop      bool
	timeUp    bool // the clock cap passed
	aborted   bool // the anytime stepper was dropped
	pauseAt   int64
	pause     func() bool // anytime stepping: false stops the search

	tt      []ttEntry
	ttMask  uint64
	killers [maxPly][2]napoleon.Move
	// history[cell[from]*cells+cell[to]]: squares numbered compactly on the
	// board so the table is (W×H)² (4 MB at 32×32, 40 KB at 10×10)
	history []int32
	cell    [napoleon.NumSquares]uint16
	cells   int
	moves   [maxPly + 1][]napoleon.Move
	stack   [maxPly + 1]napoleon.State // the position at each ply
	keys    [maxPly + 1][]int32

	// scratch for the evaluation
	sight     []napoleon.Square
	threatBuf []napoleon.Move
	mark      uint32
	reachSeen [napoleon.NumSquares]uint32
	hitSeen   [napoleon.NumSquares]uint32

	// blind: the horizon does not look at what the other seat threatens
	// (easy's short sight, runParams.blunder)
	blind bool

	// turnKey separates positions by move count when a turn limit makes
	// the count matter (the core's hash leaves it out).
	turnKey bool

	// results
	best      napoleon.Turn
	bestScore int
	depthDone int
	rootMoves []rootMove
}

type rootMove struct {
	move  napoleon.Move
	score int
	noise int
}

func newEngine(s *napoleon.State, limit int64, rng *rand.Rand) *engine {
	e := &engine{root: *s, geo: newGeometry(s), w: defaultWeights, me: s.ToMove(), rng: rng, limit: limit, qmax: 4}
	// a table about twice the budget (a small one for easy is quick to
	// allocate in the browser), at most 1<<ttBits entries
	bits := 10
	for bits < ttBits && int64(1)<<bits < 2*limit {
		bits++
	}
	b := s.Board()
	e.cells = b.W * b.H
	for i, q := range b.Squares() {
		e.cell[q] = uint16(i)
	}
	e.history = make([]int32, e.cells*e.cells)
	e.tt = make([]ttEntry, 1<<bits)
	e.ttMask = 1<<bits - 1
	for i := range e.moves {
		e.moves[i] = make([]napoleon.Move, 0, 256)
		e.keys[i] = make([]int32, 0, 256)
	}
	e.sight = make([]napoleon.Square, 0, 32)
	e.threatBuf = make([]napoleon.Move, 0, 256)
	e.pauseAt = 1 << 62
	return e
}

// hist is the history slot of m.
func (e *engine) hist(m napoleon.Move) int {
	return int(e.cell[m.From])*e.cells + int(e.cell[m.To])
}

// tick counts a node and says whether the search must stop.
func (e *engine) tick() bool {
	e.nodes++
	if e.nodes >= e.limit {
		e.stop = true
	}
	if e.nodes&1023 == 0 && e.timed && time.Now().After(e.deadline) {
		e.stop, e.timeUp = true, true
	}
	if e.nodes >= e.pauseAt && e.pause != nil && !e.stop {
		if !e.pause() {
			e.stop, e.aborted = true, true
		}
	}
	return e.stop
}

func (e *engine) key(s *napoleon.State) uint64 {
	k := s.Hash()
	if e.turnKey {
		k ^= uint64(s.Plies()) * 0x9E3779B97F4A7C15
	}
	return k
}

// terminal scores a finished game for the seat to move.
func terminal(s *napoleon.State, ply int) int {
	o := s.Outcome()
	switch {
	case !o.Over || o.Draw:
		return 0
	case o.Winner == s.ToMove():
		return winScore - ply
	}
	return -(winScore - ply)
}

// winsNow reports whether one of moves reaches the target.
func (g *geometry) winsNow(s *napoleon.State, moves []napoleon.Move) bool {
	me := s.ToMove()
	need := g.target - s.Points(me)
	for _, m := range moves {
		if g.gain(s, me, m) >= need {
			return true
		}
	}
	return false
}

// winningMove returns a move that reaches the target, if any.
func (g *geometry) winningMove(s *napoleon.State, moves []napoleon.Move) (napoleon.Move, bool) {
	me := s.ToMove()
	need := g.target - s.Points(me)
	for _, m := range moves {
		if g.gain(s, me, m) >= need {
			return m, true
		}
	}
	return napoleon.Move{}, false
}

func toTT(score, ply int) int32 {
	switch {
	case score > winBound:
		score += ply
	case score < -winBound:
		score -= ply
	}
	return int32(score)
}

func fromTT(score int32, ply int) int {
	v := int(score)
	switch {
	case v > winBound:
		v -= ply
	case v < -winBound:
		v += ply
	}
	return v
}

// order sorts moves best-first by cheap keys.
func (e *engine) order(s *napoleon.State, moves []napoleon.Move, ply int, ttMove napoleon.Move, hasTT bool) {
	keys := e.keys[ply][:0]
	me := s.ToMove()
	for _, m := range moves {
		var k int32
		switch {
		case hasTT && m == ttMove:
			k = 1 << 30
		case m.Capture:
			k = 1<<28 + int32(material[s.At(m.To).Kind()])*16 - int32(material[s.At(m.From).Kind()])/8
		default:
			if g := e.geo.gain(s, me, m); g > 0 {
				k = 1<<27 + int32(g)
			} else if ply < maxPly && (m == e.killers[ply][0] || m == e.killers[ply][1]) {
				k = 1 << 26
			} else {
				k = e.history[e.hist(m)]
				if k > 1<<25 {
					k = 1 << 25
				}
			}
		}
		keys = append(keys, k)
	}
	e.keys[ply] = keys
	// insertion sort, stable and without the allocation of sort.Sort's
	// interface: the lists are short and mostly in generator order
	for i := 1; i < len(moves); i++ {
		m, k := moves[i], keys[i]
		j := i
		for ; j > 0 && keys[j-1] < k; j-- {
			moves[j], keys[j] = moves[j-1], keys[j-1]
		}
		moves[j], keys[j] = m, k
	}
}

// search is negamax alpha-beta (fail-soft) to depth plies, then quiescence.
func (e *engine) search(s *napoleon.State, depth, alpha, beta, ply int, null bool) int {
	if e.tick() {
		return 0
	}
	moves := s.LegalMoves(e.moves[ply][:0])
	e.moves[ply] = moves
	if len(moves) == 0 {
		return terminal(s, ply)
	}
	if e.geo.winsNow(s, moves) {
		return winScore - ply - 1
	}
	if depth <= 0 && !e.blind && ply < 2*e.iterDepth && ply < maxPly-2 && e.threatensWin(s) {
		// the other seat would reach its target next move: look one ply
		// further instead of guessing (this game's check extension)
		depth = 1
	}
	if depth <= 0 || ply >= maxPly-1 {
		return e.quiesce(s, moves, alpha, beta, ply, e.qmax, !e.blind)
	}
	key := e.key(s)
	slot := &e.tt[key&e.ttMask]
	var ttMove napoleon.Move
	hasTT := false
	if slot.key == key && slot.flag != 0 {
		ttMove, hasTT = slot.move, true
		if int(slot.depth) >= depth {
			v := fromTT(slot.score, ply)
			switch {
			case slot.flag == ttExact,
				slot.flag == ttLower && v >= beta,
				slot.flag == ttUpper && v <= alpha:
				return v
			}
		}
	}
	pv := beta-alpha > 1
	// null move: if passing still holds beta, a real move will too (the
	// rules have no pass, so this is only a pruning guess; never twice in a
	// row, and a pass that lets the other seat win proves nothing)
	if null && !pv && depth >= 3 {
		child := &e.stack[ply+1]
		*child = *s
		child.Pass()
		v := -e.search(child, depth-3, -beta, -beta+1, ply+1, false)
		if e.stop {
			return 0
		}
		if v >= beta && v < winBound {
			return v
		}
	}
	// futility: one ply from the horizon, far below alpha, only moves that
	// take or score can help; not when the other seat threatens to win,
	// where the quiet move that blocks it is the one that counts
	futile := false
	if depth == 1 && !pv && alpha > -winBound && !e.threatensWin(s) {
		futile = e.evaluate(s, moves, true)+e.w.futility <= alpha
	}
	e.order(s, moves, ply, ttMove, hasTT)
	// deeper plies use their own buffers: moves stays intact in the loop
	best := -inf
	var bestMove napoleon.Move
	origAlpha := alpha
	for i, m := range moves {
		if futile && i > 0 && !m.Capture && e.keys[ply][i] < 1<<27 {
			continue
		}
		child := &e.stack[ply+1] // not a local: the recursion would move it to the heap
		*child = *s
		child.Play(m)
		var v int
		if i == 0 {
			v = -e.search(child, depth-1, -beta, -alpha, ply+1, true)
		} else {
			// late quiet moves are searched one ply shallower first
			// (late move reduction); a surprise is searched again in full
			r := 0
			if depth >= 3 && i >= 4 && e.keys[ply][i] < 1<<26 {
				r = 1
			}
			v = -e.search(child, depth-1-r, -alpha-1, -alpha, ply+1, true)
			if r > 0 && v > alpha && !e.stop {
				v = -e.search(child, depth-1, -alpha-1, -alpha, ply+1, true)
			}
			if v > alpha && v < beta && !e.stop {
				v = -e.search(child, depth-1, -beta, -alpha, ply+1, true)
			}
		}
		if e.stop {
			return 0
		}
		if v > best {
			best, bestMove = v, m
		}
		if v > alpha {
			alpha = v
		}
		if alpha >= beta {
			if !m.Capture {
				if e.killers[ply][0] != m {
					e.killers[ply][1] = e.killers[ply][0]
					e.killers[ply][0] = m
				}
				e.history[e.hist(m)] += int32(depth * depth)
			}
			break
		}
	}
	flag := ttExact
	switch {
	case best <= origAlpha:
		flag = ttUpper
	case best >= beta:
		flag = ttLower
	}
	*slot = ttEntry{key: key, move: bestMove, score: toTT(best, ply), depth: int8(depth), flag: flag}
	return best
}

// threatensWin reports whether the seat not to move has a move that
// reaches its target.
func (e *engine) threatensWin(s *napoleon.State) bool {
	opp := s.ToMove().Other()
	need := e.geo.target - s.Points(opp)
	if need > 2 { // no move gains more than a general's 2 points
		return false
	}
	e.threatBuf = s.ThreatMoves(opp, e.threatBuf[:0])
	for _, m := range e.threatBuf {
		if e.geo.gain(s, opp, m) >= need {
			return true
		}
	}
	return false
}

// quiesce resolves captures: the seat to move may stand on the evaluation
// or take. moves are s's legal moves.
func (e *engine) quiesce(s *napoleon.State, moves []napoleon.Move, alpha, beta, ply, qd int, threats bool) int {
	e.qnodes++
	stand := e.evaluate(s, moves, threats)
	if stand >= beta || qd <= 0 || ply >= maxPly-1 {
		return stand
	}
	if stand > alpha {
		alpha = stand
	}
	var caps [64]napoleon.Move
	var vals [64]int
	n := 0
	for _, m := range moves {
		if m.Capture && n < len(caps) {
			caps[n], vals[n] = m, material[s.At(m.To).Kind()]*16-material[s.At(m.From).Kind()]/8
			n++
		}
	}
	// selection order: most valuable victim first
	best := stand
	for i := 0; i < n; i++ {
		j := i
		for k := i + 1; k < n; k++ {
			if vals[k] > vals[j] {
				j = k
			}
		}
		caps[i], caps[j] = caps[j], caps[i]
		vals[i], vals[j] = vals[j], vals[i]
		child := &e.stack[ply+1]
		*child = *s
		child.Play(caps[i])
		if e.tick() {
			return 0
		}
		cm := child.LegalMoves(e.moves[ply+1][:0])
		e.moves[ply+1] = cm
		var v int
		switch {
		case len(cm) == 0:
			v = -terminal(child, ply+1)
		case e.geo.winsNow(child, cm):
			v = -(winScore - ply - 2)
		default:
			v = -e.quiesce(child, cm, -beta, -alpha, ply+1, qd-1, false)
		}
		if e.stop {
			return 0
		}
		if v > best {
			best = v
		}
		if v > alpha {
			alpha = v
		}
		if alpha >= beta {
			break
		}
	}
	return best
}
