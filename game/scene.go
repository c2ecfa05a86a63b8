package game

import (
	"warboard/game/input"
	"warboard/render"
)

// Scene is one screen of the app. The app calls Layout whenever the view changes (and before
// the first Update), Update once per tick with that tick's pointer events, and Draw only when
// a redraw was asked for.
type Scene interface {
	// Name identifies the scene to tests and the browser hook: "menu", "game", "result".
	Name() string
	Layout(v render.View)
	// Update handles this tick's events and says what comes next.
	Update(events []input.Event) Step
	// Draw paints the whole screen.
	Draw(p render.Painter)
	// Target is where a named thing ("button:back", later board points like "c6") is on
	// screen, in logical pixels.
	Target(name string) (render.Rect, bool)
}

// Step is a scene's answer to Update.
type Step struct {
	Next   Scene // switch to this scene; nil stays
	Redraw bool  // the screen must be drawn again (a change, or an animation frame)
}

// Shared is what every scene gets: the current game and the font.
type Shared struct {
	Model *Model
	Fonts *render.Fonts
}
