package napoleonai

import (
	"sort"

	"warboard/rules/napoleon"
)

// The root: iterative deepening over the moves, then the cannon turns of
// the chosen move weighed apart. Searching every move with every
// combination of facings would multiply the branching factor by up to 8^k
// for k cannons; instead each single turn of each cannon is scored by the
// evaluation after the move, the few that help most are verified by a
// search as deep as the moves', and a second cannon is tried on top of the
// best one.

// runParams say how one decision is searched.
type runParams struct {
	maxDepth  int
	noise     int     // root scores get 0..noise added (human-like slips)
	turnShare float64 // share of the budget kept for cannon turns (0: none)
	turnCands int     // cannon turns verified by search
	// A beginner's mistakes (easy, issue 26; docs/ai-napoleon.md, "Easy"):
	// with the chance blunder the decision is short-sighted, one ply and
	// nothing below it (no recapture, no look at what the other seat
	// threatens: it leaves pieces unguarded and lets crossings through);
	// with the chance distract, a move without a plan, greedy's (what
	// takes most material at once, else any). On boards above bigBoard
	// squares blunderBig and distractBig instead.
	blunder, distract       float64
	blunderBig, distractBig float64
}

// bigBoard: boards above this many squares (15×15) take the big-board
// figures of runParams (as budgetFor doubles their budget)
const bigBoard = 150

// run searches e.root and leaves the choice in e.best.
func (e *engine) run(p runParams) {
	s := &e.root
	moves := s.LegalMoves(nil)
	if len(moves) == 0 {
		return
	}
	e.best = napoleon.Turn{Move: moves[0]}
	blunder, distract := p.blunder, p.distract
	if e.cells > bigBoard {
		blunder, distract = p.blunderBig, p.distractBig
	}
	if blunder > 0 && e.rng.Float64() < blunder {
		p.maxDepth, e.blind, e.qmax = 1, true, 0
	}
	if m, ok := e.geo.winningMove(s, moves); ok {
		e.best = napoleon.Turn{Move: m}
		e.bestScore = winScore - 1
		return
	}
	if distract > 0 && e.rng.Float64() < distract {
		e.best = greedyTurn(s, e.rng)
		return
	}
	e.order(s, moves, 0, napoleon.Move{}, false)
	e.rootMoves = e.rootMoves[:0]
	for _, m := range moves {
		rm := rootMove{move: m}
		if p.noise > 0 {
			rm.noise = e.rng.IntN(p.noise + 1)
		}
		e.rootMoves = append(e.rootMoves, rm)
	}
	e.best = napoleon.Turn{Move: e.rootMoves[0].move}
	full := e.limit
	if p.turnShare > 0 {
		e.limit = int64(float64(full) * (1 - p.turnShare))
	}
	for depth := 1; depth <= p.maxDepth; depth++ {
		if !e.iterate(depth) {
			break
		}
		e.depthDone = depth
		if e.bestScore > winBound || e.bestScore < -winBound {
			break // the result is forced
		}
	}
	if p.turnShare <= 0 || e.depthDone == 0 || e.stopHard() {
		return
	}
	e.limit, e.stop = full, false
	e.chooseTurns(p)
}

// stopHard reports a stop that also ends the cannon-turn phase: the clock,
// or an anytime stepper that was abandoned.
func (e *engine) stopHard() bool { return e.aborted || e.timeUp }

// iterate searches every root move to depth; false when the budget ran out
// before the iteration finished (a better move found meanwhile is kept).
func (e *engine) iterate(depth int) bool {
	s := &e.root
	e.iterDepth = depth
	bestIdx := -1
	bestVal := -inf // score + noise of the best so far
	for i := range e.rootMoves {
		rm := &e.rootMoves[i]
		child := *s
		child.Play(rm.move)
		var v int
		if bestIdx < 0 {
			v = -e.search(&child, depth-1, -inf, inf, 1, true)
		} else {
			a := bestVal - rm.noise
			v = -e.search(&child, depth-1, -a-1, -a, 1, true)
			if v > a && !e.stop {
				v = -e.search(&child, depth-1, -inf, -a, 1, true)
			}
		}
		if e.stop {
			if bestIdx > 0 { // a move beat the previous best: take it
				e.best = napoleon.Turn{Move: e.rootMoves[bestIdx].move}
				e.bestScore = e.rootMoves[bestIdx].score
			}
			return false
		}
		rm.score = v
		if bestIdx < 0 || v+rm.noise > bestVal {
			bestIdx, bestVal = i, v+rm.noise
		}
	}
	best := e.rootMoves[bestIdx]
	e.best = napoleon.Turn{Move: best.move}
	e.bestScore = best.score
	// the best first, the others by their (bounded) scores
	sort.SliceStable(e.rootMoves, func(i, j int) bool {
		if e.rootMoves[i].move == best.move {
			return true
		}
		if e.rootMoves[j].move == best.move {
			return false
		}
		return e.rootMoves[i].score+e.rootMoves[i].noise > e.rootMoves[j].score+e.rootMoves[j].noise
	})
	return true
}

