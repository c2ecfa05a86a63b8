package junqiboard

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"warboard/render"
	"warboard/render/junqipic"
	"warboard/rules/junqi"
)

// DrawPiece draws one piece centred on (x, y) in logical pixels, exactly as Draw draws it
// on a point: for a piece sliding between two points, which a Scene cannot hold.
func (r *Renderer) DrawPiece(dst *ebiten.Image, v render.View, g *Geometry, pc junqipic.Piece, rankNumbers bool, x, y float64) {
	s := v.Scale
	if s <= 0 || g.n == 0 || !pc.Present {
		return
	}
	r.ensureSize(g, s)
	dst = clipTo(dst, g, s)
	k := r.tileKeyOf(pc, rankNumbers)
	img := r.tiles[k]
	if img == nil {
		img = ebiten.NewImageFromImage(newTile(g, s, k))
		r.tiles[k] = img
	}
	m := float64(tileMargin(g, s))
	tw, th := math.Ceil(g.TileW*s), math.Ceil(g.TileH*s)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(x*s-tw/2)-m, math.Round(y*s-th/2)-m)
	dst.DrawImage(img, op)
}

// SeatColour is a seat's colour on the board (Okabe–Ito), for the screens around it.
func SeatColour(seat junqi.Seat) color.RGBA { return styleOf(seat).base }

// SeatBadge is a seat's shape mark (South ●, East ▲, North ■, West ◆) in its colour with a
// light outline, px physical pixels square: the second cue beside the colour wherever a
// screen names a seat.
func SeatBadge(seat junqi.Seat, px int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, px, px))
	p := pen{dst: img, s: 1}
	c := float64(px) / 2
	st := styleOf(seat)
	p.fill(railWhite, markShape(st.mark, c, c, c*0.98))
	p.fill(st.base, markShape(st.mark, c, c, c*0.78))
	return img
}

// SlideTicks is how long a move slides along its way: 150 ms at Ebitengine's 60 ticks a
// second, as at the device.
const SlideTicks = 9

// SlideAt is where a piece sliding along path (its points, start to end) is at tick of
// SlideTicks, eased out as at the device; ok false for a path of no points.
func (g *Geometry) SlideAt(path []junqi.Point, tick int) (x, y float64, ok bool) {
	if len(path) == 0 {
		return 0, 0, false
	}
	t := math.Min(1, float64(tick)/SlideTicks)
	pts := make([][2]float64, len(path))
	for i, q := range path {
		pts[i][0], pts[i][1] = g.Centre(q)
	}
	x, y = AlongPath(pts, 1-(1-t)*(1-t))
	return x, y, true
}

// AlongPath is the point a fraction t along a polyline of screen points.
func AlongPath(pts [][2]float64, t float64) (x, y float64) {
	if len(pts) == 0 {
		return 0, 0
	}
	total := 0.0
	for i := 1; i < len(pts); i++ {
		total += math.Hypot(pts[i][0]-pts[i-1][0], pts[i][1]-pts[i-1][1])
	}
	want := t * total
	for i := 1; i < len(pts); i++ {
		d := math.Hypot(pts[i][0]-pts[i-1][0], pts[i][1]-pts[i-1][1])
		if want <= d && d > 0 {
			f := want / d
			return pts[i-1][0] + (pts[i][0]-pts[i-1][0])*f, pts[i-1][1] + (pts[i][1]-pts[i-1][1])*f
		}
		want -= d
	}
	last := pts[len(pts)-1]
	return last[0], last[1]
}
