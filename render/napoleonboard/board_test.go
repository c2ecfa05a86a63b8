package napoleonboard

import (
	"bytes"
	"image"
	"image/color"
	"math"
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"warboard/render"
	"warboard/render/art"
	"warboard/render/ebitentest"
	"warboard/rules/napoleon"
)

func pixels1(img *ebiten.Image) []byte {
	b := img.Bounds()
	buf := make([]byte, 4*b.Dx()*b.Dy())
	img.ReadPixels(buf)
	return buf
}

// With a small budget the first frame draws stand-ins; frames later the picture is exactly
// the one a fully prepared board draws, and only art of the current size is kept.
func TestBudgetedFramesConverge(t *testing.T) {
	v := render.View{W: 500, H: 500, Scale: 2}
	ns := testScenes(t)[0]
	g := Layout(ns.scene.W, ns.scene.H, ns.bottom, boardArea(v), v.Scale)

	want := screenshot(t, New(loadFonts(t)), v, ns)
	defer want.Deallocate()

	b := New(loadFonts(t))
	b.Budget = time.Nanosecond // one picture per frame
	w, h := v.Physical()
	img := ebiten.NewImage(w, h)
	defer img.Deallocate()
	frames := 0
	for ; frames < 200; frames++ {
		img.Fill(render.Background)
		b.Draw(img, g, ns.scene)
		if frames == 0 {
			if !b.Pending() {
				t.Fatal("the first frame with a tiny budget made every picture")
			}
			// What a player sees for a frame or two after a resize.
			writePNG(t, filepath.Join(ebitentest.ArtefactsDir(t), "napoleonboard-first-frame.png"), img)
		}
		if !b.Pending() {
			break
		}
	}
	if b.Pending() {
		t.Fatalf("still pending after %d frames", frames)
	}
	t.Logf("converged after %d frames", frames+1)
	if !bytes.Equal(pixels1(img), pixels1(want)) {
		t.Error("the converged frame differs from the prepared one")
	}

	// Resize: stand-ins come from the old size, which is forgotten once the new art is made.
	g2 := Layout(ns.scene.W, ns.scene.H, ns.bottom, render.Rect{W: 300, H: 300}, v.Scale)
	b.Draw(img, g2, ns.scene)
	for i := 0; i < 200 && b.Pending(); i++ {
		b.Draw(img, g2, ns.scene)
	}
	px := pixels(g2)
	for k := range b.art.imgs {
		if k.size != px {
			t.Errorf("after the resize the cache still holds %+v (size %d, want %d)", k, k.size, px)
		}
	}
}

// at is the colour of the physical pixel under logical (x, y).
func at(img *ebiten.Image, v float64, x, y float64) color.RGBA {
	return img.At(int(x*v), int(y*v)).(color.RGBA)
}

func close3(c color.RGBA, want color.NRGBA) bool {
	d := func(a, b uint8) int {
		if a > b {
			return int(a - b)
		}
		return int(b - a)
	}
	return d(c.R, want.R)+d(c.G, want.G)+d(c.B, want.B) < 40
}

// Highlights land on the squares the geometry names, in both orientations.
func TestHighlightsLandOnTheirSquares(t *testing.T) {
	v := render.View{W: 480, H: 480, Scale: 2}
	for _, bottom := range []art.Side{art.South, art.North} {
		s := NewScene(8, 8)
		s.Selected = At(2, 1) // c2
		s.Targets = []Target{{Sq: At(6, 5), Kind: CaptureAt}}
		s.Put(At(6, 5), napoleon.North, napoleon.Infantry, 0)
		b := New(loadFonts(t))
		g := Layout(8, 8, bottom, boardArea(v), v.Scale)
		w, h := v.Physical()
		img := ebiten.NewImage(w, h)
		b.Prepare(g, s)
		b.Draw(img, g, s)
		r := g.SquareRect(At(2, 1))
		if c := at(img, v.Scale, r.X+1, r.Y+r.H/2); !close3(c, selectEdge) {
			t.Errorf("%s: left edge of c2 is %v, want the selection's %v", bottom, c, selectEdge)
		}
		// The capture ring crosses the middle of g6's left side... at 5% of a square in.
		r = g.SquareRect(At(6, 5))
		if c := at(img, v.Scale, r.X+r.W*0.05, r.Y+r.H/2); !close3(c, captureRing) {
			t.Errorf("%s: the ring on g6 is %v, want %v", bottom, c, captureRing)
		}
		// A square with nothing on it shows no selection colour.
		r = g.SquareRect(At(5, 1))
		if c := at(img, v.Scale, r.X+1, r.Y+r.H/2); close3(c, selectEdge) {
			t.Errorf("%s: f2 looks selected", bottom)
		}
		img.Deallocate()
	}
}

