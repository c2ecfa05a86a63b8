package game

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"warboard/game/i18n"
	"warboard/game/storage"
	"warboard/render"
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
	var s Saved
	if err := json.Unmarshal(payload, &s); err != nil {
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
	setup := DefaultSetup(Napoleon)
	setup.Napoleon.Size, setup.Napoleon.Target = 10, 7
	m.Start(setup)
	s := loadAutosave(t, st)
	if s.Scene != "game" || s.Setup == nil || *s.Setup != setup || !strings.Contains(s.Record, `[Board "10x10"]`) {
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
	ok, err := m2.Resume()
	if !ok || err != nil {
		t.Fatalf("Resume = %v, %v", ok, err)
	}
	if m2.Game() != Napoleon || *m2.Setup() != setup || m2.Record() != m.Record() {
		t.Fatalf("resumed %q %+v %q, want %+v %q", m2.Game(), m2.Setup(), m2.Record(), setup, m.Record())
	}

	m2.Finish("North wins")
	if s := loadAutosave(t, st); s.Scene != "result" || s.Outcome != "North wins" {
		t.Fatalf("autosave after Finish: %+v", s)
	}
	if ok, _ := NewModel(st).Resume(); ok {
		t.Fatalf("a finished game can be continued")
	}
	m2.Close()
	if _, err := st.Load(storage.NameAutosave); !errors.Is(err, storage.ErrNotFound) {
		t.Fatalf("autosave after Close: %v", err)
	}
}

func TestAutosaveFailureIsReported(t *testing.T) {
	st := storage.NewMemStore()
	st.FailSave = storage.ErrFull
	m := NewModel(st)
	m.Start(DefaultSetup(Junqi))
	if !errors.Is(m.SaveError(), storage.ErrFull) {
		t.Fatalf("SaveError = %v, want ErrFull", m.SaveError())
	}
	if got := SaveMessage(i18n.NewPrinter(i18n.En), m.SaveError()); got != i18n.Text(i18n.En, i18n.ErrStorageFull) {
		t.Fatalf("message for a full store: %q", got)
	}
	// The app shows it over the screen.
	a := newTestAppOn(t, render.View{W: 360, H: 640, Scale: 1}, st, dirRecords{})
	st.FailSave = storage.ErrFull
	a.goTo("button:new", "newgame")
	a.goTo("button:junqi", "options")
	a.goTo("button:start", "deploy")
	if !strings.Contains(a.shared.notice, i18n.Text(a.shared.Text.Lang(), i18n.ErrStorageFull)) {
		t.Fatalf("notice after a failed autosave: %q", a.shared.notice)
	}
}

// TestCorruptAutosave: a damaged save never crashes the app; it is set aside, its message
// shown once, and the next start is clean.
func TestCorruptAutosave(t *testing.T) {
	good, _ := json.Marshal(Saved{Scene: "game", Setup: &Setup{Game: Junqi}, Record: "[Game \"junqi\"]\n[Board \"2p\"]\n"})
	broken := func(payload string) []byte {
		b, _ := storage.Encode(storage.KindAutosave, []byte(payload))
		return b
	}
	cases := map[string][]byte{
		"truncated":       func() []byte { b := broken(string(good)); return b[:len(b)/2] }(),
		"not JSON":        broken("{scene:"),
		"bad record":      broken(`{"scene":"game","record":"[Nope \"1\"]"}`),
		"unknown game":    broken(`{"scene":"game","setup":{"game":"chess"}}`),
		"unknown scene":   broken(`{"scene":"options"}`),
		"empty":           {},
		"another kind":    func() []byte { b, _ := storage.Encode(storage.KindSettings, good); return b }(),
		"another program": []byte(`{"hello":"world"}`),
	}
	for name, data := range cases {
		st := storage.NewMemStore()
		s := storage.DefaultSettings()
		s.Language = "fr"
		storage.SaveSettings(st, s)
		st.Save(storage.NameAutosave, data)
		a := newTestAppOn(t, render.View{W: 360, H: 640, Scale: 1}, st, dirRecords{})
		wantScene(t, a, "menu")
		want := i18n.Text(i18n.Fr, i18n.ErrSaveCorrupt)
		if name == "another kind" || name == "another program" {
			want = i18n.Text(i18n.Fr, i18n.ErrSaveForeign)
		}
		if a.shared.notice != want {
			t.Errorf("%s: notice %q, want %q", name, a.shared.notice, want)
		}
		if a.visible("button:continue") {
			t.Errorf("%s: Continue offered for a broken save", name)
		}
		a.Draw(newScreen(a.View()))
		if _, err := st.Load(storage.NameAutosave); !errors.Is(err, storage.ErrNotFound) {
			t.Errorf("%s: the broken save was not set aside (%v); names %v", name, err, st.Names())
		}
		// Once: the next start says nothing.
		b := newTestAppOn(t, render.View{W: 360, H: 640, Scale: 1}, st, dirRecords{})
		if b.shared.notice != "" {
			t.Errorf("%s: the message came back on the next start: %q", name, b.shared.notice)
		}
	}
	// A good save is kept.
	st := storage.NewMemStore()
	st.Save(storage.NameAutosave, broken(string(good)))
	m := NewModel(st)
	m.now = func() time.Time { return time.Unix(0, 0) }
	if ok, err := m.Resume(); !ok || err != nil {
		t.Fatalf("good save: %v %v", ok, err)
	}
}
