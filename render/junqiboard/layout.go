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
	// The four-country plate's pad is a little thinner: its arms end in single tiles, and
	// every bit of it decides whether a 4:3 tablet gets finger-sized points.
	platePad4 = 0.6
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
	// Clip is the part of the screen the board shows in when it is zoomed (larger than its
	// area): only what lies in it is drawn, hit and named. Empty: no clip.
	Clip render.Rect

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
	pad := platePad
	if k == junqi.FourCountry {
		pad = platePad4
	}
	uw, uh := gw+2*pad, gh+2*pad
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

// Translate is the same board moved by (dx, dy) logical px: a zoomed board's pan.
func (g Geometry) Translate(dx, dy float64) Geometry {
	g.Rect.X, g.Rect.Y = g.Rect.X+dx, g.Rect.Y+dy
	g.Plate.X, g.Plate.Y = g.Plate.X+dx, g.Plate.Y+dy
	g.cx, g.cy = g.cx+dx, g.cy+dy
	for p := 0; p < g.n; p++ {
		g.pos[p][0] += dx
		g.pos[p][1] += dy
	}
	return g
}

// Clipped reports whether the board shows only through Clip.
func (g *Geometry) Clipped() bool { return g.Clip.W > 0 && g.Clip.H > 0 }

// Visible reports whether point p shows: its centre lies in Clip (or there is no clip).
func (g *Geometry) Visible(p junqi.Point) bool {
	if int(p) >= g.n {
		return false
	}
	return !g.Clipped() || g.Clip.Contains(g.pos[p][0], g.pos[p][1])
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
	if g.Clipped() && !g.Clip.Contains(x, y) {
		return junqi.NoPoint, false
	}
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
// taps: on a zoomed board only a point that shows, and only the part of its tile that
// shows.
func (g *Geometry) Target(name string) (render.Rect, bool) {
	p, ok := junqi.BoardOf(g.Board).PointByName(name)
	if !ok || !g.Visible(p) {
		return render.Rect{}, false
	}
	r := g.TileRect(p)
	if g.Clipped() {
		r = intersect(r, g.Clip)
	}
	return r, true
}

// intersect is the part r and c share.
func intersect(r, c render.Rect) render.Rect {
	x0, y0 := math.Max(r.X, c.X), math.Max(r.Y, c.Y)
	x1, y1 := math.Min(r.X+r.W, c.X+c.W), math.Min(r.Y+r.H, c.Y+c.H)
	return render.Rect{X: x0, Y: y0, W: math.Max(0, x1-x0), H: math.Max(0, y1-y0)}
}

// Cells is the natural cell size, the smaller spacing: what a finger must hit.
func (g *Geometry) Cells() float64 { return math.Min(g.SX, g.SY) }

// OwnArea is the printed outline of seat's area (the whole plate for a seat without one).
func (g *Geometry) OwnArea(seat junqi.Seat) render.Rect {
	if seat > junqi.West || !junqi.BoardOf(g.Board).HasArea(seat) {
		return g.Plate
	}
	return g.areaRect(seat)
}

// SurfaceSize is the size, in physical px at scale s, of the printed board's cached image.
func (g *Geometry) SurfaceSize(s float64) (w, h int) {
	x0, y0, x1, y1 := g.surfaceBounds(s)
	return int(x1 - x0), int(y1 - y0)
}

// surfaceBounds are the printed board's image corners in physical px: the plate and room
// for its shadow, on whole pixels.
func (g *Geometry) surfaceBounds(s float64) (x0, y0, x1, y1 float64) {
	pad := g.unit() * 0.3
	x0, y0 = math.Floor((g.Plate.X-pad)*s), math.Floor((g.Plate.Y-pad)*s)
	x1, y1 = math.Ceil((g.Plate.X+g.Plate.W+pad)*s), math.Ceil((g.Plate.Y+g.Plate.H+pad)*s)
	return
}

// ZoomLayout lays board k out in area for zoom z at scale s: the whole board, and, when
// its points are closer than a finger, the zoomed board at z's origin (z learns where its
// plate lies, for the pan's clamp). Show the zoomed one through Panned.
func ZoomLayout(k junqi.BoardKind, bottom junqi.Seat, area render.Rect, s float64, z *render.Zoom) (whole, zoomed Geometry) {
	whole = Layout(k, bottom, area)
	z.Configure(area, s, whole.Cells(), whole.Plate.W, whole.Plate.H)
	if !z.Zoomable() {
		return whole, whole
	}
	o := z.Origin()
	zoomed = Layout(k, bottom, o)
	pl := zoomed.Plate
	z.SetContent(render.Rect{X: pl.X - o.X, Y: pl.Y - o.Y, W: pl.W, H: pl.H})
	return whole, zoomed
}

// Rezoom lays the zoomed board out again after z's factor changed (render.Zoom.FitGrid):
// ZoomLayout's second half.
func Rezoom(k junqi.BoardKind, bottom junqi.Seat, z *render.Zoom) Geometry {
	o := z.Origin()
	zoomed := Layout(k, bottom, o)
	pl := zoomed.Plate
	z.SetContent(render.Rect{X: pl.X - o.X, Y: pl.Y - o.Y, W: pl.W, H: pl.H})
	return zoomed
}

// Panned is the zoomed board g (laid out by ZoomLayout) moved by z's pan and clipped to
// z's area.
func (g Geometry) Panned(z *render.Zoom) Geometry {
	dx, dy := z.Offset()
	p := g.Translate(dx, dy)
	p.Clip = z.Area
	return p
}
