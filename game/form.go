package game

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

// formRow is one row as a scene describes it.
type formRow struct {
	name   string // "option:<name>" targets the row
	kind   optionKind
	label  string
	help   string
	on     bool       // toggle
	value  string     // stepper: the value as shown
	lo, hi bool       // stepper: at its lower / upper bound
	chips  []formChip // choice
	button buttonKind // action: how its button looks
}

type formChip struct{ value, label string }

// laidRow is a row placed in content coordinates (y from the top of the list).
type laidRow struct {
	formRow
	rect       render.Rect
	labelAt    render.Rect
	labelLines []string
	helpLines  []string
	helpAt     render.Rect
	control    render.Rect // toggle switch, or the stepper's value
	selected   string      // choice: the value shown selected
}

type form struct {
	fonts    *render.Fonts
	k        float64
	view     render.Rect // the list's visible area on screen
	scroll   float64
	contentH float64
	rows     []laidRow
	ctl      buttons
	base     []render.Rect // each control's rect in content coordinates
	dragging bool
	dragFrom float64
}

const (
	chipH   = 44.0
	chipGap = 8.0
)

func (f *form) pad() float64       { return 14 * f.k }
func (f *form) helpLineH() float64 { return helpSize * f.k * 1.45 }

// layout places rows in view, keeping the scroll position where it can. selected gives each
// choice row's current value.
func (f *form) layout(view render.Rect, k float64, rows []formRow, selected func(name string) string) {
	f.view, f.k = view, k
	f.rows, f.ctl, f.base = f.rows[:0], nil, nil
	w := view.W
	y := 0.0
	for _, r := range rows {
		lr := laidRow{formRow: r}
		top := y
		if r.kind == optAction {
			h := 52 * k
			f.add(&button{name: r.name, kind: r.button, label: r.label, size: labelSize * k}, render.Rect{X: 0, Y: y + 6, W: w, H: h})
			y += h + 12
			lr.rect = render.Rect{X: 0, Y: top, W: w, H: y - top}
			f.rows = append(f.rows, lr)
			continue
		}
		y += f.pad()
		ls, lineH := labelSize*k, labelSize*k*1.35
		ctlW := 0.0
		switch r.kind {
		case optToggle:
			ctlW = render.ToggleW + 8
		case optStepper:
			ctlW = 2*chipH + math.Max(f.fonts.Width(r.value, ls)+16, 72)
		}
		lr.labelLines = f.fonts.Wrap(r.label, ls, w-ctlW-8)
		// A stepper beside a label that needs two lines goes under the explanation.
		below := r.kind == optStepper && len(lr.labelLines) > 1
		if below {
			lr.labelLines = f.fonts.Wrap(r.label, ls, w)
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
		if r.kind == optToggle {
			lr.control = render.Rect{X: w - ctlW, Y: y, W: ctlW, H: topH}
		}
		ctlY := y + (topH-chipH)/2
		y += topH
		if r.help != "" {
			lr.helpLines = f.fonts.Wrap(r.help, helpSize*k, w)
			lr.helpAt = render.Rect{X: 0, Y: y, W: w, H: float64(len(lr.helpLines)) * f.helpLineH()}
			y += lr.helpAt.H
		}
		if below {
			ctlY = y + chipGap
			y = ctlY + chipH
		}
		if r.kind == optStepper {
			valW := ctlW - 2*chipH
			x := w - ctlW
			if below {
				x = 0
			}
			f.add(&button{name: "option:" + r.name + ":minus", kind: stepButton, label: "−", size: 22 * k, disabled: r.lo},
				render.Rect{X: x, Y: ctlY, W: chipH, H: chipH})
			lr.control = render.Rect{X: x + chipH, Y: ctlY, W: valW, H: chipH}
			f.add(&button{name: "option:" + r.name + ":plus", kind: stepButton, label: "+", size: 22 * k, disabled: r.hi},
				render.Rect{X: x + chipH + valW, Y: ctlY, W: chipH, H: chipH})
		}
		if r.kind == optChoice {
			lr.selected = selected(r.name)
			y += chipGap
			y = f.layoutChips(&lr, y, w)
		}
		y += f.pad()
		lr.rect = render.Rect{X: 0, Y: top, W: w, H: y - top}
		if r.kind == optToggle {
			// The whole row toggles: a big target, and the label is part of it.
			f.add(&button{name: "option:" + r.name, kind: rowButton}, lr.rect)
		}
		f.rows = append(f.rows, lr)
	}
	f.contentH = y
	f.scrollBy(0)
}

// layoutChips flows a choice row's chips into lines as wide as the list, each line
// stretched to fill it, and returns the y under them.
func (f *form) layoutChips(lr *laidRow, y, w float64) float64 {
	size := 15 * f.k
	natural := make([]float64, len(lr.chips))
	for i, c := range lr.chips {
		natural[i] = math.Min(w, f.fonts.Width(c.label, size)+28)
	}
	for i := 0; i < len(lr.chips); {
		// Take as many chips as fit on this line.
		j, used := i, 0.0
		for j < len(lr.chips) && (j == i || used+chipGap+natural[j] <= w) {
			if j > i {
				used += chipGap
			}
			used += natural[j]
			j++
		}
		extra := (w - used) / float64(j-i)
		x := 0.0
		for n := i; n < j; n++ {
			c := lr.chips[n]
			cw := natural[n] + extra
			f.add(&button{name: "option:" + lr.name + ":" + c.value, kind: chipButton, label: c.label,
				size: size, selected: c.value == lr.selected}, render.Rect{X: x, Y: y, W: cw, H: chipH})
			x += cw + chipGap
		}
		y += chipH + chipGap
		i = j
	}
	return y - chipGap
}

func (f *form) add(b *button, r render.Rect) {
	f.ctl = append(f.ctl, b)
	f.base = append(f.base, r)
}

// maxScroll is how far the list scrolls.
func (f *form) maxScroll() float64 { return math.Max(0, f.contentH-f.view.H) }

// scrollBy moves the list and places the controls on screen.
func (f *form) scrollBy(d float64) {
	f.scroll = clampF(f.scroll+d, 0, f.maxScroll())
	for i, b := range f.ctl {
		b.rect = f.onScreen(f.base[i])
	}
}

func (f *form) onScreen(r render.Rect) render.Rect {
	return render.Rect{X: f.view.X + r.X, Y: f.view.Y + r.Y - f.scroll, W: r.W, H: r.H}
}

// update scrolls on drags that start in the list and reports a tapped control.
func (f *form) update(events []input.Event) (tapped string, changed bool) {
	for _, e := range events {
		switch e.Kind {
		case input.DragStart:
			if f.view.Contains(e.Start.X, e.Start.Y) && f.maxScroll() > 0 {
				f.dragging, f.dragFrom = true, f.scroll
				changed = f.ctl.release() || changed
			}
		case input.DragMove:
			if f.dragging {
				old := f.scroll
				f.scroll = f.dragFrom
				f.scrollBy(-(e.Pos.Y - e.Start.Y))
				changed = changed || f.scroll != old
			}
		case input.DragEnd, input.Cancelled, input.Release:
			f.dragging = false
		case input.Scroll:
			if f.view.Contains(e.Pos.X, e.Pos.Y) {
				old := f.scroll
				f.scrollBy(e.Delta.Y)
				changed = changed || f.scroll != old
			}
		}
	}
	if f.dragging {
		return "", changed
	}
	t, c := f.ctl.handle(events, f.view)
	return t, changed || c
}

// target is a control's or a row's rect, when its centre is in the visible part of the list.
func (f *form) target(name string) (render.Rect, bool) {
	r, ok := f.ctl.target(name)
	if !ok && strings.HasPrefix(name, "option:") {
		for _, lr := range f.rows {
			if "option:"+lr.name == name {
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

// reveal scrolls the least needed to show the named row whole (or its top, if taller than
// the list).
func (f *form) reveal(name string) {
	for _, lr := range f.rows {
		if "option:"+lr.name != name {
			continue
		}
		switch {
		case lr.rect.Y < f.scroll:
			f.scrollBy(lr.rect.Y - f.scroll)
		case lr.rect.Y+lr.rect.H > f.scroll+f.view.H:
			f.scrollBy(math.Min(lr.rect.Y-f.scroll, lr.rect.Y+lr.rect.H-f.scroll-f.view.H))
		}
	}
}

func (f *form) draw(p render.Painter) {
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
		if i > 0 && lr.kind != optAction && f.rows[i-1].kind != optAction {
			p.Rule(r, render.RuleColour)
		}
		if lr.kind == optAction {
			continue
		}
		if b := f.ctl.find("option:" + lr.name); b != nil {
			b.draw(p) // a toggle row's pressed highlight, under its text
		}
		p.Lines(lr.labelLines, labelSize*f.k, labelSize*f.k*1.35, f.onScreen(lr.labelAt), render.AlignLeft, render.TextColour)
		if len(lr.helpLines) > 0 {
			p.Lines(lr.helpLines, helpSize*f.k, f.helpLineH(), f.onScreen(lr.helpAt), render.AlignLeft, render.MutedColour)
		}
		switch lr.kind {
		case optToggle:
			b := f.ctl.find("option:" + lr.name)
			p.Toggle(f.onScreen(lr.control), lr.on, b != nil && b.pressed)
		case optStepper:
			p.Text(lr.value, labelSize*f.k, f.onScreen(lr.control), render.AlignCentre, render.TextColour)
		}
	}
	for _, b := range f.ctl {
		if b.kind != rowButton {
			b.draw(p)
		}
	}
	// A thin scroll bar says there is more than fits.
	if m := f.maxScroll(); m > 0 {
		h := math.Max(24, f.view.H*f.view.H/f.contentH)
		y := f.view.Y + (f.view.H-h)*f.scroll/m
		whole.Panel(render.Rect{X: f.view.X + f.view.W + 5, Y: y, W: 3, H: h}, 1.5, render.ChipBorder, nil)
	}
}
