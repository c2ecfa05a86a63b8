package junqiscreen_test

import (
	"testing"
	"time"

	"warboard/game/gametest"
	"warboard/game/input"
	"warboard/rules/junqi"
)

// TestDragPansTheZoomedJunqiBoard: on a phone's zoomed four-country board, a piece dragged
// to the edge of the view and held there pans the board until a point out of view at the
// start shows, and the piece drops there: the deployment swaps the two.
func TestDragPansTheZoomedJunqiBoard(t *testing.T) {
	for _, pv := range gametest.PhoneViews {
		a := gametest.StartJunqiTest(t, pv.V, "option:board:4p-ffa")
		a.ThroughHandOver()
		gametest.WantScene(t, a, "deploy")
		v := gametest.JunqiGameOf(t, a)
		if !v.Zoom().Active() || !v.ZoomState().Zoomed {
			t.Fatalf("%s: the board is not zoomed", pv.Name)
		}
		// Turn the view to the own area's left corner: part of the area shows.
		seat := v.Picture().Deploying
		r := v.Base().OwnArea(seat)
		o := v.ZoomState().Origin()
		v.ZoomState().CentreOn(r.X-o.X, r.Y-o.Y)
		v.ApplyZoom()
		b := junqi.BoardOf(v.Picture().Board)
		officer := func(q junqi.Point) bool {
			pc := v.Picture().Pieces[q]
			return pc.Present && pc.Seat == seat && pc.Code >= '1' && pc.Code <= '9'
		}
		from, to := junqi.NoPoint, junqi.NoPoint
		for p := 0; p < b.N; p++ {
			q := junqi.Point(p)
			if b.Area(q) != seat || !officer(q) {
				continue
			}
			x, y := v.Geometry().Centre(q)
			switch {
			case from == junqi.NoPoint && v.Geometry().Visible(q) && !v.ZoomState().InEdgeZone(x, y):
				from = q
			case to == junqi.NoPoint && !v.Geometry().Visible(q):
				to = q
			}
		}
		if from == junqi.NoPoint || to == junqi.NoPoint {
			t.Fatalf("%s: no officer in view (%v) and none out of view (%v)", pv.Name, from, to)
		}
		if v.Picture().Pieces[from].Code == v.Picture().Pieces[to].Code {
			for p := 0; p < b.N; p++ { // another hidden officer of another rank
				if q := junqi.Point(p); b.Area(q) == seat && officer(q) && !v.Geometry().Visible(q) && v.Picture().Pieces[q].Code != v.Picture().Pieces[from].Code {
					to = q
				}
			}
		}
		fromCode, toCode := v.Picture().Pieces[from].Code, v.Picture().Pieces[to].Code
		dx0, dy0 := v.ZoomState().Offset()
		fx, fy := v.Geometry().Centre(from)
		held, at := a.DragToHidden(v.ZoomState(), input.Point{X: fx, Y: fy}, func() (float64, float64, bool) {
			x, y := v.Geometry().Centre(to)
			return x, y, v.Geometry().Visible(to)
		})
		dx1, dy1 := v.ZoomState().Offset()
		if dx1 == dx0 && dy1 == dy0 || held == 0 {
			t.Fatalf("%s: holding the piece at the edge did not pan (held %d ticks)", pv.Name, held)
		}
		pic := gametest.JunqiGameOf(t, a).Picture()
		if g := gametest.JunqiGameOf(t, a); g.Feedback().Refused || pic.Pieces[to].Code != fromCode || pic.Pieces[from].Code != toCode {
			t.Fatalf("%s: dropping %s on %s at %+v after %d ticks: refused %v, %s holds %c, %s holds %c",
				pv.Name, b.Name(from), b.Name(to), at, held, g.Feedback().Refused, b.Name(to), pic.Pieces[to].Code, b.Name(from), pic.Pieces[from].Code)
		}
		if v.DragFrom() != junqi.NoPoint {
			t.Fatalf("%s: the piece still follows the finger after the drop", pv.Name)
		}
		// Held anywhere away from the edges, a piece pans nothing.
		dx1, dy1 = v.ZoomState().Offset()
		for p := 0; p < b.N; p++ {
			q := junqi.Point(p)
			x, y := v.Geometry().Centre(q)
			if officer(q) && v.Geometry().Visible(q) && !v.ZoomState().InEdgeZone(x, y) && !v.ZoomState().InEdgeZone(x+12, y+12) {
				// (the finger moves 12 px: it must stay out of the edge zone too, whatever the random layout put there)
				step := func(ph input.Phase, pt input.Point) {
					a.Now += 16 * time.Millisecond
					a.Step([]input.Raw{{Device: input.Touch, ID: 6, Phase: ph, Pos: pt, At: a.Now}})
				}
				step(input.Down, input.Point{X: x, Y: y})
				step(input.Move, input.Point{X: x + 12, Y: y + 12})
				for i := 0; i < 30; i++ {
					a.Now += 16 * time.Millisecond
					a.Step(nil)
				}
				step(input.Up, input.Point{X: x, Y: y})
				break
			}
		}
		if dx2, dy2 := v.ZoomState().Offset(); dx2 != dx1 || dy2 != dy1 {
			t.Fatalf("%s: a piece held inside the view panned the board", pv.Name)
		}
	}
}