// Odd inputs draw without panicking: a nil scene, a zero geometry, squares off the board.
func TestDrawOddInputs(t *testing.T) {
	b := New(nil)
	img := ebiten.NewImage(100, 100)
	defer img.Deallocate()
	b.Draw(img, Geometry{}, NewScene(8, 8))
	g := Layout(8, 8, art.South, render.Rect{W: 100, H: 100}, 1)
	b.Draw(img, g, nil)
	s := NewScene(8, 8)
	s.Selected = At(12, 12)
	s.Targets = []Target{{Sq: At(14, 3), Kind: CaptureAt}, {Sq: NoSquare, Kind: MoveTo}}
	s.PushLandings = []Square{NoSquare, At(9, 9)}
	s.Last = LastMove{From: At(13, 0), To: NoSquare, Push: At(0, 14)}
	s.ShowLOS = true
	s.Sights = []Sight{{Cannon: NoSquare, Squares: []Square{At(1, 1)}}, {Cannon: At(1, 1)}}
	s.Zones = [napoleon.NumSeats]int{99, -3, 99, -3}
	s.TurnCannon = true
	s.Pieces[At(3, 3)] = Piece{Present: true, Side: 7, Kind: 9, Facing: 200}
	b.Draw(img, g, s)
	s.Selected = At(3, 3)
	b.Draw(img, g, s)
}

// BenchmarkDraw is one frame of an 8×8 mid-game with highlights and lines of sight on a
// tablet, art already made: the per-frame cost.
func BenchmarkDraw(b *testing.B) {
	benchDraw(b, render.View{W: 768, H: 1024, Scale: 2}, 0)
}

// BenchmarkDrawWaterloo15 is a frame of the 15×15 board with 120 pieces on a phone.
func BenchmarkDrawWaterloo15(b *testing.B) {
	benchDraw(b, render.View{W: 360, H: 640, Scale: 3}, 4)
}

// BenchmarkDrawGiant32Desktop is a frame of the 32×32 board with 120 pieces, terrain, a
// selection and every line of sight, whole on a desktop window (issue 12).
func BenchmarkDrawGiant32Desktop(b *testing.B) {
	benchDraw(b, render.View{W: 1280, H: 800, Scale: 1}, giantScene)
}

// BenchmarkDrawGiant32Phone is the same frame whole on a phone (squares of about 10 px:
// the game zooms in for play).
func BenchmarkDrawGiant32Phone(b *testing.B) {
	benchDraw(b, render.View{W: 360, H: 640, Scale: 3}, giantScene)
}

// BenchmarkDrawGiant32DesktopNoSight is that frame with the lines of sight hidden (the
// "Sight" button off, as play starts): the selection and last move stay.
func BenchmarkDrawGiant32DesktopNoSight(b *testing.B) {
	benchDraw(b, render.View{W: 1280, H: 800, Scale: 1}, -giantScene)
}

// benchDraw draws test scene number scene (negative: that scene with its lines of sight
// hidden).
func benchDraw(b *testing.B, v render.View, scene int) {
	ns := testScenes(b)[max(scene, -scene)]
	if scene < 0 {
		ns.scene.ShowLOS, ns.scene.Sights = false, nil
	}
	w, h := v.Physical()
	img := ebiten.NewImage(w, h)
	defer img.Deallocate()
	bd := New(loadFonts(b))
	g := Layout(ns.scene.W, ns.scene.H, ns.bottom, boardArea(v), v.Scale)
	bd.Prepare(g, ns.scene)
	bd.Draw(img, g, ns.scene)
	// The tests run inside one Update, so no frame ever ends: flush Ebitengine's command
	// queue after every Draw, untimed, as the end of a frame would. The time is then what
	// Draw costs the game loop's CPU, not the GPU's work (software rendering under Xvfb).
	corner := img.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image)
	buf := make([]byte, 4)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		bd.Draw(img, g, ns.scene)
		b.StopTimer()
		corner.ReadPixels(buf)
		b.StartTimer()
	}
}

