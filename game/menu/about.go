package menu

import (
	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/scene"
	"warboard/game/widget"
	"warboard/render"
)

// About says what Warboard is, who made what it uses, and the font's licence.
type About struct {
	shared *scene.Shared
	frame  widget.Frame
	bar    widget.Buttons
	form   widget.Form
}

// NewAbout makes the About screen.
func NewAbout(sh *scene.Shared) *About { return &About{shared: sh, form: widget.Form{Fonts: sh.Fonts}} }

func (s *About) Name() string { return "about" }

func (s *About) Layout(v render.View) {
	p := s.shared.Text
	s.frame = widget.NewFrame(v, s.shared.Fonts, p, "")
	s.bar = widget.Buttons{s.frame.BackButton(p)}
	rows := []widget.FormRow{
		{Name: "app", Kind: widget.InfoRow, Label: p.T(i18n.AppName) + " · " + p.T(i18n.AboutVersion, version()), Help: p.T(i18n.AboutText)},
		{Name: "napoleon", Kind: widget.InfoRow, Label: p.T(i18n.GameNapoleon), Help: p.T(i18n.AboutNapoleon)},
		{Name: "credits", Kind: widget.InfoRow, Label: p.T(i18n.AboutEngine), Help: p.T(i18n.AboutFont) + "\n© 2014-2021 Adobe (Noto Sans CJK SC)"},
	}
	list := s.frame.Body
	list.Y += 4
	list.H -= 4
	s.form.Layout(list, s.frame.K, rows, func(string) string { return "" })
}

func (s *About) Update(events []input.Event) scene.Step {
	_, changed := s.form.Update(events)
	tapped, c := s.bar.Handle(events, render.Rect{})
	if tapped == "button:back" {
		return scene.Step{Next: NewMenu(s.shared)}
	}
	return scene.Step{Redraw: changed || c}
}

func (s *About) Draw(p render.Painter) {
	p.Clear()
	s.form.Draw(p)
	s.frame.DrawBars(p, s.shared.Text.T(i18n.MenuAbout))
	s.bar.Draw(p)
}

func (s *About) Target(name string) (render.Rect, bool) { return s.bar.Target(name) }
