package widget

import (
	"image"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"warboard/game/input"
	"warboard/render"
)

// A form is a scrolling list of option rows — toggles, chips and steppers, each with its
// label and its explanation — shared by the options and settings screens. Dragging anywhere
// in it scrolls; a tap that does not drag acts on the control under it.

// RowKind says what a form row holds.
type RowKind uint8

const (
	ToggleRow  RowKind = iota // on / off
	ChoiceRow                 // one of a few values, as chips
	StepperRow                // a number, with − and +
	InfoRow                   // text only (the About screen)
	ActionRow                 // a button across the list; its row name is its target name
)

// FormRow is one row as a scene describes it.
type FormRow struct {
	Name   string // "option:<name>" targets the row
	Kind   RowKind
	Label  string
	Help   string
	On     bool       // toggle
	Value  string     // stepper: the value as shown
	Lo, Hi bool       // stepper: at its lower / upper bound
	Chips  []FormChip // choice
	Button ButtonKind // action: how its button looks
}

type FormChip struct{ Value, Label string }

// laidRow is a row placed in content coordinates (y from the top of the list).
type laidRow struct {
	FormRow
	rect       render.Rect
	labelAt    render.Rect
	labelLines []string
	helpLines  []string
	helpAt     render.Rect
	control    render.Rect // toggle switch, or the stepper's value
	selected   string      // choice: the value shown selected
}

type Form struct {
	Fonts    *render.Fonts
	k        float64
	view     render.Rect // the list's visible area on screen
	scroll   float64
	contentH float64
	rows     []laidRow
	ctl      Buttons
	base     []render.Rect // each control's rect in content coordinates
	dragging bool
	dragFrom float64
}

const (
	chipH   = 44.0
	chipGap = 8.0
)

func (f *Form) pad() float64       { return 14 * f.k }
func (f *Form) helpLineH() float64 { return HelpSize * f.k * 1.45 }

// Layout places rows in view, keeping the scroll position where it can. selected gives each
// choice row's current value.
func (f *Form) Layout(view render.Rect, k float64, rows []FormRow, selected func(name string) string) {
	f.view, f.k = view, k
	f.rows, f.ctl, f.base = f.rows[:0], nil, nil
	w := view.W
	y := 0.0
	for _, r := range rows {
		lr := laidRow{FormRow: r}
		top := y
		if r.Kind == ActionRow {
			h := 52 * k
			f.add(&Button{Name: r.Name, Kind: r.Button, Label: r.Label, Size: LabelSize * k}, render.Rect{X: 0, Y: y + 6, W: w, H: h})
			y += h + 12
			lr.rect = render.Rect{X: 0, Y: top, W: w, H: y - top}
			f.rows = append(f.rows, lr)
			continue
		}
		y += f.pad()
		ls, lineH := LabelSize*k, LabelSize*k*1.35
		ctlW := 0.0
		switch r.Kind {
		case ToggleRow:
			ctlW = render.ToggleW + 8
		case StepperRow:
			ctlW = 2*chipH + math.Max(f.Fonts.Width(r.Value, ls)+16, 72)
		}
		lr.labelLines = f.Fonts.Wrap(r.Label, ls, w-ctlW-8)
		// A stepper beside a label that needs two lines goes under the explanation.
		below := r.Kind == StepperRow && len(lr.labelLines) > 1
		if below {
			lr.labelLines = f.Fonts.Wrap(r.Label, ls, w)
		}
		labelH := float64(len(lr.labelLines)) * lineH
		topH := labelH + 4*k
		if ctlW > 0 && !below {
			topH = math.Max(chipH, labelH)
		}
		lr.labelAt = render.Rect{X: 0, Y: y + (topH-labelH)/2, W: w - ctlW - 8, H: labelH}
		if below {
			lr.labelAt.W = w
		}
		if r.Kind == ToggleRow {
			lr.control = render.Rect{X: w - ctlW, Y: y, W: ctlW, H: topH}
		}
		ctlY := y + (topH-chipH)/2
		y += topH
		if r.Help != "" {
			lr.helpLines = f.Fonts.Wrap(r.Help, HelpSize*k, w)
			lr.helpAt = render.Rect{X: 0, Y: y, W: w, H: float64(len(lr.helpLines)) * f.helpLineH()}
			y += lr.helpAt.H
		}
		if below {
			ctlY = y + chipGap
			y = ctlY + chipH
		}
		if r.Kind == StepperRow {
			valW := ctlW - 2*chipH
			x := w - ctlW
			if below {
				x = 0
			}
			f.add(&Button{Name: "option:" + r.Name + ":minus", Kind: StepButton, Label: "−", Size: 22 * k, Disabled: r.Lo},
				render.Rect{X: x, Y: ctlY, W: chipH, H: chipH})
			lr.control = render.Rect{X: x + chipH, Y: ctlY, W: valW, H: chipH}
			f.add(&Button{Name: "option:" + r.Name + ":plus", Kind: StepButton, Label: "+", Size: 22 * k, Disabled: r.Hi},
				render.Rect{X: x + chipH + valW, Y: ctlY, W: chipH, H: chipH})
		}
		if r.Kind == ChoiceRow {
			lr.selected = selected(r.Name)
			y += chipGap
			y = f.layoutChips(&lr, y, w)
		}
		y += f.pad()
		lr.rect = render.Rect{X: 0, Y: top, W: w, H: y - top}
		if r.Kind == ToggleRow {
			// The whole row toggles: a big target, and the label is part of it.
			f.add(&Button{Name: "option:" + r.Name, Kind: RowButton}, lr.rect)
		}
		f.rows = append(f.rows, lr)
	}
	f.contentH = y
	f.ScrollBy(0)
}

