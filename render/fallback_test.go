package render

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

// aliasFace draws one character the embedded font lacks (龘) as another it has (军), and
// admits lacking every other: a fallback face as the platform offers one.
type aliasFace struct{ font.Face }

func (a aliasFace) map1(r rune) (rune, bool) { return '军', r == '龘' }

func (a aliasFace) GlyphAdvance(r rune) (fixed.Int26_6, bool) {
	if m, ok := a.map1(r); ok {
		return a.Face.GlyphAdvance(m)
	}
	return 0, false
}

func (a aliasFace) GlyphBounds(r rune) (fixed.Rectangle26_6, fixed.Int26_6, bool) {
	m, _ := a.map1(r)
	return a.Face.GlyphBounds(m)
}

func (a aliasFace) Glyph(dot fixed.Point26_6, r rune) (image.Rectangle, image.Image, image.Point, fixed.Int26_6, bool) {
	m, _ := a.map1(r)
	return a.Face.Glyph(dot, m)
}

// A character the embedded font lacks is measured and drawn from the fallback face when
// there is one, and is the missing-glyph box without; the font's own characters do not
// change.
func TestFallbackFaceForMissingCharacters(t *testing.T) {
	fonts, err := LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	const without, with = 31.5, 33.25 // two sizes: a face asks for its fallback once
	ink := func(s string, size float64) int {
		v := View{W: 120, H: 60, Scale: 1}
		w, h := v.Physical()
		img := ebiten.NewImage(w, h)
		p := Painter{Dst: img, View: v, Fonts: fonts}
		p.Clear()
		p.Text(s, size, v.Bounds(), AlignCentre, TextColour)
		n := 0
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				if near(img.At(x, y), TextColour) {
					n++
				}
			}
		}
		return n
	}
	if a, b := ink("龘", without), ink("军", without); a == b {
		t.Fatalf("without a fallback 龘 drew as 军 (%d pixels): is 龘 in the font now?", a)
	}
	SetFallback(func(size float64) font.Face { return aliasFace{fonts.newFace(size)} })
	defer SetFallback(nil)
	if got, want := fonts.Width("龘", with), fonts.Width("军", with); got != want {
		t.Fatalf("龘 from the fallback is %v wide, want 军's %v", got, want)
	}
	if got, want := fonts.Width("军A", with), fonts.Width("军", with)+fonts.Width("A", with); got > want+1 || got < want-1 {
		t.Fatalf("the font's own text changed: %v, want about %v", got, want)
	}
	if a, b := ink("龘", with), ink("军", with); a != b || a == 0 {
		t.Fatalf("龘 drew %d pixels, 军 %d", a, b)
	}
}
