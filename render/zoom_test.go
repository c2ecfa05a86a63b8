package render

import (
	"math"
	"testing"
)

// zoomOn is a zoom over a 390×600 area at 3x with 22 px natural cells and a board that, as
// Junqi's four-country plate, is a square as wide as the area, centred.
func zoomOn(t *testing.T) *Zoom {
	t.Helper()
	z := &Zoom{}
	area := Rect{X: 0, Y: 70, W: 390, H: 600}
	z.Configure(area, 3, 22.5, 390, 390)
	if !z.Zoomable() {
		t.Fatalf("22.5 px cells are not zoomable: factor %v", z.Factor)
	}
	o := z.Origin()
	side := 390 * z.Factor
	z.SetContent(Rect{X: 0, Y: (o.H - side) / 2, W: side, H: side})
	return z
}

func TestZoomFactorGivesFingerCells(t *testing.T) {
	for _, c := range []struct{ natural, scale, extent float64 }{
		{22.5, 3, 390}, {20, 3, 360}, {23, 2, 640}, {35, 3, 400}, {40, 3, 360}, {30, 4, 390},
	} {
		f := ZoomFactor(c.natural, c.scale, c.extent)
		if cell := c.natural * f; cell < MinTarget {
			t.Errorf("%+v: zoomed cells %.1f px, want ≥ %v", c, cell, MinTarget)
		}
		if px := c.extent * f * c.scale; px > MaxTexture {
			t.Errorf("%+v: zoomed board %.0f physical px, over %v", c, px, MaxTexture)
		}
	}
	if f := ZoomFactor(48, 3, 800); f != 1 {
		t.Errorf("finger-sized cells zoom by %v, want 1", f)
	}
}

func TestZoomFactorCapsTheTexture(t *testing.T) {
	// A 5x screen: 48 px cells would need a 4400 px picture; the cap keeps it at 4096
	// and the cells still finger-sized.
	natural, scale, extent := 22.0, 5.0, 370.0
	f := ZoomFactor(natural, scale, extent)
	if px := extent * f * scale * 1.08; px > MaxTexture+1e-6 {
		t.Fatalf("picture %.0f px, over the cap", px)
	}
	if natural*f >= ZoomCell || natural*f < MinTarget {
		t.Fatalf("capped cells %.1f px: want between %v and %v", natural*f, MinTarget, ZoomCell)
	}
}

func TestZoomTapOnOverviewZoomsIn(t *testing.T) {
	z := zoomOn(t)
	if g := z.OnTap(100, 300); g != GestureZoomIn {
		t.Fatalf("a tap on the overview: %v, want zoom in", g)
	}
	if g := z.OnTap(100, 10); g != GestureNone {
		t.Fatalf("a tap above the board area: %v, want none", g)
	}
	// The tapped spot comes to the middle (or as near as the clamp lets it).
	bx, by := z.ToBoard(195, 370) // the middle of the overview
	z.ZoomInAt(195, 370)
	if !z.Zoomed || z.Overview() {
		t.Fatal("not zoomed after a tap on the overview")
	}
	x, y := z.ToScreen(bx, by)
	if math.Abs(x-195) > 1 || math.Abs(y-370) > 1 {
		t.Fatalf("the tapped spot is at (%.1f, %.1f), want the middle (195, 370)", x, y)
	}
	if g := z.OnTap(100, 300); g != GestureAct {
		t.Fatalf("a tap on the zoomed board: %v, want act", g)
	}
	if g := z.OnDragStart(100, 300, true); g != GestureAct {
		t.Fatalf("a drag from an own piece: %v, want act", g)
	}
	if g := z.OnDragStart(100, 300, false); g != GesturePan {
		t.Fatalf("a drag from elsewhere: %v, want pan", g)
	}
	z.Toggle()
	if !z.Overview() || z.OnDragStart(100, 300, false) != GestureNone {
		t.Fatal("Whole board: a drag on the overview must not pan")
	}
}

