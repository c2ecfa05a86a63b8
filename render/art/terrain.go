package art

import (
	"image"
	"math"
)

// TerrainKind is what a board square shows.
type TerrainKind uint8

const (
	Plain   TerrainKind = iota // open ground: the board's light and dark squares
	Village                    // houses round a small square
	Marsh                      // pools, ripples and reeds
	Forest                     // a ring of trees round a clearing
	Hill                       // a shaded mound with contour lines
)

// TerrainKinds lists every kind, in order.
var TerrainKinds = []TerrainKind{Plain, Village, Marsh, Forest, Hill}

var terrainNames = [...]string{"plain", "village", "marsh", "forest", "hill"}

func (k TerrainKind) String() string {
	if int(k) < len(terrainNames) {
		return terrainNames[k]
	}
	return "terrain?"
}

// Terrain draws a square tile of sizePx × sizePx (sizes below 1 are taken
// as 1). dark picks the darker ground of the board's checker pattern, which
// shows round the features of every kind. variant (any int) varies the
// details deterministically, so neighbouring tiles do not look stamped; the
// picture is the same at every size, only finer. Features keep to the edges
// and corners, so a piece standing in the middle stays readable and the
// terrain still shows round it. An unknown kind is drawn as plain ground.
func Terrain(kind TerrainKind, dark bool, sizePx, variant int) *image.RGBA {
	c := newCanvas(sizePx, sizePx)
	seed := uint64(int64(variant))*0x9E37 + uint64(kind)*0x1F3 + 7
	switch kind {
	case Marsh:
		drawMarsh(c, dark, seed)
	case Hill:
		drawHill(c, dark, seed)
	default:
		drawGround(c, dark, seed, groundTint{})
	}
	switch kind {
	case Plain:
		drawTufts(c, dark, seed, 7)
	case Village:
		drawVillage(c, dark, seed)
	case Forest:
		drawForest(c, dark, seed)
	}
	return c.img
}

// groundTint shifts the ground towards another colour by amount.
type groundTint struct {
	r, g, b, amount float64
}

func groundBase(dark bool) (r, g, b float64) {
	if dark {
		return 0.60, 0.68, 0.40
	}
	return 0.85, 0.84, 0.64
}

// ground gives the colour of bare ground: parchment or meadow, mottled,
// with a fine grain and a faint bevel at the tile edges.
type ground struct {
	dark         bool
	seed         uint64
	tint         groundTint
	mottle, warm *sampled
}

func newGround(n int, dark bool, seed uint64, t groundTint) *ground {
	mottle := newFBMField(seed, 3.1, float64(seed%97), 0, 3)
	warm := newFBMField(seed+5, 1.7, 0, float64(seed%89), 2)
	return &ground{
		dark: dark, seed: seed, tint: t,
		mottle: newSampled(n, mottle.at),
		warm:   newSampled(n, warm.at),
	}
}

// at is the colour at unit point (u,v), which is pixel (px,py).
func (gr *ground) at(u, v float64, px, py int) (r, g, b float64) {
	r, g, b = groundBase(gr.dark)
	if t := gr.tint; t.amount > 0 {
		r += (t.r - r) * t.amount
		g += (t.g - g) * t.amount
		b += (t.b - b) * t.amount
	}
	m := gr.mottle.at(u, v) - 0.5
	warm := gr.warm.at(u, v) - 0.5
	grain := (hash2(px, py, gr.seed) - 0.5) * 0.035
	k := 1 + m*0.16 + grain
	r = r*k + warm*0.05
	g = g*k + warm*0.01
	b = b*k - warm*0.03
	e := edgeShade(u, v)
	return r * e, g * e, b * e
}

// edgeShade darkens the last few percent of the tile, so squares read as
// laid tiles.
func edgeShade(u, v float64) float64 {
	d := math.Min(math.Min(u, 1-u), math.Min(v, 1-v))
	if d > 0.04 {
		return 1
	}
	return 0.9 + 0.1*d/0.04
}

func (c *canvas) setPx(px, py int, r, g, b float64) {
	i := c.img.PixOffset(px, py)
	p := c.img.Pix[i : i+4 : i+4]
	p[0] = to8(r)
	p[1] = to8(g)
	p[2] = to8(b)
	p[3] = 255
}

func to8(v float64) uint8 {
	if v <= 0 {
		return 0
	}
	if v >= 1 {
		return 255
	}
	return uint8(v*255 + 0.5)
}

func drawGround(c *canvas, dark bool, seed uint64, t groundTint) {
	n := c.img.Rect.Dx()
	gr := newGround(n, dark, seed, t)
	inv := 1 / float64(n)
	for py := 0; py < n; py++ {
		for px := 0; px < n; px++ {
			u, v := (float64(px)+0.5)*inv, (float64(py)+0.5)*inv
			r, g, b := gr.at(u, v, px, py)
			c.setPx(px, py, r, g, b)
		}
	}
}

// drawTufts scatters small tufts of grass away from the middle.
func drawTufts(c *canvas, dark bool, seed uint64, n int) {
	rg := newRNG(seed + 11)
	col := rgbA(0x6a, 0x7a, 0x38, 0x90)
	if dark {
		col = rgbA(0x44, 0x58, 0x24, 0x90)
	}
	for i := 0; i < n; i++ {
		x, y := edgeSpot(rg, 0.36)
		s := rg.rangeF(0.035, 0.055)
		for j := -2; j <= 2; j++ {
			a := float64(j)*0.35 + rg.rangeF(-0.1, 0.1)
			c.curve(s*0.16, pt{x, y}, pt{x + math.Sin(a)*s*0.5, y - s*0.5}, pt{x + math.Sin(a)*s, y - s*0.9}, pt{x + math.Sin(a)*s*1.3, y - s*1.2})
		}
	}
	c.fillColor(col)
}

// edgeSpot picks a point in the tile at least minR from its centre.
func edgeSpot(rg *rng, minR float64) (x, y float64) {
	for {
		x, y = rg.rangeF(0.06, 0.94), rg.rangeF(0.06, 0.94)
		if math.Hypot(x-0.5, y-0.5) >= minR {
			return x, y
		}
	}
}

func smoothstep(e0, e1, x float64) float64 {
	t := clamp01((x - e0) / (e1 - e0))
	return t * t * (3 - 2*t)
}
