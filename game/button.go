package game

import (
	"warboard/game/input"
	"warboard/render"
)

// buttonKind says how a button looks.
type buttonKind uint8

const (
	plainButton   buttonKind = iota // a bordered panel with a centred label
	primaryButton                   // the screen's main action, in the accent colour
	chipButton                      // one choice of a segmented control
	rowButton                       // an invisible target over a whole row (toggles)
	stepButton                      // − or + of a stepper
)

// button is a touch target with its press state.
type button struct {
	name     string // target name, e.g. "button:new"
	kind     buttonKind
	label    string
	sub      string
	rect     render.Rect
	size     float64 // label size
	subSize  float64
	selected bool // chips: the chosen value
	disabled bool
	pressed  bool
}

// buttons handles a scene's buttons: a button lights up while the pointer that went down on
// it stays on it, and fires on a tap that began and ended on it.
type buttons []*button

// handle feeds events to the buttons. It returns the tapped button ("" if none) and whether
// any button's look changed. Only a pointer inside clip counts (the visible part of a
// scrolling list); a zero clip means anywhere.
func (bs buttons) handle(events []input.Event, clip render.Rect) (tapped string, changed bool) {
	inClip := func(p input.Point) bool { return clip.W == 0 || clip.Contains(p.X, p.Y) }
	for _, e := range events {
		for _, b := range bs {
			hit := !b.disabled && inClip(e.Start) &&
				b.rect.Contains(e.Pos.X, e.Pos.Y) && b.rect.Contains(e.Start.X, e.Start.Y)
			pressed := b.pressed
			switch e.Kind {
			case input.Press:
				pressed = hit
			case input.DragStart, input.DragMove:
				pressed = pressed && hit
			case input.Release, input.Cancelled:
				pressed = false
			case input.Tap:
				if hit && tapped == "" {
					tapped = b.name
				}
			}
			if pressed != b.pressed {
				b.pressed, changed = pressed, true
			}
		}
	}
	return tapped, changed
}

// release clears every press (a list started scrolling under the finger).
func (bs buttons) release() (changed bool) {
	for _, b := range bs {
		if b.pressed {
			b.pressed, changed = false, true
		}
	}
	return changed
}

func (bs buttons) find(name string) *button {
	for _, b := range bs {
		if b.name == name {
			return b
		}
	}
	return nil
}

func (bs buttons) target(name string) (render.Rect, bool) {
	if b := bs.find(name); b != nil {
		return b.rect, true
	}
	return render.Rect{}, false
}

func (bs buttons) draw(p render.Painter) {
	for _, b := range bs {
		b.draw(p)
	}
}

func (b *button) draw(p render.Painter) {
	switch b.kind {
	case chipButton:
		p.Chip(b.rect, b.label, b.size, b.selected, b.pressed)
	case rowButton:
		if b.pressed {
			p.Panel(b.rect, 8, render.PanelFill, nil)
		}
	case primaryButton:
		fill := render.Accent
		if b.pressed {
			fill = render.ButtonDown
		}
		p.Panel(b.rect, 12, fill, render.Accent)
		pad := min(16, b.rect.W/10)
		inner := render.Rect{X: b.rect.X + pad, Y: b.rect.Y, W: b.rect.W - 2*pad, H: b.rect.H}
		if b.sub == "" {
			p.Text(b.label, b.size, inner, render.AlignCentre, render.AccentText)
			return
		}
		total := b.size*1.25 + b.subSize*1.3
		top := b.rect.Y + (b.rect.H-total)/2
		p.Text(b.label, b.size, render.Rect{X: inner.X, Y: top, W: inner.W, H: b.size * 1.25}, render.AlignCentre, render.AccentText)
		p.Text(b.sub, b.subSize, render.Rect{X: inner.X, Y: top + b.size*1.25, W: inner.W, H: b.subSize * 1.3}, render.AlignCentre, render.AccentText)
	default:
		p.Button(render.Button{Rect: b.rect, Label: b.label, Sub: b.sub,
			LabelSize: b.size, SubSize: b.subSize, Pressed: b.pressed})
	}
}
