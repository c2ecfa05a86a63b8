package junqiboard

import (
	"image/color"
	"math"

	"warboard/render"
	"warboard/rules/junqi"
)

// unit is one spacing in logical pixels (the smaller of the two on the two-player board).
func (g *Geometry) unit() float64 { return math.Min(g.SX, g.SY) }

// areaRect is the printed outline of seat's area (or of the centre for junqi.NoSeat).
func (g *Geometry) areaRect(seat junqi.Seat) render.Rect {
	b := junqi.BoardOf(g.Board)
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for p := 0; p < b.N; p++ {
		if b.Area(junqi.Point(p)) != seat {
			continue
		}
		x, y := g.pos[p][0], g.pos[p][1]
		x0, y0, x1, y1 = math.Min(x0, x), math.Min(y0, y), math.Max(x1, x), math.Max(y1, y)
	}
	mx, my := 0.44*g.SX, 0.44*g.SY
	return render.Rect{X: x0 - mx, Y: y0 - my, W: x1 - x0 + 2*mx, H: y1 - y0 + 2*my}
}

// surfaceState is what the printed board depends on besides the geometry.
type surfaceState struct {
	eliminated uint8
	team       [4]int8
	naval      bool // the sea board (naval.go)
	words      BoardWords
}

// drawSurface prints the board: the plate, the areas, the roads and railways, the station
// marks, the front line (2p) or the centre and the seat plates (4p).
func drawSurface(p pen, g *Geometry, st surfaceState) {
	k := armyBoard
	if st.naval {
		k = seaBoard // naval.go
	}
	b := junqi.BoardOf(g.Board)
	u := g.unit()
	pl := g.Plate

	// The plate: a frame round the sheet, with a soft shadow under it.
	drawPlateShadow(p, pl, u)
	p.fill(k.frame, rr(pl, u*0.22))
	fr := u * 0.13
	p.stroke(fr*k.frameLineW, k.frameLine, true, rr(render.Rect{X: pl.X + fr*0.45, Y: pl.Y + fr*0.45, W: pl.W - fr*0.9, H: pl.H - fr*0.9}, u*0.17))
	inner := render.Rect{X: pl.X + fr, Y: pl.Y + fr, W: pl.W - 2*fr, H: pl.H - 2*fr}
	p.fill(k.sheet, rr(inner, u*0.1))
	if k.texture != nil {
		k.texture(p, inner, u)
	}

	// Areas: a tint of the owner's colour inside a double border, as printed boards have.
	drawAreas(p, g, b, st, k.sheet, k.areaTint)
	if g.Board == junqi.FourCountry {
		drawCentre(p, g, k.centre, k.ink)
	} else {
		k.front(p, g, inner)
	}

	k.links(p, g)
	for i := 0; i < b.N; i++ {
		k.station(p, g, junqi.Point(i), st.words)
	}
	if g.Board == junqi.TwoPlayer {
		k.features(p, g, k.frontWords(st.words))
	} else {
		for s := junqi.South; s <= junqi.West; s++ {
			drawSeatPlate(p, g, s, st)
		}
	}
}

// printedBoard is what a printed board is drawn with: the army board's (here) or the sea
// board's (naval.go), which keeps the army board's layout, lines and widths.
type printedBoard struct {
	frame, frameLine, sheet, centre, ink color.RGBA
	frameLineW, areaTint                 float64
	texture                              func(p pen, inner render.Rect, u float64) // nil: plain
	front                                func(p pen, g *Geometry, inner render.Rect)
	links                                func(p pen, g *Geometry)
	station                              func(p pen, g *Geometry, q junqi.Point, words BoardWords)
	features                             func(p pen, g *Geometry, words [2]string)
	frontWords                           func(w BoardWords) [2]string
}

// armyBoard: a wooden frame round a sheet of paper, mountains on the front line.
var armyBoard = printedBoard{frame: woodDark, frameLine: woodLight, sheet: paper, centre: paperDeep, ink: ink,
	frameLineW: 0.3, areaTint: 0.55, front: drawFrontBand, links: drawLinks, station: drawStation,
	features: drawMountains, frontWords: func(w BoardWords) [2]string { return w.Front }}

// drawFrontBand is the two-player board's no man's land between ranks 6 and 7.
func drawFrontBand(p pen, g *Geometry, inner render.Rect) {
	u := g.unit()
	band := frontBand(g, inner)
	p.fill(mix(mountainHi, paper, 0.22), rr(band, 0))
	for _, y := range []float64{band.Y, band.Y + band.H} {
		p.stroke(math.Max(1, u*0.025), alpha(ink, 0.55), true, seg(band.X, y, band.X+band.W, y))
	}
}

