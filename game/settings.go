package game

import (
	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/storage"
	"warboard/render"
)

// Settings is the preferences screen: language (taking effect at once) and board
// orientation. Every change is saved immediately.
type Settings struct {
	shared *Shared
	view   render.View
	frame  frame
	bar    buttons
	form   form
}

// NewSettings makes the settings screen.
func NewSettings(sh *Shared) *Settings { return &Settings{shared: sh, form: form{fonts: sh.Fonts}} }

func (s *Settings) Name() string { return "settings" }

func (s *Settings) Layout(v render.View) {
	s.view = v
	p := s.shared.Text
	s.frame = newFrame(v, s.shared.Fonts, p, "")
	s.bar = buttons{s.frame.backButton(p)}
	list := s.frame.body
	list.Y += 4
	list.H -= 4
	s.form.layout(list, s.frame.k, s.rows(), s.value)
}

func (s *Settings) rows() []formRow {
	p := s.shared.Text
	lang := formRow{name: "language", kind: optChoice, label: p.T(i18n.SettingLanguage)}
	for _, l := range i18n.Langs() {
		lang.chips = append(lang.chips, formChip{value: l.Code(), label: l.Name()})
	}
	orient := formRow{name: "orientation", kind: optChoice, label: p.T(i18n.SettingOrientation),
		chips: []formChip{
			{value: storage.OrientSouth, label: p.T(i18n.OrientSouth)},
			{value: storage.OrientMover, label: p.T(i18n.OrientMover)},
		}}
	return []formRow{lang, orient}
}

func (s *Settings) value(name string) string {
	if name == "language" {
		return s.shared.Text.Lang().Code()
	}
	return s.shared.Settings.Orientation
}

func (s *Settings) Update(events []input.Event) Step {
	tapped, changed := s.form.update(events)
	if tapped == "" {
		var c bool
		tapped, c = s.bar.handle(events, render.Rect{})
		changed = changed || c
	}
	sh := s.shared
	switch tapped {
	case "button:back":
		return Step{Next: NewMenu(sh)}
	case "option:language:zh", "option:language:en", "option:language:fr":
		l, _ := i18n.ParseLang(tapped[len("option:language:"):])
		sh.SetLanguage(l)
	case "option:orientation:" + storage.OrientSouth, "option:orientation:" + storage.OrientMover:
		sh.Settings.Orientation = tapped[len("option:orientation:"):]
		sh.SaveSettings()
	default:
		return Step{Redraw: changed}
	}
	// Texts change width with the language: lay everything out again.
	s.Layout(s.view)
	return Step{Redraw: true}
}

func (s *Settings) Draw(p render.Painter) {
	p.Clear()
	s.form.draw(p)
	s.frame.drawBars(p, s.shared.Text.T(i18n.MenuSettings))
	s.bar.draw(p)
}

func (s *Settings) Target(name string) (render.Rect, bool) {
	if r, ok := s.bar.target(name); ok {
		return r, true
	}
	return s.form.target(name)
}
