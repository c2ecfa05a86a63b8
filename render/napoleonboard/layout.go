package napoleonboard

import (
	"math"
	"strings"

	"warboard/render"
	"warboard/render/art"
)

// Geometry is where a W×H board lies on screen, in logical pixels. Square sides and the
// board's corners fall on whole physical pixels, so tiles are drawn unscaled and sharp.
type Geometry struct {
	W, H   int
	Bottom art.Side // the side whose first rank is at the bottom
	Scale  float64  // physical pixels per logical pixel
	Area   render.Rect
	Frame  render.Rect // the board with its frame band, which holds the coordinates
	Board  render.Rect // the squares
	Size   float64     // a square's side
	Band   float64     // the frame band's width
	// Clip is the part of the screen a zoomed board (larger than its area) shows in: only
	// what lies in it is drawn, hit and named. Empty: no clip.
	Clip render.Rect
}

// Translate is the same board moved by (dx, dy) logical px: a zoomed board's pan (on whole
// physical pixels, so the squares stay sharp).
func (g Geometry) Translate(dx, dy float64) Geometry {
	for _, r := range []*render.Rect{&g.Area, &g.Frame, &g.Board} {
		r.X, r.Y = r.X+dx, r.Y+dy
	}
	return g
}

// Clipped reports whether the board shows only through Clip.
func (g Geometry) Clipped() bool { return g.Clip.W > 0 && g.Clip.H > 0 }

// Visible reports whether square q shows: its centre lies in Clip (or there is no clip).
func (g Geometry) Visible(q Square) bool {
	x, y := g.Centre(q)
	return !g.Clipped() || g.Clip.Contains(x, y)
}

// bounds is where handles must stay: the clip of a zoomed board, else the area.
func (g Geometry) bounds() render.Rect {
	if g.Clipped() {
		return g.Clip
	}
	return g.Area
}

// Layout fits a w×h board (each clamped to 1..15), seen with bottom's first rank at the
// bottom, as large as it fits in area, centred, for a screen of scale physical pixels per
// logical pixel.
func Layout(w, h int, bottom art.Side, area render.Rect, scale float64) Geometry {
	w, h = min(max(w, 1), MaxSize), min(max(h, 1), MaxSize)
	if scale <= 0 {
		scale = 1
	}
	g := Geometry{W: w, H: h, Bottom: bottom, Scale: scale, Area: area}
	snap := func(v float64) float64 { return math.Floor(v*scale) / scale }
	// The band holds the coordinates: about 40% of a square, but readable on a crowded
	// phone board and not heavy on a big screen.
	s0 := math.Min(area.W/(float64(w)+0.8), area.H/(float64(h)+0.8))
	g.Band = snap(clamp(s0*0.4, 11, 24))
	g.Size = snap(math.Max(0, math.Min((area.W-2*g.Band)/float64(w), (area.H-2*g.Band)/float64(h))))
	bw, bh := g.Size*float64(w), g.Size*float64(h)
	x := snap(area.X + (area.W-bw)/2)
	y := snap(area.Y + (area.H-bh)/2)
	g.Board = render.Rect{X: x, Y: y, W: bw, H: bh}
	g.Frame = render.Rect{X: x - g.Band, Y: y - g.Band, W: bw + 2*g.Band, H: bh + 2*g.Band}
	return g
}

func clamp(v, lo, hi float64) float64 { return math.Max(lo, math.Min(hi, v)) }

// cell is the column and row of q on screen, from the top left.
func (g Geometry) cell(q Square) (col, row int) {
	if g.Bottom == art.North {
		return g.W - 1 - q.File(), q.Rank()
	}
	return q.File(), g.H - 1 - q.Rank()
}

// SquareRect is q's square on screen.
func (g Geometry) SquareRect(q Square) render.Rect {
	c, r := g.cell(q)
	return render.Rect{X: g.Board.X + float64(c)*g.Size, Y: g.Board.Y + float64(r)*g.Size, W: g.Size, H: g.Size}
}

// Centre is the middle of q's square.
func (g Geometry) Centre(q Square) (x, y float64) { return g.SquareRect(q).Centre() }

// SquareAt is the square under (x, y); ok is false off the board.
func (g Geometry) SquareAt(x, y float64) (q Square, ok bool) {
	if g.Size <= 0 || !g.Board.Contains(x, y) || g.Clipped() && !g.Clip.Contains(x, y) {
		return NoSquare, false
	}
	c := min(int((x-g.Board.X)/g.Size), g.W-1)
	r := min(int((y-g.Board.Y)/g.Size), g.H-1)
	if g.Bottom == art.North {
		return At(g.W-1-c, r), true
	}
	return At(c, g.H-1-r), true
}

// Squares lists every square of the board, a1 first, rank by rank.
func (g Geometry) Squares() []Square {
	out := make([]Square, 0, g.W*g.H)
	for r := 0; r < g.H; r++ {
		for f := 0; f < g.W; f++ {
			out = append(out, At(f, r))
		}
	}
	return out
}

