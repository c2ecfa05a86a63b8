package render

import (
	"image"
	"sync"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

// TextFace draws the UI font at one size on Ebitengine images. It lays out and rasterises
// exactly as Ebitengine's text/v2 does through its GoXFace (same positions, same sub-pixel
// steps, same glyph images: TestTextFaceDrawsLikeTextV2 compares the pixels), without
// importing text/v2, whose package brings go-text/typesetting, uniseg's line-breaking
// tables, x/text/language and two image decoders into the bundle (about 0.2 MB of gzip,
// docs/performance.md) for features the app does not use (shaping, vertical text).
type TextFace struct {
	mu sync.Mutex
	x  font.Face // its own x/image face: they keep scratch buffers

	// Characters the embedded font lacks come from the fallback face (fallback.go).
	has     func(r rune) bool // the embedded font draws r; nil: assume it does
	size    float64
	fb      font.Face // made when first needed
	fbTried bool
	fromFB  map[rune]bool

	ascent, descent float64 // in pixels
	variations      int     // sub-pixel positions per pixel a glyph is rasterised at

	advances map[rune]fixed.Int26_6
	kerns    map[[2]rune]fixed.Int26_6
	bounds   map[rune]fixed.Rectangle26_6
	glyphs   tickCache[glyphKey, *ebiten.Image]
	origins  tickCache[string, []fixed.Int26_6]
}

type glyphKey struct {
	r       rune
	xoffset fixed.Int26_6
}

func newTextFace(x font.Face) *TextFace {
	m := x.Metrics()
	f := &TextFace{x: x, ascent: fixedFloat(m.Ascent), descent: fixedFloat(m.Descent),
		advances: map[rune]fixed.Int26_6{}, kerns: map[[2]rune]fixed.Int26_6{},
		bounds: map[rune]fixed.Rectangle26_6{}, fromFB: map[rune]bool{}}
	// More sub-pixel variants for small text, where a quarter pixel shows (text/v2's steps).
	switch s := f.ascent + f.descent; {
	case s < 20:
		f.variations = 8
	case s < 40:
		f.variations = 4
	case s < 80:
		f.variations = 2
	default:
		f.variations = 1
	}
	f.glyphs.limit = 128 * f.variations
	f.origins.limit = 512
	return f
}

func fixedFloat(x fixed.Int26_6) float64 { return float64(x) / (1 << 6) }

func floatFixed(x float64) fixed.Int26_6 { return fixed.Int26_6(x * (1 << 6)) }

// Advance is how far the pen moves over s (kerning included), in pixels.
func (f *TextFace) Advance(s string) float64 {
	f.mu.Lock()
	defer f.mu.Unlock()
	xs := f.originXs(s)
	if len(xs) == 0 {
		return 0
	}
	return fixedFloat(xs[len(xs)-1])
}

// originXs are the pen positions of s as text/v2 keeps them: rune i+1 starts at xs[i], and
// the last is the whole advance. f.mu held.
func (f *TextFace) originXs(s string) []fixed.Int26_6 {
	return f.origins.get(s, func() ([]fixed.Int26_6, bool) {
		if s == "" {
			return nil, false
		}
		var xs []fixed.Int26_6
		prev := rune(-1)
		var x fixed.Int26_6
		for _, r := range s {
			if prev >= 0 {
				x += f.kern(prev, r)
				xs = append(xs, x)
			}
			x += f.advance(r)
			prev = r
		}
		return append(xs, x), true
	})
}

// face is the face r is drawn from: the embedded font's, or the fallback's for a character
// the embedded font lacks and the fallback has. f.mu held.
func (f *TextFace) face(r rune) font.Face {
	fb, ok := f.fromFB[r]
	if !ok {
		if f.has != nil && !f.has(r) {
			if !f.fbTried {
				f.fbTried = true
				f.fb = fallbackFace(f.size)
			}
			if f.fb != nil {
				_, fb = f.fb.GlyphAdvance(r)
			}
		}
		f.fromFB[r] = fb
	}
	if fb {
		return f.fb
	}
	return f.x
}

func (f *TextFace) advance(r rune) fixed.Int26_6 {
	a, ok := f.advances[r]
	if !ok {
		a, _ = f.face(r).GlyphAdvance(r)
		f.advances[r] = a
	}
	return a
}

func (f *TextFace) kern(a, b rune) fixed.Int26_6 {
	k, ok := f.kerns[[2]rune{a, b}]
	if !ok {
		if f.face(a) == f.x && f.face(b) == f.x {
			k = f.x.Kern(a, b)
		}
		f.kerns[[2]rune{a, b}] = k
	}
	return k
}

func (f *TextFace) glyphBounds(r rune) fixed.Rectangle26_6 {
	b, ok := f.bounds[r]
	if !ok {
		b, _, _ = f.face(r).GlyphBounds(r)
		f.bounds[r] = b
	}
	return b
}

// Draw draws s with its lines' middle at geoM's origin vertically, starting there (left) or
// centred on it (centre), every glyph scaled by colour: text/v2's Draw with SecondaryAlign
// centre and PrimaryAlign start or centre, line spacing 0.
func (f *TextFace) Draw(dst *ebiten.Image, s string, centre bool, geoM ebiten.GeoM, colour ebiten.ColorScale) {
	if s == "" {
		return
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	lines := splitLines(s)
	offsetY := f.ascent - (f.ascent+f.descent)/2 // all lines share one baseline: spacing 0
	var op ebiten.DrawImageOptions
	op.ColorScale = colour
	for _, line := range lines {
		var originX float64
		xs := f.originXs(line)
		if centre && len(xs) > 0 {
			originX = -fixedFloat(xs[len(xs)-1]) / 2
		}
		origin := fixed.Point26_6{X: floatFixed(originX), Y: floatFixed(offsetY)}
		ox := origin.X
		n := 0
		for i, r := range line {
			if i > 0 {
				origin.X = ox + xs[n]
				n++
			}
			img, x, y := f.glyphImage(r, origin)
			if img == nil {
				continue
			}
			op.GeoM.Reset()
			op.GeoM.Translate(float64(x), float64(y))
			op.GeoM.Concat(geoM)
			dst.DrawImage(img, &op)
		}
	}
}

// glyphImage is r rasterised for a pen at origin, and where its image goes (whole pixels,
// so the nearest filter draws it unchanged). f.mu held.
func (f *TextFace) glyphImage(r rune, origin fixed.Point26_6) (*ebiten.Image, int, int) {
	step := (1 << 6) / fixed.Int26_6(f.variations)
	origin.X = origin.X / step * step
	origin.Y &^= (1 << 6) - 1
	b := f.glyphBounds(r)
	sub := fixed.Point26_6{X: (origin.X + b.Min.X) & ((1 << 6) - 1), Y: (origin.Y + b.Min.Y) & ((1 << 6) - 1)}
	img := f.glyphs.get(glyphKey{r, sub.X}, func() (*ebiten.Image, bool) {
		img := f.rasterise(r, sub, b)
		return img, img != nil
	})
	return img, (origin.X + b.Min.X).Floor(), (origin.Y + b.Min.Y).Floor()
}

func (f *TextFace) rasterise(r rune, sub fixed.Point26_6, b fixed.Rectangle26_6) *ebiten.Image {
	w, h := (b.Max.X - b.Min.X).Ceil(), (b.Max.Y - b.Min.Y).Ceil()
	if w == 0 || h == 0 {
		return nil
	}
	// One pixel more each way: the sub-pixel offset can push ink into it.
	rgba := image.NewRGBA(image.Rect(0, 0, w+1, h+1))
	d := font.Drawer{Dst: rgba, Src: image.White, Face: f.face(r),
		Dot: fixed.Point26_6{X: -b.Min.X + sub.X, Y: -b.Min.Y + sub.Y}}
	d.DrawString(string(r))
	return ebiten.NewImageFromImage(rgba)
}

// splitLines cuts s at its mandatory line breaks (Unicode's BK, CR, LF, NL classes, CR LF as
// one), without the breaks; a break at the very end starts no empty line.
func splitLines(s string) []string {
	var lines []string
	start := 0
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch r {
		case '\r':
			if i+1 < len(s) && s[i+1] == '\n' {
				n = 2
			}
			fallthrough
		case '\n', '\v', '\f', 0x85, 0x2028, 0x2029:
			lines = append(lines, s[start:i])
			start = i + n
		}
		i += n
	}
	if start < len(s) {
		lines = append(lines, s[start:])
	}
	return lines
}

// tickCache keeps values while they are used: once it holds more than limit, values not
// asked for in the last 60 frames go (text/v2's glyph cache policy).
type tickCache[K comparable, V any] struct {
	limit  int
	values map[K]*tickEntry[V]
	last   int64
}

type tickEntry[V any] struct {
	v     V
	atime int64 // the tick it was last asked for; never for values that must stay
}

const neverExpire = int64(^uint64(0) >> 1)

func (c *tickCache[K, V]) get(k K, create func() (V, bool)) V {
	now := ebiten.Tick()
	if e, ok := c.values[k]; ok {
		e.atime = now
		return e.v
	}
	if c.values == nil {
		c.values = map[K]*tickEntry[V]{}
	}
	v, expires := create()
	e := &tickEntry[V]{v: v, atime: neverExpire}
	if expires {
		e.atime = now
	}
	c.values[k] = e
	if c.last < now && len(c.values) > c.limit {
		for k, e := range c.values {
			if e.atime < now-60 {
				delete(c.values, k)
			}
		}
	}
	c.last = now
	return v
}
