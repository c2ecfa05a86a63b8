package napoleonscreen_test

import (
	"slices"
	"strings"
	"testing"

	"warboard/game/gametest"
	"warboard/game/input"
	"warboard/render"
)

// TestNapoleonAgainstTheComputer: one person sets up and plays whole Napoleon games
// against the computer, on the base board and with 20-piece armies on 10×10; the computer
// sets up by itself (its pieces stay hidden until play), no hand-over shows, and every
// game reaches a result.
func TestNapoleonAgainstTheComputer(t *testing.T) {
	if testing.Short() {
		t.Skip("whole games against the computer")
	}
	for _, c := range []struct {
		name    string
		options []string
	}{
		{"8x8", []string{"option:seat-N:easy", "option:turnlimit:plus", "option:turnlimit:plus", "option:turnlimit:plus"}},
		{"10x10 army 20", []string{"option:board:10", "option:army:20", "option:seat-N:easy", "option:turnlimit:plus", "option:turnlimit:plus", "option:turnlimit:plus"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			a := gametest.NewTestApp(t, render.View{W: 1024, H: 768, Scale: 1})
			a.GoTo("button:new", "newgame")
			a.GoTo("button:napoleon", "options")
			for _, o := range c.options {
				a.GoTo(o, "options")
			}
			a.Idle()
			a.Reveal("option:board")
			a.Tap(input.Touch, "button:start")
			a.AwaitComputer()
			gametest.WantScene(t, a, "setup")
			if strings.Contains(a.Shown(), "=N") {
				t.Fatalf("the person's set-up screen shows the computer's pieces: %s", a.Shown())
			}
			a.GoTo("button:random", "setup")
			a.Tap(input.Touch, "button:done")
			a.AwaitComputer()
			for turns := 0; a.SceneName() == "play"; turns++ {
				if turns > 200 {
					t.Fatal("no end after 200 of the person's turns")
				}
				if a.SceneName() == "handover" {
					t.Fatal("a hand-over with one person at the device")
				}
				gametest.Advance(a, turns)
				a.AwaitComputer()
			}
			gametest.WantScene(t, a, "result")
			if rec := a.Record(); !strings.Contains(rec, "[Result ") {
				t.Fatalf("no result:\n%s", rec)
			}
			gametest.ReplaysExactly(t, a.Record())
		})
	}
}

// TestNapoleonReplay: a finished Napoleon game replays turn by turn from its result screen.
func TestNapoleonReplay(t *testing.T) {
	n := gametest.NapoleonReplayAfter(t, render.View{W: 1024, H: 768, Scale: 1}, 3)
	ply := func() int { return n.Scene().(interface{ Ply() int }).Ply() }
	if ply() < 2 {
		t.Fatalf("the replay opens at turn %d", ply())
	}
	n.GoTo("replay:first", "replay")
	rec := n.Record()
	pos := rec[strings.Index(rec, `[Position "`)+len(`[Position "`):]
	pos = pos[:strings.Index(pos, `"`)]
	sorted := func(s string) string { f := strings.Fields(s); slices.Sort(f); return strings.Join(f, " ") }
	start := n.Shown()
	if ply() != 0 || sorted(start) != sorted(pos) {
		t.Fatalf("turn %d shows %s\nwant the set-up %s", ply(), start, pos)
	}
	n.GoTo("replay:forward", "replay")
	if ply() != 1 || n.Shown() == start {
		t.Fatal("forward did not play the first turn")
	}
	n.GoTo("button:back", "result")
}

// TestNapoleonHintNamesThePiece: the Napoleon hint names a piece of the person's and a
// legal destination.
func TestNapoleonHintNamesThePiece(t *testing.T) {
	n := gametest.StartNapoleonVsComputer(t, render.View{W: 1024, H: 768, Scale: 1}, "option:first:S")
	n.Tap(input.Touch, "button:gamemenu")
	n.GoTo("menu:hint", "play")
	n.AwaitComputer()
	hint := n.Scene().(interface{ Hint() string }).Hint()
	legal := n.LegalMoves()
	first := strings.Fields(hint)
	if len(first) == 0 || !slices.Contains(legal, first[0]) {
		t.Fatalf("the hint %q does not start with a legal move (%v)", hint, legal)
	}
	text := gametest.MustNapoleon(n).HintText()
	if !strings.HasPrefix(text, "Hint: the ") || !strings.Contains(text, " from ") {
		t.Fatalf("the hint reads %q", text)
	}
}
