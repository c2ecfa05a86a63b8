package napoleon

import (
	"warboard/rules/record"
)

// View is what one seat may know, as a value for the renderer and computer
// players. During play Napoleon hides nothing; during a set-up in progress
// only the viewer's own army is shown.
type View struct {
	Board   Board
	Terrain Terrain
	Pieces  [NumSquares]Piece // NoPiece where empty or hidden
	Viewer  Seat
	SetUp   bool // a set-up in progress: the other army is hidden
	ToMove  Seat
	Outcome Outcome
	Points  [NumSeats]int
	Target  int
	// LOS holds each seat's cannons' lines of sight (the squares its
	// enemies' pieces, drums apart, may not enter).
	LOS [NumSeats]Bitset
	// LastMoved and Streak: the three-turns history of each seat.
	LastMoved [NumSeats]Square
	Streak    [NumSeats]int
	// Armies and Out: who plays (Waterloo: three or four armies, teams) and
	// which of them are out.
	Armies Armies
	Out    [NumSeats]bool
}

// View is the open position as seat sees it (everything is open in play).
func (s *State) View(seat Seat) View {
	v := View{
		Board:   s.Board(),
		Terrain: s.tiles,
		Viewer:  seat,
		ToMove:  s.toMove,
		Outcome: s.Outcome(),
		Target:  int(s.target),
		Armies:  s.armies,
	}
	for q, p := range s.cells {
		if p != wall {
			v.Pieces[q] = p
		}
	}
	for seat := South; seat < NumSeats; seat++ {
		v.LastMoved[seat] = s.last[seat]
		v.Streak[seat] = int(s.streak[seat])
		v.Points[seat] = int(s.points[seat])
		if s.armies.Plays(seat) {
			v.LOS[seat] = s.LineOfSight(seat)
			v.Out[seat] = !s.In(seat)
		}
	}
	return v
}

// Placements lists the visible pieces as notation placements.
func (v *View) Placements() []record.Placement {
	var out []record.Placement
	for _, q := range v.Board.Squares() {
		if p := v.Pieces[q]; p != NoPiece {
			out = append(out, placementOf(q, p))
		}
	}
	return out
}

// Placement is the view as a placement list ("d4=SK>NW ...").
func (v *View) Placement() string { return record.FormatPlacements(v.Placements()) }

func placementOf(q Square, p Piece) record.Placement {
	return record.Placement{Point: q.String(), Seat: p.Seat().String()[0], Piece: p.Code()}
}
