package junqiscreen_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"warboard/game/gametest"
	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/menu"
	"warboard/render"
	"warboard/render/ebitentest"
)

// onlyPieces fails unless every piece shown is seat's, face down, or a hidden '?' one: the
// screen leaks nothing of another seat's ranks.
func onlyPieces(t *testing.T, a *gametest.App, seat, where string) {
	t.Helper()
	for _, it := range strings.Fields(a.Shown()) {
		if _, pc, _ := strings.Cut(it, "="); !strings.HasPrefix(pc, seat) && !strings.HasSuffix(pc, "?") && !strings.HasSuffix(pc, "F") {
			t.Fatalf("LEAK: %s shows %s to %s", where, it, seat)
		}
	}
}

// TestTakeBackBetweenPeopleInTheDark: in a dark game at one device South, still holding
// the device after its move, asks from the hand-over for its move back; North answers on
// its own screen, which shows North's pieces only; accepted, South moves again. The
// request and the answer survive reloads (request, reload, answer, reload).
func TestTakeBackBetweenPeopleInTheDark(t *testing.T) {
	a := gametest.StartJunqiTest(t, render.View{W: 390, H: 844, Scale: 3}, "option:mode:dark")
	a.DeployAll()
	before := a.Record()
	a.TapMove(gametest.QuietMove(t, a.LegalMoves()))
	gametest.WantScene(t, a, "handover")
	if a.Record() == before {
		t.Fatal("the move was not played")
	}
	if a.Scene().(*menu.HandOver).Seat() != "N" {
		t.Fatal("the hand-over is not to North")
	}
	a.GoTo("button:takeback", "handover")
	if h := a.Scene().(*menu.HandOver); h.Seat() != "N" || !strings.Contains(h.Note(), "South asks") {
		t.Fatalf("after asking: a hand-over to %s saying %q", h.Seat(), h.Note())
	}
	if _, ok := a.Scene().Target("button:takeback"); ok {
		t.Fatal("the answering seat's hand-over offers to ask again")
	}
	b := a.Restart("handover") // reload: the request waits
	b.GoTo("button:ready", "play")
	onlyPieces(t, b, "N", "the answering screen")
	for _, name := range []string{"button:accept", "button:decline"} {
		if _, ok := b.Scene().Target(name); !ok {
			t.Fatalf("the answering screen has no %s", name)
		}
	}
	c := b.Restart("handover") // a reload covers North's screen again
	c.GoTo("button:ready", "play")
	c.GoTo("button:accept", "handover")
	if c.Record() != before {
		t.Fatalf("after the take back the record is\n%s\nwant\n%s", c.Record(), before)
	}
	if h := c.Scene().(*menu.HandOver); h.Seat() != "S" || !strings.Contains(h.Note(), "South took back") {
		t.Fatalf("after the take back: a hand-over to %s saying %q", h.Seat(), h.Note())
	}
	d := c.Restart("handover")
	if d.Record() != before {
		t.Fatal("the autosave did not follow the take back")
	}
	d.GoTo("button:ready", "play")
	onlyPieces(t, d, "S", "South's screen after the take back")
	d.TapMove(gametest.QuietMove(t, d.LegalMoves()))
	gametest.WantScene(t, d, "handover")
}

// TestTakeBackRefusedInTheOpen: in an open game the game menu asks for the last move back
// (named by its seat); North refuses on the same screen and plays on, nothing changed. A
// battle in the dark is never offered for a take back.
func TestTakeBackRefusedInTheOpen(t *testing.T) {
	a := gametest.StartJunqiTest(t, render.View{W: 1024, H: 768, Scale: 1})
	a.DeployAll()
	a.TapMove(gametest.QuietMove(t, a.LegalMoves()))
	gametest.WantScene(t, a, "play")
	after := a.Record()
	a.Tap(input.Touch, "button:gamemenu")
	b := a.Scene().(interface {
		Target(string) (render.Rect, bool)
	})
	if _, ok := b.Target("menu:asktakeback"); !ok {
		t.Fatal("the game menu does not offer the take back")
	}
	a.GoTo("menu:asktakeback", "play")
	if _, ok := a.Scene().Target("button:decline"); !ok {
		t.Fatal("no answer buttons after asking")
	}
	a.GoTo("button:decline", "play")
	if a.Record() != after {
		t.Fatal("a refused take back changed the game")
	}
	a.TapMove(gametest.QuietMove(t, a.LegalMoves()))
	if a.Record() == after {
		t.Fatal("North cannot move after refusing")
	}
}

// TestTakeBackShots leaves the take-back screens (the hand-over with the request, the
// answering screen) at phone, tablet and desktop sizes in the artefacts directory
// ("takeback-<screen>-<lang>-<size>.png"). WARBOARD_REVIEW=1 runs it.
func TestTakeBackShots(t *testing.T) {
	if os.Getenv("WARBOARD_REVIEW") == "" {
		t.Skip("screenshots: run with WARBOARD_REVIEW=1")
	}
	dir := ebitentest.ArtefactsDir(t)
	for _, sv := range gametest.ShotViews {
		screen := gametest.NewScreen(sv.V)
		for _, lang := range []i18n.Lang{i18n.En, i18n.Fr, i18n.Zh} {
			a := gametest.NewTestApp(t, sv.V)
			a.Shared().Text.SetLang(lang)
			a.SetScene(menu.NewMenu(a.Shared()))
			a.GoTo("button:new", "newgame")
			a.GoTo("button:junqi", "options")
			a.GoTo("option:mode:dark", "options")
			a.Idle()
			a.Tap(input.Touch, "button:start")
			a.DeployAll()
			a.TapMove(gametest.QuietMove(t, a.LegalMoves()))
			shot := func(name string) {
				a.SetDirty(true)
				a.Draw(screen)
				gametest.WritePNG(t, filepath.Join(dir, "takeback-"+name+"-"+lang.Code()+"-"+sv.Name+".png"), gametest.Snapshot(screen))
			}
			shot("handover")
			a.GoTo("button:takeback", "handover")
			shot("asked")
			a.GoTo("button:ready", "play")
			shot("answer")
		}
	}
}
