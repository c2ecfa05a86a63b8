package napoleonai

import (
	"sort"

	"warboard/rules/napoleon"
)

// Cannon turns for three and four armies, weighed as root.go weighs them for two:
// the search deepens over moves only (every combination of facings would multiply the
// branching factor by up to 8^k for k cannons), then, for the best two root moves (all
// when every move loses), each single turn of each own cannon that changes its line of
// sight is screened by what it changes in every enemy army's next moves; the best
// turnCands are searched, a second cannon is tried on top of the best one, and the
// choice changes only if a searched turn beats the plain move at the same depth.
//
// The screen counts threats rather than the evaluation: the evaluation does not look at
// lines of sight, and a facing matters through what it forbids the other armies.

// chooseTurns adds cannon turns to the chosen move, or to one of the next best when a
// turn makes it better.
func (w *wsearch) chooseTurns(s *napoleon.State) {
	// Deep enough for every other army to answer once: a line of sight matters when
	// the army it stops moves. The plain move is searched again at that depth so that
	// both are compared alike.
	depth := max(w.depthDone, w.armiesIn(s))
	bestV := w.bestRaw
	if depth > w.depthDone {
		bestV = w.turnValue(s, w.best.Move, nil, depth, -inf)
		if w.stopped {
			return
		}
	}
	moves := 2
	if bestV < -winBound {
		moves = len(w.roots) // lost without a turn: look everywhere
	}
	chosen := w.best
	for i := 0; i < moves && i < len(w.roots) && !w.stopped; i++ {
		m := w.roots[i].move
		cands := w.turnCandidates(s, m)
		if len(cands) > w.turnCands {
			cands = cands[:w.turnCands]
		}
		var first *napoleon.CannonTurn
		firstV := -inf
		for j := range cands {
			v := w.turnValue(s, m, []napoleon.CannonTurn{cands[j].turn}, depth, bestV)
			if w.stopped {
				break
			}
			if v > bestV && v > firstV {
				firstV, first = v, &cands[j].turn
			}
		}
		if first == nil {
			continue
		}
		bestV, chosen = firstV, napoleon.Turn{Move: m, Turns: []napoleon.CannonTurn{*first}}
		// a second cannon on top of the first
		for j := range cands {
			if w.stopped || cands[j].turn.At == first.At {
				continue
			}
			two := []napoleon.CannonTurn{*first, cands[j].turn}
			v := w.turnValue(s, m, two, depth, bestV)
			if w.stopped {
				break
			}
			if v > bestV {
				bestV, chosen = v, napoleon.Turn{Move: m, Turns: two}
				break
			}
		}
	}
	w.best = chosen
}

// armiesIn counts the armies still in the game.
func (w *wsearch) armiesIn(s *napoleon.State) int {
	n := 0
	for _, x := range s.Armies().Order() {
		if s.In(x) {
			n++
		}
	}
	return n
}

// turnValue searches m with turns to depth for the searching side; a value above
// alpha is exact.
func (w *wsearch) turnValue(s *napoleon.State, m napoleon.Move, turns []napoleon.CannonTurn, depth, alpha int) int {
	child := *s
	child.PlayTrusted(m, turns)
	return w.search(&child, depth-1, alpha, inf)
}

// turnCandidates lists the single cannon turns after m that leave the enemy armies
// fewer threats than no turn, most first. A turn that leaves a line of sight as it was
// is never listed.
func (w *wsearch) turnCandidates(s *napoleon.State, m napoleon.Move) []turnCand {
	after := *s
	after.PlayTrusted(m, nil)
	plain := w.threats(&after)
	var out []turnCand
	var now, then []napoleon.Square
	for _, pl := range after.Pieces() {
		if pl.Piece.Kind() != napoleon.Cannon || pl.Piece.Seat() != w.me {
			continue
		}
		now = after.Sight(pl.Sq, now[:0])
		for d := napoleon.Dir(0); d < 8; d++ {
			if d == pl.Piece.Facing() {
				continue
			}
			if then = after.SightFacing(pl.Sq, d, then[:0]); sameSquares(now, then) {
				continue
			}
			t := napoleon.CannonTurn{At: pl.Sq, Face: d}
			next := *s
			next.PlayTrusted(m, []napoleon.CannonTurn{t})
			if v := plain - w.threats(&next); v > 0 {
				out = append(out, turnCand{t, v})
			}
			if w.tick() {
				return out
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].value > out[j].value })
	return out
}

// turnsMatter reports whether turning one of the seat's cannons now, before any move,
// lessens what the enemy armies threaten; most positions have no such turn, and then
// the quarter of the budget kept for turns would be spent on nothing.
func (w *wsearch) turnsMatter(s *napoleon.State) bool {
	base := -1
	var now, then []napoleon.Square
	for _, pl := range s.Pieces() {
		if pl.Piece.Kind() != napoleon.Cannon || pl.Piece.Seat() != w.me {
			continue
		}
		now = s.Sight(pl.Sq, now[:0])
		for d := napoleon.Dir(0); d < 8; d++ {
			if d == pl.Piece.Facing() {
				continue
			}
			if then = s.SightFacing(pl.Sq, d, then[:0]); sameSquares(now, then) {
				continue
			}
			if base < 0 {
				base = w.threats(s)
			}
			t := s.WithFacing(pl.Sq, d)
			w.tick()
			if w.threats(&t) < base {
				return true
			}
		}
	}
	return false
}

// threats adds up, over the enemy armies still in, the best each could do with its
// next move (take a piece of the searching side, bring points, reach its target) and an
// eighth of all such moves: a lane a line of sight closes counts though it is not the
// enemy's best move yet.
func (w *wsearch) threats(s *napoleon.State) int {
	if s.Outcome().Over {
		return 0
	}
	total := 0
	for _, x := range s.Armies().Order() {
		if !s.In(x) || w.friendly(s, x) {
			continue
		}
		t := s.AsIfToMove(x)
		w.buf = t.LegalMoves(w.buf[:0])
		best, all := 0, 0
		need := s.SideTarget(x) - s.SidePoints(x)
		for _, m := range w.buf {
			v := 0
			if m.Capture {
				if p := s.At(m.To); w.friendly(s, p.Seat()) {
					v += material[p.Kind()]
					if s.CountsFor(p.Seat(), m.To) {
						v += 40 * p.Kind().Points()
					}
				}
			}
			if pts := s.At(m.From).Kind().Points(); pts > 0 && s.CountsFor(x, m.To) && !s.CountsFor(x, m.From) {
				v += 40 * pts
				if pts >= need {
					v += winScore / 10
				}
			}
			best = max(best, v)
			all += v
		}
		total += best + all/8
	}
	return total
}
