package computer

import (
	"slices"
	"testing"
	"time"

	"warboard/rules/record"
)

// The caps: only in the browser, only for moves, at most the limits (Hard 1 s,
// Normal 0.3 s; twice on Napoleon boards over 10×10), none for the levels that answer at once.
func TestThinkCapsAreTheBrowsersLimits(t *testing.T) {
	defer func(c bool) { capped = c }(capped)
	junqiRec, _ := record.Parse(dark2)
	nap8, _ := record.Parse("[Game \"napoleon\"]\n[Board \"8x8\"]\n")
	nap15, _ := record.Parse("[Game \"napoleon\"]\n[Board \"15x15\"]\n")
	capped = false
	if c := ThinkCap(Ask{What: Move, Record: junqiRec, Level: "hard"}); c != 0 {
		t.Fatalf("the desktop caps a decision at %v: its decisions must depend on the seed alone", c)
	}
	capped = true
	for _, c := range []struct {
		rec       *record.Record
		what      What
		level     string
		low, high time.Duration
	}{
		{junqiRec, Move, "hard", 500 * time.Millisecond, time.Second},
		{junqiRec, Move, "normal", 150 * time.Millisecond, 300 * time.Millisecond},
		{junqiRec, Move, "easy", time.Millisecond, 300 * time.Millisecond},
		{nap8, Move, "hard", 500 * time.Millisecond, time.Second},
		{nap15, Move, "hard", time.Second, 2 * time.Second},
		{junqiRec, Move, "greedy", 0, 0},
		{junqiRec, Move, "random", 0, 0},
		{junqiRec, Deploy, "hard", 0, 0},
	} {
		got := ThinkCap(Ask{What: c.what, Record: c.rec, Level: c.level})
		if got < c.low || got > c.high || (c.high > 0 && got == 0) {
			t.Errorf("%s %v level %s: cap %v, want within [%v, %v]", c.rec.Tags[1].Value, c.what, c.level, got, c.low, c.high)
		}
	}
}

// A capped decision thought in frame slices ends at the cap with the best move so far, a
// legal one, and a decision under its cap is the uncapped one.
func TestCapEndsASlicedDecision(t *testing.T) {
	defer func(c bool, b bool, m func(string) int) { capped, Background, levelCapMS = c, b, m }(capped, Background, levelCapMS)
	capped, Background = true, false
	rec := game(t, dark2, 8)
	seat := turnOf(t, rec)
	ask := Ask{What: Move, Record: rec, Seat: seat, Level: "hard", Seed: 5}

	levelCapMS = func(string) int { return 1e6 } // far above the work: the uncapped answer
	want, _ := run(t, Start(ask, 0, time.Now()), 2*time.Millisecond)

	levelCapMS = func(string) int { return 5 }
	j := Start(ask, 0, time.Now())
	got, slices5 := run(t, j, time.Millisecond)
	if !slices.Contains(legal(t, rec), got) {
		t.Fatalf("the capped decision %q is not a legal move", got)
	}
	if j.thought > 50*time.Millisecond {
		t.Fatalf("a 5 ms cap let the search think %v", j.thought)
	}
	if slices5 > 60 {
		t.Fatalf("a 5 ms cap took %d slices of 1 ms", slices5)
	}
	t.Logf("uncapped %s, capped at 5 ms %s after %v in %d slices", want, got, j.thought, slices5)
}
