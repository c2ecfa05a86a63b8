package game

import (
	"strings"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/render"
)

// Play is the game screen. Until the boards and the deployment and play scenes land it shows
// what is being played — the setup's choices, or a loaded record's tags — and offers Back,
// which keeps the game for Continue.
type Play struct {
	shared *Shared
	frame  frame
	bar    buttons
	form   form
}

// NewPlay makes the screen for the model's current game.
func NewPlay(sh *Shared) *Play {
	sh.Model.SetScene("game")
	return &Play{shared: sh, form: form{fonts: sh.Fonts}}
}

func (s *Play) Name() string { return "game" }

func (s *Play) Layout(v render.View) {
	p := s.shared.Text
	s.frame = newFrame(v, s.shared.Fonts, p, "")
	s.bar = buttons{s.frame.backButton(p)}
	list := s.frame.body
	list.Y += 4
	list.H -= 4
	s.form.layout(list, s.frame.k, s.rows(), func(string) string { return "" })
}

// rows lists the setup's choices that apply, each with the value chosen; a loaded record
// shows its tags as written.
func (s *Play) rows() []formRow {
	p := s.shared.Text
	setup := s.shared.Model.Setup()
	if setup == nil {
		var lines []string
		for _, l := range strings.Split(s.shared.Model.Record(), "\n") {
			if strings.HasPrefix(l, "[") {
				lines = append(lines, l)
			}
		}
		return []formRow{{name: "record", kind: optInfo, label: p.T(i18n.MenuLoadRecord), help: strings.Join(lines, "\n")}}
	}
	var rows []formRow
	for _, o := range optionsOf(setup.Game) {
		if !o.applies(setup) {
			continue
		}
		rows = append(rows, formRow{name: o.name, kind: optInfo, label: p.T(o.label), help: valueText(o, setup, p)})
	}
	return rows
}

// valueText is an option's current value in words.
func valueText(o *option, s *Setup, p *i18n.Printer) string {
	v := o.get(s)
	switch o.kind {
	case optToggle:
		if v == "on" {
			return p.T(i18n.On)
		}
		return p.T(i18n.Off)
	case optStepper:
		return o.format(p, atoi(v))
	}
	for _, c := range o.choices(s) {
		if c.value == v {
			return c.label(p)
		}
	}
	return v
}

func (s *Play) Update(events []input.Event) Step {
	_, changed := s.form.update(events)
	tapped, c := s.bar.handle(events, render.Rect{})
	if tapped == "button:back" {
		return Step{Next: NewMenu(s.shared)}
	}
	if s.shared.Model.Finished() {
		return Step{Next: NewResult(s.shared)}
	}
	return Step{Redraw: changed || c}
}

func (s *Play) Draw(p render.Painter) {
	p.Clear()
	s.form.draw(p)
	s.frame.drawBars(p, s.shared.Model.Game().Name(s.shared.Text))
	s.bar.draw(p)
}

func (s *Play) Target(name string) (render.Rect, bool) {
	if r, ok := s.bar.target(name); ok {
		return r, true
	}
	return s.form.target(name)
}
