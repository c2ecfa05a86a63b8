package menu

import (
	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/scene"
	"warboard/game/storage"
	"warboard/game/widget"
	"warboard/render"
)

// Settings is the preferences screen: language (taking effect at once), board
// orientation, the computer's pace, the Junqi piece faces and sound. Every change is saved immediately.
type Settings struct {
	shared *scene.Shared
	view   render.View
	frame  widget.Frame
	bar    widget.Buttons
	form   widget.Form
}

// NewSettings makes the settings screen.
func NewSettings(sh *scene.Shared) *Settings {
	return &Settings{shared: sh, form: widget.Form{Fonts: sh.Fonts}}
}

func (s *Settings) Name() string { return "settings" }

func (s *Settings) Layout(v render.View) {
	s.view = v
	p := s.shared.Text
	s.frame = widget.NewFrame(v, s.shared.Fonts, p, "")
	s.bar = widget.Buttons{s.frame.BackButton(p)}
	list := s.frame.Body
	list.Y += 4
	list.H -= 4
	s.form.Layout(list, s.frame.K, s.rows(), s.value)
}

func (s *Settings) rows() []widget.FormRow {
	p := s.shared.Text
	lang := widget.FormRow{Name: "language", Kind: widget.ChoiceRow, Label: p.T(i18n.SettingLanguage)}
	for _, l := range i18n.Langs() {
		lang.Chips = append(lang.Chips, widget.FormChip{Value: l.Code(), Label: l.Name()})
	}
	// the one place that decides which way the board faces, in every game (setup.MoverBottom)
	orient := widget.FormRow{Name: "orientation", Kind: widget.ChoiceRow, Label: p.T(i18n.SettingOrientation),
		Help: p.T(i18n.OrientHelp),
		Chips: []widget.FormChip{
			{Value: storage.OrientAuto, Label: p.T(i18n.OrientAuto)},
			{Value: storage.OrientMover, Label: p.T(i18n.OrientMover)},
			{Value: storage.OrientSouth, Label: p.T(i18n.OrientAlwaysSouth)},
		}}
	pace := widget.FormRow{Name: "pace", Kind: widget.ChoiceRow, Label: p.T(i18n.SettingPace),
		Chips: []widget.FormChip{
			{Value: storage.PaceInstant, Label: p.T(i18n.PaceInstant)},
			{Value: storage.PaceNormal, Label: p.T(i18n.PaceNormal)},
			{Value: storage.PaceSlow, Label: p.T(i18n.PaceSlow)},
		}}
	faces := widget.FormRow{Name: "faces", Kind: widget.ChoiceRow, Label: p.T(i18n.SettingFaces),
		Chips: []widget.FormChip{
			{Value: storage.FacesLanguage, Label: p.T(i18n.FacesLanguage)},
			{Value: storage.FacesChinese, Label: p.T(i18n.FacesChinese)},
		}}
	sound := widget.FormRow{Name: "sound", Kind: widget.ChoiceRow, Label: p.T(i18n.SettingSound),
		Chips: []widget.FormChip{{Value: "on", Label: p.T(i18n.On)}, {Value: "off", Label: p.T(i18n.Off)}}}
	warn := widget.FormRow{Name: "warn", Kind: widget.ChoiceRow, Label: p.T(i18n.SettingWarn),
		Chips: []widget.FormChip{
			{Value: storage.WarnEasy, Label: p.T(i18n.WarnEasy)},
			{Value: storage.WarnAlways, Label: p.T(i18n.WarnAlways)},
			{Value: storage.WarnNever, Label: p.T(i18n.WarnNever)},
		}}
	return []widget.FormRow{lang, orient, pace, warn, faces, sound}
}

func (s *Settings) value(name string) string {
	switch name {
	case "language":
		return s.shared.Text.Lang().Code()
	case "pace":
		return s.shared.Settings.Pace
	case "faces":
		return s.shared.Settings.Faces
	case "warn":
		return s.shared.Settings.Warn
	case "sound":
		return map[bool]string{true: "on", false: "off"}[s.shared.Settings.Sound]
	}
	return s.shared.Settings.Orientation
}

func (s *Settings) Update(events []input.Event) scene.Step {
	tapped, changed := s.form.Update(events)
	if tapped == "" {
		var c bool
		tapped, c = s.bar.Handle(events, render.Rect{})
		changed = changed || c
	}
	sh := s.shared
	switch tapped {
	case "button:back":
		return scene.Step{Next: NewMenu(sh)}
	case "option:language:zh", "option:language:en", "option:language:fr":
		l, _ := i18n.ParseLang(tapped[len("option:language:"):])
		sh.SetLanguage(l)
	case "option:orientation:" + storage.OrientAuto, "option:orientation:" + storage.OrientSouth, "option:orientation:" + storage.OrientMover:
		sh.Settings.Orientation = tapped[len("option:orientation:"):]
		sh.SaveSettings()
	case "option:pace:" + storage.PaceInstant, "option:pace:" + storage.PaceNormal, "option:pace:" + storage.PaceSlow:
		sh.Settings.Pace = tapped[len("option:pace:"):]
		sh.SaveSettings()
	case "option:warn:" + storage.WarnEasy, "option:warn:" + storage.WarnAlways, "option:warn:" + storage.WarnNever:
		sh.Settings.Warn = tapped[len("option:warn:"):]
		sh.SaveSettings()
	case "option:faces:" + storage.FacesLanguage, "option:faces:" + storage.FacesChinese:
		sh.Settings.Faces = tapped[len("option:faces:"):]
		sh.SaveSettings()
	case "option:sound:on", "option:sound:off":
		sh.Settings.Sound = tapped == "option:sound:on"
		sh.SaveSettings()
	default:
		return scene.Step{Redraw: changed}
	}
	// Texts change width with the language: lay everything out again.
	s.Layout(s.view)
	return scene.Step{Redraw: true}
}

func (s *Settings) Draw(p render.Painter) {
	p.Clear()
	s.form.Draw(p)
	s.frame.DrawBars(p, s.shared.Text.T(i18n.MenuSettings))
	s.bar.Draw(p)
}

func (s *Settings) Target(name string) (render.Rect, bool) {
	if r, ok := s.bar.Target(name); ok {
		return r, true
	}
	return s.form.Target(name)
}

// Form is the screen's scrolling list.
func (s *Settings) Form() *widget.Form { return &s.form }

// Controls are the screen's buttons: Back, then the list's.
func (s *Settings) Controls() widget.Buttons {
	return append(append(widget.Buttons{}, s.bar...), s.form.Controls()...)
}
