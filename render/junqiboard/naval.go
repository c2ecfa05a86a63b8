package junqiboard

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"warboard/render"
	"warboard/render/art"
	"warboard/rules/junqi"
)

// 海战棋: the same game drawn at sea (Renderer.Naval). The board is water; the railways are
// shipping lanes (deep-water channels with a dashed centre line), the roads thin courses,
// the camps (行营) anchorages and the headquarters (大本营) naval bases; the two-player
// front is a strait with two islands where the mountains stand. Each piece is its rank's
// warship (render/art.Ship) in the seat's ink under the rank's short name; a hidden piece
// shows a ship of no rank on the seat's colour, a face-down one the naval back. The
// printed board keeps the army board's layout, lines and widths, so it reads the same.

// navalNames are the names printed on the naval tiles, and their one-character forms.
var navalNames = map[byte][2]string{
	'9': {"航母", "航"}, '8': {"战列", "战"}, '7': {"巡洋", "巡"}, '6': {"驱逐", "驱"},
	'5': {"护卫", "护"}, '4': {"潜艇", "潜"}, '3': {"炮艇", "炮"}, '2': {"快艇", "快"},
	'1': {"扫雷", "扫"}, 'M': {"水雷", "雷"}, 'B': {"鱼雷", "鱼"}, 'F': {"军港", "港"},
	'A': {"旗舰", "旗"}, 'T': {"海堡", "堡"}, 'R': {"导弹", "导"}, // 三打一
}

// The sea board's colours.
var (
	seaFrame     = rgb(0x1d, 0x3b, 0x5c)
	seaFrameLine = rgb(0xc9, 0xa2, 0x5a)
	water        = rgb(0xd4, 0xe9, 0xf1)
	waterDeep    = rgb(0xa9, 0xcf, 0xe0)
	seaInk       = rgb(0x1b, 0x3d, 0x57)
	courseInk    = rgb(0x5a, 0x86, 0xa3)
	laneBlue     = rgb(0x1f, 0x5d, 0x8a)
	laneWhite    = rgb(0xee, 0xf7, 0xfb)
	berth        = rgb(0xe9, 0xf4, 0xf8)
	sand         = rgb(0xee, 0xe0, 0xbb)
	island       = rgb(0x7d, 0x9a, 0x5a)
	shipBand     = rgb(0x9f, 0xcb, 0xe0)
)

// seaBoard is the sea board as drawSurface prints it: water in a navy frame, the strait
// with its islands, shipping lanes for the railways and berths for the stations.
var seaBoard = printedBoard{frame: seaFrame, frameLine: seaFrameLine, sheet: water, centre: waterDeep, ink: seaInk,
	frameLineW: 0.25, areaTint: 0.45, texture: drawSwell, front: drawStrait, links: drawLanes, station: drawBerth,
	features: drawIslands, frontWords: func(w BoardWords) [2]string { return w.Strait }}

// drawSwell puts faint wave marks over the open water, in rows.
func drawSwell(p pen, inner render.Rect, u float64) {
	var waves []shape
	step := u * 0.9
	for row, y := 0, inner.Y+step*0.5; y < inner.Y+inner.H; row, y = row+1, y+step*0.55 {
		off := float64(row%2) * step * 0.5
		for x := inner.X + off + step*0.2; x+step*0.4 < inner.X+inner.W; x += step {
			w := step * 0.32
			waves = append(waves, poly(false, [2]float64{x, y}, [2]float64{x + w*0.5, y - w*0.22}, [2]float64{x + w, y}))
		}
	}
	p.stroke(math.Max(0.6, u*0.018), alpha(rgb(0xff, 0xff, 0xff), 0.5), true, waves...)
}

// drawStrait is the two-player board's open water between ranks 6 and 7.
func drawStrait(p pen, g *Geometry, inner render.Rect) {
	u := g.unit()
	band := frontBand(g, inner)
	p.fill(waterDeep, rr(band, 0))
	for _, y := range []float64{band.Y, band.Y + band.H} {
		p.stroke(math.Max(1, u*0.025), alpha(seaInk, 0.45), true, seg(band.X, y, band.X+band.W, y))
	}
}

