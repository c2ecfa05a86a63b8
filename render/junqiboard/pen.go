package junqiboard

import (
	"image"
	"image/color"
	"math"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"

	"warboard/render"
)

// The printed board, the tiles and the highlight marks are drawn once per size on the CPU
// (golang.org/x/image/vector) and uploaded as images; a frame only composes images. This
// keeps a frame cheap on any GPU, and a resize costs tens of milliseconds even where the
// GPU is slow or emulated.

// shape is an outline in logical pixels.
type shape struct {
	pts    [][2]float64
	closed bool
}

// pen draws on an RGBA image in logical coordinates: the image's top-left corner is at
// (ox, oy) physical pixels and s physical pixels make a logical one.
type pen struct {
	dst    *image.RGBA
	s      float64
	ox, oy float64
}

func (p pen) phys(q [2]float64) (float64, float64) { return q[0]*p.s - p.ox, q[1]*p.s - p.oy }

// raster fills the union of polygons given in physical pixels.
func (p pen) raster(polys [][][2]float64, c color.Color) {
	b := image.Rectangle{Min: image.Pt(math.MaxInt32, math.MaxInt32), Max: image.Pt(math.MinInt32, math.MinInt32)}
	for _, poly := range polys {
		for _, q := range poly {
			b.Min.X, b.Min.Y = min(b.Min.X, int(math.Floor(q[0]))), min(b.Min.Y, int(math.Floor(q[1])))
			b.Max.X, b.Max.Y = max(b.Max.X, int(math.Ceil(q[0]))+1), max(b.Max.Y, int(math.Ceil(q[1]))+1)
		}
	}
	b = b.Intersect(p.dst.Bounds())
	if b.Empty() {
		return
	}
	z := rasterizers.Get().(*vector.Rasterizer)
	defer rasterizers.Put(z)
	z.Reset(b.Dx(), b.Dy())
	ox, oy := float64(b.Min.X), float64(b.Min.Y)
	for _, poly := range polys {
		if len(poly) < 3 {
			continue
		}
		// Same winding for every polygon, so overlaps add up to a union instead of a hole.
		area := 0.0
		for i := range poly {
			j := (i + 1) % len(poly)
			area += poly[i][0]*poly[j][1] - poly[j][0]*poly[i][1]
		}
		at := func(i int) (float32, float32) {
			if area < 0 {
				i = len(poly) - 1 - i
			}
			return float32(poly[i][0] - ox), float32(poly[i][1] - oy)
		}
		z.MoveTo(at(0))
		for i := 1; i < len(poly); i++ {
			z.LineTo(at(i))
		}
		z.ClosePath()
	}
	// The coverage goes to an alpha mask first; compositing it ourselves skips the pixels
	// it does not touch, which is most of the box of a long thin line.
	n := b.Dx() * b.Dy()
	buf := masks.Get().(*[]byte)
	defer masks.Put(buf)
	if cap(*buf) < n {
		*buf = make([]byte, n)
	}
	mask := &image.Alpha{Pix: (*buf)[:n], Stride: b.Dx(), Rect: image.Rect(0, 0, b.Dx(), b.Dy())}
	clear(mask.Pix)
	z.Draw(mask, mask.Rect, image.Opaque, image.Point{})
	sr, sg, sb, sa := c.RGBA()
	r8, g8, b8 := uint8(sr>>8), uint8(sg>>8), uint8(sb>>8)
	for y := 0; y < b.Dy(); y++ {
		row := mask.Pix[y*mask.Stride : y*mask.Stride+b.Dx()]
		pix := p.dst.Pix[p.dst.PixOffset(b.Min.X, b.Min.Y+y):]
		for x, m := range row {
			if m == 0 {
				continue
			}
			if m == 0xff && sa == 0xffff {
				i := 4 * x
				pix[i], pix[i+1], pix[i+2], pix[i+3] = r8, g8, b8, 0xff
				continue
			}
			ma := uint32(m) * 0x101
			a := 0xffff - sa*ma/0xffff
			i := 4 * x
			pix[i+0] = uint8((uint32(pix[i+0])*0x101*a/0xffff + sr*ma/0xffff) >> 8)
			pix[i+1] = uint8((uint32(pix[i+1])*0x101*a/0xffff + sg*ma/0xffff) >> 8)
			pix[i+2] = uint8((uint32(pix[i+2])*0x101*a/0xffff + sb*ma/0xffff) >> 8)
			pix[i+3] = uint8((uint32(pix[i+3])*0x101*a/0xffff + sa*ma/0xffff) >> 8)
		}
	}
}

