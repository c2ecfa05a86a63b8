package napoleonboard

import (
	"image"
	"image/color"
	"math"
	"strconv"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"warboard/render"
	"warboard/render/art"
	"warboard/rules/napoleon"
)

// DefaultBudget is how long one frame may spend drawing art that is not cached yet.
const DefaultBudget = 8 * time.Millisecond

// Board draws Scenes. Keep one per board on screen: it caches the art at that board's size.
type Board struct {
	Fonts  *render.Fonts
	Budget time.Duration // art-making time per frame; 0 means DefaultBudget

	art         *artCache
	static      *ebiten.Image
	staticKey   staticKey
	redraws     int
	staticExact bool // the static layer was drawn from finished tiles only
	hatch       [2]*ebiten.Image
}

// staticKey is everything the static layer depends on.
type staticKey struct {
	g       Geometry
	terrain [napoleon.NumSquares]napoleon.Tile
	middle  napoleon.Middle
	skin    art.Skin
	// waterloo draws the second middle line
	waterloo bool
}

// New makes a Board that writes coordinates with fonts.
func New(fonts *render.Fonts) *Board {
	return &Board{Fonts: fonts, art: newArtCache()}
}

// Pending reports whether the last Draw used stand-ins for art still to be made: the caller
// should draw another frame soon.
func (b *Board) Pending() bool { return b.art.pending || !b.staticExact }

// Prepare makes every picture s needs at g at once, with no time budget: for a loading
// screen, or tests. Draw alone gets there too, a budget's worth per frame.
func (b *Board) Prepare(g Geometry, s *Scene) {
	px := pixels(g)
	b.art.unlimited = true
	defer func() { b.art.unlimited = false }()
	for _, q := range g.Squares() {
		b.art.get(b.tileKey(g, s, q, px))
		if p := s.Pieces[q]; p.Present {
			b.art.get(pieceKey(g, s, p, px))
		}
	}
}

// pixels is a square's side in physical pixels.
func pixels(g Geometry) int { return max(1, int(math.Round(g.Size*g.Scale))) }

func (b *Board) tileKey(g Geometry, s *Scene, q Square, px int) artKey {
	kind := artTerrain(s.Terrain[q])
	// A few variants per kind: enough that neighbours do not look stamped, few enough to
	// draw quickly (a large tile costs milliseconds).
	n := 4
	if kind != art.Plain {
		n = 2
	}
	h := uint32(q.File()*7919+q.Rank()*104729) * 2654435761
	return artKey{tile: true, terrain: kind, dark: (q.File()+q.Rank())%2 == 0, variant: int(h>>16) % n, size: px}
}

func pieceKey(g Geometry, s *Scene, p Piece, px int) artKey {
	k := artKey{skin: s.Skin(), side: artSide(p.Side), kind: artKind(p.Kind), size: px}
	if k.kind.HasFacing() {
		k.facing = g.screenFacing(art.Facing(p.Facing))
	}
	return k
}

// drawArt draws img (made at any size) over r.
func drawArt(dst, img *ebiten.Image, r render.Rect, p pen) {
	w := float64(img.Bounds().Dx())
	op := &ebiten.DrawImageOptions{}
	k := r.W * p.sc / w
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(math.Round(float64(p.x(r.X))), math.Round(float64(p.y(r.Y))))
	if math.Abs(k-1) > 1e-9 {
		op.Filter = ebiten.FilterLinear
	}
	dst.DrawImage(img, op)
}

// Draw draws s on dst at g. dst is the whole screen in physical pixels; a clipped (zoomed)
// geometry draws only inside its clip.
func (b *Board) Draw(dst *ebiten.Image, g Geometry, s *Scene) {
	if g.Size <= 0 || s == nil {
		return
	}
	dst = ClipTo(dst, g)
	budget := b.Budget
	if budget <= 0 {
		budget = DefaultBudget
	}
	b.art.begin(budget)
	px := pixels(g)
	p := pen{dst: dst, sc: g.Scale}

	// Pieces get the art budget before the terrain: they matter more to the players.
	var pieces [napoleon.NumSquares]*ebiten.Image
	for _, q := range g.Squares() {
		if pc := s.Pieces[q]; pc.Present {
			pieces[q], _ = b.art.get(pieceKey(g, s, pc, px))
		}
	}
	b.drawStatic(dst, g, s, px)
	b.drawUnder(p, g, s, px)
	for _, q := range g.Squares() {
		if pieces[q] != nil {
			drawArt(dst, pieces[q], g.SquareRect(q), p)
		}
	}
	drawOver(p, g, s)
	drawMarks(p, g, s)
	b.art.sweep(px, px)
}