// frontBand is the two-player board's gap between ranks 6 and 7 (the army board's no
// man's land, the sea board's strait), across inner.
func frontBand(g *Geometry, inner render.Rect) render.Rect {
	u := g.unit()
	_, sy6 := g.grid(0, 5.5)
	_, sy7 := g.grid(0, 6.5+frontGap-1)
	y0, y1 := math.Min(sy6, sy7), math.Max(sy6, sy7)
	return render.Rect{X: inner.X, Y: y0 + u*0.04, W: inner.W, H: y1 - y0 - u*0.08}
}

// spot is a point on screen.
type spot struct{ x, y float64 }

// frontSpots are the front line's files b and d, where the mountains (the islands) stand,
// left to right for the viewer.
func frontSpots(g *Geometry) [2]spot {
	var at [2]spot
	for i, f := range []float64{1, 3} {
		x, y := g.grid(f, 6)
		at[i] = spot{x, y}
	}
	if at[0].x > at[1].x {
		at[0], at[1] = at[1], at[0]
	}
	return at
}

// drawMountains puts the mountains on files b and d of the front line and prints 山界 on
// them, in reading order for the viewer.
func drawMountains(p pen, g *Geometry, words [2]string) {
	u := g.unit()
	for i, a := range frontSpots(g) {
		w, h := math.Min(g.SX*0.9, u*1.5), g.SY*frontGap*0.72
		base := a.y + h*0.42
		peaks := [][3]float64{{-0.3, 0.62, 0.42}, {0.28, 0.7, 0.4}, {0, 1, 0.5}} // x, height, half-width
		for _, k := range peaks {
			cx, ph, hw := a.x+k[0]*w, h*k[1], w*k[2]
			p.fill(mountain, poly(true, [2]float64{cx - hw, base}, [2]float64{cx, base - ph}, [2]float64{cx + hw, base}))
			// the lit slope and a snow cap
			p.fill(rgb(0xf6, 0xf2, 0xe6), poly(true, [2]float64{cx - hw*0.25, base - ph*0.75}, [2]float64{cx, base - ph}, [2]float64{cx + hw*0.2, base - ph*0.8}, [2]float64{cx + hw*0.05, base - ph*0.7}))
			p.stroke(math.Max(0.8, u*0.02), alpha(rgb(0x2e, 0x40, 0x22), 0.8), true, poly(false, [2]float64{cx - hw, base}, [2]float64{cx, base - ph}, [2]float64{cx + hw, base}))
		}
		drawWord(p, words[i], h*0.5, a.x, base, paper, ink)
	}
}

// linkShapes are the board's links as shapes: the roads, and the railways with the
// four-country arcs (the army board's track, the sea board's lanes).
func linkShapes(g *Geometry) (roads, rails []shape) {
	for _, l := range junqi.BoardOf(g.Board).Links {
		ax, ay := g.Centre(l.A)
		bx, by := g.Centre(l.B)
		switch {
		case l.Arc:
			rails = append(rails, shape{pts: arcPoints(g, l.A, l.B)})
		case l.Rail:
			rails = append(rails, seg(ax, ay, bx, by))
		default:
			roads = append(roads, seg(ax, ay, bx, by))
		}
	}
	return roads, rails
}

// drawWord writes a headquarters' word on a round patch of back, centred over base.
func drawWord(p pen, word string, size, x, base float64, back, ink color.RGBA) {
	if word == "" {
		return
	}
	p.fill(alpha(back, 0.9), ellipse(x, base-size*0.45, size*0.62, size*0.58))
	p.text(word, size, x, base-size*0.45, ink, true)
}

// drawLinks draws the roads as thin lines and the railways as the classic black-and-white
// track, the four-country arcs included.
func drawLinks(p pen, g *Geometry) {
	u := g.unit()
	roads, track := linkShapes(g)
	var sleepers []shape
	p.stroke(math.Max(1, u*0.03), roadInk, true, roads...)
	w := math.Max(3, math.Min(9, u*0.15))
	edge := math.Max(0.7, w*0.17)
	for _, t := range track {
		sleepers = addDashes(sleepers, t.pts, w*1.6)
	}
	p.stroke(w, railBlack, true, track...)
	p.stroke(w-2*edge, railWhite, true, track...)
	p.stroke(w-2*edge, railBlack, false, sleepers...)
}

