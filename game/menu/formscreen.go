package menu

import (
	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/scene"
	"warboard/game/widget"
	"warboard/render"
)

// formScreen is what the Load and Options screens share: a form under the frame's title, a
// bar of buttons, and the question asked over them before a game in progress is replaced.
type formScreen struct {
	frame widget.Frame
	bar   widget.Buttons
	form  widget.Form
	ask   confirm // a game in progress: replace it?
}

// tapped is the target tapped in the form, else in the bar; changed reports that either
// needs a redraw.
func (f *formScreen) tapped(events []input.Event) (tapped string, changed bool) {
	tapped, changed = f.form.Update(events)
	if tapped == "" {
		var c bool
		tapped, c = f.bar.Handle(events, render.Rect{})
		changed = changed || c
	}
	return tapped, changed
}

// replaceGame runs start at once when no game is in progress, else once the player says
// yes: the door never loses a game.
func (f *formScreen) replaceGame(sh *scene.Shared, start func() scene.Step) scene.Step {
	if !sh.Model.Active() {
		return start()
	}
	f.ask.ask(i18n.ConfirmReplaceGame, start)
	return scene.Step{Redraw: true}
}

func (f *formScreen) draw(p render.Painter, title string) {
	p.Clear()
	f.form.Draw(p)
	f.frame.DrawBars(p, title)
	f.bar.Draw(p)
	f.ask.Draw(p)
}

// Target finds a control: the question's while it shows, else the bar's or the form's.
func (f *formScreen) Target(name string) (render.Rect, bool) {
	if f.ask.open() {
		return f.ask.Target(name)
	}
	if r, ok := f.bar.Target(name); ok {
		return r, true
	}
	return f.form.Target(name)
}
