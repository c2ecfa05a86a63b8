package game

import (
	"testing"

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
		screen := newScreen(v)
		elided = nil
		a := newTestApp(t, v)
		a.shared.Text.SetLang(i18n.Fr)
		a.setScene(menu.NewMenu(a.shared))
		draw := func(where string) {
			t.Helper()
			a.dirty = true
			a.Draw(screen)
			if len(elided) > 0 {
				t.Errorf("%vx%v %s: cut short: %q", v.W, v.H, where, elided)
				elided = nil
			}
		}
		draw("menu")
		a.goTo("button:settings", "settings")
		draw("settings")
		a.goTo("button:back", "menu")
		a.goTo("button:new", "newgame")
		draw("new game")
		a.goTo("button:junqi", "options")
		draw("Junqi options")
		a.goTo("option:board:4p-ffa", "options")
		draw("four-country options")
		a.goTo("option:mode:dark", "options")
		a.idle()
		a.reveal("option:board")
		a.tap(input.Touch, "button:start")
		draw("hand-over")
		a.throughHandOver()
		draw("deployment")
		a.deployAll()
		draw("play")
		a.tapMove(quietMove(t, a.LegalMoves()))
		draw("the hand-over after a move")
		a.throughHandOver()
		a.tap(input.Touch, "button:gamemenu")
		draw("game menu")
		a.goTo("menu:resign", "play")
		draw("resign?")
		a.goTo("menu:close", "play")

		n := newTestApp(t, v)
		n.shared.Text.SetLang(i18n.Fr)
		n.setScene(menu.NewMenu(n.shared))
		a = n
		a.goTo("button:new", "newgame")
		a.goTo("button:napoleon", "options")
		draw("Napoleon options")
		a.goTo("button:start", "handover")
		for a.SceneName() != "play" {
			a.throughHandOver()
			if a.SceneName() == "setup" {
				draw("set-up")
				a.goTo("button:random", "setup")
				a.idle()
				a.tap(input.Touch, "button:done")
			}
		}
		draw("Napoleon play")
		advance(a, 0)
		draw("Napoleon play after a turn")
		a.tap(input.Touch, "button:gamemenu")
		draw("Napoleon game menu")
		a.goTo("menu:resign", "play")
		a.goTo("menu:confirm", "result")
		draw("result")
	}
}