// arcPoints follows a corner arc: a quarter circle round the centre point at the corner of
// the two front corners it joins, bulging away from the middle of the board.
func arcPoints(g *Geometry, a, c junqi.Point) [][2]float64 {
	b := junqi.BoardOf(g.Board)
	ax, ay := b.XY(a)
	cx, cy := b.XY(c)
	// The two candidate centres; the one nearer the board's middle is the corner's centre point.
	ox, oy := float64(ax), float64(cy)
	if d1, d2 := math.Hypot(float64(ax)-8, float64(cy)-8), math.Hypot(float64(cx)-8, float64(ay)-8); d2 < d1 {
		ox, oy = float64(cx), float64(ay)
	}
	a0 := math.Atan2(float64(ay)-oy, float64(ax)-ox)
	a1 := math.Atan2(float64(cy)-oy, float64(cx)-ox)
	d := a1 - a0
	for d > math.Pi {
		d -= 2 * math.Pi
	}
	for d < -math.Pi {
		d += 2 * math.Pi
	}
	r := math.Hypot(float64(ax)-ox, float64(ay)-oy)
	const n = 16
	pts := make([][2]float64, 0, n+1)
	for i := 0; i <= n; i++ {
		t := a0 + d*float64(i)/n
		x, y := g.grid(ox+r*math.Cos(t), oy+r*math.Sin(t))
		pts = append(pts, [2]float64{x, y})
	}
	return pts
}

// addDashes adds the black sleepers of a track along pts, about dash long each, fitted so
// that every link starts and ends the same way.
func addDashes(out []shape, pts [][2]float64, dash float64) []shape {
	total := 0.0
	for i := 1; i < len(pts); i++ {
		total += math.Hypot(pts[i][0]-pts[i-1][0], pts[i][1]-pts[i-1][1])
	}
	n := math.Max(1, math.Round(total/(2*dash)))
	d := total / (2 * n)
	// Walk the polyline, switching ink on and off every d.
	pos, on, next := 0.0, false, d/2
	var cur []([2]float64)
	for i := 1; i < len(pts); i++ {
		x0, y0, x1, y1 := pts[i-1][0], pts[i-1][1], pts[i][0], pts[i][1]
		l := math.Hypot(x1-x0, y1-y0)
		if l == 0 {
			continue
		}
		at := func(s float64) [2]float64 {
			k := (s - pos) / l
			return [2]float64{x0 + (x1-x0)*k, y0 + (y1-y0)*k}
		}
		for next <= pos+l {
			cur = append(cur, at(next))
			if on {
				out = append(out, shape{pts: cur})
				cur = nil
			}
			on = !on
			next += d
		}
		if on {
			cur = append(cur, pts[i])
		}
		pos += l
	}
	return out
}

// drawStation draws the printed mark of point q: a small rounded box for a station, a
// circle for a camp (行营), a larger marked shape for a headquarters (大本营).
func drawStation(p pen, g *Geometry, q junqi.Point, words BoardWords) {
	b := junqi.BoardOf(g.Board)
	u := g.unit()
	x, y := g.Centre(q)
	lw := math.Max(1, u*0.03)
	switch b.KindOf(q) {
	case junqi.Camp:
		rx := g.TileW * 0.52
		ry := math.Min(g.TileH*0.5*1.45, 0.47*g.SY)
		p.fill(paperDeep, ellipse(x, y, rx, ry))
		p.stroke(lw, ink, true, ellipse(x, y, rx, ry))
		p.stroke(lw*0.6, alpha(ink, 0.6), true, ellipse(x, y, rx-u*0.06, ry-u*0.06))
		p.textFit(words.Camp, math.Min(g.TileH*0.34, g.TileW*0.26), rx*1.7, x, y, alpha(ink, 0.45), false)
	case junqi.HQ:
		r := render.Rect{X: x - g.TileW*0.55, Y: y - g.TileH*0.66, W: g.TileW * 1.1, H: g.TileH * 1.32}
		p.fill(paperDeep, rr(r, r.H*0.5))
		p.stroke(lw*1.3, ink, true, rr(r, r.H*0.5))
		in := u * 0.06
		p.stroke(lw*0.6, alpha(ink, 0.6), true, rr(render.Rect{X: r.X + in, Y: r.Y + in, W: r.W - 2*in, H: r.H - 2*in}, r.H*0.5-in))
		p.textFit(words.HQ, math.Min(g.TileH*0.36, g.TileW*0.24), r.W*0.85, x, y, alpha(ink, 0.5), false)
	default:
		// A little smaller than a tile, so the lines show between empty stations.
		r := render.Rect{X: x - g.TileW*0.46, Y: y - g.TileH*0.46, W: g.TileW * 0.92, H: g.TileH * 0.92}
		fill := paper
		if b.KindOf(q) == junqi.Centre {
			fill = rgb(0xf7, 0xef, 0xdc)
		}
		p.fill(fill, rr(r, g.TileH*0.16))
		p.stroke(lw, ink, true, rr(r, g.TileH*0.16))
	}
}

