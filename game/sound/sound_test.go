package sound

import (
	"math"
	"testing"

	"warboard/game/junqiplay"
	"warboard/game/napoleonplay"
)

func TestForJunqi(t *testing.T) {
	attack := func(outcome string) junqiplay.Feedback {
		return junqiplay.Feedback{Code: junqiplay.NoteAttack, Args: []string{"S", "c6", "c7", outcome, "5", "?", ""}}
	}
	for _, c := range []struct {
		name string
		fb   junqiplay.Feedback
		over bool
		want Effect
	}{
		{"move", junqiplay.Feedback{Code: junqiplay.NoteMove, Args: []string{"S", "c6", "c7", ""}}, false, Move},
		{"flip", junqiplay.Feedback{Code: junqiplay.NoteFlip, Args: []string{"S", "c6", "5", ""}}, false, Move},
		{"attacker won", attack("won"), false, Capture},
		{"attacker lost", attack("lost"), false, Battle},
		{"both removed", attack("both"), false, Battle},
		{"flag taken", attack("flag"), false, End},
		{"last battle of the game", attack("won"), true, End},
		{"resigned", junqiplay.Feedback{Code: junqiplay.NoteResign, Args: []string{"S", "S"}}, true, End},
		{"deployed", junqiplay.Feedback{Code: junqiplay.NoteDeployed, Args: []string{"S"}}, false, None},
		{"draw declined", junqiplay.Feedback{Code: junqiplay.NoteDeclined}, false, None},
		{"nothing", junqiplay.Feedback{}, false, None},
	} {
		if got := ForJunqi(c.fb, c.over); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

func TestForNapoleon(t *testing.T) {
	for _, c := range []struct {
		tok  string
		over bool
		want Effect
	}{
		{"d2-d5", false, Move},
		{"d2-d5 c1>NE", false, Move},
		{"c3xd4 a1>N", false, Capture},
		{"d2xd5", true, End},
		{"resign", true, End},
		{"draw", false, None},
		{"", false, None},
	} {
		if got := ForNapoleon(c.tok, c.over); got != c.want {
			t.Errorf("%q over=%v: %v, want %v", c.tok, c.over, got, c.want)
		}
	}
}

// fakePlayer records what it was asked to play.
type fakePlayer struct{ played []Effect }

func (f *fakePlayer) Play(e Effect) { f.played = append(f.played, e) }

type fakeJunqi struct {
	n     int
	phase junqiplay.Phase
	note  junqiplay.Feedback
}

func (g *fakeJunqi) MoveCount() int             { return g.n }
func (g *fakeJunqi) Phase() junqiplay.Phase     { return g.phase }
func (g *fakeJunqi) Picture() junqiplay.Picture { return junqiplay.Picture{Note: g.note} }

type fakeNapoleon struct {
	n     int
	phase napoleonplay.Phase
	tok   string
}

func (g *fakeNapoleon) MoveCount() int            { return g.n }
func (g *fakeNapoleon) Phase() napoleonplay.Phase { return g.phase }
func (g *fakeNapoleon) LastToken() string         { return g.tok }

// TestCuePlaysEachNewActionOnce: a first look at a game, a repeated look, another game
// (even one further on, as Continue brings back) and a taken-back move play nothing; each
// new action plays its sound once; nothing plays while muted.
func TestCuePlaysEachNewActionOnce(t *testing.T) {
	p := &fakePlayer{}
	muted := false
	c := NewCue(p, func() bool { return muted })
	move := junqiplay.Feedback{Code: junqiplay.NoteMove, Args: []string{"S", "a1", "a2", ""}}
	won := junqiplay.Feedback{Code: junqiplay.NoteAttack, Args: []string{"N", "a9", "a8", "won", "5", "3", ""}}
	j := &fakeJunqi{n: 4, phase: junqiplay.Play, note: move}
	c.Junqi(j) // a restored game: no sound
	j.n = 5
	c.Junqi(j)
	c.Junqi(j) // the same action again
	j.n, j.phase, j.note = 6, junqiplay.HandOver, won
	c.Junqi(j)
	j.n, j.phase, j.note = 5, junqiplay.Play, move
	c.Junqi(j) // taken back
	muted = true
	j.n = 6
	c.Junqi(j)
	muted = false
	n := &fakeNapoleon{n: 40, phase: napoleonplay.Play, tok: "c3xd4"}
	c.Napoleon(n) // another game, further on (Continue): no sound
	n.n = 41
	c.Napoleon(n)
	n.n, n.phase, n.tok = 42, napoleonplay.Over, "d4-d5"
	c.Napoleon(n)
	want := []Effect{Move, Capture, Capture, End}
	if len(p.played) != len(want) {
		t.Fatalf("played %v, want %v", p.played, want)
	}
	for i := range want {
		if p.played[i] != want[i] {
			t.Fatalf("played %v, want %v", p.played, want)
		}
	}
	var none *Cue
	none.Junqi(&fakeJunqi{n: 9}) // a nil cue is silent, not a crash
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
