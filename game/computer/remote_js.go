//go:build js

package computer

import (
	"strings"
	"syscall/js"

	"warboard/game/computer/wire"
)

// The worker's files, beside the page (cmd/webserve builds them).
const (
	workerScript = "aiworker.js"
	workerWasm   = "aiworker.wasm"
)

func init() {
	g := js.Global()
	if !g.Get("document").Truthy() || !g.Get("Worker").Truthy() || !g.Get("WebAssembly").Get("compileStreaming").Truthy() {
		return // Node (the wasm tests), or a browser without workers: no worker (players.go)
	}
	p := &jsPort{}
	worker = NewRemote(p)
	p.r = worker
	// warboardAI.status() tells tests (and a curious person at the console) how the worker
	// fares: its state, how many questions it was sent and answered, its restarts, and why
	// it was given up, if it was.
	status := js.FuncOf(func(js.Value, []js.Value) any {
		return map[string]any{"state": [...]string{"idle", "loading", "ready", "broken"}[p.r.state],
			"asked": p.posts, "answered": p.answers, "starts": p.starts, "why": p.r.Why, "loadMs": p.loadMs,
			"moveMs": floats(p.moveMs)}
	})
	g.Set("warboardAI", map[string]any{"status": status})
}

// jsPort is the browser's Worker running cmd/aiworker. The first worker (started by the
// first question, never at startup) compiles the wasm module on its own thread and hands it
// back; every later one is started from it, so a restart after a dropped question costs
// milliseconds.
type jsPort struct {
	r      *Remote
	module js.Value
	w      js.Value
	funcs  []js.Func

	starts, posts, answers int // for warboardAI.status()
	startedAt              float64
	loadMs                 float64   // the first start: from asking to "ready"
	postedAt               []float64 // when each question in the worker was posted (-1: not a move)
	moveMs                 []float64 // each move question's wall time, from posting to its answer
}

func now() float64 { return js.Global().Get("performance").Call("now").Float() }

func (p *jsPort) Start() {
	p.starts++
	if p.starts == 1 {
		p.startedAt = now()
	}
	p.spawn()
}

func (p *jsPort) spawn() {
	w := js.Global().Get("Worker").New(workerScript)
	onMessage := js.FuncOf(func(_ js.Value, args []js.Value) any {
		d := args[0].Get("data")
		if d.InstanceOf(js.Global().Get("WebAssembly").Get("Module")) {
			p.module = d // compiled by the first worker: the next ones start from it
			return nil
		}
		if d.Type() != js.TypeString {
			p.r.Fail("the computer players' worker sent a " + d.Type().String())
			return nil
		}
		if msg := d.String(); strings.HasPrefix(msg, wire.Magic+"\n") {
			p.answers++
			if len(p.postedAt) > 0 { // the worker answers in order
				if p.postedAt[0] >= 0 {
					p.moveMs = append(p.moveMs, now()-p.postedAt[0])
				}
				p.postedAt = p.postedAt[1:]
			}
		} else if msg == Ready && p.loadMs == 0 {
			p.loadMs = now() - p.startedAt
		}
		was := p.r.state
		p.r.Receive(d.String())
		if was != broken && p.r.state == broken {
			p.gaveUp()
		}
		return nil
	})
	onError := js.FuncOf(func(_ js.Value, args []js.Value) any {
		args[0].Call("preventDefault") // handled here: no uncaught error in the console
		p.r.Fail("the computer players' worker failed: " + errorText(args))
		p.gaveUp()
		return nil
	})
	w.Call("addEventListener", "message", onMessage)
	w.Call("addEventListener", "error", onError)
	w.Call("addEventListener", "messageerror", onError)
	p.w, p.funcs = w, []js.Func{onMessage, onError}
	if p.module.Truthy() {
		w.Call("postMessage", p.module)
	} else {
		w.Call("postMessage", "load")
	}
}

func (p *jsPort) Post(msg string) {
	if p.w.Truthy() {
		p.posts++
		at := -1.0
		if strings.Contains(msg, "\nwhat "+wire.Move+"\n") {
			at = now()
		}
		p.postedAt = append(p.postedAt, at)
		p.w.Call("postMessage", msg)
	}
}

// Terminate ends the worker; nothing it sent and the page has not read yet reaches Go.
func (p *jsPort) Terminate() {
	if !p.w.Truthy() {
		return
	}
	p.w.Call("removeEventListener", "message", p.funcs[0])
	p.w.Call("removeEventListener", "error", p.funcs[1])
	p.w.Call("removeEventListener", "messageerror", p.funcs[1])
	p.w.Call("terminate")
	for _, f := range p.funcs {
		f.Release()
	}
	p.w, p.funcs, p.postedAt = js.Undefined(), nil, nil
}

func floats(xs []float64) []any {
	out := make([]any, len(xs))
	for i, x := range xs {
		out[i] = x
	}
	return out
}

func errorText(args []js.Value) string {
	if len(args) == 0 {
		return "unknown error"
	}
	if m := args[0].Get("message"); m.Type() == js.TypeString {
		return m.String()
	}
	return args[0].Call("toString").String()
}

// gaveUp says in the console why the worker is no longer asked.
func (p *jsPort) gaveUp() {
	js.Global().Get("console").Call("log", "Warboard: "+p.r.Why+"; the computer's seats play a legal move and say so from now on")
}
