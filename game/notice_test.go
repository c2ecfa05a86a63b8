package game_test

import (
	"image/color"
	"testing"
	"time"

	"warboard/game"
	"warboard/game/gametest"
	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/render"
)

// tapNotice taps the middle of the notice shown.
func tapNotice(a *gametest.App) {
	a.T.Helper()
	if a.Shared().Notice == "" {
		a.T.Fatal("no notice to tap")
	}
	x, y := game.NoticeRect(a.View(), a.Shared().Fonts, a.NoticeText()).Centre()
	p := input.Point{X: x, Y: y}
	a.Gesture(input.Touch, 1, gametest.RawStep{input.Down, p}, gametest.RawStep{input.Up, p})
}

// dismissNotice taps the notice until it is gone (a first tap may show its detail).
func dismissNotice(a *gametest.App) {
	a.T.Helper()
	for i := 0; a.Shared().Notice != ""; i++ {
		if i == 3 {
			a.T.Fatalf("the notice %q does not go", a.Shared().Notice)
		}
		tapNotice(a)
	}
}

// TestNoticeNeverEatsATap: a notice does not swallow the tap that follows — a tap on a
// button elsewhere acts at once while the notice stays its time; a tap on the notice only
// takes it away; a success (Tell) goes by itself after about three seconds, a problem
// after about seven; the two are drawn in different colours.
func TestNoticeNeverEatsATap(t *testing.T) {
	a := gametest.NewTestApp(t, render.View{W: 390, H: 844, Scale: 2})
	a.Shared().Text.SetLang(i18n.En)
	var clock time.Duration
	a.SetClock(func() time.Time { return time.Unix(1_800_000_000, 0).Add(clock) })
	a.GoTo("button:load", "load")

	// a success, then a tap on Back: the tap acts
	a.Shared().Tell("Record saved as x.txt")
	a.Step(nil)
	screen := gametest.NewScreen(a.View())
	a.Draw(screen)
	if got := panelColour(a, screen); got != render.NoticeFill {
		t.Fatalf("a success is drawn on %v, want %v", got, render.NoticeFill)
	}
	a.GoTo("button:back", "menu")
	if a.Shared().Notice == "" {
		t.Fatal("the success went at the tap on Back, before its time")
	}
	clock += 2 * time.Second
	a.Step(nil)
	if a.Shared().Notice == "" {
		t.Fatal("the success went after 2 s")
	}
	clock += 1500 * time.Millisecond
	a.Step(nil)
	if a.Shared().Notice != "" {
		t.Fatalf("the success %q still shows after 3.5 s", a.Shared().Notice)
	}

	// a problem: red, longer, and a tap on it only takes it away
	a.Shared().Notice = "Saving failed: disk full"
	a.Step(nil)
	a.Draw(screen)
	if got := panelColour(a, screen); got != render.ErrorFill {
		t.Fatalf("a problem is drawn on %v, want %v", got, render.ErrorFill)
	}
	clock += 5 * time.Second
	a.Step(nil)
	if a.Shared().Notice == "" {
		t.Fatal("the problem went after 5 s")
	}
	tapNotice(a)
	gametest.WantScene(t, a, "menu")
	if a.Shared().Notice != "" {
		t.Fatal("a tap on the problem did not take it away")
	}
	a.Shared().Notice = "Saving failed again"
	a.Step(nil)
	clock += 7500 * time.Millisecond
	a.Step(nil)
	if a.Shared().Notice != "" {
		t.Fatal("the problem still shows after 7.5 s")
	}
}

// panelColour is the colour just inside the notice panel's top left corner.
func panelColour(a *gametest.App, screen interface{ At(x, y int) color.Color }) color.RGBA {
	r := game.NoticeRect(a.View(), a.Shared().Fonts, a.Shared().Notice)
	k := a.View().Scale
	c := color.RGBAModel.Convert(screen.At(int((r.X+r.W/2)*k), int((r.Y+4)*k))).(color.RGBA)
	return c
}
