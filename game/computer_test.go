package game_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"warboard/game/gametest"
	"warboard/game/input"
	"warboard/render"
)

// awaitHintUntouched steps the app with no input until the hint's move is known, and
// fails unless the tick that learnt it asked for a redraw: the hint must show at once,
// not at the next tap (it stayed "Looking for a good move…" for 40 s in the browser).
func awaitHintUntouched(a *gametest.App) string {
	a.T.Helper()
	hinter := a.Scene().(interface{ Hint() string })
	for i := 0; i < 200000; i++ {
		a.Lock()
		a.SetDirty(false)
		a.Unlock()
		a.Now += 20 * time.Millisecond
		a.Step(nil)
		if h := hinter.Hint(); h != "" {
			a.Lock()
			dirty := a.Dirty()
			a.Unlock()
			if !dirty {
				a.T.Fatalf("the hint %q came but the screen was not redrawn", h)
			}
			return h
		}
		time.Sleep(200 * time.Microsecond)
	}
	a.T.Fatal("the hint never came")
	return ""
}

// TestHintShowsWithoutATap: in both games the hint appears on screen by itself.
func TestHintShowsWithoutATap(t *testing.T) {
	a := gametest.StartVsComputer(t, render.View{W: 1024, H: 768, Scale: 1}, "option:seat-N:easy")
	a.Tap(input.Touch, "button:gamemenu")
	a.Tap(input.Touch, "menu:hint")
	if h := awaitHintUntouched(a); !slices.Contains(a.LegalMoves(), h) {
		t.Fatalf("Junqi: the hint %q is not legal", h)
	}
	n := gametest.StartNapoleonVsComputer(t, render.View{W: 1024, H: 768, Scale: 1}, "option:first:S")
	n.Tap(input.Touch, "button:gamemenu")
	n.GoTo("menu:hint", "play")
	if h := awaitHintUntouched(n); !slices.Contains(n.LegalMoves(), strings.Fields(h)[0]) {
		t.Fatalf("Napoleon: the hint %q is not legal", h)
	}
}

// TestTakeBackAgainstTheComputer: the game menu takes back the person's last move with
// the computer's reply, in both games; the board and the autosave go back with it.
func TestTakeBackAgainstTheComputer(t *testing.T) {
	a := gametest.StartVsComputer(t, render.View{W: 1024, H: 768, Scale: 1}, "option:mode:dark", "option:seat-N:easy")
	a.TapMove(gametest.QuietMove(t, a.LegalMoves()))
	a.AwaitComputer()
	var before string
	for i := 0; ; i++ {
		before = a.Record()
		a.TapMove(gametest.QuietMove(t, a.LegalMoves()))
		a.AwaitComputer()
		a.Tap(input.Touch, "button:gamemenu")
		rec := a.Record()
		if !strings.Contains(rec[strings.LastIndex(rec, " ")+1:], "x") {
			break // a quiet reply: take back
		}
		// in the dark a battle is never taken back: the item says so and does nothing
		if _, ok := a.Scene().Target("menu:takeback"); ok || i == 20 {
			t.Fatalf("take back offered over the computer's attack %s", rec[strings.LastIndex(rec, " ")+1:])
		}
		a.GoTo("menu:close", "play")
	}
	a.GoTo("menu:takeback", "play")
	if got := a.Record(); got != before {
		t.Fatalf("after Take back the record is\n%s\nwant\n%s", got, before)
	}
	if len(a.LegalMoves()) == 0 {
		t.Fatal("after a take back the person cannot move")
	}
	if b := a.Restart("play"); b.Record() != before {
		t.Fatalf("the autosave did not follow the take back:\n%s", b.Record())
	}

	n := gametest.StartNapoleonVsComputer(t, render.View{W: 1024, H: 768, Scale: 1})
	before = n.Record()
	gametest.Advance(n, 0)
	n.AwaitComputer()
	if n.SceneName() != "play" {
		t.Skip("the Napoleon game ended at once")
	}
	n.Tap(input.Touch, "button:gamemenu")
	n.GoTo("menu:takeback", "play")
	if got := n.Record(); got != before {
		t.Fatalf("Napoleon after Take back:\n%s\nwant\n%s", got, before)
	}
}