// ClipTo is dst seen through g's clip, for whatever else is drawn on the board (a piece
// sliding or under a finger).
func ClipTo(dst *ebiten.Image, g Geometry) *ebiten.Image {
	if !g.Clipped() {
		return dst
	}
	c, s := g.Clip, g.Scale
	r := image.Rect(int(math.Floor(c.X*s)), int(math.Floor(c.Y*s)), int(math.Ceil((c.X+c.W)*s)), int(math.Ceil((c.Y+c.H)*s)))
	return dst.SubImage(r.Intersect(dst.Bounds())).(*ebiten.Image)
}

// StaticRedraws counts the static layer's redraws: a pan must not add one.
func (b *Board) StaticRedraws() int { return b.redraws }

// Colours of the board's furniture.
var (
	frameOuter  = rgba(0x24, 0x1a, 0x10, 1)
	frameInner  = rgba(0x3e, 0x2c, 0x1b, 1)
	frameLine   = rgba(0xc9, 0xa9, 0x5c, 1) // gilt edge round the squares
	labelColour = rgba(0xee, 0xdf, 0xb8, 1)
	boardShade  = rgba(0x10, 0x0a, 0x04, 0.55)
	middleCore  = rgba(0x6b, 0x1d, 0x14, 0.95)
	middleHalo  = rgba(0xfa, 0xf0, 0xd2, 0.85)
	neutralTint = rgba(0xf4, 0xe9, 0xc8, 0.16)
)

// drawStatic draws the frame, coordinates, terrain and middle line, from the offscreen layer
// when nothing they depend on changed.
func (b *Board) drawStatic(dst *ebiten.Image, g Geometry, s *Scene, px int) {
	// The layer depends on the board's size, not on where it lies: a pan only moves it.
	at := g
	at.Area, at.Clip = render.Rect{}, render.Rect{}
	at.Frame.X, at.Frame.Y, at.Board.X, at.Board.Y = 0, 0, 0, 0
	key := staticKey{g: at, terrain: s.Terrain, middle: s.Middle, skin: s.Skin(), waterloo: s.Waterloo}
	// A layer over a texture's limit (a giant board zoomed on a dense phone) is drawn at a
	// lower resolution and scaled up a little when shown.
	gl, pxl := g, px
	if m := math.Max(g.Frame.W, g.Frame.H) * g.Scale; m > render.MaxTexture {
		gl.Scale = g.Scale * render.MaxTexture / math.Ceil(m)
		pxl = pixels(gl)
	}
	fw, fh := int(math.Round(g.Frame.W*gl.Scale)), int(math.Round(g.Frame.H*gl.Scale))
	if b.static == nil || key != b.staticKey || !b.staticExact {
		if b.static != nil && (b.static.Bounds().Dx() != fw || b.static.Bounds().Dy() != fh) {
			b.static.Deallocate()
			b.static = nil
		}
		if b.static == nil {
			b.static = ebiten.NewImage(fw, fh)
		}
		b.staticKey = key
		b.staticExact = b.composeStatic(b.static, gl, s, pxl)
		b.redraws++
	}
	op := &ebiten.DrawImageOptions{}
	if gl.Scale != g.Scale {
		op.GeoM.Scale(g.Scale/gl.Scale, g.Scale/gl.Scale)
		op.Filter = ebiten.FilterLinear
	}
	op.GeoM.Translate(math.Round(g.Frame.X*g.Scale), math.Round(g.Frame.Y*g.Scale))
	dst.DrawImage(b.static, op)
}

