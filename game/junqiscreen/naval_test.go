//go:build !js

package junqiscreen_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"warboard/game/gametest"
	"warboard/game/i18n"
	"warboard/game/internal/platform"
	"warboard/game/menu"
	"warboard/game/storage"
	"warboard/render"
	"warboard/render/ebitentest"
)

// TestNavalSetFollowsTheGame: the 海战棋 option chosen in New game draws the board at sea
// and names the pieces as ships; the record carries it ("naval"), so the autosave resumes
// with it and a loaded record plays with it; the options screen remembers it; a game
// without it keeps the army.
func TestNavalSetFollowsTheGame(t *testing.T) {
	v := render.View{W: 768, H: 1024, Scale: 1}
	a := gametest.StartJunqiTest(t, v, "option:naval")
	a.Shared().Text.SetLang(i18n.En)
	p := gametest.JunqiGameOf(t, a)
	if !p.Naval() {
		t.Fatal("the deployment board does not draw the naval set")
	}
	if got := p.PieceName("9"); got != "Aircraft carrier" {
		t.Errorf("rank 9 is named %q", got)
	}
	if got := p.MarkLabel('B'); got != "T" {
		t.Errorf("the torpedo's guess label is %q", got)
	}
	a.DeployAll()
	a.PlaySome(2, false)
	rec := a.Record()
	if !strings.Contains(rec, `nocapture=70 naval"]`) {
		t.Fatalf("the record lacks the naval option:\n%s", rec)
	}
	if !gametest.JunqiGameOf(t, a).Naval() {
		t.Fatal("the play board does not draw the naval set")
	}

	// Resumed from the autosave by another app on the same store.
	b := gametest.NewTestAppOn(t, v, a.Store, platform.NewFolder(t.TempDir()))
	b.GoTo("button:continue", "play")
	if !gametest.JunqiGameOf(t, b).Naval() || b.Record() != rec {
		t.Fatalf("the resumed game lost the naval set (%v) or its record", gametest.JunqiGameOf(t, b).Naval())
	}

	// A record file loads with the set.
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "game.txt"), []byte(rec), 0o644); err != nil {
		t.Fatal(err)
	}
	c := gametest.NewTestAppOn(t, v, storage.NewMemStore(), platform.NewFolder(dir))
	c.GoTo("button:load", "load")
	c.GoTo("record:game.txt", "play")
	if !gametest.JunqiGameOf(t, c).Naval() {
		t.Fatal("the loaded record does not draw the naval set")
	}

	// The choice is remembered for the next game, and can be turned off.
	a.GoTo("button:gamemenu", "play")
	a.GoTo("menu:main", "menu")
	a.GoTo("button:new", "newgame")
	a.GoTo("button:junqi", "options")
	if !a.Scene().(*menu.Options).Setup().Junqi.Naval {
		t.Fatal("New game forgot the naval set")
	}
	a.GoTo("option:naval", "options")
	a.Reveal("option:board")
	a.GoTo("button:start", "options")
	a.GoTo(menu.ConfirmYes, "deploy")
	if q := gametest.JunqiGameOf(t, a); q.Naval() || q.PieceName("9") != "Field Marshal" {
		t.Fatalf("a game without the option draws ships (%v) or names %q", q.Naval(), q.PieceName("9"))
	}
}

// TestNavalGameScreenshots leaves a 海战棋 game on screen (play, with its side panel) on both
// boards at phone, tablet and desktop sizes, in the three languages, for people to look at:
// WARBOARD_REVIEW=1 WARBOARD_ARTEFACTS=dir.
func TestNavalGameScreenshots(t *testing.T) {
	if os.Getenv("WARBOARD_REVIEW") == "" {
		t.Skip("screenshots: run with WARBOARD_REVIEW=1")
	}
	dir := ebitentest.ArtefactsDir(t)
	for _, sv := range gametest.HowtoViews {
		screen := gametest.NewScreen(sv.V)
		for _, board := range []string{"2p", "4p-teams"} {
			for _, lang := range i18n.Langs() {
				a := gametest.StartJunqiTest(t, sv.V, "option:naval", "option:board:"+board)
				a.Shared().SetLanguage(lang)
				a.DeployAll()
				a.PlaySome(6, true)
				a.SetDirty(true)
				a.Draw(screen)
				gametest.WritePNG(t, filepath.Join(dir, fmt.Sprintf("naval-game-%s-%s-%s.png", board, lang.Code(), sv.Name)), gametest.Snapshot(screen))
			}
		}
	}
}
