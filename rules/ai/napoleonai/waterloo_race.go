package napoleonai

import "warboard/rules/napoleon"

// The race (hard, free-for-all of three or more armies): how many of its own moves each
// army still needs to reach its target, counted from where its pieces stand — each piece
// not yet counting needs ceil(ranks to the middle line / its range) moves, and the army's
// cheapest pieces are taken until their points reach the target. Lines of sight, pieces in
// the way and captures are left to the search.

// raceCap bounds the moves counted for one piece.
const raceCap = 15

// raceWeight is what one move of the race is worth (a point beyond the line is worth
// about 165 in the evaluation). Measured: 30 (docs/ladder.md, "Session 20"); 60 and a
// shaped 600/(moves+1) did worse.
const raceWeight = 30

// noRace turns the race term off (tests: the same position without it).
var noRace = false

// setupRace finds, for each army, the first advance from its own edge that counts.
func (w *wsearch) setupRace(s *napoleon.State) {
	b := s.Board()
	for _, x := range w.seats {
		w.raceAt[x] = max(b.W, b.H)
		for a := 0; a < max(b.W, b.H); a++ {
			var q napoleon.Square
			switch x {
			case napoleon.South:
				q = napoleon.SquareAt(0, a)
			case napoleon.North:
				q = napoleon.SquareAt(0, b.H-1-a)
			case napoleon.East:
				q = napoleon.SquareAt(b.W-1-a, 0)
			default:
				q = napoleon.SquareAt(a, 0)
			}
			if s.CountsFor(x, q) {
				w.raceAt[x] = a
				break
			}
		}
	}
}

// raceCount adds a piece of seat x on q, not yet counting, to x's race buckets.
func (w *wsearch) raceCount(b napoleon.Board, x napoleon.Seat, k napoleon.Kind, q napoleon.Square) {
	pts, r := k.Points(), k.Range()
	if pts == 0 || r == 0 {
		return
	}
	d := w.raceAt[x] - advance(b, x, q)
	m := min((d+r-1)/r, raceCap)
	if m < 1 {
		m = 1
	}
	if pts >= 2 {
		w.race2[x][m]++
	} else {
		w.race1[x][m]++
	}
}

// need is the moves seat x needs to reach its target (after raceCount of its pieces).
func (w *wsearch) need(s *napoleon.State, x napoleon.Seat) int {
	rem := s.SideTarget(x) - s.Points(x)
	n := 0
	for m := 1; m <= raceCap && rem > 0; m++ {
		for c := w.race2[x][m]; c > 0 && rem > 0; c-- {
			rem -= 2
			n += m
		}
		// A general may bring 2 for the last point needed (rem −1): no 1-point piece
		// is taken then, and the general's moves still count.
		take := min(int(w.race1[x][m]), max(rem, 0))
		rem -= take
		n += take * m
	}
	if rem > 0 {
		n += rem * raceCap
	}
	return n
}

// raceTerm is the searching seat's race against the nearest enemy's: raceWeight for
// each move the nearest enemy army needs more than the seat (each capped at 30).
func (w *wsearch) raceTerm(s *napoleon.State) int {
	me := w.need(s, w.me)
	lead := -1
	for _, x := range w.seats {
		if x != w.me && s.In(x) {
			if n := w.need(s, x); lead < 0 || n < lead {
				lead = n
			}
		}
	}
	if lead < 0 {
		return 0
	}
	return raceWeight * (min(lead, 30) - min(me, 30))
}
