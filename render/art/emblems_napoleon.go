package art

import "math"

// Emblems are drawn in emblem space: [-1,1] on both axes, y down, centred on
// the token. Each one first fills its silhouette with k.main, then cuts
// details with k.cut (skipped on the shadow pass).

// drawGeneral: Napoleon's bicorne worn "en bataille" (a crescent with
// pointed corners), with its cockade, over a row of general's stars.
func drawGeneral(c *canvas, k inks) {
	c.moveTo(-0.98, 0.12)
	c.cubeTo(-0.6, -0.06, -0.3, -0.12, 0, -0.12)
	c.cubeTo(0.3, -0.12, 0.6, -0.06, 0.98, 0.12)
	c.cubeTo(0.82, -0.2, 0.5, -0.78, 0, -0.78)
	c.cubeTo(-0.5, -0.78, -0.82, -0.2, -0.98, 0.12)
	c.close()
	for i := -1; i <= 1; i++ {
		c.star(float64(i)*0.44, 0.46, 0.085, 0.2, 5, 0)
	}
	c.fill(k.main)
	if k.shadow {
		return
	}
	// Gold braid along the edge of the crown.
	c.curve(0.05, pt{-0.8, 0.0}, pt{-0.62, -0.32}, pt{-0.38, -0.66}, pt{0, -0.66})
	c.curve(0.05, pt{0, -0.66}, pt{0.38, -0.66}, pt{0.62, -0.32}, pt{0.8, 0.0})
	// Cockade and its loop, on the wearer's left.
	c.circle(0.4, -0.36, 0.13)
	c.line(0.05, pt{0.4, -0.36}, pt{0.33, -0.64})
	c.fill(k.cut)
	c.circle(0.4, -0.36, 0.055)
	c.fill(k.main)
}

// drawDrum: a side drum with its tension cords and crossed sticks.
func drawDrum(c *canvas, k inks) {
	top, bot, rx, ry := -0.1, 0.62, 0.64, 0.17
	shell := func() {
		c.moveTo(-rx, top)
		c.cubeTo(-rx, top-ry*1.33, rx, top-ry*1.33, rx, top)
		c.lineTo(rx, bot)
		c.cubeTo(rx, bot+ry*1.33, -rx, bot+ry*1.33, -rx, bot)
		c.close()
	}
	sticks := func(w float64) {
		c.line(w, pt{-0.78, -0.92}, pt{0.34, -0.24})
		c.line(w, pt{0.78, -0.92}, pt{-0.34, -0.24})
		c.circle(-0.8, -0.93, w*1.15)
		c.circle(0.8, -0.93, w*1.15)
	}
	shell()
	sticks(0.1)
	c.fill(k.main)
	if k.shadow {
		return
	}
	// Drum head.
	c.ellipse(0, top, rx-0.08, ry-0.05)
	// Hoops: lines just below the top rim and above the bottom one.
	hoop := func(y float64) {
		n := 10
		ps := make([]pt, 0, n+1)
		for i := 0; i <= n; i++ {
			a := math.Pi * float64(i) / float64(n)
			ps = append(ps, pt{-(rx - 0.02) * math.Cos(a), y + (ry-0.02)*math.Sin(a)})
		}
		c.line(0.05, ps...)
	}
	hoop(top + 0.12)
	hoop(bot - 0.12)
	// Tension cords, zigzag round the shell.
	var zz []pt
	for i := 0; i <= 6; i++ {
		a := math.Pi * float64(i) / 6
		y := top + 0.2
		if i%2 == 1 {
			y = bot - 0.2
		}
		zz = append(zz, pt{-(rx - 0.1) * math.Cos(a), y + 0.1*math.Sin(a)})
	}
	c.line(0.055, zz...)
	c.fill(k.cut)
	// The sticks lie over the head: outline them, then draw them again.
	sticks(0.17)
	c.fill(k.cut)
	sticks(0.1)
	c.fill(k.main)
}

