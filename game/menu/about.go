package menu

import (
	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/scene"
	"warboard/game/widget"
	"warboard/render"
)

// Release is the version a release build names itself in About, written by the linker
// (`make release`: -ldflags "-X warboard/game/menu.Release=…"); empty in other builds.
var Release string

// About says what Warboard is, who made what it uses, and the font's licence.
type About struct {
	shared  *scene.Shared
	frame   widget.Frame
	bar     widget.Buttons
	form    widget.Form
	view    render.View
	offered bool // the install row shows (the browser may offer it later, or stop)
}

// NewAbout makes the About screen.
func NewAbout(sh *scene.Shared) *About { return &About{shared: sh, form: widget.Form{Fonts: sh.Fonts}} }

func (s *About) Name() string { return "about" }

func (s *About) Layout(v render.View) {
	s.view = v
	p := s.shared.Text
	s.frame = widget.NewFrame(v, s.shared.Fonts, p, "")
	s.bar = widget.Buttons{s.frame.BackButton(p)}
	var rows []widget.FormRow
	switch in := s.shared.Install; {
	case in != nil && in.Installable():
		rows = append(rows, widget.FormRow{Name: "install", Kind: widget.ActionRow, Label: p.T(i18n.InstallApp), Help: p.T(i18n.InstallWhy)})
	case in != nil && in.HowTo():
		rows = append(rows, widget.FormRow{Name: "install", Kind: widget.InfoRow, Label: p.T(i18n.InstallApp), Help: p.T(i18n.InstallIOS)})
	}
	s.offered = s.shared.InstallOffered()
	rows = append(rows, []widget.FormRow{
		{Name: "app", Kind: widget.InfoRow, Label: p.T(i18n.AppName) + " · " + p.T(i18n.AboutVersion, version()), Help: p.T(i18n.AboutText)},
		{Name: "napoleon", Kind: widget.InfoRow, Label: p.T(i18n.GameNapoleon), Help: p.T(i18n.AboutNapoleon)},
		{Name: "credits", Kind: widget.InfoRow, Label: p.T(i18n.AboutEngine), Help: p.T(i18n.AboutFont) + "\n© 2014-2021 Adobe (Noto Sans CJK SC)"},
	}...)
	list := s.frame.Body
	list.Y += 4
	list.H -= 4
	s.form.Layout(list, s.frame.K, rows, func(string) string { return "" })
}

func (s *About) Update(events []input.Event) scene.Step {
	row, changed := s.form.Update(events)
	if row == "install" && s.shared.Install != nil && s.shared.Install.Installable() {
		s.shared.Install.Install() // the browser's own prompt
	}
	tapped, c := s.bar.Handle(events, render.Rect{})
	if tapped == "button:back" {
		return scene.Step{Next: NewMenu(s.shared)}
	}
	if s.shared.InstallOffered() != s.offered { // the browser's offer came (or went)
		s.Layout(s.view)
		changed = true
	}
	return scene.Step{Redraw: changed || c}
}

func (s *About) Draw(p render.Painter) {
	p.Clear()
	s.form.Draw(p)
	s.frame.DrawBars(p, s.shared.Text.T(i18n.MenuAbout))
	s.bar.Draw(p)
}

func (s *About) Target(name string) (render.Rect, bool) {
	if r, ok := s.form.Target(name); ok {
		return r, true
	}
	return s.bar.Target(name)
}
