package textedit

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// Typing, deleting and moving work on characters, so a Chinese name edits one character at
// a time; the length cap counts characters; Enter commits a single line and breaks a
// multi-line one; Escape cancels.
func TestTextEditEdits(t *testing.T) {
	var e Edit
	e.Max = 6
	if !e.Insert("布阵") || e.Text() != "布阵" || e.Cursor() != 2 {
		t.Fatalf("typing 布阵: %q at %d", e.Text(), e.Cursor())
	}
	e.Key(KeyHome)
	e.Insert("我的")
	if e.Text() != "我的布阵" || e.Cursor() != 2 {
		t.Fatalf("typing at the start: %q at %d", e.Text(), e.Cursor())
	}
	if r := e.Key(KeyDelete); r != EditChanged || e.Text() != "我的阵" {
		t.Fatalf("Delete: %v %q", r, e.Text())
	}
	if r := e.Key(KeyBackspace); r != EditChanged || e.Text() != "我阵" || e.Cursor() != 1 {
		t.Fatalf("Backspace: %v %q at %d", r, e.Text(), e.Cursor())
	}
	// The cap: 6 characters, the rest of a paste is cut.
	e.Key(KeyEnd)
	if !e.Insert("abcdef") || e.Text() != "我阵abcd" {
		t.Fatalf("the cap keeps %q", e.Text())
	}
	if e.Insert("x") {
		t.Fatal("a full field took more")
	}
	// Moving at the ends does nothing.
	if r := e.Key(KeyRight); r != EditNone {
		t.Fatalf("Right at the end: %v", r)
	}
	e.Key(KeyHome)
	if r := e.Key(KeyLeft); r != EditNone {
		t.Fatalf("Left at the start: %v", r)
	}
	if r := e.Key(KeyBackspace); r != EditNone || e.Text() != "我阵abcd" {
		t.Fatalf("Backspace at the start: %v %q", r, e.Text())
	}
	if r := e.Key(KeyEnter); r != EditCommit {
		t.Fatalf("Enter on a line: %v", r)
	}
	if r := e.Key(KeyEscape); r != EditCancel {
		t.Fatalf("Escape: %v", r)
	}
	// A single line turns line breaks and tabs into spaces and drops control characters.
	var l Edit
	l.Insert("a\r\nb\tc\x00d\x1b")
	if l.Text() != "a b cd" {
		t.Fatalf("a single line keeps %q", l.Text())
	}
	// Invalid UTF-8 is dropped, not kept as U+FFFD.
	l.SetText("ok\xff")
	if l.Text() != "ok" {
		t.Fatalf("invalid UTF-8 kept as %q", l.Text())
	}
}

func TestTextEditLines(t *testing.T) {
	e := Edit{Multiline: true}
	e.Insert("a1=SF b1=S2\r\nc1=SB")
	if e.Text() != "a1=SF b1=S2\nc1=SB" {
		t.Fatalf("CR LF kept as %q", e.Text())
	}
	e.Key(KeyHome)
	if e.Cursor() != 12 {
		t.Fatalf("Home on the second line: %d", e.Cursor())
	}
	e.Key(KeyRight)
	e.Key(KeyUp)
	if e.Cursor() != 1 {
		t.Fatalf("Up keeps the column: %d", e.Cursor())
	}
	e.Key(KeyEnd)
	if e.Cursor() != 11 {
		t.Fatalf("End of the first line: %d", e.Cursor())
	}
	e.Key(KeyDown)
	if e.Cursor() != 17 {
		t.Fatalf("Down to a shorter line ends at its end: %d", e.Cursor())
	}
	if r := e.Key(KeyEnter); r != EditChanged || !strings.HasSuffix(e.Text(), "\n") {
		t.Fatalf("Enter in a multi-line field: %v %q", r, e.Text())
	}
}

