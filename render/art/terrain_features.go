package art

import (
	"math"
)

// drawVillage: a dusty lane, houses with tiled roofs round the edges, a
// church on some tiles, and a few garden bushes.
func drawVillage(c *canvas, dark bool, seed uint64) {
	rg := newRNG(seed + 3)
	// The lane crosses the tile through the middle, low in contrast.
	a := rg.rangeF(-0.5, 0.5)
	if rg.intn(2) == 0 {
		a += math.Pi / 2
	}
	dx, dy := math.Cos(a), math.Sin(a)
	bend := rg.rangeF(-0.08, 0.08)
	lane := func(w float64) {
		c.curve(w, pt{0.5 - dx*0.75, 0.5 - dy*0.75}, pt{0.5 - dx*0.25 - dy*bend, 0.5 - dy*0.25 + dx*bend},
			pt{0.5 + dx*0.25 + dy*bend, 0.5 + dy*0.25 - dx*bend}, pt{0.5 + dx*0.75, 0.5 + dy*0.75})
	}
	lane(0.2)
	c.fill(solid(premul(rgbA(0xb8, 0xa0, 0x70, 0x50))))
	lane(0.15)
	c.fill(solid(premul(rgbA(0xd8, 0xc4, 0x94, 0x90))))
	c.circle(0.5, 0.5, 0.2)
	c.fill(radial{cx: 0.5, cy: 0.5, r: 0.2, c0: premul(rgbA(0xd8, 0xc6, 0x98, 0x90)), c1: premul(rgbA(0xd8, 0xc6, 0x98, 0x00))})

	// Houses stand in the corners and along the edges, turned to the lane.
	slots := []pt{{0.2, 0.2}, {0.8, 0.2}, {0.2, 0.8}, {0.8, 0.8}, {0.5, 0.13}, {0.13, 0.5}, {0.87, 0.5}, {0.5, 0.87}}
	church := rg.intn(3) == 0
	churchSlot := rg.intn(4)
	var houses []house
	for i, s := range slots {
		if i >= 4 && rg.intn(3) != 0 {
			continue // only some edge middles get a house
		}
		h := house{
			x: s.x + rg.rangeF(-0.03, 0.03), y: s.y + rg.rangeF(-0.03, 0.03),
			w: rg.rangeF(0.17, 0.23), d: rg.rangeF(0.11, 0.14),
			turn: a + rg.rangeF(-0.15, 0.15), roof: rg.intn(3),
		}
		if rg.intn(2) == 0 {
			h.turn += math.Pi / 2
		}
		if i >= 4 {
			h.w, h.d = h.w*0.85, h.d*0.9
			h.turn = math.Atan2(s.y-0.5, s.x-0.5) + math.Pi/2
		}
		h.church = church && i == churchSlot
		houses = append(houses, h)
	}
	// Bushes first: houses may overlap them.
	for i := 0; i < 4; i++ {
		x, y := edgeSpot(rg, 0.3)
		r := rg.rangeF(0.025, 0.04)
		drawCanopy(c, x, y, r, rg, false, dark)
	}
	for _, h := range houses {
		h.shadow(c)
	}
	for _, h := range houses {
		h.draw(c)
	}
}

type house struct {
	x, y, w, d, turn float64
	roof             int
	church           bool
}

var roofColours = [][2]rgba{
	{premul(rgb(0xd0, 0x6a, 0x40)), premul(rgb(0x8a, 0x36, 0x20))},
	{premul(rgb(0xc2, 0x5a, 0x38)), premul(rgb(0x7a, 0x2c, 0x1c))},
	{premul(rgb(0x8c, 0x8a, 0x90)), premul(rgb(0x4c, 0x4a, 0x56))}, // slate
}

func (h house) frame() affine {
	t := h.turn
	// Keep roofs' long side mostly horizontal so the lit/shaded halves read.
	for t > math.Pi/2 {
		t -= math.Pi
	}
	for t < -math.Pi/2 {
		t += math.Pi
	}
	return translate(h.x, h.y).then(rotate(t * 0.35))
}

func (h house) outline(c *canvas, grow float64) {
	w, d := h.w/2+grow, h.d/2+grow
	c.rect(-w, -d, 2*w, 2*d)
	if h.church {
		c.rect(w-0.01, -d*0.8, d*1.3, d*1.6)
	}
}

func (h house) shadow(c *canvas) {
	old := c.push(h.frame())
	h.outline(c, 0)
	c.tf = old
	c.shadow(rgbA(0x20, 0x18, 0x08, 0x90), 0.03, 0.018, 0.026)
}

