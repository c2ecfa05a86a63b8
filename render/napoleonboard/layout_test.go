package napoleonboard

import (
	"fmt"
	"math"
	"testing"

	"warboard/render"
	"warboard/render/art"
)

// screens are the sizes the game runs at, phone to desktop, in logical pixels.
var screens = []struct {
	name string
	view render.View
}{
	{"phone", render.View{W: 360, H: 640, Scale: 3}},
	{"tablet", render.View{W: 768, H: 1024, Scale: 2}},
	{"landscape", render.View{W: 1024, H: 768, Scale: 2}},
	{"desktop", render.View{W: 1280, H: 800, Scale: 1}},
	{"fullhd", render.View{W: 1920, H: 1080, Scale: 1}},
	{"fractional", render.View{W: 412, H: 915, Scale: 2.625}},
}

// boardArea is where the tests put the board: the screen less a margin.
func boardArea(v render.View) render.Rect {
	return render.Rect{X: 8, Y: 8, W: v.W - 16, H: v.H - 16}
}

func TestGeometryEverySquare(t *testing.T) {
	for _, sc := range screens {
		for n := 6; n <= MaxSize; n++ {
			for _, bottom := range []art.Side{art.South, art.North} {
				for _, wh := range [][2]int{{n, n}, {n, 8}, {8, n}} {
					w, h := wh[0], wh[1]
					name := fmt.Sprintf("%s/%dx%d/%s", sc.name, w, h, bottom)
					area := boardArea(sc.view)
					g := Layout(w, h, bottom, area, sc.view.Scale)
					if !grow(g.Frame, -1e-9).In(area) {
						t.Errorf("%s: frame %+v outside the area %+v", name, g.Frame, area)
					}
					if px := g.Size * sc.view.Scale; math.Abs(px-math.Round(px)) > 1e-6 {
						t.Errorf("%s: square side %v physical px is not whole", name, px)
					}
					seen := map[render.Rect]bool{}
					for _, q := range g.Squares() {
						r := g.SquareRect(q)
						if !grow(r, -1e-9).In(g.Board) {
							t.Fatalf("%s: %s at %+v outside the board %+v", name, q, r, g.Board)
						}
						if seen[r] {
							t.Fatalf("%s: %s shares its rectangle", name, q)
						}
						seen[r] = true
						x, y := g.Centre(q)
						if got, ok := g.SquareAt(x, y); !ok || got != q {
							t.Fatalf("%s: SquareAt(Centre(%s)) = %s, %v", name, q, got, ok)
						}
						// Just inside each corner still hits the square.
						e := 0.01
						for _, p := range [][2]float64{{r.X + e, r.Y + e}, {r.X + r.W - e, r.Y + r.H - e}} {
							if got, ok := g.SquareAt(p[0], p[1]); !ok || got != q {
								t.Fatalf("%s: corner of %s hits %s, %v", name, q, got, ok)
							}
						}
					}
					for _, p := range [][2]float64{{g.Board.X - 1, g.Board.Y + 1}, {g.Board.X + 1, g.Board.Y + g.Board.H + 0.5}, {g.Frame.X, g.Frame.Y}} {
						if q, ok := g.SquareAt(p[0], p[1]); ok {
							t.Errorf("%s: (%v,%v) off the board hits %s", name, p[0], p[1], q)
						}
					}
				}
			}
		}
	}
}

func TestSquaresAreFingerSizedOnBigScreens(t *testing.T) {
	for _, sc := range screens {
		if sc.name == "phone" || sc.name == "fractional" {
			continue
		}
		g := Layout(8, 8, art.South, boardArea(sc.view), sc.view.Scale)
		if g.Size < render.MinTarget {
			t.Errorf("%s: 8x8 squares are %v px, want at least %v", sc.name, g.Size, render.MinTarget)
		}
	}
	// A 360 px phone cannot hold 8 × 44 px and a frame; it gets nearly as much.
	v := screens[0].view
	if g := Layout(8, 8, art.South, boardArea(v), v.Scale); g.Size < 38 {
		t.Errorf("phone: 8x8 squares are %v px, want at least 38", g.Size)
	}
}

// A board the screen cannot give 44 px squares is as big as the area allows (for its
// whole view; the game shows it zoomed: TestTouchTargetsOnPhones).
func TestCrowdedBoardFillsTheArea(t *testing.T) {
	v := screens[0].view
	area := boardArea(v)
	g := Layout(15, 15, art.South, area, v.Scale)
	if g.Frame.W < area.W-g.Band-2/v.Scale && g.Frame.H < area.H-g.Band {
		t.Errorf("15x15 on a phone uses %vx%v of %vx%v", g.Frame.W, g.Frame.H, area.W, area.H)
	}
	if g.Size < 18 {
		t.Errorf("15x15 on a phone: squares of %v px", g.Size)
	}
}

