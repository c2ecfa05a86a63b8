package art

import (
	"image"
	"math"
)

// JunqiBack draws the back of a face-down Junqi piece: a lacquered wooden
// tile of w × h pixels (sizes below 1 are taken as 1) with a carved double
// border, fretwork corners and a medallion, so that no face shows through.
func JunqiBack(w, h int) *image.RGBA {
	w, h = max(w, 1), max(h, 1)
	c := newCanvas(w, h)
	ar := float64(h) / float64(w) // unit space is 1 wide and ar high
	m := 0.035
	x0, y0, x1, y1 := m, m*1.2, 1-m, ar-m*1.6
	rr := 0.07 * math.Min(1, ar*2)
	c.roundRect(x0, y0, x1-x0, y1-y0, rr)
	c.shadow(rgbA(0x10, 0x08, 0x00, 0xa0), 0.04, 0.01, 0.02)
	// Tile edge, then the lacquered face.
	c.roundRect(x0, y0, x1-x0, y1-y0, rr)
	c.fillColor(rgb(0x5a, 0x2c, 0x12))
	c.roundRect(x0+0.012, y0+0.01, x1-x0-0.024, y1-y0-0.03, rr*0.85)
	c.fill(linear{p0: pt{x0, y0}, p1: pt{x1 * 0.6, y1}, c0: premul(rgb(0xd2, 0x8a, 0x4e)), c1: premul(rgb(0x8e, 0x42, 0x1c))})
	// Wood grain: thin wavy streaks across the tile.
	rg := newRNG(77)
	for i := 0; i < 9; i++ {
		y := y0 + (y1-y0)*(float64(i)+rg.rangeF(0.2, 0.8))/9
		amp := rg.rangeF(0.004, 0.012) * ar
		ps := make([]pt, 0, 13)
		for j := 0; j <= 12; j++ {
			x := x0 + 0.03 + (x1-x0-0.06)*float64(j)/12
			ps = append(ps, pt{x, y + amp*math.Sin(float64(j)*0.9+float64(i))})
		}
		c.line(0.006, ps...)
	}
	c.fill(solid(rgba{0.3, 0.1, 0, 1}.scaleA(0.18)))
	// Carved double border.
	in := 0.06
	ix0, iy0, ix1, iy1 := x0+in, y0+in*ar*1.4, x1-in, y1-in*ar*1.4
	frame := func(g, t float64) {
		c.roundRect(ix0-g, iy0-g, ix1-ix0+2*g, iy1-iy0+2*g, rr*0.5)
		c.roundRect(ix0-g+t, iy0-g+t, ix1-ix0+2*g-2*t, iy1-iy0+2*g-2*t, rr*0.4)
		c.holeLast()
	}
	gold := premul(rgb(0xf2, 0xd0, 0x84))
	frame(0.004, 0.016)
	c.fill(solid(rgba{0.2, 0.06, 0, 1}.scaleA(0.55)))
	frame(0, 0.012)
	c.fill(solid(gold))
	frame(-0.03, 0.006)
	c.fill(solid(gold.scaleA(0.8)))
	// Fretwork in the corners.
	fw := math.Min(0.08, (iy1-iy0)*0.3)
	for _, sx := range []float64{-1, 1} {
		for _, sy := range []float64{-1, 1} {
			cx, cy := (ix0+ix1)/2+sx*((ix1-ix0)/2-0.045), (iy0+iy1)/2+sy*((iy1-iy0)/2-0.045)
			c.line(0.012, pt{cx, cy - sy*fw}, pt{cx, cy}, pt{cx - sx*fw, cy})
			c.line(0.012, pt{cx - sx*fw*0.5, cy - sy*fw*0.5}, pt{cx - sx*fw*0.5, cy - sy*fw}, pt{cx, cy - sy*fw})
		}
	}
	c.fill(solid(gold))
	// Medallion: a ring round an eight-petalled rosette.
	mx, my := 0.5, (iy0+iy1)/2
	mr := math.Min(0.17, (iy1-iy0)*0.36)
	c.circle(mx+0.006, my+0.008, mr)
	c.fill(solid(rgba{0.2, 0.06, 0, 1}.scaleA(0.4)))
	c.ring(mx, my, mr*0.84, mr)
	for i := 0; i < 8; i++ {
		a := float64(i) * math.Pi / 4
		l := 0.3
		if i%2 == 1 {
			l = 0.22
		}
		s, co := math.Sincos(a)
		c.ellipseRot(mx+co*mr*(0.18+l), my+s*mr*(0.18+l), mr*l, mr*0.11, a)
	}
	c.circle(mx, my, mr*0.16)
	c.fill(solid(gold))
	// Varnish sheen on the top half.
	c.roundRect(x0+0.02, y0+0.015, x1-x0-0.04, (y1-y0)*0.42, rr*0.8)
	c.fill(linear{p0: pt{0, y0}, p1: pt{0, y0 + (y1-y0)*0.42}, c0: rgba{1, 1, 1, 1}.scaleA(0.16), c1: rgba{}})
	return c.img
}
