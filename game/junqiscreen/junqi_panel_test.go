package junqiscreen_test

import (
	"path/filepath"
	"strings"
	"testing"

	"warboard/game/gametest"
	"warboard/render"
	"warboard/render/ebitentest"
)

// TestPhoneShowsPiecesLostAndMoves: a phone's Junqi screen has no room for the side panel
// beside or under the board, so a Moves button shows it over the board — every seat's
// losses and the latest moves — and a tap anywhere closes it (a tablet held upright too);
// a desktop shows the panel beside the board and no button.
func TestPhoneShowsPiecesLostAndMoves(t *testing.T) {
	for _, c := range []struct {
		v      render.View
		button bool
	}{
		{render.View{W: 390, H: 844, Scale: 3}, true},
		{render.View{W: 360, H: 640, Scale: 3}, true},
		{render.View{W: 768, H: 1024, Scale: 2}, true},
		{render.View{W: 1280, H: 800, Scale: 1}, false},
	} {
		a := gametest.StartJunqiTest(t, c.v, "option:board:2p", "option:mode:open")
		a.DeployAll()
		a.PlaySome(4, true)
		if a.Visible("button:panel") != c.button {
			t.Fatalf("%vx%v: the Moves button shows %v, want %v", c.v.W, c.v.H, a.Visible("button:panel"), c.button)
		}
		if !c.button {
			if side := a.Scene().(interface{ SideShown() string }).SideShown(); !strings.Contains(side, "Pieces lost") {
				t.Fatalf("the desktop's side panel shows %q", side)
			}
			continue
		}
		over := a.Scene().(interface{ OverlayShown() string })
		a.GoTo("button:panel", "play")
		shown := over.OverlayShown()
		if c.v.W == 390 {
			sc := gametest.NewScreen(a.View())
			a.SetDirty(true)
			a.Draw(sc)
			gametest.WritePNG(t, filepath.Join(ebitentest.ArtefactsDir(t), "junqi-panel-over-board-phone.png"), gametest.Snapshot(sc))
		}
		if !strings.Contains(shown, "Pieces lost") || !strings.Contains(shown, "South:") || !strings.Contains(shown, "North:") || !strings.Contains(shown, "4. ") {
			t.Fatalf("%vx%v: the panel over the board shows %q", c.v.W, c.v.H, shown)
		}
		a.Idle()
		a.TapAt(a.At("button:gamemenu"))
		if over.OverlayShown() != "" || a.SceneName() != "play" {
			t.Fatal("a tap did not close the panel (or went on to the screen)")
		}
	}
}

// TestFourSeatsLossesOnAPhone: on a phone every seat's losses are in reach: the
// four-country side panel holds them all, or (on the smaller phones, where West's line was
// cut) the Moves button shows them all over the board.
func TestFourSeatsLossesOnAPhone(t *testing.T) {
	seats := []string{"South:", "East:", "North:", "West:"}
	buttons := 0
	for _, v := range []render.View{{W: 390, H: 844, Scale: 3}, {W: 360, H: 640, Scale: 3}, {W: 320, H: 568, Scale: 2}} {
		a := gametest.StartJunqiTest(t, v, "option:board:4p-teams", "option:mode:open")
		a.DeployAll()
		a.PlaySome(6, true)
		if !a.Visible("button:panel") {
			side := a.Scene().(interface{ SideShown() string }).SideShown()
			for _, seat := range seats {
				if !strings.Contains(side, seat) {
					t.Fatalf("%vx%v: the side panel leaves out %s and no Moves button shows: %q", v.W, v.H, seat, side)
				}
			}
			continue
		}
		buttons++
		a.GoTo("button:panel", "play")
		shown := a.Scene().(interface{ OverlayShown() string }).OverlayShown()
		for _, seat := range seats {
			if !strings.Contains(shown, seat) {
				t.Fatalf("%vx%v: the panel over the board leaves out %s: %q", v.W, v.H, seat, shown)
			}
		}
	}
	if buttons == 0 {
		t.Log("every phone size held the four seats' losses beside the board")
	}
}
