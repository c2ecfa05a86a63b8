package game

import (
	"warboard/game/input"
	"warboard/render"
)

// Play is the game screen. For now it names the chosen game and offers Back: the boards are
// built in a later issue, and until then it shows no pretend board.
type Play struct {
	shared  *Shared
	info    GameInfo
	layout  render.GameLayout
	buttons buttons
}

// NewPlay makes the screen for the model's current game.
func NewPlay(sh *Shared) *Play {
	info, _ := Info(sh.Model.Game())
	return &Play{shared: sh, info: info, buttons: buttons{{name: "button:back", label: "← Back"}}}
}

func (s *Play) Name() string { return "game" }

func (s *Play) Layout(v render.View) {
	s.layout = render.Game(v)
	b := s.buttons[0]
	b.rect, b.size = s.layout.Back, s.layout.BackSize
}

func (s *Play) Update(events []input.Event) Step {
	tapped, changed := s.buttons.handle(events)
	if tapped == "button:back" {
		s.shared.Model.Close()
		return Step{Next: NewMenu(s.shared)}
	}
	if s.shared.Model.Finished() {
		return Step{Next: NewResult(s.shared)}
	}
	return Step{Redraw: changed}
}

func (s *Play) Draw(p render.Painter) {
	p.Clear()
	s.buttons.draw(p)
	p.Text(s.info.Title, s.layout.TitleSize, s.layout.Title, render.AlignCentre, render.TitleColour)
	p.Text("The board arrives in a later version.", s.layout.NoteSize, s.layout.Note, render.AlignCentre, render.MutedColour)
}

func (s *Play) Target(name string) (render.Rect, bool) { return s.buttons.target(name) }
