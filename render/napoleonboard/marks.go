package napoleonboard

import (
	"math"

	"warboard/render"
)

// Colours of the resting badge: a dark token with a parchment rim and hourglass, legible on
// every terrain and both sides' pieces.
var (
	restFill = rgba(0x1a, 0x1e, 0x16, 1)
	restRim  = rgba(0xfa, 0xf0, 0xd2, 0.95)
	restSand = rgba(0xf6, 0xcf, 0x4a, 1)
	restVeil = rgba(0x10, 0x0a, 0x04, 0.22)
)

// drawMarks draws the badges that sit on single pieces: for now the resting piece's.
func drawMarks(p pen, g Geometry, s *Scene) {
	if s.Resting != NoSquare && on(s.Resting, g.W, g.H) && s.Pieces[s.Resting].Present {
		drawResting(p, g, s.Resting)
	}
}

// RestBadge is where the resting badge of a piece on q is drawn: a disc in the square's
// top-left corner, clear of the capture flag (top-right) and of the piece's middle.
func (g Geometry) RestBadge(q Square) (cx, cy, r float64) {
	sq := g.SquareRect(q)
	// at least 6 px to read, but never past a third of the square (the whole 32×32 board
	// on a phone has squares of about 11 px)
	r = math.Max(math.Min(6, g.Size*0.3), g.Size*0.19)
	inset := math.Max(1, g.Size*0.04)
	return sq.X + inset + r, sq.Y + inset + r, r
}

// drawResting marks the piece on q as unable to move this turn: a faint veil over the
// square, so it reads as held back at a glance, and an hourglass badge that says why.
func drawResting(p pen, g Geometry, q Square) {
	p.rect(g.SquareRect(q), restVeil)
	cx, cy, r := g.RestBadge(q)
	p.disc(cx, cy, r+math.Max(1, r*0.14), restRim)
	p.disc(cx, cy, r, restFill)
	// The hourglass: two triangles meeting at the waist, sand in the lower one, between a
	// top and a bottom bar.
	h, w := r*0.62, r*0.46
	bar := math.Max(1, r*0.13)
	p.rect(render.Rect{X: cx - w - bar/2, Y: cy - h - bar/2, W: 2*w + bar, H: bar}, restRim)
	p.rect(render.Rect{X: cx - w - bar/2, Y: cy + h - bar/2, W: 2*w + bar, H: bar}, restRim)
	p.poly(restRim, [2]float64{cx - w, cy - h}, [2]float64{cx + w, cy - h}, [2]float64{cx, cy})
	p.poly(restRim, [2]float64{cx, cy}, [2]float64{cx + w, cy + h}, [2]float64{cx - w, cy + h})
	// Sand: the lower glass filled, the upper emptied to a small heap at the waist.
	k := 0.55
	p.poly(restSand, [2]float64{cx, cy + h*(1-k)}, [2]float64{cx + w*k, cy + h - bar/2}, [2]float64{cx - w*k, cy + h - bar/2})
}
