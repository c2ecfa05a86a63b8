package art

import (
	"image"
	"image/color"
	"math"
)

// The 海战棋 (naval Junqi) set: each rank's warship as a side-on silhouette, bow to the
// right, in one ink, so it reads at a tile's size (a dozen pixels high) in the seat's colour;
// and the back of a face-down piece. docs/naval.md has the ladder.

// Ship draws the silhouette of the naval piece of Junqi rank code (9…1, B torpedo, M sea
// mine, F harbour, and 三打一's A flagship, T sea fort, R missile boat; '?' a ship of no rank, for a hidden piece) in ink, fitted into w × h
// pixels and centred, on a transparent image. Its waterline is the picture's bottom edge
// (less a twenty-eighth of the box). An unknown code draws nothing.
func Ship(code byte, w, h int, ink color.NRGBA) *image.RGBA {
	w, h = max(w, 1), max(h, 1)
	c := newCanvas(w, h)
	draw, ok := ships[code]
	if !ok {
		return c.img
	}
	// The drawings are made in a 100 × 28 box; fit it whole and centre it.
	ar := float64(h) / float64(w)
	k := math.Min(1.0/shipBoxW, ar/shipBoxH)
	c.push(translate((1-shipBoxW*k)/2, ar-shipBoxH*k).then(scale(k, k)))
	draw(c)
	c.fillColor(ink)
	return c.img
}

const shipBoxW, shipBoxH = 100.0, 28.0

// waterline is the y of the sea's surface in the ship box.
const waterline = 26.0

// hull adds a hull from the stern at x0 to the bow at x1: the deck at deck (the bow
// raised by sheer), the bow raked forward by rake at the waterline.
func hull(c *canvas, x0, x1, deck, sheer, rake float64) {
	c.moveTo(x0, deck)
	c.lineTo(x0+(x1-x0)*0.55, deck)
	c.quadTo(x1-rake*0.4, deck-sheer*0.2, x1, deck-sheer)
	c.lineTo(x1-rake, waterline)
	c.lineTo(x0+1.5, waterline)
	c.close()
}

func box(c *canvas, x0, y0, x1, y1 float64) { c.rect(x0, y0, x1-x0, y1-y0) }

// turret is a gun house on [x0, x1] standing on y with its barrel reaching to gx.
func turret(c *canvas, x0, x1, y, hgt, gx, bore float64) {
	c.roundRect(x0, y-hgt, x1-x0, hgt+0.6, hgt*0.35)
	gy := y - hgt*0.55
	if gx > x1 {
		c.buttLine(bore, pt{x1 - 1, gy}, pt{gx, gy - 0.4})
	} else {
		c.buttLine(bore, pt{x0 + 1, gy}, pt{gx, gy - 0.4})
	}
}

func mast(c *canvas, x, y0, y1, wd float64) { c.buttLine(wd, pt{x, y0}, pt{x, y1}) }

