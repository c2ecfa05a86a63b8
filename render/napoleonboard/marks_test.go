package napoleonboard

import (
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"warboard/render"
	"warboard/render/art"
	"warboard/render/ebitentest"
	"warboard/rules/napoleon"
)

func TestNewSceneRestsNothing(t *testing.T) {
	if s := NewScene(8, 8); s.Resting != NoSquare {
		t.Errorf("a new scene rests %v, want NoSquare", s.Resting)
	}
}

// The resting piece wears its badge, in both orientations and on phone and desktop squares;
// a resting square with no piece on it, or off the board, draws nothing.
func TestRestingPieceIsMarked(t *testing.T) {
	for _, v := range []render.View{{W: 360, H: 640, Scale: 3}, {W: 1280, H: 800, Scale: 1}} {
		for _, bottom := range []art.Side{art.South, art.North} {
			s := NewScene(8, 8)
			q := At(3, 1) // d2
			s.Put(q, napoleon.South, napoleon.Cavalry, 0)
			s.Put(At(4, 6), napoleon.North, napoleon.Infantry, 0)
			b := New(loadFonts(t))
			g := Layout(8, 8, bottom, boardArea(v), v.Scale)
			b.Prepare(g, s)
			w, h := v.Physical()
			plain := ebiten.NewImage(w, h)
			b.Draw(plain, g, s)

			s.Resting = q
			marked := ebiten.NewImage(w, h)
			b.Draw(marked, g, s)

			cx, cy, r := g.RestBadge(q)
			if r < 6 || !render.Rect.In(render.Rect{X: cx - r, Y: cy - r, W: 2 * r, H: 2 * r}, g.SquareRect(q)) {
				t.Errorf("%v %s: badge r=%.1f at %.1f,%.1f is not inside d2 %+v", v, bottom, r, cx, cy, g.SquareRect(q))
			}
			// Between the hourglass and the rim lies the badge's dark fill.
			if c := at(marked, v.Scale, cx-r*0.75, cy); !close3(c, restFill) {
				t.Errorf("%v %s: the badge's fill is %v, want %v", v, bottom, c, restFill)
			}
			if c := at(plain, v.Scale, cx-r*0.75, cy); close3(c, restFill) {
				t.Errorf("%v %s: d2 looks marked without a resting piece", v, bottom)
			}
			// The hourglass's sand, just above the bottom bar.
			if c := at(marked, v.Scale, cx, cy+r*0.5); !close3(c, restSand) {
				t.Errorf("%v %s: the hourglass's sand is %v, want %v", v, bottom, c, restSand)
			}
			if bottom == art.South && v.Scale == 3 {
				writePNG(t, filepath.Join(ebitentest.ArtefactsDir(t), "napoleonboard-resting-phone.png"), marked)
			}

			for _, empty := range []Square{At(5, 3), At(9, 9), NoSquare} {
				s.Resting = empty
				img := ebiten.NewImage(w, h)
				b.Draw(img, g, s)
				if string(pixels1(img)) != string(pixels1(plain)) {
					t.Errorf("%v %s: resting on %v (no piece) changed the picture", v, bottom, empty)
				}
				img.Deallocate()
			}
			plain.Deallocate()
			marked.Deallocate()
		}
	}
}
