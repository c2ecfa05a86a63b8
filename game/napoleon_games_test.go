package game

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/menu"
	"warboard/render"
	"warboard/render/ebitentest"
	"warboard/rules/napoleon"
)

// advance plays, by taps, a capture if there is one, else the move that goes furthest
// towards the other side (the first of them, turning with n so the armies mix), and ends
// the turn.
func advance(a *testApp, n int) string {
	a.t.Helper()
	sc := mustNapoleon(a)
	south := sc.Picture().ToMove.String() == "S"
	best, gain := "", -100
	legal := a.LegalMoves()
	for j := range legal {
		tok := legal[(j+n)%len(legal)]
		i := strings.IndexAny(tok, "-x")
		if i < 0 || strings.Contains(tok, "/") {
			continue
		}
		g := int(tok[len(tok)-1]) - int(tok[i-1])
		if !south {
			g = -g
		}
		if strings.Contains(tok, "x") {
			g += 10
		}
		if g > gain {
			best, gain = tok, g
		}
	}
	if best == "" {
		a.t.Fatalf("no move to play: %v", legal)
	}
	i := strings.IndexAny(best, "-x")
	a.goTo(best[:i], "play")
	a.goTo(best[i+1:], "play")
	a.idle()
	a.tap(input.Touch, "button:endturn")
	return best
}

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
		screen := newScreen(c.v)
		a := newTestApp(t, c.v)
		a.shared.Text.SetLang(c.lang)
		shoot := func(name string) {
			t.Helper()
			if nb, ok := napoleonOf(a); ok {
				nb.StopSlide()
			}
			for i := 0; i < 400; i++ {
				a.dirty = true
				a.Draw(screen)
				nb, ok := napoleonOf(a)
				if !ok || !nb.Pending() {
					if r, ok := a.scene.(*menu.Result); !ok || !r.Info().Board.(interface{ Pending() bool }).Pending() {
						break
					}
				}
			}
			writePNG(t, filepath.Join(dir, "napoleon-game-"+name+"-"+c.name+".png"), snapshot(screen))
		}
		a.goTo("button:new", "newgame")
		a.goTo("button:napoleon", "options")
		a.goTo("button:start", "handover")
		a.goTo("button:ready", "setup")
		a.goTo("button:random", "setup")
		a.goTo("button:done", "handover")
		a.goTo("button:ready", "setup")
		a.goTo("button:random", "setup")
		a.goTo("button:done", "play")
		rested := false
		for n := 0; n < 300 && a.SceneName() == "play"; n++ {
			sc := mustNapoleon(a)
			if !rested && sc.Picture().Rested[sc.Picture().ToMove&1] != napoleon.NoSquare {
				rested = true
				shoot(fmt.Sprintf("play-rested-%03d", n))
			}
			if n%12 == 6 {
				shoot(fmt.Sprintf("play-%03d", n))
			}
			advance(a, n)
		}
		wantScene(t, a, "result")
		shoot("result")
	}
}
