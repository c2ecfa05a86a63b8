package game

import (
	"slices"
	"testing"
)

// TestPaceHook checks what a browser page is told: idle after idleTicks quiet ticks and on
// every quiet tick after (the page wakes itself on input), busy once when activity returns.
func TestPaceHook(t *testing.T) {
	var got []bool
	a := &App{}
	a.SetIdleHook(func(idle bool) { got = append(got, idle) })
	for range idleTicks - 1 {
		a.paceHook(false)
	}
	if len(got) != 0 {
		t.Fatalf("told %v before %d quiet ticks", got, idleTicks)
	}
	a.paceHook(false)
	a.paceHook(false)
	a.paceHook(true)
	a.paceHook(true) // still busy: nothing new to say
	for range idleTicks - 1 {
		a.paceHook(false) // the quiet count starts again after activity
	}
	if want := []bool{true, true, false}; !slices.Equal(got, want) {
		t.Fatalf("told %v, want %v", got, want)
	}
	a.paceHook(false)
	if want := []bool{true, true, false, true}; !slices.Equal(got, want) {
		t.Fatalf("told %v, want %v", got, want)
	}
}
