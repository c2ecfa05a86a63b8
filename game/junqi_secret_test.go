package game

import (
	"image/color"
	"strings"
	"testing"

	"warboard/game/input"
	"warboard/render"
	"warboard/rules/junqi"
)

// The printed board's paper and frame: a board on screen shows thousands of such pixels
// (a few of text's anti-aliased edges may come near the paper's colour).
var (
	paperColour = color.RGBA{0xf1, 0xe4, 0xc4, 0xff}
	woodColour  = color.RGBA{0x4a, 0x2a, 0x14, 0xff}
)

// checkSecretScreen checks the screen on display: a board shows exactly what its seat may
// know (the referee's view), and a hand-over shows no board at all.
func checkSecretScreen(t *testing.T, a *testApp, screen interface{ Draw(*testApp) bool }) {
	t.Helper()
	switch a.SceneName() {
	case "handover":
		if a.Shown() != "" {
			t.Fatalf("the hand-over screen shows a board: %s", a.Shown())
		}
		if screen.Draw(a) {
			t.Fatal("the hand-over screen has the board's paper on it")
		}
	case "deploy":
		g := junqiGameOf(t, a)
		me := g.view.pic.Deploying.String()
		for _, it := range strings.Fields(a.Shown()) {
			if _, v, _ := strings.Cut(it, "="); !strings.HasPrefix(v, me) {
				t.Fatalf("%s's deployment screen shows another seat's piece %s", me, it)
			}
		}
	case "play":
		g := junqiGameOf(t, a)
		m, err := junqi.FromRecord(g.sess.Record())
		if err != nil {
			t.Fatal(err)
		}
		want, err := m.View(g.view.pic.Seat.String())
		if err != nil {
			t.Fatal(err)
		}
		if got := a.Shown(); got != want {
			t.Fatalf("%v's screen shows\n %s\nbut may know only\n %s", g.view.pic.Seat, got, want)
		}
	}
}

// paperCheck draws the app and reports board paper on screen.
type paperCheck struct{ v render.View }

func (c paperCheck) Draw(a *testApp) bool {
	screen := newScreen(c.v)
	a.dirty = true
	a.Draw(screen)
	img := snapshot(screen)
	return countColour(img, c.v.Bounds(), c.v.Scale, paperColour) > 300 || countColour(img, c.v.Bounds(), c.v.Scale, woodColour) > 30
}

// TestJunqiDarkScreensKeepSecrets plays a 暗棋 game by taps and checks every screen: each
// board shows only what its seat may know, and every hand-over shows no board.
func TestJunqiDarkScreensKeepSecrets(t *testing.T) {
	v := render.View{W: 360, H: 640, Scale: 1}
	a := startJunqiTest(t, v, "option:mode:dark")
	chk := paperCheck{v}
	steps := 0
	for a.SceneName() != "play" && steps < 10 {
		checkSecretScreen(t, a, chk)
		a.idle()
		if a.SceneName() == "handover" {
			a.tap(input.Touch, "button:ready")
		} else {
			a.goTo("button:random", "deploy")
			checkSecretScreen(t, a, chk)
			a.tap(input.Touch, "button:done")
		}
		steps++
	}
	handOvers := 0
	for i := 0; i < 24 && a.SceneName() != "result"; i++ {
		checkSecretScreen(t, a, chk)
		if a.SceneName() == "handover" {
			handOvers++
			a.idle()
			a.tap(input.Touch, "button:ready")
			continue
		}
		moves := a.LegalMoves()
		tok := quietMove(t, moves)
		for _, m := range moves {
			if strings.Contains(m, "x") {
				tok = m
			}
		}
		a.tapMove(tok)
		if s := a.SceneName(); s != "handover" && s != "result" {
			t.Fatalf("after %s the screen is %q, not a hand-over", tok, s)
		}
	}
	if handOvers < 8 {
		t.Fatalf("only %d hand-overs in play", handOvers)
	}
}

// restart is the app started again on the same store, continuing the saved game.
func (a *testApp) restart(scene string) *testApp {
	a.t.Helper()
	b := newTestAppOn(a.t, a.View(), a.store, dirRecords{})
	b.goTo("button:continue", scene)
	return b
}

func TestJunqiContinueRestoresTheScreen(t *testing.T) {
	v := render.View{W: 768, H: 1024, Scale: 1}

	// Mid-deployment, with a piece picked.
	a := startJunqiTest(t, v)
	a.goTo("button:random", "deploy")
	a.goTo("c2", "deploy")
	b := a.restart("deploy")
	if b.Shown() != a.Shown() || b.Record() != a.Record() {
		t.Fatalf("deployment after a restart shows\n %s\nwant\n %s", b.Shown(), a.Shown())
	}
	ga, gb := junqiGameOf(t, a), junqiGameOf(t, b)
	if gb.view.pic.Selected != ga.view.pic.Selected || len(gb.view.pic.Targets) != len(ga.view.pic.Targets) {
		t.Fatal("the picked piece and its swap targets were not restored")
	}

	// Mid-hand-over (暗棋, after South deployed).
	d := startJunqiTest(t, v, "option:mode:dark")
	d.goTo("button:ready", "deploy")
	d.goTo("button:done", "handover")
	e := d.restart("handover")
	if e.Shown() != "" {
		t.Fatalf("the restored hand-over shows a board: %s", e.Shown())
	}
	e.goTo("button:ready", "deploy")
	if seat := junqiGameOf(t, e).view.pic.Deploying; seat != junqi.North {
		t.Fatalf("after the restored hand-over %v deploys, want North", seat)
	}

	// A draw offer waiting for its answer.
	o := startJunqiTest(t, v)
	o.deployAll()
	o.playSome(2, false)
	o.goTo("button:gamemenu", "play")
	o.goTo("menu:draw", "play")
	p := o.restart("play")
	if _, ok := p.scene.Target("button:accept"); !ok || p.Shown() != o.Shown() {
		t.Fatal("the draw offer was not restored")
	}
	p.goTo("button:accept", "result")
	if res, _ := recordOf(t, p).Tag("Result"); res != "draw agreed" {
		t.Fatalf("an accepted draw ends with Result %q", res)
	}
}
