package widget

import (
	"image/color"
	"strings"

	"warboard/game/input"
	"warboard/game/widget/textedit"
	"warboard/render"
)

// FieldResult is what a field's Update saw.
type FieldResult struct {
	Changed bool // the text, the cursor or the focus changed: redraw
	Commit  bool // Enter (Done on a soft keyboard) on a single line
	Cancel  bool // Escape
	Paste   bool // Ctrl+V on the desktop: the screen reads the clipboard and Inserts
	Held    bool // an editing key is held down: keep ticking for its repeat
}

// TextField is a one-line or multi-line text field: the editing logic (textedit.Edit), its place
// and look, its focus, and where its keys come from (the desktop's keyboard, or the browser's box).
type TextField struct {
	Name        string // target name, e.g. "field:name"
	Edit        textedit.Edit
	Rect        render.Rect
	Size        float64 // text size, logical pixels
	Label       string  // what the field is for
	Placeholder string  // shown, muted, while the field is empty
	ReadOnly    bool
	// SelectAll starts a native box with its text selected (a text to copy by hand).
	SelectAll bool
	Native    input.TextBox // the browser's box; nil on the desktop
	Focused   bool
	Fonts     *render.Fonts // measures the text (Draw sets it if the screen did not)

	first  int                // single line: the first character shown (the text scrolls to the cursor)
	top    int                // multi-line: the first line shown
	shown  *input.TextBoxSpec // what the native box was last shown with
	synced string             // the native box's text as last mirrored
}

// Text is the field's text.
func (f *TextField) Text() string { return f.Edit.Text() }

// Selectable reports whether the player can select the text and copy it to the system's
// clipboard: only in the browser's box.
func (f *TextField) Selectable() bool { return f.Native != nil }

// SetText replaces the text (the native box follows).
func (f *TextField) SetText(s string) {
	f.Edit.SetText(s)
	f.shown = nil
}

// Focus gives the field the keyboard (in a browser: opens the native box and focuses it).
func (f *TextField) Focus() {
	f.Focused = true
	if f.Native != nil {
		f.place()
		f.Native.Focus()
	}
}

// Close hides the native box (the field leaves the screen).
func (f *TextField) Close() {
	f.Focused = false
	if f.Native != nil && f.shown != nil {
		f.Native.Hide()
	}
	f.shown = nil
}

// Layout places the field; a native box moves with it.
func (f *TextField) Layout(r render.Rect, size float64) {
	f.Rect, f.Size = r, size
	if f.Native != nil && f.shown != nil {
		f.place()
	}
}

// place shows the native box over the field with the field's text, if anything changed.
func (f *TextField) place() {
	spec := input.TextBoxSpec{X: f.Rect.X, Y: f.Rect.Y, W: f.Rect.W, H: f.Rect.H, Text: f.Edit.Text(), Size: f.Size, Label: f.Label,
		Multiline: f.Edit.Multiline, ReadOnly: f.ReadOnly, Max: f.Edit.Max, SelectAll: f.SelectAll}
	if f.shown != nil && *f.shown == spec {
		return
	}
	f.Native.Show(spec)
	f.shown, f.synced = &spec, spec.Text
}

// Update reads the pointer (a tap on the field focuses it) and the keyboard (the desktop's,
// or the native box's text mirrored into the field).
func (f *TextField) Update(events []input.Event) FieldResult {
	var res FieldResult
	for _, e := range events {
		if e.Kind == input.Tap && f.Rect.Contains(e.Pos.X, e.Pos.Y) {
			if !f.Focused {
				res.Changed = true
			}
			f.Focus()
			if f.Native == nil && !f.Edit.Multiline {
				f.Edit.SetCursor(f.cursorAt(e.Pos.X))
				res.Changed = true
			}
		}
	}
	if f.Native != nil {
		if f.shown == nil {
			f.place()
		}
		st := f.Native.Poll()
		if st.Text != f.synced {
			f.synced = st.Text
			f.Edit.SetText(st.Text)
			f.shown.Text = st.Text
			res.Changed = true
		}
		if st.Focused != f.Focused {
			f.Focused, res.Changed = st.Focused, true
		}
		res.Commit = st.Submit && !f.Edit.Multiline
		res.Cancel = st.Cancel
		return res
	}
	if !f.Focused {
		return res
	}
	chars, keys, paste, held := readKeyboard()
	res.Held = held
	res.Paste = paste
	if len(chars) > 0 && !f.ReadOnly && f.Edit.Insert(string(chars)) {
		res.Changed = true
	}
	for _, k := range keys {
		r := f.Press(k)
		res.Changed = res.Changed || r == textedit.EditChanged || r == textedit.EditMoved
		res.Commit = res.Commit || r == textedit.EditCommit
		res.Cancel = res.Cancel || r == textedit.EditCancel
	}
	return res
}

// Press applies one key as the keyboard would (a read-only field only moves its cursor).
func (f *TextField) Press(k textedit.Key) textedit.EditResult {
	if f.ReadOnly && (k == textedit.KeyBackspace || k == textedit.KeyDelete || k == textedit.KeyEnter && f.Edit.Multiline) {
		return textedit.EditNone
	}
	return f.Edit.Key(k)
}

// Insert types s at the cursor (a paste); false if nothing fitted or the field is read-only.
func (f *TextField) Insert(s string) bool {
	if f.ReadOnly || !f.Edit.Insert(s) {
		return false
	}
	f.shown = nil // the native box, if any, is shown the new text on the next Update
	return true
}

func (f *TextField) pad() float64 { return 12 }

