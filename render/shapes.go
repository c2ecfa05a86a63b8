package render

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Shapes drawn with Ebitengine's core only: rectangles, discs, rings, lines with round caps,
// arcs, convex polygons and rounded rectangles, as triangles of one white pixel. They stand
// for Ebitengine's vector package, which the smallest Ebitengine program does not link (its
// stencil-buffer path filler is ≈ 50 kB of the gzipped bundle: docs/performance.md, "The
// bundle in session 6"). Coordinates are physical pixels.
//
// Edges are anti-aliased by a fringe: every outline point is moved half a pixel in and half
// a pixel out along its (mitred) normal; the inside is filled at full coverage and a strip
// fades to nothing across the pixel that the edge crosses. For the convex shapes drawn here
// this is the coverage of a box filter, what vector's 8 samples a pixel approximate.

var whitePixel = func() *ebiten.Image {
	img := ebiten.NewImage(3, 3)
	img.Fill(color.White)
	return img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image) // no bleeding from the edge
}()

// shapeBuf holds the triangles being built; drawing happens on one goroutine.
var shapeBuf struct {
	vs  []ebiten.Vertex
	is  []uint32
	pts [][2]float32
	off [][2]float32
}

// FillRect fills the pixels whose centres lie in x, y, w, h, without anti-aliasing.
func FillRect(dst *ebiten.Image, x, y, w, h float32, clr color.Color) {
	if w <= 0 || h <= 0 {
		return
	}
	r, g, b, a := premultiplied(clr)
	vs := shapeBuf.vs[:0]
	for _, p := range [4][2]float32{{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}} {
		vs = append(vs, vertex(p, r, g, b, a))
	}
	shapeBuf.vs = vs
	shapeBuf.is = append(shapeBuf.is[:0], 0, 1, 2, 0, 2, 3)
	flush(dst)
}

// FillCircle fills a disc, anti-aliased.
func FillCircle(dst *ebiten.Image, cx, cy, radius float32, clr color.Color) {
	if radius <= 0 {
		return
	}
	pts := shapeBuf.pts[:0]
	n := segments(radius, 2*math.Pi)
	step := 2 * math.Pi / float64(n)
	r := radius * float32(math.Sqrt(step/math.Sin(step))) // the polygon of the disc's area
	for i := range n {
		a := step * float64(i)
		pts = append(pts, [2]float32{cx + r*float32(math.Cos(a)), cy + r*float32(math.Sin(a))})
	}
	shapeBuf.pts = pts
	fillConvex(dst, pts, clr, 1)
}

// FillPolygon fills the convex polygon through pts, anti-aliased.
func FillPolygon(dst *ebiten.Image, clr color.Color, pts ...[2]float32) {
	fillConvex(dst, pts, clr, 1)
}

// FillRoundRect fills x0, y0 – x1, y1 with corners of radius k, anti-aliased.
func FillRoundRect(dst *ebiten.Image, x0, y0, x1, y1, k float32, clr color.Color) {
	k = max(0, min(k, (x1-x0)/2, (y1-y0)/2))
	pts := shapeBuf.pts[:0]
	n := segments(k, math.Pi/2)
	for _, corner := range [4][3]float32{{x1 - k, y0 + k, -math.Pi / 2}, {x1 - k, y1 - k, 0}, {x0 + k, y1 - k, math.Pi / 2}, {x0 + k, y0 + k, math.Pi}} {
		for i := 0; i <= n; i++ {
			a := float64(corner[2]) + math.Pi/2*float64(i)/float64(n)
			pts = append(pts, [2]float32{corner[0] + k*float32(math.Cos(a)), corner[1] + k*float32(math.Sin(a))})
		}
	}
	shapeBuf.pts = pts
	fillConvex(dst, pts, clr, 1)
}

// StrokeLine draws a line of width w with round caps, anti-aliased.
func StrokeLine(dst *ebiten.Image, x0, y0, x1, y1, w float32, clr color.Color) {
	dx, dy := float64(x1-x0), float64(y1-y0)
	if dx == 0 && dy == 0 || w <= 0 {
		return
	}
	cover := float32(1)
	if w < 1 { // thinner than the fringe: a pixel wide, fainter
		cover, w = w, 1
	}
	dir := math.Atan2(dy, dx)
	rad := w / 2
	n := segments(rad, math.Pi)
	pts := shapeBuf.pts[:0]
	for end, c := range [2][2]float32{{x1, y1}, {x0, y0}} {
		start := dir - math.Pi/2 + math.Pi*float64(end)
		for i := 0; i <= n; i++ {
			a := start + math.Pi*float64(i)/float64(n)
			pts = append(pts, [2]float32{c[0] + rad*float32(math.Cos(a)), c[1] + rad*float32(math.Sin(a))})
		}
	}
	shapeBuf.pts = pts
	fillConvex(dst, pts, clr, cover)
}

