package sound

import (
	"math"
	"testing"
)

// fakePlayer records what it was asked to play.
type fakePlayer struct{ played []Effect }

func (f *fakePlayer) Play(e Effect) { f.played = append(f.played, e) }

// TestCuePlaysEachNewActionOnce: a first look at a game, a repeated look, another game
// (even one further on, as Continue brings back) and a taken-back move play nothing; each
// new action plays its sound once, asking for it only then; nothing plays while muted.
func TestCuePlaysEachNewActionOnce(t *testing.T) {
	p := &fakePlayer{}
	muted := false
	c := NewCue(p, func() bool { return muted })
	asked := 0
	play := func(e Effect) func() Effect { return func() Effect { asked++; return e } }
	j, n := new(int), new(int) // two games, by identity
	c.Action(j, 4, play(Move)) // a restored game: no sound
	c.Action(j, 5, play(Move))
	c.Action(j, 5, play(Move)) // the same action again
	c.Action(j, 6, play(Capture))
	c.Action(j, 5, play(Move)) // taken back
	muted = true
	c.Action(j, 6, play(Capture))
	muted = false
	c.Action(n, 40, play(Capture)) // another game, further on (Continue): no sound
	c.Action(n, 41, play(Capture))
	c.Action(n, 42, play(End))
	want := []Effect{Move, Capture, Capture, End}
	if len(p.played) != len(want) {
		t.Fatalf("played %v, want %v", p.played, want)
	}
	for i := range want {
		if p.played[i] != want[i] {
			t.Fatalf("played %v, want %v", p.played, want)
		}
	}
	if asked != 5 { // the four played and the muted one
		t.Errorf("the effect was asked %d times, want 5", asked)
	}
	var none *Cue
	none.Action(j, 9, play(Move)) // a nil cue is silent, not a crash
	NewCue(nil, nil).Play(Move)
}

// TestSamples: every sound is short, audible, within [-1, 1], starts and ends silent (no
// click), and is the same every time.
func TestSamples(t *testing.T) {
	for _, e := range Effects {
		s := Samples(e, 44100)
		if len(s) < 44100/50 || len(s) > 44100 {
			t.Errorf("%v: %d samples", e, len(s))
			continue
		}
		peak := 0.0
		for _, v := range s {
			if math.IsNaN(float64(v)) || v < -1 || v > 1 {
				t.Fatalf("%v: sample %v", e, v)
			}
			peak = math.Max(peak, math.Abs(float64(v)))
		}
		if peak < 0.1 {
			t.Errorf("%v: peak %.3f, too quiet", e, peak)
		}
		if math.Abs(float64(s[0])) > 0.01 || math.Abs(float64(s[len(s)-1])) > 0.01 {
			t.Errorf("%v: starts at %v, ends at %v", e, s[0], s[len(s)-1])
		}
		again := Samples(e, 44100)
		for i := range s {
			if s[i] != again[i] {
				t.Fatalf("%v differs between two calls at %d", e, i)
			}
		}
	}
	if Samples(None, 44100) != nil || Samples(Move, 0) != nil {
		t.Error("silence has samples")
	}
}
