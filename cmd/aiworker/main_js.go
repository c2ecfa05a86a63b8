//go:build js

// Command aiworker is Warboard's computer players in a Web Worker: a second, small wasm
// program without Ebitengine (rules/ and rules/ai only) that answers the game's questions
// (record text, seat, level, seed) with record tokens over postMessage, on a core of its
// own. web/aiworker.js starts it; game/computer (remote.go, remote_js.go) asks it.
package main

import (
	"syscall/js"

	"warboard/game/computer/wire"
)

func main() {
	self := js.Global()
	questions := make(chan string, 64)
	// The handler only queues: the search runs on the main goroutine, outside any callback.
	self.Set("onmessage", js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := ""
		if len(args) == 1 {
			if d := args[0].Get("data"); d.Type() == js.TypeString {
				msg = d.String()
			}
		}
		go func() { questions <- msg }()
		return nil
	}))
	self.Call("postMessage", "ready")
	for msg := range questions {
		self.Call("postMessage", wire.Handle(msg))
	}
}
