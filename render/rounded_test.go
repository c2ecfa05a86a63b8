package render

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

func rgbaAt(img *ebiten.Image, x, y int) color.RGBA {
	return color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)
}

// TestRoundedRect: the shape's inside is filled once (a translucent fill the same
// everywhere, not blended twice where the pieces meet), its corners are cut round and
// smooth, nothing spills outside, and a border lies on the edge.
func TestRoundedRect(t *testing.T) {
	dst := ebiten.NewImage(80, 60)
	half := color.RGBA{0x80, 0, 0, 0x80} // translucent red, premultiplied
	roundedRect(dst, Rect{10, 10, 40, 30}, 8, 0, half, nil)
	for y := 10; y < 40; y++ {
		for x := 10; x < 50; x++ {
			inCorner := (x < 18 || x >= 42) && (y < 18 || y >= 32)
			if got := rgbaAt(dst, x, y); !inCorner && got != half {
				t.Fatalf("(%d,%d) = %v, want %v everywhere outside the corners", x, y, got, half)
			}
		}
	}
	if got := rgbaAt(dst, 10, 10); got.A > 0x10 {
		t.Errorf("the corner pixel is filled: %v", got)
	}
	if got := rgbaAt(dst, 14, 14); got != half {
		t.Errorf("inside the rounded corner: %v", got)
	}
	partial := 0
	for x := 10; x < 18; x++ {
		if a := rgbaAt(dst, x, 11).A; a > 0 && a < 0x80 {
			partial++
		}
	}
	if partial == 0 {
		t.Error("the corner's edge has no partly covered pixel: not anti-aliased")
	}
	for _, p := range [][2]int{{9, 20}, {50, 20}, {30, 9}, {30, 40}} {
		if got := rgbaAt(dst, p[0], p[1]); got.A != 0 {
			t.Errorf("(%d,%d) outside the shape = %v", p[0], p[1], got)
		}
	}

	dst.Clear()
	fill, edge := color.RGBA{0, 0, 0xff, 0xff}, color.RGBA{0xff, 0xff, 0xff, 0xff}
	roundedRect(dst, Rect{10, 10, 40, 30}, 8, 2, fill, edge)
	for _, p := range [][2]int{{30, 9}, {30, 10}, {9, 25}, {50, 25}, {30, 40}} {
		if got := rgbaAt(dst, p[0], p[1]); got != edge {
			t.Errorf("border pixel (%d,%d) = %v, want %v", p[0], p[1], got, edge)
		}
	}
	if got := rgbaAt(dst, 30, 25); got != fill {
		t.Errorf("inside the border = %v, want %v", got, fill)
	}
	if got := rgbaAt(dst, 8, 25); got.A != 0 {
		t.Errorf("the border spills out: %v", got)
	}
	// Degenerate sizes draw nothing or a disc, never panic.
	roundedRect(dst, Rect{0, 0, 0, 10}, 4, 1, fill, edge)
	roundedRect(dst, Rect{60, 40, 10, 10}, 50, 0, fill, nil)
	if got := rgbaAt(dst, 65, 45); got != fill {
		t.Errorf("centre of a disc = %v", got)
	}
}