// turnCand is a cannon turn of the chosen move with its static value.
type turnCand struct {
	turn  napoleon.CannonTurn
	value int
}

// chooseTurns adds cannon turns to the best move, or to one of the next
// best when a turn makes it better (all moves when every move loses).
func (e *engine) chooseTurns(p runParams) {
	moves := 2
	if e.bestScore < -winBound {
		moves = len(e.rootMoves) // lost without a turn: look everywhere
	}
	chosenBase := e.turnValue(e.best.Move, nil, e.depthDone)
	if e.stop {
		return
	}
	bestV := -inf
	var bestTurn napoleon.Turn
	for i := 0; i < moves && i < len(e.rootMoves) && !e.stop; i++ {
		m := e.rootMoves[i].move
		base := e.turnValue(m, nil, e.depthDone)
		if e.stop {
			break
		}
		if base > bestV {
			bestV, bestTurn = base, napoleon.Turn{Move: m}
		}
		cands := e.turnCandidates(m)
		if len(cands) > p.turnCands {
			cands = cands[:p.turnCands]
		}
		var first *turnCand
		firstV := base
		for j := range cands {
			v := e.turnValue(m, []napoleon.CannonTurn{cands[j].turn}, e.depthDone)
			if e.stop {
				break
			}
			if v > firstV {
				firstV, first = v, &cands[j]
			}
		}
		if first == nil {
			continue
		}
		if firstV > bestV {
			bestV, bestTurn = firstV, napoleon.Turn{Move: m, Turns: []napoleon.CannonTurn{first.turn}}
		}
		// a second cannon on top of the first
		for j := range cands {
			if e.stop || cands[j].turn.At == first.turn.At {
				continue
			}
			two := []napoleon.CannonTurn{first.turn, cands[j].turn}
			v := e.turnValue(m, two, e.depthDone)
			if e.stop {
				break
			}
			if v > firstV && v > bestV {
				bestV, bestTurn = v, napoleon.Turn{Move: m, Turns: two}
				break
			}
		}
	}
	// the move the deepening chose stays unless a searched turn beats it
	if bestTurn.Move != (napoleon.Move{}) && bestV > chosenBase {
		e.best, e.bestScore = bestTurn, bestV
	}
}

// turnValue searches the turn (m with turns) to depth, for the mover.
func (e *engine) turnValue(m napoleon.Move, turns []napoleon.CannonTurn, depth int) int {
	child := e.root
	child.PlayTrusted(m, turns)
	return -e.search(&child, depth-1, -inf, inf, 1, true)
}

// turnCandidates lists the single cannon turns after m that the evaluation
// likes better than none, best first. A turn that leaves a line of sight
// as it was is never listed.
func (e *engine) turnCandidates(m napoleon.Move) []turnCand {
	after := e.root
	after.PlayTrusted(m, nil) // the board after the move (the other seat to move)
	plain := e.staticAfter(&after)
	var out []turnCand
	for _, pl := range after.Pieces() {
		if pl.Piece.Kind() != napoleon.Cannon || pl.Piece.Seat() != e.me {
			continue
		}
		now := after.Sight(pl.Sq, nil)
		for d := napoleon.Dir(0); d < 8; d++ {
			if d == pl.Piece.Facing() {
				continue
			}
			if sameSquares(now, after.SightFacing(pl.Sq, d, e.sight[:0])) {
				continue
			}
			t := napoleon.CannonTurn{At: pl.Sq, Face: d}
			next := e.root
			next.PlayTrusted(m, []napoleon.CannonTurn{t})
			if v := e.staticAfter(&next); v > plain {
				out = append(out, turnCand{t, v - plain})
			}
			if e.tick() {
				return out
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].value > out[j].value })
	return out
}

// staticAfter is a quiescent value for the mover of a position where the
// other seat is to move.
func (e *engine) staticAfter(s *napoleon.State) int {
	moves := s.LegalMoves(e.moves[1][:0])
	e.moves[1] = moves
	if len(moves) == 0 {
		return -terminal(s, 1)
	}
	if e.geo.winsNow(s, moves) {
		return -(winScore - 2)
	}
	return -e.quiesce(s, moves, -inf, inf, 1, 2, true)
}

func sameSquares(a, b []napoleon.Square) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
