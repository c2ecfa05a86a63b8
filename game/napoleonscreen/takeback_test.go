package napoleonscreen_test

import (
	"testing"

	"warboard/game/gametest"
	"warboard/game/input"
	"warboard/render"
)

// TestNapoleonTakeBackBetweenPeople: North asks from the game menu for its turn back,
// South accepts; North plays again from the position before it, also after a reload.
func TestNapoleonTakeBackBetweenPeople(t *testing.T) {
	a := gametest.NewTestApp(t, render.View{W: 1024, H: 768, Scale: 1})
	gametest.StartNapoleonGame(a)
	for a.SceneName() != "play" {
		a.ThroughHandOver()
		if a.SceneName() == "setup" {
			a.GoTo("button:random", "setup")
			a.Idle()
			a.Tap(input.Touch, "button:done")
		}
	}
	gametest.Advance(a, 0)
	gametest.WantScene(t, a, "play")
	before := a.Record()
	gametest.Advance(a, 1)
	gametest.WantScene(t, a, "play")
	a.Tap(input.Touch, "button:gamemenu")
	a.GoTo("menu:asktakeback", "play")
	b := a.Restart("play")
	if !gametest.MustNapoleon(b).Picture().TakeBackAsked {
		t.Fatal("the request was not saved")
	}
	b.GoTo("button:accept", "play")
	if b.Record() != before {
		t.Fatalf("after the take back:\n%s\nwant\n%s", b.Record(), before)
	}
	c := b.Restart("play")
	if c.Record() != before || gametest.MustNapoleon(c).Picture().TakeBackAsked {
		t.Fatal("the autosave did not follow the take back")
	}
	gametest.Advance(c, 2)
}
