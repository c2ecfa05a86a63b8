// Package widget holds the controls the screens are built of: buttons, the scrolling form
// of option rows, the menu frame, a game board's zoom, the side panel and its move list.
package widget

import (
	"image/color"

	"warboard/game/input"
	"warboard/render"
)

// ButtonKind says how a button looks.
type ButtonKind uint8

const (
	PlainButton   ButtonKind = iota // a bordered panel with a centred label
	PrimaryButton                   // the screen's main action, in the accent colour
	ChipButton                      // one choice of a segmented control
	RowButton                       // an invisible target over a whole row (toggles)
	StepButton                      // − or + of a stepper
)

// Button is a touch target with its press state.
type Button struct {
	Name     string // target name, e.g. "button:new"
	Kind     ButtonKind
	Label    string
	Sub      string
	Rect     render.Rect
	Size     float64 // label size
	SubSize  float64
	Selected bool // chips: the chosen value
	Disabled bool
	Pressed  bool
}

// Buttons handles a scene's Buttons: a button lights up while the pointer that went down on
// it stays on it, and fires on a tap that began and ended on it.
type Buttons []*Button

// Handle feeds events to the buttons. It returns the tapped button ("" if none) and whether
// any button's look changed. Only a pointer inside clip counts (the visible part of a
// scrolling list); a zero clip means anywhere.
func (bs Buttons) Handle(events []input.Event, clip render.Rect) (tapped string, changed bool) {
	inClip := func(p input.Point) bool { return clip.W == 0 || clip.Contains(p.X, p.Y) }
	for _, e := range events {
		for _, b := range bs {
			hit := !b.Disabled && inClip(e.Start) &&
				b.Rect.Contains(e.Pos.X, e.Pos.Y) && b.Rect.Contains(e.Start.X, e.Start.Y)
			pressed := b.Pressed
			switch e.Kind {
			case input.Press:
				pressed = hit
			case input.DragStart, input.DragMove:
				pressed = pressed && hit
			case input.Release, input.Cancelled:
				pressed = false
			case input.Tap:
				if hit && tapped == "" {
					tapped = b.Name
				}
			}
			if pressed != b.Pressed {
				b.Pressed, changed = pressed, true
			}
		}
	}
	return tapped, changed
}

// Release clears every press (a list started scrolling under the finger).
func (bs Buttons) Release() (changed bool) {
	for _, b := range bs {
		if b.Pressed {
			b.Pressed, changed = false, true
		}
	}
	return changed
}

func (bs Buttons) Find(name string) *Button {
	for _, b := range bs {
		if b.Name == name {
			return b
		}
	}
	return nil
}

func (bs Buttons) Target(name string) (render.Rect, bool) {
	if b := bs.Find(name); b != nil {
		return b.Rect, true
	}
	return render.Rect{}, false
}

func (bs Buttons) Draw(p render.Painter) {
	for _, b := range bs {
		b.Draw(p)
	}
}

func (b *Button) Draw(p render.Painter) {
	switch b.Kind {
	case ChipButton:
		p.Chip(b.Rect, b.Label, b.Size, b.Selected, b.Pressed)
	case RowButton:
		if b.Pressed {
			p.Panel(b.Rect, 8, render.PanelFill, nil)
		}
	case PrimaryButton:
		fill := render.Accent
		if b.Pressed {
			fill = render.ButtonDown
		}
		p.Panel(b.Rect, 12, fill, render.Accent)
		pad := min(16, b.Rect.W/10)
		inner := render.Rect{X: b.Rect.X + pad, Y: b.Rect.Y, W: b.Rect.W - 2*pad, H: b.Rect.H}
		if b.Sub == "" {
			p.Text(b.Label, b.Size, inner, render.AlignCentre, render.AccentText)
			return
		}
		total := b.Size*1.25 + b.SubSize*1.3
		top := b.Rect.Y + (b.Rect.H-total)/2
		p.Text(b.Label, b.Size, render.Rect{X: inner.X, Y: top, W: inner.W, H: b.Size * 1.25}, render.AlignCentre, render.AccentText)
		p.Text(b.Sub, b.SubSize, render.Rect{X: inner.X, Y: top + b.Size*1.25, W: inner.W, H: b.SubSize * 1.3}, render.AlignCentre, render.AccentText)
	default:
		p.Button(render.Button{Rect: b.Rect, Label: b.Label, Sub: b.Sub,
			LabelSize: b.Size, SubSize: b.SubSize, Pressed: b.Pressed})
	}
}

// Flow places buttons left to right in rows of height h within width w from (x, y),
// widening each row's buttons to fill it; place false only measures. It returns the height.
func Flow(bs []*Button, fonts *render.Fonts, x, y, w, h, gap float64, place bool) float64 {
	var row []*Button
	var used float64
	rows := 0
	flush := func() {
		if len(row) == 0 {
			return
		}
		if place {
			extra := (w - used - gap*float64(len(row)-1)) / float64(len(row))
			cx := x
			for _, b := range row {
				bw := fonts.Width(b.Label, b.Size) + 28 + extra
				b.Rect = render.Rect{X: cx, Y: y + float64(rows)*(h+gap), W: bw, H: h}
				cx += bw + gap
			}
		}
		rows++
		row, used = row[:0], 0
	}
	for _, b := range bs {
		bw := fonts.Width(b.Label, b.Size) + 28
		if len(row) > 0 && used+gap*float64(len(row))+bw > w {
			flush()
		}
		row = append(row, b)
		used += bw
	}
	flush()
	if rows == 0 {
		return 0
	}
	return float64(rows)*(h+gap) - gap
}

// ringColour marks a suggested point or square (the hint).
var ringColour = color.RGBA{0xff, 0xc8, 0x3c, 0xff}

// Ring draws a bright rounded ring just around r: the hint's piece and its destination.
func Ring(p render.Painter, r render.Rect) {
	for _, d := range []float64{1, 2.5, 4} {
		p.Panel(render.Rect{X: r.X - d, Y: r.Y - d, W: r.W + 2*d, H: r.H + 2*d}, 6+d, color.RGBA{}, ringColour)
	}
}
