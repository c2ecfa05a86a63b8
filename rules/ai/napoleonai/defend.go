package napoleonai

import "warboard/rules/napoleon"

// Cannon turns as a defence inside the tree. A turn's cannon turns are
// free and only ever hinder the other seat (an own line of sight never
// stops an own piece), so where the other seat threatens to reach its
// target with its next move the seat to move may also shut the lane with a
// cannon before it moves: the search tries each single turn that puts a
// line of sight across the path of a winning move, as the same position
// with that cannon turned, and keeps the better. A second turn is tried on
// top (a cannon further on the board), when the first leaves a threat.
// Without this the search believes a race lost that a cannon turn holds,
// and the attacker counts on wins that a turn would stop.

// maxDefenceTurns is how many cannons one node may turn to shut lanes.
const maxDefenceTurns = 2

// pathMarks marks the squares a move passes or reaches (its start apart):
// a line of sight on any of them makes the move illegal.
func (e *engine) pathMarks(s *napoleon.State, m napoleon.Move) {
	step := stepToward(m.From, m.To)
	for q := m.From + step; ; q += step {
		e.pathSeen[q] = e.mark
		if q == m.To {
			break
		}
	}
}

// stepToward is the one-square step of the straight line from a to b.
func stepToward(a, b napoleon.Square) napoleon.Square {
	df := sign(b.File() - a.File())
	dr := sign(b.Rank() - a.Rank())
	return napoleon.Square(dr*16 + df)
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// blockingTurns lists the single cannon turns of the seat to move that put
// a line of sight on the path of one of the other seat's winning moves,
// for cannons on squares after `after` (each set of turns once).
func (e *engine) blockingTurns(s *napoleon.State, ply int, after napoleon.Square, first bool) []napoleon.CannonTurn {
	out := e.defTurns[ply][:0]
	opp := s.ToMove().Other()
	need := e.geo.target - s.Points(opp)
	threats := s.ThreatMoves(opp, e.defMoves[ply][:0])
	e.defMoves[ply] = threats
	e.mark++
	if e.mark == 0 {
		e.reachSeen, e.hitSeen, e.pathSeen = [256]uint32{}, [256]uint32{}, [256]uint32{}
		e.mark = 1
	}
	wins := 0
	for _, m := range threats {
		if e.geo.gain(s, opp, m) >= need {
			e.pathMarks(s, m)
			wins++
		}
	}
	if wins == 0 {
		return out
	}
	me := s.ToMove()
	for r := 0; r < e.geo.h; r++ {
		for f := 0; f < e.geo.w; f++ {
			at := napoleon.SquareAt(f, r)
			p := s.At(at)
			if p == napoleon.NoPiece || p.Kind() != napoleon.Cannon || p.Seat() != me || (!first && at <= after) {
				continue
			}
			for d := napoleon.Dir(0); d < 8; d++ {
				if d == p.Facing() {
					continue
				}
				e.sight = s.SightFacing(at, d, e.sight[:0])
				for _, q := range e.sight {
					if e.pathSeen[q] == e.mark {
						out = append(out, napoleon.CannonTurn{At: at, Face: d})
						break
					}
				}
			}
		}
	}
	e.defTurns[ply] = out
	return out
}
