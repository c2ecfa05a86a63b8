package scene

import (
	"errors"
	"fmt"
	"slices"

	"warboard/game/i18n"
	"warboard/game/options"
	"warboard/game/setup"
	"warboard/render"
	"warboard/rules/record"
)

// Kind is one game Warboard plays, its whole door into the app: New game's card and options,
// Load a record, Continue and the autosave all go through the Kinds registry, which asks the
// game's Kind and keeps the model's books. The sound of an action is the game's screens'
// own (sound.Cue.Action). A game is added by its package and one line in the registry.
type Kind interface {
	// ID names the game: its record's [Game] tag, its setup's Game and its autosaved
	// session's kind.
	ID() setup.GameID
	// Name and Help are the game's name and one-line description on New game's card.
	Name(p *i18n.Printer) string
	Help(p *i18n.Printer) string
	// Options are the rows of the game's New game options.
	Options() options.Catalogue
	// Scenes are the names of the screens a game of this kind can be continued on (besides
	// the model's own "game" and "result"), so an autosave naming another is set aside.
	Scenes() []string
	// New makes the game the options screen chose. Nothing is saved yet.
	New(sh *Shared, s setup.Setup) (Game, error)
	// Load makes the game a record read from a file goes on with. Nothing is saved yet.
	Load(sh *Shared, rec *record.Record) (Game, error)
	// Restore makes the game an autosave left, from its play controller's saved state.
	Restore(sh *Shared, data []byte) (Game, error)
}

// Game is one game at one device, as its Kind made it: the play controller and the scenes
// that show it.
type Game interface {
	// Scene is the screen of the game's phase now; the controller is autosaved first.
	Scene() Scene
	// Rematch is the same game again from its start, with new random draws.
	Rematch() (Game, error)
	// Record is the game so far.
	Record() *record.Record
}

// Formerly is what a Kind whose autosaves once went by other names offers: those names, so
// an autosave written by an older Warboard still continues.
type Formerly interface {
	FormerIDs() []setup.GameID
}

// Teacher is what a Kind with How to play pages offers: its pages, in reading order. How to
// play shows the pages of every game in the registry that has them.
type Teacher interface {
	HowTo(sh *Shared) []Page
}

// Page is one page of How to play: a title, a few sentences, lines under them (a name and
// its explanation each) and a figure drawn with the game's own board and pieces.
type Page struct {
	Title, Text i18n.Key
	More        [][2]i18n.Key
	Figure      Figure
}

// Figure is a How to play picture. Only the page shown is laid out and drawn, so a game's
// figures may share their renderers.
type Figure interface {
	// Aspect is the figure's natural width over height.
	Aspect() float64
	// Layout places the figure in at for view v.
	Layout(at render.Rect, v render.View)
	// Pending reports stand-ins drawn for art still being made: draw again.
	Pending() bool
	// Draw paints the figure where it was laid out.
	Draw(p render.Painter)
}

// Kinds is the registry of the games, in New game's order: the one door into a game.
type Kinds struct {
	list []Kind
	byID map[setup.GameID]Kind // IDs and former IDs
}

// NewKinds registers the games, in menu order.
func NewKinds(ks ...Kind) Kinds {
	out := Kinds{list: ks, byID: map[setup.GameID]Kind{}}
	for _, k := range ks {
		out.byID[k.ID()] = k
		if f, ok := k.(Formerly); ok {
			for _, id := range f.FormerIDs() {
				out.byID[id] = k
			}
		}
	}
	return out
}

// List is the games in menu order.
func (ks Kinds) List() []Kind { return ks.list }

// Of is the game named id (its ID or a former one).
func (ks Kinds) Of(id setup.GameID) (Kind, bool) {
	k, ok := ks.byID[id]
	return k, ok
}

// Options are the option rows of game id (none for a game Warboard does not play).
func (ks Kinds) Options(id setup.GameID) options.Catalogue {
	if k, ok := ks.Of(id); ok {
		return k.Options()
	}
	return nil
}

// resumable reports whether a game can be continued on the scene named name.
func (ks Kinds) resumable(name string) bool {
	if name == "game" || name == "result" {
		return true // the model's own: a game just started or loaded, a game over
	}
	for _, k := range ks.list {
		if slices.Contains(k.Scenes(), name) {
			return true
		}
	}
	return false
}

func (ks Kinds) kind(id setup.GameID) (Kind, error) {
	if k, ok := ks.Of(id); ok {
		return k, nil
	}
	return nil, fmt.Errorf("[Game %q] is not a game Warboard plays", id)
}

// Start is New game's door: the game the options chose becomes the game in progress. A
// game that cannot be made leaves the model as it was.
func (ks Kinds) Start(sh *Shared, s setup.Setup) (Scene, error) {
	k, err := ks.kind(s.Game)
	if err != nil {
		return nil, err
	}
	g, err := k.New(sh, s)
	if err != nil {
		return nil, err
	}
	sh.Model.Start(s)
	return g.Scene(), nil
}

// Load is Load a record's door: a record read from a file becomes the game in progress. A
// record its game refuses leaves the model as it was.
func (ks Kinds) Load(sh *Shared, rec *record.Record) (Scene, error) {
	id, _ := rec.Tag("Game")
	k, err := ks.kind(setup.GameID(id))
	if err != nil {
		return nil, err
	}
	g, err := k.Load(sh, rec)
	if err != nil {
		return nil, err
	}
	sh.Model.Load(rec)
	return g.Scene(), nil
}

// Continue is the door of Continue and of a restart: the game the autosave holds, on the
// very screen it left. An autosave from before the play controllers kept their state
// (no session) goes on from its record.
func (ks Kinds) Continue(sh *Shared) (Scene, error) {
	kind, data := sh.Model.Session()
	if len(data) == 0 {
		rec, err := record.Parse(sh.Model.Record())
		if err != nil {
			return nil, err
		}
		k, err := ks.kind(sh.Model.Game())
		if err != nil {
			return nil, err
		}
		g, err := k.Load(sh, rec)
		if err != nil {
			return nil, err
		}
		return g.Scene(), nil
	}
	k, err := ks.kind(setup.GameID(kind))
	if err != nil {
		return nil, err
	}
	g, err := k.Restore(sh, data)
	if err != nil {
		return nil, err
	}
	return g.Scene(), nil
}

// Rematch is the result screen's door: g again from its start, as the model's setup (or
// the loaded record's tags) started it.
func Rematch(sh *Shared, g Game) (Scene, error) {
	if g == nil {
		return nil, errors.New("no game to play again")
	}
	next, err := g.Rematch()
	if err != nil {
		return nil, err
	}
	if s := sh.Model.Setup(); s != nil {
		sh.Model.Start(*s)
	} else {
		sh.Model.Load(next.Record())
	}
	return next.Scene(), nil
}
