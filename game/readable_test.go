package game_test

import (
	"testing"

	"warboard/game/gametest"
	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/menu"
	"warboard/render"
)

// TestFrenchTextStaysReadableOnPhones: in French, the longest of the three languages, on
// a phone held either way, no text of the menus, the settings, the options, deployment,
// play, the game menu, the hand-over and the result is shrunk below render.MinTextSize
// (Painter.Text wraps instead) nor cut short with "…": every screen has room for its words.
func TestFrenchTextStaysReadableOnPhones(t *testing.T) {
	var elided []string
	watch := render.CutHook
	render.CutHook = func(c render.Cut) {
		elided = append(elided, c.Text)
		if watch != nil {
			watch(c)
		}
	}
	defer func() { render.CutHook = watch }()
	for _, v := range []render.View{{W: 360, H: 640, Scale: 3}, {W: 640, H: 360, Scale: 2}} {
		screen := gametest.NewScreen(v)
		elided = nil
		a := gametest.NewTestApp(t, v)
		a.Shared().Text.SetLang(i18n.Fr)
		a.SetScene(menu.NewMenu(a.Shared()))
		draw := func(where string) {
			t.Helper()
			a.SetDirty(true)
			a.Draw(screen)
			if len(elided) > 0 {
				t.Errorf("%vx%v %s: cut short: %q", v.W, v.H, where, elided)
				elided = nil
			}
		}
		draw("menu")
		a.GoTo("button:settings", "settings")
		draw("settings")
		a.GoTo("button:back", "menu")
		a.GoTo("button:new", "newgame")
		draw("new game")
		a.GoTo("button:junqi", "options")
		draw("Junqi options")
		a.GoTo("option:board:4p-ffa", "options")
		draw("four-country options")
		a.GoTo("option:mode:dark", "options")
		a.Idle()
		a.Reveal("option:board")
		a.Tap(input.Touch, "button:start")
		draw("hand-over")
		a.ThroughHandOver()
		draw("deployment")
		a.DeployAll()
		draw("play")
		a.TapMove(gametest.QuietMove(t, a.LegalMoves()))
		draw("the hand-over after a move")
		a.ThroughHandOver()
		a.Tap(input.Touch, "button:gamemenu")
		draw("game menu")
		a.GoTo("menu:resign", "play")
		draw("resign?")
		a.GoTo("menu:close", "play")

		n := gametest.NewTestApp(t, v)
		n.Shared().Text.SetLang(i18n.Fr)
		n.SetScene(menu.NewMenu(n.Shared()))
		a = n
		a.GoTo("button:new", "newgame")
		a.GoTo("button:napoleon", "options")
		draw("Napoleon options")
		a.GoTo("button:start", "handover")
		for a.SceneName() != "play" {
			a.ThroughHandOver()
			if a.SceneName() == "setup" {
				draw("set-up")
				a.GoTo("button:random", "setup")
				a.Idle()
				a.Tap(input.Touch, "button:done")
			}
		}
		draw("Napoleon play")
		gametest.Advance(a, 0)
		draw("Napoleon play after a turn")
		a.Tap(input.Touch, "button:gamemenu")
		draw("Napoleon game menu")
		a.GoTo("menu:resign", "play")
		a.GoTo("menu:confirm", "result")
		draw("result")
	}
}
