package junqiscreen

import (
	"image/color"
	"sort"
	"strings"

	"warboard/game/input"
	"warboard/game/junqiplay"
	"warboard/game/widget"
	"warboard/render"
	"warboard/render/junqiboard"
	"warboard/render/junqipic"
	"warboard/rules/junqi"
)

// SlideTicks is how long a move slides: 150 ms at Ebitengine's 60 ticks a second.
const SlideTicks = 9

// junqiView is a Junqi board on screen: the renderer, the controller's Picture (whose
// Scene the renderer draws as it is), where it lies, a piece under a finger and a move
// sliding into place. It is also the result screen's BoardDrawer.
type junqiView struct {
	r     *junqiboard.Renderer
	pic   junqiplay.Picture
	geo   junqiboard.Geometry
	area  render.Rect
	scale float64
	has   bool // a picture was set

	// zoom: on a phone the four-country board's points are too close for a finger; it
	// shows zoomed (base: laid out at the zoom's origin, then translated by the pan).
	zoom  widget.BoardZoom
	base  junqiboard.Geometry
	whole junqiboard.Geometry // the whole board in the zoom's area

	// drag: the piece on dragFrom follows the finger at dragAt.
	dragFrom  junqi.Point
	dragAt    [2]float64
	dragStart input.Point // where the finger went down

	// slide: the piece now on slideTo runs along slidePts; tick counts its frames.
	slideTo  junqi.Point
	slidePts [][2]float64
	tick     int
	// seen is the number of move tokens last shown: a new one slides. primed says a
	// picture has been shown (the first one of a screen never slides).
	seen   int
	primed bool
}

func newJunqiView() *junqiView {
	return &junqiView{r: junqiboard.NewRenderer(), dragFrom: junqi.NoPoint, slideTo: junqi.NoPoint}
}

// set shows pic; moves is the number of move tokens played, so a new move slides in.
func (b *junqiView) set(pic junqiplay.Picture, moves int) {
	relayout := !b.has || pic.Bottom != b.pic.Bottom || pic.Board != b.pic.Board
	b.pic, b.has = pic, true
	if relayout && b.area.W > 0 {
		b.relayout()
	} else if b.zoom.Active() {
		b.focus()
		b.applyZoom()
	}
	if moves != b.seen && b.primed && pic.Phase != junqiplay.Deploy {
		b.startSlide()
	}
	b.seen, b.primed = moves, true
}

// startSlide slides the piece that made the last move, when it stands where it went (a
// move, or an attack it won); it slides as this screen shows it, so no rank shows early.
func (b *junqiView) startSlide() {
	p := &b.pic
	last := p.Last
	b.slideTo = junqi.NoPoint
	if !last.Made() || last.From == last.To || !p.Pieces[last.To].Present {
		return
	}
	if p.Battle.Point == last.To && p.Battle.Outcome != junqipic.AttackerWon {
		return
	}
	b.slideTo, b.tick = last.To, 0
	b.slidePath()
}

func (b *junqiView) slidePath() {
	p := &b.pic
	way := p.Path
	if len(way) < 2 {
		way = []junqi.Point{p.Last.From, p.Last.To}
	}
	b.slidePts = b.slidePts[:0]
	for _, q := range way {
		x, y := b.geo.Centre(q)
		b.slidePts = append(b.slidePts, [2]float64{x, y})
	}
}

// Sliding reports a move still running.
func (b *junqiView) Sliding() bool { return b.slideTo != junqi.NoPoint }

// Tick advances a slide by a frame; it reports whether to draw again.
func (b *junqiView) Tick() bool {
	if !b.Sliding() {
		return false
	}
	b.tick++
	if b.tick >= SlideTicks {
		b.slideTo = junqi.NoPoint
	}
	return true
}

// Pending lets the result screen ask for frames while a move slides.
func (b *junqiView) Pending() bool { return b.Tick() }

func (b *junqiView) Layout(area render.Rect, v render.View) {
	b.area, b.scale = area, v.Scale
	if b.has {
		b.relayout()
	}
}

// relayout lays the board out in its area: the whole board, or, when its points would be
// closer than a finger, the zoomed board at the current pan with the button above it.
func (b *junqiView) relayout() {
	k, bottom := b.pic.Board, b.pic.Bottom
	whole := junqiboard.Layout(k, bottom, b.area)
	b.zoom.Layout(b.area, whole.Cells(), func(in render.Rect) {
		b.whole, b.base = junqiboard.ZoomLayout(k, bottom, in, b.scale, &b.zoom.Z)
		if b.pic.Phase == junqiplay.Deploy {
			// the deploying seat's whole region in view where finger-sized cells allow
			// (三打一's landlord deploys its area and the centre)
			b.base = junqiboard.DeployZoom(&b.whole, &b.base, b.pic.Deploying, &b.pic.Scene, &b.zoom.Z)
		}
	}, b.focus)
	b.applyZoom()
}

// focus turns the zoomed view to a new seat once, when its deployment or its turn starts:
// centred on its own area, which it deploys on and whose pieces it moves (players look
// there first; the last move stays marked and "Whole board" shows it wherever it was).
// A seat without an area (the flip game's first moves) gets the middle.
func (b *junqiView) focus() {
	seat, phase := b.pic.SeatToMove, "play"
	if b.pic.Phase == junqiplay.Deploy {
		seat, phase = b.pic.Deploying, "deploy"
	}
	r := b.base.FocusArea(seat, b.pic.Phase == junqiplay.Deploy, &b.pic.Scene, &b.zoom.Z)
	x, y := r.Centre()
	o := b.zoom.Z.Origin()
	b.zoom.Focus(phase+seat.String(), x-o.X, y-o.Y)
}

