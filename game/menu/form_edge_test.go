package menu_test

import (
	"testing"

	"warboard/game/gametest"
	"warboard/render"
)

// The chips at the list's side edges are drawn whole: the list clips only at its top and
// bottom, so their outline, which lies half outside the list, is not cut off.
func TestFormDrawsEdgeChipsWhole(t *testing.T) {
	v := render.View{W: 360, H: 640, Scale: 3}
	a := gametest.NewTestApp(t, v)
	a.GoTo("button:new", "newgame")
	a.GoTo("button:junqi", "options")
	screen := gametest.NewScreen(v)
	a.SetDirty(true)
	a.Draw(screen)
	img := gametest.Snapshot(screen)
	left, ok := a.Scene().Target("option:mode:open")
	right, ok2 := a.Scene().Target("option:mode:flip")
	if !ok || !ok2 {
		t.Fatal("the mode chips are not on screen")
	}
	for _, c := range []struct {
		name string
		x, y int
	}{
		{"left edge of Open", int(left.X*v.Scale) - 1, int((left.Y + left.H/2) * v.Scale)},
		{"right edge of Flip", int((right.X+right.W)*v.Scale) + 1, int((right.Y + right.H/2) * v.Scale)},
	} {
		if got := img.At(c.x, c.y); gametest.SameColour(got, render.Background) {
			t.Errorf("%s at %d,%d is the background: the chip's outline is clipped", c.name, c.x, c.y)
		}
	}
}