func (h house) draw(c *canvas) {
	old := c.push(h.frame())
	defer func() { c.tf = old }()
	w, d := h.w/2, h.d/2
	light, dark := roofColours[h.roof][0], roofColours[h.roof][1]
	// Front wall, seen a little below the eaves.
	c.rect(-w+0.01, d-0.01, 2*w-0.02, 0.045)
	c.fillColor(rgb(0xe6, 0xd8, 0xb8))
	c.rect(-w*0.25, d+0.004, 0.028, 0.03) // door
	c.rect(w*0.4, d+0.006, 0.024, 0.018)  // window
	c.rect(-w*0.75, d+0.006, 0.024, 0.018)
	c.fillColor(rgb(0x4a, 0x34, 0x22))
	// Roof: lit and shaded halves either side of the ridge.
	c.rect(-w, -d, 2*w, d)
	c.fill(solid(light))
	c.rect(-w, 0, 2*w, d)
	c.fill(solid(dark))
	// Tile courses and eaves.
	for i := 1; i < 3; i++ {
		f := float64(i) / 3
		c.line(0.005, pt{-w, -d * f}, pt{w, -d * f})
		c.line(0.005, pt{-w, d * f}, pt{w, d * f})
	}
	c.fill(solid(rgba{0, 0, 0, 0.16}))
	c.line(0.008, pt{-w, 0}, pt{w, 0})
	c.fill(solid(rgba{0.2, 0.08, 0.04, 0.7}))
	c.rect(-w, -d, 2*w, 2*d)
	c.rect(-w+0.006, -d+0.006, 2*w-0.012, 2*d-0.012)
	c.holeLast()
	c.fill(solid(rgba{0.15, 0.06, 0.03, 0.55}))
	if h.church {
		// Square tower with a pyramid roof at the east end.
		tx, ts := w-0.01+d*0.65, d*0.8
		c.poly(pt{tx - ts, -ts}, pt{tx + ts, -ts}, pt{tx, 0})
		c.fill(solid(mix(light, rgba{1, 1, 1, 1}, 0.15)))
		c.poly(pt{tx + ts, -ts}, pt{tx + ts, ts}, pt{tx, 0})
		c.fill(solid(mix(light, dark, 0.5)))
		c.poly(pt{tx + ts, ts}, pt{tx - ts, ts}, pt{tx, 0})
		c.fill(solid(dark))
		c.poly(pt{tx - ts, ts}, pt{tx - ts, -ts}, pt{tx, 0})
		c.fill(solid(mix(light, dark, 0.3)))
		c.circle(tx, 0, 0.008)
		c.fillColor(rgb(0xe8, 0xc8, 0x60))
	} else {
		// Chimney on the lit side.
		cx := w * 0.45
		c.rect(cx+0.004, -d*0.7+0.004, 0.028, 0.022)
		c.fill(solid(rgba{0, 0, 0, 0.3}))
		c.rect(cx, -d*0.7, 0.028, 0.022)
		c.fillColor(rgb(0x9a, 0x8a, 0x7a))
	}
}

// drawCanopy draws a tree seen from above: a lobed crown lit from the top
// left, with its shadow. conifer trees are darker and star-shaped.
func drawCanopy(c *canvas, x, y, r float64, rg *rng, conifer, dark bool) {
	lobes := 5 + rg.intn(3)
	phase := rg.float() * 2 * math.Pi
	type lobe struct{ x, y, r float64 }
	ls := make([]lobe, 0, lobes+1)
	ls = append(ls, lobe{x, y, r * 0.75})
	for i := 0; i < lobes; i++ {
		a := phase + float64(i)*2*math.Pi/float64(lobes)
		d := r * rg.rangeF(0.45, 0.6)
		ls = append(ls, lobe{x + d*math.Cos(a), y + d*math.Sin(a), r * rg.rangeF(0.42, 0.55)})
	}
	crown := func(k float64) {
		if conifer {
			c.star(x, y, r*0.55*k, r*1.05*k, 9+rg.intn(3), phase)
			return
		}
		for _, l := range ls {
			c.circle(x+(l.x-x)*k, y+(l.y-y)*k, l.r*k)
		}
	}
	crown(1)
	c.shadow(rgbA(0x10, 0x1a, 0x06, 0xa0), r*0.5, r*0.35, r*0.5)
	lightC, darkC := premul(rgb(0x7c, 0xa0, 0x48)), premul(rgb(0x26, 0x48, 0x1c))
	if conifer {
		lightC, darkC = premul(rgb(0x4e, 0x80, 0x52)), premul(rgb(0x14, 0x36, 0x22))
	}
	crown(1)
	c.fill(radial{cx: x - r*0.45, cy: y - r*0.5, r: r * 1.7, c0: lightC, c1: darkC})
	if conifer {
		// Branch ridges radiating from the top.
		n := 6
		for i := 0; i < n; i++ {
			a := phase + float64(i)*2*math.Pi/float64(n)
			c.line(r*0.06, pt{x, y}, pt{x + r*0.8*math.Cos(a), y + r*0.8*math.Sin(a)})
		}
		c.fill(solid(rgba{0, 0, 0, 0.18}))
		c.circle(x-r*0.05, y-r*0.05, r*0.12)
		c.fill(solid(mix(lightC, rgba{1, 1, 1, 1}, 0.2)))
		return
	}
	// Leafy highlights on the lit side.
	for _, l := range ls[1:] {
		hx, hy := l.x-l.r*0.3, l.y-l.r*0.32
		c.circle(hx, hy, l.r*0.45)
	}
	c.fill(solid(mix(lightC, rgba{1, 1, 0.8, 1}, 0.25).scaleA(0.45)))
}

