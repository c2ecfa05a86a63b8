package napoleonscreen

import (
	"image/color"
	"math"
	"strconv"

	"warboard/game/napoleonparts"
	"warboard/game/napoleonplay"
	"warboard/game/widget"
	"warboard/render"
	"warboard/render/art"
	"warboard/render/napoleonboard"
	"warboard/rules/napoleon"
)

// napoleonView is a Napoleon board on screen: the renderer, the scene it draws (made from
// the controller's Picture) and where it lies. It is also the result screen's BoardDrawer.
type napoleonView struct {
	board *napoleonboard.Board
	scene *napoleonboard.Scene
	pic   napoleonplay.Picture
	geo   napoleonboard.Geometry
	area  render.Rect
	scale float64
	// hide is a square whose piece is not drawn (it is shown sliding or under a finger).
	hide   napoleonboard.Square
	pieces napoleonparts.PieceImages

	// zoom: a board whose squares would be smaller than a finger shows zoomed (base: laid
	// out at the zoom's origin, then translated by the pan).
	zoom  widget.BoardZoom
	base  napoleonboard.Geometry
	whole napoleonboard.Geometry // the whole board in the zoom's area
}

func newNapoleonView(fonts *render.Fonts) *napoleonView {
	return &napoleonView{board: napoleonboard.New(fonts), scene: napoleonboard.NewScene(8, 8), hide: napoleonboard.NoSquare}
}

func artSide(s napoleon.Seat) art.Side      { return napoleonboard.ArtSide(s) }
func artKind(k napoleon.Kind) art.PieceKind { return napoleonboard.ArtKind(k) }

// set shows pic: its board as the controller filled it; los shows the cannons' lines of
// sight, handles the selected cannon's facing handles.
func (b *napoleonView) set(pic napoleonplay.Picture, los, handles bool) {
	bottom := b.geo.Bottom
	b.pic = pic
	s := &napoleonboard.Scene{Scene: pic.Scene, ShowLOS: los, ShowTurn: pic.Phase == napoleonplay.Play, Resting: napoleonboard.NoSquare}
	if pic.Phase == napoleonplay.Play {
		s.Resting = pic.Rested[pic.ToMove&3]
	}
	s.TurnCannon = handles
	b.scene = s
	if artSide(pic.Bottom) != bottom || b.geo.W != pic.W || b.geo.H != pic.H {
		b.Layout(b.area, render.View{Scale: b.scale})
	} else if b.zoom.Active() {
		b.focus()
		b.applyZoom()
	}
}

// Layout places the board in area: the whole board, or, when its squares would be smaller
// than a finger, the zoomed board at the current pan with the button above it.
func (b *napoleonView) Layout(area render.Rect, v render.View) {
	b.area, b.scale = area, v.Scale
	w, h, bottom := b.pic.W, b.pic.H, artSide(b.pic.Bottom)
	b.zoom.Layout(area, napoleonboard.Layout(w, h, bottom, area, v.Scale).Size, func(in render.Rect) {
		b.whole, b.base = napoleonboard.ZoomLayout(w, h, bottom, in, v.Scale, &b.zoom.Z)
	}, b.focus)
	b.applyZoom()
}

// focus turns the zoomed view to a new seat once, when its set-up or its turn starts: in
// the set-up on its own zone, where it places its army; in play on the last move, the
// other side's move it must answer (or its own front ranks before any move); in the
// terrain editor on the middle.
func (b *napoleonView) focus() {
	p := &b.pic
	g := &b.base
	var x, y float64
	switch {
	case p.Phase == napoleonplay.Play && p.Last.To != napoleon.NoSquare && p.Seat == p.Viewer:
		// one's own turn: the enemy's last move where it comes against one's army, else
		// one's piece nearest to it, so one's own army is never off screen
		x, y = g.Centre(ownNear(p, p.Last.To))
	case p.Phase == napoleonplay.Play && p.Last.To != napoleon.NoSquare:
		x, y = g.Centre(p.Last.To)
	case p.Phase == napoleonplay.SetUp || p.Phase == napoleonplay.Play:
		d := max(p.Zones[artSide(p.Seat)], 3)
		lo, hi := 0, min(d, p.H)-1
		if artSide(p.Seat) == art.North {
			lo, hi = max(p.H-d, 0), p.H-1
		}
		f0, f1 := 0, p.W-1
		switch artSide(p.Seat) { // Waterloo: the zone on the East or West edge's middle
		case art.East:
			f0, lo, hi = max(p.W-d, 0), 0, p.H-1
		case art.West:
			f1, lo, hi = min(d, p.W)-1, 0, p.H-1
		}
		x0, y0 := g.Centre(napoleonboard.At(f0, lo))
		x1, y1 := g.Centre(napoleonboard.At(f1, hi))
		x, y = (x0+x1)/2, (y0+y1)/2
	default:
		x, y = g.Board.Centre()
	}
	o := b.zoom.Z.Origin()
	b.zoom.Focus(p.Phase.String()+p.Seat.String(), x-o.X, y-o.Y)
}

