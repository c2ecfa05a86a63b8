package game_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"warboard/game"
	"warboard/game/gametest"
	"warboard/game/i18n"
	"warboard/game/internal/platform"
	"warboard/game/scene"
	"warboard/game/setup"
	"warboard/game/storage"
	"warboard/render"
)

// loadAutosave decodes the stored autosave, failing the test when it is missing or broken.
func loadAutosave(t *testing.T, st storage.Store) scene.Saved {
	t.Helper()
	data, err := st.Load(storage.NameAutosave)
	if err != nil {
		t.Fatalf("no autosave: %v", err)
	}
	payload, err := storage.Decode(data, storage.KindAutosave)
	if err != nil {
		t.Fatalf("autosave envelope: %v", err)
	}
	s, err := scene.DecodeSaved(payload)
	if err != nil {
		t.Fatalf("autosave payload %s: %v", payload, err)
	}
	return s
}

func TestAutosaveFailureIsReported(t *testing.T) {
	st := storage.NewMemStore()
	st.FailSave = storage.ErrFull
	m := scene.NewModel(st)
	m.Start(setup.Default(setup.Junqi))
	if !errors.Is(m.SaveError(), storage.ErrFull) {
		t.Fatalf("SaveError = %v, want ErrFull", m.SaveError())
	}
	if got := scene.SaveMessage(i18n.NewPrinter(i18n.En), m.SaveError()); got != i18n.Text(i18n.En, i18n.ErrStorageFull) {
		t.Fatalf("message for a full store: %q", got)
	}
	// The app shows it over the screen.
	a := gametest.NewTestAppOn(t, render.View{W: 360, H: 640, Scale: 1}, st, platform.NewFolder(""))
	st.FailSave = storage.ErrFull
	a.GoTo("button:new", "newgame")
	a.GoTo("button:junqi", "options")
	a.GoTo("button:start", "deploy")
	if !strings.Contains(a.Shared().Notice, i18n.Text(a.Shared().Text.Lang(), i18n.ErrStorageFull)) {
		t.Fatalf("notice after a failed autosave: %q", a.Shared().Notice)
	}
}

// TestCorruptAutosave: a damaged save never crashes the app; it is set aside, its message
// shown once, and the next start is clean.
func TestCorruptAutosave(t *testing.T) {
	good, _ := json.Marshal(scene.Saved{Scene: "game", Setup: &setup.Setup{Game: setup.Junqi}, Record: "[Game \"junqi\"]\n[Board \"2p\"]\n"})
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
		a := gametest.NewTestAppOn(t, render.View{W: 360, H: 640, Scale: 1}, st, platform.NewFolder(""))
		gametest.WantScene(t, a, "menu")
		want := i18n.Text(i18n.Fr, i18n.ErrSaveCorrupt)
		if name == "another kind" || name == "another program" {
			want = i18n.Text(i18n.Fr, i18n.ErrSaveForeign)
		}
		if a.Shared().Notice != want {
			t.Errorf("%s: notice %q, want %q", name, a.Shared().Notice, want)
		}
		if a.Visible("button:continue") {
			t.Errorf("%s: Continue offered for a broken save", name)
		}
		a.Draw(gametest.NewScreen(a.View()))
		if _, err := st.Load(storage.NameAutosave); !errors.Is(err, storage.ErrNotFound) {
			t.Errorf("%s: the broken save was not set aside (%v); names %v", name, err, st.Names())
		}
		// Once: the next start says nothing.
		b := gametest.NewTestAppOn(t, render.View{W: 360, H: 640, Scale: 1}, st, platform.NewFolder(""))
		if b.Shared().Notice != "" {
			t.Errorf("%s: the message came back on the next start: %q", name, b.Shared().Notice)
		}
	}
	// A good save is kept.
	st := storage.NewMemStore()
	st.Save(storage.NameAutosave, broken(string(good)))
	m := scene.NewModel(st)
	if ok, err := m.Resume(game.Games); !ok || err != nil {
		t.Fatalf("good save: %v %v", ok, err)
	}
}