// cursorAt is the character nearest x on a single line.
func (f *TextField) cursorAt(x float64) int {
	rs := f.Edit.Runes()
	x -= f.Rect.X + f.pad()
	best, bestD := f.first, 1e18
	for i := f.first; i <= len(rs); i++ {
		w := f.width(rs[f.first:i])
		d := w - x
		if d < 0 {
			d = -d
		}
		if d < bestD {
			best, bestD = i, d
		}
		if w > x {
			break
		}
	}
	return best
}

func (f *TextField) width(rs []rune) float64 {
	if len(rs) == 0 || f.Fonts == nil {
		return 0
	}
	return f.Fonts.Width(string(rs), f.Size)
}

// Draw paints the field: its box (bright edged while focused), its text scrolled to the
// cursor (or wrapped, multi-line), the placeholder while empty, and the cursor.
func (f *TextField) Draw(p render.Painter) {
	if f.Fonts == nil {
		f.Fonts = p.Fonts
	}
	border := color.Color(render.ChipBorder)
	if f.Focused {
		border = render.Accent
	}
	p.Panel(f.Rect, 8, render.AccentText, border)
	pad := f.pad()
	inner := render.Rect{X: f.Rect.X + pad, Y: f.Rect.Y + 4, W: f.Rect.W - 2*pad, H: f.Rect.H - 8}
	if f.Edit.Len() == 0 && f.Placeholder != "" {
		lineR := inner
		if f.Edit.Multiline {
			lineR.H = f.Size * 1.5
		}
		p.Text(f.Placeholder, f.Size, lineR, render.AlignLeft, render.MutedColour)
	}
	if f.Edit.Multiline {
		f.drawLines(p, inner)
		return
	}
	rs := f.Edit.Runes()
	c := f.Edit.Cursor()
	f.first = min(f.first, c, len(rs))
	for f.first < c && f.width(rs[f.first:c]) > inner.W-2 {
		f.first++
	}
	end := c
	for end < len(rs) && f.width(rs[f.first:end+1]) <= inner.W-2 {
		end++
	}
	if f.Edit.AllSelected() && end > f.first { // Ctrl+A: the text on the accent, as selected text is
		p.Panel(render.Rect{X: inner.X - 2, Y: inner.Y + inner.H/2 - f.Size*0.75, W: f.width(rs[f.first:end]) + 4, H: f.Size * 1.5}, 3, render.Selection, nil)
	}
	if end > f.first {
		p.Text(string(rs[f.first:end]), f.Size, render.Rect{X: inner.X, Y: inner.Y, W: inner.W + 1, H: inner.H}, render.AlignLeft, render.TextColour)
	}
	if f.Focused && !f.ReadOnly {
		x := inner.X + f.width(rs[f.first:c])
		p.Panel(render.Rect{X: x, Y: inner.Y + inner.H/2 - f.Size*0.7, W: 2, H: f.Size * 1.4}, 0, render.Accent, nil)
	}
}

// visual is one drawn line of a multi-line field: characters [from, to) of the text.
type visual struct{ from, to int }

// wrap cuts the text into the lines drawn in width: at its line breaks, and after the last
// space that fits (anywhere, in a run without spaces).
func (f *TextField) wrap(width float64) []visual {
	rs := f.Edit.Runes()
	adv := map[rune]float64{}
	w := func(r rune) float64 {
		a, ok := adv[r]
		if !ok {
			a = f.width([]rune{r})
			adv[r] = a
		}
		return a
	}
	var out []visual
	start, x, space := 0, 0.0, -1
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		if r == '\n' {
			out = append(out, visual{start, i})
			start, x, space = i+1, 0, -1
			continue
		}
		x += w(r)
		if x > width && i > start {
			cut := i
			if space > start {
				cut = space + 1
			}
			out = append(out, visual{start, cut})
			start, space = cut, -1
			x = 0
			for j := start; j <= i; j++ {
				x += w(rs[j])
			}
		}
		if r == ' ' {
			space = i
		}
	}
	return append(out, visual{start, len(rs)})
}

func (f *TextField) drawLines(p render.Painter, inner render.Rect) {
	lineH := f.Size * 1.5
	lines := f.wrap(inner.W - 2)
	rows := max(1, int(inner.H/lineH))
	cl := 0 // the cursor's line
	for i, l := range lines {
		if f.Edit.Cursor() >= l.from && f.Edit.Cursor() <= l.to {
			cl = i
			if f.Edit.Cursor() < l.to || i == len(lines)-1 {
				break
			}
		}
	}
	f.top = min(f.top, cl, max(0, len(lines)-1))
	if cl >= f.top+rows {
		f.top = cl - rows + 1
	}
	rs := f.Edit.Runes()
	for i := f.top; i < len(lines) && i < f.top+rows; i++ {
		l := lines[i]
		y := inner.Y + float64(i-f.top)*lineH
		if s := strings.TrimRight(string(rs[l.from:l.to]), " "); s != "" {
			p.Text(s, f.Size, render.Rect{X: inner.X, Y: y, W: inner.W + 1, H: lineH}, render.AlignLeft, render.TextColour)
		}
		if i == cl && f.Focused && !f.ReadOnly {
			x := inner.X + f.width(rs[l.from:f.Edit.Cursor()])
			p.Panel(render.Rect{X: x, Y: y + lineH*0.15, W: 2, H: lineH * 0.7}, 0, render.Accent, nil)
		}
	}
}

// Target is the field's rect under its name.
func (f *TextField) Target(name string) (render.Rect, bool) {
	return f.Rect, name == f.Name && f.Name != ""
}
