package junqiboard

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"warboard/render"
	"warboard/render/junqipic"
	"warboard/rules/junqi"
)

// TestZoomedBoardDrawsInItsAreaAndPansWithoutRedrawing: a zoomed board paints nothing
// outside its area (the bars stay clean), a pan moves the cached printed board instead of
// printing it again, and what shows at a point's centre moves with the pan.
func TestZoomedBoardDrawsInItsAreaAndPansWithoutRedrawing(t *testing.T) {
	v := render.View{W: 390, H: 844, Scale: 3}
	area := render.Rect{X: 0, Y: 110, W: 390, H: 600}
	var z render.Zoom
	_, zoomed := ZoomLayout(junqi.FourCountry, junqi.South, area, v.Scale, &z)
	z.ZoomInAt(area.Centre())
	b := junqi.BoardOf(junqi.FourCountry)
	sc := junqipic.NewScene(junqi.FourCountry)
	c3, _ := b.PointByName("Sc3")
	sc.Pieces[c3] = junqipic.Piece{Present: true, Seat: junqi.South, Code: '9'}
	r := NewRenderer()
	w, h := v.Physical()
	screen := ebiten.NewImage(w, h)
	draw := func() *Geometry {
		screen.Fill(render.Background)
		g := zoomed.Panned(&z)
		r.Draw(screen, v, &g, &sc)
		return &g
	}
	draw()
	// Above and below the area: the background, untouched.
	for _, y := range []float64{area.Y - 2, area.Y + area.H + 2} {
		for x := 5.0; x < v.W; x += 40 {
			if got := pixelAt(screen, v.Scale, x, y); !near(got, render.Background, 2) {
				t.Fatalf("the zoomed board painted (%v, %v) outside its area: %v", x, y, got)
			}
		}
	}
	redraws := r.Redraws
	for _, d := range [][2]float64{{-30, 0}, {0, -45}, {17, 23}} {
		if !z.PanBy(d[0], d[1]) {
			t.Fatalf("pan %v did not move", d)
		}
		g := draw()
		if r.Redraws != redraws {
			t.Fatalf("a pan printed the board again (%d redraws, want %d)", r.Redraws, redraws)
		}
		if g.Visible(c3) {
			x, y := g.Centre(c3)
			tr := g.TileRect(c3)
			if got := pixelAt(screen, v.Scale, tr.X+1.5, y+g.TileH*0.1); !near(got, styleOf(junqi.South).base, 40) {
				t.Errorf("after a pan the tile at (%.0f, %.0f) shows %v, want South's colour", x, y, got)
			}
		}
	}
	// A new zoom level prints it once more.
	var z2 render.Zoom
	_, bigger := ZoomLayout(junqi.FourCountry, junqi.South, render.Rect{X: 0, Y: 110, W: 360, H: 500}, v.Scale, &z2)
	z2.ZoomInAt(180, 300)
	g := bigger.Panned(&z2)
	r.Draw(screen, v, &g, &sc)
	if r.Redraws != redraws+1 {
		t.Fatalf("a new size printed the board %d times, want once", r.Redraws-redraws)
	}
	// Back to the first size (Whole board and Zoom in, back and forth): the spare picture.
	draw()
	if r.Redraws != redraws+1 {
		t.Fatalf("going back to the previous size printed the board again")
	}
}
