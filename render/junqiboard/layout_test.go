package junqiboard

import (
	"fmt"
	"testing"

	"warboard/render"
	"warboard/rules/junqi"
)

var sizes = []render.View{
	{W: 360, H: 640, Scale: 3}, {W: 640, H: 360, Scale: 3}, {W: 768, H: 1024, Scale: 2},
	{W: 1024, H: 768, Scale: 2}, {W: 1280, H: 800, Scale: 1}, {W: 1920, H: 1080, Scale: 1},
}

func bottoms(k junqi.BoardKind) []junqi.Seat {
	if k == junqi.TwoPlayer {
		return []junqi.Seat{junqi.South, junqi.North}
	}
	return []junqi.Seat{junqi.South, junqi.East, junqi.North, junqi.West}
}

// eachLayout runs f for both boards, every bottom seat and every screen size.
func eachLayout(t *testing.T, f func(t *testing.T, g *Geometry, b *junqi.Board)) {
	for _, k := range []junqi.BoardKind{junqi.TwoPlayer, junqi.FourCountry} {
		for _, bot := range bottoms(k) {
			for _, v := range sizes {
				g := Layout(k, bot, v.Bounds())
				t.Run(fmt.Sprintf("%v-%v-%vx%v", k, bot, v.W, v.H), func(t *testing.T) { f(t, &g, junqi.BoardOf(k)) })
			}
		}
	}
}

func TestEveryPointInsideTheRect(t *testing.T) {
	eachLayout(t, func(t *testing.T, g *Geometry, b *junqi.Board) {
		if !g.Plate.In(g.Rect) {
			t.Fatalf("plate %+v outside %+v", g.Plate, g.Rect)
		}
		for p := 0; p < b.N; p++ {
			if tr := g.TileRect(junqi.Point(p)); !tr.In(g.Plate) {
				t.Fatalf("%s: tile %+v outside the plate %+v", b.Name(junqi.Point(p)), tr, g.Plate)
			}
		}
	})
}

func TestTilesAndCellsDoNotOverlap(t *testing.T) {
	eachLayout(t, func(t *testing.T, g *Geometry, b *junqi.Board) {
		for p := 0; p < b.N; p++ {
			for q := p + 1; q < b.N; q++ {
				if g.TileRect(junqi.Point(p)).Overlaps(g.TileRect(junqi.Point(q))) {
					t.Fatalf("tiles of %s and %s overlap", b.Name(junqi.Point(p)), b.Name(junqi.Point(q)))
				}
				// Touch cells may share an edge but no area, or a tap would be ambiguous.
				a, c := inflate(g.Cell(junqi.Point(p)), -1e-6), g.Cell(junqi.Point(q))
				if a.Overlaps(c) {
					t.Fatalf("touch cells of %s and %s overlap", b.Name(junqi.Point(p)), b.Name(junqi.Point(q)))
				}
			}
		}
	})
}

func TestPointAtFindsEveryPoint(t *testing.T) {
	eachLayout(t, func(t *testing.T, g *Geometry, b *junqi.Board) {
		for p := 0; p < b.N; p++ {
			pt := junqi.Point(p)
			x, y := g.Centre(pt)
			// The centre, and a sloppy finger near the edge of the cell.
			for _, d := range [][2]float64{{0, 0}, {0.45, 0.4}, {-0.45, -0.4}, {0.3, -0.45}} {
				got, ok := g.PointAt(x+d[0]*g.SX, y+d[1]*g.SY)
				if !ok || got != pt {
					t.Fatalf("PointAt near %s (%+v) = %s, %v", b.Name(pt), d, b.Name(got), ok)
				}
			}
			tr, ok := g.Target(b.Name(pt))
			if !ok || tr != g.TileRect(pt) {
				t.Fatalf("Target(%q) = %+v, %v; want the tile %+v", b.Name(pt), tr, ok, g.TileRect(pt))
			}
		}
		if got, ok := g.PointAt(g.Plate.X+1, g.Plate.Y+1); ok && g.Board == junqi.FourCountry {
			t.Fatalf("a tap in the empty corner picked %s", b.Name(got))
		}
		if _, ok := g.PointAt(g.Rect.X-50, g.Rect.Y-50); ok {
			t.Fatal("a tap outside the board picked a point")
		}
		if _, ok := g.Target("z9"); ok {
			t.Fatal("Target accepted an unknown name")
		}
	})
}

