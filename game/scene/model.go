package scene

import (
	"bytes"
	"errors"
	"fmt"
	"time"

	"warboard/game/i18n"
	"warboard/game/internal/minijson"
	"warboard/game/setup"
	"warboard/game/storage"
	"warboard/rules/record"
)

// HandOverState is a pending hand-over screen: who gets the device, and the scene that follows.
type HandOverState struct {
	Seat string `json:"seat"` // a seat letter: S E N W
	Then string `json:"then"` // the scene after it, by name
}

// Saved is the autosave's content: enough to bring back the very screen the player left.
// EncodeSaved writes it for the storage envelope; fields are only ever added.
type Saved struct {
	Scene    string              `json:"scene"`              // the scene to reopen, by name
	Setup    *setup.Setup        `json:"setup,omitempty"`    // the options the game was started with
	Record   string              `json:"record,omitempty"`   // the game so far, notation.md text
	HandOver *HandOverState      `json:"handover,omitempty"` // a hand-over screen that was showing
	Deploy   minijson.RawMessage `json:"deploy,omitempty"`   // the deployment in progress (its scene's own format)
	Outcome  string              `json:"outcome,omitempty"`  // how the game ended, for the result screen
	// Kind and Session are a play controller's own saved state (its Save bytes): the
	// scene, the set-up in progress, the turn being built. Kind names the controller
	// ("napoleon", "junqi"); sceneByName rebuilds the scene from them.
	Kind    string              `json:"kind,omitempty"`
	Session minijson.RawMessage `json:"session,omitempty"`
}

// Model is the current game, shared by all scenes: the one place that says what is being
// played, so a scene change never loses it. Every change is autosaved to its store.
type Model struct {
	store   storage.Store // nil: nothing is saved (tests that do not care)
	now     func() time.Time
	cur     Saved        // Scene "" when no game runs
	game    setup.GameID // the record's Game tag
	moves   int          // the record's move tokens
	saveErr error        // the last autosave failure, nil after a success
}

// NewModel is a model without a game that autosaves to store.
func NewModel(store storage.Store) *Model {
	return &Model{store: store, now: time.Now}
}

// Active reports whether a game is in progress (started or loaded, not finished).
func (m *Model) Active() bool { return m.cur.Scene != "" && m.cur.Outcome == "" }

// Game is the game in progress, "" when none is.
func (m *Model) Game() setup.GameID {
	switch {
	case m.cur.Setup != nil:
		return m.cur.Setup.Game
	case m.cur.Scene != "":
		return m.game
	}
	return ""
}

// Setup is the options the game was started with (nil for a loaded record).
func (m *Model) Setup() *setup.Setup { return m.cur.Setup }

// Saved is a copy of the state the model autosaves.
func (m *Model) Saved() Saved { return m.cur }

// Start begins a new game with setup, replacing any game in progress.
func (m *Model) Start(setup setup.Setup) {
	rec := setup.Record()
	m.cur = Saved{Scene: "game", Setup: &setup, Record: rec.String()}
	m.keep(rec)
	m.save()
}

// Load takes a record read from a file (already parsed) as the game in progress.
func (m *Model) Load(rec *record.Record) {
	m.cur = Saved{Scene: "game", Record: rec.String()}
	m.keep(rec)
	m.save()
}

// keep notes what the model answers about rec without keeping rec itself.
func (m *Model) keep(rec *record.Record) {
	g, _ := rec.Tag("Game")
	m.game, m.moves = setup.GameID(g), len(rec.Moves)
}

// Record is the game in progress as a notation.md record, "" when none runs.
func (m *Model) Record() string { return m.cur.Record }

// Moves is the number of move tokens played so far.
func (m *Model) Moves() int { return m.moves }

// SetScene remembers the scene showing the game, so Continue reopens it.
func (m *Model) SetScene(name string) {
	if m.cur.Scene == "" || m.cur.Scene == name {
		return
	}
	m.cur.Scene = name
	m.save()
}

// SetHandOver remembers a hand-over screen in front of the game (nil: none).
func (m *Model) SetHandOver(h *HandOverState) {
	if m.cur.Scene == "" {
		return
	}
	m.cur.HandOver = h
	m.save()
}

