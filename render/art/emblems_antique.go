package art

import "math"

// The antique emblems are drawn like figures on Greek vases: one colour,
// details incised (cut) so the token's face shows through.

// drawChariot: a warrior with crested helmet and spear in a two-wheeled
// chariot, facing left.
func drawChariot(c *canvas, k inks) {
	old := c.push(translate(0.06, 0.02).then(scale(1.12, 1.12)))
	defer func() { c.tf = old }()
	wx, wy, wr := 0.22, 0.42, 0.44
	car := func() {
		c.moveTo(-0.4, 0.32)
		c.lineTo(0.66, 0.32)
		c.lineTo(0.66, 0.06)
		c.lineTo(0.1, 0.06)
		c.cubeTo(-0.1, 0.06, -0.26, -0.12, -0.42, -0.12)
		c.lineTo(-0.5, -0.06)
		c.cubeTo(-0.4, 0.0, -0.42, 0.2, -0.4, 0.32)
		c.close()
		// Pole and yoke.
		c.line(0.08, pt{-0.4, 0.26}, pt{-0.84, 0.12})
		c.line(0.07, pt{-0.82, -0.02}, pt{-0.82, 0.22})
	}
	warrior := func() {
		// Torso, head, and the helmet's horsehair crest.
		c.poly(pt{0.0, 0.08}, pt{0.46, 0.08}, pt{0.4, -0.36}, pt{0.04, -0.36})
		c.circle(0.22, -0.5, 0.16)
		c.moveTo(0.08, -0.6)
		c.cubeTo(0.1, -0.86, 0.42, -0.9, 0.56, -0.56)
		c.cubeTo(0.46, -0.66, 0.3, -0.7, 0.08, -0.6)
		c.close()
		// Spear held forward.
		c.line(0.055, pt{0.5, 0.02}, pt{-0.36, -0.78})
		c.poly(pt{-0.3, -0.72}, pt{-0.52, -0.93}, pt{-0.36, -0.68})
		c.poly(pt{-0.33, -0.74}, pt{-0.55, -0.94}, pt{-0.4, -0.71})
	}
	wheel := func(g float64) {
		c.circle(wx, wy, wr+g)
	}
	if k.shadow {
		car()
		warrior()
		wheel(0)
		c.fill(k.main)
		return
	}
	warrior()
	car()
	c.fill(k.main)
	// Incised details: eye slit of the helmet, the car's rail.
	c.line(0.035, pt{0.12, -0.5}, pt{0.26, -0.5})
	c.line(0.03, pt{-0.3, 0.14}, pt{0.6, 0.14})
	c.fill(k.cut)
	// The wheel stands in front of the car.
	wheel(0.06)
	c.fill(k.cut)
	c.ring(wx, wy, wr-0.09, wr)
	for i := 0; i < 6; i++ {
		a := float64(i) * math.Pi / 3
		c.buttLine(0.06, pt{wx, wy}, pt{wx + (wr-0.05)*math.Cos(a), wy + (wr-0.05)*math.Sin(a)})
	}
	c.circle(wx, wy, 0.09)
	c.fill(k.main)
}

// drawElephant: a war elephant with a tower on its back, facing left.
func drawElephant(c *canvas, k inks) {
	// Body, head, legs, trunk, tail.
	c.ellipse(0.2, 0.08, 0.64, 0.4)
	c.circle(-0.36, -0.12, 0.34)
	for _, x := range []float64{-0.26, -0.02, 0.42, 0.64} {
		c.roundRect(x-0.09, 0.2, 0.19, 0.62, 0.05)
	}
	c.moveTo(-0.58, -0.22)
	c.cubeTo(-0.82, 0.0, -0.82, 0.36, -0.86, 0.62)
	c.cubeTo(-0.88, 0.74, -0.74, 0.8, -0.7, 0.7)
	c.lineTo(-0.7, 0.62)
	c.cubeTo(-0.64, 0.4, -0.58, 0.2, -0.42, 0.04)
	c.close()
	c.line(0.05, pt{0.82, -0.02}, pt{0.9, 0.36})
	// Tower (thorakion) with crenellations.
	c.rect(0.0, -0.58, 0.5, 0.3)
	for i := 0; i < 3; i++ {
		c.rect(0.0+float64(i)*0.2, -0.7, 0.1, 0.14)
	}
	c.fill(k.main)
	if k.shadow {
		return
	}
	// Ear, eye, tusk, the saddle cloth's edge and the far legs' outline.
	c.moveTo(-0.28, -0.36)
	c.cubeTo(-0.02, -0.4, 0.04, -0.02, -0.08, 0.14)
	c.cubeTo(-0.14, 0.24, -0.24, 0.18, -0.3, 0.12)
	c.lineTo(-0.26, 0.06)
	c.cubeTo(-0.2, 0.12, -0.14, 0.12, -0.12, 0.06)
	c.cubeTo(-0.06, -0.08, -0.06, -0.3, -0.28, -0.28)
	c.close()
	c.circle(-0.48, -0.2, 0.04)
	c.moveTo(-0.56, 0.08)
	c.cubeTo(-0.62, 0.24, -0.72, 0.32, -0.84, 0.3)
	c.cubeTo(-0.72, 0.24, -0.64, 0.14, -0.62, 0.04)
	c.close()
	c.curve(0.04, pt{0.0, -0.26}, pt{0.06, 0.0}, pt{0.46, 0.0}, pt{0.52, -0.26})
	c.line(0.035, pt{-0.02, 0.36}, pt{-0.02, 0.8})
	c.line(0.035, pt{0.64, 0.36}, pt{0.64, 0.8})
	c.line(0.03, pt{0.0, -0.43}, pt{0.5, -0.43})
	c.fill(k.cut)
}

