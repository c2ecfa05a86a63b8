package widget

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/render"
)

// Zoom button targets: the name says what a tap does, so scripted taps (tests, the browser
// hook) can tell the zoomed board from the whole one.
const (
	ZoomWholeTarget = "button:wholeboard" // on the zoomed board: show the whole board
	ZoomInTarget    = "button:zoomin"     // on the whole board: zoom in again
)

// BoardZoom is the zoom of a board on a game screen whose cells would be smaller than a
// finger (render.Zoom holds the state and decides the gestures): a button above the board
// switches between the whole board and the zoomed one, a pan in progress, and the seat the
// view last turned to.
type BoardZoom struct {
	Z       render.Zoom
	enabled bool // a game screen (the result screen's board never zooms)
	fonts   *render.Fonts
	text    *i18n.Printer
	k       float64
	btn     *Button // nil when the board is not zoomable
	panning bool
	panAt   input.Point
	focused string // whose view the zoom last focused on ("" none)
	// edge: the drag of a piece that pans the board near the area's edge, by where it
	// started; armed once it may (see autoPan).
	edgeFrom  input.Point
	edgeArmed bool
}

// Enable lets the board zoom on a game screen at ui scale k; its button is labelled in
// text's language with fonts.
func (bz *BoardZoom) Enable(fonts *render.Fonts, text *i18n.Printer, k float64) {
	bz.enabled, bz.fonts, bz.text, bz.k = true, fonts, text, k
}

// Split takes the button's strip off the top of area when the board's cells there (natural
// px) are too small; it returns the board's area.
func (bz *BoardZoom) Split(area render.Rect, natural float64) render.Rect {
	bz.btn = nil
	if !bz.enabled || bz.fonts == nil || natural >= render.MinTarget || area.H < 4*render.MinTarget {
		return area
	}
	b := &Button{Kind: ChipButton, Size: 15 * bz.k}
	bz.btn = b
	bz.Relabel()
	w := math.Max(render.MinTarget*2, bz.fonts.Width(bz.text.T(i18n.ZoomWhole), b.Size)+32)
	b.Rect = render.Rect{X: area.X + area.W - w - 6, Y: area.Y + 2, W: w, H: render.MinTarget}
	strip := render.MinTarget + 6
	return render.Rect{X: area.X, Y: area.Y + strip, W: area.W, H: area.H - strip}
}

// Relabel names the button after what it does now.
func (bz *BoardZoom) Relabel() {
	if bz.btn == nil {
		return
	}
	if bz.Z.Zoomed {
		bz.btn.Name, bz.btn.Label, bz.btn.Selected = ZoomWholeTarget, bz.text.T(i18n.ZoomWhole), false
	} else {
		bz.btn.Name, bz.btn.Label, bz.btn.Selected = ZoomInTarget, bz.text.T(i18n.ZoomIn), false
	}
}

// Active reports whether the board shows zoomable (the button is up).
func (bz *BoardZoom) Active() bool { return bz.btn != nil && bz.Z.Zoomable() }

// Layout lays a board out in area in the order its zoom needs: the button's strip comes off
// the top when the board's cells, laid out whole in area, would be smaller than a finger
// (natural, in px); layout lays the board out in what is left, whole and zoomed (its board
// package's ZoomLayout, which configures Z); focus, when the board shows zoomable, turns
// the view to a new seat; and the button is named after what it does now. Then show the
// geometry ShowsZoomed chooses.
func (bz *BoardZoom) Layout(area render.Rect, natural float64, layout func(render.Rect), focus func()) {
	layout(bz.Split(area, natural))
	if bz.Active() && focus != nil {
		focus()
	}
	bz.Relabel()
}

// OnButton reports whether a point lies on the zoom's button.
func (bz *BoardZoom) OnButton(pt input.Point) bool {
	return bz.Active() && bz.btn != nil && bz.btn.Rect.Contains(pt.X, pt.Y)
}

// ShowsZoomed reports whether the board is drawn and hit zoomed (its zoomed layout moved by
// the pan and clipped to the area) rather than whole.
func (bz *BoardZoom) ShowsZoomed() bool { return bz.Active() && bz.Z.Zoomed }

