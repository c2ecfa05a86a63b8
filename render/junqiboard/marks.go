package junqiboard

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"warboard/render"
	"warboard/render/junqipic"
	"warboard/rules/junqi"
)

func (g *Geometry) valid(q junqi.Point) bool { return int(q) < g.n }

// inflate grows r by d on every side.
func inflate(r render.Rect, d float64) render.Rect {
	return render.Rect{X: r.X - d, Y: r.Y - d, W: r.W + 2*d, H: r.H + 2*d}
}

// spriteKind names a highlight picture; each is drawn once per size and then only placed.
type spriteKind uint8

const (
	spriteSelected spriteKind = iota
	spriteMove
	spriteAttack
	spriteLastFrom
	spriteLastTo
	spriteGlow  // the seat to move's area border (seat in spriteKey)
	spritePlate // the ring round its seat plate (4p)
	spriteBurst // the battle marker (outcome and winner in spriteKey)
	spriteDot   // a joint of the path line
	spriteLine  // a stretch of the path line (white casing when seat is 1)
	// an earlier seat's latest move (seat in spriteKey): a ring in its colour where it
	// came from, and where it went a ring with the seat's shape on its corner
	spriteSeatFrom
	spriteSeatTo
)

type spriteKey struct {
	kind spriteKind
	seat junqi.Seat
	out  junqipic.Outcome
}

// sprite is a picture and where its anchor is inside it, in physical pixels.
type sprite struct {
	img    *ebiten.Image
	ax, ay float64
}

// makeSprite draws a picture w×h logical pixels round an anchor at logical (0, 0).
func makeSprite(s, w, h float64, paint func(p pen)) *sprite {
	pw, ph := int(math.Ceil(w*s))+2, int(math.Ceil(h*s))+2
	img := image.NewRGBA(image.Rect(0, 0, pw, ph))
	ax, ay := float64(pw/2), float64(ph/2)
	paint(pen{dst: img, s: s, ox: -ax, oy: -ay})
	return &sprite{img: ebiten.NewImageFromImage(img), ax: ax, ay: ay}
}

