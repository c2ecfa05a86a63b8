package widget

import (
	"testing"

	"warboard/game/i18n"
	"warboard/render"
)

// TestBoardZoomLayout: a board whose cells are smaller than a finger gets the button's strip
// off the top of its area, is laid out in the rest, and is turned to the new seat (drawn
// zoomed, the button then showing the whole board); a board with cells big enough keeps
// its whole area and is never turned.
func TestBoardZoomLayout(t *testing.T) {
	fonts, err := render.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	area := render.Rect{X: 10, Y: 20, W: 360, H: 600}
	for _, c := range []struct {
		name    string
		enable  bool
		natural float64
		zoomed  bool
	}{
		{"small cells", true, 18, true},
		{"big cells", true, 2 * render.MinTarget, false},
		{"a result screen's board", false, 18, false},
	} {
		var bz BoardZoom
		if c.enable {
			bz.Enable(fonts, i18n.NewPrinter(i18n.En), 1)
		}
		var laid render.Rect
		focused := 0
		bz.Layout(area, c.natural, func(in render.Rect) {
			laid = in
			bz.Z.Configure(in, 1, c.natural, in.W, in.H)
		}, func() {
			focused++
			bz.Focus("play S", 50, 50)
		})
		if got := laid != area; got != c.zoomed {
			t.Errorf("%s: laid out in %+v of %+v: strip taken %v, want %v", c.name, laid, area, got, c.zoomed)
		}
		if c.zoomed && (laid.Y <= area.Y || laid.Y+laid.H != area.Y+area.H || laid.W != area.W) {
			t.Errorf("%s: the board's area %+v is not %+v less a strip at the top", c.name, laid, area)
		}
		if want := map[bool]int{true: 1, false: 0}[c.zoomed]; focused != want {
			t.Errorf("%s: turned to the seat %d times, want %d", c.name, focused, want)
		}
		if bz.ShowsZoomed() != c.zoomed {
			t.Errorf("%s: shows zoomed %v, want %v", c.name, bz.ShowsZoomed(), c.zoomed)
		}
		if _, ok := bz.Target(ZoomWholeTarget); ok != c.zoomed {
			t.Errorf("%s: a %q button: %v, want %v", c.name, ZoomWholeTarget, ok, c.zoomed)
		}
	}
}
