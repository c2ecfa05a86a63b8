package render

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// The font's outlines are CFF (cubic curves); this checks Ebitengine turns them into pixels.
func TestFontDrawsCJKAndLatin(t *testing.T) {
	fonts, err := LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"军棋", "Napoléon"} {
		v := View{W: 200, H: 60, Scale: 2}
		w, h := v.Physical()
		img := ebiten.NewImage(w, h)
		p := Painter{Dst: img, View: v, Fonts: fonts}
		p.Clear()
		p.Text(s, 32, v.Bounds(), AlignCentre, TextColour)
		ink := 0
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				if near(img.At(x, y), TextColour) {
					ink++
				}
			}
		}
		// A 32 px line of two or more glyphs at 2× covers far more than 300 physical pixels.
		if ink < 300 {
			t.Errorf("%q drew %d text-coloured pixels; glyphs are not rendering", s, ink)
		}
		if fonts.Width(s, 32) <= 0 {
			t.Errorf("%q has no width", s)
		}
	}
}

func TestTextShrinksToFit(t *testing.T) {
	fonts, err := LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	s := "Napoleon Strategy"
	if got := fonts.FitSize(s, 28, 1000); got != 28 {
		t.Errorf("FitSize with room = %v, want 28", got)
	}
	got := fonts.FitSize(s, 28, 100)
	if got >= 28 || fonts.Width(s, got) > 100.5 {
		t.Errorf("FitSize into 100 px = %v (width %.1f), want it to fit", got, fonts.Width(s, got))
	}
}

func near(c color.Color, want color.RGBA) bool {
	r, g, b, _ := c.RGBA()
	d := func(a uint32, w uint8) int {
		x := int(a>>8) - int(w)
		if x < 0 {
			return -x
		}
		return x
	}
	return d(r, want.R)+d(g, want.G)+d(b, want.B) < 24
}
