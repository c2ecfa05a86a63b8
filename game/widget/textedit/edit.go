// Package textedit is the editing logic of a text field, pure Go (no Ebitengine, no device),
// so its tests and fuzzing run under plain `go test` and under wasm.
package textedit

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Edit is the editing logic of a text field, with no drawing and no device: the text as
// runes (so a Chinese character is one step of the cursor and one unit of the length cap),
// the cursor between them, and the edits keys make. Its tests run under plain `go test`.
type Edit struct {
	runes  []rune
	cursor int // 0 … len(runes)
	// Max caps the length in characters (0: no cap). An insertion that would pass it is cut.
	Max int
	// Multiline keeps line breaks (a pasted layout); a single line turns them into spaces.
	Multiline bool
	// all: the whole text is selected (Ctrl+A): typing or a paste replaces it, Backspace
	// or Delete clears it, a cursor key ends the selection.
	all bool
}

// SelectAll selects the whole text, as Ctrl+A does.
func (e *Edit) SelectAll() { e.all = len(e.runes) > 0 }

// AllSelected reports whether the whole text is selected.
func (e *Edit) AllSelected() bool { return e.all && len(e.runes) > 0 }

// Key is an editing key, as the desktop's keyboard or a test sends it.
type Key uint8

const (
	KeyBackspace Key = iota + 1
	KeyDelete
	KeyLeft
	KeyRight
	KeyUp
	KeyDown
	KeyHome
	KeyEnd
	KeyEnter
	KeyEscape
	KeySelectAll // Ctrl+A
)

// EditResult is what a key did.
type EditResult uint8

const (
	EditNone    EditResult = iota // nothing (a cursor at the end of the text moving right)
	EditMoved                     // the cursor moved
	EditChanged                   // the text changed
	EditCommit                    // Enter on a single line: the field is done
	EditCancel                    // Escape: the field is left without its edits
)

// Text is the text as it stands.
func (e *Edit) Text() string { return string(e.runes) }

// Runes is the text as characters; the caller must not change it.
func (e *Edit) Runes() []rune { return e.runes }

// Len is the text's length in characters.
func (e *Edit) Len() int { return len(e.runes) }

// Cursor is the cursor's place, in characters from the start.
func (e *Edit) Cursor() int { return e.cursor }

// SetCursor moves the cursor to i, kept within the text.
func (e *Edit) SetCursor(i int) { e.cursor = max(0, min(i, len(e.runes))) }

// SetText replaces the text (cleaned and capped as an insertion is) and puts the cursor at
// its end.
func (e *Edit) SetText(s string) {
	e.all = false
	e.runes = e.clean(s, e.Max)
	e.cursor = len(e.runes)
}

// clean is s as the field keeps it: valid UTF-8, no control characters (a tab is a space;
// CR LF and CR are line breaks, which a single line turns into spaces), at most room
// characters (room < 0: none; 0 with Max 0: no cap).
func (e *Edit) clean(s string, room int) []rune {
	s = strings.ToValidUTF8(s, "")
	s = strings.ReplaceAll(s, "\r\n", "\n")
	var out []rune
	for _, r := range s {
		switch {
		case r == '\r' || r == '\n' || r == 0x2028 || r == 0x2029:
			if e.Multiline {
				r = '\n'
			} else {
				r = ' '
			}
		case r == '\t':
			r = ' '
		case unicode.IsControl(r) || r == utf8.RuneError:
			continue
		}
		if e.Max > 0 && len(out) >= room {
			break
		}
		out = append(out, r)
	}
	return out
}

// Insert puts s at the cursor (typed characters, a paste), cut to the room Max leaves, and
// moves the cursor past it. It reports whether the text changed.
func (e *Edit) Insert(s string) bool {
	if e.AllSelected() && len(e.clean(s, max(e.Max, 1))) > 0 { // the typing replaces the selection
		e.runes, e.cursor = e.runes[:0], 0
	}
	e.all = false
	room := 0
	if e.Max > 0 {
		room = e.Max - len(e.runes)
		if room <= 0 {
			return false
		}
	}
	add := e.clean(s, room)
	if len(add) == 0 {
		return false
	}
	e.runes = append(e.runes[:e.cursor], append(add, e.runes[e.cursor:]...)...)
	e.cursor += len(add)
	return true
}

// Key applies one editing key.
func (e *Edit) Key(k Key) EditResult {
	moved := func(to int) EditResult {
		to = max(0, min(to, len(e.runes)))
		if to == e.cursor {
			return EditNone
		}
		e.cursor = to
		return EditMoved
	}
	if e.AllSelected() {
		switch k {
		case KeySelectAll, KeyEnter, KeyEscape:
		case KeyBackspace, KeyDelete: // the selection goes
			e.runes, e.cursor, e.all = e.runes[:0], 0, false
			return EditChanged
		case KeyLeft, KeyHome, KeyUp: // the selection ends at its start
			e.all = false
			e.cursor = 0
			return EditMoved
		default: // at its end
			e.all = false
			e.cursor = len(e.runes)
			return EditMoved
		}
	}
	switch k {
	case KeySelectAll:
		if len(e.runes) == 0 || e.all {
			return EditNone
		}
		e.all = true
		return EditMoved
	case KeyBackspace:
		if e.cursor == 0 {
			return EditNone
		}
		e.runes = append(e.runes[:e.cursor-1], e.runes[e.cursor:]...)
		e.cursor--
		return EditChanged
	case KeyDelete:
		if e.cursor == len(e.runes) {
			return EditNone
		}
		e.runes = append(e.runes[:e.cursor], e.runes[e.cursor+1:]...)
		return EditChanged
	case KeyLeft:
		return moved(e.cursor - 1)
	case KeyRight:
		return moved(e.cursor + 1)
	case KeyHome:
		return moved(e.lineStart(e.cursor))
	case KeyEnd:
		return moved(e.lineEnd(e.cursor))
	case KeyUp, KeyDown:
		if !e.Multiline {
			if k == KeyUp {
				return moved(0)
			}
			return moved(len(e.runes))
		}
		col := e.cursor - e.lineStart(e.cursor)
		var start int
		if k == KeyUp {
			if e.lineStart(e.cursor) == 0 {
				return moved(0)
			}
			start = e.lineStart(e.lineStart(e.cursor) - 1)
		} else {
			end := e.lineEnd(e.cursor)
			if end == len(e.runes) {
				return moved(end)
			}
			start = end + 1
		}
		return moved(min(start+col, e.lineEnd(start)))
	case KeyEnter:
		if e.Multiline {
			if e.Insert("\n") {
				return EditChanged
			}
			return EditNone
		}
		return EditCommit
	case KeyEscape:
		return EditCancel
	}
	return EditNone
}

// lineStart is where the line holding position i starts; lineEnd where it ends (before its
// line break). A single line is one line.
func (e *Edit) lineStart(i int) int {
	for i > 0 && e.runes[i-1] != '\n' {
		i--
	}
	return i
}

func (e *Edit) lineEnd(i int) int {
	for i < len(e.runes) && e.runes[i] != '\n' {
		i++
	}
	return i
}

// Key repeat, in ticks (60 a second): the first repeat after half a second, then 20 a second.
const (
	RepeatDelay = 30
	RepeatEvery = 3
)

// Repeats reports whether a key held for d ticks acts this tick, as a text box repeats it.
func Repeats(d int) bool {
	return d == 1 || d >= RepeatDelay && (d-RepeatDelay)%RepeatEvery == 0
}
