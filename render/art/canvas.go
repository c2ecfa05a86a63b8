package art

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"golang.org/x/image/vector"
)

// pt is a point in unit space: (0,0) is the image's top-left corner and
// (1,1) its bottom-right one, whatever the size in pixels. Drawing in unit
// space is what makes every picture size-parametric.
type pt struct{ x, y float64 }

// affine maps unit space to unit space: x' = a*x + b*y + c, y' = d*x + e*y + f.
type affine struct{ a, b, c, d, e, f float64 }

var identity = affine{a: 1, e: 1}

func (m affine) apply(p pt) pt {
	return pt{m.a*p.x + m.b*p.y + m.c, m.d*p.x + m.e*p.y + m.f}
}

// then returns the transform that applies n first and m after it.
func (m affine) then(n affine) affine {
	return affine{
		a: m.a*n.a + m.b*n.d, b: m.a*n.b + m.b*n.e, c: m.a*n.c + m.b*n.f + m.c,
		d: m.d*n.a + m.e*n.d, e: m.d*n.b + m.e*n.e, f: m.d*n.c + m.e*n.f + m.f,
	}
}

func translate(x, y float64) affine { return affine{a: 1, c: x, e: 1, f: y} }
func scale(sx, sy float64) affine   { return affine{a: sx, e: sy} }
func rotate(rad float64) affine {
	s, c := math.Sincos(rad)
	return affine{a: c, b: -s, d: s, e: c}
}

// segment is one piece of a subpath, in pixel space. kind 1 = line, 2 = quad,
// 3 = cubic; p[kind-1] is the end point.
type segment struct {
	kind int
	p    [3]pt
}

type subpath struct {
	start pt
	segs  []segment
	hole  bool
}

// canvas draws anti-aliased shapes onto an RGBA image. Shapes are gathered
// as subpaths and painted together by fill, so overlapping parts of one fill
// do not darken each other (all subpaths get the same winding, holes the
// opposite one).
type canvas struct {
	img  *image.RGBA
	px   float64 // pixels per unit
	tf   affine  // current unit-space transform
	subs []subpath
	cur  *subpath

	z    vector.Rasterizer
	mask image.Alpha
	tmp  []float32
}

func newCanvas(w, h int) *canvas {
	if w < 1 {
		w = 1
	}
	if h < 1 {
		h = 1
	}
	return &canvas{img: image.NewRGBA(image.Rect(0, 0, w, h)), px: float64(w), tf: identity}
}

func (c *canvas) toPx(x, y float64) pt {
	p := c.tf.apply(pt{x, y})
	return pt{p.x * c.px, p.y * c.px}
}

// push composes t onto the current transform and returns the previous one,
// for the caller to restore.
func (c *canvas) push(t affine) affine {
	old := c.tf
	c.tf = c.tf.then(t)
	return old
}

// moveTo starts a subpath; lineTo, quadTo and cubeTo extend it; close ends it.
func (c *canvas) moveTo(x, y float64) {
	c.subs = append(c.subs, subpath{start: c.toPx(x, y)})
	c.cur = &c.subs[len(c.subs)-1]
}

func (c *canvas) lineTo(x, y float64) {
	c.cur.segs = append(c.cur.segs, segment{kind: 1, p: [3]pt{c.toPx(x, y)}})
}

func (c *canvas) quadTo(x1, y1, x, y float64) {
	c.cur.segs = append(c.cur.segs, segment{kind: 2, p: [3]pt{c.toPx(x1, y1), c.toPx(x, y)}})
}

func (c *canvas) cubeTo(x1, y1, x2, y2, x, y float64) {
	c.cur.segs = append(c.cur.segs, segment{kind: 3, p: [3]pt{c.toPx(x1, y1), c.toPx(x2, y2), c.toPx(x, y)}})
}

// close ends the current subpath as a filled area.
func (c *canvas) close() { c.cur = nil }

// closeHole ends the current subpath as a hole cut out of the other ones.
func (c *canvas) closeHole() {
	c.cur.hole = true
	c.cur = nil
}

// holeLast turns the last shape added into a hole.
func (c *canvas) holeLast() { c.subs[len(c.subs)-1].hole = true }

// poly adds a closed polygon.
func (c *canvas) poly(ps ...pt) {
	c.moveTo(ps[0].x, ps[0].y)
	for _, p := range ps[1:] {
		c.lineTo(p.x, p.y)
	}
	c.close()
}

const kappa = 0.5522847498

// ellipse adds an axis-aligned (before the transform) ellipse.
func (c *canvas) ellipse(cx, cy, rx, ry float64) {
	kx, ky := rx*kappa, ry*kappa
	c.moveTo(cx+rx, cy)
	c.cubeTo(cx+rx, cy+ky, cx+kx, cy+ry, cx, cy+ry)
	c.cubeTo(cx-kx, cy+ry, cx-rx, cy+ky, cx-rx, cy)
	c.cubeTo(cx-rx, cy-ky, cx-kx, cy-ry, cx, cy-ry)
	c.cubeTo(cx+kx, cy-ry, cx+rx, cy-ky, cx+rx, cy)
	c.close()
}