func TestFrontLineIsNotAPoint(t *testing.T) {
	g := Layout(junqi.TwoPlayer, junqi.South, render.Rect{W: 768, H: 1024})
	b := junqi.BoardOf(junqi.TwoPlayer)
	b6, _ := b.PointByName("b6")
	b7, _ := b.PointByName("b7")
	x, y6 := g.Centre(b6)
	_, y7 := g.Centre(b7)
	if gap := y6 - y7; gap < 1.9*g.SY {
		t.Fatalf("ranks 6 and 7 are %.1f apart, want room for the front line (≥ %.1f)", gap, 1.9*g.SY)
	}
	if p, ok := g.PointAt(x, (y6+y7)/2); ok {
		t.Fatalf("a tap on the mountains picked %s", b.Name(p))
	}
}

func TestTouchTargetsBigEnoughOnTabletAndDesktop(t *testing.T) {
	for _, v := range sizes {
		if v.W < 768 || v.H < 768 {
			continue // a phone shows the four-country board zoomed: TestTouchTargetsOnPhones
		}
		for _, k := range []junqi.BoardKind{junqi.TwoPlayer, junqi.FourCountry} {
			g := Layout(k, junqi.South, v.Bounds())
			if g.SX < render.MinTarget || g.SY < render.MinTarget {
				t.Errorf("%v at %vx%v: cells %.1f×%.1f, want ≥ %v", k, v.W, v.H, g.SX, g.SY, render.MinTarget)
			}
			if k == junqi.TwoPlayer && g.TileW < render.MinTarget {
				t.Errorf("2p at %vx%v: tiles %.1f wide, want ≥ %v", v.W, v.H, g.TileW, render.MinTarget)
			}
		}
	}
	// On a phone the two-player board still reaches finger size.
	g := Layout(junqi.TwoPlayer, junqi.South, render.Rect{W: 360, H: 640})
	if g.SX < render.MinTarget || g.SY < render.MinTarget {
		t.Errorf("2p on a phone: cells %.1f×%.1f", g.SX, g.SY)
	}
}

func TestTilesAreWide(t *testing.T) {
	eachLayout(t, func(t *testing.T, g *Geometry, b *junqi.Board) {
		if r := g.TileW / g.TileH; r < 1.3 || r > 2.2 {
			t.Fatalf("tile %.1f×%.1f: want a wide tile like a real piece", g.TileW, g.TileH)
		}
	})
}

func TestBottomSeatsBackRowIsAtTheBottom(t *testing.T) {
	eachLayout(t, func(t *testing.T, g *Geometry, b *junqi.Board) {
		seat := g.Bottom
		_, backY := g.Centre(b.AreaPoint(seat, 0, 1))
		for p := 0; p < b.N; p++ {
			_, y := g.Centre(junqi.Point(p))
			if _, rank := b.Local(junqi.Point(p)); b.Area(junqi.Point(p)) == seat && rank == 1 {
				if y != backY {
					t.Fatalf("%s is not on the back row's line", b.Name(junqi.Point(p)))
				}
				continue
			}
			if y >= backY {
				t.Fatalf("%s (y %.1f) is not above %v's back row (y %.1f)", b.Name(junqi.Point(p)), y, seat, backY)
			}
		}
		// The seat's left is the viewer's left.
		ax, _ := g.Centre(b.AreaPoint(seat, 0, 1))
		ex, _ := g.Centre(b.AreaPoint(seat, 4, 1))
		if ax >= ex {
			t.Fatalf("file a (x %.1f) is not left of file e (x %.1f)", ax, ex)
		}
	})
}

func TestTwoPlayerIgnoresSideSeats(t *testing.T) {
	g := Layout(junqi.TwoPlayer, junqi.East, render.Rect{W: 400, H: 700})
	if g.Bottom != junqi.South {
		t.Fatalf("bottom %v on the two-player board, want S", g.Bottom)
	}
}

