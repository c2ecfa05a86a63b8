// Package icons draws Warboard's app icons (a wooden board with a red and a
// blue piece on a dark green ground) from code, so the PNGs in this directory
// have a source anyone can read, change and regenerate:
//
//	go generate ./web/icons
//
// The drawing and the PNGs it produces are part of Warboard and carry its
// licence; no third-party artwork is involved.
package icons

//go:generate go run gen.go

import (
	"image"
	"image/color"
	"math"
)

// Colours shared with web/index.html and web/manifest.webmanifest.
var (
	Ground = color.NRGBA{0x1d, 0x2b, 0x24, 0xff} // theme_color, background_color
	Wood   = color.NRGBA{0xd9, 0xb3, 0x6c, 0xff}
	Line   = color.NRGBA{0x5a, 0x3d, 0x1e, 0xff}
	Red    = color.NRGBA{0xc8, 0x40, 0x2f, 0xff}
	Blue   = color.NRGBA{0x2f, 0x5f, 0xa8, 0xff}
	Rim    = color.NRGBA{0xf2, 0xea, 0xd8, 0xff}
)

// Style is how the ground fills the square.
type Style int

const (
	// Rounded: a rounded square with transparent corners ("any" icons, favicon).
	Rounded Style = iota
	// FullBleed: the ground fills every pixel (apple-touch-icon; iOS rounds it).
	FullBleed
	// Maskable: full bleed with the drawing inside the central safe circle
	// (40% radius) that launchers keep when they cut their own shape.
	Maskable
)

// File is one icon the site ships.
type File struct {
	Name  string
	Size  int
	Style Style
}

// Files lists the icons web/index.html and the manifest refer to.
var Files = []File{
	{"favicon-32.png", 32, Rounded},
	{"icon-192.png", 192, Rounded},
	{"icon-512.png", 512, Rounded},
	{"icon-maskable-512.png", 512, Maskable},
	{"apple-touch-icon.png", 180, FullBleed},
}

const samples = 4 // per axis: 16 samples a pixel smooth the edges

// Draw renders the icon at size×size pixels.
func Draw(size int, style Style) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	for py := 0; py < size; py++ {
		for px := 0; px < size; px++ {
			var r, g, b, a float64
			for sy := 0; sy < samples; sy++ {
				for sx := 0; sx < samples; sx++ {
					x := (float64(px) + (float64(sx)+0.5)/samples) / float64(size)
					y := (float64(py) + (float64(sy)+0.5)/samples) / float64(size)
					c := shade(x, y, style)
					al := float64(c.A) / 255
					r += float64(c.R) * al
					g += float64(c.G) * al
					b += float64(c.B) * al
					a += al
				}
			}
			n := float64(samples * samples)
			if a == 0 {
				continue
			}
			img.SetNRGBA(px, py, color.NRGBA{
				R: uint8(math.Round(r / a)),
				G: uint8(math.Round(g / a)),
				B: uint8(math.Round(b / a)),
				A: uint8(math.Round(a / n * 255)),
			})
		}
	}
	return img
}

// shade is the colour at (x, y) in the unit square, topmost shape first.
func shade(x, y float64, style Style) color.NRGBA {
	if style == Rounded && !inRoundedSquare(x, y, 0.18) {
		return color.NRGBA{}
	}
	// The board spans [0.17, 0.83]; maskable icons shrink it so its corners
	// stay inside the safe circle (radius 0.4) with a little room.
	if style == Maskable {
		const k = 0.38 / (0.33 * math.Sqrt2)
		x, y = 0.5+(x-0.5)/k, 0.5+(y-0.5)/k
	}
	for _, p := range []struct {
		cx, cy float64
		c      color.NRGBA
	}{{0.35, 0.35, Red}, {0.65, 0.65, Blue}} {
		d := math.Hypot(x-p.cx, y-p.cy)
		switch {
		case d <= 0.085:
			return p.c
		case d <= 0.105:
			return Rim
		}
	}
	const lo, hi, step, half = 0.2, 0.8, 0.15, 0.008
	if x >= lo-0.03 && x <= hi+0.03 && y >= lo-0.03 && y <= hi+0.03 {
		onGrid := func(v, w float64) bool {
			if w < lo-half || w > hi+half {
				return false
			}
			k := math.Round((v - lo) / step)
			return k >= 0 && k <= 4 && math.Abs(v-(lo+k*step)) <= half
		}
		if onGrid(x, y) || onGrid(y, x) {
			return Line
		}
		return Wood
	}
	return Ground
}

func inRoundedSquare(x, y, radius float64) bool {
	cx := math.Max(radius, math.Min(1-radius, x))
	cy := math.Max(radius, math.Min(1-radius, y))
	return math.Hypot(x-cx, y-cy) <= radius
}
