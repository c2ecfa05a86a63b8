package junqiboard

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"warboard/render"
	"warboard/render/junqipic"
	"warboard/rules/junqi"
)

// A mark (标记) is the viewer's own guess at a hidden piece: a round sticker in pencil
// yellow on the piece's back, with a short label. It never looks like a rank: a rank is
// printed on a cream face that fills the tile; a guess is a sticker on a coloured back.

var (
	guessPaper = rgb(0xff, 0xe8, 0x7a)
	guessInk   = rgb(0x3b, 0x2a, 0x08)
)

// markLabel is the sticker's text: MarkLabel's, else the rank's one-character Chinese
// name, '?' as it is.
func (r *Renderer) markLabel(code byte) string {
	if r.MarkLabel != nil {
		if s := r.MarkLabel(code); s != "" {
			return s
		}
	}
	if n, ok := r.tileNames()[code]; ok {
		return n[1]
	}
	return string(code)
}

// drawGuesses puts the viewer's marks on the pieces that carry one.
func (r *Renderer) drawGuesses(dst *ebiten.Image, g *Geometry, s float64, sc *junqipic.Scene) {
	for q := 0; q < g.n && q < len(sc.Marks); q++ {
		c := sc.Marks[q]
		if c == 0 || !sc.Pieces[q].Present {
			continue
		}
		label := r.markLabel(c)
		sp := r.guesses[label]
		if sp == nil {
			sp = guessSprite(g, s, label)
			r.guesses[label] = sp
		}
		tr := g.TileRect(junqi.Point(q))
		// a little above the centre: the tile's lower edge is its thickness
		x, y := tr.X+tr.W/2, tr.Y+tr.H*0.46
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(math.Round(x*s-sp.ax), math.Round(y*s-sp.ay))
		dst.DrawImage(sp.img, op)
	}
}

// guessSprite is a sticker with label, sized to the tiles: most of the tile's height, so
// its label reads even on a phone's four-country board.
func guessSprite(g *Geometry, s float64, label string) *sprite {
	rad := math.Min(g.TileW, g.TileH) * 0.44
	lw := math.Max(1, rad*0.12)
	return makeSprite(s, 2*rad+2*lw+2, 2*rad+2*lw+2, func(p pen) {
		p.fill(alpha(rgb(0, 0, 0), 0.25), ellipse(0, rad*0.1, rad+lw*0.5, rad+lw*0.5))
		p.fill(guessPaper, ellipse(0, 0, rad, rad))
		p.stroke(lw, guessInk, true, ellipse(0, 0, rad-lw*0.5, rad-lw*0.5))
		size := rad * 1.25
		if w := textWidth(label, size); w > rad*1.6 {
			size *= rad * 1.6 / w
		}
		p.text(label, size, 0, 0, guessInk, true)
	})
}

// GuessRect is where point q's mark sticker lies, for tests and hit checks.
func GuessRect(g *Geometry, q junqi.Point) render.Rect {
	tr := g.TileRect(q)
	rad := math.Min(g.TileW, g.TileH) * 0.44
	return render.Rect{X: tr.X + tr.W/2 - rad, Y: tr.Y + tr.H*0.46 - rad, W: 2 * rad, H: 2 * rad}
}
