package game

import (
	"testing"

	"warboard/game/input"
	"warboard/render"
)

func wantScene(t *testing.T, a *testApp, name string) {
	t.Helper()
	if got := a.SceneName(); got != name {
		t.Fatalf("scene = %q, want %q", got, name)
	}
}

func TestSceneFlow(t *testing.T) {
	a := newTestApp(t, render.View{W: 768, H: 1024, Scale: 2})
	wantScene(t, a, "menu")
	if a.Record() != "" {
		t.Fatalf("record on the menu = %q, want ''", a.Record())
	}

	a.tap(input.Touch, "button:junqi")
	wantScene(t, a, "game")
	if a.shared.Model.Game() != Junqi {
		t.Fatalf("model game = %q, want junqi", a.shared.Model.Game())
	}
	if _, _, ok := a.PointAt("button:junqi"); ok {
		t.Fatalf("the menu's button is still reported on the game screen")
	}

	a.idle()
	a.tap(input.Mouse, "button:back")
	wantScene(t, a, "menu")
	if a.shared.Model.Game() != "" {
		t.Fatalf("model game after Back = %q, want none", a.shared.Model.Game())
	}

	a.idle()
	a.tap(input.Mouse, "button:napoleon")
	wantScene(t, a, "game")
	if a.shared.Model.Game() != Napoleon {
		t.Fatalf("model game = %q, want napoleon", a.shared.Model.Game())
	}

	// When the model's game ends the game screen hands over to the result screen.
	a.shared.Model.Finish("Blue wins: flag captured")
	a.step(nil)
	wantScene(t, a, "result")
	a.tap(input.Touch, "button:menu")
	wantScene(t, a, "menu")
	if a.shared.Model.Game() != "" || a.shared.Model.Finished() {
		t.Fatalf("model after the result screen: game %q finished %v, want none", a.shared.Model.Game(), a.shared.Model.Finished())
	}
}

func TestDraggingOffAButtonDoesNotPressIt(t *testing.T) {
	a := newTestApp(t, render.View{W: 360, H: 640, Scale: 3})
	junqi := a.at("button:junqi")
	napoleon := a.at("button:napoleon")

	// Press on Junqi, slide away, release elsewhere: nothing happens.
	a.gesture(input.Touch, 1,
		rawStep{input.Down, junqi},
		rawStep{input.Move, input.Point{X: junqi.X, Y: junqi.Y + 200}},
		rawStep{input.Up, input.Point{X: junqi.X, Y: junqi.Y + 200}})
	wantScene(t, a, "menu")

	// Press on Junqi, release on Napoleon: neither fires.
	a.gesture(input.Touch, 2, rawStep{input.Down, junqi}, rawStep{input.Up, napoleon})
	wantScene(t, a, "menu")

	// A press lights the button up (a redraw); lifting the finger off it clears it.
	a.Draw(newScreen(a.View()))
	a.gesture(input.Touch, 3, rawStep{input.Down, junqi})
	if !a.dirty {
		t.Fatalf("pressing a button asked for no redraw")
	}
	a.gesture(input.Touch, 3, rawStep{input.Cancel, junqi})
	wantScene(t, a, "menu")
}

func TestTouchThenEmulatedClickActsOnce(t *testing.T) {
	// Back sits where nothing is on the menu, so tap Back, then let a browser-style
	// compatibility click land on the same spot at once, then tap Junqi and click there too.
	a := newTestApp(t, render.View{W: 768, H: 1024, Scale: 2})
	a.tap(input.Touch, "button:junqi")
	wantScene(t, a, "game")
	back := a.at("button:back")
	a.gesture(input.Touch, 5, rawStep{input.Down, back}, rawStep{input.Up, back})
	wantScene(t, a, "menu")
	junqi := a.at("button:junqi")
	a.gesture(input.Touch, 6, rawStep{input.Down, junqi}, rawStep{input.Up, junqi})
	wantScene(t, a, "game")
	// The emulated click that follows the touch at once must not act as a second tap.
	a.gesture(input.Mouse, 0, rawStep{input.Down, back}, rawStep{input.Up, back})
	wantScene(t, a, "game")
	// A deliberate mouse click later does.
	a.idle()
	a.gesture(input.Mouse, 0, rawStep{input.Down, back}, rawStep{input.Up, back})
	wantScene(t, a, "menu")
}

func TestLayoutFollowsTheView(t *testing.T) {
	a := newTestApp(t, render.View{W: 1280, H: 800, Scale: 1})
	x1, y1, _ := a.PointAt("button:junqi")
	a.setView(render.View{W: 360, H: 640, Scale: 3})
	x2, y2, ok := a.PointAt("button:junqi")
	if !ok || (x1 == x2 && y1 == y2) {
		t.Fatalf("after a resize Junqi is at %v,%v (on screen %v), was %v,%v", x2, y2, ok, x1, y1)
	}
	if x2 > 360 || y2 > 640 {
		t.Fatalf("Junqi at %v,%v lies outside a 360×640 view", x2, y2)
	}
	if _, _, ok := a.PointAt("button:nonsense"); ok {
		t.Fatalf("an unknown target was reported on screen")
	}
}
