package game_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"warboard/game/gametest"
	"warboard/game/internal/platform"
	"warboard/game/storage"
	"warboard/render"
)

// TestContinueOldSaves: an autosave written before the save format 2 (by the code of
// then: game/scene/testdata/v1) still resumes on a player's device, on the screen the old
// code showed, with the same game; the autosave is then written in the new format, and a
// restart resumes it the same.
func TestContinueOldSaves(t *testing.T) {
	for name, want := range map[string]struct {
		scene string
		moves int
	}{
		"junqi-play":              {"play", 40},
		"junqi-deploy":            {"handover", 0},
		"junqi-nosession":         {"deploy", 0},
		"napoleon-play":           {"play", 30},
		"napoleon-setup-handover": {"handover", 0},
	} {
		old, err := os.ReadFile(filepath.Join("scene", "testdata", "v1", name+".autosave"))
		if err != nil {
			t.Fatal(err)
		}
		st := storage.NewMemStore()
		st.Save(storage.NameAutosave, old)
		a := gametest.NewTestAppOn(t, render.View{W: 360, H: 640, Scale: 1}, st, platform.NewFolder(""))
		if a.Shared().Notice != "" {
			t.Fatalf("%s: %q", name, a.Shared().Notice)
		}
		rec := a.Shared().Model.Record()
		a.GoTo("button:continue", want.scene)
		if a.Shared().Model.Record() != rec || a.Shared().Model.Moves() != want.moves {
			t.Fatalf("%s: continued with %d moves, record\n%s", name, a.Shared().Model.Moves(), a.Shared().Model.Record())
		}
		data, _ := st.Load(storage.NameAutosave)
		if !strings.HasPrefix(string(data), "warboard 2 autosave ") {
			t.Errorf("%s: the autosave was not written again in the new format: %.60q", name, data)
		}
		b := gametest.NewTestAppOn(t, a.View(), st, platform.NewFolder(""))
		b.GoTo("button:continue", want.scene)
		if b.Shared().Model.Record() != rec || b.Shared().Model.Saved().Scene != a.Shared().Model.Saved().Scene {
			t.Errorf("%s: the new save continues elsewhere: %q", name, b.Shared().Model.Saved().Scene)
		}
	}
}