// drawForest: big trees in the corners, smaller ones along the edges, a
// calm clearing in the middle.
func drawForest(c *canvas, dark bool, seed uint64) {
	rg := newRNG(seed + 5)
	// Leaf litter darkens the ground under the trees.
	c.rect(0, 0, 1, 1)
	c.fill(radial{cx: 0.5, cy: 0.5, r: 0.75, c0: rgba{0.2, 0.25, 0.05, 1}.scaleA(0.05), c1: rgba{0.1, 0.14, 0.02, 1}.scaleA(0.4)})
	type tree struct {
		x, y, r float64
		conifer bool
	}
	var ts []tree
	for _, s := range []pt{{0.16, 0.16}, {0.84, 0.16}, {0.16, 0.84}, {0.84, 0.84}} {
		ts = append(ts, tree{s.x + rg.rangeF(-0.03, 0.03), s.y + rg.rangeF(-0.03, 0.03), rg.rangeF(0.13, 0.16), rg.intn(4) == 0})
	}
	for _, s := range []pt{{0.5, 0.1}, {0.1, 0.5}, {0.9, 0.5}, {0.5, 0.9}} {
		o := rg.rangeF(-0.1, 0.1)
		x, y := s.x, s.y
		if x == 0.5 {
			x += o
		} else {
			y += o
		}
		ts = append(ts, tree{x, y, rg.rangeF(0.09, 0.115), rg.intn(3) == 0})
	}
	// Draw from the top so lower crowns overlap upper ones' shadows.
	for i := 1; i < len(ts); i++ {
		for j := i; j > 0 && ts[j].y < ts[j-1].y; j-- {
			ts[j], ts[j-1] = ts[j-1], ts[j]
		}
	}
	for _, t := range ts {
		drawCanopy(c, t.x, t.y, t.r, rg, t.conifer, dark)
	}
	// A few saplings at the clearing's rim.
	for i := 0; i < 2; i++ {
		a := rg.float() * 2 * math.Pi
		drawCanopy(c, 0.5+0.3*math.Cos(a), 0.5+0.3*math.Sin(a), 0.045, rg, false, dark)
	}
}

// marshField is > 0 on water. Water gathers in the middle (a calm pool)
// and in a few smaller pools.
type marshField struct{ f *fbmField }

func newMarshField(seed uint64) marshField {
	return marshField{newFBMField(seed+21, 3.3, float64(seed%53), 0, 3)}
}

func (m marshField) at(u, v float64) float64 {
	n := m.f.at(u, v)
	r := math.Hypot(u-0.5, v-0.5)
	return n*0.9 - 0.47 + 0.3*(0.3-r)*2
}

