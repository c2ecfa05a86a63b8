package game

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
	zoomWholeTarget = "button:wholeboard" // on the zoomed board: show the whole board
	zoomInTarget    = "button:zoomin"     // on the whole board: zoom in again
)

// boardZoom is the zoom of a board on a game screen whose cells would be smaller than a
// finger (render.Zoom holds the state and decides the gestures): a button above the board
// switches between the whole board and the zoomed one, a pan in progress, and the seat the
// view last turned to.
type boardZoom struct {
	z       render.Zoom
	enabled bool // a game screen (the result screen's board never zooms)
	sh      *Shared
	k       float64
	btn     *button // nil when the board is not zoomable
	panning bool
	panAt   input.Point
	focused string // whose view the zoom last focused on ("" none)
	// edge: the drag of a piece that pans the board near the area's edge, by where it
	// started; armed once it may (see autoPan).
	edgeFrom  input.Point
	edgeArmed bool
}

// enable lets the board zoom on screen sh at ui scale k.
func (bz *boardZoom) enable(sh *Shared, k float64) { bz.enabled, bz.sh, bz.k = true, sh, k }

// split takes the button's strip off the top of area when the board's cells there (natural
// px) are too small; it returns the board's area.
func (bz *boardZoom) split(area render.Rect, natural float64) render.Rect {
	bz.btn = nil
	if !bz.enabled || bz.sh == nil || natural >= render.MinTarget || area.H < 4*render.MinTarget {
		return area
	}
	b := &button{kind: chipButton, size: 15 * bz.k}
	bz.btn = b
	bz.label()
	w := math.Max(render.MinTarget*2, bz.sh.Fonts.Width(bz.sh.Text.T(i18n.ZoomWhole), b.size)+32)
	b.rect = render.Rect{X: area.X + area.W - w - 6, Y: area.Y + 2, W: w, H: render.MinTarget}
	strip := render.MinTarget + 6
	return render.Rect{X: area.X, Y: area.Y + strip, W: area.W, H: area.H - strip}
}

// label names the button after what it does now.
func (bz *boardZoom) label() {
	if bz.btn == nil {
		return
	}
	if bz.z.Zoomed {
		bz.btn.name, bz.btn.label, bz.btn.selected = zoomWholeTarget, bz.sh.Text.T(i18n.ZoomWhole), false
	} else {
		bz.btn.name, bz.btn.label, bz.btn.selected = zoomInTarget, bz.sh.Text.T(i18n.ZoomIn), false
	}
}

// active reports whether the board shows zoomable (the button is up).
func (bz *boardZoom) active() bool { return bz.btn != nil && bz.z.Zoomable() }

// handle takes the zoom's own gestures out of events — the button, a tap on the whole
// board (it zooms in there), a drag that pans, a wheel — and returns the rest for the
// board. own reports whether a drag from a screen point would pick up the player's piece;
// acts, if set, whether a tap there acts even on the whole board (a finger-sized control
// drawn over it). moved says the view changed (lay the board out again); redraw says
// anything changed.
func (bz *boardZoom) handle(events []input.Event, own, acts func(x, y float64) bool) (rest []input.Event, moved, redraw bool) {
	if !bz.active() {
		bz.panning = false
		return events, false, false
	}
	bs := buttons{bz.btn}
	tapped, changed := bs.handle(events, render.Rect{})
	redraw = changed
	if tapped != "" {
		bz.z.Toggle()
		moved = true
	}
	z := &bz.z
	for _, e := range events {
		if bz.btn.rect.Contains(e.Start.X, e.Start.Y) {
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
		bz.label()
	}
	return rest, moved, redraw || moved
}

// focus turns the view to a new seat's board once: zoomed in, centred on (x, y) of the
// zoomed board (relative to its origin). key names the seat and phase.
func (bz *boardZoom) focus(key string, x, y float64) {
	if !bz.active() || key == bz.focused {
		return
	}
	bz.focused = key
	bz.z.Zoomed = true
	bz.z.CentreOn(x, y)
	bz.label()
}

// autoPan pans the zoomed board while a piece dragged from start is held at at, near the
// edge of the board's area, so a point out of view can be reached by dragging: call it each
// tick of the drag, with or without events (a finger held still keeps panning). A drag pans
// only once armed: the finger has been well inside the area, or moved a little from a start
// in it; so a piece picked up near the edge, or brought in from a tray outside, does not
// set the board moving at once. It reports whether the view moved (lay out again).
func (bz *boardZoom) autoPan(start, at input.Point) bool {
	if !bz.active() || !bz.z.Zoomed {
		return false
	}
	z := &bz.z
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
	bz.label()
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

// target is the button's rect, by its name of the moment.
func (bz *boardZoom) target(name string) (render.Rect, bool) {
	if bz.active() && name == bz.btn.name {
		return bz.btn.rect, true
	}
	return render.Rect{}, false
}

func (bz *boardZoom) draw(p render.Painter) {
	if bz.active() {
		bz.btn.draw(p)
	}
}

// clipped is p drawing only inside r: a zoomed board's marks stay off the bars.
func clipped(p render.Painter, r render.Rect) render.Painter {
	s := p.View.Scale
	if r.W <= 0 || r.H <= 0 || s <= 0 {
		return p
	}
	b := image.Rect(int(math.Floor(r.X*s)), int(math.Floor(r.Y*s)), int(math.Ceil((r.X+r.W)*s)), int(math.Ceil((r.Y+r.H)*s)))
	p.Dst = p.Dst.SubImage(b.Intersect(p.Dst.Bounds())).(*ebiten.Image)
	return p
}

// intersectRect is the part r and c share.
func intersectRect(r, c render.Rect) render.Rect {
	x0, y0 := math.Max(r.X, c.X), math.Max(r.Y, c.Y)
	x1, y1 := math.Min(r.X+r.W, c.X+c.W), math.Min(r.Y+r.H, c.Y+c.H)
	return render.Rect{X: x0, Y: y0, W: math.Max(0, x1-x0), H: math.Max(0, y1-y0)}
}