// composeStatic draws the static layer; it reports whether every tile was the finished one.
func (b *Board) composeStatic(img *ebiten.Image, g Geometry, s *Scene, px int) bool {
	img.Clear()
	p := pen{dst: img, sc: g.Scale, ox: g.Frame.X, oy: g.Frame.Y}
	f := g.Frame
	rad := math.Min(g.Band*0.45, 10)
	p.roundRect(f, rad, frameOuter)
	inset := math.Max(1, g.Band*0.1)
	p.roundRect(render.Rect{X: f.X + inset, Y: f.Y + inset, W: f.W - 2*inset, H: f.H - 2*inset}, math.Max(0, rad-inset), frameInner)

	exact := true
	for _, q := range g.Squares() {
		tile, ok := b.art.get(b.tileKey(g, s, q, px))
		exact = exact && ok
		drawArt(img, tile, g.SquareRect(q), p)
	}
	b.drawMiddle(p, g, s)

	// A gilt line round the squares, with a dark line inside it so the edge tiles stand out.
	line := giltWidth(g)
	br := g.Board
	p.frame(render.Rect{X: br.X - line, Y: br.Y - line, W: br.W + 2*line, H: br.H + 2*line}, line, frameLine)
	p.frame(br, 1/g.Scale, boardShade)

	b.drawLabels(img, g)
	return exact
}

// zoneCorners are the corner squares (file, rank) of side's set-up zone of depth d: whole
// ranks in a two-army game, the middle of the own edge in Waterloo (one square more than
// the depth left free at each end, as the rules core has it).
func zoneCorners(g Geometry, waterloo bool, side art.Side, d int) (f0, r0, f1, r1 int) {
	lo, hi := 0, g.W-1
	if waterloo {
		lo, hi = d+1, g.W-d-2
	}
	switch side {
	case art.North:
		return lo, g.H - d, hi, g.H - 1
	case art.East:
		return g.W - d, lo, g.W - 1, hi
	case art.West:
		return 0, lo, d - 1, hi
	}
	return lo, 0, hi, d - 1
}

// drawFileMiddle is Waterloo's second middle line, between the files (East and West
// count across it): a line, or the neutral middle file outlined on an odd board.
func (b *Board) drawFileMiddle(p pen, g Geometry, s *Scene) {
	if !s.Waterloo || g.W < 2 {
		return
	}
	w := math.Max(2, g.Size*0.055)
	y0, y1 := g.Board.Y, g.Board.Y+g.Board.H
	line := func(x float64) {
		p.rect(render.Rect{X: x - w/2 - 1.5, Y: y0, W: w + 3, H: y1 - y0}, middleHalo)
		armyDashes(p, render.Rect{X: x - w/2, Y: y0, W: w, H: y1 - y0}, false, g.Size, s, napoleon.East, napoleon.West)
	}
	edge := func(f int) float64 { // the left edge of file f on screen, either way up
		a, c := g.SquareRect(At(f, 0)), g.SquareRect(At(max(f-1, 0), 0))
		if f == 0 {
			return math.Min(a.X, a.X+a.W)
		}
		return (a.X + c.X + g.Size) / 2
	}
	m := g.W / 2
	switch {
	case g.W%2 == 0:
		line(edge(m))
	case s.Middle == napoleon.MiddleLow:
		line(edge(m))
	case s.Middle == napoleon.MiddleHigh:
		line(edge(m + 1))
	default:
		a := g.SquareRect(At(m, 0))
		r := render.Rect{X: a.X, Y: y0, W: g.Size, H: y1 - y0}
		p.rect(r, neutralTint)
		hatchNeutral(p, r, g, true) // neutral ground, as the middle rank is
		thin := math.Max(1.5, g.Size*0.03)
		armyDashes(p, render.Rect{X: a.X - thin/2, Y: y0, W: thin, H: y1 - y0}, false, g.Size, s, napoleon.East, napoleon.West)
		armyDashes(p, render.Rect{X: a.X + g.Size - thin/2, Y: y0, W: thin, H: y1 - y0}, false, g.Size, s, napoleon.East, napoleon.West)
	}
}

