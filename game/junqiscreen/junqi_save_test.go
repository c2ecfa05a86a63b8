//go:build !js

package junqiscreen_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"warboard/game/gametest"
	"warboard/game/input"
	"warboard/game/junqiscreen"
)

// TestJunqiSaveRecordKeepsSecrets: the game menu of a 暗棋 or 翻棋 game in progress must not
// hand the holder a record holding the other seats' layouts (its [Position] has every rank):
// its "Save record" is disabled and a tap on it writes nothing. An open game saves at once,
// and a finished game saves from the result screen, every piece in it.
func TestJunqiSaveRecordKeepsSecrets(t *testing.T) {
	var dir string // a folder per game (each app has its own): file names only tell the second
	files := func() int {
		t.Helper()
		es, err := os.ReadDir(dir)
		if err != nil && !os.IsNotExist(err) {
			t.Fatal(err)
		}
		return len(es)
	}
	for _, c := range []struct {
		mode   string
		secret bool
	}{{"dark", true}, {"flip", true}, {"open", false}} {
		a := gametest.StartJunqiTest(t, secretView, "option:mode:"+c.mode)
		dir = a.Shared().Records.Dir()
		a.DeployAll()
		a.ThroughHandOver()
		a.PlaySome(4, false) // in 翻棋 a side may resign once its colour is known
		a.ThroughHandOver()
		gametest.WantScene(t, a, "play")
		before := files()
		a.GoTo("button:gamemenu", "play")
		if c.secret {
			// Disabled: no target to tap, and a tap where it stands does nothing.
			if a.Visible("menu:save") {
				t.Fatalf("%s: the game menu offers Save record mid-game", c.mode)
			}
			for _, b := range a.Scene().(*junqiscreen.JunqiPlay).GameMenu().Items() {
				if b.Name == "menu:save" {
					if !b.Disabled {
						t.Fatalf("%s: Save record is not disabled", c.mode)
					}
					a.TapAt(input.Point{X: b.Rect.X + b.Rect.W/2, Y: b.Rect.Y + b.Rect.H/2})
				}
			}
		} else {
			a.GoTo("menu:save", "play")
		}
		a.Idle()
		if got := files() - before; c.secret && got != 0 {
			t.Fatalf("%s: Save record in the game menu wrote %d files mid-game", c.mode, got)
		} else if !c.secret && got != 1 {
			t.Fatalf("%s: Save record in the game menu wrote %d files, want 1", c.mode, got)
		}
		if c.secret {
			a.GoTo("menu:close", "play") // the disabled item left the menu open
			a.GoTo("button:gamemenu", "play")
		} else {
			a.GoTo("button:gamemenu", "play") // the "saved" notice does not eat this tap
			if !a.Visible("menu:resign") {
				t.Fatalf("%s: the tap after the saved notice did not open the menu", c.mode)
			}
		}
		a.GoTo("menu:resign", "play")
		a.GoTo("menu:confirm", "result")
		a.GoTo("button:saverecord", "result")
		if !savedFinished(t, dir) {
			t.Fatalf("%s: Save record on the result screen wrote no file (%q)", c.mode, a.Shared().Notice)
		}
	}
}

// savedFinished reports whether dir holds a saved record of a finished game.
func savedFinished(t *testing.T, dir string) bool {
	t.Helper()
	es, _ := os.ReadDir(dir)
	for _, e := range es {
		b, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err == nil && strings.Contains(string(b), "[Result ") {
			return true
		}
	}
	return false
}