func TestFlipPutsNorthAtTheBottom(t *testing.T) {
	g := Layout(8, 8, art.North, render.Rect{W: 400, H: 400}, 1)
	a8, h1 := g.SquareRect(At(0, 7)), g.SquareRect(At(7, 0))
	if a8.Y+a8.H != g.Board.Y+g.Board.H || a8.X+a8.W != g.Board.X+g.Board.W {
		t.Errorf("North at the bottom: a8 at %+v, want the bottom-right corner of %+v", a8, g.Board)
	}
	if h1.X != g.Board.X || h1.Y != g.Board.Y {
		t.Errorf("North at the bottom: h1 at %+v, want the top-left corner", h1)
	}
	for f := 0; f < 8; f++ {
		r := g.SquareRect(At(f, 7))
		if r.Y+r.H != g.Board.Y+g.Board.H {
			t.Errorf("North's first rank: %s is not on the bottom row", At(f, 7))
		}
	}
	s := Layout(8, 8, art.South, render.Rect{W: 400, H: 400}, 1)
	if r := s.SquareRect(At(0, 0)); r.X != s.Board.X || r.Y+r.H != s.Board.Y+s.Board.H {
		t.Errorf("South at the bottom: a1 at %+v, want the bottom-left corner", r)
	}
	// A facing keeps its meaning on screen: North's N points down.
	if g.screenFacing(art.FacingN) != art.FacingS || s.screenFacing(art.FacingNE) != art.FacingNE {
		t.Error("screen facings do not follow the board's orientation")
	}
}

func TestTargetNames(t *testing.T) {
	g := Layout(10, 10, art.South, render.Rect{W: 600, H: 600}, 2)
	x, y, ok := g.Target("d4")
	if q, hit := g.SquareAt(x, y); !ok || !hit || q != At(3, 3) {
		t.Errorf("Target(d4) hits %s", q)
	}
	x, y, ok = g.Target("j10")
	if q, hit := g.SquareAt(x, y); !ok || !hit || q.String() != "j10" {
		t.Errorf("Target(j10) hits %s", q)
	}
	for _, bad := range []string{"", "d", "k1", "a0", "a11", "a-1", "a+1", "4d", "d4>X", "d4>"} {
		if _, _, ok := g.Target(bad); ok {
			t.Errorf("Target(%q) accepted", bad)
		}
	}
	if _, _, ok := g.Target("d4>NE"); !ok {
		t.Error("Target(d4>NE) refused")
	}
}

func TestFacingHandles(t *testing.T) {
	for _, sc := range screens {
		for _, n := range []int{8, 15} {
			for _, bottom := range []art.Side{art.South, art.North} {
				area := boardArea(sc.view)
				g := Layout(n, n, bottom, area, sc.view.Scale)
				for _, q := range []Square{At(0, 0), At(n-1, n-1), At(3, 4), At(0, n/2)} {
					hs := g.FacingHandles(q)
					cx, cy := g.Centre(q)
					if f, hit := g.FacingHandleAt(q, cx, cy); hit {
						t.Errorf("%s %dx%d %s: a tap on the cannon on %s picks its %s handle, want none (it puts the cannon down)", sc.name, n, n, bottom, q, f)
					}
					for f, r := range hs {
						name := fmt.Sprintf("%s %dx%d %s %s>%s", sc.name, n, n, bottom, q, art.Facing(f))
						if r.W == 0 {
							// Left out only where the ring was pushed onto the cannon: its
							// handle would stand on the cannon's own square.
							if _, _, ok := g.Target(q.String() + ">" + art.Facing(f).String()); ok {
								t.Errorf("%s: Target names a handle that is left out", name)
							}
							continue
						}
						if r.Overlaps(g.SquareRect(q)) && g.SquareRect(q).Contains(r.Centre()) {
							t.Errorf("%s: the handle stands on the cannon", name)
						}
						if r.W < render.MinTarget || r.H < render.MinTarget {
							t.Errorf("%s: handle %vx%v is smaller than a finger", name, r.W, r.H)
						}
						if !grow(r, -1e-9).In(area) {
							t.Errorf("%s: handle %+v outside the area", name, r)
						}
						for g2 := f + 1; g2 < 8; g2++ {
							if r.Overlaps(hs[g2]) {
								t.Errorf("%s: overlaps the %s handle", name, art.Facing(g2))
							}
						}
						x, y, ok := g.Target(q.String() + ">" + art.Facing(f).String())
						if got, hit := g.FacingHandleAt(q, x, y); !ok || !hit || got != art.Facing(f) {
							t.Errorf("%s: the handle's centre picks %s, %v", name, got, hit)
						}
					}
					// The handle picking N lies above the cannon when South is at the bottom.
					nx, ny := hs[art.FacingN].Centre()
					up := ny < cy
					if bottom == art.North {
						up = ny > cy
					}
					if hs[art.FacingN].W > 0 && !up && nx == cx {
						t.Errorf("%s %dx%d %s: the N handle is on the wrong side", sc.name, n, n, bottom)
					}
				}
			}
		}
	}
}

func TestParseSquare(t *testing.T) {
	for _, c := range []struct {
		s    string
		file int
		rank int
	}{{"a1", 0, 0}, {"h8", 7, 7}, {"o15", 14, 14}} {
		q, err := ParseSquare(c.s, 15, 15)
		if err != nil || q.File() != c.file || q.Rank() != c.rank || q.String() != c.s {
			t.Errorf("ParseSquare(%q) = %s, %v", c.s, q, err)
		}
	}
	if NoSquare.String() != "-" {
		t.Errorf("NoSquare prints %q", NoSquare.String())
	}
}

// grow is r grown by d on every side (negative d shrinks it).
func grow(r render.Rect, d float64) render.Rect {
	return render.Rect{X: r.X - d, Y: r.Y - d, W: r.W + 2*d, H: r.H + 2*d}
}
