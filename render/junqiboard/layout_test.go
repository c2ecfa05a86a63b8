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
			continue // a phone cannot fit the four-country board at 44 px
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