// drawIslands puts an island on files b and d of the front line, where the army board has
// its mountains, printed 海 and 峡 in reading order for the viewer.
func drawIslands(p pen, g *Geometry, words [2]string) {
	u := g.unit()
	for i, a := range frontSpots(g) {
		w, h := math.Min(g.SX*0.9, u*1.5), g.SY*frontGap*0.72
		base := a.y + h*0.3
		// The beach, the green hill and its shadow side, a ring of surf.
		p.stroke(math.Max(1, u*0.04), alpha(rgb(0xff, 0xff, 0xff), 0.8), true, ellipse(a.x, base, w*0.55, h*0.2))
		p.fill(sand, ellipse(a.x, base, w*0.52, h*0.17))
		p.fill(island, poly(true, [2]float64{a.x - w*0.42, base}, [2]float64{a.x - w*0.18, base - h*0.55},
			[2]float64{a.x + w*0.05, base - h*0.62}, [2]float64{a.x + w*0.3, base - h*0.4}, [2]float64{a.x + w*0.44, base}))
		p.fill(alpha(rgb(0x2e, 0x40, 0x22), 0.35), poly(true, [2]float64{a.x + w*0.05, base - h*0.62},
			[2]float64{a.x + w*0.3, base - h*0.4}, [2]float64{a.x + w*0.44, base}, [2]float64{a.x + w*0.1, base}))
		drawWord(p, words[i], h*0.5, a.x, base, water, seaInk)
	}
}

// drawLanes draws the roads as thin courses and the railways as shipping lanes: a deep
// channel with a dashed white centre line, the four-country arcs included.
func drawLanes(p pen, g *Geometry) {
	u := g.unit()
	roads, lanes := linkShapes(g)
	var dashes []shape
	p.stroke(math.Max(1, u*0.03), courseInk, true, roads...)
	w := math.Max(3, math.Min(9, u*0.15))
	for _, t := range lanes {
		dashes = addDashes(dashes, t.pts, w*1.6)
	}
	p.stroke(w, laneBlue, true, lanes...)
	p.stroke(math.Max(0.8, w*0.3), laneWhite, false, dashes...)
}

// drawBerth draws the printed mark of point q at sea: a berth for a station, an anchorage
// for a camp, a naval base for a headquarters.
func drawBerth(p pen, g *Geometry, q junqi.Point, words BoardWords) {
	b := junqi.BoardOf(g.Board)
	u := g.unit()
	x, y := g.Centre(q)
	lw := math.Max(1, u*0.03)
	switch b.KindOf(q) {
	case junqi.Camp:
		rx := g.TileW * 0.52
		ry := math.Min(g.TileH*0.5*1.45, 0.47*g.SY)
		p.fill(sand, ellipse(x, y, rx, ry))
		p.stroke(lw*1.6, seaInk, true, ellipse(x, y, rx, ry))
		p.fill(berth, ellipse(x, y, rx-u*0.08, ry-u*0.08))
		p.stroke(lw*0.6, alpha(seaInk, 0.6), true, ellipse(x, y, rx-u*0.08, ry-u*0.08))
		p.textFit(words.Anchorage, math.Min(g.TileH*0.34, g.TileW*0.26), rx*1.7, x, y, alpha(seaInk, 0.5), false)
	case junqi.HQ:
		r := render.Rect{X: x - g.TileW*0.55, Y: y - g.TileH*0.66, W: g.TileW * 1.1, H: g.TileH * 1.32}
		p.fill(sand, rr(r, r.H*0.5))
		p.stroke(lw*1.3, seaInk, true, rr(r, r.H*0.5))
		in := u * 0.08
		p.fill(berth, rr(render.Rect{X: r.X + in, Y: r.Y + in, W: r.W - 2*in, H: r.H - 2*in}, r.H*0.5-in))
		p.stroke(lw*0.6, alpha(seaInk, 0.6), true, rr(render.Rect{X: r.X + in, Y: r.Y + in, W: r.W - 2*in, H: r.H - 2*in}, r.H*0.5-in))
		p.textFit(words.Base, math.Min(g.TileH*0.36, g.TileW*0.24), r.W*0.85, x, y, alpha(seaInk, 0.55), false)
	default:
		r := render.Rect{X: x - g.TileW*0.46, Y: y - g.TileH*0.46, W: g.TileW * 0.92, H: g.TileH * 0.92}
		fill := berth
		if b.KindOf(q) == junqi.Centre {
			fill = rgb(0xf4, 0xfa, 0xfc)
		}
		p.fill(fill, rr(r, g.TileH*0.16))
		p.stroke(lw, seaInk, true, rr(r, g.TileH*0.16))
	}
}

