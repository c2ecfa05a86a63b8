//go:build js

package main

import (
	"syscall/js"

	"warboard/game"
)

// exposeToPage publishes window.warboard, the hook browser tests (and curious players) use:
//
//	ready         true once the first frame is drawn
//	scene()       the current scene: "menu", "newgame" (game choice), "options", "settings",
//	              "about", "load", "handover", "terrain", "setup", "deploy", "play", "game",
//	              "result", "online-create", "online-join", "online" (an online room) or "replay" (replay: replay:first replay:back replay:play
//	              replay:forward replay:last replay:speed:0|1|2, Junqi replay:seat:S…|all,
//	              move:<n> (a move of the list, while in view), button:back; result:
//	              button:replay)
//	record()      the running game as a notation.md record, '' when none runs
//	shown()       the board on screen as a placement list (S? hidden rank, ?* face down),
//	              sorted; '' when no board is drawn (menus, hand-over)
//	moves()       the legal move tokens of the seat to move on screen (an array; empty
//	              when the screen takes no move, as while a computer seat decides)
//	online()      the online room on screen: {room, seat, phase, turn, status, result,
//	              ply, problem}, null on other screens (online: button:leave button:copy
//	              button:random button:ready button:resign button:confirm button:draw
//	              button:takeback button:accept button:decline and the board's points;
//	              online-join: field:code button:join; online-create: option:away:computer|forfeit option:awaylevel:easy|normal|hard
//	              option:after:1|2|5|10 button:make; options: button:online; newgame:
//	              button:online-join)
//	picked()      the square of the piece the player has picked on a Napoleon board ('' for
//	              none; a tap on one's piece on the whole board zooms in and picks it)
//	busy()        true while work goes on between frames (a computer seat or the hint
//	              thinking)
//	drawnHint()   the hint's move as the last frame drawn shows it ('' none)
//	counts()      {frames, ticks, drawMs, tickMs, releases}: frames drawn and ticks (Updates)
//	              run so far, the milliseconds they took in all, and the pointer releases
//	              the ticks took (a test's tap has reached the game once its release has)
//	trace()       the latest pointer reports and the events they made, one a line, with
//	              the tick and the scene that took each: what a test prints when a tap
//	              seems to have had no effect
//	pointAt(name) {x, y}: the centre of a named target in CSS pixels of the page, or null
//	              when it is not on screen (an option row scrolled out of its list is not):
//	                menu      button:continue button:new button:load button:settings button:about
//	                newgame   button:junqi button:napoleon button:back
//	                options   option:<name> (a row; tapping a toggle's row toggles it),
//	                          option:<name>:<value> (a choice), option:<name>:minus / :plus
//	                          (a stepper), button:start, button:back; with a game in
//	                          progress Start asks first: confirm:yes, confirm:no
//	                settings  option:language:zh|en|fr, option:orientation:auto|mover|always-south,
//	                          option:pace:instant|normal|slow
//	                load      button:pick (browser), record:<file> (desktop); with a
//	                          game in progress a record asks first: confirm:yes, confirm:no
//	                handover  button:ready button:mainmenu
//	                result    button:rematch button:newgame button:menu
//	                napoleon  squares "d4", facing handles "d4>NE", reserve:G … reserve:K,
//	                          button:clear button:random button:done button:endturn button:undo
//	                          button:los button:accept button:decline
//	                junqi     points "c6", "Sb1", "Cb2"; layout:<name> (left flag, right
//	                          flag, central bombs, fortress), button:random button:done
//	                          (deploy), button:accept button:decline (a draw offer)
//	                game menu button:gamemenu (opener), menu:resign menu:confirm
//	                          menu:draw menu:hint menu:save menu:main menu:close
//	              Option names: see game/menu/options.go (board, mode, nocapture, target, …).
func exposeToPage(app *game.App) {
	hook := js.Global().Get("Object").New()
	hook.Set("ready", false)
	hook.Set("scene", js.FuncOf(func(js.Value, []js.Value) any {
		return app.SceneName()
	}))
	hook.Set("record", js.FuncOf(func(js.Value, []js.Value) any {
		return app.Record()
	}))
	hook.Set("shown", js.FuncOf(func(js.Value, []js.Value) any {
		return app.Shown()
	}))
	hook.Set("moves", js.FuncOf(func(js.Value, []js.Value) any {
		out := []any{}
		for _, m := range app.LegalMoves() {
			out = append(out, m)
		}
		return out
	}))
	hook.Set("online", js.FuncOf(func(js.Value, []js.Value) any {
		if st := app.OnlineState(); st != nil {
			return st
		}
		return js.Null()
	}))
	hook.Set("picked", js.FuncOf(func(js.Value, []js.Value) any {
		return app.Picked()
	}))
	hook.Set("drawnHint", js.FuncOf(func(js.Value, []js.Value) any {
		return app.DrawnHint()
	}))
	hook.Set("busy", js.FuncOf(func(js.Value, []js.Value) any {
		return app.Busy()
	}))
	hook.Set("counts", js.FuncOf(func(js.Value, []js.Value) any {
		f, u, dt, tt := app.Counts()
		return map[string]any{"frames": f, "ticks": u, "drawMs": dt.Seconds() * 1000, "tickMs": tt.Seconds() * 1000, "releases": app.Releases()}
	}))
	hook.Set("trace", js.FuncOf(func(js.Value, []js.Value) any {
		return app.Trace()
	}))
	hook.Set("pointAt", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) < 1 || args[0].Type() != js.TypeString {
			return js.Null()
		}
		x, y, ok := app.PointAt(args[0].String())
		if !ok {
			return js.Null()
		}
		// Layout pixels are CSS pixels from the canvas's corner; the canvas fills the page,
		// but go through its box so a page that places or sizes it otherwise still works.
		v := app.View()
		canvas := js.Global().Get("document").Call("querySelector", "canvas")
		if canvas.Truthy() && v.W > 0 && v.H > 0 {
			r := canvas.Call("getBoundingClientRect")
			x = r.Get("left").Float() + x*r.Get("width").Float()/v.W
			y = r.Get("top").Float() + y*r.Get("height").Float()/v.H
		}
		return map[string]any{"x": x, "y": y}
	}))
	js.Global().Set("warboard", hook)
	// web/index.html holds animation frames back while the game is idle.
	if idle := js.Global().Get("warboardIdle"); idle.Type() == js.TypeFunction {
		app.SetIdleHook(func(on bool) { idle.Invoke(on) })
	}
	app.OnFirstFrame(func() { hook.Set("ready", true) })
}