// BenchmarkRegenerateTablet makes every picture an 8×8 mid-game needs on a tablet (squares
// of 176 physical pixels): what a resize costs, spread over frames by the budget.
func BenchmarkRegenerateTablet(b *testing.B) {
	v := render.View{W: 768, H: 1024, Scale: 2}
	ns := testScenes(b)[0]
	g := Layout(ns.scene.W, ns.scene.H, ns.bottom, boardArea(v), v.Scale)
	b.ReportMetric(float64(pixels(g)), "px/square")
	for i := 0; i < b.N; i++ {
		bd := New(loadFonts(b))
		bd.Prepare(g, ns.scene)
		b.StopTimer()
		for _, img := range bd.art.imgs {
			img.Deallocate()
		}
		b.StartTimer()
	}
}

// BenchmarkRegenerateTabletEverything makes every piece (both sides, every kind, every cannon
// facing) and every tile variant of one skin at tablet size.
func BenchmarkRegenerateTabletEverything(b *testing.B) {
	v := render.View{W: 768, H: 1024, Scale: 2}
	g := Layout(8, 8, art.South, boardArea(v), v.Scale)
	px := pixels(g)
	for i := 0; i < b.N; i++ {
		c := newArtCache()
		c.unlimited = true
		for side := art.South; side <= art.North; side++ {
			for _, k := range art.PieceKinds {
				for f := art.FacingN; f <= art.FacingNW; f++ {
					if f > 0 && !k.HasFacing() {
						break
					}
					c.get(artKey{side: side, kind: k, facing: f, size: px})
				}
			}
		}
		for _, k := range art.TerrainKinds {
			for _, dark := range []bool{false, true} {
				for v := 0; v < 4; v++ {
					c.get(artKey{tile: true, terrain: k, dark: dark, variant: v, size: px})
				}
			}
		}
		b.StopTimer()
		for _, img := range c.imgs {
			img.Deallocate()
		}
		b.StartTimer()
	}
}

// TestWaterlooMiddleLinesShowTheirArmies: in Waterloo the rank middle line is dashed in
// South's and North's colours and the file line in East's and West's, so each army sees
// which line it counts across; a two-army board keeps its one red line.
func TestWaterlooMiddleLinesShowTheirArmies(t *testing.T) {
	v := render.View{W: 640, H: 640, Scale: 1}
	for _, waterloo := range []bool{true, false} {
		s := NewScene(16, 16)
		s.Waterloo = waterloo
		b := New(loadFonts(t))
		g := Layout(16, 16, art.South, boardArea(v), v.Scale)
		w, h := v.Physical()
		img := ebiten.NewImage(w, h)
		b.Prepare(g, s)
		b.Draw(img, g, s)
		found := map[color.RGBA]bool{}
		a, c := g.SquareRect(At(0, 7)), g.SquareRect(At(0, 8)) // ranks 8 and 9: the line between
		y := (math.Min(a.Y, c.Y) + math.Max(a.Y, c.Y) + g.Size) / 2
		for x := g.Board.X + 1; x < g.Board.X+g.Board.W-1; x++ {
			found[at(img, v.Scale, x, y)] = true
		}
		south, north := sideColour(s.Skin(), art.South), sideColour(s.Skin(), art.North)
		has := func(want color.NRGBA) bool {
			for c := range found {
				if close3(c, want) {
					return true
				}
			}
			return false
		}
		if waterloo && (!has(south) || !has(north)) {
			t.Errorf("Waterloo: the rank middle line lacks South's %v or North's %v (found %d colours)", south, north, len(found))
		}
		if !waterloo && (has(south) || !has(middleCore)) {
			t.Errorf("two armies: the middle line is not the one red line")
		}
		img.Deallocate()
	}
}