func (r *Renderer) sprite(g *Geometry, s float64, k spriteKey) *sprite {
	if sp := r.sprites[k]; sp != nil {
		return sp
	}
	u := g.unit()
	tw, th := g.TileW, g.TileH
	var sp *sprite
	switch k.kind {
	case spriteSelected:
		d := math.Max(2, u*0.06)
		w, h := tw+2*d, th+2*d
		sp = makeSprite(s, w+u*0.3, h+u*0.3, func(p pen) {
			box := rr(render.Rect{X: -w / 2, Y: -h / 2, W: w, H: h}, th*0.22)
			p.stroke(math.Max(5, u*0.18), alpha(selectGold, 0.35), true, box)
			p.stroke(math.Max(2.5, u*0.075), selectGold, true, box)
		})
	case spriteMove:
		rad := math.Max(5, th*0.2)
		sp = makeSprite(s, rad*3.2, rad*3.2, func(p pen) {
			p.fill(alpha(moveGreen, 0.28), ellipse(0, 0, rad*1.5, rad*1.5))
			p.fill(moveGreen, ellipse(0, 0, rad, rad))
			p.stroke(math.Max(1, u*0.03), rgb(0xff, 0xff, 0xff), true, ellipse(0, 0, rad, rad))
		})
	case spriteAttack:
		// Corner brackets round the enemy tile: clear, and the tile stays readable.
		d := math.Max(2, u*0.07)
		w, h := tw+2*d, th+2*d
		sp = makeSprite(s, w+u*0.3, h+u*0.3, func(p pen) {
			l := math.Min(w, h) * 0.36
			lw := math.Max(2.5, u*0.08)
			var arms []shape
			for _, c := range [4][2]float64{{-1, -1}, {1, -1}, {1, 1}, {-1, 1}} {
				x, y := c[0]*w/2, c[1]*h/2
				arms = append(arms, poly(false, [2]float64{x - c[0]*l, y}, [2]float64{x, y}, [2]float64{x, y - c[1]*l}))
			}
			p.stroke(lw+2, alpha(rgb(0xff, 0xff, 0xff), 0.9), true, arms...)
			p.stroke(lw, attackRed, true, arms...)
		})
	case spriteLastFrom:
		w, h := tw+u*0.04, th+u*0.04
		sp = makeSprite(s, w+u*0.2, h+u*0.2, func(p pen) {
			box := rr(render.Rect{X: -w / 2, Y: -h / 2, W: w, H: h}, th*0.18)
			p.fill(alpha(lastInk, 0.2), box)
			p.stroke(math.Max(1.5, u*0.05), alpha(lastInk, 0.85), true, box)
		})
	case spriteLastTo:
		d := math.Max(1.5, u*0.04)
		w, h := tw+2*d, th+2*d
		sp = makeSprite(s, w+u*0.2, h+u*0.2, func(p pen) {
			p.stroke(math.Max(1.5, u*0.05), lastInk, true, rr(render.Rect{X: -w / 2, Y: -h / 2, W: w, H: h}, th*0.2))
		})
	case spriteSeatFrom, spriteSeatTo:
		// A ring a little off the tile, cased in white: it shows on the seat's own tiles
		// and on its tinted area, and stays thinner than the last move's marks.
		d, lw := math.Max(2, u*0.07), math.Max(1.5, u*0.045)
		if k.kind == spriteSeatTo {
			lw = math.Max(2, u*0.055)
		}
		w, h := tw+2*d, th+2*d
		bx, by, rb := seatToBadge(g)
		st := styleOf(k.seat)
		sp = makeSprite(s, w+2*rb+u*0.3, h+2*rb+u*0.3, func(p pen) {
			ring := rr(render.Rect{X: -w / 2, Y: -h / 2, W: w, H: h}, th*0.24)
			p.stroke(lw+math.Max(1.5, u*0.04), alpha(railWhite, 0.9), true, ring)
			p.stroke(lw, st.base, true, ring)
			if k.kind == spriteSeatFrom {
				return
			}
			// Where it went, the seat's shape too: it tells the seat apart where its colour
			// alone would not.
			p.fill(railWhite, markShape(st.mark, bx, by, rb))
			p.fill(st.base, markShape(st.mark, bx, by, rb*0.72))
		})
	case spriteGlow:
		ar := g.areaRect(k.seat)
		c := styleOf(k.seat).base
		sp = makeSprite(s, ar.W+u*0.5, ar.H+u*0.5, func(p pen) {
			box := rr(render.Rect{X: -ar.W / 2, Y: -ar.H / 2, W: ar.W, H: ar.H}, u*0.12)
			for i, a := range []float64{0.14, 0.2, 0.3} {
				p.stroke(u*(0.32-0.09*float64(i)), alpha(c, a), true, box)
			}
			p.stroke(math.Max(1.5, u*0.055), c, true, box)
		})
	case spritePlate:
		_, _, rad := plateSpot(g, k.seat)
		c := styleOf(k.seat).base
		sp = makeSprite(s, rad*2.6, rad*2.6, func(p pen) {
			p.stroke(u*0.18, alpha(c, 0.4), true, ellipse(0, 0, rad*1.13, rad*1.13))
			p.stroke(math.Max(1.5, u*0.05), c, true, ellipse(0, 0, rad*1.07, rad*1.07))
		})
	case spriteBurst:
		ro := math.Max(9, th*0.5)
		sp = makeSprite(s, ro*2.3, ro*2.3, func(p pen) { drawBurst(p, u, ro, k.out, k.seat) })
	case spriteDot:
		w := pathWidth(g)
		sp = makeSprite(s, w*2, w*2, func(p pen) {
			p.fill(pathBlue, ellipse(0, 0, w*0.9, w*0.9))
			p.fill(rgb(0xff, 0xff, 0xff), ellipse(0, 0, w*0.4, w*0.4))
		})
	case spriteLine:
		// Four pixels wide, stretched along each stretch of the path.
		w := pathWidth(g)
		c := alpha(pathBlue, 0.92)
		if k.seat == 1 {
			w, c = w+math.Max(2, u*0.06), alpha(rgb(0xff, 0xff, 0xff), 0.9)
		}
		img := image.NewRGBA(image.Rect(0, 0, 4, int(math.Ceil(w*s))+2))
		p := pen{dst: img, s: s, oy: -float64(img.Rect.Dy()) / 2}
		p.fill(c, poly(true, [2]float64{-1, -w / 2}, [2]float64{10, -w / 2}, [2]float64{10, w / 2}, [2]float64{-1, w / 2}))
		sp = &sprite{img: ebiten.NewImageFromImage(img), ay: float64(img.Rect.Dy()) / 2}
	}
	r.sprites[k] = sp
	return sp
}