func TestZoomMappingRoundTrip(t *testing.T) {
	z := zoomOn(t)
	for _, zoomed := range []bool{false, true} {
		z.Zoomed = zoomed
		z.PanBy(-37, 91)
		for _, p := range [][2]float64{{0, 70}, {195, 370}, {389, 669}, {12.5, 333.25}} {
			bx, by := z.ToBoard(p[0], p[1])
			x, y := z.ToScreen(bx, by)
			if math.Abs(x-p[0]) > 1e-9 || math.Abs(y-p[1]) > 1e-9 {
				t.Fatalf("zoomed %v: (%v, %v) -> board -> (%v, %v)", zoomed, p[0], p[1], x, y)
			}
		}
	}
}

func TestZoomPanIsClamped(t *testing.T) {
	z := zoomOn(t)
	z.ZoomInAt(195, 370)
	side := 390 * z.Factor
	contentY := (z.Origin().H - side) / 2
	for _, d := range [][2]float64{{1e5, 0}, {-1e5, 0}, {0, 1e5}, {0, -1e5}, {1e5, 1e5}, {-3, 7}} {
		z.PanBy(d[0], d[1])
		dx, dy := z.Offset()
		// The board (larger than the area both ways) covers the whole area.
		left, right := z.Area.X+dx, z.Area.X+dx+side
		top, bottom := z.Area.Y+dy+contentY, z.Area.Y+dy+contentY+side
		if left > z.Area.X+1e-9 || right < z.Area.X+z.Area.W-1e-9 || top > z.Area.Y+1e-9 || bottom < z.Area.Y+z.Area.H-1e-9 {
			t.Fatalf("after a pan by %v the board [%.1f %.1f]×[%.1f %.1f] leaves part of the area %+v empty",
				d, left, right, top, bottom, z.Area)
		}
		// Whole physical pixels: a cached picture only moves.
		for _, o := range []float64{dx, dy} {
			if px := o * z.Scale; math.Abs(px-math.Round(px)) > 1e-6 {
				t.Fatalf("offset %v is not on a physical pixel", o)
			}
		}
	}
	if !z.PanBy(10, 10) && !z.PanBy(-10, -10) {
		t.Fatal("a pan inside the bounds did not move the board")
	}
	// A drawing narrower than the area is centred, whatever the pan.
	z.SetContent(Rect{X: 0, Y: 0, W: 300, H: 2000})
	z.PanBy(500, 0)
	if dx, _ := z.Offset(); math.Abs(dx-45) > 1.0/z.Scale {
		t.Fatalf("a narrow board sits at offset %v, want centred (45)", dx)
	}
}

func TestZoomKeepsPlaceAcrossLayouts(t *testing.T) {
	z := zoomOn(t)
	z.ZoomInAt(60, 150)
	before := z.off
	z.Configure(z.Area, 3, 22.5, 390, 390)
	o := z.Origin()
	side := 390 * z.Factor
	z.SetContent(Rect{X: 0, Y: (o.H - side) / 2, W: side, H: side})
	if !z.Zoomed || z.off != before {
		t.Fatalf("a relayout moved the view: %v -> %v (zoomed %v)", before, z.off, z.Zoomed)
	}
	// A big screen: not zoomable, the whole board.
	z.Configure(Rect{W: 1280, H: 800}, 1, 45, 800, 800)
	if z.Zoomable() || z.Zoomed || z.Virtual() != z.Area {
		t.Fatal("finger-sized cells still zoom")
	}
}

