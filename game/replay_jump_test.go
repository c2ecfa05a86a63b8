package game_test

import (
	"os"
	"path/filepath"
	"testing"

	"warboard/game/gametest"
	"warboard/game/input"
	"warboard/game/napoleonscreen"
	"warboard/render"
	"warboard/render/ebitentest"
)

// jumpTo taps (finger or mouse) move i of the replay's list.
func jumpTo(a *gametest.App, d input.Device, i int) {
	a.T.Helper()
	a.Idle()
	a.Tap(d, "move:"+gametest.Itoa(i))
}

// wheel turns the mouse wheel over at by dy logical pixels (negative: up).
func wheel(a *gametest.App, at input.Point, dy float64) {
	a.Step([]input.Raw{{Device: input.Mouse, Phase: input.Wheel, Pos: at, Delta: input.Point{Y: dy}}})
}

// TestReplayTapJumps: in both games' replays a tap on a move of the list (touch or mouse)
// shows the position after it; stepping makes the list follow; the wheel scrolls it.
func TestReplayTapJumps(t *testing.T) {
	for _, v := range []render.View{{W: 1024, H: 768, Scale: 1}, {W: 390, H: 844, Scale: 3}} {
		a := gametest.StartVsComputer(t, v, "option:mode:dark", "option:seat-N:easy")
		for i := 0; i < 6 && a.SceneName() == "play"; i++ {
			a.TapMove(gametest.QuietMove(t, a.LegalMoves()))
			a.AwaitComputer()
		}
		if a.SceneName() == "play" {
			a.Tap(input.Touch, "button:gamemenu")
			a.GoTo("menu:resign", "play")
			a.GoTo("menu:confirm", "result")
		}
		a.GoTo("button:replay", "replay")
		ply := func(a *gametest.App) int { return a.Scene().(interface{ Ply() int }).Ply() }
		top := func(a *gametest.App) int { return a.Scene().(interface{ MoveListTop() int }).MoveListTop() }
		a.GoTo("replay:first", "replay")
		if _, ok := a.Scene().Target("move:1"); !ok {
			t.Fatalf("%vx%v: the first move is not in the list's view", v.W, v.H)
		}
		jumpTo(a, input.Touch, 2)
		if ply(a) != 2 {
			t.Fatalf("%vx%v: a touch on move 2 shows move %d", v.W, v.H, ply(a))
		}
		jumpTo(a, input.Mouse, 1)
		if ply(a) != 1 {
			t.Fatalf("%vx%v: a click on move 1 shows move %d", v.W, v.H, ply(a))
		}
		a.GoTo("replay:last", "replay")
		n := ply(a)
		if _, ok := a.Scene().Target("move:" + gametest.Itoa(n)); !ok {
			t.Fatalf("%vx%v: the list does not follow to the last move %d (top %d)", v.W, v.H, n, top(a))
		}
		if top(a) == 0 {
			t.Fatalf("%vx%v: all %d moves fit the list: the scroll test needs more", v.W, v.H, n)
		}
		r, _ := a.Scene().Target("move:" + gametest.Itoa(n))
		wheel(a, input.Point{X: r.X + 5, Y: r.Y + 2}, -1000)
		if top(a) != 0 {
			t.Fatalf("%vx%v: the wheel up leaves the list at %d", v.W, v.H, top(a))
		}
		// a finger drags the list up: later moves come into view, the board stays
		first, _ := a.Scene().Target("move:1")
		second, _ := a.Scene().Target("move:2")
		shown := ply(a)
		if second.Y == first.Y { // a strip (a phone): drag it sideways
			a.Drag(input.Point{X: second.X + second.W/2, Y: second.Y + second.H/2}, input.Point{X: first.X - 300, Y: second.Y + second.H/2})
		} else {
			a.Drag(input.Point{X: first.X + 10, Y: first.Y + first.H*2.5}, input.Point{X: first.X + 10, Y: first.Y})
		}
		if top(a) == 0 || ply(a) != shown {
			t.Fatalf("%vx%v: a drag on the list: top %d, move %d (was %d)", v.W, v.H, top(a), ply(a), shown)
		}
	}

	n := gametest.NapoleonReplayAfter(t, render.View{W: 1024, H: 768, Scale: 1}, 3)
	jumpTo(n, input.Touch, 1)
	if p := n.Scene().(interface{ Ply() int }).Ply(); p != 1 {
		t.Fatalf("Napoleon: a tap on turn 1 shows turn %d", p)
	}
}

// TestReplayShots leaves both games' replay screens, with the move list, at phone, tablet
// and desktop sizes in the artefacts directory ("replay-<game>-<size>.png").
// WARBOARD_REVIEW=1 runs it.
func TestReplayShots(t *testing.T) {
	if os.Getenv("WARBOARD_REVIEW") == "" {
		t.Skip("screenshots: run with WARBOARD_REVIEW=1")
	}
	dir := ebitentest.ArtefactsDir(t)
	for _, sv := range gametest.ShotViews {
		screen := gametest.NewScreen(sv.V)
		shot := func(a *gametest.App, name string) {
			for i := 0; i < 400; i++ {
				a.SetDirty(true)
				a.Draw(screen)
				if nb, ok := napoleonscreen.ProbeOf(a.Scene()); !ok || !nb.Pending() {
					break
				}
			}
			gametest.WritePNG(t, filepath.Join(dir, "replay-"+name+"-"+sv.Name+".png"), gametest.Snapshot(screen))
		}
		a := gametest.StartVsComputer(t, sv.V, "option:mode:dark", "option:seat-N:easy")
		for i := 0; i < 6 && a.SceneName() == "play"; i++ {
			a.TapMove(a.LegalMoves()[0])
			a.AwaitComputer()
		}
		if a.SceneName() == "play" {
			a.Tap(input.Touch, "button:gamemenu")
			a.GoTo("menu:resign", "play")
			a.GoTo("menu:confirm", "result")
		}
		a.GoTo("button:replay", "replay")
		a.GoTo("replay:back", "replay")
		a.GoTo("replay:back", "replay")
		shot(a, "junqi")
		n := gametest.NapoleonReplayAfter(t, sv.V, 6)
		n.GoTo("replay:back", "replay")
		shot(n, "napoleon")
	}
}
