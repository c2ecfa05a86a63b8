package game_test

import (
	"testing"

	"warboard/game/gametest"
	"warboard/game/input"
	"warboard/game/storage"
	"warboard/render"
)

// startWithOrientation chooses the board orientation on the settings screen, then starts a
// game of id ("junqi", "napoleon") with the given option targets.
func startWithOrientation(t *testing.T, orient, id string, options ...string) *gametest.App {
	t.Helper()
	a := gametest.NewTestApp(t, render.View{W: 1024, H: 768, Scale: 1})
	a.GoTo("button:settings", "settings")
	a.Reveal("option:orientation:" + orient)
	a.GoTo("option:orientation:"+orient, "settings")
	if a.Shared().Settings.Orientation != orient {
		t.Fatalf("the settings screen chose %q", a.Shared().Settings.Orientation)
	}
	a.GoTo("button:back", "menu")
	a.GoTo("button:new", "newgame")
	a.GoTo("button:"+id, "options")
	for _, o := range options {
		a.GoTo(o, "options")
	}
	a.Idle()
	a.Reveal("option:board")
	a.Tap(input.Touch, "button:start")
	return a
}

// TestOneBoardOrientation: the settings' one choice decides which way the board faces in
// both games and on both Junqi boards: after South's first move the next seat's screen has
// South at the bottom or the next seat, as the choice says.
func TestOneBoardOrientation(t *testing.T) {
	type game struct {
		name    string
		id      string
		options []string
		// the bottom seat after South's move, for auto, mover, always South
		want [3]string
	}
	games := []game{
		{"junqi 2p open at a table", "junqi", nil, [3]string{"S", "N", "S"}},
		{"junqi 2p dark", "junqi", []string{"option:mode:dark"}, [3]string{"N", "N", "S"}},
		{"junqi 2p open with hand-overs", "junqi", []string{"option:hand-over"}, [3]string{"N", "N", "S"}},
		{"junqi four countries open", "junqi", []string{"option:board:4p-ffa"}, [3]string{"S", "E", "S"}},
		{"junqi four countries dark", "junqi", []string{"option:board:4p-teams", "option:mode:dark"}, [3]string{"E", "E", "S"}},
		{"napoleon", "napoleon", nil, [3]string{"S", "N", "S"}},
		// one person, North, against the computer: their own side at the bottom unless
		// South always is
		{"junqi against the computer", "junqi", []string{"option:seat-S:easy"}, [3]string{"N", "N", "S"}},
		{"napoleon against the computer", "napoleon", []string{"option:seat-S:easy"}, [3]string{"N", "N", "S"}},
	}
	for _, g := range games {
		for i, orient := range []string{storage.OrientAuto, storage.OrientMover, storage.OrientSouth} {
			a := startWithOrientation(t, orient, g.id, g.options...)
			var bottom string
			switch {
			case len(g.options) == 1 && g.options[0] == "option:seat-S:easy":
				a.AwaitComputer()
				if g.id == "junqi" {
					a.Tap(input.Touch, "button:done")
					a.AwaitComputer()
					bottom = gametest.JunqiGameOf(t, a).Picture().Bottom.String()
				} else {
					a.GoTo("button:random", "setup")
					a.Idle()
					a.Tap(input.Touch, "button:done")
					a.AwaitComputer()
					bottom = gametest.MustNapoleon(a).Picture().Bottom.String()
				}
			case g.id == "junqi":
				a.DeployAll()
				for gametest.JunqiGameOf(t, a).Picture().SeatToMove.String() != "S" {
					t.Fatalf("%s: South does not move first", g.name)
				}
				a.TapMove(gametest.QuietMove(t, a.LegalMoves()))
				a.ThroughHandOver()
				bottom = gametest.JunqiGameOf(t, a).Picture().Bottom.String()
			default:
				for a.SceneName() != "play" {
					a.ThroughHandOver()
					if a.SceneName() == "setup" {
						a.GoTo("button:random", "setup")
						a.Idle()
						a.Tap(input.Touch, "button:done")
					}
				}
				if gametest.MustNapoleon(a).Picture().ToMove.String() != "S" {
					gametest.Advance(a, 0) // North drew the first turn: play it
				}
				gametest.Advance(a, 0)
				a.ThroughHandOver()
				pic := gametest.MustNapoleon(a).Picture()
				if pic.ToMove.String() != "N" {
					t.Fatalf("%s: %s to move after South", g.name, pic.ToMove)
				}
				bottom = pic.Bottom.String()
			}
			if bottom != g.want[i] {
				t.Errorf("%s, %s: %s at the bottom, want %s", g.name, orient, bottom, g.want[i])
			}
		}
	}
}
