package widget

import (
	"image/color"
	"math"

	"warboard/game/input"
	"warboard/render"
)

// Chooser is a small pop-up of choices drawn next to a spot on the screen (a piece on a
// board): a title and a grid of buttons a finger can hit. It takes every event while it is
// open: a tap on a choice picks it, a tap anywhere else closes it, and neither reaches
// what lies under it.
type Chooser struct {
	Title   string
	Buttons Buttons // the choices; Layout places them
	// MinCell is the narrowest a cell may be to hold its longest single word at the size it
	// is drawn (0: any): Layout takes fewer columns rather than cut it.
	MinCell float64
	Panel   render.Rect
	titleAt render.Rect
	k       float64
}

// ChooserItem is one choice: its target name, a big label and a small line under it.
type ChooserItem struct {
	Name, Label, Sub string
	Selected         bool // the choice in force: drawn in the accent colour
}

// NewChooser makes a chooser of items, laid out by Layout.
func NewChooser(title string, items []ChooserItem) *Chooser {
	c := &Chooser{Title: title}
	for _, it := range items {
		kind := PlainButton
		if it.Selected {
			kind = PrimaryButton
		}
		c.Buttons = append(c.Buttons, &Button{Name: it.Name, Kind: kind, Label: it.Label, Sub: it.Sub})
	}
	return c
}

// Layout places the chooser next to anchor (above or below it, whichever has the room,
// else over it), inside screen, with cols columns of cells at least a finger wide; k is
// the UI scale.
func (c *Chooser) Layout(anchor, screen render.Rect, cols int, k float64) {
	c.k = k
	n := len(c.Buttons)
	if cols < 1 {
		cols = 1
	}
	gap, pad := 6*k, 10*k
	avail := func(cols int) float64 { return (screen.W - 2*pad - float64(cols-1)*gap - 16) / float64(cols) }
	for cols > 1 && avail(cols) < c.MinCell {
		cols--
	}
	rows := (n + cols - 1) / cols
	cell := math.Max(render.MinTarget+4, 60*k) // room for a small line on two lines
	cw := math.Max(cell*1.3, c.MinCell)
	if a := avail(cols); cw > a {
		cw = math.Max(render.MinTarget, a)
	}
	titleH := 26 * k
	w := float64(cols)*cw + float64(cols-1)*gap + 2*pad
	h := titleH + float64(rows)*cell + float64(rows-1)*gap + 2*pad
	x := anchor.X + anchor.W/2 - w/2
	x = math.Max(screen.X+4, math.Min(screen.X+screen.W-w-4, x))
	y := anchor.Y + anchor.H + 8
	if y+h > screen.Y+screen.H-4 {
		y = anchor.Y - 8 - h // above
	}
	if y < screen.Y+4 {
		y = math.Max(screen.Y+4, math.Min(screen.Y+screen.H-h-4, anchor.Y+anchor.H/2-h/2))
	}
	c.Panel = render.Rect{X: x, Y: y, W: w, H: h}
	c.titleAt = render.Rect{X: x + pad, Y: y + pad*0.6, W: w - 2*pad, H: titleH}
	for i, b := range c.Buttons {
		col, row := i%cols, i/cols
		b.Rect = render.Rect{X: x + pad + float64(col)*(cw+gap), Y: y + pad + titleH + float64(row)*(cell+gap), W: cw, H: cell}
		// The small line never shrinks under render.MinTextSize: a long one wraps
		// ("Général de / division") rather than shrinking to specks.
		b.Size, b.SubSize = 20*k, math.Max(11*k, render.MinTextSize)
	}
}

// Handle takes the events: picked is the choice tapped ("" for none), closed reports a
// tap outside the panel (or a cancelled gesture that began outside), changed a look that
// changed.
func (c *Chooser) Handle(events []input.Event) (picked string, closed, changed bool) {
	picked, changed = c.Buttons.Handle(events, render.Rect{})
	for _, e := range events {
		if e.Kind == input.Tap && picked == "" && !c.Panel.Contains(e.Start.X, e.Start.Y) {
			closed = true
		}
	}
	return picked, closed, changed
}

// Target is a choice's button by name, or "chooser" for the whole panel.
func (c *Chooser) Target(name string) (render.Rect, bool) {
	if name == "chooser" {
		return c.Panel, true
	}
	return c.Buttons.Target(name)
}

// shadowColour is the chooser's drop shadow: it lifts the panel off the board.
var shadowColour = color.RGBA{0, 0, 0, 0x70}

// Draw paints the panel over whatever is under it.
func (c *Chooser) Draw(p render.Painter) {
	sh := render.Rect{X: c.Panel.X + 3, Y: c.Panel.Y + 5, W: c.Panel.W, H: c.Panel.H}
	p.Panel(sh, 14, shadowColour, nil)
	p.Panel(c.Panel, 14, render.PanelFill, render.ButtonBorder)
	p.Text(c.Title, 15*c.k, c.titleAt, render.AlignLeft, render.TitleColour)
	c.Buttons.Draw(p)
}
