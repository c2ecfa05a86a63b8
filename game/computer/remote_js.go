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
		return // Node (the wasm tests), or a browser without workers: think in process
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

// jsPort is the browser's Worker running cmd/aiworker. The wasm module is compiled once
// (on the first question, never at startup) and instantiated by every worker started, so
// a restart after a dropped question costs milliseconds.
type jsPort struct {
	r         *Remote
	module    js.Value
	compiling bool
	w         js.Value
	funcs     []js.Func

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
	if p.module.Truthy() {
		p.spawn()
		return
	}
	if p.compiling {
		return
	}
	p.compiling = true
	var ok, bad js.Func
	done := func() {
		p.compiling = false
		ok.Release()
		bad.Release()
	}
	ok = js.FuncOf(func(_ js.Value, args []js.Value) any {
		done()
		p.module = args[0]
		if p.r.state == loading {
			p.spawn()
		}
		return nil
	})
	bad = js.FuncOf(func(_ js.Value, args []js.Value) any {
		done()
		p.r.Fail("the computer players' worker did not load: " + errorText(args))
		p.gaveUp()
		return nil
	})
	g := js.Global()
	g.Get("WebAssembly").Call("compileStreaming", g.Call("fetch", workerWasm)).Call("then", ok, bad)
}

func (p *jsPort) spawn() {
	w := js.Global().Get("Worker").New(workerScript)
	onMessage := js.FuncOf(func(_ js.Value, args []js.Value) any {
		d := args[0].Get("data")
		if d.Type() != js.TypeString {
			p.r.Fail("the computer players' worker sent a " + d.Type().String())
			return nil
		}
		if msg := d.String(); msg != Ready {
			p.answers++
			if len(p.postedAt) > 0 { // the worker answers in order
				if p.postedAt[0] >= 0 {
					p.moveMs = append(p.moveMs, now()-p.postedAt[0])
				}
				p.postedAt = p.postedAt[1:]
			}
		} else if p.loadMs == 0 {
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
	w.Call("postMessage", p.module)
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
	js.Global().Get("console").Call("log", "Warboard: "+p.r.Why+"; the computer thinks in the page from now on")
}