// layoutChips flows a choice row's chips into lines as wide as the list, each line
// stretched to fill it, and returns the y under them.
func (f *Form) layoutChips(lr *laidRow, y, w float64) float64 {
	size := 15 * f.k
	natural := make([]float64, len(lr.Chips))
	for i, c := range lr.Chips {
		natural[i] = math.Min(w, f.Fonts.Width(c.Label, size)+28)
	}
	for i := 0; i < len(lr.Chips); {
		// Take as many chips as fit on this line.
		j, used := i, 0.0
		for j < len(lr.Chips) && (j == i || used+chipGap+natural[j] <= w) {
			if j > i {
				used += chipGap
			}
			used += natural[j]
			j++
		}
		extra := (w - used) / float64(j-i)
		x := 0.0
		for n := i; n < j; n++ {
			c := lr.Chips[n]
			cw := natural[n] + extra
			f.add(&Button{Name: "option:" + lr.Name + ":" + c.Value, Kind: ChipButton, Label: c.Label,
				Size: size, Selected: c.Value == lr.selected}, render.Rect{X: x, Y: y, W: cw, H: chipH})
			x += cw + chipGap
		}
		y += chipH + chipGap
		i = j
	}
	return y - chipGap
}

func (f *Form) add(b *Button, r render.Rect) {
	f.ctl = append(f.ctl, b)
	f.base = append(f.base, r)
}

// maxScroll is how far the list scrolls.
func (f *Form) maxScroll() float64 { return math.Max(0, f.contentH-f.view.H) }

// ScrollBy moves the list and places the controls on screen.
func (f *Form) ScrollBy(d float64) {
	f.scroll = Clamp(f.scroll+d, 0, f.maxScroll())
	for i, b := range f.ctl {
		b.Rect = f.onScreen(f.base[i])
	}
}

func (f *Form) onScreen(r render.Rect) render.Rect {
	return render.Rect{X: f.view.X + r.X, Y: f.view.Y + r.Y - f.scroll, W: r.W, H: r.H}
}

// Update scrolls on drags that start in the list and reports a tapped control.
func (f *Form) Update(events []input.Event) (tapped string, changed bool) {
	for _, e := range events {
		switch e.Kind {
		case input.DragStart:
			if f.view.Contains(e.Start.X, e.Start.Y) && f.maxScroll() > 0 {
				f.dragging, f.dragFrom = true, f.scroll
				changed = f.ctl.Release() || changed
			}
		case input.DragMove:
			if f.dragging {
				old := f.scroll
				f.scroll = f.dragFrom
				f.ScrollBy(-(e.Pos.Y - e.Start.Y))
				changed = changed || f.scroll != old
			}
		case input.DragEnd, input.Cancelled, input.Release:
			f.dragging = false
		case input.Scroll:
			if f.view.Contains(e.Pos.X, e.Pos.Y) {
				old := f.scroll
				f.ScrollBy(e.Delta.Y)
				changed = changed || f.scroll != old
			}
		}
	}
	if f.dragging {
		return "", changed
	}
	t, c := f.ctl.Handle(events, f.view)
	return t, changed || c
}

