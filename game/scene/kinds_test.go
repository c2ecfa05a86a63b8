package scene

import (
	"errors"
	"testing"

	"warboard/game/setup"
	"warboard/game/storage"
	"warboard/rules/record"
)

// fakeKind is a game whose doors fail when told to.
type fakeKind struct {
	id   setup.GameID
	fail error
}

type fakeGame struct{ rec *record.Record }

func (k fakeKind) ID() setup.GameID { return k.id }
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
