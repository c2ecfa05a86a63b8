package junqiscreen

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"warboard/game/input"
	"warboard/game/junqiplay"
	"warboard/game/menu"
	"warboard/game/widget"
	"warboard/render"
	"warboard/render/junqiboard"
	"warboard/rules/junqi"
)

// junqiFrame places a Junqi screen: a bar with the seat's badge, a title and a second line,
// and the game menu's opener; the board as large as the screen allows; and a panel for the
// feedback line and the screen's buttons. A wide screen puts the bar and the panel in a
// column beside the board, a tall one above and below it.
type junqiFrame struct {
	k         float64
	landscape bool
	badge     render.Rect
	title     render.Rect
	sub       render.Rect
	opener    render.Rect
	board     render.Rect
	panel     render.Rect // feedback and buttons
	side      render.Rect // the side panel (moves, losses); empty when there is no room
}

const (
	jqTitle = 19.0 // title size before uiScale
	jqSub   = 14.0
	jqFeed  = 15.0
	subLead = 1.25 // line height of the bar's second line over its size
)

// newJunqiFrame lays out view v; panelH is the height the panel needs at a width; sub is
// the bar's second line ("" none), whose length decides whether it needs two lines.
func newJunqiFrame(v render.View, fonts *render.Fonts, gm *menu.GameMenu, board junqi.BoardKind, subText string, panelH func(w float64) float64) junqiFrame {
	sub := subText != ""
	k := widget.UIScale(v)
	m := widget.Clamp(math.Min(v.W, v.H)*0.02, 6, 16)
	f := junqiFrame{k: k, landscape: v.W > v.H*1.1}
	ow, oh := gm.OpenerSize(v)
	barH := math.Max(render.MinTarget+8, 58*k)
	col := render.Rect{X: m, Y: m / 2, W: v.W - 2*m, H: v.H - m}
	if f.landscape {
		// The board as high as the screen (its plate has a frame of its own, so the margin
		// above and below is thin: on a 4:3 tablet that is what gives the four-country
		// board finger-sized points); the column takes the width it leaves.
		plate := junqiboard.Layout(board, junqi.South, render.Rect{W: v.W, H: v.H - m/2}).Plate
		side := widget.Clamp(v.W-plate.W-3*m, 230, math.Max(230, math.Min(v.W*0.6, 440*k)))
		col = render.Rect{X: v.W - side - m, Y: m, W: side, H: v.H - 2*m}
		f.board = render.Rect{X: m / 2, Y: m / 4, W: v.W - side - 2*m, H: v.H - m/2}
		if g := junqiboard.Layout(board, junqi.South, f.board); g.Cells() < render.MinTarget {
			// Zoomed, the board fills its area to the edge: keep the column's text off it.
			f.board.W -= 2 * m
		}
	}
	f.opener = render.Rect{X: col.X + col.W - ow, Y: col.Y + (barH-oh)/2, W: ow, H: oh}
	bs := math.Round(26 * k)
	f.badge = render.Rect{X: col.X + 2, Y: col.Y + barH*0.3 - bs/2 + 2, W: bs, H: bs}
	tx := f.badge.X + bs + 10
	tw := f.opener.X - 10 - tx
	f.title = render.Rect{X: tx, Y: col.Y, W: tw, H: barH * 0.6}
	f.sub = render.Rect{X: col.X + 2, Y: col.Y + barH*0.58, W: f.opener.X - 10 - col.X, H: barH * 0.42}
	if !sub {
		f.title.H, f.sub = barH, render.Rect{}
		f.badge.Y = col.Y + (barH-bs)/2
	}
	narrow := f.landscape && tw < 170*k
	if narrow {
		// A narrow column beside the board (a four-country board on a 4:3 tablet): the
		// title would shrink to nothing between the badge and the opener, so it takes a
		// line of its own under them, and the second line one more.
		f.badge.Y = col.Y + (barH-bs)/2
		f.title = render.Rect{X: col.X + 2, Y: col.Y + barH, W: col.W - 4, H: 30 * k}
		extra := f.title.H
		if sub {
			f.sub = render.Rect{X: col.X + 2, Y: f.title.Y + f.title.H, W: col.W - 4, H: 24 * k}
			extra += f.sub.H
		}
		barH += extra
	}
	if sub && fonts.Width(subText, jqSub*k) > f.sub.W {
		// A phone's bar is narrow beside the opener: a second line too long for it wraps
		// onto two lines at its full size rather than shrinking, and the bar grows by that.
		if extra := 2*jqSub*k*subLead + 4 - f.sub.H; extra > 0 {
			f.sub.H += extra
			barH += extra
			if !narrow {
				f.opener.Y = col.Y + (barH-oh)/2
			}
		}
	}
	ph := panelH(col.W)
	if f.landscape {
		f.panel = render.Rect{X: col.X, Y: col.Y + barH + 8, W: col.W, H: col.H - barH - 8}
		return f
	}
	f.panel = render.Rect{X: col.X, Y: v.H - m - ph, W: col.W, H: ph}
	top := col.Y + barH + 2
	f.board = render.Rect{X: 0, Y: top, W: v.W, H: math.Max(0, f.panel.Y-4-top)}
	return f
}