// FuzzTextEdit: any sequence of insertions and keys keeps the text valid UTF-8 without
// control characters (but a multi-line field's breaks), within the cap, and the cursor
// within the text; inserting then deleting as many characters gives the text back.
func FuzzTextEdit(f *testing.F) {
	f.Add("布阵 a1=SF", []byte{1, 3, 5, 7, 2}, uint8(10), false)
	f.Add("a\nb\r\nc", []byte{5, 6, 3, 9, 9, 1}, uint8(0), true)
	f.Fuzz(func(t *testing.T, s string, keys []byte, max uint8, multi bool) {
		e := Edit{Max: int(max), Multiline: multi}
		for i, k := range keys {
			if k%4 == 0 {
				e.Insert(s[:len(s)*i/max1(len(keys))])
			} else {
				e.Key(Key(k % 11))
			}
			check(t, &e)
		}
		before, at := e.Text(), e.Cursor()
		if e.Insert(s) {
			n := e.Cursor() - at
			for range n {
				e.Key(KeyBackspace)
			}
			if e.Text() != before || e.Cursor() != at {
				t.Fatalf("insert %q then %d backspaces: %q at %d, want %q at %d", s, n, e.Text(), e.Cursor(), before, at)
			}
		}
	})
}

func max1(n int) int { return max(1, n) }

func check(t *testing.T, e *Edit) {
	t.Helper()
	s := e.Text()
	if !utf8.ValidString(s) || strings.ContainsRune(s, utf8.RuneError) {
		t.Fatalf("invalid text %q", s)
	}
	for _, r := range s {
		if r < 0x20 && !(r == '\n' && e.Multiline) || r == 0x7f {
			t.Fatalf("control character %U in %q", r, s)
		}
	}
	if e.Max > 0 && e.Len() > e.Max {
		t.Fatalf("%d characters past the cap %d", e.Len(), e.Max)
	}
	if e.Cursor() < 0 || e.Cursor() > e.Len() {
		t.Fatalf("cursor %d out of %d", e.Cursor(), e.Len())
	}
}

// Key repeat: the first tick, then after half a second every third tick.
func TestKeyRepeat(t *testing.T) {
	var at []int
	for d := 1; d <= 40; d++ {
		if Repeats(d) {
			at = append(at, d)
		}
	}
	if want := []int{1, 30, 33, 36, 39}; !slicesEqual(at, want) {
		t.Fatalf("a held key acts at ticks %v, want %v", at, want)
	}
}

func slicesEqual(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestSelectAll: Ctrl+A selects the whole text (a suggested name); typing replaces it,
// Backspace clears it, a cursor key ends the selection at its start or end, SetText ends
// it; an empty text selects nothing.
func TestSelectAll(t *testing.T) {
	e := &Edit{Max: 20}
	e.SetText("Layout 3")
	if e.Key(KeySelectAll) != EditMoved || !e.AllSelected() {
		t.Fatal("Ctrl+A did not select the text")
	}
	if !e.Insert("我的") || e.Text() != "我的" || e.Cursor() != 2 || e.AllSelected() {
		t.Fatalf("typing over the selection: %q cursor %d", e.Text(), e.Cursor())
	}
	e.Key(KeySelectAll)
	if e.Key(KeyBackspace) != EditChanged || e.Text() != "" {
		t.Fatalf("Backspace on the selection left %q", e.Text())
	}
	if e.Key(KeySelectAll) != EditNone || e.AllSelected() {
		t.Fatal("an empty text is selected")
	}
	e.SetText("abc")
	e.Key(KeySelectAll)
	if e.Key(KeyLeft) != EditMoved || e.AllSelected() || e.Cursor() != 0 || e.Text() != "abc" {
		t.Fatalf("Left on the selection: %q cursor %d", e.Text(), e.Cursor())
	}
	e.Key(KeySelectAll)
	if e.Key(KeyEnd); e.AllSelected() || e.Cursor() != 3 {
		t.Fatalf("End on the selection: cursor %d", e.Cursor())
	}
	e.Key(KeySelectAll)
	e.SetText("new")
	if e.AllSelected() {
		t.Fatal("SetText kept the selection")
	}
	e.Key(KeySelectAll)
	if e.Insert("") || e.Text() != "new" {
		t.Fatalf("an empty insertion cleared the selection's text: %q", e.Text())
	}
}
