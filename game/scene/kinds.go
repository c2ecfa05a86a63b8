package scene

import (
	"errors"
	"fmt"

	"warboard/game/setup"
	"warboard/rules/record"
)

// Kind is one game Warboard plays, as the app's doors see it: New game, Load a record and
// Continue all go through the Kinds registry, which asks the game's Kind for a Game and
// keeps the model's books, so a game is added by adding its Kind.
type Kind interface {
	// ID names the game: its record's [Game] tag, its setup's Game and its autosaved
	// session's kind.
	ID() setup.GameID
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

// Kinds is the registry of the games, by ID: the one door into a game.
type Kinds map[setup.GameID]Kind

// NewKinds registers the games.
func NewKinds(ks ...Kind) Kinds {
	out := Kinds{}
	for _, k := range ks {
		out[k.ID()] = k
	}
	return out
}

func (ks Kinds) kind(id setup.GameID) (Kind, error) {
	if k, ok := ks[id]; ok {
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