// carveSide makes room for a side panel of at least rows lines. Beside the board it takes
// the column under the panel's first part (top: the height the panel keeps above it). On a
// tall screen it takes the height the board's plate leaves unused (a four-country board is
// square): the board and the panel move up under the bar, the side panel fills the rest.
func (f *junqiFrame) carveSide(kind junqi.BoardKind, top float64, rows int) {
	_, lineH := widget.SideSizes(f.k)
	if f.landscape {
		y := f.panel.Y + top + 12
		if h := f.panel.Y + f.panel.H - y; h >= float64(rows)*lineH {
			f.side = render.Rect{X: f.panel.X + 4, Y: y, W: f.panel.W - 8, H: h - 4}
		}
		return
	}
	whole := junqiboard.Layout(kind, junqi.South, f.board)
	plate := whole.Plate
	need := float64(rows)*lineH + 24
	spare := f.board.H - plate.H - 8
	if spare < need {
		return
	}
	bottom := f.panel.Y + f.panel.H
	f.board.H = plate.H + 8
	if whole.Cells() < render.MinTarget {
		// A phone shows the board zoomed: it keeps the height, the panel gets a few lines.
		f.board.H += spare - need
	}
	f.panel.Y = f.board.Y + f.board.H + 2
	y := f.panel.Y + f.panel.H + 10
	f.side = render.Rect{X: f.panel.X + 4, Y: y, W: f.panel.W - 8, H: bottom - y}
}

// badges keeps the seat marks drawn for the bar, by seat and pixel size.
type badges map[[2]int]*ebiten.Image

func (bs badges) draw(p render.Painter, seat junqi.Seat, r render.Rect) {
	if seat > junqi.West || r.W <= 0 {
		return
	}
	px := int(math.Round(r.W * p.View.Scale))
	key := [2]int{int(seat), px}
	img := bs[key]
	if img == nil {
		img = ebiten.NewImageFromImage(junqiboard.SeatBadge(seat, px))
		bs[key] = img
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(r.X*p.View.Scale), math.Round(r.Y*p.View.Scale))
	p.Dst.DrawImage(img, op)
}

// drawSub writes the bar's second line in r: on one line when it fits at its size (or r
// holds one line only, where it shrinks to fit), else wrapped onto two.
func drawSub(p render.Painter, r render.Rect, k float64, text string) {
	size := jqSub * k
	lineH := size * subLead
	if text == "" || r.H < 2*lineH || p.Fonts.Width(text, size) <= r.W {
		p.Text(text, size, r, render.AlignLeft, render.MutedColour)
		return
	}
	lines := p.Fonts.Wrap(text, size, r.W)
	if len(lines) > 2 {
		rest := strings.Join(lines[1:], " ")
		if strings.HasPrefix(text, lines[0]) {
			rest = strings.TrimSpace(text[len(lines[0]):])
		}
		lines = []string{lines[0], rest} // the last line shrinks
	}
	h := float64(len(lines)) * lineH
	y := r.Y + (r.H-h)/2
	for i, l := range lines {
		p.Text(l, size, render.Rect{X: r.X, Y: y + float64(i)*lineH, W: r.W, H: lineH}, render.AlignLeft, render.MutedColour)
	}
}

var refusalFill = color.RGBA{0x5a, 0x2a, 0x22, 0xff}

// drawFeedback writes the feedback line: a refusal on a red panel, a note plainly, a hint
// muted.
func drawFeedback(p render.Painter, r render.Rect, k float64, text string, refused, hint bool) {
	drawFeedbackIn(p, r, k, text, refused, hint, false)
}

// feedFits reports whether a text fits the feedback line r whole, as drawFeedback wraps it.
func feedFits(f *render.Fonts, r render.Rect, k float64) func(string) bool {
	return func(text string) bool {
		size := jqFeed * k
		max := int((r.H - 8) / (size * 1.35))
		return len(f.WrapBalanced(text, size, r.W-16)) <= max
	}
}

