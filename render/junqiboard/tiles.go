package junqiboard

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"strings"

	"warboard/render"
	"warboard/render/art"
	"warboard/render/junqipic"
)

// tileKey names one cached tile picture.
type tileKey struct {
	seat     uint8
	code     byte
	faceDown bool
	rank     bool   // with the learner's rank digit
	face     string // the face in the player's language; "" the Chinese name
	naval    bool   // the 海战棋 set (naval.go)
}

// tileKeyOf is the tile that shows pc: its back, an unknown piece, or its rank with the
// face the renderer is asked for.
func (r *Renderer) tileKeyOf(pc junqipic.Piece, rankNumbers bool) tileKey {
	if pc.FaceDown {
		return tileKey{faceDown: true, naval: r.Naval}
	}
	k := tileKey{seat: uint8(pc.Seat & 3), code: pc.Code, rank: rankNumbers, naval: r.Naval}
	if _, ok := pieceNames[k.code]; !ok {
		return tileKey{seat: k.seat, code: '?', naval: r.Naval}
	}
	if r.Face != nil {
		k.face = r.Face(k.code)
	}
	return k
}

// tileMargin is the room round a tile image for its shadow, in physical pixels.
func tileMargin(g *Geometry, s float64) int { return int(math.Ceil(g.TileH * s * 0.16)) }

// newTile draws one piece at the geometry's tile size, at physical pixels, centred in an
// image with room for its shadow.
func newTile(g *Geometry, s float64, k tileKey) *image.RGBA {
	if k.naval {
		return newNavalTile(g, s, k)
	}
	m := tileMargin(g, s)
	w, h := int(math.Ceil(g.TileW*s)), int(math.Ceil(g.TileH*s))
	img := image.NewRGBA(image.Rect(0, 0, w+2*m, h+2*m))
	p := pen{dst: img, s: s, ox: -float64(m), oy: -float64(m)}
	tw, th := float64(w)/s, float64(h)/s // whole physical pixels, so the tile edges are crisp
	r := render.Rect{W: tw, H: th}
	rad := th * 0.16

	// Shadow, then the tile's thickness as a darker lower edge.
	for i, a := range []float64{0.18, 0.22} {
		d := th * (0.05 + 0.05*float64(i))
		p.fill(alpha(rgb(0, 0, 0), a), rr(render.Rect{X: -d * 0.2, Y: d, W: tw + d*0.4, H: th}, rad+d*0.5))
	}
	if k.faceDown {
		draw.Draw(img, image.Rect(m, m, m+w, m+h), art.JunqiBack(w, h), image.Point{}, draw.Over)
		return img
	}
	ss := styleOf(seatOf(k.seat))
	edge := math.Max(1.2/s, th*0.09)
	p.fill(mix(ss.base, rgb(0, 0, 0), 0.62), rr(r, rad))
	body := render.Rect{W: tw, H: th - edge*0.9}
	p.fill(ss.base, rr(body, rad))

	if k.code == '?' {
		// An unknown piece: the seat's colour and mark, nothing else.
		p.stroke(math.Max(0.6/s, edge*0.3), alpha(ss.face, 0.55), true, rr(render.Rect{X: edge * 1.3, Y: edge * 1.3, W: tw - edge*2.6, H: body.H - edge*2.6}, rad*0.6))
		p.fill(alpha(ss.face, 0.92), markShape(ss.mark, tw/2, body.H/2, body.H*0.27))
		p.fill(alpha(rgb(0xff, 0xff, 0xff), 0.14), rr(render.Rect{X: rad * 0.5, Y: edge * 0.35, W: tw - rad, H: body.H * 0.3}, rad*0.7))
		return img
	}

	face := render.Rect{X: edge, Y: edge, W: tw - 2*edge, H: body.H - 2*edge}
	p.fill(ss.face, rr(face, rad*0.6))
	// A soft sheen on the upper half of the face.
	p.fill(alpha(rgb(0xff, 0xff, 0xff), 0.45), rr(render.Rect{X: face.X + face.H*0.1, Y: face.Y + face.H*0.06, W: face.W - face.H*0.2, H: face.H * 0.36}, rad*0.5))

	names, ok := pieceNames[k.code]
	if !ok {
		return img
	}
	if k.face != "" {
		if _, size := faceFit(k.face, face.W-face.H*0.16, face.H); size < minFaceText && strings.ContainsRune("BMF", rune(k.code)) {
			drawSymbol(p, k.code, face, ss.dark) // a word too small to read: the piece's sign
		} else {
			drawFace(p, k.face, face, ss.dark)
		}
		drawSeatMark(p, ss, edge, th)
		return img
	}
	name := names[0]
	textW := face.W
	cx := face.X + face.W/2
	digit := k.rank && k.code >= '1' && k.code <= '9'
	if digit {
		textW -= face.H * 0.42
		cx -= face.H * 0.2
	}
	size := math.Min(face.H*0.74, textW/2.15)
	if size < 9.5 { // two characters would be too small to read: use the one-character form
		name = names[1]
		size = math.Min(face.H*0.86, textW*0.85)
	}
	p.text(name, size, cx, face.Y+face.H/2-size*0.02, ss.dark, true)
	if digit {
		ds := face.H * 0.42
		dx, dy := face.X+face.W-ds*0.42, face.Y+ds*0.5
		p.text(string(k.code), ds, dx, dy, ss.base, true)
	}
	drawSeatMark(p, ss, edge, th)
	return img
}

