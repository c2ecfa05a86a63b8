package icons

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"testing"
)

// The committed PNGs must be what the drawing code produces today, so the
// source of every icon stays this package.
func TestCommittedIconsMatchDrawing(t *testing.T) {
	for _, f := range Files {
		file, err := os.Open(f.Name)
		if err != nil {
			t.Fatalf("%v (run: go generate ./web/icons)", err)
		}
		img, err := png.Decode(file)
		file.Close()
		if err != nil {
			t.Fatalf("%s: %v", f.Name, err)
		}
		want := Draw(f.Size, f.Style)
		if img.Bounds() != want.Bounds() {
			t.Fatalf("%s is %v, want %v", f.Name, img.Bounds(), want.Bounds())
		}
		for y := 0; y < f.Size; y++ {
			for x := 0; x < f.Size; x++ {
				got := color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)
				if got != want.NRGBAAt(x, y) {
					t.Fatalf("%s differs from Draw at (%d,%d): %v vs %v (run: go generate ./web/icons)", f.Name, x, y, got, want.NRGBAAt(x, y))
				}
			}
		}
	}
}

func TestStyles(t *testing.T) {
	const n = 64
	rounded, full, mask := Draw(n, Rounded), Draw(n, FullBleed), Draw(n, Maskable)
	if a := rounded.NRGBAAt(0, 0).A; a != 0 {
		t.Errorf("rounded icon corner alpha %d, want transparent", a)
	}
	for _, img := range []*image.NRGBA{full, mask} {
		if c := img.NRGBAAt(0, 0); c != Ground {
			t.Errorf("full-bleed corner %v, want the ground colour %v", c, Ground)
		}
	}
	// Everything but the ground must sit inside the maskable safe circle.
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			dx, dy := float64(x)+0.5-n/2, float64(y)+0.5-n/2
			if dx*dx+dy*dy > (0.4*n)*(0.4*n) && mask.NRGBAAt(x, y) != Ground {
				t.Fatalf("maskable icon draws at (%d,%d), outside the safe circle", x, y)
			}
		}
	}
	// The two pieces are there, in their colours.
	for _, p := range []struct {
		x, y int
		c    color.NRGBA
	}{{n * 35 / 100, n * 35 / 100, Red}, {n * 65 / 100, n * 65 / 100, Blue}} {
		if got := full.NRGBAAt(p.x, p.y); got != p.c {
			t.Errorf("piece at (%d,%d) is %v, want %v", p.x, p.y, got, p.c)
		}
	}
}
