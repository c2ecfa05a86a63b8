package napoleonplay

import (
	"math/rand/v2"
	"testing"

	"warboard/rules/napoleon"
)

// TestReplay: every turn of a played game replays, showing the board the game had then.
func TestReplay(t *testing.T) {
	s, err := New(mustParse(t, std8), Options{Computers: "N"}, 6) // no hand-overs
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(6, 6))
	var boards [][napoleon.NumSquares]Piece
	for i := 0; i < 40 && s.phase != Over; i++ {
		if pd := s.Pending(); pd.What == DecideMove && s.match != nil && len(s.turn) == 0 {
			boards = append(boards, s.Picture().Pieces)
		}
		decideRandom(t, s, r)
	}
	if len(boards) < 10 {
		t.Fatalf("only %d turns played", len(boards))
	}
	rp, err := NewReplay(s.Record())
	if err != nil {
		t.Fatal(err)
	}
	if rp.Len() < len(boards)-1 {
		t.Fatalf("%d turns replayable, %d played", rp.Len(), len(boards))
	}
	for i, want := range boards {
		pic, err := rp.Picture(i)
		if err != nil {
			t.Fatal(err)
		}
		if pic.Pieces != want {
			t.Fatalf("turn %d: the replay's board differs from the game's", i)
		}
	}
	if _, err := rp.Picture(rp.Len() + 1); err == nil {
		t.Fatal("a turn past the end")
	}
}