// seatToBadge is where the seat's shape sits on the quiet mark of where its move went:
// its centre relative to the tile's centre (on the ring's bottom right corner, clear of the
// tile's own mark and of the battle marker) and its radius.
func seatToBadge(g *Geometry) (dx, dy, r float64) {
	d := math.Max(2, g.unit()*0.07)
	r = math.Max(4, g.TileH*0.22)
	return g.TileW/2 + d - r*0.3, g.TileH/2 + d - r*0.3, r
}

func pathWidth(g *Geometry) float64 { return math.Max(3, g.unit()*0.14) }

// drawBurst is the battle marker: a starburst holding the winner's mark in its colour, or a
// cross when both pieces went.
func drawBurst(p pen, u, ro float64, out junqipic.Outcome, winner junqi.Seat) {
	const spikes = 10
	pts := make([][2]float64, 0, 2*spikes)
	for i := 0; i < 2*spikes; i++ {
		a := math.Pi*float64(i)/spikes - math.Pi/2
		rad := ro
		if i%2 == 1 {
			rad = ro * 0.66
		}
		pts = append(pts, [2]float64{rad * math.Cos(a), rad * math.Sin(a)})
	}
	burst := poly(true, pts...)
	p.fill(burstFill, burst)
	p.stroke(math.Max(1.2, u*0.04), burstEdge, true, burst)
	ri := ro * 0.42
	if out == junqipic.BothRemoved {
		p.stroke(math.Max(2, ro*0.17), burstEdge, true, seg(-ri, -ri, ri, ri), seg(-ri, ri, ri, -ri))
		return
	}
	ss := styleOf(winner)
	p.fill(ss.base, markShape(ss.mark, 0, 0, ri*1.15))
	p.stroke(math.Max(1, ro*0.07), rgb(0xff, 0xff, 0xff), true, markShape(ss.mark, 0, 0, ri*1.15))
}

// put draws sprite k with its anchor at logical (x, y), on whole physical pixels.
func (r *Renderer) put(dst *ebiten.Image, g *Geometry, s float64, k spriteKey, x, y float64) {
	sp := r.sprite(g, s, k)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(x*s-sp.ax), math.Round(y*s-sp.ay))
	dst.DrawImage(sp.img, op)
}

// drawUnder places the marks that lie on the board beneath the pieces: the glow of the
// seat to move, where the earlier seats' latest moves and the last move came from, the
// path of a rail move and the empty targets.
func (r *Renderer) drawUnder(dst *ebiten.Image, g *Geometry, s float64, sc *junqipic.Scene) {
	if sc.SeatToMove < 4 && junqi.BoardOf(g.Board).HasArea(sc.SeatToMove) {
		ar := g.areaRect(sc.SeatToMove)
		cx, cy := ar.Centre()
		r.put(dst, g, s, spriteKey{kind: spriteGlow, seat: sc.SeatToMove}, cx, cy)
		if g.Board == junqi.FourCountry {
			x, y, _ := plateSpot(g, sc.SeatToMove)
			r.put(dst, g, s, spriteKey{kind: spritePlate, seat: sc.SeatToMove}, x, y)
		}
	}
	for x := junqi.Seat(0); x < 4; x++ {
		if m := sc.SeatLast[x]; sc.Quiet(x) && m.From != m.To && g.valid(m.From) {
			cx, cy := g.Centre(m.From)
			r.put(dst, g, s, spriteKey{kind: spriteSeatFrom, seat: x}, cx, cy)
		}
	}
	if g.valid(sc.Last.From) {
		x, y := g.Centre(sc.Last.From)
		r.put(dst, g, s, spriteKey{kind: spriteLastFrom}, x, y)
	}
	if len(sc.Path) > 1 {
		pts := r.pathPoints(g, sc.Path)
		for casing := 1; casing >= 0; casing-- {
			line := r.sprite(g, s, spriteKey{kind: spriteLine, seat: junqi.Seat(casing)})
			for i := 1; i < len(pts); i++ {
				a, b := pts[i-1], pts[i]
				l := math.Hypot(b[0]-a[0], b[1]-a[1]) * s
				op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
				op.GeoM.Translate(0, -line.ay)
				op.GeoM.Scale((l+1)/4, 1)
				op.GeoM.Rotate(math.Atan2(b[1]-a[1], b[0]-a[0]))
				op.GeoM.Translate(a[0]*s, a[1]*s)
				dst.DrawImage(line.img, op)
			}
		}
		for _, q := range sc.Path[1 : len(sc.Path)-1] {
			if g.valid(q) {
				x, y := g.Centre(q)
				r.put(dst, g, s, spriteKey{kind: spriteDot}, x, y)
			}
		}
	}
	for _, t := range sc.Targets {
		if g.valid(t.Point) && !t.Attack {
			x, y := g.Centre(t.Point)
			r.put(dst, g, s, spriteKey{kind: spriteMove}, x, y)
		}
	}
}

