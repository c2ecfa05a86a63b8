package game_test

import (
	"image/color"
	"testing"

	"warboard/game/gametest"
	"warboard/game/input"
	"warboard/render"
)

var marker = color.RGBA{0xff, 0x00, 0xff, 0xff}

func TestDrawsOnlyAfterAChange(t *testing.T) {
	a := gametest.NewTestApp(t, render.View{W: 360, H: 640, Scale: 2})
	screen := gametest.NewScreen(a.View())
	a.Draw(screen)
	if got := screen.At(1, 1); !gametest.SameColour(got, render.Background) {
		t.Fatalf("first frame: corner is %v, want the background", got)
	}

	// Nothing happens: Draw must leave the screen alone.
	screen.Fill(marker)
	a.Step(nil)
	a.Draw(screen)
	if got := screen.At(1, 1); !gametest.SameColour(got, marker) {
		t.Fatalf("idle frame repainted the screen (corner %v)", got)
	}

	// A finger on a button changes its look: Draw repaints.
	p := a.At("button:new")
	a.Step([]input.Raw{{Device: input.Touch, ID: 1, Phase: input.Down, Pos: p, At: a.Now}})
	a.Draw(screen)
	if got := screen.At(1, 1); !gametest.SameColour(got, render.Background) {
		t.Fatalf("after a press the screen was not repainted (corner %v)", got)
	}
	r, _ := a.Scene().Target("button:new")
	px, py := int((r.X+8)*2), int(p.Y*2)
	if got := screen.At(px, py); !gametest.SameColour(got, render.ButtonDown) {
		t.Fatalf("pressed button drawn in %v, want the pressed colour", got)
	}
}

func TestFirstFrameHook(t *testing.T) {
	a := gametest.NewTestApp(t, render.View{W: 360, H: 640, Scale: 1})
	calls := 0
	a.OnFirstFrame(func() { calls++ })
	screen := gametest.NewScreen(a.View())
	a.Draw(screen)
	a.Step([]input.Raw{{Device: input.Mouse, Phase: input.Down, Pos: a.At("button:new"), At: a.Now}})
	a.Draw(screen)
	if calls != 1 {
		t.Fatalf("first-frame hook ran %d times, want 1", calls)
	}
}