// drawHoplite: the round shield (aspis) with the Macedonian star, and the
// long spear behind it.
func drawHoplite(c *canvas, k inks) {
	c.line(0.075, pt{-0.8, 0.9}, pt{0.66, -0.7})
	// Leaf-shaped spearhead and the butt spike.
	c.moveTo(0.6, -0.64)
	c.cubeTo(0.74, -0.68, 0.86, -0.82, 0.94, -0.96)
	c.cubeTo(0.8, -0.9, 0.66, -0.8, 0.6, -0.64)
	c.close()
	c.poly(pt{-0.78, 0.84}, pt{-0.72, 0.9}, pt{-0.92, 1.0})
	c.circle(-0.04, 0.04, 0.66)
	c.fill(k.main)
	if k.shadow {
		return
	}
	// Spearhead's midrib.
	c.line(0.025, pt{0.62, -0.66}, pt{0.88, -0.92})
	// Rim, and the sixteen-rayed star.
	c.ring(-0.04, 0.04, 0.5, 0.56)
	c.circle(-0.04, 0.04, 0.11)
	for i := 0; i < 16; i++ {
		a := float64(i)*math.Pi/8 - math.Pi/2
		r1 := 0.42
		if i%2 == 1 {
			r1 = 0.3
		}
		s, co := math.Sincos(a)
		ps, pc := math.Sincos(a + math.Pi/2)
		w := 0.045
		c.poly(pt{-0.04 + co*0.14 + pc*w, 0.04 + s*0.14 + ps*w}, pt{-0.04 + co*r1, 0.04 + s*r1}, pt{-0.04 + co*0.14 - pc*w, 0.04 + s*0.14 - ps*w})
	}
	c.fill(k.cut)
}

// drawHorse: a horse's head with the cropped, upright mane of Greek
// sculpture, a bridle and a plume.
func drawHorse(c *canvas, k inks) {
	horseHead(c)
	a, b, d, e := pt{0.0, -0.64}, pt{0.36, -0.5}, pt{0.64, -0.06}, pt{0.72, 0.95}
	// Hogged mane: a comb of short bristles standing off the crest.
	const n = 9
	for i := 0; i < n; i++ {
		t := 0.04 + float64(i)*0.07
		p, q := bez(a, b, d, e, t), bez(a, b, d, e, t+0.01)
		tx, ty := q.x-p.x, q.y-p.y
		l := math.Hypot(tx, ty)
		nx, ny := ty/l, -tx/l
		h := 0.14
		c.line(0.06, pt{p.x - nx*0.03, p.y - ny*0.03}, pt{p.x + nx*h, p.y + ny*h})
	}
	c.fill(k.main)
	if k.shadow {
		return
	}
	c.ellipse(-0.31, -0.26, 0.07, 0.055)
	c.ellipse(-0.72, 0.22, 0.045, 0.07)
	c.curve(0.045, pt{-0.82, 0.36}, pt{-0.74, 0.34}, pt{-0.66, 0.36}, pt{-0.6, 0.4})
	c.line(0.06, pt{-0.1, -0.56}, pt{-0.44, 0.1}, pt{-0.62, 0.38})
	c.curve(0.045, pt{-0.12, 0.3}, pt{0.0, 0.2}, pt{0.02, 0.0}, pt{-0.08, -0.14})
	// A collar of incised dots.
	for i := 0; i < 5; i++ {
		c.circle(-0.02+float64(i)*0.15, 0.72-float64(i)*0.02, 0.035)
	}
	c.fill(k.cut)
}

// drawArchers: a drawn bow with its arrow, seen from above, the arrow
// towards -y (the facing).
func drawArchers(c *canvas, k inks) {
	// Recurved bow limbs, thick at the grip, thin at the tips.
	limb := func(sx float64) {
		c.moveTo(0, -0.3)
		c.cubeTo(sx*0.4, -0.3, sx*0.72, -0.1, sx*0.8, 0.2)
		c.cubeTo(sx*0.82, 0.28, sx*0.9, 0.32, sx*0.96, 0.3)
		c.cubeTo(sx*0.86, 0.34, sx*0.76, 0.3, sx*0.72, 0.2)
		c.cubeTo(sx*0.62, -0.04, sx*0.36, -0.18, 0, -0.16)
		c.close()
	}
	limb(-1)
	limb(1)
	c.roundRect(-0.08, -0.34, 0.16, 0.2, 0.04) // grip
	// String drawn back to the nock.
	c.line(0.03, pt{-0.9, 0.3}, pt{0, 0.62}, pt{0.9, 0.3})
	// Arrow: shaft, head and fletching.
	c.line(0.055, pt{0, 0.66}, pt{0, -0.78})
	c.poly(pt{0, -1.0}, pt{0.11, -0.74}, pt{0, -0.8}, pt{-0.11, -0.74})
	for _, sx := range []float64{-1, 1} {
		c.poly(pt{0, 0.38}, pt{sx * 0.12, 0.46}, pt{sx * 0.12, 0.7}, pt{0, 0.62})
	}
	c.fill(k.main)
	if k.shadow {
		return
	}
	c.line(0.025, pt{0, 0.42}, pt{0, 0.66})
	c.fill(k.cut)
}