// pathPoints follows a path through the point centres, round the arcs where it takes one.
func (r *Renderer) pathPoints(g *Geometry, path []junqi.Point) [][2]float64 {
	b := junqi.BoardOf(g.Board)
	var pts [][2]float64
	for i, q := range path {
		if !g.valid(q) {
			continue
		}
		if i > 0 && g.valid(path[i-1]) && isArc(b, path[i-1], q) {
			pts = append(pts, arcPoints(g, path[i-1], q)[1:]...)
			continue
		}
		x, y := g.Centre(q)
		pts = append(pts, [2]float64{x, y})
	}
	return pts
}

func isArc(b *junqi.Board, p, q junqi.Point) bool {
	for _, l := range b.Links {
		if l.Arc && (l.A == p && l.B == q || l.A == q && l.B == p) {
			return true
		}
	}
	return false
}

// drawOver places the marks that must show on top of the pieces: where the earlier
// seats' latest moves and the last move went, attack targets, the selection and the
// battle marker.
func (r *Renderer) drawOver(dst *ebiten.Image, g *Geometry, s float64, sc *junqipic.Scene) {
	for x := junqi.Seat(0); x < 4; x++ {
		if m := sc.SeatLast[x]; sc.Quiet(x) && g.valid(m.To) {
			cx, cy := g.Centre(m.To)
			r.put(dst, g, s, spriteKey{kind: spriteSeatTo, seat: x}, cx, cy)
		}
	}
	if g.valid(sc.Last.To) {
		x, y := g.Centre(sc.Last.To)
		r.put(dst, g, s, spriteKey{kind: spriteLastTo}, x, y)
	}
	for _, t := range sc.Targets {
		if g.valid(t.Point) && t.Attack {
			x, y := g.Centre(t.Point)
			r.put(dst, g, s, spriteKey{kind: spriteAttack}, x, y)
		}
	}
	if g.valid(sc.Selected) {
		x, y := g.Centre(sc.Selected)
		r.put(dst, g, s, spriteKey{kind: spriteSelected}, x, y)
	}
	bt := sc.Battle
	if !g.valid(bt.Point) || bt.Outcome == 0 {
		return
	}
	winner := bt.Attacker
	if bt.Outcome == junqipic.DefenderWon {
		winner = bt.Defender
	}
	if bt.Outcome == junqipic.BothRemoved {
		winner = 0
	}
	tr := g.TileRect(bt.Point)
	r.put(dst, g, s, spriteKey{kind: spriteBurst, seat: winner & 3, out: bt.Outcome}, tr.X+tr.W-g.TileH*0.12, tr.Y+g.TileH*0.08)
	if label := battleLabel(bt, r.rankName()); label != "" {
		r.drawLabel(dst, g, s, sc, label, bt.Point)
	}
}

