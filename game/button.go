package game

import (
	"warboard/game/input"
	"warboard/render"
)

// button is a touch target with its press state.
type button struct {
	name    string // target name, e.g. "button:junqi"
	label   string
	sub     string
	rect    render.Rect
	size    float64 // label size
	subSize float64
	pressed bool
}

// buttons handles a scene's buttons: a button lights up while the pointer that went down on
// it stays on it, and fires on a tap that began and ended on it.
type buttons []*button

// handle feeds events to the buttons. It returns the tapped button ("" if none) and whether
// any button's look changed.
func (bs buttons) handle(events []input.Event) (tapped string, changed bool) {
	for _, e := range events {
		for _, b := range bs {
			hit := b.rect.Contains(e.Pos.X, e.Pos.Y) && b.rect.Contains(e.Start.X, e.Start.Y)
			pressed := b.pressed
			switch e.Kind {
			case input.Press, input.DragStart, input.DragMove:
				pressed = hit
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

func (bs buttons) target(name string) (render.Rect, bool) {
	for _, b := range bs {
		if b.name == name {
			return b.rect, true
		}
	}
	return render.Rect{}, false
}

func (bs buttons) draw(p render.Painter) {
	for _, b := range bs {
		p.Button(render.Button{Rect: b.rect, Label: b.label, Sub: b.sub,
			LabelSize: b.size, SubSize: b.subSize, Pressed: b.pressed})
	}
}
