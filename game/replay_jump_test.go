package game

import (
	"os"
	"path/filepath"
	"testing"

	"warboard/game/input"
	"warboard/game/napoleonscreen"
	"warboard/render"
	"warboard/render/ebitentest"
)

// jumpTo taps (finger or mouse) move i of the replay's list.
func (a *testApp) jumpTo(d input.Device, i int) {
	a.t.Helper()
	a.idle()
	a.tap(d, "move:"+itoa(i))
}

// wheel turns the mouse wheel over at by dy logical pixels (negative: up).
func (a *testApp) wheel(at input.Point, dy float64) {
	a.step([]input.Raw{{Device: input.Mouse, Phase: input.Wheel, Pos: at, Delta: input.Point{Y: dy}}})
}

// TestReplayTapJumps: in both games' replays a tap on a move of the list (touch or mouse)
// shows the position after it; stepping makes the list follow; the wheel scrolls it.
func TestReplayTapJumps(t *testing.T) {
	for _, v := range []render.View{{W: 1024, H: 768, Scale: 1}, {W: 390, H: 844, Scale: 3}} {
		a := startVsComputer(t, v, "option:mode:dark", "option:seat-N:easy")
		for i := 0; i < 6 && a.SceneName() == "play"; i++ {
			a.tapMove(quietMove(t, a.LegalMoves()))
			a.awaitComputer()
		}
		if a.SceneName() == "play" {
			a.tap(input.Touch, "button:gamemenu")
			a.goTo("menu:resign", "play")
			a.goTo("menu:confirm", "result")
		}
		a.goTo("button:replay", "replay")
		ply := func(a *testApp) int { return a.scene.(interface{ Ply() int }).Ply() }
		top := func(a *testApp) int { return a.scene.(interface{ MoveListTop() int }).MoveListTop() }
		a.goTo("replay:first", "replay")
		if _, ok := a.scene.Target("move:1"); !ok {
			t.Fatalf("%vx%v: the first move is not in the list's view", v.W, v.H)
		}
		a.jumpTo(input.Touch, 2)
		if ply(a) != 2 {
			t.Fatalf("%vx%v: a touch on move 2 shows move %d", v.W, v.H, ply(a))
		}
		a.jumpTo(input.Mouse, 1)
		if ply(a) != 1 {
			t.Fatalf("%vx%v: a click on move 1 shows move %d", v.W, v.H, ply(a))
		}
		a.goTo("replay:last", "replay")
		n := ply(a)
		if _, ok := a.scene.Target("move:" + itoa(n)); !ok {
			t.Fatalf("%vx%v: the list does not follow to the last move %d (top %d)", v.W, v.H, n, top(a))
		}
		if top(a) == 0 {
			t.Fatalf("%vx%v: all %d moves fit the list: the scroll test needs more", v.W, v.H, n)
		}
		r, _ := a.scene.Target("move:" + itoa(n))
		a.wheel(input.Point{X: r.X + 5, Y: r.Y + 2}, -1000)
		if top(a) != 0 {
			t.Fatalf("%vx%v: the wheel up leaves the list at %d", v.W, v.H, top(a))
		}
		// a finger drags the list up: later moves come into view, the board stays
		first, _ := a.scene.Target("move:1")
		second, _ := a.scene.Target("move:2")
		shown := ply(a)
		if second.Y == first.Y { // a strip (a phone): drag it sideways
			a.drag(input.Point{X: second.X + second.W/2, Y: second.Y + second.H/2}, input.Point{X: first.X - 300, Y: second.Y + second.H/2})
		} else {
			a.drag(input.Point{X: first.X + 10, Y: first.Y + first.H*2.5}, input.Point{X: first.X + 10, Y: first.Y})
		}
		if top(a) == 0 || ply(a) != shown {
			t.Fatalf("%vx%v: a drag on the list: top %d, move %d (was %d)", v.W, v.H, top(a), ply(a), shown)
		}
	}

	n := napoleonReplayAfter(t, render.View{W: 1024, H: 768, Scale: 1}, 3)
	n.jumpTo(input.Touch, 1)
	if p := n.scene.(interface{ Ply() int }).Ply(); p != 1 {
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
	for _, sv := range shotViews {
		screen := newScreen(sv.v)
		shot := func(a *testApp, name string) {
			for i := 0; i < 400; i++ {
				a.dirty = true
				a.Draw(screen)
				if nb, ok := napoleonscreen.ProbeOf(a.scene); !ok || !nb.Pending() {
					break
				}
			}
			writePNG(t, filepath.Join(dir, "replay-"+name+"-"+sv.name+".png"), snapshot(screen))
		}
		a := startVsComputer(t, sv.v, "option:mode:dark", "option:seat-N:easy")
		for i := 0; i < 6 && a.SceneName() == "play"; i++ {
			a.tapMove(a.LegalMoves()[0])
			a.awaitComputer()
		}
		if a.SceneName() == "play" {
			a.tap(input.Touch, "button:gamemenu")
			a.goTo("menu:resign", "play")
			a.goTo("menu:confirm", "result")
		}
		a.goTo("button:replay", "replay")
		a.goTo("replay:back", "replay")
		a.goTo("replay:back", "replay")
		shot(a, "junqi")
		n := napoleonReplayAfter(t, sv.v, 6)
		n.goTo("replay:back", "replay")
		shot(n, "napoleon")
	}
}
