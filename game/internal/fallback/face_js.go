//go:build js

package fallback

import (
	"image"
	"math"
	"strconv"
	"sync"
	"syscall/js"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

// The browser's fallback for characters the embedded subset lacks (a name typed in Chinese):
// the page's own fonts, drawn one character at a time on a 2D canvas and read back as an
// alpha mask. The game keeps each glyph it draws, so a character costs this once per size.

type canvasFace struct {
	mu     sync.Mutex
	size   float64
	canvas js.Value
	ctx    js.Value
	font   string
}

// fallbackFonts are the CSS font families asked for, Chinese ones first.
const fallbackFonts = `"Noto Sans CJK SC", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Source Han Sans SC", sans-serif`

// Face is the page's fonts at size pixels, nil without a 2D canvas.
func Face(size float64) font.Face {
	doc := js.Global().Get("document")
	if !doc.Truthy() {
		return nil
	}
	canvas := doc.Call("createElement", "canvas")
	ctx := canvas.Call("getContext", "2d", map[string]any{"willReadFrequently": true})
	if !ctx.Truthy() {
		return nil
	}
	return &canvasFace{size: size, canvas: canvas, ctx: ctx,
		font: strconv.FormatFloat(size, 'f', 2, 64) + "px " + fallbackFonts}
}

// metrics measures r: its advance and its ink's extent from the pen, in pixels.
type inkBox struct{ advance, left, right, ascent, descent float64 }

func (c *canvasFace) measure(r rune) inkBox {
	c.ctx.Set("font", c.font)
	m := c.ctx.Call("measureText", string(r))
	f := func(k string) float64 {
		v := m.Get(k)
		if v.Type() != js.TypeNumber {
			return 0
		}
		return v.Float()
	}
	return inkBox{f("width"), f("actualBoundingBoxLeft"), f("actualBoundingBoxRight"),
		f("actualBoundingBoxAscent"), f("actualBoundingBoxDescent")}
}

func toFixed(v float64) fixed.Int26_6 { return fixed.Int26_6(math.Round(v * 64)) }

func (c *canvasFace) GlyphAdvance(r rune) (fixed.Int26_6, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	b := c.measure(r)
	return toFixed(b.advance), b.advance > 0
}

func (c *canvasFace) GlyphBounds(r rune) (fixed.Rectangle26_6, fixed.Int26_6, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	b := c.measure(r)
	return fixed.Rectangle26_6{
		Min: fixed.Point26_6{X: toFixed(-b.left), Y: toFixed(-b.ascent)},
		Max: fixed.Point26_6{X: toFixed(b.right), Y: toFixed(b.descent)},
	}, toFixed(b.advance), b.advance > 0
}

// Glyph draws r with its pen at dot (sub-pixel offsets kept) and returns its alpha mask.
func (c *canvasFace) Glyph(dot fixed.Point26_6, r rune) (image.Rectangle, image.Image, image.Point, fixed.Int26_6, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	b := c.measure(r)
	if b.advance <= 0 {
		return image.Rectangle{}, nil, image.Point{}, 0, false
	}
	ox, oy := int(math.Ceil(b.left))+1, int(math.Ceil(b.ascent))+1
	w, h := ox+int(math.Ceil(b.right))+2, oy+int(math.Ceil(b.descent))+2
	if c.canvas.Get("width").Int() < w || c.canvas.Get("height").Int() < h {
		c.canvas.Set("width", max(w, c.canvas.Get("width").Int()))
		c.canvas.Set("height", max(h, c.canvas.Get("height").Int()))
	}
	c.ctx.Call("clearRect", 0, 0, w, h)
	c.ctx.Set("font", c.font) // resizing a canvas resets its state
	c.ctx.Set("fillStyle", "#fff")
	c.ctx.Set("textBaseline", "alphabetic")
	fx := float64(dot.X&63) / 64
	fy := float64(dot.Y&63) / 64
	c.ctx.Call("fillText", string(r), float64(ox)+fx, float64(oy)+fy)
	data := c.ctx.Call("getImageData", 0, 0, w, h).Get("data")
	rgba := make([]byte, w*h*4)
	js.CopyBytesToGo(rgba, js.Global().Get("Uint8Array").New(data.Get("buffer")))
	mask := image.NewAlpha(image.Rect(0, 0, w, h))
	for i := range w * h {
		mask.Pix[i] = rgba[i*4+3]
	}
	x0, y0 := dot.X.Floor()-ox, dot.Y.Floor()-oy
	return image.Rect(x0, y0, x0+w, y0+h), mask, image.Point{}, toFixed(b.advance), true
}

func (c *canvasFace) Kern(rune, rune) fixed.Int26_6 { return 0 }

func (c *canvasFace) Metrics() font.Metrics {
	return font.Metrics{Height: toFixed(c.size * 1.2), Ascent: toFixed(c.size * 0.88), Descent: toFixed(c.size * 0.12)}
}

func (c *canvasFace) Close() error { return nil }
