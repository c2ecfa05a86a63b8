//go:build !js

package napoleonscreen_test

import (
	"strings"
	"testing"

	"warboard/game/gametest"
	"warboard/game/internal/platform"
	"warboard/render"
)

// TestNapoleonGameMenu: Save record writes the file the Load screen lists; Main menu
// keeps the game for Continue; Close closes.
func TestNapoleonGameMenu(t *testing.T) {
	a := gametest.NewTestApp(t, render.View{W: 1280, H: 800, Scale: 1})
	dir := a.Shared().Records.Dir() // Save record writes there
	gametest.StartNapoleonGame(a)
	a.GoTo("button:ready", "setup")
	a.GoTo("button:gamemenu", "setup")
	a.GoTo("menu:close", "setup")
	a.GoTo("button:gamemenu", "setup")
	if a.Visible("menu:draw") {
		t.Fatalf("a draw can be offered during the set-up")
	}
	a.GoTo("menu:save", "setup")
	files, err := platform.NewFolder(dir).List()
	if err != nil || len(files) != 1 || !strings.Contains(a.Shared().Notice, files[0]) {
		t.Fatalf("saved files %v (%v), notice %q", files, err, a.Shared().Notice)
	}
	text, _ := platform.NewFolder(dir).Read(files[0])
	if !strings.Contains(text, `[Game "napoleon"]`) {
		t.Fatalf("saved record:\n%s", text)
	}
	a.Idle()
	a.GoTo("button:gamemenu", "setup") // the notice does not eat the tap
	a.GoTo("menu:main", "menu")
	a.GoTo("button:continue", "setup")
}
