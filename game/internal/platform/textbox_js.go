//go:build js

package platform

import (
	"strconv"
	"sync"
	"syscall/js"

	"warboard/game/input"
)

// domTextBox is a real <input> (one line) or <textarea> (several) laid over a text field of
// the canvas: a tap on it opens the soft keyboard on a tablet or phone, and input methods
// (Chinese pinyin) compose in it as in any page. The field mirrors its value each tick.
type domTextBox struct {
	mu      sync.Mutex
	el      js.Value // the element shown, or undefined
	kinds   map[bool]js.Value
	focused bool
	dirty   bool // an input event came since the last Poll
	text    string
	submit  bool
	cancel  bool
	funcs   []js.Func
}

// NewTextBox is the browser's text box for text fields.
func NewTextBox() input.TextBox { return &domTextBox{kinds: map[bool]js.Value{}} }

// element is the <input> or <textarea>, made once each.
func (b *domTextBox) element(multi bool) js.Value {
	if el, ok := b.kinds[multi]; ok {
		return el
	}
	doc := js.Global().Get("document")
	tag := "input"
	if multi {
		tag = "textarea"
	}
	el := doc.Call("createElement", tag)
	el.Set("id", "warboard-"+tag)
	if !multi {
		el.Set("type", "text")
		el.Call("setAttribute", "enterkeyhint", "done")
	}
	for k, v := range map[string]string{"autocomplete": "off", "autocorrect": "off", "autocapitalize": "off", "spellcheck": "false"} {
		el.Call("setAttribute", k, v)
	}
	st := el.Get("style")
	for k, v := range map[string]string{
		"position": "fixed", "zIndex": "10", "boxSizing": "border-box", "margin": "0",
		"padding": "4px 12px", "border": "2px solid #d9b862", "borderRadius": "8px",
		"background": "#1d2b24", "color": "#f5f1e6", "caretColor": "#d9b862", "outline": "none",
		"fontFamily": "system-ui, sans-serif", "resize": "none", "display": "none",
	} {
		st.Set(k, v)
	}
	on := func(event string, f func(e js.Value)) {
		fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
			f(args[0])
			return nil
		})
		b.funcs = append(b.funcs, fn)
		el.Call("addEventListener", event, fn)
	}
	on("input", func(js.Value) { b.set(func() { b.dirty = true }) })
	on("focus", func(js.Value) { b.set(func() { b.focused = true }) })
	on("blur", func(js.Value) { b.set(func() { b.focused, b.dirty = false, true }) })
	on("keydown", func(e js.Value) {
		key := e.Get("key").String()
		// Enter that ends an input method's composition is the composition's.
		composing := e.Get("isComposing").Truthy() || e.Get("keyCode").Int() == 229
		switch {
		case key == "Enter" && !multi && !composing:
			e.Call("preventDefault")
			b.set(func() { b.submit, b.dirty = true, true })
		case key == "Escape" && !composing:
			e.Call("preventDefault")
			b.set(func() { b.cancel = true })
		}
	})
	doc.Get("body").Call("appendChild", el)
	b.kinds[multi] = el
	return el
}

func (b *domTextBox) set(f func()) {
	b.mu.Lock()
	f()
	b.mu.Unlock()
}

func (b *domTextBox) Show(s input.TextBoxSpec) {
	el := b.element(s.Multiline)
	if other, ok := b.kinds[!s.Multiline]; ok {
		other.Get("style").Set("display", "none")
	}
	st := el.Get("style")
	px := func(v float64) string { return strconv.FormatFloat(v, 'f', 1, 64) + "px" }
	st.Set("left", px(s.X))
	st.Set("top", px(s.Y))
	st.Set("width", px(s.W))
	st.Set("height", px(s.H))
	st.Set("fontSize", px(s.Size))
	st.Set("display", "block")
	el.Set("readOnly", s.ReadOnly)
	el.Call("setAttribute", "aria-label", s.Label)
	if s.Max > 0 && !s.Multiline {
		el.Set("maxLength", s.Max)
	} else {
		el.Call("removeAttribute", "maxlength")
	}
	if el.Get("value").String() != s.Text {
		el.Set("value", s.Text)
	}
	b.mu.Lock()
	b.el, b.text, b.dirty = el, s.Text, false
	b.mu.Unlock()
	if s.SelectAll {
		el.Call("focus")
		el.Call("select")
		el.Call("setSelectionRange", 0, len(s.Text)*2) // iOS selects only through a range
	}
}

func (b *domTextBox) Focus() {
	b.mu.Lock()
	el := b.el
	b.mu.Unlock()
	if el.Truthy() {
		el.Call("focus")
	}
}

func (b *domTextBox) Hide() {
	b.mu.Lock()
	el := b.el
	b.el = js.Undefined()
	b.focused, b.submit, b.cancel = false, false, false
	b.mu.Unlock()
	if el.Truthy() {
		el.Call("blur")
		el.Get("style").Set("display", "none")
		// The canvas takes the keyboard back (Ebitengine listens on it).
		if c := js.Global().Get("document").Call("querySelector", "canvas"); c.Truthy() {
			c.Call("focus")
		}
	}
}

func (b *domTextBox) Poll() input.TextBoxState {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.dirty && b.el.Truthy() {
		b.text = b.el.Get("value").String()
		b.dirty = false
	}
	st := input.TextBoxState{Text: b.text, Focused: b.focused && b.el.Truthy(), Submit: b.submit, Cancel: b.cancel}
	b.submit, b.cancel = false, false
	return st
}
