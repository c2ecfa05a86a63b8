package napoleonscreen_test

import (
	"image"
	"path/filepath"
	"strings"
	"testing"

	"warboard/game/gametest"
	"warboard/game/internal/platform"
	"warboard/game/menu"
	"warboard/render"
	"warboard/render/ebitentest"
)

// playMove plays the first legal move that is not a drum push by taps: the piece, then
// its target.
func playMove(a *gametest.App) string {
	a.T.Helper()
	for _, tok := range a.LegalMoves() {
		i := strings.IndexAny(tok, "-x")
		if i < 0 || strings.Contains(tok, "/") {
			continue
		}
		a.GoTo(tok[:i], "play")
		a.GoTo(tok[i+1:], "play")
		return tok
	}
	a.T.Fatalf("no move to play: %v", a.LegalMoves())
	return ""
}

// TestNapoleonSceneFlow plays a game with taps and drags as players would: both secret
// set-ups behind hand-overs, turns, a reload mid-set-up and mid-turn, resign through the
// game menu, the result and a rematch.
func TestNapoleonSceneFlow(t *testing.T) {
	a := gametest.NewTestApp(t, render.View{W: 360, H: 640, Scale: 3})
	gametest.StartNapoleonGame(a)
	a.GoTo("button:ready", "setup")

	// Tap a reserve kind, then a square; drag one from the tray; drag one back off.
	a.GoTo("reserve:G", "setup")
	a.GoTo("d1", "setup")
	if !gametest.Placed(a, "d1", "SG") {
		t.Fatalf("after placing a general on d1 the board shows %q", a.Shown())
	}
	a.Drag(a.At("reserve:I"), a.At("e2"))
	if !gametest.Placed(a, "e2", "SI") {
		t.Fatalf("after dragging infantry to e2 the board shows %q", a.Shown())
	}
	a.Drag(a.At("e2"), a.At("button:random"))
	if gametest.Placed(a, "e2", "SI") {
		t.Fatalf("a piece dragged off the board stayed: %q", a.Shown())
	}
	// Tap two squares to move a piece.
	a.GoTo("d1", "setup")
	a.GoTo("c2", "setup")
	if !gametest.Placed(a, "c2", "SG") || gametest.Placed(a, "d1", "SG") {
		t.Fatalf("tap d1 then c2 should move the general: %q", a.Shown())
	}
	// Done too early is refused, with the reason on screen.
	a.GoTo("button:done", "setup")
	if gametest.MustNapoleon(a).Message() == "" {
		t.Fatalf("an incomplete set-up was accepted without a word")
	}

	// A reload mid-set-up shows the same screen.
	shown := a.Shown()
	b := gametest.NewTestAppOn(t, a.View(), a.Store, platform.NewFolder(""))
	b.GoTo("button:continue", "setup")
	if b.Shown() != shown {
		t.Fatalf("restored set-up shows %q, want %q", b.Shown(), shown)
	}
	a = b
	a.GoTo("button:random", "setup")
	a.GoTo("button:done", "handover")
	if a.Shown() != "" {
		t.Fatalf("the hand-over shows a board: %q", a.Shown())
	}
	a.GoTo("button:ready", "setup")
	if strings.Contains(a.Shown(), "=S") {
		t.Fatalf("North's set-up shows South's pieces: %q", a.Shown())
	}
	a.GoTo("button:random", "setup")
	a.GoTo("button:done", "play")
	if !strings.Contains(a.Record(), "[Position ") {
		t.Fatalf("play began without a Position:\n%s", a.Record())
	}

	// Two turns by taps, End turn after each.
	for range 2 {
		playMove(a)
		a.GoTo("button:endturn", "play")
	}
	if n := len(strings.Fields(gametest.MovesOf(a.Record()))); n < 2 {
		t.Fatalf("after two turns the record holds %d move tokens:\n%s", n, a.Record())
	}

	// Mid-turn: a move made, not ended. A reload gives the same board and End turn.
	tok := playMove(a)
	shown = a.Shown()
	b = gametest.NewTestAppOn(t, a.View(), a.Store, platform.NewFolder(""))
	b.GoTo("button:continue", "play")
	if b.Shown() != shown || !gametest.MustNapoleon(b).Picture().Moved {
		t.Fatalf("restored turn shows %q (moved %v), want %q after %s", b.Shown(), gametest.MustNapoleon(b).Picture().Moved, shown, tok)
	}
	a = b
	a.GoTo("button:undo", "play")
	a.GoTo("button:los", "play")

	// Resign through the game menu, after its confirmation.
	a.GoTo("button:gamemenu", "play")
	a.GoTo("menu:resign", "play")
	a.GoTo("menu:confirm", "result")
	if !strings.Contains(a.Record(), "resign") || !strings.Contains(a.Model().Record(), "[Result ") {
		t.Fatalf("after resigning the record is:\n%s", a.Model().Record())
	}
	if a.Shown() != "" {
		// The result scene draws the board through ResultInfo, not as a board scene.
		t.Logf("result shows %q", a.Shown())
	}
	a.GoTo("button:rematch", "handover")
	if strings.Contains(a.Record(), "[Position ") {
		t.Fatalf("the rematch kept the old game:\n%s", a.Record())
	}
}

