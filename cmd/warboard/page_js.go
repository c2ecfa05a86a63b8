//go:build js

package main

import (
	"syscall/js"

	"warboard/game"
)

// exposeToPage publishes window.warboard, the hook browser tests (and curious players) use:
//
//	ready         true once the first frame is drawn
//	scene()       the current scene: "menu", "game" or "result"
//	record()      the running game as a notation.md record, '' when none runs
//	pointAt(name) {x, y}: the centre of a named target ("button:junqi", "button:back", …)
//	              in CSS pixels of the page, or null when it is not on screen
func exposeToPage(app *game.App) {
	hook := js.Global().Get("Object").New()
	hook.Set("ready", false)
	hook.Set("scene", js.FuncOf(func(js.Value, []js.Value) any {
		return app.SceneName()
	}))
	hook.Set("record", js.FuncOf(func(js.Value, []js.Value) any {
		return app.Record()
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
	app.OnFirstFrame(func() { hook.Set("ready", true) })
}
