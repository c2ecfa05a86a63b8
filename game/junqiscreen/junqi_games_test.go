package junqiscreen_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"warboard/game/gametest"
	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/render"
	"warboard/render/ebitentest"
)

// TestJunqiFullGameShots plays whole Junqi games by taps, attacking whenever it can, in
// Chinese on a landscape phone and in French on a desktop, and leaves screenshots along
// the way and of the result: the side panel, the feedback and the result read in each
// language. Every screen's targets must lie on it.
func TestJunqiFullGameShots(t *testing.T) {
	if testing.Short() {
		t.Skip("whole games")
	}
	dir := ebitentest.ArtefactsDir(t)
	for _, c := range []struct {
		lang i18n.Lang
		mode string
		name string
		v    render.View
	}{
		{i18n.Zh, "option:mode:dark", "zh-phone-640x360@2x", render.View{W: 640, H: 360, Scale: 2}},
		{i18n.Fr, "option:mode:open", "fr-desktop-1280x800@1x", render.View{W: 1280, H: 800, Scale: 1}},
	} {
		screen := gametest.NewScreen(c.v)
		shoot := func(a *gametest.App, name string) {
			t.Helper()
			a.SetDirty(true)
			a.Draw(screen)
			gametest.WritePNG(t, filepath.Join(dir, "junqi-game-"+name+"-"+c.name+".png"), gametest.Snapshot(screen))
		}
		a := gametest.StartJunqiTest(t, c.v, c.mode)
		a.Shared().Text.SetLang(c.lang)
		a.SetScene(a.Scene())
		a.DeployAll()
		moves := 0
		for ; moves < 400 && a.SceneName() != "result"; moves++ {
			if a.SceneName() == "handover" {
				if moves < 40 && moves%20 == 1 {
					shoot(a, fmt.Sprintf("handover-%03d", moves))
				}
				a.Idle()
				a.Tap(input.Touch, "button:ready")
				continue
			}
			if moves%25 == 0 {
				shoot(a, fmt.Sprintf("play-%03d", moves))
			}
			legal := a.LegalMoves()
			tok := gametest.QuietMove(t, legal)
			for i, mv := range legal {
				if strings.Contains(mv, "x") && (i+moves)%3 != 0 {
					tok = mv
					break
				}
			}
			a.TapMove(tok)
		}
		gametest.WantScene(t, a, "result")
		shoot(a, "result")
		r, ok := a.Scene().Target("button:rematch")
		if !ok || !r.In(c.v.Bounds()) {
			t.Errorf("%s: no rematch button on the result screen", c.name)
		}
	}
}
