package render

import (
	"image"
	"image/color"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	textv2 "github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
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

// TestFontsShareFaces: one parsed font for every caller, and one face per quarter pixel of
// size, so glyph caches are shared; the cache stays bounded however many sizes are asked for.
func TestFontsShareFaces(t *testing.T) {
	a, err := LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	b, _ := LoadFonts()
	if a != b {
		t.Fatal("LoadFonts parsed the font again")
	}
	if a.Face(20) != a.Face(20.1) {
		t.Error("20 and 20.1 px got different faces")
	}
	if a.Face(20) == a.Face(20.5) {
		t.Error("20 and 20.5 px share a face")
	}
	if a.GlyphFace(20) != a.GlyphFace(20.05) {
		t.Error("GlyphFace: 20 and 20.05 px got different faces")
	}
	for i := range 3 * maxFaces {
		a.Face(8 + float64(i)/2)
	}
	a.mu.Lock()
	n := len(a.faces)
	a.mu.Unlock()
	if n > maxFaces {
		t.Errorf("%d faces cached, bound %d", n, maxFaces)
	}
}

// TestGlyphFaceDrawsOnTheCPU: the faces for CPU-drawn pictures (the Junqi tiles) render
// Chinese, and as wide as TextFace measures the same text.
func TestGlyphFaceDrawsOnTheCPU(t *testing.T) {
	fonts, err := LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	img := image.NewRGBA(image.Rect(0, 0, 120, 50))
	f := fonts.GlyphFace(32)
	d := font.Drawer{Dst: img, Src: image.White, Face: f, Dot: fixed.P(4, 38)}
	d.DrawString("司令")
	ink := 0
	for i := 3; i < len(img.Pix); i += 4 {
		if img.Pix[i] > 128 {
			ink++
		}
	}
	if ink < 200 {
		t.Errorf("司令 at 32 px inked %d pixels", ink)
	}
	cpu := float64(font.MeasureString(f, "司令")) / 64
	if gpu := fonts.Width("司令", 32); math.Abs(cpu-gpu) > 0.5 {
		t.Errorf("司令 at 32 px: %.2f px wide on the CPU, %.2f px by text/v2", cpu, gpu)
	}
}

// TestTextFaceDrawsLikeTextV2: TextFace replaces Ebitengine's text/v2 (kept out of the
// bundle, only this test imports it) and must draw the very same pixels as text/v2's Draw
// through a GoXFace did: every size class of sub-pixel steps, both alignments, kerning,
// Chinese, accents, line breaks, a missing glyph and broken UTF-8; and measure the same.
func TestTextFaceDrawsLikeTextV2(t *testing.T) {
	fonts, err := LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	texts := []string{"军棋 Napoléon", "AV Wa To «Stratégie»", "司令\n军长", "a\r\nb\u2028c\n", "x\uE000y", "bad\xffutf8", "\n", " "}
	sizes := []float64{9, 13.25, 22, 37.5, 64, 90}
	for _, size := range sizes {
		ours := fonts.Face(size)
		theirs := textv2.NewGoXFace(fonts.newFace(quantise(size)))
		for _, s := range texts {
			if a, b := ours.Advance(s), textv2.Advance(s, theirs); a != b {
				t.Errorf("%q at %v px: advance %v, text/v2 %v", s, size, a, b)
			}
			for _, centre := range []bool{false, true} {
				for _, dx := range []float64{0, 0.3, 0.61} {
					w, h := int(size*16), int(size*4)
					a, b := ebiten.NewImage(w, h), ebiten.NewImage(w, h)
					var at ebiten.GeoM
					at.Translate(float64(w)/2+dx, float64(h)/2+dx/2)
					var cs ebiten.ColorScale
					cs.ScaleWithColor(color.RGBA{0xd0, 0x40, 0x20, 0xff})
					ours.Draw(a, s, centre, at, cs)
					op := &textv2.DrawOptions{}
					op.SecondaryAlign = textv2.AlignCenter
					if centre {
						op.PrimaryAlign = textv2.AlignCenter
					}
					op.GeoM, op.ColorScale = at, cs
					textv2.Draw(b, s, theirs, op)
					pa, pb := make([]byte, 4*w*h), make([]byte, 4*w*h)
					a.ReadPixels(pa)
					b.ReadPixels(pb)
					ink := 0
					for i := range pa {
						if pa[i] != pb[i] {
							t.Fatalf("%q at %v px (centre %v, +%v): pixel %d differs from text/v2's", s, size, centre, dx, i/4)
						}
						if pa[i] != 0 {
							ink++
						}
					}
					if ink == 0 && s != "\n" && s != " " {
						t.Errorf("%q at %v px drew nothing", s, size)
					}
				}
			}
		}
	}
}

func TestSplitLines(t *testing.T) {
	for in, want := range map[string][]string{
		"": nil, "a": {"a"}, "a\n": {"a"}, "\n": {""}, "a\n\nb": {"a", "", "b"},
		"a\r\nb\rc\vd\fe\u0085f\u2028g\u2029h": {"a", "b", "c", "d", "e", "f", "g", "h"},
	} {
		if got := splitLines(in); !slices.Equal(got, want) {
			t.Errorf("splitLines(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestFitNeverShrinksBelowTheFloor: a text asked for at a readable size shrinks to fit its
// width down to MinTextSize, then wraps onto the lines the box holds, then is elided; every
// line fits the width. A text asked for smaller (a board label) still shrinks freely.
func TestFitNeverShrinksBelowTheFloor(t *testing.T) {
	fonts, err := LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	long := "Demander à reprendre le dernier coup joué par Sud"
	check := func(name string, lines []string, at, width float64) {
		t.Helper()
		for _, l := range lines {
			if w := fonts.Width(l, at); w > width+0.5 {
				t.Errorf("%s: %q is %.1f wide in %.0f", name, l, w, width)
			}
		}
	}
	// fits at its size: one line, untouched
	if lines, at := fonts.Fit("OK", 17, 200, 44); len(lines) != 1 || at != 17 {
		t.Fatalf("a short text: %q at %v", lines, at)
	}
	// a little too wide: shrunk, still one line, not below the floor
	w := fonts.Width(long, 17) * 0.9
	if lines, at := fonts.Fit(long, 17, w, 44); len(lines) != 1 || at < MinTextSize || at >= 17 {
		t.Fatalf("slightly too wide: %q at %v", lines, at)
	} else {
		check("shrunk", lines, at, w)
	}
	// far too wide for one line at the floor: two lines at the floor in a button's height
	w = fonts.Width(long, MinTextSize) * 0.6
	lines, at := fonts.Fit(long, 17, w, 44)
	if at != MinTextSize || len(lines) != 2 {
		t.Fatalf("too wide: %q at %v, want two lines at %v", lines, at, MinTextSize)
	}
	check("wrapped", lines, at, w)
	// one line's height only: elided with "…"
	lines, at = fonts.Fit(long, 17, w, MinTextSize*1.2)
	if at != MinTextSize || len(lines) != 1 || lines[0][len(lines[0])-len("…"):] != "…" {
		t.Fatalf("one line: %q at %v, want one elided line", lines, at)
	}
	check("elided", lines, at, w)
	// three lines' worth in two lines' height: the second line elided
	w = fonts.Width(long, MinTextSize) * 0.35
	lines, _ = fonts.Fit(long, 20, w, 2*MinTextSize*FitLineH)
	if len(lines) != 2 || lines[1][len(lines[1])-len("…"):] != "…" {
		t.Fatalf("two lines of more: %q", lines)
	}
	check("two elided", lines, MinTextSize, w)
	// a board label asked for small shrinks as before
	if lines, at := fonts.Fit("10", 9, fonts.Width("10", 9)/2, 10); len(lines) != 1 || at >= 9 {
		t.Fatalf("a small label: %q at %v", lines, at)
	}
	if got := fonts.Elide("abc", 14, 1000); got != "abc" {
		t.Fatalf("Elide of a text that fits: %q", got)
	}
}

// TestWatchCutsListsEveryCutText: the check WatchCuts returns is nil while every text fits
// (shrunk or wrapped is fine), and lists a text cut short with "…" once, however often it
// was drawn so.
func TestWatchCutsListsEveryCutText(t *testing.T) {
	fonts, err := LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	defer func(h func(Cut)) { CutHook = h }(CutHook)
	check := WatchCuts()
	long := "Demander à reprendre le dernier coup joué par Sud"
	fonts.Fit(long, 17, fonts.Width(long, MinTextSize)*0.6, 44) // wrapped onto two lines
	fonts.Fit("OK", 17, 200, 44)
	if err := check(); err != nil {
		t.Fatalf("nothing was cut, yet: %v", err)
	}
	for i := 0; i < 3; i++ {
		fonts.Fit(long, 17, 60, MinTextSize*1.2)
	}
	err = check()
	if err == nil {
		t.Fatal("a text drawn cut short three times: no error")
	}
	if got := strings.Count(err.Error(), "Demander"); got != 1 {
		t.Errorf("the cut text is listed %d times, want once: %v", got, err)
	}
}