var masks = sync.Pool{New: func() any { return new([]byte) }}

var rasterizers = sync.Pool{New: func() any { return vector.NewRasterizer(1, 1) }}

// fill paints the inside of each shape (as a union).
func (p pen) fill(c color.Color, shapes ...shape) {
	polys := make([][][2]float64, 0, len(shapes))
	for _, sh := range shapes {
		poly := make([][2]float64, len(sh.pts))
		for i, q := range sh.pts {
			poly[i][0], poly[i][1] = p.phys(q)
		}
		polys = append(polys, poly)
	}
	p.raster(polys, c)
}

// stroke paints the outline of each shape w logical pixels wide, with round joins and caps
// (butt ends if round is false).
func (p pen) stroke(w float64, c color.Color, round bool, shapes ...shape) {
	hw := w * p.s / 2
	if _, _, _, a := c.RGBA(); a == 0xffff && len(shapes) > 1 {
		// Opaque: overlaps cannot show, so each shape gets its own small box.
		for _, sh := range shapes {
			p.stroke(w, c, round, sh)
		}
		return
	}
	var polys [][][2]float64
	for _, sh := range shapes {
		pts := make([][2]float64, len(sh.pts))
		for i, q := range sh.pts {
			pts[i][0], pts[i][1] = p.phys(q)
		}
		n := len(pts)
		segs := n - 1
		if sh.closed {
			segs = n
		}
		for i := 0; i < segs; i++ {
			a, b := pts[i], pts[(i+1)%n]
			dx, dy := b[0]-a[0], b[1]-a[1]
			l := math.Hypot(dx, dy)
			if l == 0 {
				continue
			}
			nx, ny := -dy/l*hw, dx/l*hw
			polys = append(polys, [][2]float64{{a[0] + nx, a[1] + ny}, {b[0] + nx, b[1] + ny}, {b[0] - nx, b[1] - ny}, {a[0] - nx, a[1] - ny}})
		}
		if round || sh.closed {
			for _, q := range pts {
				polys = append(polys, disc(q[0], q[1], hw))
			}
		}
	}
	p.raster(polys, c)
}

// disc is a circle in physical pixels, with enough sides to look round at its size.
func disc(x, y, r float64) [][2]float64 {
	n := int(math.Max(8, math.Min(48, r*2)))
	out := make([][2]float64, n)
	for i := range out {
		a := 2 * math.Pi * float64(i) / float64(n)
		out[i] = [2]float64{x + r*math.Cos(a), y + r*math.Sin(a)}
	}
	return out
}

func roundRect(x, y, w, h, radius float64) shape {
	radius = math.Max(0, math.Min(radius, math.Min(w, h)/2))
	var pts [][2]float64
	corner := func(cx, cy, a0 float64) {
		for i := 0; i <= 6; i++ {
			a := a0 + math.Pi/2*float64(i)/6
			pts = append(pts, [2]float64{cx + radius*math.Cos(a), cy + radius*math.Sin(a)})
		}
	}
	corner(x+w-radius, y+radius, -math.Pi/2)
	corner(x+w-radius, y+h-radius, 0)
	corner(x+radius, y+h-radius, math.Pi/2)
	corner(x+radius, y+radius, math.Pi)
	return shape{pts: pts, closed: true}
}