// rankEdge is the y of the line between rank r-1 and rank r (r from 1 to H-1).
func (g Geometry) rankEdge(r int) float64 {
	if g.Bottom == art.North {
		return g.Board.Y + float64(r)*g.Size
	}
	return g.Board.Y + float64(g.H-r)*g.Size
}

// screenFacing turns a board facing into the direction it points on screen.
func (g Geometry) screenFacing(f art.Facing) art.Facing {
	if g.Bottom == art.North {
		return f.Opposite()
	}
	return f % 8
}

// HandleSize is the side of a facing handle: a finger's width at least.
func (g Geometry) HandleSize() float64 { return math.Max(render.MinTarget, g.Size*0.8) }

// FacingHandles are the 8 touch targets round the cannon on q, indexed by the facing (in
// board terms) each one picks. They stand on the neighbouring squares when squares are big
// enough, spread wider on small ones, and the whole ring is shifted inside Area near an edge.
// A handle the shift would put on the cannon's own square is left out (an empty Rect): it
// points at the edge, and a tap on the cannon itself must put the cannon down.
func (g Geometry) FacingHandles(q Square) [8]render.Rect {
	hs := g.HandleSize()
	step := math.Max(g.Size, hs+4)
	cx, cy := g.Centre(q)
	// Keep the ring (cluster of handles) inside the area (what shows of it when zoomed).
	reach := step + hs/2
	a := g.bounds()
	cx = clamp(cx, a.X+reach, a.X+a.W-reach)
	cy = clamp(cy, a.Y+reach, a.Y+a.H-reach)
	var out [8]render.Rect
	for f := art.FacingN; f <= art.FacingNW; f++ {
		dx, dy := facingVector(g.screenFacing(f))
		x, y := cx+dx*step, cy+dy*step
		if g.SquareRect(q).Contains(x, y) {
			continue
		}
		out[f] = render.Rect{X: x - hs/2, Y: y - hs/2, W: hs, H: hs}
	}
	return out
}

// facingVector is a screen facing's step: (0,-1) for up, (1,-1) for up-right, and so on.
func facingVector(f art.Facing) (dx, dy float64) {
	v := [8][2]float64{{0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}}[f%8]
	return v[0], v[1]
}

// FacingHandleAt is the facing picked by a touch at (x, y) while the cannon on q is being
// turned; ok is false when the touch misses every handle.
func (g Geometry) FacingHandleAt(q Square, x, y float64) (f art.Facing, ok bool) {
	for i, r := range g.FacingHandles(q) {
		if r.W > 0 && r.Contains(x, y) {
			return art.Facing(i), true
		}
	}
	return 0, false
}

// Target is the point to touch for a name: a square ("d4") or the facing handle of the cannon
// on a square, written as in the notation ("d4>NE"). ok is false for an unknown name.
func (g Geometry) Target(name string) (x, y float64, ok bool) {
	sqName, facing, turn := strings.Cut(name, ">")
	q, err := ParseSquare(sqName, g.W, g.H)
	if err != nil {
		return 0, 0, false
	}
	if !g.Visible(q) {
		return 0, 0, false
	}
	if !turn {
		x, y = g.Centre(q)
		return x, y, true
	}
	for f := art.FacingN; f <= art.FacingNW; f++ {
		if f.String() == facing {
			r := g.FacingHandles(q)[f]
			x, y = r.Centre()
			return x, y, r.W > 0
		}
	}
	return 0, 0, false
}

// ZoomLayout lays a w×h board out in area for zoom z at scale s: the whole board, and,
// when its squares are smaller than a finger, the zoomed board at z's origin (z learns
// where its frame lies, for the pan's clamp). Show the zoomed one through Panned.
func ZoomLayout(w, h int, bottom art.Side, area render.Rect, s float64, z *render.Zoom) (whole, zoomed Geometry) {
	whole = Layout(w, h, bottom, area, s)
	z.Uncapped = true // drawStatic keeps its layer within render.MaxTexture
	z.Configure(area, s, whole.Size, whole.Frame.W, whole.Frame.H)
	z.FitGrid(whole.Board.W, whole.Board.H)
	if !z.Zoomable() {
		return whole, whole
	}
	o := z.Origin()
	zoomed = Layout(w, h, bottom, o, s)
	// The frame band does not grow with the board: correct the factor for the squares.
	for i := 0; i < 3 && z.Correct(zoomed.Size); i++ {
		o = z.Origin()
		zoomed = Layout(w, h, bottom, o, s)
	}
	f := zoomed.Frame
	z.SetContent(render.Rect{X: f.X - o.X, Y: f.Y - o.Y, W: f.W, H: f.H})
	return whole, zoomed
}

// Panned is the zoomed board g (laid out by ZoomLayout) moved by z's pan and clipped to
// z's area.
func (g Geometry) Panned(z *render.Zoom) Geometry {
	dx, dy := z.Offset()
	p := g.Translate(dx, dy)
	p.Clip = z.Area
	return p
}
