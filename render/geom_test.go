package render

import "testing"

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
