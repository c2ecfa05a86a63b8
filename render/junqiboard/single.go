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
