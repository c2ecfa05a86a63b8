package gametest

import (
	"strings"

	"warboard/game/input"
	"warboard/game/scene"
)

// Advance plays, by taps, a capture if there is one, else the move that goes furthest
// towards the other side (the first of them, turning with n so the armies mix), and ends
// the turn.
func Advance(a *App, n int) string {
	a.T.Helper()
	sc := MustNapoleon(a)
	south := sc.Picture().ToMove.String() == "S"
	best, gain := "", -100
	legal := a.LegalMoves()
	for j := range legal {
		tok := legal[(j+n)%len(legal)]
		i := strings.IndexAny(tok, "-x")
		if i < 0 || strings.Contains(tok, "/") {
			continue
		}
		g := int(tok[len(tok)-1]) - int(tok[i-1])
		if !south {
			g = -g
		}
		if strings.Contains(tok, "x") {
			g += 10
		}
		if g > gain {
			best, gain = tok, g
		}
	}
	if best == "" {
		a.T.Fatalf("no move to play: %v", legal)
	}
	i := strings.IndexAny(best, "-x")
	a.GoTo(best[:i], "play")
	a.GoTo(best[i+1:], "play")
	a.Idle()
	a.Tap(input.Touch, "button:endturn")
	return best
}

// StartNapoleonGame goes from the menu through the options to the first set-up screen.
func StartNapoleonGame(a *App, options ...string) {
	a.T.Helper()
	a.GoTo("button:new", "newgame")
	a.GoTo("button:napoleon", "options")
	for _, o := range options {
		a.GoTo(o, "options")
	}
	a.GoTo("button:start", "handover")
	if !strings.Contains(a.Record(), `[Game "napoleon"]`) || a.Shown() != "" {
		a.T.Fatalf("hand-over: record %q, shown %q; want the game's tags and no board", a.Record(), a.Shown())
	}
}

// Placed reports whether the board shows piece (e.g. "SG") on square.
func Placed(a *App, square, piece string) bool {
	return strings.Contains(" "+a.Shown()+" ", " "+square+"="+piece+" ") ||
		strings.Contains(" "+a.Shown()+" ", " "+square+"="+piece+">")
}

// Model is the app's model of the running game.
func (a *App) Model() *scene.Model { return a.Shared().Model }

// MovesOf is the move text of a record.
func MovesOf(rec string) string {
	var out []string
	for _, l := range strings.Split(rec, "\n") {
		if l != "" && !strings.HasPrefix(l, "[") {
			out = append(out, l)
		}
	}
	return strings.Join(out, " ")
}

// StartWaterloo goes from the menu to the first hand-over of a Napoleon game of three or
// four armies, by touch.
func StartWaterloo(a *App, armies string, options ...string) {
	a.T.Helper()
	a.GoTo("button:new", "newgame")
	a.GoTo("button:napoleon", "options")
	a.GoTo("option:armies:"+armies, "options")
	for _, o := range options {
		a.GoTo(o, "options")
	}
	a.GoTo("button:start", "handover")
}