// plateSpot is where seat's plate sits on the four-country board: in the empty corner on
// the seat's right hand.
func plateSpot(g *Geometry, s junqi.Seat) (x, y, r float64) {
	corner := [4][2]float64{{16, 0}, {16, 16}, {0, 16}, {0, 0}}[s&3] // outer corners: SE NE NW SW
	inner := [4][2]float64{{11, 5}, {11, 11}, {5, 11}, {5, 5}}[s&3]
	gx := inner[0] + 0.56*(corner[0]-inner[0])
	gy := inner[1] + 0.56*(corner[1]-inner[1])
	x, y = g.grid(gx, gy)
	return x, y, 1.35 * g.unit()
}

// drawSeatPlate prints a seat's emblem in its corner: a disc of its colour with its name
// and mark, its team badge in 2v2, and a cross once it is out.
func drawSeatPlate(p pen, g *Geometry, s junqi.Seat, st surfaceState) {
	ss := styleOf(s)
	x, y, r := plateSpot(g, s)
	out := st.eliminated&(1<<s) != 0
	base, dark := ss.base, ss.dark
	if out {
		base, dark = rgb(0x9a, 0x96, 0x90), rgb(0x60, 0x5c, 0x58)
	}
	p.fill(alpha(rgb(0, 0, 0), 0.25), ellipse(x+r*0.04, y+r*0.07, r, r))
	p.fill(dark, ellipse(x, y, r, r))
	p.fill(base, ellipse(x, y, r*0.9, r*0.9))
	p.stroke(math.Max(1, r*0.03), alpha(rgb(0xff, 0xff, 0xff), 0.7), true, ellipse(x, y, r*0.8, r*0.8))
	p.text(ss.name, r*0.78, x, y-r*0.12, rgb(0xff, 0xff, 0xff), true)
	p.fill(rgb(0xff, 0xff, 0xff), markShape(ss.mark, x, y+r*0.52, r*0.14))
	if t := st.team[s&3]; t >= 0 {
		// 甲 and 乙 are the usual names of two sides; the badge colour pairs allies too.
		bc := [2]color.RGBA{rgb(0xe8, 0xb9, 0x2e), rgb(0x5b, 0x6b, 0x80)}[t&1]
		bx, by, br := x+r*0.78, y-r*0.72, r*0.34
		p.fill(rgb(0x2a, 0x22, 0x18), ellipse(bx, by, br, br))
		p.fill(bc, ellipse(bx, by, br*0.86, br*0.86))
		p.text([2]string{"甲", "乙"}[t&1], br*1.1, bx, by, rgb(0xff, 0xff, 0xff), true)
	}
	if out {
		k := r * 0.72
		for _, sgn := range []float64{-1, 1} {
			p.stroke(r*0.14, alpha(rgb(0x9b, 0x1b, 0x1b), 0.9), true, seg(x-k, y-k*sgn, x+k, y+k*sgn))
		}
	}
}

// drawPlateShadow is the soft shadow under a board's plate (the army's and the sea's).
func drawPlateShadow(p pen, pl render.Rect, u float64) {
	for i := 2; i >= 1; i-- {
		d := float64(i) * u * 0.05
		sh := render.Rect{X: pl.X - d*0.3, Y: pl.Y + d*0.6, W: pl.W + d*0.6, H: pl.H + d*0.6}
		p.fill(alpha(rgb(0, 0, 0), 0.12), rr(sh, u*0.25+d))
	}
}

// drawAreas tints each seat's area, mixed with ground by the share mixTint, inside a double
// border of its colour, as printed boards have; an eliminated seat's area turns grey.
func drawAreas(p pen, g *Geometry, b *junqi.Board, st surfaceState, ground color.RGBA, mixTint float64) {
	u := g.unit()
	for s := junqi.South; s <= junqi.West; s++ {
		if !b.HasArea(s) {
			continue
		}
		r := g.areaRect(s)
		ss := styleOf(s)
		tint, line := mix(ss.tint, ground, mixTint), ss.base
		if st.eliminated&(1<<s) != 0 {
			tint, line = mix(rgb(0xb8, 0xb4, 0xac), ground, 0.6), rgb(0x8a, 0x86, 0x80)
		}
		p.fill(tint, rr(r, u*0.12))
		p.stroke(math.Max(1, u*0.035), line, true, rr(r, u*0.12))
		in := u * 0.07
		p.stroke(math.Max(0.5, u*0.012), alpha(line, 0.7), true, rr(render.Rect{X: r.X + in, Y: r.Y + in, W: r.W - 2*in, H: r.H - 2*in}, u*0.08))
	}
}

// drawCentre is the four-country board's centre, filled and outlined.
func drawCentre(p pen, g *Geometry, fill, line color.RGBA) {
	u := g.unit()
	r := g.areaRect(junqi.NoSeat)
	p.fill(fill, rr(r, u*0.12))
	p.stroke(math.Max(1, u*0.03), line, true, rr(r, u*0.12))
}