// applyZoom sets the geometry drawn and hit: the whole board, or the zoomed one panned and
// clipped to its area.
func (b *junqiView) applyZoom() {
	b.geo = b.whole
	if b.zoom.ShowsZoomed() {
		b.geo = b.base.Panned(&b.zoom.Z)
	}
	if b.Sliding() {
		b.slidePath()
	}
}

// handleZoom takes the zoom's gestures (button, tap on the whole board, pan, wheel) out of
// events; mine says whether a point holds a piece the player may pick up.
func (b *junqiView) handleZoom(events []input.Event, mine func(junqi.Point) bool) ([]input.Event, bool) {
	own := func(x, y float64) bool {
		q, ok := b.pointAt(x, y)
		return ok && mine(q)
	}
	rest, moved, redraw := b.zoom.Handle(events, own, nil)
	if moved {
		b.applyZoom()
	}
	return rest, redraw
}

func (b *junqiView) Draw(p render.Painter) {
	if !b.has {
		return
	}
	sc := &b.pic.Scene
	moving := junqi.NoPoint
	switch {
	case b.dragFrom != junqi.NoPoint:
		moving = b.dragFrom
	case b.Sliding():
		moving = b.slideTo
	}
	var pc junqipic.Piece
	if moving != junqi.NoPoint {
		// The moving piece is drawn apart, over the board: off its point for this frame.
		pc = sc.Pieces[moving]
		sc.Pieces[moving] = junqipic.Piece{}
	}
	b.r.Draw(p.Dst, p.View, &b.geo, sc)
	if moving != junqi.NoPoint {
		sc.Pieces[moving] = pc
	}
	if b.geo.Clipped() {
		b.drawSwapTargets(widget.Clipped(p, b.geo.Clip))
	} else {
		b.drawSwapTargets(p)
	}
	b.zoom.Draw(p)
	if !pc.Present {
		return
	}
	x, y := b.dragAt[0], b.dragAt[1]
	if b.dragFrom == junqi.NoPoint {
		x, y = junqiboard.AlongPath(b.slidePts, easeOut(float64(b.tick)/SlideTicks))
	}
	b.r.DrawPiece(p.Dst, p.View, &b.geo, pc, sc.ShowRankNumbers, x, y)
}

var (
	swapGreen = color.RGBA{0x2e, 0xa0, 0x43, 0xff}
	swapDim   = color.RGBA{0x10, 0x10, 0x10, 0x70}
)

// drawSwapTargets shows, while a deploying piece is picked, where it may go: the points it
// may swap with are ringed in green, the others dimmed (they are all occupied, so the
// renderer's target dots would hide under the tiles).
func (b *junqiView) drawSwapTargets(p render.Painter) {
	pic := &b.pic
	if pic.Phase != junqiplay.Deploy || pic.Selected == junqi.NoPoint {
		return
	}
	ok := map[junqi.Point]bool{}
	for _, t := range pic.Targets {
		ok[t.Point] = true
	}
	for q, pc := range pic.Pieces {
		pt := junqi.Point(q)
		if !pc.Present || pc.Seat != pic.Deploying || pt == pic.Selected || pt == b.dragFrom {
			continue
		}
		r := b.geo.TileRect(pt)
		rad := r.H * 0.18
		if !ok[pt] {
			p.Panel(r, rad, swapDim, nil)
			continue
		}
		for _, d := range []float64{1.5, 3} {
			p.Panel(render.Rect{X: r.X - d, Y: r.Y - d, W: r.W + 2*d, H: r.H + 2*d}, rad+d, color.RGBA{}, swapGreen)
		}
	}
}

func easeOut(t float64) float64 { return 1 - (1-t)*(1-t) }

// pointAt is the board point under (x, y).
func (b *junqiView) pointAt(x, y float64) (junqi.Point, bool) {
	if !b.has {
		return junqi.NoPoint, false
	}
	return b.geo.PointAt(x, y)
}

// target is a named point's tile ("c6", "Sb1", "Cb2") while it shows, or the zoom's
// button.
func (b *junqiView) target(name string) (render.Rect, bool) {
	if !b.has {
		return render.Rect{}, false
	}
	if r, ok := b.zoom.Target(name); ok {
		return r, true
	}
	return b.geo.Target(name)
}

// isPoint reports whether name names a point of the board.
func (b *junqiView) isPoint(name string) bool {
	_, ok := junqi.BoardOf(b.pic.Board).PointByName(name)
	return b.has && ok
}

// Shown is the board as drawn, as a notation.md placement list: S? for a piece whose rank
// this screen hides, ?* for a face-down piece.
func (b *junqiView) Shown() string {
	if !b.has {
		return ""
	}
	board := junqi.BoardOf(b.pic.Board)
	var items [][2]string
	for q, pc := range b.pic.Pieces {
		if !pc.Present || q >= board.N {
			continue
		}
		v := "?*"
		if !pc.FaceDown {
			v = pc.Seat.String() + string(pc.Code)
		}
		items = append(items, [2]string{board.Name(junqi.Point(q)), v})
	}
	sort.Slice(items, func(i, j int) bool { return items[i][0] < items[j][0] }) // by point name
	var sb strings.Builder
	for i, it := range items {
		if i > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteString(it[0] + "=" + it[1])
	}
	return sb.String()
}