// StrokeCircle draws a ring of width w centred on the circle, anti-aliased.
func StrokeCircle(dst *ebiten.Image, cx, cy, radius, w float32, clr color.Color) {
	if radius <= 0 || w <= 0 {
		return
	}
	cover := float32(1)
	if w < 1 {
		cover, w = w, 1
	}
	r, g, b, a := premultiplied(clr)
	r, g, b, a = r*cover, g*cover, b*cover, a*cover
	outer, inner := radius+w/2, max(0, radius-w/2)
	radii := [4]float32{outer + 0.5, outer - 0.5, inner + 0.5, max(0, inner-0.5)}
	alphas := [4]float32{0, 1, 1, 0}
	n := segments(outer, 2*math.Pi)
	vs := shapeBuf.vs[:0]
	for ring := range radii {
		for i := range n {
			t := 2 * math.Pi * float64(i) / float64(n)
			p := [2]float32{cx + radii[ring]*float32(math.Cos(t)), cy + radii[ring]*float32(math.Sin(t))}
			k := alphas[ring]
			vs = append(vs, vertex(p, r*k, g*k, b*k, a*k))
		}
	}
	is := shapeBuf.is[:0]
	for ring := range 3 {
		o, in := uint32(ring*n), uint32((ring+1)*n)
		for i := range uint32(n) {
			j := (i + 1) % uint32(n)
			is = append(is, o+i, o+j, in+j, o+i, in+j, in+i)
		}
	}
	shapeBuf.vs, shapeBuf.is = vs, is
	flush(dst)
}

// StrokeArc draws the arc of the circle from angle a0 to a1 (radians, clockwise on the
// screen) with width w and round caps, anti-aliased.
func StrokeArc(dst *ebiten.Image, cx, cy, radius, a0, a1, w float32, clr color.Color) {
	if radius <= 0 || w <= 0 || a1 <= a0 {
		return
	}
	cover := float32(1)
	if w < 1 {
		cover, w = w, 1
	}
	outer, inner, rad := radius+w/2, max(0, radius-w/2), w/2
	k := segments(outer, float64(a1-a0))
	m := segments(rad, math.Pi) - 1 // cap points between the arcs' ends
	at := func(r float32, t float64) [2]float32 {
		return [2]float32{cx + r*float32(math.Cos(t)), cy + r*float32(math.Sin(t))}
	}
	angle := func(i int) float64 { return float64(a0) + float64(a1-a0)*float64(i)/float64(k) }
	// The outline: the outer arc, the cap at a1, the inner arc back, the cap at a0.
	pts := shapeBuf.pts[:0]
	for i := 0; i <= k; i++ {
		pts = append(pts, at(outer, angle(i)))
	}
	cap := func(t, from float64) { // around the arc's end at angle t, from direction from
		c := at(radius, t)
		for j := 1; j <= m; j++ {
			u := from + math.Pi*float64(j)/float64(m+1)
			pts = append(pts, [2]float32{c[0] + rad*float32(math.Cos(u)), c[1] + rad*float32(math.Sin(u))})
		}
	}
	cap(float64(a1), float64(a1))
	for i := k; i >= 0; i-- {
		pts = append(pts, at(inner, angle(i)))
	}
	cap(float64(a0), float64(a0)+math.Pi)
	shapeBuf.pts = pts
	// The inside: quads between the arcs, a fan in each cap.
	is := shapeBuf.is[:0]
	innerAt := func(i int) uint32 { return uint32(k + m + 1 + k - i) }
	for i := range k {
		is = append(is, uint32(i), uint32(i+1), innerAt(i+1), uint32(i), innerAt(i+1), innerAt(i))
	}
	for j := k + 1; j <= k+m; j++ {
		is = append(is, uint32(k), uint32(j), uint32(j+1))
	}
	last := 2*k + m + 1
	for j := last + 1; j < len(pts); j++ {
		next := (j + 1) % len(pts)
		is = append(is, uint32(last), uint32(j), uint32(next))
	}
	shapeBuf.is = is
	fringed(dst, pts, clr, cover)
}