// ellipseRot adds an ellipse turned by a radians about its centre.
func (c *canvas) ellipseRot(cx, cy, rx, ry, a float64) {
	old := c.push(translate(cx, cy).then(rotate(a)))
	c.ellipse(0, 0, rx, ry)
	c.tf = old
}

func (c *canvas) circle(cx, cy, r float64) { c.ellipse(cx, cy, r, r) }

// ring adds the area between two circles.
func (c *canvas) ring(cx, cy, r0, r1 float64) {
	c.circle(cx, cy, r1)
	c.circle(cx, cy, r0)
	c.holeLast()
}

func (c *canvas) rect(x, y, w, h float64) {
	c.poly(pt{x, y}, pt{x + w, y}, pt{x + w, y + h}, pt{x, y + h})
}

// roundRect adds a rectangle with corners rounded by r.
func (c *canvas) roundRect(x, y, w, h, r float64) {
	r = math.Min(r, math.Min(w, h)/2)
	k := r * (1 - kappa)
	c.moveTo(x+r, y)
	c.lineTo(x+w-r, y)
	c.cubeTo(x+w-k, y, x+w, y+k, x+w, y+r)
	c.lineTo(x+w, y+h-r)
	c.cubeTo(x+w, y+h-k, x+w-k, y+h, x+w-r, y+h)
	c.lineTo(x+r, y+h)
	c.cubeTo(x+k, y+h, x, y+h-k, x, y+h-r)
	c.lineTo(x, y+r)
	c.cubeTo(x, y+k, x+k, y, x+r, y)
	c.close()
}

// line adds a stroke of width w along the points, with round joins and caps.
func (c *canvas) line(w float64, ps ...pt) {
	for i := 0; i+1 < len(ps); i++ {
		a, b := ps[i], ps[i+1]
		dx, dy := b.x-a.x, b.y-a.y
		l := math.Hypot(dx, dy)
		if l == 0 {
			continue
		}
		nx, ny := -dy/l*w/2, dx/l*w/2
		c.poly(pt{a.x + nx, a.y + ny}, pt{b.x + nx, b.y + ny}, pt{b.x - nx, b.y - ny}, pt{a.x - nx, a.y - ny})
	}
	for _, p := range ps {
		c.circle(p.x, p.y, w/2)
	}
}

// buttLine is line without the round caps and joins: a chain of quads.
func (c *canvas) buttLine(w float64, ps ...pt) {
	for i := 0; i+1 < len(ps); i++ {
		a, b := ps[i], ps[i+1]
		dx, dy := b.x-a.x, b.y-a.y
		l := math.Hypot(dx, dy)
		if l == 0 {
			continue
		}
		nx, ny := -dy/l*w/2, dx/l*w/2
		c.poly(pt{a.x + nx, a.y + ny}, pt{b.x + nx, b.y + ny}, pt{b.x - nx, b.y - ny}, pt{a.x - nx, a.y - ny})
	}
}

// curve adds a stroke of width w along a cubic Bézier curve.
func (c *canvas) curve(w float64, a, b, d, e pt) {
	const n = 12
	ps := make([]pt, n+1)
	for i := 0; i <= n; i++ {
		t := float64(i) / n
		u := 1 - t
		ps[i] = pt{
			u*u*u*a.x + 3*u*u*t*b.x + 3*u*t*t*d.x + t*t*t*e.x,
			u*u*u*a.y + 3*u*u*t*b.y + 3*u*t*t*d.y + t*t*t*e.y,
		}
	}
	c.line(w, ps...)
}

// star adds a star with n points.
func (c *canvas) star(cx, cy, r0, r1 float64, n int, rot float64) {
	ps := make([]pt, 0, 2*n)
	for i := 0; i < 2*n; i++ {
		r := r1
		if i%2 == 1 {
			r = r0
		}
		a := rot - math.Pi/2 + float64(i)*math.Pi/float64(n)
		ps = append(ps, pt{cx + r*math.Cos(a), cy + r*math.Sin(a)})
	}
	c.poly(ps...)
}

// signedArea of a subpath's control polygon; its sign tells the winding.
func (s *subpath) signedArea() float64 {
	area := 0.0
	prev := s.start
	for _, g := range s.segs {
		for i := 0; i < g.kind; i++ {
			p := g.p[i]
			area += prev.x*p.y - p.x*prev.y
			prev = p
		}
	}
	area += prev.x*s.start.y - s.start.x*prev.y
	return area
}