var ships = map[byte]func(c *canvas){
	'9': func(c *canvas) { // aircraft carrier: the flat flight deck and its island
		hull(c, 8, 92, 17.5, 1, 5)
		c.poly(pt{2, 14}, pt{97, 14}, pt{99, 15.2}, pt{95, 17.8}, pt{4, 17.8})
		box(c, 63, 7, 73, 14.5)
		mast(c, 68, 7.5, 1, 1.3)
		c.buttLine(1.1, pt{64.5, 3.5}, pt{71.5, 3.5})
		for _, x := range []float64{18, 33, 84} { // aircraft parked on deck
			c.poly(pt{x, 14.3}, pt{x + 3, 11.6}, pt{x + 6.5, 11.9}, pt{x + 7, 14.3})
		}
	},
	'8': func(c *canvas) { // battleship: a high hull, three big turrets, the tower, a broad funnel
		hull(c, 2, 98, 16.5, 2, 8)
		box(c, 33, 11, 57, 17)
		c.poly(pt{42, 11.5}, pt{44.5, 2.5}, pt{51.5, 2.5}, pt{54, 11.5})
		mast(c, 48, 3, 0, 1.3)
		c.poly(pt{34, 11.5}, pt{35.5, 5.5}, pt{41, 5.5}, pt{40.5, 11.5})
		turret(c, 67, 77, 16.7, 4, 89, 1.7)
		box(c, 57, 13, 65, 17)
		turret(c, 56, 66, 13.2, 3.8, 78, 1.7)
		turret(c, 19, 29, 16.7, 4, 8, 1.7)
	},
	'7': func(c *canvas) { // cruiser: two turrets, two tall funnels, two masts
		hull(c, 5, 95, 18.5, 1.5, 5)
		box(c, 33, 13, 61, 18.8)
		box(c, 52, 9, 60, 13.2)
		c.poly(pt{37, 13.2}, pt{38, 4.5}, pt{42, 4.5}, pt{42, 13.2})
		c.poly(pt{44, 13.2}, pt{45, 4.5}, pt{49, 4.5}, pt{49, 13.2})
		mast(c, 56, 9.5, 1, 1.1)
		turret(c, 67, 75, 18.6, 3, 84, 1.2)
		turret(c, 19, 27, 18.6, 3, 10, 1.2)
	},
	'6': func(c *canvas) { // destroyer: long and low, one raked funnel, a gun forward
		hull(c, 7, 94, 19.5, 2, 5)
		box(c, 55, 13, 67, 19.8)
		c.poly(pt{55, 13.3}, pt{57, 10.5}, pt{66, 10.5}, pt{67, 13.3})
		mast(c, 61, 11, 3, 1.1)
		c.buttLine(1, pt{58, 6}, pt{64, 6})
		c.poly(pt{40, 19.8}, pt{42.5, 11}, pt{48, 11}, pt{47, 19.8})
		box(c, 27, 17.2, 37, 19.8)
		turret(c, 72, 78, 19.6, 2.6, 85, 1)
		turret(c, 15, 21, 19.6, 2.4, 10, 1)
	},
	'5': func(c *canvas) { // frigate: a slab-sided superstructure, pyramid mast, helicopter deck aft
		hull(c, 6, 94, 19.5, 2, 6)
		c.poly(pt{32, 19.8}, pt{35, 11}, pt{64, 11}, pt{68, 19.8})
		c.poly(pt{50, 11.3}, pt{54, 2.5}, pt{58, 11.3})
		c.poly(pt{73, 19.8}, pt{74, 17}, pt{78, 17}, pt{79, 19.8})
		c.buttLine(1, pt{77, 18}, pt{85, 17.6})
	},
	'4': func(c *canvas) { // submarine: a long low back with its sail
		c.moveTo(6, waterline)
		c.quadTo(8, 20.5, 16, 20.2)
		c.lineTo(84, 20.2)
		c.quadTo(95, 20.5, 97, waterline)
		c.close()
		c.poly(pt{55, 20.5}, pt{56.5, 10}, pt{66, 10}, pt{68.5, 20.5})
		c.buttLine(1.3, pt{51, 14.5}, pt{73, 14.5})
		mast(c, 60, 10.5, 4.5, 1)
		c.poly(pt{3, waterline}, pt{2, 17.5}, pt{9, 21.5})
	},
	'3': func(c *canvas) { // gunboat: a small hull under one big gun
		hull(c, 18, 84, 19.5, 2, 5)
		box(c, 36, 12, 54, 19.8)
		box(c, 27, 13.5, 32, 19.8)
		mast(c, 45, 12.3, 3.5, 1.2)
		turret(c, 59, 70, 19.6, 5, 82, 2)
	},
	'2': func(c *canvas) { // patrol boat: a fast planing hull, its wake behind
		c.poly(pt{22, 19}, pt{72, 19}, pt{88, 15.5}, pt{80, waterline}, pt{23, waterline})
		c.poly(pt{38, 19.3}, pt{43, 12}, pt{58, 12}, pt{66, 19.3})
		mast(c, 50, 12.3, 6, 1.1)
		c.circle(50, 5.6, 1.6)
		c.buttLine(1, pt{21, 24.6}, pt{5, 23})
		c.buttLine(1, pt{21, 22.2}, pt{10, 19.8})
	},
	'1': func(c *canvas) { // minesweeper: a crane aft, the sweep trailing to its float
		hull(c, 26, 88, 19.5, 2, 4)
		box(c, 56, 12, 70, 19.8)
		mast(c, 64, 12.3, 3, 1.2)
		c.buttLine(1, pt{60, 6}, pt{68, 6})
		c.line(1.3, pt{28, 19.6}, pt{33, 9.5}, pt{38, 19.6})
		c.buttLine(0.9, pt{33, 10}, pt{27, 21})
		c.buttLine(0.9, pt{27, 23.5}, pt{8, 25})
		c.ellipse(6, 24.3, 3.6, 1.9)
		mast(c, 6, 23, 18, 0.9)
		c.poly(pt{6, 18}, pt{10, 19.2}, pt{6, 20.4})
	},
	'B': func(c *canvas) { // torpedo: body, fins and screw, bubbles behind
		box(c, 20, 13.5, 80, 21.5)
		c.ellipse(80, 17.5, 9, 4)
		c.poly(pt{20, 13.5}, pt{13, 15.5}, pt{13, 19.5}, pt{20, 21.5})
		c.poly(pt{17, 14.5}, pt{11, 9.5}, pt{14.5, 15})
		c.poly(pt{17, 20.5}, pt{11, 25.5}, pt{14.5, 20})
		box(c, 9, 12, 11.5, 23)
		c.circle(5, 15.5, 1.4)
		c.circle(2.5, 19.5, 1.1)
		c.circle(6, 21.5, 0.8)
	},
	'M': func(c *canvas) { // sea mine: a horned sphere on its mooring chain
		c.circle(50, 11.5, 7.5)
		for _, a := range []float64{-90, -40, 40, -140, 140, 0, 180} {
			s, co := math.Sincos(a * math.Pi / 180)
			c.buttLine(1.6, pt{50 + co*6, 11.5 + s*6}, pt{50 + co*9.2, 11.5 + s*9.2})
			c.circle(50+co*9.4, 11.5+s*9.4, 1.7)
		}
		for y := 19.5; y < 24.5; y += 2.2 {
			c.ellipse(50, y+1, 0.9, 1.1)
		}
		c.roundRect(44, 24.2, 12, 3, 1)
	},
	'F': func(c *canvas) { // the harbour: its flag over the quay, a lighthouse at the pierhead
		box(c, 10, 21, 90, 27)
		box(c, 18, 19, 21, 21)
		box(c, 58, 19, 61, 21)
		mast(c, 34, 21, 1, 1.5)
		c.moveTo(34.5, 1.5)
		c.cubeTo(42, -0.5, 48, 4, 58, 2)
		c.lineTo(58, 11.5)
		c.cubeTo(48, 13.5, 42, 9, 34.5, 11)
		c.close()
		c.star(45, 6.6, 1.3, 3, 5, 0)
		c.holeLast()
		c.poly(pt{70, 21}, pt{72, 8}, pt{77, 8}, pt{79, 21})
		box(c, 71.5, 4.5, 77.5, 7.5)
		c.poly(pt{70.5, 4.8}, pt{74.5, 1}, pt{78.5, 4.8})
	},
	// 三打一's extra pieces (docs/naval.md): the admiral's flagship above the carrier, a sea
	// fort nothing but a torpedo sinks, and a missile boat.
	'A': func(c *canvas) { // flagship: a super-battleship, four turrets, a pagoda tower flying the admiral's flag
		hull(c, 1, 99, 15.5, 2.5, 9)
		box(c, 30, 9.5, 62, 16)
		c.poly(pt{40, 10}, pt{42, 5.5}, pt{50, 5.5}, pt{52, 10})
		box(c, 43, 3.6, 49, 5.8)
		mast(c, 46, 4, 0.2, 1.1)
		c.poly(pt{46.5, 0.2}, pt{57, 0.6}, pt{53.5, 1.9}, pt{57, 3.2}, pt{46.5, 3.6}) // the admiral's swallow-tailed flag
		c.poly(pt{55, 10}, pt{56.5, 5}, pt{61, 5}, pt{61.5, 10})
		turret(c, 72, 82, 15.7, 3.8, 94, 1.8)
		turret(c, 62, 71, 11.9, 3.6, 84, 1.8)
		turret(c, 18, 28, 15.7, 3.8, 5, 1.8)
		turret(c, 8, 17, 11.9, 3.4, 1, 1.6)
		box(c, 8, 12, 30, 16)
	},
	'T': func(c *canvas) { // sea fort: a round stone fort on its rock, battlements and gun ports
		c.poly(pt{8, waterline}, pt{14, 22.5}, pt{86, 22.5}, pt{92, waterline})
		box(c, 20, 8, 80, 22.8)
		for x := 20.0; x < 80; x += 8 {
			box(c, x, 4.5, x+4.5, 8.2)
		}
		for _, x := range []float64{27, 39, 51, 63, 73} {
			c.roundRect(x, 12, 3.2, 3.2, 1)
			c.holeLast()
		}
		box(c, 46, 0.5, 54, 8.2)
	},
	'R': func(c *canvas) { // missile boat: a small fast hull, slanted launch canisters aft
		hull(c, 14, 90, 19.5, 2.5, 6)
		box(c, 50, 12, 68, 19.8)
		mast(c, 60, 12.3, 2.5, 1.2)
		c.buttLine(1, pt{56, 5.5}, pt{64, 5.5})
		for _, x := range []float64{18, 31} {
			c.poly(pt{x, 19.8}, pt{x + 3, 19.8}, pt{x + 14, 9.5}, pt{x + 14, 6.5}, pt{x + 10.5, 6.5})
		}
		c.poly(pt{74, 19.8}, pt{75, 16}, pt{79, 16}, pt{80, 19.8})
	},
	'?': func(c *canvas) { // a ship of no rank: a plain hull under a low deckhouse
		hull(c, 8, 92, 20, 1.5, 6)
		c.roundRect(30, 15.5, 40, 5, 2)
	},
}