// musket draws one musket with fixed bayonet, muzzle towards -y.
func musket(c *canvas) {
	// Stock from butt to fore-end, with the step at the wrist.
	c.moveTo(-0.16, 0.98)
	c.lineTo(0.16, 0.9)
	c.cubeTo(0.1, 0.7, 0.07, 0.5, 0.07, 0.36)
	c.lineTo(0.065, -0.38)
	c.lineTo(-0.065, -0.38)
	c.lineTo(-0.065, 0.2)
	c.lineTo(-0.1, 0.3)
	c.cubeTo(-0.12, 0.5, -0.15, 0.7, -0.16, 0.98)
	c.close()
	// Barrel, and the bayonet blade beyond the muzzle.
	c.rect(-0.045, -0.62, 0.09, 0.3)
	c.poly(pt{-0.05, -0.6}, pt{0.05, -0.6}, pt{0.0, -1.0})
}

// drawInfantry: two muskets with fixed bayonets, crossed.
func drawInfantry(c *canvas, k inks) {
	for _, a := range []float64{-0.58, 0.58} {
		old := c.push(rotate(a))
		musket(c)
		c.tf = old
	}
	c.fill(k.main)
	if k.shadow {
		return
	}
	old := c.push(rotate(0.58))
	// The musket on top is outlined where it crosses the other.
	c.moveTo(-0.13, 0.6)
	c.lineTo(0.12, 0.6)
	c.lineTo(0.1, -0.45)
	c.lineTo(-0.1, -0.45)
	c.close()
	c.fill(k.cut)
	musket(c)
	c.fill(k.main)
	// Lock, trigger guard and barrel bands.
	c.line(0.04, pt{-0.06, -0.25}, pt{0.06, -0.25})
	c.line(0.04, pt{-0.06, 0.0}, pt{0.06, 0.0})
	c.circle(0, 0.28, 0.035)
	c.fill(k.cut)
	c.tf = old
	old = c.push(rotate(-0.58))
	c.line(0.04, pt{-0.06, -0.25}, pt{0.06, -0.25})
	c.circle(0, 0.28, 0.035)
	c.fill(k.cut)
	c.tf = old
}

// horseHead adds the outline of a horse's head and neck facing left.
func horseHead(c *canvas) {
	c.moveTo(-0.1, 0.95)
	c.cubeTo(-0.1, 0.62, -0.04, 0.46, -0.12, 0.34)
	c.cubeTo(-0.25, 0.38, -0.45, 0.44, -0.58, 0.46)
	c.cubeTo(-0.72, 0.48, -0.86, 0.4, -0.84, 0.24)
	c.cubeTo(-0.82, 0.1, -0.52, -0.26, -0.34, -0.46)
	c.cubeTo(-0.3, -0.52, -0.26, -0.58, -0.24, -0.64)
	c.lineTo(-0.16, -0.96)
	c.cubeTo(-0.08, -0.86, -0.02, -0.74, 0.0, -0.64)
	c.cubeTo(0.36, -0.5, 0.64, -0.06, 0.72, 0.95)
	c.close()
}

// bez evaluates a cubic Bézier curve.
func bez(a, b, d, e pt, t float64) pt {
	u := 1 - t
	return pt{
		u*u*u*a.x + 3*u*u*t*b.x + 3*u*t*t*d.x + t*t*t*e.x,
		u*u*u*a.y + 3*u*u*t*b.y + 3*u*t*t*d.y + t*t*t*e.y,
	}
}

