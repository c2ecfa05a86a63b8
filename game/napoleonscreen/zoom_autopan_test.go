package napoleonscreen_test

import (
	"testing"

	"warboard/game/gametest"
	"warboard/game/input"
	"warboard/game/napoleonplay"
	"warboard/render/napoleonboard"
	"warboard/rules/napoleon"
)

// TestDragPansTheZoomedNapoleonBoard: on a phone's zoomed 15×15 board, a reserve piece
// dragged from the tray to the edge of the view pans the board until a square of the
// set-up zone out of view at the start shows, and the piece is placed there.
func TestDragPansTheZoomedNapoleonBoard(t *testing.T) {
	for _, pv := range gametest.PhoneViews[:1] {
		a := gametest.NewTestApp(t, pv.V)
		a.GoTo("button:new", "newgame")
		a.GoTo("button:napoleon", "options")
		a.GoTo("option:board:15", "options")
		a.GoTo("button:start", "handover")
		a.GoTo("button:ready", "setup")
		sc := gametest.MustNapoleon(a)
		b := sc
		if !b.Zoom().Active() || !b.ZoomState().Zoomed {
			t.Fatalf("%s: the set-up is not zoomed", pv.Name)
		}
		target := napoleonboard.Square(napoleonboard.NoSquare)
		for f := 0; f < sc.Picture().W && target == napoleonboard.NoSquare; f++ {
			if q := napoleonboard.At(f, 1); !b.Geometry().Visible(q) && !sc.Picture().Pieces[q].Present {
				target = q
			}
		}
		if target == napoleonboard.NoSquare {
			t.Fatalf("%s: the set-up shows every file of the zone", pv.Name)
		}
		var from input.Point
		found := false
		for _, it := range sc.Tray() {
			if it.Kind == napoleon.Infantry && it.Count > 0 {
				x, y := it.Rect.Centre()
				from, found = input.Point{X: x, Y: y}, true
			}
		}
		if !found {
			t.Fatalf("%s: no infantry in the tray", pv.Name)
		}
		left := sc.Picture().ReserveLeft
		dx0, dy0 := b.ZoomState().Offset()
		held, at := a.DragToHidden(b.ZoomState(), from, func() (float64, float64, bool) {
			g := gametest.MustNapoleon(a).Geometry()
			x, y := g.Centre(target)
			return x, y, g.Visible(target)
		})
		sc = gametest.MustNapoleon(a)
		if dx1, dy1 := sc.ZoomState().Offset(); dx1 == dx0 && dy1 == dy0 || held == 0 {
			t.Fatalf("%s: holding the piece at the edge did not pan (held %d ticks)", pv.Name, held)
		}
		pc := sc.Picture().Pieces[target]
		if sc.Picture().Phase != napoleonplay.SetUp || !pc.Present || pc.Kind != napoleon.Infantry || sc.Picture().ReserveLeft != left-1 {
			t.Fatalf("%s: dropping at %+v after %d ticks left %s with %+v (%d to place, was %d; %q)",
				pv.Name, at, held, target, pc, sc.Picture().ReserveLeft, left, sc.Message())
		}
	}
}
