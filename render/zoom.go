package render

import "math"

// A board whose cells come out smaller than MinTarget on a small screen (the four-country
// Junqi board or a large Napoleon board on a phone) is shown zoomed: laid out ZoomCell per
// cell in a "virtual" rectangle larger than its area, of which the area shows a part that
// the player pans. The whole board (the overview) is one button away. Zoom holds that state
// and decides what a gesture does; the boards only lay out at Virtual and translate.

// ZoomCell is the cell size a zoomed board aims at: a finger and a little room.
const ZoomCell = 48.0

// MaxTexture is the largest side, in physical pixels, of an image a zoomed board may cache
// (the printed board): mobile GPUs promise 4096.
const MaxTexture = 4096.0

// Zoom is the zoom and pan of one board view. The zero value shows the whole board.
type Zoom struct {
	Area   Rect    // where the board is shown, logical px
	Scale  float64 // physical px per logical px
	Factor float64 // the zoomed board's size over the whole board's; 1: not zoomable
	Zoomed bool    // showing the zoomed board (else the overview)

	// The view's centre as a fraction of the virtual rectangle: kept across layouts, so a
	// new window size or a relayout after a move keeps what the player looked at.
	cx, cy    float64
	content   Rect // the zoomed board's drawing, relative to the virtual rectangle's origin
	off       [2]float64
	natural   float64 // the whole board's cell size
	maxFactor float64 // the texture cap

	// Uncapped: the board keeps its cached picture within MaxTexture itself (drawing it at
	// a lower resolution when it must), so the zoom may grow it past the cap: a giant board
	// on a dense phone still gets finger-sized cells.
	Uncapped bool
}

// Configure sets the area, the scale, the cell size the whole board has there (natural)
// and the size of the whole board's drawing (extent, logical px; it bounds the images the
// zoomed board caches). It keeps the zoom and the pan where they still make sense.
func (z *Zoom) Configure(area Rect, scale, natural, extentW, extentH float64) {
	if scale <= 0 {
		scale = 1
	}
	if z.Factor == 0 {
		z.cx, z.cy = 0.5, 0.5
	}
	z.Area, z.Scale, z.natural = area, scale, natural
	extent := math.Max(extentW, extentH)
	if z.Uncapped {
		extent = 0
	}
	z.Factor = ZoomFactor(natural, scale, extent)
	z.maxFactor = math.Max(1, MaxTexture/(scale*math.Max(extentW, extentH)*1.08))
	if z.Uncapped {
		z.maxFactor = math.Inf(1)
	}
	if z.Factor <= 1 {
		z.Factor, z.Zoomed = 1, false
	}
	// Until SetContent: the virtual rectangle is all board.
	z.content = Rect{W: area.W * z.Factor, H: area.H * z.Factor}
	z.place()
}

// ZoomFactor is how much a board of cells natural px (the whole board's drawing extent px
// at most on a side) must grow for ZoomCell px cells, capped so that its image stays within
// MaxTexture physical px; 1 when the cells are finger-sized already.
func ZoomFactor(natural, scale, extent float64) float64 {
	if natural >= MinTarget || natural <= 0 {
		return 1
	}
	f := ZoomCell / natural
	if extent > 0 && scale > 0 {
		// The cached picture has a little room round the drawing (a shadow).
		f = math.Min(f, MaxTexture/(scale*extent*1.08))
	}
	return math.Max(1, f)
}

// FitGrid prefers, over ZoomCell, the cell size that just fits the board's cells (gridW ×
// gridH px on the whole board) across or down the area, when it is still finger-sized: an
// 8×8 board on a 360 px phone then shows all its files at 45 px and pans only a little.
func (z *Zoom) FitGrid(gridW, gridH float64) {
	if !z.Zoomable() || gridW <= 0 || gridH <= 0 {
		return
	}
	min := MinTarget / z.natural // the factor giving MinTarget cells
	best := 0.0
	for _, f := range []float64{z.Area.W / gridW, z.Area.H / gridH} {
		if f >= min && f < z.Factor && f > best {
			best = f
		}
	}
	if best > 1 {
		z.Factor = best
		z.content = Rect{W: z.Area.W * z.Factor, H: z.Area.H * z.Factor}
		z.place()
	}
}

// FitHeight lowers the zoom so that a part h px high on the whole board fits the area's
// height, when the cells stay at least minCell px (a little under MinTarget is allowed
// where the part must be seen whole: 三打一's landlord deploys ten rows). It reports
// whether the factor changed.
func (z *Zoom) FitHeight(h, minCell float64) bool {
	if !z.Zoomable() || h <= 0 {
		return false
	}
	f := z.Area.H / h
	if f >= z.Factor || f*z.natural < minCell || f <= 1 {
		return false
	}
	z.Factor = f
	z.content = Rect{W: z.Area.W * z.Factor, H: z.Area.H * z.Factor}
	z.place()
	return true
}

