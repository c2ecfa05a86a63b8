package junqiboard

import (
	"math"

	"warboard/render"
	"warboard/rules/junqi"
)

// Layout proportions, in units of the spacing between neighbouring points.
const (
	frontGap = 1.0  // 2p: the extra row the mountain front line takes between ranks 6 and 7
	platePad = 0.66 // from the outermost points to the plate's edge
)

// Geometry is where a board and its points are on the screen, in logical pixels.
type Geometry struct {
	Board  junqi.BoardKind
	Bottom junqi.Seat // the seat whose area is drawn at the bottom
	Rect   render.Rect
	// Plate is the board itself (its wooden frame included).
	Plate render.Rect
	// SX and SY are the distances between neighbouring points across and up the screen.
	SX, SY float64
	// TileW and TileH are a piece's size.
	TileW, TileH float64

	n     int
	turns int // quarter turns clockwise: S 0, E 1, N 2, W 3
	cx    float64
	cy    float64 // the plate's centre
	gcx   float64
	gcy   float64 // the grid's centre, in grid units
	pos   [junqi.MaxPoints][2]float64
}

// Layout fits board k in r with bottom's area at the bottom (on the two-player board only
// South and North can be at the bottom; other seats count as South).
func Layout(k junqi.BoardKind, bottom junqi.Seat, r render.Rect) Geometry {
	b := junqi.BoardOf(k)
	g := Geometry{Board: k, Bottom: bottom, Rect: r, n: b.N}
	if k == junqi.TwoPlayer && bottom != junqi.North {
		g.Bottom = junqi.South
	}
	if g.Bottom < 4 {
		g.turns = int(g.Bottom)
	}
	gw, gh := float64(b.Width-1), float64(b.Height-1)
	if k == junqi.TwoPlayer {
		gh += frontGap
	}
	g.gcx, g.gcy = gw/2, gh/2
	if g.turns%2 == 1 {
		gw, gh = gh, gw
	}
	uw, uh := gw+2*platePad, gh+2*platePad
	sx, sy := r.W/uw, r.H/uh
	if k == junqi.FourCountry {
		sx = math.Min(sx, sy)
		sy = sx
		g.TileW, g.TileH = 0.88*sx, 0.6*sx
	} else {
		// Junqi tiles are wide: let the columns be wider than the rows, but not so much
		// that the board turns into a strip.
		sx = math.Min(sx, 1.6*sy)
		sy = math.Min(sy, sx/1.15)
		g.TileH = 0.68 * sy
		g.TileW = math.Min(0.8*sx, 2.0*g.TileH)
	}
	sx, sy = math.Max(sx, 1), math.Max(sy, 1)
	g.SX, g.SY = sx, sy
	pw, ph := uw*sx, uh*sy
	g.cx, g.cy = r.X+r.W/2, r.Y+r.H/2
	g.Plate = render.Rect{X: g.cx - pw/2, Y: g.cy - ph/2, W: pw, H: ph}
	for p := 0; p < b.N; p++ {
		x, y := b.XY(junqi.Point(p))
		g.pos[p][0], g.pos[p][1] = g.grid(gridY(k, float64(x), float64(y)))
	}
	return g
}

// gridY moves North's half of the two-player board up to make room for the front line.
func gridY(k junqi.BoardKind, x, y float64) (float64, float64) {
	if k == junqi.TwoPlayer && y > 5.5 {
		y += frontGap
	}
	return x, y
}

// grid turns grid units (x right, y up from South's side, front gap included) into screen
// coordinates.
func (g *Geometry) grid(x, y float64) (float64, float64) {
	u, v := x-g.gcx, y-g.gcy
	for i := 0; i < g.turns; i++ {
		u, v = v, -u // a quarter turn clockwise: East's side comes to the bottom
	}
	return g.cx + u*g.SX, g.cy - v*g.SY
}

// N is the number of points on the board.
func (g *Geometry) N() int { return g.n }

// Centre is the middle of point p.
func (g *Geometry) Centre(p junqi.Point) (x, y float64) {
	if int(p) >= g.n {
		return g.cx, g.cy
	}
	return g.pos[p][0], g.pos[p][1]
}

// TileRect is where a piece on p is drawn.
func (g *Geometry) TileRect(p junqi.Point) render.Rect {
	x, y := g.Centre(p)
	return render.Rect{X: x - g.TileW/2, Y: y - g.TileH/2, W: g.TileW, H: g.TileH}
}

// Cell is the touch area of p: the spacing around its centre, larger than the tile, so
// that a finger that misses the tile still picks the nearest point.
func (g *Geometry) Cell(p junqi.Point) render.Rect {
	x, y := g.Centre(p)
	return render.Rect{X: x - g.SX/2, Y: y - g.SY/2, W: g.SX, H: g.SY}
}

// PointAt is the point whose cell holds (x, y): the nearest point, if it is within half a
// spacing across and up.
func (g *Geometry) PointAt(x, y float64) (junqi.Point, bool) {
	best, bestD := junqi.NoPoint, math.Inf(1)
	for p := 0; p < g.n; p++ {
		dx, dy := math.Abs(x-g.pos[p][0])/g.SX, math.Abs(y-g.pos[p][1])/g.SY
		if dx > 0.5 || dy > 0.5 {
			continue
		}
		if d := dx*dx + dy*dy; d < bestD {
			best, bestD = junqi.Point(p), d
		}
	}
	return best, best != junqi.NoPoint
}

// Target is the tile of the point named name ("c6", "Sb1", "Cb2"), for tests and scripted
// taps.
func (g *Geometry) Target(name string) (render.Rect, bool) {
	p, ok := junqi.BoardOf(g.Board).PointByName(name)
	if !ok {
		return render.Rect{}, false
	}
	return g.TileRect(p), true
}