// drawMarsh: muddy ground, pools of still water with ripples and lily
// pads, and clumps of reeds.
func drawMarsh(c *canvas, dark bool, seed uint64) {
	n := c.img.Rect.Dx()
	inv := 1 / float64(n)
	gr := newGround(n, dark, seed, groundTint{0.5, 0.5, 0.3, 0.45})
	field := newMarshField(seed)
	wl := [3]float64{0.5, 0.62, 0.6}
	wd := [3]float64{0.25, 0.37, 0.37}
	edgeW := 1.2 * inv
	for py := 0; py < n; py++ {
		for px := 0; px < n; px++ {
			u, v := (float64(px)+0.5)*inv, (float64(py)+0.5)*inv
			r, g, b := gr.at(u, v, px, py)
			f := field.at(u, v)
			// Damp dark bank round the water.
			bank := smoothstep(-0.07, 0, f) * 0.3
			r, g, b = r*(1-bank), g*(1-bank), b*(1-bank*0.8)
			if w := smoothstep(-edgeW*2, edgeW*2, f); w > 0 {
				// Sky reflection: lighter to the top left, deeper inside.
				t := clamp01((u+v)*0.6-0.1) * 0.7
				t += smoothstep(0, 0.12, f) * 0.3
				wr, wg, wb := wl[0]+(wd[0]-wl[0])*t, wl[1]+(wd[1]-wl[1])*t, wl[2]+(wd[2]-wl[2])*t
				// Light lip at the far (bottom right) bank.
				lip := smoothstep(0.0, 0.02, f) * (1 - smoothstep(0.02, 0.05, f)) * 0.12
				e := edgeShade(u, v)
				wr, wg, wb = (wr+lip)*e, (wg+lip)*e, (wb+lip)*e
				r, g, b = r+(wr-r)*w, g+(wg-g)*w, b+(wb-b)*w
			}
			c.setPx(px, py, r, g, b)
		}
	}
	rg := newRNG(seed + 9)
	// Ripples and lily pads on water.
	for i, placed := 0, 0; i < 40 && placed < 5; i++ {
		x, y := rg.rangeF(0.12, 0.88), rg.rangeF(0.12, 0.88)
		if field.at(x, y) < 0.05 {
			continue
		}
		placed++
		if placed%2 == 0 {
			rr := rg.rangeF(0.022, 0.032)
			c.circle(x+0.004, y+0.005, rr)
			c.fill(solid(rgba{0, 0, 0, 0.25}))
			a := rg.float() * 2 * math.Pi
			c.moveTo(x, y)
			for k := 0; k <= 8; k++ {
				t := a + 0.5 + float64(k)*(2*math.Pi-1.0)/8
				c.lineTo(x+rr*math.Cos(t), y+rr*math.Sin(t))
			}
			c.close()
			c.fillColor(rgb(0x6e, 0x94, 0x4a))
			continue
		}
		for k := 1; k <= 2; k++ {
			rx, ry := 0.035*float64(k), 0.012*float64(k)
			arc := make([]pt, 0, 9)
			for j := 0; j <= 8; j++ {
				t := math.Pi*0.15 + math.Pi*0.7*float64(j)/8
				arc = append(arc, pt{x + rx*math.Cos(t), y - ry*math.Sin(t)})
			}
			c.line(0.006, arc...)
		}
		c.fill(solid(rgba{1, 1, 1, 1}.scaleA(0.4)))
	}
	// Marsh grass, as on old maps: a short dash with tufts, on damp ground.
	for i, placed := 0, 0; i < 80 && placed < 9; i++ {
		x, y := edgeSpot(rg, 0.2)
		if f := field.at(x, y); f > -0.01 || f < -0.2 {
			continue
		}
		placed++
		w := rg.rangeF(0.05, 0.08)
		c.line(0.008, pt{x - w/2, y}, pt{x + w/2, y})
		for j := -1; j <= 1; j++ {
			tx := x + float64(j)*w*0.3
			c.line(0.007, pt{tx, y}, pt{tx + float64(j)*0.006, y - 0.022 - 0.01*float64(1-j*j)})
		}
	}
	c.fill(solid(premul(rgbA(0x3c, 0x50, 0x26, 0xb0))))
	// Reed clumps on the banks, mostly near the edges.
	for i, placed := 0, 0; i < 80 && placed < 6; i++ {
		x, y := edgeSpot(rg, 0.3)
		if f := field.at(x, y); f > 0.03 || f < -0.1 {
			continue
		}
		placed++
		drawReeds(c, x, y, rg)
	}
}