func ellipse(cx, cy, rx, ry float64) shape {
	const n = 56
	pts := make([][2]float64, n)
	for i := range pts {
		a := 2 * math.Pi * float64(i) / n
		pts[i] = [2]float64{cx + rx*math.Cos(a), cy + ry*math.Sin(a)}
	}
	return shape{pts: pts, closed: true}
}

func poly(closed bool, pts ...[2]float64) shape { return shape{pts: pts, closed: closed} }

func seg(x0, y0, x1, y1 float64) shape { return poly(false, [2]float64{x0, y0}, [2]float64{x1, y1}) }

// markShape is a seat's mark centred on (cx, cy), r from the centre to its points.
func markShape(m mark, cx, cy, r float64) shape {
	switch m {
	case markTriangle:
		return poly(true, [2]float64{cx, cy - r}, [2]float64{cx + r*0.95, cy + r*0.7}, [2]float64{cx - r*0.95, cy + r*0.7})
	case markSquare:
		k := r * 0.78
		return poly(true, [2]float64{cx - k, cy - k}, [2]float64{cx + k, cy - k}, [2]float64{cx + k, cy + k}, [2]float64{cx - k, cy + k})
	case markDiamond:
		return poly(true, [2]float64{cx, cy - r}, [2]float64{cx + r, cy}, [2]float64{cx, cy + r}, [2]float64{cx - r, cy})
	}
	return ellipse(cx, cy, r*0.85, r*0.85)
}

// faceAt is the UI font at px physical pixels for drawing on the CPU: render's faces, the
// same font engine as all other text (render/text.go), rounded to half pixels so a tile size
// reuses a few faces.
func faceAt(px float64) font.Face {
	fonts, err := render.LoadFonts()
	if err != nil {
		return nil
	}
	return fonts.GlyphFace(math.Max(4, math.Round(px*2)/2))
}

// textWidth is how wide s is at size logical pixels.
func textWidth(s string, size float64) float64 {
	f := faceAt(size * 8)
	if f == nil {
		return 0
	}
	return float64(font.MeasureString(f, s)) / 64 / 8
}

// text draws s with its ink centred on (cx, cy) at size logical pixels; bold thickens the
// strokes by drawing it a few times a hair apart (the embedded font has one weight).
// textFit is text made smaller where needed to fit maxW (logical pixels) across.
func (p pen) textFit(s string, size, maxW, cx, cy float64, c color.Color, bold bool) {
	if s == "" {
		return
	}
	if f := faceAt(size * p.s); f != nil {
		b, _ := font.BoundString(f, s)
		if w := float64(b.Max.X-b.Min.X) / 64 / p.s; w > maxW && w > 0 {
			size *= maxW / w
		}
	}
	p.text(s, size, cx, cy, c, bold)
}

func (p pen) text(s string, size, cx, cy float64, c color.Color, bold bool) {
	f := faceAt(size * p.s)
	if f == nil {
		return
	}
	b, _ := font.BoundString(f, s)
	w := float64(b.Max.X-b.Min.X) / 64
	h := float64(b.Max.Y-b.Min.Y) / 64
	x, y := p.phys([2]float64{cx, cy})
	dotX := x - w/2 - float64(b.Min.X)/64
	dotY := y - h/2 - float64(b.Min.Y)/64
	d := &font.Drawer{Dst: p.dst, Src: image.NewUniform(c), Face: f}
	offsets := [][2]float64{{0, 0}}
	if bold {
		k := math.Max(0.4, size*p.s*0.03)
		offsets = [][2]float64{{-k, 0}, {k, 0}, {0, -k * 0.5}, {0, k * 0.5}, {0, 0}}
	}
	for _, o := range offsets {
		d.Dot = fixed.Point26_6{X: fixed.Int26_6((dotX + o[0]) * 64), Y: fixed.Int26_6((dotY + o[1]) * 64)}
		d.DrawString(s)
	}
}

func rr(r render.Rect, radius float64) shape { return roundRect(r.X, r.Y, r.W, r.H, radius) }
