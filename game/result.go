package game

import (
	"warboard/game/input"
	"warboard/render"
)

// Result shows how the game ended and leads back to the menu.
type Result struct {
	shared  *Shared
	outcome string
	layout  render.ResultLayout
	buttons buttons
}

// NewResult makes the result screen for the model's finished game.
func NewResult(sh *Shared) *Result {
	return &Result{shared: sh, outcome: sh.Model.Outcome(), buttons: buttons{{name: "button:menu", label: "Menu"}}}
}

func (s *Result) Name() string { return "result" }

func (s *Result) Layout(v render.View) {
	s.layout = render.Result(v)
	b := s.buttons[0]
	b.rect, b.size = s.layout.Menu, s.layout.MenuSize
}

func (s *Result) Update(events []input.Event) Step {
	tapped, changed := s.buttons.handle(events)
	if tapped == "button:menu" {
		s.shared.Model.Close()
		return Step{Next: NewMenu(s.shared)}
	}
	return Step{Redraw: changed}
}

func (s *Result) Draw(p render.Painter) {
	p.Clear()
	p.Text(s.outcome, s.layout.OutcomeSize, s.layout.Outcome, render.AlignCentre, render.TitleColour)
	s.buttons.draw(p)
}

func (s *Result) Target(name string) (render.Rect, bool) { return s.buttons.target(name) }