// TestNapoleonScreenshots draws the terrain editor, a set-up, the facing handles, play with
// lines of sight and the result at phone, tablet and desktop sizes.
func TestNapoleonScreenshots(t *testing.T) {
	dir := ebitentest.ArtefactsDir(t)
	views := gametest.HowtoViews // phone and tablet upright, the phone on its side, desktop
	if testing.Short() {
		views = views[:1]
	}
	for _, sv := range views {
		screen := gametest.NewScreen(sv.V)
		a := gametest.NewTestApp(t, sv.V)
		shoot := func(name string) *image.RGBA {
			t.Helper()
			if nb, ok := gametest.NapoleonOf(a); ok {
				nb.StopSlide() // the picture of the move made, not half-way
			}
			for i := 0; i < 400; i++ { // let the board make its art
				a.SetDirty(true)
				a.Draw(screen)
				nb, ok := gametest.NapoleonOf(a)
				if !ok || !nb.Pending() {
					if r, ok := a.Scene().(*menu.Result); !ok || !r.Info().Board.(interface{ Pending() bool }).Pending() {
						break
					}
				}
			}
			img := gametest.Snapshot(screen)
			gametest.WritePNG(t, filepath.Join(dir, "napoleon-"+name+"-"+sv.Name+".png"), img)
			return img
		}
		a.GoTo("button:new", "newgame")
		a.GoTo("button:napoleon", "options")
		a.GoTo("option:terrain:edit", "options")
		a.GoTo("button:start", "terrain")
		for _, q := range []string{"c3", "d4", "d4", "f3", "f3", "f3", "b4", "b4", "b4", "b4"} {
			a.GoTo(q, "terrain")
		}
		shoot("terrain")
		a.GoTo("button:done", "handover")
		a.GoTo("button:ready", "setup")
		a.GoTo("reserve:K", "setup")
		a.GoTo("c2", "setup")
		a.GoTo("reserve:G", "setup")
		a.GoTo("d1", "setup")
		a.GoTo("reserve:C", "setup")
		shoot("setup")
		a.GoTo("c2", "setup")
		a.GoTo("c2>NE", "setup")
		shoot("facing")
		a.GoTo("c2", "setup")
		a.GoTo("button:random", "setup")
		a.GoTo("button:done", "handover")
		a.GoTo("button:ready", "setup")
		a.GoTo("button:random", "setup")
		a.GoTo("button:done", "play")
		a.GoTo("button:los", "play")
		for range 3 {
			playMove(a)
			a.GoTo("button:endturn", "play")
		}
		tok := playMove(a)
		a.Idle()
		shoot("play-los")
		_ = tok
		a.GoTo("button:gamemenu", "play")
		shoot("menu")
		a.GoTo("menu:resign", "play")
		a.GoTo("menu:confirm", "result")
		shoot("result")
	}
	t.Logf("screenshots in %s", dir)
}