// phones are the phone screens with the area the game screens leave the board (under the
// bar and above the panel, or beside the column).
var phones = []struct {
	name string
	v    render.View
	area render.Rect
}{
	{"360x640@3x", render.View{W: 360, H: 640, Scale: 3}, render.Rect{X: 0, Y: 110, W: 360, H: 420}},
	{"390x844@3x", render.View{W: 390, H: 844, Scale: 3}, render.Rect{X: 0, Y: 110, W: 390, H: 600}},
	{"640x360@2x", render.View{W: 640, H: 360, Scale: 2}, render.Rect{X: 4, Y: 54, W: 380, H: 300}},
	{"844x390@3x", render.View{W: 844, H: 390, Scale: 3}, render.Rect{X: 4, Y: 54, W: 560, H: 330}},
}

// TestTouchTargetsOnPhones: on a phone the four-country board is zoomable, and zoomed every
// point that shows has a finger-sized cell, wherever the player pans; the printed board's
// picture stays within what a phone's GPU takes.
func TestTouchTargetsOnPhones(t *testing.T) {
	b := junqi.BoardOf(junqi.FourCountry)
	for _, ph := range phones {
		for _, bot := range bottoms(junqi.FourCountry) {
			var z render.Zoom
			whole, zoomed := ZoomLayout(junqi.FourCountry, bot, ph.area, ph.v.Scale, &z)
			name := fmt.Sprintf("%s %v", ph.name, bot)
			if whole.Cells() >= render.MinTarget {
				t.Fatalf("%s: whole board cells %.1f: nothing to zoom?", name, whole.Cells())
			}
			if !z.Zoomable() {
				t.Fatalf("%s: %.1f px cells are not zoomable", name, whole.Cells())
			}
			if zoomed.SX < render.MinTarget || zoomed.SY < render.MinTarget {
				t.Errorf("%s: zoomed cells %.1f×%.1f, want ≥ %v", name, zoomed.SX, zoomed.SY, render.MinTarget)
			}
			if w, h := zoomed.SurfaceSize(ph.v.Scale); w > render.MaxTexture || h > render.MaxTexture {
				t.Errorf("%s: the printed board is %d×%d px, over %v", name, w, h, render.MaxTexture)
			}
			z.ZoomInAt(ph.area.Centre())
			// Every corner of the pan, and every point brought to the middle.
			views := [][2]float64{{1e4, 1e4}, {-1e4, -1e4}, {1e4, -1e4}, {-1e4, 1e4}}
			for p := 0; p < b.N; p++ {
				x, y := zoomed.Centre(junqi.Point(p))
				views = append(views, [2]float64{x, y})
			}
			seen := map[junqi.Point]bool{}
			for i, view := range views {
				if i < 4 {
					z.PanBy(view[0], view[1])
				} else {
					o := z.Origin()
					z.CentreOn(view[0]-o.X, view[1]-o.Y)
				}
				g := zoomed.Panned(&z)
				if i >= 4 && !g.Visible(junqi.Point(i-4)) {
					t.Fatalf("%s: centred on %s, it is out of view", name, b.Name(junqi.Point(i-4)))
				}
				for p := 0; p < b.N; p++ {
					pt := junqi.Point(p)
					r, ok := g.Target(b.Name(pt))
					if !g.Visible(pt) {
						if ok {
							t.Fatalf("%s: %s is out of view but named at %+v", name, b.Name(pt), r)
						}
						continue
					}
					seen[pt] = true
					if c := g.Cell(pt); c.W < render.MinTarget || c.H < render.MinTarget {
						t.Fatalf("%s: %s's cell is %.1f×%.1f", name, b.Name(pt), c.W, c.H)
					}
					x, y := r.Centre()
					if got, hit := g.PointAt(x, y); !ok || !hit || got != pt || !r.In(ph.area) {
						t.Fatalf("%s: %s named at %+v (%v) hits %s, %v", name, b.Name(pt), r, ok, b.Name(got), hit)
					}
				}
			}
			if len(seen) != b.N {
				t.Errorf("%s: the pans show %d of %d points", name, len(seen), b.N)
			}
		}
	}
}
