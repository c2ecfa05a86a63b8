package scene

import (
	"errors"
	"strings"
	"testing"

	"warboard/game/setup"
	"warboard/game/storage"
)

// loadAutosave decodes the stored autosave, failing the test when it is missing or broken.
func loadAutosave(t *testing.T, st storage.Store) Saved {
	t.Helper()
	data, err := st.Load(storage.NameAutosave)
	if err != nil {
		t.Fatalf("no autosave: %v", err)
	}
	payload, err := storage.Decode(data, storage.KindAutosave)
	if err != nil {
		t.Fatalf("autosave envelope: %v", err)
	}
	s, err := DecodeSaved(payload)
	if err != nil {
		t.Fatalf("autosave payload %s: %v", payload, err)
	}
	return s
}

func TestAutosaveFollowsEveryChange(t *testing.T) {
	st := storage.NewMemStore()
	m := NewModel(st)
	if _, err := st.Load(storage.NameAutosave); err == nil {
		t.Fatalf("a new model saved before any game")
	}
	chosen := setup.Default(setup.Napoleon)
	chosen.Napoleon.Size, chosen.Napoleon.Target = 10, 7
	m.Start(chosen)
	s := loadAutosave(t, st)
	if s.Scene != "game" || s.Setup == nil || *s.Setup != chosen || !strings.Contains(s.Record, `[Board "10x10"]`) {
		t.Fatalf("autosave after Start: %+v", s)
	}
	m.SetHandOver(&HandOverState{Seat: "N", Then: "game"})
	if h := loadAutosave(t, st).HandOver; h == nil || h.Seat != "N" || h.Then != "game" {
		t.Fatalf("hand-over not saved: %+v", h)
	}
	m.SetHandOver(nil)
	if h := loadAutosave(t, st).HandOver; h != nil {
		t.Fatalf("hand-over still saved after it ended: %+v", h)
	}

	// A restart resumes the very same state.
	m2 := NewModel(st)
	ok, err := m2.Resume(testKinds)
	if !ok || err != nil {
		t.Fatalf("Resume = %v, %v", ok, err)
	}
	if m2.Game() != setup.Napoleon || *m2.Setup() != chosen || m2.Record() != m.Record() {
		t.Fatalf("resumed %q %+v %q, want %+v %q", m2.Game(), m2.Setup(), m2.Record(), chosen, m.Record())
	}

	m2.Finish("North wins")
	if s := loadAutosave(t, st); s.Scene != "result" || s.Outcome != "North wins" {
		t.Fatalf("autosave after Finish: %+v", s)
	}
	if ok, _ := NewModel(st).Resume(testKinds); ok {
		t.Fatalf("a finished game can be continued")
	}
	m2.Close()
	if _, err := st.Load(storage.NameAutosave); !errors.Is(err, storage.ErrNotFound) {
		t.Fatalf("autosave after Close: %v", err)
	}
}

// countingStore counts the writes that reach a store.
type countingStore struct {
	storage.Store
	saves int
}

func (c *countingStore) Save(name string, data []byte) error {
	c.saves++
	return c.Store.Save(name, data)
}

func TestSetSessionWritesOnlyAChange(t *testing.T) {
	st := &countingStore{Store: storage.NewMemStore()}
	m := NewModel(st)
	m.Start(setup.Default(setup.Napoleon))
	text := m.Record()
	m.SetSession("napoleon", []byte(`{"a":1}`), "play", text, 0)
	n := st.saves
	m.SetSession("napoleon", []byte(`{"a":1}`), "play", text, 0)
	if st.saves != n {
		t.Fatalf("an unchanged session was written again (%d writes, want %d)", st.saves, n)
	}
	for _, c := range []struct {
		what, data, scene, text string
	}{
		{"session", `{"a":2}`, "play", text},
		{"scene", `{"a":2}`, "handover", text},
		{"record", `{"a":2}`, "handover", text + "\n1. a1-a2\n"},
	} {
		m.SetSession("napoleon", []byte(c.data), c.scene, c.text, 1)
		if st.saves != n+1 {
			t.Fatalf("a changed %s was not written (%d writes, want %d)", c.what, st.saves, n+1)
		}
		n = st.saves
		if s := loadAutosave(t, st); s.Scene != c.scene || string(s.Session) != c.data || s.Record != c.text {
			t.Fatalf("after a changed %s the autosave holds %+v", c.what, s)
		}
	}
	// A pending hand-over screen is cleared by the next session, so that one is written.
	m.SetHandOver(&HandOverState{Seat: "N", Then: "play"})
	n = st.saves
	m.SetSession("napoleon", []byte(`{"a":2}`), "handover", text+"\n1. a1-a2\n", 1)
	if st.saves != n+1 || loadAutosave(t, st).HandOver != nil {
		t.Fatalf("the hand-over was not cleared in the autosave (%d writes, want %d)", st.saves, n+1)
	}
	if m.Moves() != 1 {
		t.Fatalf("the model counts %d moves, want 1", m.Moves())
	}
}
