package widget

import (
	"testing"

	"warboard/game/input"
	"warboard/game/widget/textedit"
	"warboard/render"
)

// fakeBox is a browser text box: the test plays the player typing into it.
type fakeBox struct {
	spec    input.TextBoxSpec
	shown   int // Show calls
	hidden  bool
	focused bool
	state   input.TextBoxState
}

func (b *fakeBox) Show(s input.TextBoxSpec) {
	b.spec, b.hidden = s, false
	b.shown++
	b.state.Text = s.Text
}
func (b *fakeBox) Focus() { b.focused = true; b.state.Focused = true }
func (b *fakeBox) Hide()  { b.hidden = true }
func (b *fakeBox) Poll() input.TextBoxState {
	st := b.state
	b.state.Submit, b.state.Cancel = false, false
	return st
}

// With a browser box the field shows it over itself with its text, mirrors what is typed
// into it (Chinese from an input method included), commits on the keyboard's Done and
// hides it on Close; the box moves with the field.
func TestTextFieldMirrorsTheBrowserBox(t *testing.T) {
	box := &fakeBox{}
	f := &TextField{Name: "field:name", Native: box}
	f.Edit.Max = 10
	f.SetText("Layout 1")
	f.Layout(render.Rect{X: 10, Y: 20, W: 300, H: 48}, 17)
	f.Focus()
	if box.shown != 1 || box.spec.Text != "Layout 1" || box.spec.X != 10 || box.spec.W != 300 || box.spec.Max != 10 || !box.focused {
		t.Fatalf("the box shows %+v (%d times), focused %v", box.spec, box.shown, box.focused)
	}
	box.state.Text = "我的布阵"
	if r := f.Update(nil); !r.Changed || f.Text() != "我的布阵" || !f.Focused {
		t.Fatalf("typed into the box: %+v, the field has %q", r, f.Text())
	}
	if r := f.Update(nil); r.Changed {
		t.Fatal("nothing typed, yet a change")
	}
	f.Layout(render.Rect{X: 10, Y: 200, W: 300, H: 48}, 17)
	if box.spec.Y != 200 || box.spec.Text != "我的布阵" {
		t.Fatalf("the box after a layout: %+v", box.spec)
	}
	box.state.Submit = true
	if r := f.Update(nil); !r.Commit {
		t.Fatal("Done on the keyboard did not commit")
	}
	box.state.Focused = false
	if r := f.Update(nil); !r.Changed || f.Focused {
		t.Fatal("a blur did not unfocus the field")
	}
	f.Close()
	if !box.hidden {
		t.Fatal("Close left the box")
	}
}

// On the desktop the field takes the keyboard's characters and keys: Enter commits a single
// line, Escape cancels, a held key asks for ticks, Ctrl+V asks for a paste; a read-only
// field takes no characters.
func TestTextFieldDesktopKeyboard(t *testing.T) {
	var chars []rune
	var keys []textedit.Key
	paste, held := false, false
	readKeyboard = func() ([]rune, []textedit.Key, bool, bool) { return chars, keys, paste, held }
	defer func() { readKeyboard = defaultKeyboard }()

	f := &TextField{Name: "field:name", Rect: render.Rect{X: 0, Y: 0, W: 200, H: 48}, Size: 17}
	chars = []rune("布阵")
	if r := f.Update(nil); r.Changed || f.Text() != "" {
		t.Fatal("an unfocused field took keys")
	}
	f.Update([]input.Event{{Kind: input.Tap, Pos: input.Point{X: 10, Y: 10}, Start: input.Point{X: 10, Y: 10}}})
	if !f.Focused || f.Text() != "布阵" {
		t.Fatalf("a tap focuses the field, which then takes the keys: %v %q", f.Focused, f.Text())
	}
	chars, keys, held = nil, []textedit.Key{textedit.KeyBackspace}, true
	if r := f.Update(nil); !r.Changed || !r.Held || f.Text() != "布" {
		t.Fatalf("Backspace held: %+v %q", r, f.Text())
	}
	keys, held = []textedit.Key{textedit.KeyEnter}, false
	if r := f.Update(nil); !r.Commit {
		t.Fatal("Enter did not commit")
	}
	keys, paste = []textedit.Key{textedit.KeyEscape}, true
	if r := f.Update(nil); !r.Cancel || !r.Paste {
		t.Fatalf("Escape with Ctrl+V: %+v", r)
	}
	keys, paste = nil, false
	f.ReadOnly = true
	chars = []rune("x")
	if f.Update(nil); f.Text() != "布" {
		t.Fatal("a read-only field took a character")
	}
	if f.Insert("y") || f.Text() != "布" {
		t.Fatal("a read-only field took a paste")
	}
}
