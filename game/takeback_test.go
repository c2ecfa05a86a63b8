package game

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/menu"
	"warboard/render"
	"warboard/render/ebitentest"
)

// onlyPieces fails unless every piece shown is seat's, face down, or a hidden '?' one: the
// screen leaks nothing of another seat's ranks.
func onlyPieces(t *testing.T, a *testApp, seat, where string) {
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
	a := startJunqiTest(t, render.View{W: 390, H: 844, Scale: 3}, "option:mode:dark")
	a.deployAll()
	before := a.Record()
	a.tapMove(quietMove(t, a.LegalMoves()))
	wantScene(t, a, "handover")
	if a.Record() == before {
		t.Fatal("the move was not played")
	}
	if a.scene.(*menu.HandOver).Seat() != "N" {
		t.Fatal("the hand-over is not to North")
	}
	a.goTo("button:takeback", "handover")
	if h := a.scene.(*menu.HandOver); h.Seat() != "N" || !strings.Contains(h.Note(), "South asks") {
		t.Fatalf("after asking: a hand-over to %s saying %q", h.Seat(), h.Note())
	}
	if _, ok := a.scene.Target("button:takeback"); ok {
		t.Fatal("the answering seat's hand-over offers to ask again")
	}
	b := a.restart("handover") // reload: the request waits
	b.goTo("button:ready", "play")
	onlyPieces(t, b, "N", "the answering screen")
	for _, name := range []string{"button:accept", "button:decline"} {
		if _, ok := b.scene.Target(name); !ok {
			t.Fatalf("the answering screen has no %s", name)
		}
	}
	c := b.restart("handover") // a reload covers North's screen again
	c.goTo("button:ready", "play")
	c.goTo("button:accept", "handover")
	if c.Record() != before {
		t.Fatalf("after the take back the record is\n%s\nwant\n%s", c.Record(), before)
	}
	if h := c.scene.(*menu.HandOver); h.Seat() != "S" || !strings.Contains(h.Note(), "South took back") {
		t.Fatalf("after the take back: a hand-over to %s saying %q", h.Seat(), h.Note())
	}
	d := c.restart("handover")
	if d.Record() != before {
		t.Fatal("the autosave did not follow the take back")
	}
	d.goTo("button:ready", "play")
	onlyPieces(t, d, "S", "South's screen after the take back")
	d.tapMove(quietMove(t, d.LegalMoves()))
	wantScene(t, d, "handover")
}

// TestTakeBackRefusedInTheOpen: in an open game the game menu asks for the last move back
// (named by its seat); North refuses on the same screen and plays on, nothing changed. A
// battle in the dark is never offered for a take back.
func TestTakeBackRefusedInTheOpen(t *testing.T) {
	a := startJunqiTest(t, render.View{W: 1024, H: 768, Scale: 1})
	a.deployAll()
	a.tapMove(quietMove(t, a.LegalMoves()))
	wantScene(t, a, "play")
	after := a.Record()
	a.tap(input.Touch, "button:gamemenu")
	b := a.scene.(interface {
		Target(string) (render.Rect, bool)
	})
	if _, ok := b.Target("menu:asktakeback"); !ok {
		t.Fatal("the game menu does not offer the take back")
	}
	a.goTo("menu:asktakeback", "play")
	if _, ok := a.scene.Target("button:decline"); !ok {
		t.Fatal("no answer buttons after asking")
	}
	a.goTo("button:decline", "play")
	if a.Record() != after {
		t.Fatal("a refused take back changed the game")
	}
	a.tapMove(quietMove(t, a.LegalMoves()))
	if a.Record() == after {
		t.Fatal("North cannot move after refusing")
	}
}

// TestNapoleonTakeBackBetweenPeople: North asks from the game menu for its turn back,
// South accepts; North plays again from the position before it, also after a reload.
func TestNapoleonTakeBackBetweenPeople(t *testing.T) {
	a := newTestApp(t, render.View{W: 1024, H: 768, Scale: 1})
	startNapoleonGame(a)
	for a.SceneName() != "play" {
		a.throughHandOver()
		if a.SceneName() == "setup" {
			a.goTo("button:random", "setup")
			a.idle()
			a.tap(input.Touch, "button:done")
		}
	}
	advance(a, 0)
	wantScene(t, a, "play")
	before := a.Record()
	advance(a, 1)
	wantScene(t, a, "play")
	a.tap(input.Touch, "button:gamemenu")
	a.goTo("menu:asktakeback", "play")
	b := a.restart("play")
	if !mustNapoleon(b).Picture().TakeBackAsked {
		t.Fatal("the request was not saved")
	}
	b.goTo("button:accept", "play")
	if b.Record() != before {
		t.Fatalf("after the take back:\n%s\nwant\n%s", b.Record(), before)
	}
	c := b.restart("play")
	if c.Record() != before || mustNapoleon(c).Picture().TakeBackAsked {
		t.Fatal("the autosave did not follow the take back")
	}
	advance(c, 2)
}

// TestTakeBackShots leaves the take-back screens (the hand-over with the request, the
// answering screen) at phone, tablet and desktop sizes in the artefacts directory
// ("takeback-<screen>-<lang>-<size>.png"). WARBOARD_REVIEW=1 runs it.
func TestTakeBackShots(t *testing.T) {
	if os.Getenv("WARBOARD_REVIEW") == "" {
		t.Skip("screenshots: run with WARBOARD_REVIEW=1")
	}
	dir := ebitentest.ArtefactsDir(t)
	for _, sv := range shotViews {
		screen := newScreen(sv.v)
		for _, lang := range []i18n.Lang{i18n.En, i18n.Fr, i18n.Zh} {
			a := newTestApp(t, sv.v)
			a.shared.Text.SetLang(lang)
			a.setScene(menu.NewMenu(a.shared))
			a.goTo("button:new", "newgame")
			a.goTo("button:junqi", "options")
			a.goTo("option:mode:dark", "options")
			a.idle()
			a.tap(input.Touch, "button:start")
			a.deployAll()
			a.tapMove(quietMove(t, a.LegalMoves()))
			shot := func(name string) {
				a.dirty = true
				a.Draw(screen)
				writePNG(t, filepath.Join(dir, "takeback-"+name+"-"+lang.Code()+"-"+sv.name+".png"), snapshot(screen))
			}
			shot("handover")
			a.goTo("button:takeback", "handover")
			shot("asked")
			a.goTo("button:ready", "play")
			shot("answer")
		}
	}
}
