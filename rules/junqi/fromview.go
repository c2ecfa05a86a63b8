package junqi

import (
	"errors"
	"fmt"
)

// FromView builds a playable State from what a seat sees and a guess for
// every piece it cannot see: computer players search such "determinized"
// positions. fill(p) gives the full piece for every point whose view piece is
// hidden (rank Unknown, or face down with its colour hidden); it must have a
// real rank and a playing seat, and for a face-down point be face down. The
// turn, the seats that are out, the result and the no-removal count are the
// view's; ply is the number of actions played (the view does not hold it).
// A seat that is out keeps the reason NoMoves (the view does not say why).
func FromView(cfg Config, v *View, ply int, fill func(p Point) Piece) (State, error) {
	s, err := NewState(cfg)
	if err != nil {
		return s, err
	}
	if v.Board != cfg.Board || v.Mode != cfg.Mode {
		return s, errors.New("the view is of another board or mode")
	}
	b := s.Board()
	for p := 0; p < b.N; p++ {
		pc := v.Squares[p]
		if pc == 0 {
			continue
		}
		if pc.Rank() == Unknown {
			want := pc
			pc = fill(Point(p))
			switch {
			case !pc.Rank().Real():
				return s, fmt.Errorf("%s: the guess %v is not a piece", b.Name(Point(p)), pc)
			case want.FaceDown() != pc.FaceDown():
				return s, fmt.Errorf("%s: the guess must be face down exactly where the view is", b.Name(Point(p)))
			case !want.FaceDown() && want.Seat() != pc.Seat():
				return s, fmt.Errorf("%s: the guess is of another seat", b.Name(Point(p)))
			}
		}
		if !s.Playing(pc.Seat()) {
			return s, fmt.Errorf("%s: seat %v is not playing", b.Name(Point(p)), pc.Seat())
		}
		s.set(Point(p), pc)
	}
	if v.TurnKnown && !s.Playing(v.Turn) {
		return s, fmt.Errorf("seat %v to move is not playing", v.Turn)
	}
	turn := v.Turn
	if !v.TurnKnown {
		turn = s.order[0]
	}
	s.setTurn(turn, v.TurnKnown)
	s.out = v.Out & s.playing
	for x := Seat(0); x < 4; x++ {
		if s.out&(1<<x) != 0 {
			s.outReason[x] = NoMoves
		}
	}
	s.result = v.Result
	s.shown = v.Shown
	if v.NoCapture < 0 || v.NoCapture > 65535 || ply < 0 {
		return s, errors.New("counters out of range")
	}
	s.noCapture = uint16(v.NoCapture)
	s.ply = uint32(ply)
	return s, nil
}
