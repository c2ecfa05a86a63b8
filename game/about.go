package game

import (
	"runtime/debug"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/render"
)

// About says what Warboard is, who made what it uses, and the font's licence.
type About struct {
	shared *Shared
	frame  frame
	bar    buttons
	form   form
}

// NewAbout makes the About screen.
func NewAbout(sh *Shared) *About { return &About{shared: sh, form: form{fonts: sh.Fonts}} }

func (s *About) Name() string { return "about" }

func (s *About) Layout(v render.View) {
	p := s.shared.Text
	s.frame = newFrame(v, s.shared.Fonts, p, "")
	s.bar = buttons{s.frame.backButton(p)}
	rows := []formRow{
		{name: "app", kind: optInfo, label: p.T(i18n.AppName) + " · " + p.T(i18n.AboutVersion, version()), help: p.T(i18n.AboutText)},
		{name: "napoleon", kind: optInfo, label: p.T(i18n.GameNapoleon), help: p.T(i18n.AboutNapoleon)},
		{name: "credits", kind: optInfo, label: p.T(i18n.AboutEngine), help: p.T(i18n.AboutFont) + "\n© 2014-2021 Adobe (Noto Sans CJK SC)"},
	}
	list := s.frame.body
	list.Y += 4
	list.H -= 4
	s.form.layout(list, s.frame.k, rows, func(string) string { return "" })
}

// version is the module version of the build, or its VCS revision, or "dev".
func version() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "dev"
	}
	if v := info.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	for _, s := range info.Settings {
		if s.Key == "vcs.revision" && len(s.Value) >= 7 {
			return s.Value[:7]
		}
	}
	return "dev"
}

func (s *About) Update(events []input.Event) Step {
	_, changed := s.form.update(events)
	tapped, c := s.bar.handle(events, render.Rect{})
	if tapped == "button:back" {
		return Step{Next: NewMenu(s.shared)}
	}
	return Step{Redraw: changed || c}
}

func (s *About) Draw(p render.Painter) {
	p.Clear()
	s.form.draw(p)
	s.frame.drawBars(p, s.shared.Text.T(i18n.MenuAbout))
	s.bar.draw(p)
}

func (s *About) Target(name string) (render.Rect, bool) { return s.bar.target(name) }