// drawMiddle marks the middle line, or shades the neutral middle rank of an odd board.
func (b *Board) drawMiddle(p pen, g Geometry, s *Scene) {
	b.drawFileMiddle(p, g, s)
	if g.H < 2 {
		return
	}
	w := math.Max(2, g.Size*0.055)
	line := func(y float64) {
		x0, x1 := g.Board.X, g.Board.X+g.Board.W
		p.rect(render.Rect{X: x0, Y: y - w/2 - 1.5, W: x1 - x0, H: w + 3}, middleHalo)
		armyDashes(p, render.Rect{X: x0, Y: y - w/2, W: x1 - x0, H: w}, true, g.Size, s, napoleon.South, napoleon.North)
		// Gilt pointers in the frame band at both ends, so the line reads even under pieces.
		a, e := g.Band*0.42, giltWidth(g)
		p.poly(frameLine, [2]float64{x0 - e, y}, [2]float64{x0 - e - a, y - a*0.75}, [2]float64{x0 - e - a, y + a*0.75})
		p.poly(frameLine, [2]float64{x1 + e, y}, [2]float64{x1 + e + a, y - a*0.75}, [2]float64{x1 + e + a, y + a*0.75})
	}
	if g.H%2 == 0 {
		line(g.rankEdge(g.H / 2))
		return
	}
	m := g.H / 2
	switch s.Middle {
	case napoleon.MiddleLow:
		line(g.rankEdge(m))
	case napoleon.MiddleHigh:
		line(g.rankEdge(m + 1))
	default:
		y0, y1 := g.rankEdge(m), g.rankEdge(m+1)
		top := math.Min(y0, y1)
		r := render.Rect{X: g.Board.X, Y: top, W: g.Board.W, H: g.Size}
		p.rect(r, neutralTint)
		hatchNeutral(p, r, g, false)
		thin := math.Max(1.5, g.Size*0.03)
		armyDashes(p, render.Rect{X: r.X, Y: r.Y - thin/2, W: r.W, H: thin}, true, g.Size, s, napoleon.South, napoleon.North)
		armyDashes(p, render.Rect{X: r.X, Y: r.Y + r.H - thin/2, W: r.W, H: thin}, true, g.Size, s, napoleon.South, napoleon.North)
	}
}

// hatchNeutral lays fine diagonal strokes over a neutral middle rank (or, in Waterloo, the
// neutral middle file): neutral ground, told apart from any side's colour.
func hatchNeutral(p pen, r render.Rect, g Geometry, file bool) {
	step := math.Max(6, g.Size/4)
	if file { // the file is tall: the strokes run the same way, spread over its height
		for y := r.Y - r.W; y < r.Y+r.H; y += step {
			xa, ya := r.X, y+r.W
			xb, yb := r.X+r.W, y
			if ya > r.Y+r.H {
				xa += ya - (r.Y + r.H)
				ya = r.Y + r.H
			}
			if yb < r.Y {
				xb -= r.Y - yb
				yb = r.Y
			}
			p.line(xa, ya, xb, yb, math.Max(1, g.Size*0.02), rgba(0x4a, 0x3a, 0x20, 0.28))
		}
		return
	}
	for x := r.X - r.H; x < r.X+r.W; x += step {
		xa, ya := x, r.Y+r.H
		xb, yb := x+r.H, r.Y
		// Clip the stroke to the rank.
		if xa < r.X {
			ya -= r.X - xa
			xa = r.X
		}
		if xb > r.X+r.W {
			yb += xb - (r.X + r.W)
			xb = r.X + r.W
		}
		p.line(xa, ya, xb, yb, math.Max(1, g.Size*0.02), rgba(0x4a, 0x3a, 0x20, 0.28))
	}
}

// armyDashes draws a middle line's core r: in a two-army game the line's own red; in
// Waterloo, dashes in the colours of the two armies that count across it (South and North
// across the rank line, East and West across the file line), so each army sees which
// line is its own.
func armyDashes(p pen, r render.Rect, horizontal bool, size float64, s *Scene, a, b napoleon.Seat) {
	if !s.Waterloo {
		p.rect(r, middleCore)
		return
	}
	cols := [2]color.NRGBA{sideColour(s.Skin(), artSide(a)), sideColour(s.Skin(), artSide(b))}
	dash := math.Max(4, size*0.5)
	length, from := r.H, r.Y
	if horizontal {
		length, from = r.W, r.X
	}
	for i, at := 0, from; at < from+length; i, at = i+1, at+dash {
		n := math.Min(dash, from+length-at)
		d := render.Rect{X: r.X, Y: at, W: r.W, H: n}
		if horizontal {
			d = render.Rect{X: at, Y: r.Y, W: n, H: r.H}
		}
		p.rect(d, cols[i%2])
	}
}

// giltWidth is the width of the gilt line round the squares, in whole physical pixels.
func giltWidth(g Geometry) float64 {
	return math.Max(1/g.Scale, math.Round(g.Size*0.03*g.Scale)/g.Scale)
}