// drawSeatMark puts the seat's mark in the top-left corner: the cue that does not depend
// on colour.
func drawSeatMark(p pen, ss *seatStyle, edge, th float64) {
	mr := math.Max(2, th*0.15)
	mx, my := edge+mr*0.55, edge+mr*0.55
	p.fill(ss.face, markShape(ss.mark, mx, my, mr*1.35))
	p.fill(ss.base, markShape(ss.mark, mx, my, mr))
}

// minFaceText is the smallest face text that reads on a tile, in logical pixels.
const minFaceText = 9.5

// faceFit is how a face's text fits a face of w×h: the text to draw and its size. The
// whole face ("Col 5") when it reads at minFaceText or more; otherwise its last word alone
// (the rank's number, or the one word of a landmine, bomb or flag), as large as it fits.
func faceFit(face string, w, h float64) (string, float64) {
	size := func(s string, most float64) float64 {
		tw := textWidth(s, 1)
		if tw <= 0 {
			return most
		}
		return math.Min(most, w*0.9/tw)
	}
	if s := size(face, h*0.62); s >= minFaceText || !strings.Contains(face, " ") {
		return face, s
	}
	last := face[strings.LastIndexByte(face, ' ')+1:]
	return last, size(last, h*0.8)
}

// drawFace writes a face in the player's language across the tile's face, clear of the
// seat mark in its top-left corner.
func drawFace(p pen, text string, face render.Rect, c color.RGBA) {
	inset := face.H * 0.16
	s, size := faceFit(text, face.W-inset, face.H)
	p.text(s, size, face.X+inset+(face.W-inset)/2, face.Y+face.H/2+face.H*0.04, c, true)
}

// drawSymbol draws the sign of a bomb, a landmine or the flag across a face too small for
// its word (the whole four-country board on a phone): a round bomb with a lit fuse, a
// spiked mine, a pennant on its pole.
func drawSymbol(p pen, code byte, face render.Rect, c color.RGBA) {
	inset := face.H * 0.16
	cx, cy := face.X+inset+(face.W-inset)/2, face.Y+face.H/2
	r := face.H * 0.3
	switch code {
	case 'B':
		p.fill(c, ellipse(cx-r*0.2, cy+r*0.12, r, r))
		p.stroke(math.Max(0.5, r*0.22), c, true, seg(cx+r*0.45, cy-r*0.55, cx+r*0.95, cy-r*1.05))
		p.fill(rgb(0xe0, 0x6a, 0x1a), ellipse(cx+r*1.05, cy-r*1.1, r*0.32, r*0.32))
	case 'M':
		for i := 0; i < 8; i++ {
			a := float64(i) * math.Pi / 4
			p.stroke(math.Max(0.5, r*0.2), c, true, seg(cx, cy, cx+math.Cos(a)*r*1.35, cy+math.Sin(a)*r*1.35))
		}
		p.fill(c, ellipse(cx, cy, r*0.85, r*0.85))
	case 'F':
		p.stroke(math.Max(0.5, r*0.2), c, true, seg(cx-r*0.7, cy-r*1.2, cx-r*0.7, cy+r*1.2))
		p.fill(rgb(0xc8, 0x1e, 0x1e), poly(true, [2]float64{cx - r*0.6, cy - r*1.15}, [2]float64{cx + r*1.2, cy - r*0.6}, [2]float64{cx - r*0.6, cy - r*0.05}))
	}
}
