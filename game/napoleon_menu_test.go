//go:build !js

package game

import (
	"strings"
	"testing"

	"warboard/game/internal/platform"
	"warboard/render"
)

// TestNapoleonGameMenu: Save record writes the file the Load screen lists; Main menu
// keeps the game for Continue; Close closes.
func TestNapoleonGameMenu(t *testing.T) {
	a := newTestApp(t, render.View{W: 1280, H: 800, Scale: 1})
	dir := a.shared.Records.Dir() // Save record writes there
	startNapoleonGame(a)
	a.goTo("button:ready", "setup")
	a.goTo("button:gamemenu", "setup")
	a.goTo("menu:close", "setup")
	a.goTo("button:gamemenu", "setup")
	if a.visible("menu:draw") {
		t.Fatalf("a draw can be offered during the set-up")
	}
	a.goTo("menu:save", "setup")
	files, err := platform.NewFolder(dir).List()
	if err != nil || len(files) != 1 || !strings.Contains(a.shared.Notice, files[0]) {
		t.Fatalf("saved files %v (%v), notice %q", files, err, a.shared.Notice)
	}
	text, _ := platform.NewFolder(dir).Read(files[0])
	if !strings.Contains(text, `[Game "napoleon"]`) {
		t.Fatalf("saved record:\n%s", text)
	}
	a.idle()
	a.goTo("button:gamemenu", "setup") // the notice does not eat the tap
	a.goTo("menu:main", "menu")
	a.goTo("button:continue", "setup")
}
