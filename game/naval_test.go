//go:build !js

package game

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

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
	a := startJunqiTest(t, v, "option:naval")
	a.shared.Text.SetLang(i18n.En)
	p := junqiGameOf(t, a)
	if !p.Naval() {
		t.Fatal("the deployment board does not draw the naval set")
	}
	if got := p.PieceName("9"); got != "Aircraft carrier" {
		t.Errorf("rank 9 is named %q", got)
	}
	if got := p.MarkLabel('B'); got != "T" {
		t.Errorf("the torpedo's guess label is %q", got)
	}
	a.deployAll()
	a.playSome(2, false)
	rec := a.Record()
	if !strings.Contains(rec, `nocapture=70 naval"]`) {
		t.Fatalf("the record lacks the naval option:\n%s", rec)
	}
	if !junqiGameOf(t, a).Naval() {
		t.Fatal("the play board does not draw the naval set")
	}

	// Resumed from the autosave by another app on the same store.
	b := newTestAppOn(t, v, a.store, platform.NewFolder(t.TempDir()))
	b.goTo("button:continue", "play")
	if !junqiGameOf(t, b).Naval() || b.Record() != rec {
		t.Fatalf("the resumed game lost the naval set (%v) or its record", junqiGameOf(t, b).Naval())
	}

	// A record file loads with the set.
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "game.txt"), []byte(rec), 0o644); err != nil {
		t.Fatal(err)
	}
	c := newTestAppOn(t, v, storage.NewMemStore(), platform.NewFolder(dir))
	c.goTo("button:load", "load")
	c.goTo("record:game.txt", "play")
	if !junqiGameOf(t, c).Naval() {
		t.Fatal("the loaded record does not draw the naval set")
	}

	// The choice is remembered for the next game, and can be turned off.
	a.goTo("button:gamemenu", "play")
	a.goTo("menu:main", "menu")
	a.goTo("button:new", "newgame")
	a.goTo("button:junqi", "options")
	if !a.scene.(*menu.Options).Setup().Junqi.Naval {
		t.Fatal("New game forgot the naval set")
	}
	a.goTo("option:naval", "options")
	a.reveal("option:board")
	a.goTo("button:start", "options")
	a.goTo(menu.ConfirmYes, "deploy")
	if q := junqiGameOf(t, a); q.Naval() || q.PieceName("9") != "Field Marshal" {
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
	for _, sv := range howtoViews {
		screen := newScreen(sv.v)
		for _, board := range []string{"2p", "4p-teams"} {
			for _, lang := range i18n.Langs() {
				a := startJunqiTest(t, sv.v, "option:naval", "option:board:"+board)
				a.shared.SetLanguage(lang)
				a.deployAll()
				a.playSome(6, true)
				a.dirty = true
				a.Draw(screen)
				writePNG(t, filepath.Join(dir, fmt.Sprintf("naval-game-%s-%s-%s.png", board, lang.Code(), sv.name)), snapshot(screen))
			}
		}
	}
}
