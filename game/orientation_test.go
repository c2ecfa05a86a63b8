package game

import (
	"testing"

	"warboard/game/input"
	"warboard/game/storage"
	"warboard/render"
)

// startWithOrientation chooses the board orientation on the settings screen, then starts a
// game of id ("junqi", "napoleon") with the given option targets.
func startWithOrientation(t *testing.T, orient, id string, options ...string) *testApp {
	t.Helper()
	a := newTestApp(t, render.View{W: 1024, H: 768, Scale: 1})
	a.goTo("button:settings", "settings")
	a.reveal("option:orientation:" + orient)
	a.goTo("option:orientation:"+orient, "settings")
	if a.shared.Settings.Orientation != orient {
		t.Fatalf("the settings screen chose %q", a.shared.Settings.Orientation)
	}
	a.goTo("button:back", "menu")
	a.goTo("button:new", "newgame")
	a.goTo("button:"+id, "options")
	for _, o := range options {
		a.goTo(o, "options")
	}
	a.idle()
	a.reveal("option:board")
	a.tap(input.Touch, "button:start")
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
				a.awaitComputer()
				if g.id == "junqi" {
					a.tap(input.Touch, "button:done")
					a.awaitComputer()
					bottom = junqiGameOf(t, a).Picture().Bottom.String()
				} else {
					a.goTo("button:random", "setup")
					a.idle()
					a.tap(input.Touch, "button:done")
					a.awaitComputer()
					bottom = mustNapoleon(a).Picture().Bottom.String()
				}
			case g.id == "junqi":
				a.deployAll()
				for junqiGameOf(t, a).Picture().SeatToMove.String() != "S" {
					t.Fatalf("%s: South does not move first", g.name)
				}
				a.tapMove(quietMove(t, a.LegalMoves()))
				a.throughHandOver()
				bottom = junqiGameOf(t, a).Picture().Bottom.String()
			default:
				for a.SceneName() != "play" {
					a.throughHandOver()
					if a.SceneName() == "setup" {
						a.goTo("button:random", "setup")
						a.idle()
						a.tap(input.Touch, "button:done")
					}
				}
				if mustNapoleon(a).Picture().ToMove.String() != "S" {
					advance(a, 0) // North drew the first turn: play it
				}
				advance(a, 0)
				a.throughHandOver()
				pic := mustNapoleon(a).Picture()
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