// newNavalTile draws one naval piece as newTile draws an army one: the same tile with
// its shadow and the seat's colour, a ship on a band of sea under the rank's name.
func newNavalTile(g *Geometry, s float64, k tileKey) *image.RGBA {
	m := tileMargin(g, s)
	w, h := int(math.Ceil(g.TileW*s)), int(math.Ceil(g.TileH*s))
	img := image.NewRGBA(image.Rect(0, 0, w+2*m, h+2*m))
	p := pen{dst: img, s: s, ox: -float64(m), oy: -float64(m)}
	tw, th := float64(w)/s, float64(h)/s
	rad := th * 0.16
	for i, a := range []float64{0.18, 0.22} {
		d := th * (0.05 + 0.05*float64(i))
		p.fill(alpha(rgb(0, 0, 0), a), rr(render.Rect{X: -d * 0.2, Y: d, W: tw + d*0.4, H: th}, rad+d*0.5))
	}
	if k.faceDown {
		draw.Draw(img, image.Rect(m, m, m+w, m+h), art.NavalBack(w, h), image.Point{}, draw.Over)
		return img
	}
	ss := styleOf(seatOf(k.seat))
	edge := math.Max(1.2/s, th*0.09)
	p.fill(mix(ss.base, rgb(0, 0, 0), 0.62), rr(render.Rect{W: tw, H: th}, rad))
	body := render.Rect{W: tw, H: th - edge*0.9}
	p.fill(ss.base, rr(body, rad))
	face := render.Rect{X: edge, Y: edge, W: tw - 2*edge, H: body.H - 2*edge}

	if k.code == '?' {
		// A hidden piece: a ship of no rank in the seat's light colour, and its mark.
		shipOn(p, img, '?', render.Rect{X: face.X + face.W*0.12, Y: face.Y + face.H*0.3, W: face.W * 0.8, H: face.H * 0.62}, alpha(ss.face, 0.85))
		p.fill(alpha(ss.face, 0.92), markShape(ss.mark, tw/2, body.H*0.34, body.H*0.2))
		p.fill(alpha(rgb(0xff, 0xff, 0xff), 0.14), rr(render.Rect{X: rad * 0.5, Y: edge * 0.35, W: tw - rad, H: body.H * 0.3}, rad*0.7))
		return img
	}
	p.fill(ss.face, rr(face, rad*0.6))
	names, ok := navalNames[k.code]
	if !ok {
		// A piece the set has no ship for yet: its army name, no ship (art.Ship draws none).
		if names, ok = pieceNames[k.code]; !ok {
			return img
		}
	}
	// Big enough for a ship under a name: the name takes the upper part, the ship sails on
	// the lower one. Smaller, the ship lies faint under the name alone.
	split := face.H >= 17
	if split {
		sea := render.Rect{X: face.X, Y: face.Y + face.H*0.88, W: face.W, H: face.H * 0.12}
		p.fill(mix(shipBand, ss.face, 0.75), rr(render.Rect{X: face.X, Y: face.Y + face.H*0.56, W: face.W, H: face.H * 0.44}, rad*0.6))
		p.fill(shipBand, rr(sea, rad*0.4))
		shipOn(p, img, k.code, render.Rect{X: face.X + face.W*0.06, Y: face.Y + face.H*0.52, W: face.W * 0.88, H: face.H * 0.41}, ss.dark)
	} else {
		shipOn(p, img, k.code, render.Rect{X: face.X + face.W*0.05, Y: face.Y + face.H*0.15, W: face.W * 0.9, H: face.H * 0.8}, mix(ss.base, ss.face, 0.3))
	}
	p.fill(alpha(rgb(0xff, 0xff, 0xff), 0.35), rr(render.Rect{X: face.X + face.H*0.1, Y: face.Y + face.H*0.05, W: face.W - face.H*0.2, H: face.H * 0.3}, rad*0.5))

	label := face
	if split {
		label.H = face.H * 0.58
	}
	digit := k.rank && k.code >= '1' && k.code <= '9'
	if k.face != "" {
		drawNavalFace(p, k.face, label, ss, split)
	} else {
		// Clear of the seat mark in the top-left corner.
		textW := label.W - label.H*0.3
		cx := label.X + label.W/2 + label.H*0.15
		if digit {
			textW -= label.H * 0.5
			cx -= label.H * 0.22
		}
		name := names[0]
		most := label.H * 0.95
		if !split {
			most = label.H * 0.74
		}
		size := math.Min(most, textW/2.15)
		if size < minFaceText {
			name = names[1]
			size = math.Min(label.H*0.86, textW*0.85)
		}
		haloText(p, name, size, cx, label.Y+label.H/2, ss)
	}
	if digit && k.face == "" {
		ds := math.Min(label.H*0.6, face.H*0.42)
		p.text(string(k.code), ds, face.X+face.W-ds*0.42, label.Y+ds*0.55, ss.base, true)
	}
	drawSeatMark(p, ss, edge, th)
	return img
}