// drawLabels writes the files (letters) above and below the board and the ranks (numbers) on
// both sides, in the frame band.
func (b *Board) drawLabels(img *ebiten.Image, g Geometry) {
	if b.Fonts == nil {
		return
	}
	pt := render.Painter{Dst: img, View: render.View{W: g.Frame.W, H: g.Frame.H, Scale: g.Scale}, Fonts: b.Fonts}
	size := clamp(g.Band*0.6, 8, 16)
	ox, oy := g.Frame.X, g.Frame.Y
	for f := 0; f < g.W; f++ {
		r := g.SquareRect(At(f, 0))
		name := napoleon.FileName(f)
		// The outer fifth of the top and bottom bands is kept for the side-to-move bar.
		pt.Text(name, size, render.Rect{X: r.X - ox, Y: g.Band * 0.2, W: r.W, H: g.Band * 0.8}, render.AlignCentre, labelColour)
		pt.Text(name, size, render.Rect{X: r.X - ox, Y: g.Frame.H - g.Band, W: r.W, H: g.Band * 0.8}, render.AlignCentre, labelColour)
	}
	for rk := 0; rk < g.H; rk++ {
		r := g.SquareRect(At(0, rk))
		name := strconv.Itoa(rk + 1)
		pt.Text(name, size, render.Rect{X: 0, Y: r.Y - oy, W: g.Band, H: r.H}, render.AlignCentre, labelColour)
		pt.Text(name, size, render.Rect{X: g.Frame.W - g.Band, Y: r.Y - oy, W: g.Band, H: r.H}, render.AlignCentre, labelColour)
	}
}

// sideColour is the colour of a side's highlights, matched to its tokens.
func sideColour(skin art.Skin, side art.Side) color.NRGBA {
	if skin == art.Napoleon && side == art.South {
		return rgba(0x3a, 0x68, 0xe0, 1)
	}
	if skin == art.Napoleon && side == art.North {
		return rgba(0xd8, 0x2c, 0x36, 1)
	}
	return art.SideColor(skin, side)
}

// Highlight colours.
var (
	selectFill   = rgba(0xff, 0xd8, 0x4a, 0.42)
	selectEdge   = rgba(0xff, 0xd0, 0x30, 1)
	lastFill     = rgba(0xff, 0xee, 0x80, 0.40)
	lastEdge     = rgba(0xff, 0xe4, 0x60, 0.80)
	dotColour    = rgba(0x18, 0x1c, 0x12, 0.55)
	dotHalo      = rgba(0xff, 0xfa, 0xe8, 0.55)
	captureRing  = rgba(0xf0, 0x40, 0x24, 0.95)
	captureDark  = rgba(0x30, 0x08, 0x04, 0.6)
	pushColour   = rgba(0xff, 0xb0, 0x10, 1)
	pushDark     = rgba(0x3a, 0x22, 0x00, 0.7)
	handleFill   = rgba(0x1a, 0x1e, 0x16, 0.82)
	handleActive = rgba(0xf6, 0xcf, 0x4a, 1)
)

// drawUnder draws what lies on the squares under the pieces: set-up zones, the last move,
// lines of sight, the selection.
func (b *Board) drawUnder(p pen, g Geometry, s *Scene, px int) {
	for side := art.South; side <= art.West; side++ {
		d := min(s.Zones[side], g.H, g.W)
		if d <= 0 {
			continue
		}
		f0, r0, f1, r1 := zoneCorners(g, s.Waterloo, side, d)
		a, c := g.SquareRect(At(f0, r0)), g.SquareRect(At(f1, r1))
		x0, y0 := math.Min(a.X, c.X), math.Min(a.Y, c.Y)
		r := render.Rect{X: x0, Y: y0, W: math.Max(a.X, c.X) + g.Size - x0, H: math.Max(a.Y, c.Y) + g.Size - y0}
		col := sideColour(s.Skin(), side)
		p.rect(r, withAlpha(col, 0.24))
		p.frame(r, math.Max(2, g.Size*0.045), withAlpha(col, 0.95))
	}

	if s.Last.From != NoSquare && on(s.Last.From, g.W, g.H) {
		p.rect(g.SquareRect(s.Last.From), lastFill)
	}
	if s.Last.To != NoSquare && on(s.Last.To, g.W, g.H) {
		r := g.SquareRect(s.Last.To)
		p.rect(r, lastFill)
		p.frame(r, math.Max(1.5, g.Size*0.035), lastEdge)
	}

	if s.ShowLOS {
		for _, sight := range s.Sights {
			col := sideColour(s.Skin(), artSide(sight.Side))
			for _, q := range sight.Squares {
				if !on(q, g.W, g.H) {
					continue
				}
				r := g.SquareRect(q)
				p.rect(r, withAlpha(col, 0.16))
				b.hatchRect(p, g, r, artSide(sight.Side), px, withAlpha(col, 0.55))
			}
		}
		// The lines from each cannon to the end of its sight, over every tint.
		for _, sight := range s.Sights {
			if len(sight.Squares) == 0 || !on(sight.Cannon, g.W, g.H) {
				continue
			}
			col := sideColour(s.Skin(), artSide(sight.Side))
			far := sight.Squares[len(sight.Squares)-1]
			if !on(far, g.W, g.H) {
				continue
			}
			x0, y0 := g.Centre(sight.Cannon)
			x1, y1 := g.Centre(far)
			w := math.Max(2, g.Size*0.06)
			p.line(x0, y0, x1, y1, w+2, rgba(0xff, 0xfa, 0xe8, 0.6))
			p.line(x0, y0, x1, y1, w, withAlpha(col, 0.95))
			p.disc(x1, y1, w*1.6, withAlpha(col, 0.95))
		}
	}

	if s.Selected != NoSquare && on(s.Selected, g.W, g.H) {
		r := g.SquareRect(s.Selected)
		p.rect(r, selectFill)
		p.frame(r, math.Max(2, g.Size*0.06), selectEdge)
	}
}