// battleLabel says who met whom when the viewer may know both ranks: "团长 < 师长", or
// in the player's language when name names both.
func battleLabel(bt junqipic.Battle, name func(code byte) string) string {
	an, aok := pieceNames[bt.AttackerCode]
	dn, dok := pieceNames[bt.DefenderCode]
	if !aok || !dok {
		return ""
	}
	rel := map[junqipic.Outcome]string{junqipic.AttackerWon: ">", junqipic.DefenderWon: "<", junqipic.BothRemoved: "="}[bt.Outcome]
	if name != nil {
		if a, d := name(bt.AttackerCode), name(bt.DefenderCode); a != "" && d != "" {
			return a + " " + rel + " " + d
		}
	}
	return an[0] + " " + rel + " " + dn[0]
}

// drawLabel shows a small caption next to the battle's point: above, below or beside it,
// wherever it covers the least of the other pieces, and always inside the plate.
func (r *Renderer) drawLabel(dst *ebiten.Image, g *Geometry, s float64, sc *junqipic.Scene, label string, at junqi.Point) {
	if r.label == nil || r.labelText != label || r.labelScale != s || r.labelTile != g.TileH {
		size := math.Max(11, g.TileH*0.42)
		w := textWidth(label, size) + size
		h := size * 1.5
		if r.label != nil {
			r.label.img.Deallocate()
		}
		r.label = makeSprite(s, w, h, func(p pen) {
			p.fill(alpha(rgb(0x22, 0x1a, 0x10), 0.9), rr(render.Rect{X: -w / 2, Y: -h / 2, W: w, H: h}, h/2))
			p.text(label, size, 0, 0, rgb(0xff, 0xf4, 0xd8), false)
		})
		r.labelText, r.labelScale, r.labelTile, r.labelW, r.labelH = label, s, g.TileH, w, h
	}
	x, y := labelSpot(g, sc, at, r.labelW, r.labelH)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(x*s-r.label.ax), math.Round(y*s-r.label.ay))
	dst.DrawImage(r.label.img, op)
}

// labelSpot is the centre of a w×h caption for point at: of the spots round its tile
// (above, below, left, right, then the corners), the first that covers the least of
// the other pieces' tiles, clamped inside the plate (and inside the view of a zoomed
// board, when the battle's point shows in it).
func labelSpot(g *Geometry, sc *junqipic.Scene, at junqi.Point, w, h float64) (float64, float64) {
	in := g.Plate
	if c := g.Clip; c.W > 0 && c.H > 0 && g.Visible(at) {
		x0, y0 := math.Max(in.X, c.X), math.Max(in.Y, c.Y)
		x1, y1 := math.Min(in.X+in.W, c.X+c.W), math.Min(in.Y+in.H, c.Y+c.H)
		if x1-x0 >= w+4 && y1-y0 >= h+4 {
			in = render.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
		}
	}
	tr := g.TileRect(at)
	cx, cy := tr.X+tr.W/2, tr.Y+tr.H/2
	dy := tr.H/2 + h/2 + 2
	dx := tr.W/2 + w/2 + 2
	spots := [][2]float64{{cx, cy - dy}, {cx, cy + dy}, {cx - dx, cy}, {cx + dx, cy},
		{cx - dx, cy - dy}, {cx + dx, cy - dy}, {cx - dx, cy + dy}, {cx + dx, cy + dy}}
	best, bestCover := spots[0], math.Inf(1)
	for _, sp := range spots {
		x := math.Max(in.X+w/2+2, math.Min(in.X+in.W-w/2-2, sp[0]))
		y := math.Max(in.Y+h/2+2, math.Min(in.Y+in.H-h/2-2, sp[1]))
		box := render.Rect{X: x - w/2, Y: y - h/2, W: w, H: h}
		cover := 0.0
		for q := 0; q < g.N(); q++ {
			if !sc.Pieces[q].Present {
				continue
			}
			cover += overlap(box, g.TileRect(junqi.Point(q)))
		}
		if cover < bestCover-0.5 {
			best, bestCover = [2]float64{x, y}, cover
		}
	}
	return best[0], best[1]
}

// overlap is the area two rectangles share.
func overlap(a, b render.Rect) float64 {
	w := math.Min(a.X+a.W, b.X+b.W) - math.Max(a.X, b.X)
	h := math.Min(a.Y+a.H, b.Y+b.H) - math.Max(a.Y, b.Y)
	if w <= 0 || h <= 0 {
		return 0
	}
	return w * h
}
