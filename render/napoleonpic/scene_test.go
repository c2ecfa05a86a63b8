package napoleonpic

import (
	"testing"

	"warboard/rules/napoleon"
)

func TestPieceOf(t *testing.T) {
	if PieceOf(napoleon.NoPiece).Present {
		t.Error("an empty square holds a piece")
	}
	pc := napoleon.NewPiece(napoleon.North, napoleon.Cannon, napoleon.DirSE)
	if got := PieceOf(pc); got != (Piece{Present: true, Side: napoleon.North, Kind: napoleon.Cannon, Facing: napoleon.DirSE}) {
		t.Errorf("PieceOf(%v) = %+v", pc, got)
	}
}

func TestNewSceneSelectsNothing(t *testing.T) {
	s := NewScene(10, 8)
	if s.W != 10 || s.H != 8 || s.Selected != napoleon.NoSquare || s.Last != NoLast || s.Last.From != napoleon.NoSquare {
		t.Errorf("NewScene(10, 8) = %+v", s)
	}
	q := napoleon.SquareAt(2, 3)
	s.Put(q, napoleon.South, napoleon.Drum, 0)
	if p := s.Pieces[q]; !p.Present || p.Kind != napoleon.Drum || p.Side != napoleon.South {
		t.Errorf("Put: %+v", p)
	}
}
