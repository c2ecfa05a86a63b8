//go:build js

// Command aiworker is Warboard's computer players in a Web Worker: a second, small wasm
// program without Ebitengine (rules/ and rules/ai only, through game/computer/players) that answers the game's questions
// (record text, seat, level, seed) with record tokens over postMessage, on a core of its
// own. web/aiworker.js starts it; game/computer (remote.go, remote_js.go) asks it.
package main

import (
	"syscall/js"

	"warboard/game/computer/players"
)

func main() {
	self := js.Global()
	// The handler only queues, in order: the search runs on the main goroutine, outside any
	// callback (wasm has one thread: the handler runs only while main waits on wake).
	var queue []string
	wake := make(chan struct{}, 1)
	self.Set("onmessage", js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := ""
		if len(args) == 1 {
			if d := args[0].Get("data"); d.Type() == js.TypeString {
				msg = d.String()
			}
		}
		queue = append(queue, msg)
		select {
		case wake <- struct{}{}:
		default:
		}
		return nil
	}))
	self.Call("postMessage", "ready")
	for range wake {
		for len(queue) > 0 {
			msg := queue[0]
			queue = queue[1:]
			self.Call("postMessage", players.Handle(msg))
		}
	}
}
