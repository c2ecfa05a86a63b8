// Package level is the one table of the computer's levels: their names, weakest first, which
// ones players choose for a computer seat in the app, and the browser's time cap for a move.
// The referee, the worker, the desktop players, New game's options and the time caps all
// read it; a new level is a row here (plus its parameters in each game's player, its name
// in the app's catalogue: tests name what is missing). It imports nothing: every program
// and the browser's page may link it.
package level

// Level is one row of the table.
type Level struct {
	Name string
	// Chosen: offered to players for a computer seat. The others are yardsticks the ladder
	// measures against (and a record may name).
	Chosen bool
	// CapMS is the most a move may think in the browser on boards up to 10×10 (twice on
	// bigger Napoleon boards), in milliseconds: the counted work decides a move, the clock
	// only caps it (game/computer). 0: the level answers at once.
	CapMS int
}

// All are the levels, weakest first: each is clearly stronger than the one before it in
// every mode (docs/ladder.md).
var All = []Level{
	{Name: "random"},
	{Name: "greedy"},
	{Name: "easy", Chosen: true, CapMS: 120},
	{Name: "normal", Chosen: true, CapMS: 250},
	{Name: "hard", Chosen: true, CapMS: 750},
}

// Default is the level of a computer seat that names none.
const Default = "normal"

// Names are every level's name, weakest first.
func Names() []string {
	out := make([]string, len(All))
	for i, l := range All {
		out[i] = l.Name
	}
	return out
}

// ChosenNames are the names of the levels players choose, weakest first.
func ChosenNames() []string {
	var out []string
	for _, l := range All {
		if l.Chosen {
			out = append(out, l.Name)
		}
	}
	return out
}

// Of is the level named name; ok is false for a name the table lacks.
func Of(name string) (l Level, ok bool) {
	for _, l := range All {
		if l.Name == name {
			return l, true
		}
	}
	return Level{}, false
}

// IsChosen reports whether players may choose the level named name.
func IsChosen(name string) bool {
	l, ok := Of(name)
	return ok && l.Chosen
}
