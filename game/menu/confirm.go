package menu

import (
	"math"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/scene"
	"warboard/game/widget"
	"warboard/render"
)

// Confirm targets: the answers of a question asked over a screen.
const (
	ConfirmYes = "confirm:yes"
	ConfirmNo  = "confirm:no"
)

// confirm is a question asked over a screen before something that cannot be undone (a new
// game replacing the one in progress): the screen dims, a panel says what will happen, OK
// goes on, Cancel (or a tap beside the panel) leaves everything as it was. While open it
// takes every event.
type confirm struct {
	sh       *scene.Shared
	question i18n.Key
	yes      func() scene.Step // what OK does
	view     render.View
	panel    render.Rect
	lines    []string
	text     render.Rect
	k        float64
	buttons  widget.Buttons
}

// ask opens the question; OK runs yes.
func (c *confirm) ask(question i18n.Key, yes func() scene.Step) {
	c.question, c.yes = question, yes
	c.Layout(c.view)
}

// open reports whether the question shows.
func (c *confirm) open() bool { return c.yes != nil }

// Layout places the panel for view v (the screen's Layout calls it).
func (c *confirm) Layout(v render.View) {
	c.view = v
	if !c.open() || !v.Valid() {
		return
	}
	p := c.sh.Text
	k, m := widget.UIScale(v), widget.Margin(v)
	c.k = k
	w := math.Min(v.W-2*m, 420*k)
	size := widget.LabelSize * k
	c.lines = c.sh.Fonts.Wrap(p.T(c.question), size, w-36)
	textH := float64(len(c.lines)) * size * 1.4
	btnH := math.Max(render.MinTarget, 52*math.Min(k, 1.1))
	h := 18 + textH + 18 + btnH + 18
	c.panel = render.Rect{X: (v.W - w) / 2, Y: math.Max(m, (v.H-h)/2), W: w, H: h}
	c.text = render.Rect{X: c.panel.X + 18, Y: c.panel.Y + 18, W: w - 36, H: textH}
	bw := (w - 36 - 10) / 2
	y := c.text.Y + textH + 18
	c.buttons = widget.Buttons{
		{Name: ConfirmNo, Label: p.T(i18n.Cancel), Size: size,
			Rect: render.Rect{X: c.panel.X + 18, Y: y, W: bw, H: btnH}},
		{Name: ConfirmYes, Kind: widget.PrimaryButton, Label: p.T(i18n.OK), Size: size,
			Rect: render.Rect{X: c.panel.X + 18 + bw + 10, Y: y, W: bw, H: btnH}},
	}
}

// Update takes the events while the question shows: handled reports that they were its.
func (c *confirm) Update(events []input.Event) (handled bool, st scene.Step) {
	if !c.open() {
		return false, scene.Step{}
	}
	tapped, changed := c.buttons.Handle(events, render.Rect{})
	if tapped == "" {
		for _, e := range events {
			if e.Kind == input.Tap && !c.panel.Contains(e.Pos.X, e.Pos.Y) && !c.panel.Contains(e.Start.X, e.Start.Y) {
				tapped = ConfirmNo // a tap beside the panel: no
			}
		}
	}
	switch tapped {
	case ConfirmYes:
		yes := c.yes
		c.yes = nil
		st = yes()
		st.Redraw = true
		return true, st
	case ConfirmNo:
		c.yes = nil
		return true, scene.Step{Redraw: true}
	}
	return true, scene.Step{Redraw: changed}
}

// Draw paints the question over the screen, which is dimmed.
func (c *confirm) Draw(p render.Painter) {
	if !c.open() {
		return
	}
	widget.DrawModal(p, c.panel)
	size := widget.LabelSize * c.k
	p.Lines(c.lines, size, size*1.4, c.text, render.AlignLeft, render.TitleColour)
	c.buttons.Draw(p)
}

// Target is where an answer is while the question shows.
func (c *confirm) Target(name string) (render.Rect, bool) {
	if !c.open() {
		return render.Rect{}, false
	}
	return c.buttons.Target(name)
}