func (s *subpath) end() pt {
	if len(s.segs) == 0 {
		return s.start
	}
	g := s.segs[len(s.segs)-1]
	return g.p[g.kind-1]
}

// bounds returns the pixel rectangle covered by the pending subpaths,
// clipped to the image, grown by pad pixels.
func (c *canvas) bounds(pad float64) image.Rectangle {
	x0, y0 := math.Inf(1), math.Inf(1)
	x1, y1 := math.Inf(-1), math.Inf(-1)
	grow := func(p pt) {
		x0, y0 = math.Min(x0, p.x), math.Min(y0, p.y)
		x1, y1 = math.Max(x1, p.x), math.Max(y1, p.y)
	}
	for i := range c.subs {
		grow(c.subs[i].start)
		for _, g := range c.subs[i].segs {
			for k := 0; k < g.kind; k++ {
				grow(g.p[k])
			}
		}
	}
	if x0 > x1 {
		return image.Rectangle{}
	}
	r := image.Rect(int(math.Floor(x0-pad)), int(math.Floor(y0-pad)), int(math.Ceil(x1+pad))+1, int(math.Ceil(y1+pad))+1)
	return r.Intersect(c.img.Rect)
}

// coverage rasterizes the pending subpaths into c.mask over r (pixel
// coordinates) and forgets them.
func (c *canvas) coverage(r image.Rectangle) {
	w, h := r.Dx(), r.Dy()
	c.z.Reset(w, h)
	ox, oy := float64(r.Min.X), float64(r.Min.Y)
	for i := range c.subs {
		s := &c.subs[i]
		wantPositive := !s.hole
		reverse := (s.signedArea() > 0) != wantPositive
		emit := func(p pt) (float32, float32) { return float32(p.x - ox), float32(p.y - oy) }
		if !reverse {
			c.z.MoveTo(emit(s.start))
			for _, g := range s.segs {
				switch g.kind {
				case 1:
					x, y := emit(g.p[0])
					c.z.LineTo(x, y)
				case 2:
					x1, y1 := emit(g.p[0])
					x, y := emit(g.p[1])
					c.z.QuadTo(x1, y1, x, y)
				case 3:
					x1, y1 := emit(g.p[0])
					x2, y2 := emit(g.p[1])
					x, y := emit(g.p[2])
					c.z.CubeTo(x1, y1, x2, y2, x, y)
				}
			}
		} else {
			c.z.MoveTo(emit(s.end()))
			for j := len(s.segs) - 1; j >= 0; j-- {
				g := s.segs[j]
				to := s.start
				if j > 0 {
					pg := s.segs[j-1]
					to = pg.p[pg.kind-1]
				}
				switch g.kind {
				case 1:
					x, y := emit(to)
					c.z.LineTo(x, y)
				case 2:
					x1, y1 := emit(g.p[0])
					x, y := emit(to)
					c.z.QuadTo(x1, y1, x, y)
				case 3:
					x1, y1 := emit(g.p[1])
					x2, y2 := emit(g.p[0])
					x, y := emit(to)
					c.z.CubeTo(x1, y1, x2, y2, x, y)
				}
			}
		}
		c.z.ClosePath()
	}
	c.subs = c.subs[:0]
	c.cur = nil
	n := w * h
	if cap(c.mask.Pix) < n {
		c.mask.Pix = make([]uint8, n)
	}
	c.mask.Pix = c.mask.Pix[:n]
	c.mask.Stride = w
	c.mask.Rect = image.Rect(0, 0, w, h)
	c.z.DrawOp = draw.Src // the mask buffer is reused
	c.z.Draw(&c.mask, c.mask.Rect, image.Opaque, image.Point{})
}

// rgba is a premultiplied colour with components in 0..1.
type rgba struct{ r, g, b, a float64 }

func premul(c color.NRGBA) rgba {
	a := float64(c.A) / 255
	return rgba{float64(c.R) / 255 * a, float64(c.G) / 255 * a, float64(c.B) / 255 * a, a}
}

func (p rgba) scaleA(k float64) rgba { return rgba{p.r * k, p.g * k, p.b * k, p.a * k} }

func mix(a, b rgba, t float64) rgba {
	return rgba{a.r + (b.r-a.r)*t, a.g + (b.g-a.g)*t, a.b + (b.b-a.b)*t, a.a + (b.a-a.a)*t}
}

// paint gives the colour of a fill at a pixel centre (unit coordinates).
type paint interface{ at(x, y float64) rgba }

type solid rgba

func (s solid) at(float64, float64) rgba { return rgba(s) }

// linear is a two-colour gradient from p0 to p1.
type linear struct {
	p0, p1 pt
	c0, c1 rgba
}

func (l linear) at(x, y float64) rgba {
	dx, dy := l.p1.x-l.p0.x, l.p1.y-l.p0.y
	t := ((x-l.p0.x)*dx + (y-l.p0.y)*dy) / (dx*dx + dy*dy)
	return mix(l.c0, l.c1, clamp01(t))
}