// Cell is the cell size the zoomed board is meant to have.
func (z *Zoom) Cell() float64 { return z.natural * z.Factor }

// Correct adjusts the factor when a board laid out at Origin has cells of measured px
// instead of Cell (a board whose frame does not grow with it); it reports whether it
// changed anything (lay out at Origin again).
func (z *Zoom) Correct(measured float64) bool {
	want := z.Cell()
	if !z.Zoomable() || measured <= 0 || math.Abs(measured-want) <= 0.5 {
		return false
	}
	f := math.Min(z.Factor*want/measured, z.maxFactor)
	if f == z.Factor {
		return false
	}
	z.Factor = f
	z.natural = want / f // Cell stays what was meant
	z.content = Rect{W: z.Area.W * z.Factor, H: z.Area.H * z.Factor}
	z.place()
	return true
}

// Zoomable reports whether the board needs the zoom at all.
func (z *Zoom) Zoomable() bool { return z.Factor > 1 }

// Overview reports whether the whole board is shown although it is zoomable: a tap then
// zooms in rather than acting.
func (z *Zoom) Overview() bool { return z.Zoomable() && !z.Zoomed }

// Virtual is the rectangle to lay the board out in: the zoomed board at the current pan,
// or the area itself when the whole board shows.
func (z *Zoom) Virtual() Rect {
	if !z.Zoomed {
		return z.Area
	}
	return Rect{X: z.Area.X + z.off[0], Y: z.Area.Y + z.off[1], W: z.Area.W * z.Factor, H: z.Area.H * z.Factor}
}

// Origin is Virtual with no pan: lay the zoomed board out there once, give its drawing to
// SetContent, then translate it by Offset.
func (z *Zoom) Origin() Rect {
	return Rect{X: z.Area.X, Y: z.Area.Y, W: z.Area.W * z.Factor, H: z.Area.H * z.Factor}
}

// SetContent tells where the zoomed board's drawing lies in the rectangle Origin gives,
// relative to its origin: the pan keeps it covering the area.
func (z *Zoom) SetContent(r Rect) {
	z.content = r
	z.place()
}

// Offset is the pan: how far the zoomed board lies from Origin, in whole physical pixels
// (so a cached picture of it only moves). (0, 0) when the whole board shows.
func (z *Zoom) Offset() (dx, dy float64) {
	if !z.Zoomed {
		return 0, 0
	}
	return z.off[0], z.off[1]
}

// place derives the offset from the centre, clamped, and the centre back from it.
func (z *Zoom) place() {
	vw, vh := z.Area.W*z.Factor, z.Area.H*z.Factor
	z.off[0] = z.clampAxis(z.Area.W/2-z.cx*vw, z.Area.W, z.content.X, z.content.W)
	z.off[1] = z.clampAxis(z.Area.H/2-z.cy*vh, z.Area.H, z.content.Y, z.content.H)
	if vw > 0 && vh > 0 {
		z.cx, z.cy = (z.Area.W/2-z.off[0])/vw, (z.Area.H/2-z.off[1])/vh
	}
}

// clampAxis keeps a drawing of length n at c (relative to the virtual origin) covering an
// area of length a: offsets between a-(c+n) and -c; a drawing shorter than the area is
// centred. The result is on whole physical pixels, inside the bounds.
func (z *Zoom) clampAxis(off, a, c, n float64) float64 {
	s := z.Scale
	if n <= a {
		return math.Round(((a-n)/2-c)*s) / s
	}
	lo, hi := math.Ceil((a-(c+n))*s), math.Floor(-c*s)
	v := math.Round(off * s)
	if lo > hi {
		return math.Round((lo+hi)/2) / s
	}
	return math.Max(lo, math.Min(hi, v)) / s
}

// PanBy moves the zoomed board by (dx, dy) logical px on screen (a finger's drag), as far
// as the clamp allows; it reports whether the view moved.
func (z *Zoom) PanBy(dx, dy float64) bool {
	if !z.Zoomed {
		return false
	}
	before := z.off
	vw, vh := z.Area.W*z.Factor, z.Area.H*z.Factor
	z.cx, z.cy = (z.Area.W/2-(z.off[0]+dx))/vw, (z.Area.H/2-(z.off[1]+dy))/vh
	z.place()
	return z.off != before
}

// Scroll pans for a mouse wheel or a touchpad: positive dy shows what is below.
func (z *Zoom) Scroll(dx, dy float64) bool { return z.PanBy(-dx, -dy) }

// CentreOn centres the zoomed view on (x, y), a point of the zoomed board relative to the
// virtual origin (as laid out at Origin, minus its corner), as far as the clamp allows.
func (z *Zoom) CentreOn(x, y float64) {
	vw, vh := z.Area.W*z.Factor, z.Area.H*z.Factor
	if vw <= 0 || vh <= 0 {
		return
	}
	z.cx, z.cy = x/vw, y/vh
	z.place()
}

