package game

import (
	"image/color"
	"testing"
	"time"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/render"
)

// tapNotice taps the middle of the notice shown.
func (a *testApp) tapNotice() {
	a.t.Helper()
	if a.shared.Notice == "" {
		a.t.Fatal("no notice to tap")
	}
	x, y := noticeRect(a.view, a.shared.Fonts, a.noticeText(a.shared)).Centre()
	p := input.Point{X: x, Y: y}
	a.gesture(input.Touch, 1, rawStep{input.Down, p}, rawStep{input.Up, p})
}

// dismissNotice taps the notice until it is gone (a first tap may show its detail).
func (a *testApp) dismissNotice() {
	a.t.Helper()
	for i := 0; a.shared.Notice != ""; i++ {
		if i == 3 {
			a.t.Fatalf("the notice %q does not go", a.shared.Notice)
		}
		a.tapNotice()
	}
}

// TestNoticeNeverEatsATap: a notice does not swallow the tap that follows — a tap on a
// button elsewhere acts at once while the notice stays its time; a tap on the notice only
// takes it away; a success (Tell) goes by itself after about three seconds, a problem
// after about seven; the two are drawn in different colours.
func TestNoticeNeverEatsATap(t *testing.T) {
	a := newTestApp(t, render.View{W: 390, H: 844, Scale: 2})
	a.shared.Text.SetLang(i18n.En)
	var clock time.Duration
	a.clock = func() time.Time { return time.Unix(1_800_000_000, 0).Add(clock) }
	a.goTo("button:load", "load")

	// a success, then a tap on Back: the tap acts
	a.shared.Tell("Record saved as x.txt")
	a.step(nil)
	screen := newScreen(a.View())
	a.Draw(screen)
	if got := panelColour(a, screen); got != render.NoticeFill {
		t.Fatalf("a success is drawn on %v, want %v", got, render.NoticeFill)
	}
	a.goTo("button:back", "menu")
	if a.shared.Notice == "" {
		t.Fatal("the success went at the tap on Back, before its time")
	}
	clock += 2 * time.Second
	a.step(nil)
	if a.shared.Notice == "" {
		t.Fatal("the success went after 2 s")
	}
	clock += 1500 * time.Millisecond
	a.step(nil)
	if a.shared.Notice != "" {
		t.Fatalf("the success %q still shows after 3.5 s", a.shared.Notice)
	}

	// a problem: red, longer, and a tap on it only takes it away
	a.shared.Notice = "Saving failed: disk full"
	a.step(nil)
	a.Draw(screen)
	if got := panelColour(a, screen); got != render.ErrorFill {
		t.Fatalf("a problem is drawn on %v, want %v", got, render.ErrorFill)
	}
	clock += 5 * time.Second
	a.step(nil)
	if a.shared.Notice == "" {
		t.Fatal("the problem went after 5 s")
	}
	a.tapNotice()
	wantScene(t, a, "menu")
	if a.shared.Notice != "" {
		t.Fatal("a tap on the problem did not take it away")
	}
	a.shared.Notice = "Saving failed again"
	a.step(nil)
	clock += 7500 * time.Millisecond
	a.step(nil)
	if a.shared.Notice != "" {
		t.Fatal("the problem still shows after 7.5 s")
	}
}

// panelColour is the colour just inside the notice panel's top left corner.
func panelColour(a *testApp, screen interface{ At(x, y int) color.Color }) color.RGBA {
	r := noticeRect(a.view, a.shared.Fonts, a.shared.Notice)
	k := a.view.Scale
	c := color.RGBAModel.Convert(screen.At(int((r.X+r.W/2)*k), int((r.Y+4)*k))).(color.RGBA)
	return c
}