// fillConvex fills the convex polygon pts: a fan inside, a fringe around.
func fillConvex(dst *ebiten.Image, pts [][2]float32, clr color.Color, cover float32) {
	if len(pts) < 3 {
		return
	}
	is := shapeBuf.is[:0]
	for i := 1; i+1 < len(pts); i++ {
		is = append(is, 0, uint32(i), uint32(i+1))
	}
	shapeBuf.is = is
	fringed(dst, pts, clr, cover)
}

// fringed draws the outline pts (a simple polygon, either way round) whose inside the
// triangles in shapeBuf.is cover, by index into pts: those go to the points moved half a
// pixel in, and a strip to the points half a pixel out fades the edge.
func fringed(dst *ebiten.Image, pts [][2]float32, clr color.Color, cover float32) {
	n := len(pts)
	var area float64
	for i, p := range pts {
		q := pts[(i+1)%n]
		area += float64(p[0])*float64(q[1]) - float64(q[0])*float64(p[1])
	}
	side := 1.0 // outward normal of edge (dx, dy) is side*(dy, -dx)
	if area < 0 {
		side = -1
	}
	normal := func(i int) (float64, float64) {
		p, q := pts[i], pts[(i+1)%n]
		dx, dy := float64(q[0]-p[0]), float64(q[1]-p[1])
		l := math.Hypot(dx, dy)
		if l == 0 {
			return 0, 0
		}
		return side * dy / l, -side * dx / l
	}
	off := shapeBuf.off[:0]
	for i := range pts {
		ax, ay := normal((i + n - 1) % n)
		bx, by := normal(i)
		mx, my := ax+bx, ay+by
		d := mx*mx + my*my
		if d < 0.2 { // a point where the outline turns back: no miter to speak of
			off = append(off, [2]float32{float32(ax+bx) / 2, float32(ay+by) / 2})
			continue
		}
		off = append(off, [2]float32{float32(2 * mx / d), float32(2 * my / d)}) // the miter for 1 px out
	}
	shapeBuf.off = off
	r, g, b, a := premultiplied(clr)
	r, g, b, a = r*cover, g*cover, b*cover, a*cover
	vs := shapeBuf.vs[:0]
	for i, p := range pts {
		vs = append(vs, vertex([2]float32{p[0] - off[i][0]/2, p[1] - off[i][1]/2}, r, g, b, a))
	}
	for i, p := range pts {
		vs = append(vs, vertex([2]float32{p[0] + off[i][0]/2, p[1] + off[i][1]/2}, 0, 0, 0, 0))
	}
	is := shapeBuf.is
	for i := range uint32(n) {
		j := (i + 1) % uint32(n)
		is = append(is, i, uint32(n)+i, uint32(n)+j, i, uint32(n)+j, j)
	}
	shapeBuf.vs, shapeBuf.is = vs, is
	flush(dst)
}

// segments is how many straight pieces an arc of radius r and the given angle needs to
// stay within a tenth of a pixel of the circle.
func segments(r float32, angle float64) int {
	if r <= 0.1 {
		return max(1, int(math.Ceil(angle/(math.Pi/2))))
	}
	step := 2 * math.Acos(1-0.1/float64(r))
	return max(2, min(512, int(math.Ceil(angle/step))))
}

func premultiplied(clr color.Color) (r, g, b, a float32) {
	cr, cg, cb, ca := clr.RGBA()
	return float32(cr) / 0xffff, float32(cg) / 0xffff, float32(cb) / 0xffff, float32(ca) / 0xffff
}

func vertex(p [2]float32, r, g, b, a float32) ebiten.Vertex {
	return ebiten.Vertex{DstX: p[0], DstY: p[1], SrcX: 1.5, SrcY: 1.5, ColorR: r, ColorG: g, ColorB: b, ColorA: a}
}

// flush draws shapeBuf's triangles (the fringe is the anti-aliasing: no offscreen
// supersampling).
func flush(dst *ebiten.Image) {
	op := &ebiten.DrawTrianglesOptions{ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha}
	dst.DrawTriangles32(shapeBuf.vs, shapeBuf.is, whitePixel, op)
}
