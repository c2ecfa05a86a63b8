package junqiscreen_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"warboard/game/gametest"
	"warboard/game/internal/platform"
	"warboard/game/storage"
	"warboard/render"
	"warboard/rules/junqi"
	"warboard/rules/record"
)

// TestSandayiRecordLoadsAndPlays: a deployed 三打一 record (rules/junqi/testdata) opens
// through Load a record and plays on the four-country board, 元帅 堡垒 导弹 drawn, the
// turn handed over between people in the dark; a record with moves before its Position
// is refused with a message and loses nothing.
func TestSandayiRecordLoadsAndPlays(t *testing.T) {
	text, err := os.ReadFile("../../rules/junqi/testdata/sandayi.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, mode := range []string{"open", "dark"} {
		rec := strings.Replace(string(text), `[Mode "dark"]`, `[Mode "`+mode+`"]`, 1)
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "hand.txt"), []byte(rec), 0o644); err != nil {
			t.Fatal(err)
		}
		// moves before the Position: refused
		broken := strings.Split(rec, "[Pick")[0] + "\nNa6xEe6\n"
		if err := os.WriteFile(filepath.Join(dir, "broken.txt"), []byte(broken), 0o644); err != nil {
			t.Fatal(err)
		}
		store := storage.NewMemStore()
		st := storage.DefaultSettings()
		st.Language = "en"
		gametest.PassAndPlay(&st)
		if err := storage.SaveSettings(store, st); err != nil {
			t.Fatal(err)
		}
		a := gametest.NewTestAppOn(t, render.View{W: 1024, H: 1366, Scale: 1}, store, platform.NewFolder(dir))
		a.GoTo("button:load", "load")
		a.TapAt(a.At("record:broken.txt"))
		a.Idle()
		if a.SceneName() != "load" || a.Shared().Notice == "" {
			t.Fatalf("%s: a record with moves before its Position opens %q (notice %q)", mode, a.SceneName(), a.Shared().Notice)
		}
		a.Shared().Notice = ""
		a.TapAt(a.At("record:hand.txt"))
		a.Idle()
		if mode == "dark" {
			if a.SceneName() != "handover" {
				t.Fatalf("dark: %q before N's first turn", a.SceneName())
			}
			a.GoTo("button:ready", "play")
		}
		if a.SceneName() != "play" {
			t.Fatalf("%s: the loaded hand shows %q (notice %q)", mode, a.SceneName(), a.Shared().Notice)
		}
		r, _ := record.Parse(rec)
		m, err := junqi.FromRecord(r)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 6; i++ {
			mv := gametest.QuietMove(t, m.Moves())
			a.TapMove(mv)
			if err := m.Play(mv); err != nil {
				t.Fatal(err)
			}
			a.Idle()
			if mode == "dark" && a.SceneName() == "handover" {
				a.GoTo("button:ready", "play")
			}
			if a.SceneName() != "play" {
				t.Fatalf("%s: after %s the app shows %q", mode, mv, a.SceneName())
			}
		}
		if dir := os.Getenv("WARBOARD_ARTEFACTS"); dir != "" {
			screen := gametest.NewScreen(a.View())
			a.SetDirty(true)
			a.Draw(screen)
			gametest.WritePNG(t, filepath.Join(dir, "sandayi-play-"+mode+".png"), gametest.Snapshot(screen))
		}
	}
}

// TestSandayiRecordBeforePlayLoads: a 三打一 record stopped before play opens through Load
// a record at its next step, behind the cover: mid-bid at the next bidder's words, after
// the bidding at the landlord's pick.
func TestSandayiRecordBeforePlayLoads(t *testing.T) {
	text, err := os.ReadFile("../../rules/junqi/testdata/sandayi.txt")
	if err != nil {
		t.Fatal(err)
	}
	bidding := strings.Split(string(text), "[Pick")[0]
	midBid := strings.Replace(bidding, `[Bids "S=pass E=1 N=2 W=pass"]`, `[Bids "S=pass E=1"]`, 1)
	dir := t.TempDir()
	for name, rec := range map[string]string{"pick.txt": bidding, "midbid.txt": midBid} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(rec), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct{ file, scene, seat string }{{"midbid.txt", "bid", "N"}, {"pick.txt", "pick", "N"}} {
		store := storage.NewMemStore()
		st := storage.DefaultSettings()
		st.Language = "en"
		gametest.PassAndPlay(&st)
		if err := storage.SaveSettings(store, st); err != nil {
			t.Fatal(err)
		}
		a := gametest.NewTestAppOn(t, render.View{W: 768, H: 1024, Scale: 1}, store, platform.NewFolder(dir))
		a.GoTo("button:load", "load")
		a.TapAt(a.At("record:" + c.file))
		a.Idle()
		if a.SceneName() != "handover" {
			t.Fatalf("%s opens %q (notice %q)", c.file, a.SceneName(), a.Shared().Notice)
		}
		a.GoTo("button:ready", c.scene)
		if c.scene == "bid" && (a.Visible("bid:1") || !a.Visible("bid:2") || !a.Visible("bid:pass")) {
			t.Fatal("North, after E's 1, is not offered 2, 3 or pass")
		}
		if c.scene == "pick" && !a.Visible("pool:22") {
			t.Fatal("the landlord's pick shows no pool")
		}
	}
}
