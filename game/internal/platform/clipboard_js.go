//go:build js

package platform

import (
	"errors"
	"syscall/js"

	"warboard/game/scene"
)

// jsClipboard is navigator.clipboard: writeText and readText answer with promises, and a
// browser may refuse either (no permission, a page not served over https, Safari outside the
// tap itself); the screen then shows the text selected to copy, or a box to paste into.
type jsClipboard struct{ clipResult }

// NewClipboard is the browser's clipboard.
func NewClipboard() scene.Clipboard { return &jsClipboard{} }

func (c *jsClipboard) Copy(text string) { c.call("writeText", text) }

func (c *jsClipboard) Paste() { c.call("readText") }

// call runs navigator.clipboard[method](args...) and records how its promise settles.
func (c *jsClipboard) call(method string, args ...any) {
	gen := c.start()
	clip := js.Global().Get("navigator").Get("clipboard")
	if !clip.Truthy() || clip.Get(method).Type() != js.TypeFunction {
		c.finish(gen, "", ErrNoClipboard)
		return
	}
	var then, fail js.Func
	release := func() {
		then.Release()
		fail.Release()
	}
	then = js.FuncOf(func(_ js.Value, a []js.Value) any {
		text := ""
		if len(a) > 0 && a[0].Type() == js.TypeString {
			text = a[0].String()
		}
		c.finish(gen, text, nil)
		release()
		return nil
	})
	fail = js.FuncOf(func(_ js.Value, a []js.Value) any {
		msg := "refused"
		if len(a) > 0 && a[0].Truthy() {
			msg = a[0].Call("toString").String()
		}
		c.finish(gen, "", errors.Join(ErrNoClipboard, errors.New(msg)))
		release()
		return nil
	})
	func() {
		defer func() {
			if r := recover(); r != nil { // a synchronous throw (a document without focus)
				c.finish(gen, "", ErrNoClipboard)
				release()
			}
		}()
		clip.Call(method, args...).Call("then", then, fail)
	}()
}
