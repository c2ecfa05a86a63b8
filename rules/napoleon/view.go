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
	Points  [2]int
	Target  int
	// LOS holds each seat's cannons' lines of sight (the squares the other
	// seat's pieces, drums apart, may not enter).
	LOS [2]Bitset
	// LastMoved and Streak: the three-turns history of each seat.
	LastMoved [2]Square
	Streak    [2]int
}

// View is the open position as seat sees it (everything is open in play).
func (s *State) View(seat Seat) View {
	v := View{
		Board:   s.Board(),
		Terrain: s.tiles,
		Viewer:  seat,
		ToMove:  s.toMove,
		Outcome: s.Outcome(),
		Points:  [2]int{int(s.points[0]), int(s.points[1])},
		Target:  int(s.target),
	}
	for q, p := range s.cells {
		if p != wall {
			v.Pieces[q] = p
		}
	}
	v.LOS = [2]Bitset{s.LineOfSight(South), s.LineOfSight(North)}
	for seat := South; seat <= North; seat++ {
		v.LastMoved[seat] = s.last[seat]
		v.Streak[seat] = int(s.streak[seat])
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
