package gametest

import (
	"testing"
	"time"

	"warboard/game/input"
	"warboard/render"
	"warboard/rules/ai"
	"warboard/rules/record"
)

// StartVsComputer starts a Junqi game with the option taps (computer seats among them),
// lets the computers deploy and South deploy as drawn, and stops when the person may move.
func StartVsComputer(t *testing.T, v render.View, options ...string) *App {
	t.Helper()
	a := StartJunqiTest(t, v, options...)
	a.AwaitComputer()
	a.Tap(input.Touch, "button:done")
	a.AwaitComputer()
	return a
}

// StartNapoleonVsComputer starts a Napoleon game against North at easy with the option
// taps, sets South up at random and stops when South may move (or the game is over).
func StartNapoleonVsComputer(t *testing.T, v render.View, options ...string) *App {
	t.Helper()
	n := NewTestApp(t, v)
	n.GoTo("button:new", "newgame")
	n.GoTo("button:napoleon", "options")
	for _, o := range append([]string{"option:seat-N:easy"}, options...) {
		n.GoTo(o, "options")
	}
	n.Idle()
	n.Tap(input.Touch, "button:start")
	n.AwaitComputer()
	n.GoTo("button:random", "setup")
	n.Tap(input.Touch, "button:done")
	n.AwaitComputer()
	return n
}

// AwaitComputer ticks until no computer seat is thinking and nothing moves any more:
// the person is to act, a hand-over shows, or the game is over.
func (a *App) AwaitComputer() {
	a.T.Helper()
	quiet := 0
	for i := 0; i < 200000; i++ {
		a.Now += 20 * time.Millisecond
		a.Step(nil)
		if a.Busy() {
			quiet = 0
			time.Sleep(200 * time.Microsecond) // the search runs on its own goroutine
			continue
		}
		if quiet++; quiet >= 3 {
			return
		}
	}
	a.T.Fatalf("the computer never finished on the %q screen", a.SceneName())
}

// ReplaysExactly: a finished game against the computer names its seed and computer seats,
// and every computer decision in it (deployments too) replays from them alone.
func ReplaysExactly(t *testing.T, text string) {
	t.Helper()
	rec, err := record.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := rec.Tag("Seed"); !ok {
		t.Fatalf("the finished record names no seed:\n%s", text)
	}
	got, err := ai.ReplayComputers(rec)
	if err != nil {
		t.Fatalf("replaying the computer: %v\n%s", err, text)
	}
	if len(got) == 0 {
		t.Fatalf("no computer decision to replay in:\n%s", text)
	}
	for _, r := range got {
		if !r.Same() {
			t.Fatalf("%s %s at token %d played %q, replays as %q", r.Seat, r.Kind, r.Tokens, r.Played, r.Again)
		}
	}
}

// NapoleonReplayAfter plays up to turns turns of a Napoleon game against the computer,
// resigns one still running, and opens its replay from the result screen.
func NapoleonReplayAfter(t *testing.T, v render.View, turns int) *App {
	t.Helper()
	n := StartNapoleonVsComputer(t, v)
	for i := 0; i < turns && n.SceneName() == "play"; i++ {
		Advance(n, i)
		n.AwaitComputer()
	}
	if n.SceneName() == "play" {
		n.Tap(input.Touch, "button:gamemenu")
		n.GoTo("menu:resign", "play")
		n.GoTo("menu:confirm", "result")
	}
	n.GoTo("button:replay", "replay")
	return n
}
