package scene

import (
	"errors"
	"testing"

	"warboard/game/i18n"
	"warboard/game/options"
	"warboard/game/setup"
	"warboard/game/storage"
	"warboard/rules/record"
)

// fakeKind is a game whose doors fail when told to.
type fakeKind struct {
	id     setup.GameID
	fail   error
	scenes []string
}

// testKinds are the two games with the screens they are continued on.
var testKinds = NewKinds(fakeKind{id: setup.Junqi, scenes: []string{"deploy", "handover", "play"}},
	fakeKind{id: setup.Napoleon, scenes: []string{"terrain", "setup", "handover", "play"}})

type fakeGame struct{ rec *record.Record }

func (k fakeKind) ID() setup.GameID           { return k.id }
func (k fakeKind) Name(*i18n.Printer) string  { return string(k.id) }
func (k fakeKind) Help(*i18n.Printer) string  { return "" }
func (k fakeKind) Options() options.Catalogue { return nil }
func (k fakeKind) Scenes() []string           { return k.scenes }
func (k fakeKind) New(_ *Shared, s setup.Setup) (Game, error) {
	return fakeGame{s.Record()}, k.fail
}
func (k fakeKind) Load(_ *Shared, rec *record.Record) (Game, error) { return fakeGame{rec}, k.fail }
func (k fakeKind) Restore(*Shared, []byte) (Game, error)            { return fakeGame{}, k.fail }

func (g fakeGame) Scene() Scene           { return nil }
func (g fakeGame) Rematch() (Game, error) { return g, nil }
func (g fakeGame) Record() *record.Record { return g.rec }

// TestKindsDoorsKeepTheGameOnFailure: a game that cannot be made or loaded leaves the game in
// progress as it was; an unknown game is an error, not a panic; a made game becomes the
// model's.
func TestKindsDoorsKeepTheGameOnFailure(t *testing.T) {
	boom := errors.New("boom")
	sh := &Shared{Model: NewModel(storage.NewMemStore())}
	ok := NewKinds(fakeKind{id: setup.Junqi})
	if _, err := ok.Start(sh, setup.Default(setup.Junqi)); err != nil {
		t.Fatal(err)
	}
	before := sh.Model.Saved()
	failing := NewKinds(fakeKind{id: setup.Napoleon, fail: boom}, fakeKind{id: setup.Junqi, fail: boom})
	if _, err := failing.Start(sh, setup.Default(setup.Napoleon)); !errors.Is(err, boom) {
		t.Fatalf("Start = %v, want boom", err)
	}
	rec, _ := record.Parse("[Game \"napoleon\"]\n[Board \"8x8\"]\n")
	if _, err := failing.Load(sh, rec); !errors.Is(err, boom) {
		t.Fatalf("Load = %v, want boom", err)
	}
	chess, _ := record.Parse("[Game \"chess\"]\n")
	if _, err := ok.Load(sh, chess); err == nil {
		t.Fatal("a chess record loaded")
	}
	if got := sh.Model.Saved(); got.Record != before.Record || got.Setup == nil || *got.Setup != *before.Setup {
		t.Fatalf("a failed door changed the game in progress: %+v, was %+v", got, before)
	}
	if _, err := NewKinds(fakeKind{id: setup.Napoleon}).Load(sh, rec); err != nil || sh.Model.Game() != setup.Napoleon {
		t.Fatalf("Load = %v, game %q", err, sh.Model.Game())
	}
}

// formerKind is a game whose autosaves once went by another name.
type formerKind struct{ fakeKind }

func (formerKind) FormerIDs() []setup.GameID { return []setup.GameID{"old"} }

// TestResumeAsksTheKinds: the registry decides which autosaves continue — a game it plays,
// on a screen that game names (or the model's own), under its kind or a former one — and
// an autosave of a game or screen it does not know is set aside, not shown half-broken.
func TestResumeAsksTheKinds(t *testing.T) {
	kinds := NewKinds(formerKind{fakeKind{id: setup.Junqi, scenes: []string{"bid"}}})
	saved := func(kind, scene string) *storage.MemStore {
		st := storage.NewMemStore()
		m := NewModel(st)
		m.Start(setup.Default(setup.Junqi))
		m.SetSession(kind, []byte("{}\n"+m.Record()), scene, m.Record(), 0)
		return st
	}
	for _, c := range []struct {
		kind, scene string
		ok          bool
	}{
		{"junqi", "bid", true},
		{"old", "bid", true}, // a former ID
		{"junqi", "game", true},
		{"junqi", "play", false}, // a screen this registry's Junqi does not name
		{"chess", "bid", false},
	} {
		st := saved(c.kind, c.scene)
		ok, err := NewModel(st).Resume(kinds)
		if ok != c.ok || (err == nil) != c.ok {
			t.Errorf("%s on %s: resumed %v, %v", c.kind, c.scene, ok, err)
		}
		if !c.ok {
			if data, _ := st.Load(storage.NameAutosave); data != nil {
				t.Errorf("%s on %s: not set aside", c.kind, c.scene)
			}
		}
	}
	if k, ok := kinds.Of("old"); !ok || k.ID() != setup.Junqi {
		t.Error("a former ID does not find its game")
	}
	if got := kinds.List(); len(got) != 1 || got[0].ID() != setup.Junqi {
		t.Errorf("List = %v", got)
	}
}
