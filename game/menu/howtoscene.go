package menu

import (
	"warboard/game/howto"
	"warboard/game/input"
	"warboard/game/scene"
)

// HowToScene is How to play as a screen of its own, opened from the main menu (the game
// menu shows the same pages over the game).
type HowToScene struct {
	*howto.HowTo
	shared *scene.Shared
}

// NewHowToScene opens How to play on the game in progress, or Junqi.
func NewHowToScene(sh *scene.Shared) *HowToScene {
	return &HowToScene{HowTo: howto.New(sh, sh.Model.Game()), shared: sh}
}

func (s *HowToScene) Name() string { return "howto" }

func (s *HowToScene) Update(events []input.Event) scene.Step {
	back, st := s.HowTo.Update(events)
	if back {
		return scene.Step{Next: NewMenu(s.shared)}
	}
	return st
}
