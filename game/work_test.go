package game_test

import (
	"testing"

	"warboard/game/gametest"
	"warboard/game/input"
	"warboard/render"
	"warboard/rules/record"
)

// sessionWork is what the session behind the screen has done: full replays, tokens applied.
func sessionWork(a *gametest.App) (replays, applied, tokens int) {
	a.T.Helper()
	if p, ok := gametest.NapoleonOf(a); ok {
		w := p.Session().Work()
		return w.Replays, w.Applied, p.Session().MoveCount()
	}
	s := gametest.JunqiGameOf(a.T, a).Session()
	w := s.Work()
	return w.Replays, w.Applied, len(s.Record().Moves)
}

// lookAround opens the game menu (its take-back, draw and hint checks) and closes it, and
// lets the screen lay out a few frames: what a person does between moves.
func lookAround(a *gametest.App) {
	a.T.Helper()
	a.Idle()
	if a.SceneName() != "play" {
		return // the game ended (a computer may win in a few moves): the caller stops
	}
	a.GoTo("button:gamemenu", "play")
	for range 3 {
		a.Idle()
	}
	a.Tap(input.Touch, "menu:close")
	for range 3 {
		a.Idle()
	}
}

// TestOneApplyPerActionInTheApp: a move at the device applies its token once and reads or
// replays no record — not in the screen, the game menu's checks, the hand-over or the
// autosave — in both games, between people and against the computer (whose reply is one
// more apply; the computer player itself rebuilds its seat's view from the record on its
// own thread, docs/computer-seats.md). Only a load or a take back replays.
func TestOneApplyPerActionInTheApp(t *testing.T) {
	v := render.View{W: 1024, H: 768, Scale: 1}
	for _, c := range []struct {
		name     string
		start    func(t *testing.T) *gametest.App
		move     func(a *gametest.App, i int)
		computer bool
	}{
		{"junqi people", func(t *testing.T) *gametest.App {
			a := gametest.StartJunqiTest(t, v)
			a.DeployAll()
			return a
		}, func(a *gametest.App, i int) {
			a.TapMove(gametest.QuietMove(a.T, a.LegalMoves()))
			a.ThroughHandOver()
		}, false},
		{"junqi against the computer", func(t *testing.T) *gametest.App {
			return gametest.StartVsComputer(t, v, "option:seat-N:easy")
		}, func(a *gametest.App, i int) {
			a.TapMove(gametest.QuietMove(a.T, a.LegalMoves()))
			a.AwaitComputer()
		}, true},
		{"napoleon people", func(t *testing.T) *gametest.App {
			a := gametest.NewTestApp(t, v)
			gametest.StartNapoleonGame(a)
			for a.SceneName() != "play" {
				switch a.SceneName() {
				case "handover":
					a.GoTo("button:ready", "setup")
				case "setup":
					a.GoTo("button:random", "setup")
					a.Tap(input.Touch, "button:done")
				default:
					t.Fatalf("scene %q before play", a.SceneName())
				}
			}
			return a
		}, func(a *gametest.App, i int) {
			gametest.Advance(a, i)
			for a.SceneName() == "handover" {
				a.Idle()
				a.Tap(input.Touch, "button:ready")
			}
		}, false},
		{"napoleon against the computer", func(t *testing.T) *gametest.App {
			return gametest.StartNapoleonVsComputer(t, v)
		}, func(a *gametest.App, i int) {
			gametest.Advance(a, i)
			a.AwaitComputer()
		}, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			a := c.start(t)
			gametest.WantScene(t, a, "play")
			lookAround(a)
			checked := 0
			for i := 0; i < 6 && a.SceneName() == "play"; i++ {
				parsed, replayed := record.Parsed(), record.Replayed()
				replays, applied, tokens := sessionWork(a)
				c.move(a, i)
				moved := record.Replayed() - replayed
				looked := record.Replayed()
				lookAround(a)
				if a.SceneName() != "play" {
					break
				}
				checked++
				replays2, applied2, tokens2 := sessionWork(a)
				if n := record.Parsed() - parsed; n != 0 {
					t.Errorf("move %d: %d record texts parsed", i, n)
				}
				if replays2 != replays {
					t.Errorf("move %d: the session replayed its record %d times", i, replays2-replays)
				}
				if n := record.Replayed() - looked; n != 0 {
					t.Errorf("move %d: the game menu and the frames replayed %d tokens", i, n)
				}
				// the computer player's one look at the record it answers is all there may be
				if allowed := map[bool]int64{false: 0, true: int64(tokens2)}[c.computer]; moved > allowed {
					t.Errorf("move %d: %d tokens replayed, at most %d", i, moved, allowed)
				}
				want := 1
				if c.computer {
					want = 2
				}
				if moves := tokens2 - tokens; applied2-applied != want || moves < want {
					t.Errorf("move %d: %d applies for %d new tokens, want %d", i, applied2-applied, moves, want)
				}
			}
			if checked < 4 {
				t.Fatalf("only %d moves checked", checked)
			}
		})
	}
}
