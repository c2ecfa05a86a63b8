package junqiscreen_test

import (
	"path/filepath"
	"strings"
	"testing"

	"warboard/game/gametest"
	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/render"
	"warboard/render/ebitentest"
)

// TestJunqiScreenshots leaves the Junqi screens at phone, tablet and desktop sizes in the
// artefacts directory, and checks that every control of them lies on screen.
func TestJunqiScreenshots(t *testing.T) {
	dir := ebitentest.ArtefactsDir(t)
	views := gametest.HowtoViews // phone and tablet upright, the phone on its side, desktop
	if testing.Short() {
		views = views[:1]
	}
	for _, sv := range views {
		screen := gametest.NewScreen(sv.V)
		shoot := func(a *gametest.App, name string, targets ...string) {
			t.Helper()
			for _, tg := range targets {
				r, ok := a.Scene().Target(tg)
				if !ok || !r.In(sv.V.Bounds()) {
					t.Errorf("%s %s: %s is not on screen (%+v)", sv.Name, name, tg, r)
				}
				if ok && (r.W < render.MinTarget-0.5 || r.H < render.MinTarget-0.5) && !strings.Contains(tg, "6") {
					t.Errorf("%s %s: %s is %.0f×%.0f, under the %v px of a finger", sv.Name, name, tg, r.W, r.H, render.MinTarget)
				}
			}
			a.SetDirty(true)
			a.Draw(screen)
			gametest.WritePNG(t, filepath.Join(dir, "junqi-"+name+"-"+sv.Name+".png"), gametest.Snapshot(screen))
		}

		a := gametest.StartJunqiTest(t, sv.V)
		a.GoTo("layout:central bombs", "deploy")
		a.Tap(input.Touch, "c2")
		shoot(a, "deploy", "button:random", "button:done", "layout:fortress", "button:gamemenu")
		a.DeployAll()
		a.PlaySome(3, false)
		a.Tap(input.Touch, gametest.FromOf(gametest.QuietMove(t, a.LegalMoves()))) // a piece picked, its targets shown
		shoot(a, "play-open", "button:gamemenu")
		a.Idle()
		a.Tap(input.Touch, "button:gamemenu")
		shoot(a, "menu", "menu:resign", "menu:draw", "menu:save", "menu:main", "menu:close")
		a.GoTo("menu:draw", "play")
		shoot(a, "draw-offer", "button:accept", "button:decline")
		a.GoTo("button:decline", "play")
		a.GoTo("button:gamemenu", "play")
		a.GoTo("menu:resign", "play")
		a.GoTo("menu:confirm", "result")
		shoot(a, "result", "button:rematch", "button:menu")

		// A dark game a few battles in, South to move (the random layouts may let a game
		// end early: then another one).
		var d *gametest.App
		for try := 0; try < 5; try++ {
			d = gametest.StartJunqiTest(t, sv.V, "option:mode:dark")
			d.DeployAll()
			d.PlaySome(10, true)
			for d.SceneName() == "play" && gametest.JunqiGameOf(t, d).Picture().SeatToMove.String() != "S" {
				d.PlaySome(1, false)
			}
			if d.SceneName() == "play" {
				break
			}
		}
		shoot(d, "play-dark-south")
		d.TapMove(gametest.QuietMove(t, d.LegalMoves()))
		gametest.WantScene(t, d, "handover")
		shoot(d, "handover", "button:ready")

		f := gametest.StartJunqiTest(t, sv.V, "option:mode:flip")
		gametest.WantScene(t, f, "play")
		f.PlaySome(7, true)
		shoot(f, "play-flip")
		f.Shared().Text.SetLang(i18n.Zh) // the same screen in Chinese
		f.SetScene(f.Scene())
		shoot(f, "play-flip-zh")

		q := gametest.StartJunqiTest(t, sv.V, "option:board:4p-teams")
		q.DeployAll()
		q.PlaySome(5, true)
		shoot(q, "play-4p-teams")
		q.GoTo("button:gamemenu", "play")
		q.GoTo("menu:resign", "play")
		q.GoTo("menu:confirm", "play")
		q.PlaySome(1, false)
		shoot(q, "play-4p-one-out")
	}
	t.Logf("screenshots in %s", dir)
}
