package napoleonboard

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"warboard/render"
)

// pen draws shapes given in logical pixels onto an image in physical pixels, shifted by
// (ox, oy) logical pixels (an offscreen layer's origin).
type pen struct {
	dst    *ebiten.Image
	sc     float64
	ox, oy float64
}

func (p pen) x(v float64) float32 { return float32((v - p.ox) * p.sc) }
func (p pen) y(v float64) float32 { return float32((v - p.oy) * p.sc) }
func (p pen) l(v float64) float32 { return float32(v * p.sc) }

func (p pen) rect(r render.Rect, c color.Color) {
	render.FillRect(p.dst, p.x(r.X), p.y(r.Y), p.l(r.W), p.l(r.H), c)
}

// frame strokes the inside edge of r with width w.
func (p pen) frame(r render.Rect, w float64, c color.Color) {
	p.rect(render.Rect{X: r.X, Y: r.Y, W: r.W, H: w}, c)
	p.rect(render.Rect{X: r.X, Y: r.Y + r.H - w, W: r.W, H: w}, c)
	p.rect(render.Rect{X: r.X, Y: r.Y + w, W: w, H: r.H - 2*w}, c)
	p.rect(render.Rect{X: r.X + r.W - w, Y: r.Y + w, W: w, H: r.H - 2*w}, c)
}

func (p pen) disc(cx, cy, r float64, c color.Color) {
	render.FillCircle(p.dst, p.x(cx), p.y(cy), p.l(r), c)
}

func (p pen) ring(cx, cy, r, w float64, c color.Color) {
	render.StrokeCircle(p.dst, p.x(cx), p.y(cy), p.l(r), p.l(w), c)
}

func (p pen) line(x0, y0, x1, y1, w float64, c color.Color) {
	render.StrokeLine(p.dst, p.x(x0), p.y(y0), p.x(x1), p.y(y1), p.l(w), c)
}

// dashedRing is a ring of n dashes.
func (p pen) dashedRing(cx, cy, r, w float64, n int, c color.Color) {
	for i := 0; i < n; i++ {
		a0 := 2 * math.Pi * float64(i) / float64(n)
		a1 := a0 + math.Pi/float64(n)*1.1
		render.StrokeArc(p.dst, p.x(cx), p.y(cy), p.l(r), float32(a0), float32(a1), p.l(w), c)
	}
}

// poly fills a convex polygon.
func (p pen) poly(c color.Color, pts ...[2]float64) {
	var at [8][2]float32
	ps := at[:0]
	for _, q := range pts {
		ps = append(ps, [2]float32{p.x(q[0]), p.y(q[1])})
	}
	render.FillPolygon(p.dst, c, ps...)
}

// roundRect fills r with corners of radius rad.
func (p pen) roundRect(r render.Rect, rad float64, c color.Color) {
	render.FillRoundRect(p.dst, p.x(r.X), p.y(r.Y), p.x(r.X+r.W), p.y(r.Y+r.H), p.l(rad), c)
}

// arrow is a line from (x0,y0) to (x1,y1) ending in a head.
func (p pen) arrow(x0, y0, x1, y1, w float64, c color.Color) {
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	if l == 0 {
		return
	}
	ux, uy := dx/l, dy/l
	head := w * 3
	bx, by := x1-ux*head, y1-uy*head
	p.line(x0, y0, bx, by, w, c)
	p.poly(c, [2]float64{x1, y1}, [2]float64{bx - uy*head*0.7, by + ux*head*0.7}, [2]float64{bx + uy*head*0.7, by - ux*head*0.7})
}

func rgba(r, g, b uint8, a float64) color.NRGBA { return color.NRGBA{r, g, b, uint8(a*255 + 0.5)} }

func withAlpha(c color.NRGBA, a float64) color.NRGBA {
	c.A = uint8(a*255 + 0.5)
	return c
}
