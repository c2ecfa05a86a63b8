// Package game is Warboard's application: the scenes (menu, game, result), the pointer input
// they share, and the model of the game being played. It draws through package render and
// will take every rule from package rules.
package game

// GameID names one of the games Warboard plays.
type GameID string

const (
	Junqi    GameID = "junqi"
	Napoleon GameID = "napoleon"
)

// GameInfo is how the menu presents a game.
type GameInfo struct {
	ID    GameID
	Label string // big button text
	Sub   string // smaller line under it
	Title string // heading on the game screen
}

// Games lists the games in menu order.
var Games = []GameInfo{
	{ID: Junqi, Label: "军棋", Sub: "Junqi (land battle chess)", Title: "军棋 Junqi"},
	{ID: Napoleon, Label: "Napoleon Strategy", Sub: "infantry, cavalry, cannon", Title: "Napoleon Strategy"},
}

// Info returns the menu entry for id.
func Info(id GameID) (GameInfo, bool) {
	for _, g := range Games {
		if g.ID == id {
			return g, true
		}
	}
	return GameInfo{}, false
}

// Model is the current game, shared by all scenes: the one place that says what is being
// played, so a scene change never loses it.
type Model struct {
	game    GameID
	outcome string
}

// Start begins a new game of id.
func (m *Model) Start(id GameID) {
	m.game, m.outcome = id, ""
}

// Finish ends the running game; outcome says how, for the result screen.
func (m *Model) Finish(outcome string) {
	if m.game != "" {
		m.outcome = outcome
	}
}

// Close leaves the game, back to no game at all.
func (m *Model) Close() {
	m.game, m.outcome = "", ""
}

// Game is the chosen game, "" when none is.
func (m *Model) Game() GameID { return m.game }

// Finished reports whether the chosen game has ended.
func (m *Model) Finished() bool { return m.game != "" && m.outcome != "" }

// Outcome is how the game ended, "" while it runs.
func (m *Model) Outcome() string { return m.outcome }

// Record is the running game as a notation.md record, "" when no game runs. No rules game is
// attached to the model yet (the boards come in a later issue), so there is nothing to
// write and it is always "" for now.
func (m *Model) Record() string {
	return ""
}
