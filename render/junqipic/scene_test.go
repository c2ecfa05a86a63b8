package junqipic

import (
	"math/rand/v2"
	"testing"

	"warboard/rules/junqi"
)

func TestPieceOf(t *testing.T) {
	if got := PieceOf(junqi.MakePiece(junqi.East, junqi.Bomb)); got != (Piece{Present: true, Seat: junqi.East, Code: 'B'}) {
		t.Errorf("PieceOf(EB) = %+v", got)
	}
	if got := PieceOf(junqi.MakePiece(junqi.North, junqi.Unknown)); got.Code != '?' {
		t.Errorf("an unknown piece has code %q, want '?'", got.Code)
	}
	if got := PieceOf(junqi.MakePiece(junqi.South, junqi.Flag).Down()); !got.FaceDown || !got.Present {
		t.Errorf("a face-down piece converts to %+v", got)
	}
	if PieceOf(junqi.NoPiece).Present {
		t.Error("an empty point has a piece")
	}
}

// TestNewSceneMarksNothing: an empty scene selects, marks and glows nothing.
func TestNewSceneMarksNothing(t *testing.T) {
	s := NewScene(junqi.FourCountry)
	if s.Selected != junqi.NoPoint || s.Last.Made() || s.Battle.Point != junqi.NoPoint || s.SeatToMove != junqi.NoSeat {
		t.Fatalf("an empty scene marks something: %+v", s)
	}
	for x := junqi.Seat(0); x < 4; x++ {
		if s.SeatLast[x].Made() || s.Quiet(x) || s.Team[x] != -1 {
			t.Fatalf("an empty scene marks seat %v: last %+v team %d", x, s.SeatLast[x], s.Team[x])
		}
	}
}

// TestSetViewHidesWhatTheViewHides: a dark view's unknown pieces stay '?' in the scene.
func TestSetViewHidesWhatTheViewHides(t *testing.T) {
	st, err := junqi.NewRandomState(junqi.DefaultConfig(junqi.TwoPlayer, junqi.Dark), rand.NewPCG(1, 2))
	if err != nil {
		t.Fatal(err)
	}
	v := st.View(junqi.South)
	s := NewScene(junqi.TwoPlayer)
	s.SetView(&v)
	if s.SeatToMove != junqi.South {
		t.Errorf("seat to move %v, want S", s.SeatToMove)
	}
	mine, theirs := 0, 0
	for p, pc := range s.Pieces {
		if !pc.Present {
			continue
		}
		if want := st.At(junqi.Point(p)); pc.Seat != want.Seat() {
			t.Fatalf("point %d shows a piece of %v, it is %v's", p, pc.Seat, want.Seat())
		}
		switch {
		case pc.Seat == junqi.South && pc.Code != '?':
			mine++
		case pc.Seat == junqi.North && pc.Code == '?':
			theirs++
		default:
			t.Fatalf("point %d shows %c of %v to South", p, pc.Code, pc.Seat)
		}
	}
	if mine != 25 || theirs != 25 {
		t.Fatalf("%d own pieces known, %d enemy pieces hidden; want 25 and 25", mine, theirs)
	}
}

// TestQuiet: a seat's latest move is marked quietly unless it is the loud last move, the
// seat has none, or the seat is out.
func TestQuiet(t *testing.T) {
	s := NewScene(junqi.FourCountry)
	a, b, c := junqi.Point(3), junqi.Point(9), junqi.Point(12)
	s.Last = Move{From: a, To: b}
	s.SeatLast[junqi.East] = s.Last
	s.SeatLast[junqi.South] = Move{From: c, To: a}
	s.SeatLast[junqi.West] = Move{From: c, To: c} // a flip
	s.Eliminated = 1 << junqi.West
	for x, want := range map[junqi.Seat]bool{junqi.South: true, junqi.East: false, junqi.North: false, junqi.West: false} {
		if got := s.Quiet(x); got != want {
			t.Errorf("Quiet(%v) = %v, want %v", x, got, want)
		}
	}
	s.Eliminated = 0
	if !s.Quiet(junqi.West) {
		t.Error("a flip in play is not marked")
	}
}
