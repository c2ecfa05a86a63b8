package junqi

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestFromViewRebuildsTheGame: a view filled with the true pieces gives back
// the same position, turn, counters and legal actions, in every mode.
func TestFromViewRebuildsTheGame(t *testing.T) {
	for sel := 0; sel < 256; sel += 7 {
		cfg := configFor(uint8(sel))
		r := rand.New(rand.NewPCG(uint64(sel), 3))
		s, err := NewRandomState(cfg, r)
		if err != nil {
			t.Fatal(err)
		}
		var buf [MaxActions]Action
		for i := 0; i < sel%150 && !s.result.Over; i++ {
			acts := s.Actions(buf[:0])
			s.Apply(acts[r.IntN(len(acts))])
		}
		for _, seat := range s.Seats() {
			v := s.View(seat)
			got, err := FromView(cfg, &v, s.Ply(), func(p Point) Piece { return s.At(p) })
			if err != nil {
				t.Fatalf("%v: %v", cfg.Mode, err)
			}
			if got.sq != s.sq || got.Hash() != s.Hash() || got.turn != s.turn || got.turnKnown != s.turnKnown ||
				got.Ply() != s.Ply() || got.NoCaptureCount() != s.NoCaptureCount() || got.Result() != s.Result() || got.out != s.out {
				t.Fatalf("%v seat %v: rebuilt\n%s\nreal\n%s", cfg.Mode, seat, got.PositionString(), s.PositionString())
			}
			a := got.Actions(nil)
			b := s.Actions(buf[:0])
			if !slices.Equal(a, b) {
				t.Fatalf("%v seat %v: actions differ", cfg.Mode, seat)
			}
		}
	}
}

// TestFromViewRefusesBadGuesses: a guess must be a piece of the right seat,
// face down exactly where the view is; the view must match the rules.
func TestFromViewRefusesBadGuesses(t *testing.T) {
	dark := DefaultConfig(TwoPlayer, Dark)
	s, _ := NewRandomState(dark, rand.New(rand.NewPCG(1, 1)))
	v := s.View(South)
	for name, fill := range map[string]func(Point) Piece{
		"empty":        func(Point) Piece { return 0 },
		"other seat":   func(Point) Piece { return MakePiece(South, Major) },
		"face down":    func(Point) Piece { return MakePiece(North, Major).Down() },
		"unknown rank": func(Point) Piece { return MakePiece(North, Unknown) },
	} {
		if _, err := FromView(dark, &v, 0, fill); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	if _, err := FromView(DefaultConfig(TwoPlayer, Open), &v, 0, s.At); err == nil {
		t.Error("a dark view under open rules: accepted")
	}
	if _, err := FromView(dark, &v, -1, s.At); err == nil {
		t.Error("negative ply: accepted")
	}
	flip := DefaultConfig(TwoPlayer, Flip)
	f, _ := NewRandomState(flip, rand.New(rand.NewPCG(1, 1)))
	fv := f.View(South)
	if _, err := FromView(flip, &fv, 0, func(p Point) Piece { return f.At(p).Up() }); err == nil {
		t.Error("a face-up guess for a face-down point: accepted")
	}
	if _, err := FromView(flip, &fv, 0, f.At); err != nil {
		t.Errorf("true flip guesses: %v", err)
	}
}
