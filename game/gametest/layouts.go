package gametest

import (
	"testing"
	"time"

	"warboard/game/input"
	"warboard/game/layouts"
	"warboard/game/layoutscreen"
	"warboard/game/storage"
)

// LayoutsDo acts on the layouts list as a tap would, scrolling its row into view first.
func (a *App) LayoutsDo(target, scene string) {
	a.T.Helper()
	a.Idle()
	a.Shared().ClearNotice() // it may cover the button the test taps next; the test reads it before
	if s, ok := a.Scene().(*layoutscreen.Screen); ok {
		s.Reveal(target)
	}
	a.Tap(input.Touch, target)
	WantScene(a.T, a, scene)
}

// SaveLayout taps Save in the layouts list, types name over the suggested one ("" keeps
// the suggestion) and taps OK.
func (a *App) SaveLayout(name string) {
	a.T.Helper()
	a.LayoutsDo("button:save", "layouts")
	f := a.Scene().(*layoutscreen.Screen).Field()
	if f == nil || f.Name != "field:name" {
		a.T.Fatalf("Save asks no name (%+v)", f)
	}
	if name != "" {
		f.SetText("")
		f.Insert(name)
	}
	a.LayoutsDo("dialog:ok", "layouts")
	if a.Scene().(*layoutscreen.Screen).Field() != nil {
		a.T.Fatalf("the name %q was refused: %q", name, a.DialogMessage())
	}
}

// DialogMessage is what the layouts list's dialog says under its field ("" for nothing).
func (a *App) DialogMessage() string {
	return a.Scene().(*layoutscreen.Screen).DialogMessage()
}

// SavedBook is the layouts book as the store holds it now.
func SavedBook(t *testing.T, st storage.Store) *layouts.Book {
	t.Helper()
	b, errs := layouts.Open(st, TimeNowForTest)
	if len(errs) > 0 {
		t.Fatalf("the stored layouts do not read: %v", errs)
	}
	return b
}

// TimeNowForTest is the moment the tests' layouts are saved at.
var TimeNowForTest = time.Unix(1_700_000_000, 0)

// EntryTarget names the target of an action on the layouts list's entry id.
func EntryTarget(id int, action string) string {
	return "option:entry:" + Itoa(id) + ":" + action
}

// Itoa writes n in decimal.
func Itoa(n int) string {
	if n < 0 {
		return "-" + Itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return Itoa(n/10) + string(rune('0'+n%10))
}