func TestZoomFitGridAndCorrect(t *testing.T) {
	// An 8×8 board of 40 px squares on a 360 px wide phone: 45 px squares fit across.
	z := &Zoom{}
	z.Configure(Rect{Y: 100, W: 360, H: 420}, 3, 40, 360, 360)
	z.FitGrid(320, 320)
	if c := z.Cell(); c < MinTarget || 8*c > 360+1e-9 {
		t.Fatalf("8×8 cells %.1f px: want finger-sized and all 8 across 360 px", c)
	}
	// A 15×15 board of 24 px squares: 44 px do not fit; ZoomCell stays.
	z.Configure(Rect{Y: 100, W: 390, H: 560}, 3, 24, 390, 390)
	z.FitGrid(360, 360)
	if c := z.Cell(); c != ZoomCell {
		t.Fatalf("15×15 cells %.1f px, want %v", c, ZoomCell)
	}
	// A layout that gave 44 px instead of 48: the factor grows, the meant cell stays.
	f := z.Factor
	if !z.Correct(44) || z.Factor <= f || z.Cell() != ZoomCell {
		t.Fatalf("Correct(44): factor %v -> %v, cell %v", f, z.Factor, z.Cell())
	}
	if z.Correct(ZoomCell) {
		t.Fatal("Correct changed a right size")
	}
}

// TestZoomEdgePan: a finger near an edge pans towards it, faster nearer it, by a speed in
// time (two half ticks pan as one whole), clamped as pans are; away from the edges, on the
// whole board or far outside the area it pans nothing.
func TestZoomEdgePan(t *testing.T) {
	z := zoomOn(t)
	z.Zoomed = true
	z.CentreOn(z.Origin().W/2, z.Origin().H/2)
	a := z.Area
	cx, cy := a.Centre()
	if z.EdgePan(cx, cy, 1.0/60) || z.InEdgeZone(cx, cy) {
		t.Fatal("a finger in the middle pans")
	}
	x0, _ := z.Offset()
	if !z.EdgePan(a.X+a.W-4, cy, 1.0/60) {
		t.Fatal("a finger at the right edge does not pan")
	}
	x1, y1 := z.Offset()
	if x1 >= x0 {
		t.Fatalf("at the right edge the board moved from %v to %v, want left (what lies right comes in)", x0, x1)
	}
	// Speed in time: two ticks of 1/120 s pan as far as one of 1/60 s (to a physical px).
	z2 := zoomOn(t)
	z2.Zoomed = true
	z2.CentreOn(z2.Origin().W/2, z2.Origin().H/2)
	z2.EdgePan(a.X+a.W-4, cy, 1.0/120)
	z2.EdgePan(a.X+a.W-4, cy, 1.0/120)
	if x2, _ := z2.Offset(); math.Abs(x2-x1) > 1.0/z.Scale+1e-9 {
		t.Fatalf("two half ticks panned to %v, one whole tick to %v", x2, x1)
	}
	// Deeper in the zone is faster; outside the area by less than the zone still pans.
	slow, fast := zoomOn(t), zoomOn(t)
	for _, zz := range []*Zoom{slow, fast} {
		zz.Zoomed = true
		zz.CentreOn(zz.Origin().W/2, zz.Origin().H/2)
	}
	s0, _ := slow.Offset()
	slow.EdgePan(a.X+EdgeZone-4, cy, 0.1)
	fast.EdgePan(a.X-10, cy, 0.1)
	s1, _ := slow.Offset()
	f1, _ := fast.Offset()
	if !(s1 > s0 && f1 > s1) {
		t.Fatalf("left edge: offsets %v → slow %v, fast %v; want both right, the edge faster", s0, s1, f1)
	}
	// Clamped: held long at the top-left corner, the board stops at its corner.
	for i := 0; i < 2000; i++ {
		z.EdgePan(a.X+2, a.Y+2, 1.0/60)
	}
	x3, y3 := z.Offset()
	if z.EdgePan(a.X+2, a.Y+2, 1.0/60) {
		t.Fatal("the pan went on past the board's corner")
	}
	if x3 <= x1 || y3 <= y1 {
		t.Fatalf("the top-left corner panned to %v,%v from %v,%v", x3, y3, x1, y1)
	}
	if z.EdgePan(a.X-EdgeZone-5, cy, 1.0/60) {
		t.Fatal("a finger far outside the area pans")
	}
	z.Zoomed = false
	if z.EdgePan(a.X+2, cy, 1.0/60) {
		t.Fatal("the whole board pans")
	}
}