// SetSession keeps a play controller's state after an action: kind names the
// controller (the game's ID), data is its Save bytes, scene the scene showing it, text the
// record so far and moves its number of move tokens: the controller knows both, so the
// record is not parsed again after every action. It is autosaved at once, so a reload
// shows the very same screen.
func (m *Model) SetSession(kind string, data []byte, scene, text string, moves int) {
	if m.cur.Scene == "" {
		return
	}
	if m.saveErr == nil && m.cur.HandOver == nil && m.cur.Kind == kind && m.cur.Scene == scene &&
		m.cur.Record == text && bytes.Equal(m.cur.Session, data) {
		// Nothing a reload must restore changed (a Napoleon selection is not saved): the
		// stored autosave is this one already, and writing it costs more than the action.
		m.moves = moves
		return
	}
	m.cur.Kind, m.cur.Session, m.cur.Scene, m.cur.HandOver = kind, data, scene, nil
	m.cur.Record, m.moves = text, moves
	if m.game == "" {
		m.game = setup.GameID(kind)
	}
	m.save()
}

// Session is the play controller's saved state, if the game has one.
func (m *Model) Session() (kind string, data []byte) { return m.cur.Kind, m.cur.Session }

// Finish ends the game in progress; outcome says how, for the result screen.
func (m *Model) Finish(outcome string) {
	if m.cur.Scene == "" {
		return
	}
	m.cur.Outcome, m.cur.Scene, m.cur.HandOver = outcome, "result", nil
	m.save()
}

// Finished reports whether the game has ended.
func (m *Model) Finished() bool { return m.cur.Outcome != "" }

// Outcome is how the game ended, "" while it runs.
func (m *Model) Outcome() string { return m.cur.Outcome }

// Close leaves the game for good: nothing to continue any more.
func (m *Model) Close() {
	m.cur, m.game, m.moves = Saved{}, "", 0
	if m.store != nil {
		if err := m.store.Remove(storage.NameAutosave); err != nil && !errors.Is(err, storage.ErrNotFound) {
			m.saveErr = err
		}
	}
}

// SaveError is the last autosave failure, nil when the last save worked.
func (m *Model) SaveError() error { return m.saveErr }

func (m *Model) save() {
	if m.store == nil {
		return
	}
	payload, err := EncodeSaved(m.cur)
	if err == nil {
		err = storage.SaveEnvelope(m.store, storage.NameAutosave, storage.KindAutosave, payload)
	}
	m.saveErr = err
}

// Resume reads the autosave into the model. ok reports a game to continue: one of games, on
// a screen it can be continued on. A save that cannot be read is set aside (its bytes kept
// under another name) and err says so, once: the next Resume finds nothing.
func (m *Model) Resume(games Kinds) (ok bool, err error) {
	if m.store == nil {
		return false, nil
	}
	var s Saved
	var rec *record.Record
	_, err = storage.LoadOrSetAside(m.store, storage.NameAutosave, storage.KindAutosave, m.now(), func(payload []byte) error {
		var err error
		if s, err = DecodeSaved(payload); err != nil {
			return err
		}
		return checkSaved(&s, &rec, games)
	})
	if errors.Is(err, storage.ErrNoSave) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	m.cur = s
	m.keep(rec)
	return m.Active(), nil
}

// checkSaved refuses a payload that decodes but makes no sense, so it is set aside rather
// than shown half-broken.
func checkSaved(s *Saved, rec **record.Record, games Kinds) error {
	if s.Scene == "" {
		return errors.New("no scene")
	}
	if !games.resumable(s.Scene) {
		return fmt.Errorf("scene %q cannot be resumed", s.Scene)
	}
	if s.Setup != nil {
		if _, ok := games.Of(s.Setup.Game); !ok {
			return fmt.Errorf("unknown game %q", s.Setup.Game)
		}
	}
	if _, ok := games.Of(setup.GameID(s.Kind)); s.Kind != "" && !ok {
		return fmt.Errorf("unknown game %q", s.Kind)
	}
	r, err := record.Parse(s.Record)
	if err != nil {
		return fmt.Errorf("record: %w", err)
	}
	*rec = r
	return nil
}

// SaveMessage is the player's message for a failed Resume or autosave.
func SaveMessage(p *i18n.Printer, err error) string {
	switch {
	case errors.Is(err, storage.ErrForeign):
		return p.T(i18n.ErrSaveForeign)
	case errors.Is(err, storage.ErrCorrupt):
		return p.T(i18n.ErrSaveCorrupt)
	case errors.Is(err, storage.ErrFull):
		return p.T(i18n.ErrStorageFull)
	case errors.Is(err, storage.ErrUnavailable):
		return p.T(i18n.ErrStorageOff)
	}
	return p.T(i18n.ErrSaveFailed, err)
}
