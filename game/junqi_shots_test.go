package game

import (
	"path/filepath"
	"strings"
	"testing"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/scene"
	"warboard/render"
	"warboard/render/ebitentest"
)

// throughHandOver taps Ready while a hand-over screen shows.
func (a *testApp) throughHandOver() {
	a.t.Helper()
	for a.SceneName() == "handover" {
		if a.Shown() != "" {
			a.t.Fatalf("the hand-over screen shows a board: %s", a.Shown())
		}
		a.idle()
		a.tap(input.Touch, "button:ready")
	}
}

// deployAll finishes every seat's deployment with the layout it has.
func (a *testApp) deployAll() {
	a.t.Helper()
	for a.throughHandOver(); a.SceneName() == "deploy"; a.throughHandOver() {
		a.idle()
		a.tap(input.Touch, "button:done")
	}
	wantScene(a.t, a, "play")
}

// playSome plays n moves by taps (an attack when one is on offer and attack is set),
// passing hand-overs, and stops on the play screen.
func (a *testApp) playSome(n int, attack bool) {
	a.t.Helper()
	for i := 0; i < n && a.SceneName() == "play"; i++ {
		moves := a.LegalMoves()
		tok := quietMove(a.t, moves)
		for _, m := range moves {
			if attack && strings.Contains(m, "x") {
				tok = m
				break
			}
		}
		a.tapMove(tok)
		a.throughHandOver()
	}
	for a.shared.Model.Active() && a.scene.(scene.Scene).Name() == "play" {
		// let a slide finish
		if g := junqiGameOf(a.t, a); !g.Sliding() {
			break
		}
		a.step(nil)
	}
}

// TestJunqiScreenshots leaves the Junqi screens at phone, tablet and desktop sizes in the
// artefacts directory, and checks that every control of them lies on screen.
func TestJunqiScreenshots(t *testing.T) {
	dir := ebitentest.ArtefactsDir(t)
	views := []struct {
		name string
		v    render.View
	}{
		{"phone-360x640@3x", render.View{W: 360, H: 640, Scale: 3}},
		{"phone-640x360@2x", render.View{W: 640, H: 360, Scale: 2}},
		{"tablet-768x1024@2x", render.View{W: 768, H: 1024, Scale: 2}},
		{"desktop-1280x800@1x", render.View{W: 1280, H: 800, Scale: 1}},
	}
	if testing.Short() {
		views = views[:1]
	}
	for _, sv := range views {
		screen := newScreen(sv.v)
		shoot := func(a *testApp, name string, targets ...string) {
			t.Helper()
			for _, tg := range targets {
				r, ok := a.scene.Target(tg)
				if !ok || !r.In(sv.v.Bounds()) {
					t.Errorf("%s %s: %s is not on screen (%+v)", sv.name, name, tg, r)
				}
				if ok && (r.W < render.MinTarget-0.5 || r.H < render.MinTarget-0.5) && !strings.Contains(tg, "6") {
					t.Errorf("%s %s: %s is %.0f×%.0f, under the %v px of a finger", sv.name, name, tg, r.W, r.H, render.MinTarget)
				}
			}
			a.dirty = true
			a.Draw(screen)
			writePNG(t, filepath.Join(dir, "junqi-"+name+"-"+sv.name+".png"), snapshot(screen))
		}

		a := startJunqiTest(t, sv.v)
		a.goTo("layout:central bombs", "deploy")
		a.tap(input.Touch, "c2")
		shoot(a, "deploy", "button:random", "button:done", "layout:fortress", "button:gamemenu")
		a.deployAll()
		a.playSome(3, false)
		a.tap(input.Touch, fromOf(quietMove(t, a.LegalMoves()))) // a piece picked, its targets shown
		shoot(a, "play-open", "button:gamemenu")
		a.idle()
		a.tap(input.Touch, "button:gamemenu")
		shoot(a, "menu", "menu:resign", "menu:draw", "menu:save", "menu:main", "menu:close")
		a.goTo("menu:draw", "play")
		shoot(a, "draw-offer", "button:accept", "button:decline")
		a.goTo("button:decline", "play")
		a.goTo("button:gamemenu", "play")
		a.goTo("menu:resign", "play")
		a.goTo("menu:confirm", "result")
		shoot(a, "result", "button:rematch", "button:menu")

		// A dark game a few battles in, South to move (the random layouts may let a game
		// end early: then another one).
		var d *testApp
		for try := 0; try < 5; try++ {
			d = startJunqiTest(t, sv.v, "option:mode:dark")
			d.deployAll()
			d.playSome(10, true)
			for d.SceneName() == "play" && junqiGameOf(t, d).Picture().SeatToMove.String() != "S" {
				d.playSome(1, false)
			}
			if d.SceneName() == "play" {
				break
			}
		}
		shoot(d, "play-dark-south")
		d.tapMove(quietMove(t, d.LegalMoves()))
		wantScene(t, d, "handover")
		shoot(d, "handover", "button:ready")

		f := startJunqiTest(t, sv.v, "option:mode:flip")
		wantScene(t, f, "play")
		f.playSome(7, true)
		shoot(f, "play-flip")
		f.shared.Text.SetLang(i18n.Zh) // the same screen in Chinese
		f.setScene(f.scene)
		shoot(f, "play-flip-zh")

		q := startJunqiTest(t, sv.v, "option:board:4p-teams")
		q.deployAll()
		q.playSome(5, true)
		shoot(q, "play-4p-teams")
		q.goTo("button:gamemenu", "play")
		q.goTo("menu:resign", "play")
		q.goTo("menu:confirm", "play")
		q.playSome(1, false)
		shoot(q, "play-4p-one-out")
	}
	t.Logf("screenshots in %s", dir)
}

// fromOf is the point a move token starts from.
func fromOf(tok string) string { return tok[:strings.IndexAny(tok, "-x")] }
