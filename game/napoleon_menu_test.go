//go:build !js

package game

import (
	"strings"
	"testing"

	"warboard/game/input"
	"warboard/render"
)

// TestNapoleonGameMenu: Save record writes the file the Load screen lists; Main menu
// keeps the game for Continue; Close closes.
func TestNapoleonGameMenu(t *testing.T) {
	dir := t.TempDir()
	old := recordsDir
	recordsDir = func() (string, error) { return dir, nil }
	defer func() { recordsDir = old }()
	a := newTestApp(t, render.View{W: 1280, H: 800, Scale: 1})
	startNapoleonGame(a)
	a.goTo("button:ready", "setup")
	a.goTo("button:gamemenu", "setup")
	a.goTo("menu:close", "setup")
	a.goTo("button:gamemenu", "setup")
	if a.visible("menu:draw") {
		t.Fatalf("a draw can be offered during the set-up")
	}
	a.goTo("menu:save", "setup")
	files, err := dirRecords{dir: dir}.List()
	if err != nil || len(files) != 1 || !strings.Contains(a.shared.notice, files[0]) {
		t.Fatalf("saved files %v (%v), notice %q", files, err, a.shared.notice)
	}
	text, _ := dirRecords{dir: dir}.Read(files[0])
	if !strings.Contains(text, `[Game "napoleon"]`) {
		t.Fatalf("saved record:\n%s", text)
	}
	a.idle()
	a.tap(input.Touch, "button:gamemenu") // the first tap dismisses the notice
	a.goTo("button:gamemenu", "setup")
	a.goTo("menu:main", "menu")
	a.goTo("button:continue", "setup")
}
