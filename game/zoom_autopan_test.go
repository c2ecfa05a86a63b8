package game

import (
	"math"
	"testing"
	"time"

	"warboard/game/input"
	"warboard/game/napoleonplay"
	"warboard/render"
	"warboard/render/napoleonboard"
	"warboard/rules/junqi"
	"warboard/rules/napoleon"
)

// dragToHidden drags a finger from `from` towards a board point out of view, as a player
// does on a zoomed board: into the board's middle, then to the area's edge on the way to
// the point, held there while the board pans (no input: a finger held still), and, once
// the point shows, onto it, where the finger lifts. where tells the point's centre
// on screen now. It returns the number of ticks the finger was held still and the point
// where it lifted.
func (a *testApp) dragToHidden(z *render.Zoom, from input.Point, where func() (x, y float64, shown bool)) (held int, at input.Point) {
	a.t.Helper()
	step := func(ph input.Phase, p input.Point) {
		a.now += 16 * time.Millisecond
		a.step([]input.Raw{{Device: input.Touch, ID: 5, Phase: ph, Pos: p, At: a.now}})
	}
	step(input.Down, from)
	cx, cy := z.Area.Centre()
	mid := input.Point{X: cx, Y: cy}
	for i := 1; i <= 4; i++ { // past the slop, into the middle
		f := float64(i) / 4
		step(input.Move, input.Point{X: from.X + (mid.X-from.X)*f, Y: from.Y + (mid.Y-from.Y)*f})
	}
	at = mid
	inset := render.EdgeZone / 4
	for tick := 0; tick < 600; tick++ {
		x, y, shown := where()
		if shown {
			at = input.Point{X: x, Y: y}
			step(input.Move, at)
			step(input.Up, at)
			return held, at
		}
		if tick == 0 {
			// Towards the point, just inside the area's edge, and held there.
			at = input.Point{
				X: math.Max(z.Area.X+inset, math.Min(z.Area.X+z.Area.W-inset, x)),
				Y: math.Max(z.Area.Y+inset, math.Min(z.Area.Y+z.Area.H-inset, y)),
			}
			step(input.Move, at)
			continue
		}
		held++
		a.now += 16 * time.Millisecond
		a.step(nil)
	}
	x, y, _ := where()
	ox, oy := z.Offset()
	a.t.Fatalf("the board never brought the point into view (finger at %+v, point at %.0f,%.0f, area %+v, offset %.0f,%.0f, held %d)", at, x, y, z.Area, ox, oy, held)
	return held, at
}