// radial runs from c0 at centre to c1 at radius r (unit coordinates).
type radial struct {
	cx, cy, r float64
	c0, c1    rgba
}

func (g radial) at(x, y float64) rgba {
	dx, dy := x-g.cx, y-g.cy
	t := math.Sqrt(dx*dx+dy*dy) / g.r
	return mix(g.c0, g.c1, clamp01(t))
}

func clamp01(t float64) float64 {
	if t < 0 {
		return 0
	}
	if t > 1 {
		return 1
	}
	return t
}

// fill paints the pending subpaths.
func (c *canvas) fill(p paint) {
	r := c.bounds(1)
	if r.Empty() {
		c.subs = c.subs[:0]
		return
	}
	c.coverage(r)
	c.composite(r, p, 0, 0)
}

// fillColor is fill with a solid colour.
func (c *canvas) fillColor(col color.NRGBA) { c.fill(solid(premul(col))) }

// composite paints p through c.mask (which covers r) with "over", the mask
// shifted by (dx,dy) pixels.
func (c *canvas) composite(r image.Rectangle, p paint, dx, dy int) {
	sol, isSolid := p.(solid)
	inv := 1 / c.px
	for y := 0; y < r.Dy(); y++ {
		py := r.Min.Y + y + dy
		if py < 0 || py >= c.img.Rect.Max.Y {
			continue
		}
		mrow := c.mask.Pix[y*c.mask.Stride:]
		for x := 0; x < r.Dx(); x++ {
			m := mrow[x]
			if m == 0 {
				continue
			}
			px := r.Min.X + x + dx
			if px < 0 || px >= c.img.Rect.Max.X {
				continue
			}
			var s rgba
			if isSolid {
				s = rgba(sol)
			} else {
				s = p.at((float64(px)+0.5)*inv, (float64(py)+0.5)*inv)
			}
			k := float64(m) * (1.0 / 255)
			sa := s.a * k
			if sa <= 0 {
				continue
			}
			i := c.img.PixOffset(px, py)
			d := c.img.Pix[i : i+4 : i+4]
			keep := 1 - sa
			k *= 255
			d[0] = to8x(s.r*k + float64(d[0])*keep)
			d[1] = to8x(s.g*k + float64(d[1])*keep)
			d[2] = to8x(s.b*k + float64(d[2])*keep)
			d[3] = to8x(sa*255 + float64(d[3])*keep)
		}
	}
}

// to8x rounds a 0..255 value to a byte, clamping.
func to8x(v float64) uint8 {
	v += 0.5
	if v >= 255 {
		return 255
	}
	if v <= 0 {
		return 0
	}
	return uint8(v)
}

// shadow paints the pending subpaths as a soft shadow: blurred by blur
// (unit length) and shifted by (ox, oy) (unit length).
func (c *canvas) shadow(col color.NRGBA, blur, ox, oy float64) {
	b := int(math.Round(blur * c.px / 2))
	r := c.bounds(float64(3*b + 2))
	if r.Empty() {
		c.subs = c.subs[:0]
		return
	}
	c.coverage(r)
	if b > 0 {
		c.blurMask(b)
	}
	c.composite(r, solid(premul(col)), int(math.Round(ox*c.px)), int(math.Round(oy*c.px)))
}

// blurMask approximates a Gaussian blur of c.mask with three box blurs of
// radius b.
func (c *canvas) blurMask(b int) {
	w, h := c.mask.Rect.Dx(), c.mask.Rect.Dy()
	n := w * h
	if cap(c.tmp) < 2*n {
		c.tmp = make([]float32, 2*n)
	}
	a, t := c.tmp[:n], c.tmp[n:2*n]
	for i, v := range c.mask.Pix[:n] {
		a[i] = float32(v)
	}
	for pass := 0; pass < 3; pass++ {
		boxBlur(a, t, w, h, 1, w, b)
		boxBlur(t, a, h, w, w, 1, b)
	}
	for i, v := range a {
		c.mask.Pix[i] = to8x(float64(v))
	}
}

// boxBlur blurs lines of src into dst: count lines of length n, elements
// step apart, lines stride apart.
func boxBlur(src, dst []float32, n, count, step, stride, r int) {
	norm := 1 / float32(2*r+1)
	for l := 0; l < count; l++ {
		base := l * stride
		var sum float32
		for i := -r; i <= r; i++ {
			if i >= 0 && i < n {
				sum += src[base+i*step]
			}
		}
		for i := 0; i < n; i++ {
			dst[base+i*step] = sum * norm
			if j := i - r; j >= 0 {
				sum -= src[base+j*step]
			}
			if j := i + r + 1; j < n {
				sum += src[base+j*step]
			}
		}
	}
}