// hatchRect lays the side's hatching over r: rising strokes for South, falling for North,
// so the two sides' areas differ by more than colour.
func (b *Board) hatchRect(p pen, g Geometry, r render.Rect, side art.Side, px int, c color.NRGBA) {
	img := b.hatchImage(side, px)
	op := &ebiten.DrawImageOptions{}
	op.ColorScale.ScaleWithColor(c)
	for y := r.Y; y < r.Y+r.H-0.5; y += g.Size {
		for x := r.X; x < r.X+r.W-0.5; x += g.Size {
			op.GeoM.Reset()
			op.GeoM.Translate(math.Round(float64(p.x(x))), math.Round(float64(p.y(y))))
			p.dst.DrawImage(img, op)
		}
	}
}

// hatchImage is one square of white diagonal strokes that tile seamlessly.
func (b *Board) hatchImage(side art.Side, px int) *ebiten.Image {
	i := int(side & 1)
	if h := b.hatch[i]; h != nil && h.Bounds().Dx() == px {
		return h
	}
	if b.hatch[i] != nil {
		b.hatch[i].Deallocate()
	}
	img := ebiten.NewImage(px, px)
	p := pen{dst: img, sc: 1}
	n := 4 // strokes per square; a whole number keeps neighbouring squares seamless
	fpx := float64(px)
	w := math.Max(1, fpx*0.035)
	for k := -n; k <= n; k++ {
		o := fpx * float64(k) / float64(n)
		if side == art.South {
			p.line(o, fpx, o+fpx, 0, w, color.White)
		} else {
			p.line(o, 0, o+fpx, fpx, w, color.White)
		}
	}
	b.hatch[i] = img
	return img
}

