package napoleonscreen_test

import (
	"fmt"
	"path/filepath"
	"testing"

	"warboard/game/gametest"
	"warboard/game/i18n"
	"warboard/game/menu"
	"warboard/render"
	"warboard/render/ebitentest"
	"warboard/rules/napoleon"
)

// TestNapoleonFullGameShots plays whole Napoleon games by taps, in French on a desktop and
// in Chinese on a landscape phone, with screenshots of play (the side panel: turn, score,
// the three-turns warning, the moves) and of the result.
func TestNapoleonFullGameShots(t *testing.T) {
	if testing.Short() {
		t.Skip("whole games")
	}
	dir := ebitentest.ArtefactsDir(t)
	for _, c := range []struct {
		lang i18n.Lang
		name string
		v    render.View
	}{
		{i18n.Fr, "fr-desktop-1280x800@1x", render.View{W: 1280, H: 800, Scale: 1}},
		{i18n.Zh, "zh-phone-640x360@2x", render.View{W: 640, H: 360, Scale: 2}},
		{i18n.Fr, "fr-phone-360x640@3x", render.View{W: 360, H: 640, Scale: 3}},
	} {
		screen := gametest.NewScreen(c.v)
		a := gametest.NewTestApp(t, c.v)
		a.Shared().Text.SetLang(c.lang)
		shoot := func(name string) {
			t.Helper()
			if nb, ok := gametest.NapoleonOf(a); ok {
				nb.StopSlide()
			}
			for i := 0; i < 400; i++ {
				a.SetDirty(true)
				a.Draw(screen)
				nb, ok := gametest.NapoleonOf(a)
				if !ok || !nb.Pending() {
					if r, ok := a.Scene().(*menu.Result); !ok || !r.Info().Board.(interface{ Pending() bool }).Pending() {
						break
					}
				}
			}
			gametest.WritePNG(t, filepath.Join(dir, "napoleon-game-"+name+"-"+c.name+".png"), gametest.Snapshot(screen))
		}
		a.GoTo("button:new", "newgame")
		a.GoTo("button:napoleon", "options")
		a.GoTo("button:start", "handover")
		a.GoTo("button:ready", "setup")
		a.GoTo("button:random", "setup")
		a.GoTo("button:done", "handover")
		a.GoTo("button:ready", "setup")
		a.GoTo("button:random", "setup")
		a.GoTo("button:done", "play")
		rested := false
		for n := 0; n < 300 && a.SceneName() == "play"; n++ {
			sc := gametest.MustNapoleon(a)
			if !rested && sc.Picture().Rested[sc.Picture().ToMove&1] != napoleon.NoSquare {
				rested = true
				shoot(fmt.Sprintf("play-rested-%03d", n))
			}
			if n%12 == 6 {
				shoot(fmt.Sprintf("play-%03d", n))
			}
			gametest.Advance(a, n)
		}
		gametest.WantScene(t, a, "result")
		shoot("result")
	}
}
