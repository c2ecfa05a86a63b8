package junqiboard

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"warboard/render"
	"warboard/render/junqipic"
	"warboard/rules/junqi"
)

// BenchmarkDrawFourCountry is one frame of a full four-country board at 1280×800: the
// cached surface, about 100 tiles and the highlights. The GPU work is flushed every frame
// by reading one pixel back.
func BenchmarkDrawFourCountry(b *testing.B) {
	benchDraw(b, func() junqipic.Scene {
		cfg := junqi.DefaultConfig(junqi.FourCountry, junqi.Open)
		s, _ := newState(b, cfg, 2)
		v := s.View(junqi.South)
		sc := junqipic.NewScene(junqi.FourCountry)
		sc.SetView(&v)
		selectLongestRail(&s, &sc)
		return sc
	}())
}

// BenchmarkDrawSeatMarks is a frame of a dark four-country game in which every seat has
// moved, at 1280×800: without the quiet marks of the earlier seats' moves, and with them
// (three seats: six more sprites).
func BenchmarkDrawSeatMarks(b *testing.B) {
	sc, _ := fourFreeForAll(b)
	b.Run("without", func(b *testing.B) {
		plain := sc
		plain.SeatLast = [4]junqipic.Move{junqipic.NoMove, junqipic.NoMove, junqipic.NoMove, junqipic.NoMove}
		benchDraw(b, plain)
	})
	b.Run("with", func(b *testing.B) { benchDraw(b, sc) })
}

// BenchmarkDrawTwoPlayer is one frame of the mid-game two-player board at 768×1024@2.
func BenchmarkDrawTwoPlayer(b *testing.B) {
	sc, _ := openMidGame(b)
	benchDrawAt(b, sc, render.View{W: 768, H: 1024, Scale: 2})
}

func benchDraw(b *testing.B, sc junqipic.Scene) {
	benchDrawAt(b, sc, render.View{W: 1280, H: 800, Scale: 1})
}

func benchDrawAt(b *testing.B, sc junqipic.Scene, v render.View) {
	r := NewRenderer()
	w, h := v.Physical()
	screen := ebiten.NewImage(w, h)
	g := Layout(sc.Board, junqi.South, v.Bounds())
	probe := ebiten.NewImage(1, 1)
	r.Draw(screen, v, &g, &sc) // fills the caches
	b.Run("cpu", func(b *testing.B) {
		// Building the frame's draw commands, as the game loop pays for it.
		for i := 0; i < b.N; i++ {
			screen.Fill(render.Background)
			r.Draw(screen, v, &g, &sc)
		}
		flush(screen, probe)
	})
	b.Run("flushed", func(b *testing.B) {
		// The same, waiting for the GPU (here Xvfb's software renderer) to finish it.
		for i := 0; i < b.N; i++ {
			screen.Fill(render.Background)
			r.Draw(screen, v, &g, &sc)
			flush(screen, probe)
		}
	})
}

// flush waits until the screen's drawing is done, by reading back one pixel that depends
// on it (reading the screen itself would copy all of it).
func flush(screen, probe *ebiten.Image) {
	op := &ebiten.DrawImageOptions{}
	probe.DrawImage(screen.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image), op)
	var px [4]byte
	probe.ReadPixels(px[:])
}

// BenchmarkFirstDraw is a frame after a resize: the surface and the tiles are redrawn.
func BenchmarkFirstDraw(b *testing.B) {
	sc, _ := openMidGame(b)
	v := render.View{W: 768, H: 1024, Scale: 2}
	w, h := v.Physical()
	screen := ebiten.NewImage(w, h)
	g := Layout(sc.Board, junqi.South, v.Bounds())
	probe := ebiten.NewImage(1, 1)
	for i := 0; i < b.N; i++ {
		r := NewRenderer()
		r.Draw(screen, v, &g, &sc)
		flush(screen, probe)
	}
}