// applyZoom sets the geometry drawn and hit: the whole board, or the zoomed one panned and
// clipped to its area.
func (b *napoleonView) applyZoom() {
	b.geo = b.whole
	if b.zoom.ShowsZoomed() {
		b.geo = b.base.Panned(&b.zoom.Z)
	}
}

// Draw paints the board.
func (b *napoleonView) Draw(p render.Painter) {
	s := b.scene
	if b.hide != napoleonboard.NoSquare {
		c := *s
		c.Pieces[b.hide] = napoleonboard.Piece{}
		s = &c
	}
	b.board.Draw(p.Dst, b.geo, s)
	drawEdgeCoordinates(p, b.geo)
	b.zoom.Draw(p)
}

// Pending reports art still being made: draw again soon.
func (b *napoleonView) Pending() bool { return b.board.Pending() }

// Shown is the placement list of the pieces on the board.
func (b *napoleonView) Shown() string {
	var ps []napoleon.Placed
	for i, pc := range b.pic.Pieces {
		if pc.Present {
			ps = append(ps, napoleon.Placed{Sq: napoleon.Square(i), Piece: napoleon.NewPiece(pc.Side, pc.Kind, pc.Facing)})
		}
	}
	return napoleon.FormatPosition(ps)
}

// squareAt is the square under a point.
func (b *napoleonView) squareAt(x, y float64) (napoleon.Square, bool) {
	return b.geo.SquareAt(x, y)
}

// drawPiece paints a piece picture centred on (x, y), one square big.
func (b *napoleonView) drawPiece(p render.Painter, pc napoleonplay.Piece, x, y, size float64) {
	b.pieces.Draw(p, b.scene.Skin(), b.geo.Bottom, pc, x, y, size)
}

// ownNear is where to look at the start of seat's turn: to, the square the last move ended
// on, when one of the seat's pieces stands within three squares of it (a move against the
// army); else the seat's own piece nearest to it (to when the seat has none).
func ownNear(p *napoleonplay.Picture, to napoleon.Square) napoleon.Square {
	best, bestD := to, 1<<30
	for f := 0; f < p.W; f++ {
		for r := 0; r < p.H; r++ {
			q := napoleonboard.At(f, r)
			if pc := p.Pieces[q]; !pc.Present || pc.Side != p.Seat {
				continue
			}
			d := max(abs(f-to.File()), abs(r-to.Rank()))
			if d < bestD {
				best, bestD = q, d
			}
		}
	}
	if bestD <= 3 {
		return to
	}
	return best
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// drawEdgeCoordinates keeps the coordinates in sight on a zoomed board: where the frame's
// own letters (files) or numbers (ranks) are panned out of view, small labels along the
// visible area's top and left edges name the files and ranks shown.
func drawEdgeCoordinates(p render.Painter, g napoleonboard.Geometry) {
	if !g.Clipped() {
		return
	}
	c := g.Clip
	size := math.Max(9, math.Min(13, g.Size*0.28))
	chip := color.RGBA{0x1d, 0x2b, 0x24, 0xc0}
	if g.Frame.Y+g.Band*0.5 < c.Y || g.Frame.Y+g.Frame.H-g.Band*0.5 > c.Y+c.H { // a band of letters out of view
		for f := 0; f < g.W; f++ {
			r := g.SquareRect(napoleonboard.At(f, 0))
			x := r.X + r.W/2
			if x < c.X+size || x > c.X+c.W-size {
				continue
			}
			at := render.Rect{X: x - size, Y: c.Y + 2, W: 2 * size, H: size * 1.4}
			p.Panel(at, 4, chip, nil)
			p.Text(napoleon.FileName(f), size, at, render.AlignCentre, render.TextColour)
		}
	}
	if g.Frame.X+g.Band*0.5 < c.X || g.Frame.X+g.Frame.W-g.Band*0.5 > c.X+c.W { // a band of numbers out of view
		for rk := 0; rk < g.H; rk++ {
			r := g.SquareRect(napoleonboard.At(0, rk))
			y := r.Y + r.H/2
			if y < c.Y+size*2 || y > c.Y+c.H-size {
				continue
			}
			at := render.Rect{X: c.X + 2, Y: y - size*0.7, W: size * 1.9, H: size * 1.4}
			p.Panel(at, 4, chip, nil)
			p.Text(strconv.Itoa(rk+1), size, at, render.AlignCentre, render.TextColour)
		}
	}
}
