package render

import (
	"fmt"
	"testing"
)

// Screens the layouts must serve: phone portrait and landscape, tablet, desktop window.
var testViews = []View{
	{W: 360, H: 640, Scale: 3},
	{W: 640, H: 360, Scale: 3},
	{W: 768, H: 1024, Scale: 2},
	{W: 1280, H: 800, Scale: 1},
}

func checkTarget(t *testing.T, v View, name string, r Rect) {
	t.Helper()
	if r.W < MinTarget || r.H < MinTarget {
		t.Errorf("%v: %s is %.0f×%.0f, smaller than %v px", v, name, r.W, r.H, MinTarget)
	}
	if !r.In(v.Bounds()) {
		t.Errorf("%v: %s %+v is not on screen", v, name, r)
	}
}

func checkApart(t *testing.T, v View, rects map[string]Rect) {
	t.Helper()
	for a, ra := range rects {
		for b, rb := range rects {
			if a < b && ra.Overlaps(rb) {
				t.Errorf("%v: %s %+v overlaps %s %+v", v, a, ra, b, rb)
			}
		}
	}
}

func TestMenuLayout(t *testing.T) {
	for _, v := range testViews {
		l := Menu(v, 2)
		if len(l.Buttons) != 2 {
			t.Fatalf("%v: %d buttons, want 2", v, len(l.Buttons))
		}
		rects := map[string]Rect{"title": l.Title, "about line 1": l.About[0], "about line 2": l.About[1]}
		for i, b := range l.Buttons {
			name := fmt.Sprintf("button %d", i)
			checkTarget(t, v, name, b)
			rects[name] = b
		}
		for name, r := range rects {
			if !r.In(v.Bounds()) {
				t.Errorf("%v: %s %+v is not on screen", v, name, r)
			}
		}
		checkApart(t, v, rects)
		if l.LabelSize < 16 || l.AboutSize < 11 {
			t.Errorf("%v: text too small to read: labels %.1f px, credits %.1f px", v, l.LabelSize, l.AboutSize)
		}
	}
}

func TestGameAndResultLayouts(t *testing.T) {
	for _, v := range testViews {
		g := Game(v)
		checkTarget(t, v, "back", g.Back)
		checkApart(t, v, map[string]Rect{"back": g.Back, "title": g.Title, "note": g.Note})
		for name, r := range map[string]Rect{"title": g.Title, "note": g.Note} {
			if !r.In(v.Bounds()) {
				t.Errorf("%v: game %s %+v is not on screen", v, name, r)
			}
		}
		r := Result(v)
		checkTarget(t, v, "menu", r.Menu)
		checkApart(t, v, map[string]Rect{"menu": r.Menu, "outcome": r.Outcome})
		if !r.Outcome.In(v.Bounds()) {
			t.Errorf("%v: outcome %+v is not on screen", v, r.Outcome)
		}
	}
}

func TestRectGeometry(t *testing.T) {
	r := Rect{10, 20, 30, 40}
	if !r.Contains(10, 20) || r.Contains(40, 20) || r.Contains(10, 60) || !r.Contains(39.9, 59.9) {
		t.Errorf("Contains: left/top edges are inside, right/bottom outside")
	}
	if x, y := r.Centre(); x != 25 || y != 40 {
		t.Errorf("Centre = %v,%v, want 25,40", x, y)
	}
	if !r.Overlaps(Rect{39, 59, 5, 5}) || r.Overlaps(Rect{40, 20, 5, 5}) {
		t.Errorf("Overlaps: touching edges do not overlap, shared area does")
	}
	if w, h := (View{W: 333, H: 100, Scale: 1.5}).Physical(); w != 500 || h != 150 {
		t.Errorf("Physical = %d×%d, want 500×150 (rounded up)", w, h)
	}
}