// drawNavalFace writes a face in the player's language ("Sub 4") in the label's box.
func drawNavalFace(p pen, text string, label render.Rect, ss *seatStyle, split bool) {
	inset := label.H * 0.22
	if split {
		inset = label.H * 0.3
	}
	h := label.H
	if !split {
		h = label.H * 0.85
	}
	s, size := faceFit(text, label.W-inset, h/0.62*0.86)
	haloText(p, s, size, label.X+inset+(label.W-inset)/2, label.Y+label.H/2+label.H*0.03, ss)
}

// haloText is the rank's name in the seat's dark ink with a thin rim of the face's colour,
// so it reads over the ship behind it on small tiles.
func haloText(p pen, s string, size, cx, cy float64, ss *seatStyle) {
	k := math.Max(0.5/p.s, size*0.06)
	for _, o := range [][2]float64{{-k, 0}, {k, 0}, {0, -k}, {0, k}} {
		p.text(s, size, cx+o[0], cy+o[1], ss.face, true)
	}
	p.text(s, size, cx, cy, ss.dark, true)
}

// shipOn draws the silhouette of code in ink fitted into r (logical pixels) on the tile.
func shipOn(p pen, img *image.RGBA, code byte, r render.Rect, ink color.RGBA) {
	x0, y0 := int(math.Round(r.X*p.s-p.ox)), int(math.Round(r.Y*p.s-p.oy))
	w, h := int(math.Round(r.W*p.s)), int(math.Round(r.H*p.s))
	if w < 2 || h < 2 {
		return
	}
	// ink is premultiplied (alpha); the art takes it straight.
	c := color.NRGBA{ink.R, ink.G, ink.B, ink.A}
	if ink.A > 0 && ink.A < 0xff {
		c.R, c.G, c.B = uint8(int(ink.R)*0xff/int(ink.A)), uint8(int(ink.G)*0xff/int(ink.A)), uint8(int(ink.B)*0xff/int(ink.A))
	}
	draw.Draw(img, image.Rect(x0, y0, x0+w, y0+h), art.Ship(code, w, h, c), image.Point{}, draw.Over)
}

// tileNames are the Chinese names the tiles of the renderer's set carry.
func (r *Renderer) tileNames() map[byte][2]string {
	if r.Naval {
		return navalNames
	}
	return pieceNames
}

// rankName names ranks for the battle caption: RankName, else the tiles' names of a naval
// set (the army's are battleLabel's own).
func (r *Renderer) rankName() func(code byte) string {
	if r.RankName != nil || !r.Naval {
		return r.RankName
	}
	return func(code byte) string {
		if n, ok := navalNames[code]; ok {
			return n[0]
		}
		return pieceNames[code][0]
	}
}