// NavalBack draws the back of a face-down 海战棋 piece, w × h pixels: a navy lacquer tile
// with a rope border and an anchor, so that no face shows through.
func NavalBack(w, h int) *image.RGBA {
	w, h = max(w, 1), max(h, 1)
	c := newCanvas(w, h)
	ar := float64(h) / float64(w)
	m := 0.035
	x0, y0, x1, y1 := m, m*1.2, 1-m, ar-m*1.6
	rr := 0.07 * math.Min(1, ar*2)
	c.roundRect(x0, y0, x1-x0, y1-y0, rr)
	c.shadow(rgbA(0x00, 0x08, 0x18, 0xa0), 0.04, 0.01, 0.02)
	c.roundRect(x0, y0, x1-x0, y1-y0, rr)
	c.fillColor(rgb(0x0c, 0x1e, 0x38))
	c.roundRect(x0+0.012, y0+0.01, x1-x0-0.024, y1-y0-0.03, rr*0.85)
	c.fill(linear{p0: pt{x0, y0}, p1: pt{x1 * 0.6, y1}, c0: premul(rgb(0x2f, 0x5f, 0x93)), c1: premul(rgb(0x14, 0x33, 0x5e))})
	// Waves along the lower part.
	for i := 0; i < 3; i++ {
		y := y1 - (y1-y0)*(0.12+0.11*float64(i))
		ps := make([]pt, 0, 17)
		for j := 0; j <= 16; j++ {
			x := x0 + 0.04 + (x1-x0-0.08)*float64(j)/16
			ps = append(ps, pt{x, y + 0.012*ar*math.Sin(float64(j)*1.3+float64(i))})
		}
		c.line(0.007, ps...)
	}
	c.fill(solid(rgba{1, 1, 1, 1}.scaleA(0.13)))
	// Rope border: a gold line with a dashed twist.
	gold := premul(rgb(0xf0, 0xcf, 0x84))
	in := 0.06
	ix0, iy0, ix1, iy1 := x0+in, y0+in*ar*1.4, x1-in, y1-in*ar*1.4
	c.roundRect(ix0, iy0, ix1-ix0, iy1-iy0, rr*0.5)
	c.roundRect(ix0+0.012, iy0+0.012, ix1-ix0-0.024, iy1-iy0-0.024, rr*0.4)
	c.holeLast()
	c.fill(solid(gold))
	// The anchor in a ring.
	mx, my := 0.5, (iy0+iy1)/2
	r := math.Min(0.17, (iy1-iy0)*0.38)
	c.ring(mx, my, r*0.86, r)
	c.fill(solid(gold.scaleA(0.8)))
	lw := r * 0.12
	c.circle(mx, my-r*0.52, r*0.13)
	c.buttLine(lw, pt{mx, my - r*0.4}, pt{mx, my + r*0.6})
	c.buttLine(lw, pt{mx - r*0.3, my - r*0.22}, pt{mx + r*0.3, my - r*0.22})
	c.curve(lw, pt{mx - r*0.5, my + r*0.12}, pt{mx - r*0.45, my + r*0.55}, pt{mx - r*0.2, my + r*0.62}, pt{mx, my + r*0.62})
	c.curve(lw, pt{mx + r*0.5, my + r*0.12}, pt{mx + r*0.45, my + r*0.55}, pt{mx + r*0.2, my + r*0.62}, pt{mx, my + r*0.62})
	c.fill(solid(gold))
	c.circle(mx, my-r*0.52, r*0.06)
	c.fill(solid(premul(rgb(0x14, 0x33, 0x5e))))
	// Varnish sheen on the top half.
	c.roundRect(x0+0.02, y0+0.015, x1-x0-0.04, (y1-y0)*0.42, rr*0.8)
	c.fill(linear{p0: pt{0, y0}, p1: pt{0, y0 + (y1-y0)*0.42}, c0: rgba{1, 1, 1, 1}.scaleA(0.14), c1: rgba{}})
	return c.img
}