// drawFeedbackIn is drawFeedback at the top of r (top) or in its middle.
func drawFeedbackIn(p render.Painter, r render.Rect, k float64, text string, refused, hint, top bool) {
	if text == "" || r.H <= 0 {
		return
	}
	size := jqFeed * k
	lines := p.Fonts.WrapBalanced(text, size, r.W-16) // no lone word under a long line
	lineH := size * 1.35
	if max := int((r.H - 8) / lineH); len(lines) > max && max > 0 {
		lines = lines[:max]
	}
	h := float64(len(lines))*lineH + 10
	box := render.Rect{X: r.X, Y: r.Y + (r.H-h)/2, W: r.W, H: h}
	if top {
		box.Y = r.Y
	}
	clr := render.TextColour
	switch {
	case refused:
		p.Panel(box, 8, refusalFill, nil)
	case hint:
		clr = render.MutedColour
	}
	p.Lines(lines, size, lineH, render.Rect{X: box.X + 8, Y: box.Y + 5, W: box.W - 16, H: h - 10}, render.AlignLeft, clr)
}

// boardGesture is what the pointer did on the board this tick.
type boardGesture struct {
	tap        junqi.Point // a tap on a point
	dragFrom   junqi.Point // a drag that began on a point…
	dragTo     junqi.Point // …ended on this one (NoPoint: off the board)
	dragEnded  bool
	dragBegan  bool
	dragMoving bool
}

// readBoard sorts this tick's events into taps and drags on the board; drag pieces with a
// finger that went down on a point, so a swipe from a button never moves a piece.
func readBoard(events []input.Event, view *junqiView) boardGesture {
	g := boardGesture{tap: junqi.NoPoint, dragFrom: junqi.NoPoint, dragTo: junqi.NoPoint}
	for _, e := range events {
		if !view.area.Contains(e.Start.X, e.Start.Y) {
			continue
		}
		switch e.Kind {
		case input.Tap:
			if q, ok := view.pointAt(e.Pos.X, e.Pos.Y); ok {
				g.tap = q
			}
		case input.DragStart:
			if q, ok := view.pointAt(e.Start.X, e.Start.Y); ok {
				g.dragFrom, g.dragBegan = q, true
				view.dragAt, view.dragStart = [2]float64{e.Pos.X, e.Pos.Y}, e.Start
			}
		case input.DragMove:
			view.dragAt = [2]float64{e.Pos.X, e.Pos.Y}
			g.dragMoving = true
		case input.DragEnd:
			g.dragEnded = true
			if q, ok := view.pointAt(e.Pos.X, e.Pos.Y); ok {
				g.dragTo = q
			}
		case input.Cancelled:
			g.dragEnded = true
		}
	}
	return g
}

// handleBoard turns the board's gestures into the controller's taps and drags: mine says
// whether a piece may be picked up by the screen's seat.
func (g *junqiGame) handleBoard(events []input.Event, mine func(junqiplay.Picture, junqi.Point) bool) (acted, changed bool) {
	v := g.view
	events, zoomed := v.handleZoom(events, func(q junqi.Point) bool { return mine(v.pic, q) })
	changed = zoomed
	gs := readBoard(events, v)
	if gs.dragBegan && mine(v.pic, gs.dragFrom) {
		if sel := v.pic.Selected; sel != gs.dragFrom {
			if sel != junqi.NoPoint && v.pic.Phase == junqiplay.Deploy {
				g.do(func() junqiplay.Feedback { return g.sess.Tap(sel) }) // put the other piece back
			}
			g.do(func() junqiplay.Feedback { return g.sess.Tap(gs.dragFrom) })
		}
		v.dragFrom, changed = gs.dragFrom, true
	}
	if gs.dragMoving && v.dragFrom != junqi.NoPoint {
		changed = true
	}
	if gs.dragEnded && v.dragFrom != junqi.NoPoint {
		from := v.dragFrom
		v.dragFrom, changed = junqi.NoPoint, true
		if gs.dragTo != junqi.NoPoint && gs.dragTo != from {
			g.do(func() junqiplay.Feedback { return g.sess.Drag(from, gs.dragTo) })
			acted = true
		}
	}
	if v.dragFrom != junqi.NoPoint {
		// A piece held near the zoomed board's edge pans it, every tick, moving or not.
		if v.zoom.AutoPan(v.dragStart, input.Point{X: v.dragAt[0], Y: v.dragAt[1]}) {
			v.applyZoom()
			changed = true
		}
	}
	if gs.tap != junqi.NoPoint {
		g.do(func() junqiplay.Feedback { return g.sess.Tap(gs.tap) })
		acted, changed = true, true
	}
	return acted, changed
}

// screenTarget finds a named control of a Junqi screen: the game menu's (only those while it
// is open), the screen's buttons, then the board's points.
func (g *junqiGame) screenTarget(gm *menu.GameMenu, bs widget.Buttons, name string) (render.Rect, bool) {
	if r, ok := gm.Target(name); ok || gm.IsOpen() {
		return r, ok
	}
	if r, ok := bs.Target(name); ok {
		return r, true
	}
	return g.view.target(name)
}