// drawCavalry: a horse's head with flowing mane and bridle.
func drawCavalry(c *canvas, k inks) {
	horseHead(c)
	// Mane: locks blown back off the crest.
	a, b, d, e := pt{0.0, -0.64}, pt{0.36, -0.5}, pt{0.64, -0.06}, pt{0.72, 0.95}
	for i := 0; i < 6; i++ {
		t0 := 0.02 + float64(i)*0.15
		p0, p1 := bez(a, b, d, e, t0), bez(a, b, d, e, t0+0.16)
		tip := pt{(p0.x+p1.x)/2 + 0.2, (p0.y+p1.y)/2 + 0.02}
		if i == 0 {
			tip = pt{-0.04, -0.78} // forelock
			p1 = bez(a, b, d, e, 0.08)
		}
		c.moveTo(p0.x-0.04, p0.y+0.02)
		c.quadTo(tip.x-0.05, tip.y-0.1, tip.x, tip.y)
		c.quadTo((p0.x+p1.x)/2+0.06, (p0.y+p1.y)/2+0.04, p1.x-0.04, p1.y)
		c.close()
	}
	c.fill(k.main)
	if k.shadow {
		return
	}
	c.ellipse(-0.31, -0.26, 0.07, 0.055)                                             // eye
	c.ellipse(-0.72, 0.22, 0.045, 0.07)                                              // nostril
	c.curve(0.045, pt{-0.82, 0.36}, pt{-0.74, 0.34}, pt{-0.66, 0.36}, pt{-0.6, 0.4}) // mouth
	// Bridle: cheek strap, noseband, brow band, and the reins.
	c.line(0.06, pt{-0.16, -0.56}, pt{-0.36, 0.0}, pt{-0.54, 0.36})
	c.line(0.06, pt{-0.7, -0.02}, pt{-0.46, 0.1})
	c.line(0.06, pt{-0.3, -0.5}, pt{-0.08, -0.52})
	c.curve(0.05, pt{-0.5, 0.3}, pt{-0.2, 0.5}, pt{0.05, 0.6}, pt{0.3, 0.5})
	// Jaw line.
	c.curve(0.045, pt{-0.12, 0.3}, pt{0.0, 0.2}, pt{0.02, 0.0}, pt{-0.08, -0.14})
	c.fill(k.cut)
}

// drawCannon: a field gun seen from above, muzzle towards -y (the facing).
func drawCannon(c *canvas, k inks) {
	wheelY, wheelL, wheelW, wheelX := 0.05, 0.42, 0.2, 0.56
	carriage := func(g float64) {
		// Trail: a beam from the axle back to the trail eye.
		c.moveTo(-0.22-g, -0.05)
		c.lineTo(0.22+g, -0.05)
		c.lineTo(0.13+g, 0.86+g)
		c.quadTo(0, 0.96+g, -0.13-g, 0.86+g)
		c.close()
		c.rect(-wheelX, wheelY-0.06-g, 2*wheelX, 0.12+2*g)
		for _, x := range []float64{-wheelX, wheelX} {
			c.roundRect(x-wheelW/2-g, wheelY-wheelL-g, wheelW+2*g, 2*(wheelL+g), wheelW/2)
		}
	}
	barrel := func(g float64) {
		c.moveTo(-0.2-g, 0.2+g)
		c.lineTo(-0.12-g, -0.76)
		c.cubeTo(-0.17-g, -0.8, -0.17-g, -0.84, -0.17-g, -0.96-g)
		c.lineTo(0.17+g, -0.96-g)
		c.cubeTo(0.17+g, -0.84, 0.17+g, -0.8, 0.12+g, -0.76)
		c.lineTo(0.2+g, 0.2+g)
		c.cubeTo(0.14+g, 0.32+g, -0.14-g, 0.32+g, -0.2-g, 0.2+g)
		c.close()
		c.circle(0, 0.42, 0.085+g)
		c.rect(-0.04-g, 0.28, 0.08+2*g, 0.12)
	}
	carriage(0)
	barrel(0)
	c.fill(k.main)
	if k.shadow {
		return
	}
	// Wheels: the rim's inner edge and spokes, and the trail's eye.
	for _, x := range []float64{-wheelX, wheelX} {
		// Tyre seam and the hub cap.
		c.buttLine(0.035, pt{x, wheelY - wheelL + 0.1}, pt{x, wheelY - 0.1})
		c.buttLine(0.035, pt{x, wheelY + 0.1}, pt{x, wheelY + wheelL - 0.1})
		c.circle(x, wheelY, 0.05)
	}
	c.circle(0, 0.8, 0.045)
	c.fill(k.cut)
	// The barrel lies over the carriage: a gap round it.
	barrel(0.055)
	c.fill(k.cut)
	barrel(0)
	c.fill(k.main)
	// Reinforcing rings and the muzzle's bore.
	c.line(0.04, pt{-0.17, 0.08}, pt{0.17, 0.08})
	c.line(0.035, pt{-0.15, -0.3}, pt{0.15, -0.3})
	c.line(0.03, pt{-0.13, -0.82}, pt{0.13, -0.82})
	c.fill(k.cut)
}