func drawReeds(c *canvas, x, y float64, rg *rng) {
	n := 5 + rg.intn(3)
	type reed struct{ top, ctl pt }
	rs := make([]reed, n)
	for i := range rs {
		a := (float64(i)/float64(n-1) - 0.5) * 0.9
		h := rg.rangeF(0.07, 0.12)
		top := pt{x + math.Sin(a)*h*0.8, y - math.Cos(a)*h}
		rs[i] = reed{top, pt{x + math.Sin(a)*h*0.2, y - h*0.5}}
	}
	c.ellipse(x+0.01, y+0.006, 0.04, 0.012)
	c.fill(solid(rgba{0, 0, 0, 0.22}))
	for _, r := range rs {
		c.curve(0.008, pt{x, y}, r.ctl, r.ctl, r.top)
	}
	c.fillColor(rgb(0x4a, 0x68, 0x2a))
	for i, r := range rs {
		if i%2 == 0 {
			// Cattail heads.
			ax, ay := r.top.x-r.ctl.x, r.top.y-r.ctl.y
			l := math.Hypot(ax, ay)
			ax, ay = ax/l, ay/l
			c.line(0.016, pt{r.top.x - ax*0.012, r.top.y - ay*0.012}, pt{r.top.x - ax*0.04, r.top.y - ay*0.04})
		}
	}
	c.fillColor(rgb(0x6a, 0x42, 0x22))
}

// drawHill: a mound shaded from the top left, with hypsometric tints and
// contour lines; the top is flat and calm.
func drawHill(c *canvas, dark bool, seed uint64) {
	n := c.img.Rect.Dx()
	inv := 1 / float64(n)
	rg := newRNG(seed + 13)
	cx, cy := 0.5+rg.rangeF(-0.04, 0.04), 0.5+rg.rangeF(-0.04, 0.04)
	gr := newGround(n, dark, seed, groundTint{})
	relief := newFBMField(seed+31, 2.6, 0, 0, 2)
	height := func(u, v float64) float64 {
		dx, dy := (u-cx)/0.6, (v-cy)/0.54
		r2 := dx*dx + dy*dy
		h := 1 - r2
		h += (relief.at(u, v) - 0.5) * 0.35
		return h
	}
	const levels = 4.0
	lx, ly, lz := -0.55, -0.6, 0.58
	// Heights at every pixel centre and one pixel round the tile; slopes
	// by central differences.
	hs := make([]float64, (n+2)*(n+2))
	for j := 0; j < n+2; j++ {
		for i := 0; i < n+2; i++ {
			hs[j*(n+2)+i] = height((float64(i)-0.5)*inv, (float64(j)-0.5)*inv)
		}
	}
	for py := 0; py < n; py++ {
		for px := 0; px < n; px++ {
			u, v := (float64(px)+0.5)*inv, (float64(py)+0.5)*inv
			r, g, b := gr.at(u, v, px, py)
			k := (py+1)*(n+2) + px + 1
			h := hs[k]
			hx := (hs[k+1] - hs[k-1]) / (2 * inv)
			hy := (hs[k+n+2] - hs[k-n-2]) / (2 * inv)
			if h > 0 {
				// Higher ground is drier and warmer.
				t := clamp01(h) * 0.55
				r, g, b = r+(0.8-r)*t, g+(0.72-g)*t, b+(0.46-b)*t
			}
			// Lambert shading from the slope, applied where the hill rises.
			nx, ny, nz := -hx*0.12, -hy*0.12, 1.0
			l := math.Sqrt(nx*nx + ny*ny + nz*nz)
			s := (nx*lx + ny*ly + nz*lz) / l
			shade := math.Min(1.1, 1+(s-lz)*1.6*smoothstep(-0.2, 0.1, h))
			r, g, b = r*shade, g*shade, b*shade
			// Contour lines a constant width in pixels.
			if h > 0 && h < 1.1 {
				f := h * levels
				d := math.Abs(f - math.Round(f))
				if math.Round(f) >= 1 {
					grad := math.Hypot(hx, hy) * levels * inv
					w := d / math.Max(grad, 1e-6)
					lw := math.Max(0.6, float64(n)/90)
					a := clamp01(1-(w-lw/2)) * 0.55
					r, g, b = r*(1-a)+0.36*a, g*(1-a)+0.27*a, b*(1-a)+0.14*a
				}
			}
			c.setPx(px, py, r, g, b)
		}
	}
	drawTufts(c, dark, seed, 4)
	// A few rocks on the slopes.
	for i := 0; i < 3; i++ {
		x, y := edgeSpot(rg, 0.3)
		rr := rg.rangeF(0.015, 0.025)
		c.ellipse(x+rr*0.4, y+rr*0.5, rr*1.2, rr*0.8)
		c.fill(solid(rgba{0, 0, 0, 0.25}))
		c.ellipse(x, y, rr*1.2, rr*0.8)
		c.fill(radial{cx: x - rr*0.5, cy: y - rr*0.5, r: rr * 2, c0: premul(rgb(0xc8, 0xc0, 0xb0)), c1: premul(rgb(0x78, 0x70, 0x66))})
	}
}