// drawOver draws what lies over the pieces: targets, push choices, the last push, the side
// to move and the facing handles.
func drawOver(p pen, g Geometry, s *Scene) {
	shown := func(q Square) bool { return q != NoSquare && on(q, g.W, g.H) }
	sz := g.Size
	if shown(s.Last.To) && s.Last.Capture {
		// A red corner flag on the square of the last capture.
		r := g.SquareRect(s.Last.To)
		a := sz * 0.26
		p.poly(captureRing, [2]float64{r.X + r.W - a, r.Y}, [2]float64{r.X + r.W, r.Y}, [2]float64{r.X + r.W, r.Y + a})
	}
	if shown(s.Last.To) && shown(s.Last.Push) {
		x0, y0 := g.Centre(s.Last.To)
		x1, y1 := g.Centre(s.Last.Push)
		p.arrow(x0, y0, x1, y1, math.Max(2, sz*0.05), withAlpha(pushColour, 0.8))
	}
	for _, t := range s.Targets {
		if !shown(t.Sq) {
			continue
		}
		x, y := g.Centre(t.Sq)
		switch t.Kind {
		case CaptureAt:
			w := math.Max(2.5, sz*0.075)
			p.ring(x, y, sz*0.45, w+2, captureDark)
			p.ring(x, y, sz*0.45, w, captureRing)
		case PushAt:
			w := math.Max(2.5, sz*0.07)
			p.ring(x, y, sz*0.45, w+2, pushDark)
			p.dashedRing(x, y, sz*0.45, w, 10, pushColour)
		default:
			r := math.Max(3.5, sz*0.15)
			p.disc(x, y, r+math.Max(1, sz*0.02), dotHalo)
			p.disc(x, y, r, dotColour)
		}
	}
	for _, q := range s.PushLandings {
		if !shown(q) {
			continue
		}
		x, y := g.Centre(q)
		r := math.Max(5, sz*0.2)
		p.disc(x, y, r+2, pushDark)
		p.disc(x, y, r, pushColour)
		p.ring(x, y, r*0.55, math.Max(1.5, sz*0.03), rgba(0xff, 0xfa, 0xe8, 0.95))
	}

	if s.ShowTurn {
		// A bar in the mover's colour along its own edge of the board.
		col := sideColour(s.Skin(), artSide(s.ToMove))
		t := math.Max(2.5, g.Band*0.15)
		gap := g.Band * 0.04
		y := g.Frame.Y + g.Frame.H - t - gap
		if artSide(s.ToMove) != g.Bottom {
			y = g.Frame.Y + gap
		}
		r := render.Rect{X: g.Board.X, Y: y, W: g.Board.W, H: t}
		if side := artSide(s.ToMove); side == art.East || side == art.West {
			// Waterloo: East's bar on the right band, West's on the left (turned round
			// with the board)
			x := g.Frame.X + g.Frame.W - t - gap
			if (side == art.West) == (g.Bottom != art.North) {
				x = g.Frame.X + gap
			}
			r = render.Rect{X: x, Y: g.Board.Y, W: t, H: g.Board.H}
		}
		p.roundRect(render.Rect{X: r.X - 1, Y: r.Y - 1, W: r.W + 2, H: r.H + 2}, t/2+1, rgba(0xfa, 0xf0, 0xd2, 0.9))
		p.roundRect(r, t/2, col)
	}

	if s.TurnCannon && shown(s.Selected) {
		drawHandles(p, g, s)
	}
}

// drawHandles draws the 8 facing handles round the selected cannon; the current facing's is
// lit.
func drawHandles(p pen, g Geometry, s *Scene) {
	pc := s.Pieces[s.Selected]
	cx, cy := g.Centre(s.Selected)
	hs := g.HandleSize()
	for _, r := range g.FacingHandles(s.Selected) {
		if r.W == 0 {
			continue // left out: it would cover the cannon
		}
		// A faint spoke from the cannon's token to its handle.
		x, y := r.Centre()
		dx, dy := unit(x-cx, y-cy)
		t := g.Size * 0.44
		if math.Hypot(x-cx, y-cy) > t+hs*0.42 {
			p.line(cx+dx*t, cy+dy*t, x, y, math.Max(1.5, hs*0.05), rgba(0x1a, 0x1e, 0x16, 0.5))
		}
	}
	for i, r := range g.FacingHandles(s.Selected) {
		if r.W == 0 {
			continue
		}
		f := art.Facing(i)
		x, y := r.Centre()
		rad := hs * 0.42
		fill, ink := handleFill, labelColour
		if pc.Present && artKind(pc.Kind).HasFacing() && art.Facing(pc.Facing%8) == f {
			fill, ink = handleActive, rgba(0x1a, 0x14, 0x08, 1)
		}
		p.disc(x, y, rad+1.5, rgba(0xfa, 0xf0, 0xd2, 0.9))
		p.disc(x, y, rad, fill)
		// An arrow the way the cannon will face: a shaft and a head.
		dx, dy := unit(facingVector(g.screenFacing(f)))
		a := rad * 0.7
		px, py := -dy, dx
		p.line(x-dx*a*0.75, y-dy*a*0.75, x+dx*a*0.1, y+dy*a*0.1, a*0.26, ink)
		hx, hy := x+dx*a*0.05, y+dy*a*0.05
		p.poly(ink, [2]float64{x + dx*a*0.85, y + dy*a*0.85}, [2]float64{hx + px*a*0.5, hy + py*a*0.5}, [2]float64{hx - px*a*0.5, hy - py*a*0.5})
	}
}

// unit is (x, y) scaled to length 1 (or (0, 0)).
func unit(x, y float64) (float64, float64) {
	l := math.Hypot(x, y)
	if l == 0 {
		return 0, 0
	}
	return x / l, y / l
}
