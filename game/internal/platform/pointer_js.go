//go:build js

package platform

import (
	"sync"
	"syscall/js"
	"time"

	"warboard/game/input"
)

// domSource listens to the browser's pointer events on Ebitengine's canvas. Pointer events
// carry mouse, touch and pen alike with their own type, so a tap arrives as a touch and the
// browser's emulated mouse events (which are separate "mouse*" events) never reach us. The
// events are queued as they come, so a tap shorter than a frame is not lost.
type domSource struct {
	mu     sync.Mutex
	queue  []input.Raw
	canvas js.Value
	funcs  []js.Func // kept so the callbacks stay alive
}

// NewPointerSource reads the platform's pointer.
func NewPointerSource() PointerSource {
	d := &domSource{}
	doc := js.Global().Get("document")
	d.canvas = doc.Call("querySelector", "canvas")
	if !d.canvas.Truthy() {
		// Ebitengine creates its canvas when its package initialises; without one there is
		// nothing to listen to.
		js.Global().Get("console").Call("error", "warboard: no canvas found for pointer input")
		return d
	}
	// Stop the browser from turning a finger drag into scrolling or zooming, which would
	// cancel the pointer.
	d.canvas.Get("style").Set("touchAction", "none")
	win := js.Global()
	d.listen(d.canvas, "pointerdown", input.Down)
	d.listen(win, "pointermove", input.Move)
	d.listen(win, "pointerup", input.Up)
	d.listen(win, "pointercancel", input.Cancel)
	d.listen(d.canvas, "wheel", input.Wheel)
	// A right click is the game's (a mark on a piece), not the browser's menu.
	prevent := js.FuncOf(func(this js.Value, args []js.Value) any {
		args[0].Call("preventDefault")
		return nil
	})
	d.funcs = append(d.funcs, prevent)
	d.canvas.Call("addEventListener", "contextmenu", prevent)
	return d
}

func (d *domSource) listen(target js.Value, event string, phase input.Phase) {
	f := js.FuncOf(func(this js.Value, args []js.Value) any {
		d.handle(args[0], phase)
		return nil
	})
	d.funcs = append(d.funcs, f)
	target.Call("addEventListener", event, f)
}

func (d *domSource) handle(e js.Value, phase input.Phase) {
	if phase == input.Wheel {
		d.wheel(e)
		return
	}
	// Only the primary button (left mouse button, finger, pen tip) starts a gesture; the
	// mouse's secondary button is a context click.
	if phase == input.Down && e.Get("button").Int() != 0 {
		if e.Get("button").Int() != 2 || e.Get("pointerType").String() != "mouse" {
			return
		}
		phase = input.Secondary
	}
	dev := input.Touch
	if e.Get("pointerType").String() == "mouse" {
		dev = input.Mouse
	}
	// The canvas fills the page, but measure anyway in case a page places it elsewhere:
	// layout pixels are CSS pixels relative to the canvas.
	rect := d.canvas.Call("getBoundingClientRect")
	pos := input.Point{
		X: e.Get("clientX").Float() - rect.Get("left").Float(),
		Y: e.Get("clientY").Float() - rect.Get("top").Float(),
	}
	at := time.Duration(e.Get("timeStamp").Float() * float64(time.Millisecond))
	d.mu.Lock()
	d.queue = append(d.queue, input.Raw{Device: dev, ID: e.Get("pointerId").Int(), Phase: phase, Pos: pos, At: at})
	d.mu.Unlock()
}

func (d *domSource) Poll(out []input.Raw, _ float64) []input.Raw {
	d.mu.Lock()
	out = append(out, d.queue...)
	d.queue = d.queue[:0]
	d.mu.Unlock()
	return out
}

// wheel queues a wheel event; deltaMode says whether deltaY counts pixels, lines or pages.
func (d *domSource) wheel(e js.Value) {
	dy := e.Get("deltaY").Float()
	switch e.Get("deltaMode").Int() {
	case 1: // lines
		dy *= 24
	case 2: // pages
		dy *= 400
	}
	rect := d.canvas.Call("getBoundingClientRect")
	pos := input.Point{X: e.Get("clientX").Float() - rect.Get("left").Float(), Y: e.Get("clientY").Float() - rect.Get("top").Float()}
	at := time.Duration(e.Get("timeStamp").Float() * float64(time.Millisecond))
	d.mu.Lock()
	d.queue = append(d.queue, input.Raw{Device: input.Mouse, Phase: input.Wheel, Pos: pos, At: at, Delta: input.Point{Y: dy}})
	d.mu.Unlock()
}
