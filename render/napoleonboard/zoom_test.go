package napoleonboard

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"warboard/render"
	"warboard/render/art"
	"warboard/rules/napoleon"
)

// phones are phone screens with the area the game screen leaves the board.
var phones = []struct {
	name string
	v    render.View
	area render.Rect
}{
	{"360x640@3x", render.View{W: 360, H: 640, Scale: 3}, render.Rect{X: 0, Y: 110, W: 360, H: 400}},
	{"390x844@3x", render.View{W: 390, H: 844, Scale: 3}, render.Rect{X: 0, Y: 110, W: 390, H: 560}},
	{"640x360@2x", render.View{W: 640, H: 360, Scale: 2}, render.Rect{X: 4, Y: 54, W: 386, H: 300}},
}

// TestTouchTargetsOnPhones: on a phone a board from 8×8 (360 px wide) up to 15×15 is
// zoomable, and zoomed every square that shows is finger-sized and named, wherever the
// player pans; each square can be brought into view; the cached static layer stays within
// what a phone's GPU takes.
func TestTouchTargetsOnPhones(t *testing.T) {
	for _, ph := range phones {
		for _, n := range []int{8, 10, 15} {
			for _, bottom := range []art.Side{art.South, art.North} {
				name := fmt.Sprintf("%s %dx%d %v", ph.name, n, n, bottom)
				var z render.Zoom
				whole, zoomed := ZoomLayout(n, n, bottom, ph.area, ph.v.Scale, &z)
				if whole.Size >= render.MinTarget {
					if n > 8 {
						t.Errorf("%s: whole board squares %.1f: expected a crowded board", name, whole.Size)
					}
					continue
				}
				if !z.Zoomable() {
					t.Fatalf("%s: %.1f px squares are not zoomable", name, whole.Size)
				}
				if zoomed.Size < render.MinTarget {
					t.Errorf("%s: zoomed squares %.1f px, want ≥ %v", name, zoomed.Size, render.MinTarget)
				}
				if w, h := zoomed.Frame.W*ph.v.Scale, zoomed.Frame.H*ph.v.Scale; w > render.MaxTexture || h > render.MaxTexture {
					t.Errorf("%s: the static layer is %.0f×%.0f px", name, w, h)
				}
				z.ZoomInAt(ph.area.Centre())
				seen := map[Square]bool{}
				for _, q := range zoomed.Squares() {
					x, y := zoomed.Centre(q)
					o := z.Origin()
					z.CentreOn(x-o.X, y-o.Y)
					g := zoomed.Panned(&z)
					if !g.Visible(q) {
						t.Fatalf("%s: centred on %s, it is out of view", name, q)
					}
					for _, p := range g.Squares() {
						tx, ty, ok := g.Target(p.String())
						if !g.Visible(p) {
							if ok {
								t.Fatalf("%s: %s is out of view but named", name, p)
							}
							continue
						}
						seen[p] = true
						if got, hit := g.SquareAt(tx, ty); !ok || !hit || got != p || !ph.area.Contains(tx, ty) {
							t.Fatalf("%s: %s named at (%.1f, %.1f) hits %s, %v", name, p, tx, ty, got, hit)
						}
					}
				}
				if len(seen) != n*n {
					t.Errorf("%s: the pans show %d of %d squares", name, len(seen), n*n)
				}
				// Facing handles stay in view.
				g := zoomed.Panned(&z)
				for _, q := range g.Squares() {
					if !g.Visible(q) {
						continue
					}
					for f, r := range g.FacingHandles(q) {
						if r.W > 0 && !grow(r, -1e-9).In(ph.area) {
							t.Fatalf("%s: %s's %v handle %+v leaves the area", name, q, art.Facing(f), r)
						}
					}
				}
			}
		}
	}
}

// TestZoomedBoardPansWithoutRedrawing: a pan moves the static layer, and the board draws
// nothing outside its area.
func TestZoomedBoardPansWithoutRedrawing(t *testing.T) {
	ph := phones[1]
	var z render.Zoom
	_, zoomed := ZoomLayout(15, 15, art.South, ph.area, ph.v.Scale, &z)
	z.ZoomInAt(ph.area.Centre())
	s := NewScene(15, 15)
	s.Put(At(7, 7), napoleon.South, napoleon.Infantry, napoleon.DirN)
	b := New(loadFonts(t))
	w, h := ph.v.Physical()
	img := ebiten.NewImage(w, h)
	draw := func() {
		img.Fill(render.Background)
		g := zoomed.Panned(&z)
		b.Prepare(g, s)
		b.Draw(img, g, s)
	}
	draw()
	before := b.StaticRedraws()
	for _, d := range [][2]float64{{-30, 0}, {0, -45}, {17, 23}} {
		z.PanBy(d[0], d[1])
		draw()
	}
	if b.StaticRedraws() != before {
		t.Fatalf("three pans redrew the static layer %d times", b.StaticRedraws()-before)
	}
	for _, y := range []float64{ph.area.Y - 2, ph.area.Y + ph.area.H + 2} {
		for x := 5.0; x < ph.v.W; x += 40 {
			c := img.At(int(x*ph.v.Scale), int(y*ph.v.Scale))
			r, g, bb, _ := c.RGBA()
			br, bg, bbb, _ := render.Background.RGBA()
			if r != br || g != bg || bb != bbb {
				t.Fatalf("the zoomed board painted (%v, %v) outside its area", x, y)
			}
		}
	}
}