// TestDragPansTheZoomedJunqiBoard: on a phone's zoomed four-country board, a piece dragged
// to the edge of the view and held there pans the board until a point out of view at the
// start shows, and the piece drops there: the deployment swaps the two.
func TestDragPansTheZoomedJunqiBoard(t *testing.T) {
	for _, pv := range phoneViews {
		a := startJunqiTest(t, pv.v, "option:board:4p-ffa")
		a.throughHandOver()
		wantScene(t, a, "deploy")
		v := junqiGameOf(t, a)
		if !v.Zoom().Active() || !v.ZoomState().Zoomed {
			t.Fatalf("%s: the board is not zoomed", pv.name)
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
			t.Fatalf("%s: no officer in view (%v) and none out of view (%v)", pv.name, from, to)
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
		held, at := a.dragToHidden(v.ZoomState(), input.Point{X: fx, Y: fy}, func() (float64, float64, bool) {
			x, y := v.Geometry().Centre(to)
			return x, y, v.Geometry().Visible(to)
		})
		dx1, dy1 := v.ZoomState().Offset()
		if dx1 == dx0 && dy1 == dy0 || held == 0 {
			t.Fatalf("%s: holding the piece at the edge did not pan (held %d ticks)", pv.name, held)
		}
		pic := junqiGameOf(t, a).Picture()
		if g := junqiGameOf(t, a); g.Feedback().Refused || pic.Pieces[to].Code != fromCode || pic.Pieces[from].Code != toCode {
			t.Fatalf("%s: dropping %s on %s at %+v after %d ticks: refused %v, %s holds %c, %s holds %c",
				pv.name, b.Name(from), b.Name(to), at, held, g.Feedback().Refused, b.Name(to), pic.Pieces[to].Code, b.Name(from), pic.Pieces[from].Code)
		}
		if v.DragFrom() != junqi.NoPoint {
			t.Fatalf("%s: the piece still follows the finger after the drop", pv.name)
		}
		// Held anywhere away from the edges, a piece pans nothing.
		dx1, dy1 = v.ZoomState().Offset()
		for p := 0; p < b.N; p++ {
			q := junqi.Point(p)
			x, y := v.Geometry().Centre(q)
			if officer(q) && v.Geometry().Visible(q) && !v.ZoomState().InEdgeZone(x, y) && !v.ZoomState().InEdgeZone(x+12, y+12) {
				// (the finger moves 12 px: it must stay out of the edge zone too, whatever the random layout put there)
				step := func(ph input.Phase, pt input.Point) {
					a.now += 16 * time.Millisecond
					a.step([]input.Raw{{Device: input.Touch, ID: 6, Phase: ph, Pos: pt, At: a.now}})
				}
				step(input.Down, input.Point{X: x, Y: y})
				step(input.Move, input.Point{X: x + 12, Y: y + 12})
				for i := 0; i < 30; i++ {
					a.now += 16 * time.Millisecond
					a.step(nil)
				}
				step(input.Up, input.Point{X: x, Y: y})
				break
			}
		}
		if dx2, dy2 := v.ZoomState().Offset(); dx2 != dx1 || dy2 != dy1 {
			t.Fatalf("%s: a piece held inside the view panned the board", pv.name)
		}
	}
}

// TestDragPansTheZoomedNapoleonBoard: on a phone's zoomed 15×15 board, a reserve piece
// dragged from the tray to the edge of the view pans the board until a square of the
// set-up zone out of view at the start shows, and the piece is placed there.
func TestDragPansTheZoomedNapoleonBoard(t *testing.T) {
	for _, pv := range phoneViews[:1] {
		a := newTestApp(t, pv.v)
		a.goTo("button:new", "newgame")
		a.goTo("button:napoleon", "options")
		a.goTo("option:board:15", "options")
		a.goTo("button:start", "handover")
		a.goTo("button:ready", "setup")
		sc := mustNapoleon(a)
		b := sc
		if !b.Zoom().Active() || !b.ZoomState().Zoomed {
			t.Fatalf("%s: the set-up is not zoomed", pv.name)
		}
		target := napoleonboard.Square(napoleonboard.NoSquare)
		for f := 0; f < sc.Picture().W && target == napoleonboard.NoSquare; f++ {
			if q := napoleonboard.At(f, 1); !b.Geometry().Visible(q) && !sc.Picture().Pieces[q].Present {
				target = q
			}
		}
		if target == napoleonboard.NoSquare {
			t.Fatalf("%s: the set-up shows every file of the zone", pv.name)
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
			t.Fatalf("%s: no infantry in the tray", pv.name)
		}
		left := sc.Picture().ReserveLeft
		dx0, dy0 := b.ZoomState().Offset()
		held, at := a.dragToHidden(b.ZoomState(), from, func() (float64, float64, bool) {
			g := mustNapoleon(a).Geometry()
			x, y := g.Centre(target)
			return x, y, g.Visible(target)
		})
		sc = mustNapoleon(a)
		if dx1, dy1 := sc.ZoomState().Offset(); dx1 == dx0 && dy1 == dy0 || held == 0 {
			t.Fatalf("%s: holding the piece at the edge did not pan (held %d ticks)", pv.name, held)
		}
		pc := sc.Picture().Pieces[target]
		if sc.Picture().Phase != napoleonplay.SetUp || !pc.Present || pc.Kind != napoleon.Infantry || sc.Picture().ReserveLeft != left-1 {
			t.Fatalf("%s: dropping at %+v after %d ticks left %s with %+v (%d to place, was %d; %q)",
				pv.name, at, held, target, pc, sc.Picture().ReserveLeft, left, sc.Message())
		}
	}
}