// ZoomInAt zooms in centred on the screen point (x, y) of the overview: the whole board
// fills the area as the zoomed one fills the virtual rectangle, so the same fraction.
func (z *Zoom) ZoomInAt(x, y float64) {
	if !z.Zoomable() {
		return
	}
	z.Zoomed = true
	if z.Area.W > 0 && z.Area.H > 0 {
		z.cx, z.cy = (x-z.Area.X)/z.Area.W, (y-z.Area.Y)/z.Area.H
	}
	z.place()
}

// Toggle switches between the whole board and the zoomed one, which comes back where it
// was.
func (z *Zoom) Toggle() {
	if z.Zoomable() {
		z.Zoomed = !z.Zoomed
		z.place()
	}
}

// ToScreen maps a point of the zoomed board (relative to the virtual origin) to the
// screen; ToBoard is its inverse.
func (z *Zoom) ToScreen(x, y float64) (float64, float64) {
	v := z.Virtual()
	if !z.Zoomed {
		return v.X + x/z.Factor, v.Y + y/z.Factor
	}
	return v.X + x, v.Y + y
}

// ToBoard maps a screen point to the zoomed board, relative to the virtual origin.
func (z *Zoom) ToBoard(x, y float64) (float64, float64) {
	v := z.Virtual()
	if !z.Zoomed {
		return (x - v.X) * z.Factor, (y - v.Y) * z.Factor
	}
	return x - v.X, y - v.Y
}

// Visible reports whether a screen point shows part of the board (lies in the area).
func (z *Zoom) Visible(x, y float64) bool { return z.Area.Contains(x, y) }

// Gesture is what a pointer gesture on a board does.
type Gesture uint8

const (
	GestureNone   Gesture = iota
	GestureAct            // the board acts on it as without any zoom (a tap, a piece's drag)
	GestureZoomIn         // a tap on the overview: zoom in there
	GesturePan            // a drag that moves the zoomed board
)

// OnTap decides a tap at (x, y): on the overview it zooms in, never acting on a piece.
func (z *Zoom) OnTap(x, y float64) Gesture {
	if !z.Visible(x, y) {
		return GestureNone
	}
	if z.Overview() {
		return GestureZoomIn
	}
	return GestureAct
}

// OnDragStart decides a drag that began at (x, y): on a piece the player may pick up it
// moves the piece; otherwise it pans the zoomed board.
func (z *Zoom) OnDragStart(x, y float64, onOwnPiece bool) Gesture {
	switch {
	case !z.Visible(x, y):
		return GestureNone
	case onOwnPiece:
		return GestureAct
	case z.Zoomed:
		return GesturePan
	}
	return GestureNone
}

// A piece dragged on the zoomed board towards a point out of view pans the board while the
// finger is held within EdgeZone of the area's edge: slowly at the zone's inner side,
// EdgeSpeed at the edge and beyond it.
const (
	EdgeZone  = 32.0  // logical px
	EdgeSpeed = 540.0 // logical px a second: 9 px a tick at 60 ticks a second
)

// InEdgeZone reports whether a screen point lies near enough to the area's edge (or past
// it, by less than EdgeZone) to pan a dragged piece's board.
func (z *Zoom) InEdgeZone(x, y float64) bool {
	vx, vy := z.edgeVelocity(x, y)
	return vx != 0 || vy != 0
}

// EdgePan pans the zoomed board for a piece held at (x, y) for dt seconds: towards the
// edges it is near, as far as the clamp allows. It reports whether the view moved.
func (z *Zoom) EdgePan(x, y, dt float64) bool {
	if !z.Zoomed || dt <= 0 {
		return false
	}
	vx, vy := z.edgeVelocity(x, y)
	if vx == 0 && vy == 0 {
		return false
	}
	// The board moves the other way: near the right edge, what lies right comes in.
	return z.PanBy(-vx*dt, -vy*dt)
}

// edgeVelocity is the pan a finger at (x, y) asks for, px a second along each axis
// (positive: towards the right or the bottom edge); zero away from the edges and far
// outside the area.
func (z *Zoom) edgeVelocity(x, y float64) (vx, vy float64) {
	a := z.Area
	if a.W <= 2*EdgeZone || a.H <= 2*EdgeZone ||
		x < a.X-EdgeZone || x > a.X+a.W+EdgeZone || y < a.Y-EdgeZone || y > a.Y+a.H+EdgeZone {
		return 0, 0
	}
	return edgeSpeed(a.X+a.W-x) - edgeSpeed(x-a.X), edgeSpeed(a.Y+a.H-y) - edgeSpeed(y-a.Y)
}

// edgeSpeed is the speed for a finger d px inside an edge (negative: outside it).
func edgeSpeed(d float64) float64 {
	if d >= EdgeZone {
		return 0
	}
	depth := math.Min(1, (EdgeZone-d)/EdgeZone)
	return EdgeSpeed * (0.3 + 0.7*depth)
}
