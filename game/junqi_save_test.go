//go:build !js

package game

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

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
		a := startJunqiTest(t, secretView, "option:mode:"+c.mode)
		dir = a.shared.Records.Dir()
		a.deployAll()
		a.throughHandOver()
		a.playSome(4, false) // in 翻棋 a side may resign once its colour is known
		a.throughHandOver()
		wantScene(t, a, "play")
		before := files()
		a.goTo("button:gamemenu", "play")
		if c.secret {
			// Disabled: no target to tap, and a tap where it stands does nothing.
			if a.visible("menu:save") {
				t.Fatalf("%s: the game menu offers Save record mid-game", c.mode)
			}
			for _, b := range a.scene.(*junqiscreen.JunqiPlay).GameMenu().Items() {
				if b.Name == "menu:save" {
					if !b.Disabled {
						t.Fatalf("%s: Save record is not disabled", c.mode)
					}
					a.tapAt(input.Point{X: b.Rect.X + b.Rect.W/2, Y: b.Rect.Y + b.Rect.H/2})
				}
			}
		} else {
			a.goTo("menu:save", "play")
		}
		a.idle()
		if got := files() - before; c.secret && got != 0 {
			t.Fatalf("%s: Save record in the game menu wrote %d files mid-game", c.mode, got)
		} else if !c.secret && got != 1 {
			t.Fatalf("%s: Save record in the game menu wrote %d files, want 1", c.mode, got)
		}
		if c.secret {
			a.goTo("menu:close", "play") // the disabled item left the menu open
			a.goTo("button:gamemenu", "play")
		} else {
			a.goTo("button:gamemenu", "play") // the "saved" notice does not eat this tap
			if !a.visible("menu:resign") {
				t.Fatalf("%s: the tap after the saved notice did not open the menu", c.mode)
			}
		}
		a.goTo("menu:resign", "play")
		a.goTo("menu:confirm", "result")
		a.goTo("button:saverecord", "result")
		if !savedFinished(t, dir) {
			t.Fatalf("%s: Save record on the result screen wrote no file (%q)", c.mode, a.shared.Notice)
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
