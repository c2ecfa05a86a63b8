package render

import (
	"image"
	"image/color"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

// Rounded rectangles (buttons, panels) are drawn from small corner images made on the CPU
// and plain rectangles, all with Ebitengine's built-in shader. A vector path would do the
// same through three shaders of its own (a stencil buffer, Bézier arcs, anti-aliasing)
// compiled on first use: the menu's first frame paid for them, the most costly part of the
// browser's start after the download (docs/performance.md, "Startup").

// cornerKey names a corner image: the outer radius and the inner one (-1: filled).
type cornerKey struct{ outer, inner int }

var corners = struct {
	sync.Mutex
	m map[cornerKey]*ebiten.Image
}{m: map[cornerKey]*ebiten.Image{}}

// maxCorners bounds the cache: sizes change only with the view's scale.
const maxCorners = 64

// corner is the top-left corner of a rounded shape of radius outer, as coverage (white,
// premultiplied alpha) of each of its outer×outer pixels: the quarter disc, or with
// inner ≥ 0 the ring between the two radii. 4×4 samples a pixel.
func corner(outer, inner int) *ebiten.Image {
	k := cornerKey{outer, inner}
	corners.Lock()
	defer corners.Unlock()
	if img, ok := corners.m[k]; ok {
		return img
	}
	if len(corners.m) >= maxCorners {
		for old, img := range corners.m {
			img.Deallocate()
			delete(corners.m, old)
		}
	}
	const n = 4
	rgba := image.NewRGBA(image.Rect(0, 0, outer, outer))
	c, ro, ri := float64(outer), float64(outer), float64(inner)
	for y := 0; y < outer; y++ {
		for x := 0; x < outer; x++ {
			in := 0
			for sy := 0; sy < n; sy++ {
				for sx := 0; sx < n; sx++ {
					d := math.Hypot(float64(x)+(float64(sx)+0.5)/n-c, float64(y)+(float64(sy)+0.5)/n-c)
					if d <= ro && (inner < 0 || d >= ri) {
						in++
					}
				}
			}
			a := uint8(in * 255 / (n * n))
			rgba.SetRGBA(x, y, color.RGBA{a, a, a, a})
		}
	}
	img := ebiten.NewImageFromImage(rgba)
	corners.m[k] = img
	return img
}

// roundedRect fills r (physical pixels, snapped to whole ones) with corners of radius rad
// and, when border is not nil, draws a border of width bw centred on r's edge over it, as a
// vector path filled and stroked would.
func roundedRect(dst *ebiten.Image, r Rect, rad, bw float64, fill, border color.Color) {
	out, t := r, 0
	if border != nil {
		out = Rect{r.X - bw/2, r.Y - bw/2, r.W + bw, r.H + bw}
		rad += bw / 2
		t = max(1, int(math.Round(bw)))
	}
	x0, y0 := int(math.Round(out.X)), int(math.Round(out.Y))
	x1, y1 := int(math.Round(out.X+out.W)), int(math.Round(out.Y+out.H))
	w, h := x1-x0, y1-y0
	if w <= 0 || h <= 0 {
		return
	}
	ro := min(int(math.Round(rad)), w/2, h/2)
	ro = max(ro, 0)
	rect := func(x, y, w, h int, clr color.Color) {
		if w > 0 && h > 0 {
			FillRect(dst, float32(x), float32(y), float32(w), float32(h), clr)
		}
	}
	corners := func(img *ebiten.Image, clr color.Color) {
		for _, c := range [4]struct{ sx, sy, x, y float64 }{
			{1, 1, float64(x0), float64(y0)}, {-1, 1, float64(x1), float64(y0)},
			{1, -1, float64(x0), float64(y1)}, {-1, -1, float64(x1), float64(y1)},
		} {
			op := &ebiten.DrawImageOptions{}
			op.GeoM.Scale(c.sx, c.sy)
			op.GeoM.Translate(c.x, c.y)
			op.ColorScale.ScaleWithColor(clr)
			dst.DrawImage(img, op)
		}
	}
	// The fill: a cross of rectangles and the four corners, none overlapping (a translucent
	// fill must not be blended twice).
	rect(x0+ro, y0, w-2*ro, h, fill)
	rect(x0, y0+ro, ro, h-2*ro, fill)
	rect(x1-ro, y0+ro, ro, h-2*ro, fill)
	if ro > 0 {
		corners(corner(ro, -1), fill)
	}
	if border == nil {
		return
	}
	t = min(t, w/2, h/2)
	rect(x0+ro, y0, w-2*ro, t, border)
	rect(x0+ro, y1-t, w-2*ro, t, border)
	rect(x0, y0+ro, t, h-2*ro, border)
	rect(x1-t, y0+ro, t, h-2*ro, border)
	if ro > 0 {
		corners(corner(ro, max(0, ro-t)), border)
	}
}