// Target is a control's or a row's rect, when its centre is in the visible part of the list.
func (f *Form) Target(name string) (render.Rect, bool) {
	r, ok := f.ctl.Target(name)
	if !ok && strings.HasPrefix(name, "option:") {
		for _, lr := range f.rows {
			if "option:"+lr.Name == name {
				r, ok = f.onScreen(lr.rect), true
			}
		}
	}
	if !ok {
		return render.Rect{}, false
	}
	if x, y := r.Centre(); !f.view.Contains(x, y) {
		return render.Rect{}, false
	}
	return r, true
}

// Reveal scrolls the least needed to show the named row whole (or its top, if taller than
// the list).
func (f *Form) Reveal(name string) {
	for _, lr := range f.rows {
		if "option:"+lr.Name != name {
			continue
		}
		switch {
		case lr.rect.Y < f.scroll:
			f.ScrollBy(lr.rect.Y - f.scroll)
		case lr.rect.Y+lr.rect.H > f.scroll+f.view.H:
			f.ScrollBy(math.Min(lr.rect.Y-f.scroll, lr.rect.Y+lr.rect.H-f.scroll-f.view.H))
		}
	}
}

func (f *Form) Draw(p render.Painter) {
	whole := p
	sc := p.View.Scale
	// The list clips at its top and bottom only: the outline of a chip or a button at the
	// list's side edge lies half outside it.
	const side = 3
	clip := image.Rect(int((f.view.X-side)*sc), int(f.view.Y*sc), int(math.Ceil((f.view.X+f.view.W+side)*sc)), int(math.Ceil((f.view.Y+f.view.H)*sc)))
	p.Dst = p.Dst.SubImage(clip).(*ebiten.Image)
	for i, lr := range f.rows {
		r := f.onScreen(lr.rect)
		if r.Y > f.view.Y+f.view.H || r.Y+r.H < f.view.Y {
			continue
		}
		if i > 0 && lr.Kind != ActionRow && f.rows[i-1].Kind != ActionRow {
			p.Rule(r, render.RuleColour)
		}
		if lr.Kind == ActionRow {
			continue
		}
		if b := f.ctl.Find("option:" + lr.Name); b != nil {
			b.Draw(p) // a toggle row's pressed highlight, under its text
		}
		p.Lines(lr.labelLines, LabelSize*f.k, LabelSize*f.k*1.35, f.onScreen(lr.labelAt), render.AlignLeft, render.TextColour)
		if len(lr.helpLines) > 0 {
			p.Lines(lr.helpLines, HelpSize*f.k, f.helpLineH(), f.onScreen(lr.helpAt), render.AlignLeft, render.MutedColour)
		}
		switch lr.Kind {
		case ToggleRow:
			b := f.ctl.Find("option:" + lr.Name)
			p.Toggle(f.onScreen(lr.control), lr.On, b != nil && b.Pressed)
		case StepperRow:
			p.Text(lr.Value, LabelSize*f.k, f.onScreen(lr.control), render.AlignCentre, render.TextColour)
		}
	}
	for _, b := range f.ctl {
		if b.Kind != RowButton {
			b.Draw(p)
		}
	}
	// A thin scroll bar says there is more than fits.
	if m := f.maxScroll(); m > 0 {
		h := math.Max(24, f.view.H*f.view.H/f.contentH)
		y := f.view.Y + (f.view.H-h)*f.scroll/m
		whole.Panel(render.Rect{X: f.view.X + f.view.W + 5, Y: y, W: 3, H: h}, 1.5, render.ChipBorder, nil)
	}
}

// Controls are the form's buttons: toggle rows, chips, steppers and actions.
func (f *Form) Controls() Buttons { return f.ctl }

// Scrolled is how far the list is scrolled, in logical pixels.
func (f *Form) Scrolled() float64 { return f.scroll }