// Handle takes the zoom's own gestures out of events — the button, a tap on the whole
// board (it zooms in there), a drag that pans, a wheel — and returns the rest for the
// board. own reports whether a drag from a screen point would pick up the player's piece;
// acts, if set, whether a tap there acts even on the whole board (a finger-sized control
// drawn over it). moved says the view changed (lay the board out again); redraw says
// anything changed.
func (bz *BoardZoom) Handle(events []input.Event, own, acts func(x, y float64) bool) (rest []input.Event, moved, redraw bool) {
	if !bz.Active() {
		bz.panning = false
		return events, false, false
	}
	bs := Buttons{bz.btn}
	tapped, changed := bs.Handle(events, render.Rect{})
	redraw = changed
	if tapped != "" {
		bz.Z.Toggle()
		moved = true
	}
	z := &bz.Z
	for _, e := range events {
		if bz.btn.Rect.Contains(e.Start.X, e.Start.Y) {
			continue // the button's own gesture
		}
		switch e.Kind {
		case input.Tap:
			if z.OnTap(e.Pos.X, e.Pos.Y) == render.GestureZoomIn && (acts == nil || !acts(e.Pos.X, e.Pos.Y)) {
				z.ZoomInAt(e.Pos.X, e.Pos.Y)
				moved = true
				continue
			}
		case input.DragStart:
			bz.panning = false
			if z.OnDragStart(e.Start.X, e.Start.Y, own(e.Start.X, e.Start.Y)) == render.GesturePan {
				bz.panning, bz.panAt = true, e.Start
			}
			if bz.panning {
				moved = z.PanBy(e.Pos.X-bz.panAt.X, e.Pos.Y-bz.panAt.Y) || moved
				bz.panAt = e.Pos
				continue
			}
		case input.DragMove:
			if bz.panning {
				moved = z.PanBy(e.Pos.X-bz.panAt.X, e.Pos.Y-bz.panAt.Y) || moved
				bz.panAt = e.Pos
				continue
			}
		case input.DragEnd, input.Cancelled:
			if bz.panning {
				bz.panning = false
				continue
			}
		case input.Scroll:
			if z.Visible(e.Pos.X, e.Pos.Y) {
				moved = z.Scroll(e.Delta.X, e.Delta.Y) || moved
				continue
			}
		}
		rest = append(rest, e)
	}
	if moved {
		bz.Relabel()
	}
	return rest, moved, redraw || moved
}

// Focus turns the view to a new seat's board once: zoomed in, centred on (x, y) of the
// zoomed board (relative to its origin). key names the seat and phase.
func (bz *BoardZoom) Focus(key string, x, y float64) {
	if !bz.Active() || key == bz.focused {
		return
	}
	bz.focused = key
	bz.Z.Zoomed = true
	bz.Z.CentreOn(x, y)
	bz.Relabel()
}

// AutoPan pans the zoomed board while a piece dragged from start is held at at, near the
// edge of the board's area, so a point out of view can be reached by dragging: call it each
// tick of the drag, with or without events (a finger held still keeps panning). A drag pans
// only once armed: the finger has been well inside the area, or moved a little from a start
// in it; so a piece picked up near the edge, or brought in from a tray outside, does not
// set the board moving at once. It reports whether the view moved (lay out again).
func (bz *BoardZoom) AutoPan(start, at input.Point) bool {
	if !bz.Active() || !bz.Z.Zoomed {
		return false
	}
	z := &bz.Z
	if start != bz.edgeFrom {
		bz.edgeFrom, bz.edgeArmed = start, false
	}
	if !bz.edgeArmed {
		inner := z.Area.Contains(at.X, at.Y) && !z.InEdgeZone(at.X, at.Y)
		moved := math.Hypot(at.X-start.X, at.Y-start.Y) >= render.EdgeZone/2
		bz.edgeArmed = inner || moved && z.Area.Contains(start.X, start.Y)
	}
	if !bz.edgeArmed || !z.EdgePan(at.X, at.Y, tickSeconds()) {
		return false
	}
	bz.Relabel()
	return true
}

// tickSeconds is the time one Update stands for: Ebitengine calls it TPS times a second
// whatever the display's frame rate, so speeds per tick are speeds in time.
func tickSeconds() float64 {
	if tps := ebiten.TPS(); tps > 0 {
		return 1 / float64(tps)
	}
	return 1.0 / ebiten.DefaultTPS
}

// Target is the button's rect, by its name of the moment.
func (bz *BoardZoom) Target(name string) (render.Rect, bool) {
	if bz.Active() && name == bz.btn.Name {
		return bz.btn.Rect, true
	}
	return render.Rect{}, false
}

func (bz *BoardZoom) Draw(p render.Painter) {
	if bz.Active() {
		bz.btn.Draw(p)
	}
}

// Clipped is p drawing only inside r: a zoomed board's marks stay off the bars.
func Clipped(p render.Painter, r render.Rect) render.Painter {
	s := p.View.Scale
	if r.W <= 0 || r.H <= 0 || s <= 0 {
		return p
	}
	b := image.Rect(int(math.Floor(r.X*s)), int(math.Floor(r.Y*s)), int(math.Ceil((r.X+r.W)*s)), int(math.Ceil((r.Y+r.H)*s)))
	p.Dst = p.Dst.SubImage(b.Intersect(p.Dst.Bounds())).(*ebiten.Image)
	return p
}

// Intersect is the part r and c share.
func Intersect(r, c render.Rect) render.Rect {
	x0, y0 := math.Max(r.X, c.X), math.Max(r.Y, c.Y)
	x1, y1 := math.Min(r.X+r.W, c.X+c.W), math.Min(r.Y+r.H, c.Y+c.H)
	return render.Rect{X: x0, Y: y0, W: math.Max(0, x1-x0), H: math.Max(0, y1-y0)}
}
