package game

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"warboard/game/internal/platform"
	"warboard/game/storage"
	"warboard/render"
	"warboard/rules/junqi"
	"warboard/rules/record"
)

// TestSandayiRecordLoadsAndPlays: a deployed 三打一 record (rules/junqi/testdata) opens
// through Load a record and plays on the four-country board, 元帅 堡垒 导弹 drawn, the
// turn handed over between people in the dark; a record still in the bidding is refused
// with a message and loses nothing.
func TestSandayiRecordLoadsAndPlays(t *testing.T) {
	text, err := os.ReadFile("../rules/junqi/testdata/sandayi.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, mode := range []string{"open", "dark"} {
		rec := strings.Replace(string(text), `[Mode "dark"]`, `[Mode "`+mode+`"]`, 1)
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "hand.txt"), []byte(rec), 0o644); err != nil {
			t.Fatal(err)
		}
		bidding := strings.Split(rec, "[Pick")[0]
		if err := os.WriteFile(filepath.Join(dir, "bidding.txt"), []byte(bidding), 0o644); err != nil {
			t.Fatal(err)
		}
		store := storage.NewMemStore()
		st := storage.DefaultSettings()
		st.Language = "en"
		passAndPlay(&st)
		if err := storage.SaveSettings(store, st); err != nil {
			t.Fatal(err)
		}
		a := newTestAppOn(t, render.View{W: 1024, H: 1366, Scale: 1}, store, platform.NewFolder(dir))
		a.goTo("button:load", "load")
		a.tapAt(a.at("record:bidding.txt"))
		a.idle()
		if a.SceneName() != "load" || a.shared.Notice == "" {
			t.Fatalf("%s: a record in the bidding opens %q (notice %q)", mode, a.SceneName(), a.shared.Notice)
		}
		a.shared.Notice = ""
		a.tapAt(a.at("record:hand.txt"))
		a.idle()
		if mode == "dark" {
			if a.SceneName() != "handover" {
				t.Fatalf("dark: %q before N's first turn", a.SceneName())
			}
			a.goTo("button:ready", "play")
		}
		if a.SceneName() != "play" {
			t.Fatalf("%s: the loaded hand shows %q (notice %q)", mode, a.SceneName(), a.shared.Notice)
		}
		r, _ := record.Parse(rec)
		m, err := junqi.FromRecord(r)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 6; i++ {
			mv := quietMove(t, m.Moves())
			a.tapMove(mv)
			if err := m.Play(mv); err != nil {
				t.Fatal(err)
			}
			a.idle()
			if mode == "dark" && a.SceneName() == "handover" {
				a.goTo("button:ready", "play")
			}
			if a.SceneName() != "play" {
				t.Fatalf("%s: after %s the app shows %q", mode, mv, a.SceneName())
			}
		}
		if dir := os.Getenv("WARBOARD_ARTEFACTS"); dir != "" {
			screen := newScreen(a.View())
			a.dirty = true
			a.Draw(screen)
			writePNG(t, filepath.Join(dir, "sandayi-play-"+mode+".png"), snapshot(screen))
		}
	}
}
