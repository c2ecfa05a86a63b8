package game

import (
	"image"
	"path/filepath"
	"strings"
	"testing"

	"warboard/game/internal/platform"
	"warboard/game/menu"
	"warboard/game/scene"
	"warboard/render"
	"warboard/render/ebitentest"
)

// startNapoleonGame goes from the menu through the options to the first set-up screen.
func startNapoleonGame(a *testApp, options ...string) {
	a.t.Helper()
	a.goTo("button:new", "newgame")
	a.goTo("button:napoleon", "options")
	for _, o := range options {
		a.goTo(o, "options")
	}
	a.goTo("button:start", "handover")
	if !strings.Contains(a.Record(), `[Game "napoleon"]`) || a.Shown() != "" {
		a.t.Fatalf("hand-over: record %q, shown %q; want the game's tags and no board", a.Record(), a.Shown())
	}
}

// playMove plays the first legal move that is not a drum push by taps: the piece, then
// its target.
func playMove(a *testApp) string {
	a.t.Helper()
	for _, tok := range a.LegalMoves() {
		i := strings.IndexAny(tok, "-x")
		if i < 0 || strings.Contains(tok, "/") {
			continue
		}
		a.goTo(tok[:i], "play")
		a.goTo(tok[i+1:], "play")
		return tok
	}
	a.t.Fatalf("no move to play: %v", a.LegalMoves())
	return ""
}

// placed reports whether the board shows piece (e.g. "SG") on square.
func placed(a *testApp, square, piece string) bool {
	return strings.Contains(" "+a.Shown()+" ", " "+square+"="+piece+" ") ||
		strings.Contains(" "+a.Shown()+" ", " "+square+"="+piece+">")
}

// TestNapoleonSceneFlow plays a game with taps and drags as players would: both secret
// set-ups behind hand-overs, turns, a reload mid-set-up and mid-turn, resign through the
// game menu, the result and a rematch.
func TestNapoleonSceneFlow(t *testing.T) {
	a := newTestApp(t, render.View{W: 360, H: 640, Scale: 3})
	startNapoleonGame(a)
	a.goTo("button:ready", "setup")

	// Tap a reserve kind, then a square; drag one from the tray; drag one back off.
	a.goTo("reserve:G", "setup")
	a.goTo("d1", "setup")
	if !placed(a, "d1", "SG") {
		t.Fatalf("after placing a general on d1 the board shows %q", a.Shown())
	}
	a.drag(a.at("reserve:I"), a.at("e2"))
	if !placed(a, "e2", "SI") {
		t.Fatalf("after dragging infantry to e2 the board shows %q", a.Shown())
	}
	a.drag(a.at("e2"), a.at("button:random"))
	if placed(a, "e2", "SI") {
		t.Fatalf("a piece dragged off the board stayed: %q", a.Shown())
	}
	// Tap two squares to move a piece.
	a.goTo("d1", "setup")
	a.goTo("c2", "setup")
	if !placed(a, "c2", "SG") || placed(a, "d1", "SG") {
		t.Fatalf("tap d1 then c2 should move the general: %q", a.Shown())
	}
	// Done too early is refused, with the reason on screen.
	a.goTo("button:done", "setup")
	if mustNapoleon(a).Message() == "" {
		t.Fatalf("an incomplete set-up was accepted without a word")
	}

	// A reload mid-set-up shows the same screen.
	shown := a.Shown()
	b := newTestAppOn(t, a.View(), a.store, platform.NewFolder(""))
	b.goTo("button:continue", "setup")
	if b.Shown() != shown {
		t.Fatalf("restored set-up shows %q, want %q", b.Shown(), shown)
	}
	a = b
	a.goTo("button:random", "setup")
	a.goTo("button:done", "handover")
	if a.Shown() != "" {
		t.Fatalf("the hand-over shows a board: %q", a.Shown())
	}
	a.goTo("button:ready", "setup")
	if strings.Contains(a.Shown(), "=S") {
		t.Fatalf("North's set-up shows South's pieces: %q", a.Shown())
	}
	a.goTo("button:random", "setup")
	a.goTo("button:done", "play")
	if !strings.Contains(a.Record(), "[Position ") {
		t.Fatalf("play began without a Position:\n%s", a.Record())
	}

	// Two turns by taps, End turn after each.
	for range 2 {
		playMove(a)
		a.goTo("button:endturn", "play")
	}
	if n := len(strings.Fields(movesOf(a.Record()))); n < 2 {
		t.Fatalf("after two turns the record holds %d move tokens:\n%s", n, a.Record())
	}

	// Mid-turn: a move made, not ended. A reload gives the same board and End turn.
	tok := playMove(a)
	shown = a.Shown()
	b = newTestAppOn(t, a.View(), a.store, platform.NewFolder(""))
	b.goTo("button:continue", "play")
	if b.Shown() != shown || !mustNapoleon(b).Picture().Moved {
		t.Fatalf("restored turn shows %q (moved %v), want %q after %s", b.Shown(), mustNapoleon(b).Picture().Moved, shown, tok)
	}
	a = b
	a.goTo("button:undo", "play")
	a.goTo("button:los", "play")

	// Resign through the game menu, after its confirmation.
	a.goTo("button:gamemenu", "play")
	a.goTo("menu:resign", "play")
	a.goTo("menu:confirm", "result")
	if !strings.Contains(a.Record(), "resign") || !strings.Contains(a.Model().Record(), "[Result ") {
		t.Fatalf("after resigning the record is:\n%s", a.Model().Record())
	}
	if a.Shown() != "" {
		// The result scene draws the board through ResultInfo, not as a board scene.
		t.Logf("result shows %q", a.Shown())
	}
	a.goTo("button:rematch", "handover")
	if strings.Contains(a.Record(), "[Position ") {
		t.Fatalf("the rematch kept the old game:\n%s", a.Record())
	}
}

func (a *testApp) Model() *scene.Model { return a.shared.Model }

// movesOf is the move text of a record.
func movesOf(rec string) string {
	var out []string
	for _, l := range strings.Split(rec, "\n") {
		if l != "" && !strings.HasPrefix(l, "[") {
			out = append(out, l)
		}
	}
	return strings.Join(out, " ")
}

// TestNapoleonScreenshots draws the terrain editor, a set-up, the facing handles, play with
// lines of sight and the result at phone, tablet and desktop sizes.
func TestNapoleonScreenshots(t *testing.T) {
	dir := ebitentest.ArtefactsDir(t)
	views := []struct {
		name string
		v    render.View
	}{
		{"phone-360x640@3x", render.View{W: 360, H: 640, Scale: 3}},
		{"phone-640x360@2x", render.View{W: 640, H: 360, Scale: 2}},
		{"tablet-768x1024@2x", render.View{W: 768, H: 1024, Scale: 2}},
		{"desktop-1280x800@1x", render.View{W: 1280, H: 800, Scale: 1}},
	}
	if testing.Short() {
		views = views[:1]
	}
	for _, sv := range views {
		screen := newScreen(sv.v)
		a := newTestApp(t, sv.v)
		shoot := func(name string) *image.RGBA {
			t.Helper()
			if nb, ok := napoleonOf(a); ok {
				nb.StopSlide() // the picture of the move made, not half-way
			}
			for i := 0; i < 400; i++ { // let the board make its art
				a.dirty = true
				a.Draw(screen)
				nb, ok := napoleonOf(a)
				if !ok || !nb.Pending() {
					if r, ok := a.scene.(*menu.Result); !ok || !r.Info().Board.(interface{ Pending() bool }).Pending() {
						break
					}
				}
			}
			img := snapshot(screen)
			writePNG(t, filepath.Join(dir, "napoleon-"+name+"-"+sv.name+".png"), img)
			return img
		}
		a.goTo("button:new", "newgame")
		a.goTo("button:napoleon", "options")
		a.goTo("option:terrain:edit", "options")
		a.goTo("button:start", "terrain")
		for _, q := range []string{"c3", "d4", "d4", "f3", "f3", "f3", "b4", "b4", "b4", "b4"} {
			a.goTo(q, "terrain")
		}
		shoot("terrain")
		a.goTo("button:done", "handover")
		a.goTo("button:ready", "setup")
		a.goTo("reserve:K", "setup")
		a.goTo("c2", "setup")
		a.goTo("reserve:G", "setup")
		a.goTo("d1", "setup")
		a.goTo("reserve:C", "setup")
		shoot("setup")
		a.goTo("c2", "setup")
		a.goTo("c2>NE", "setup")
		shoot("facing")
		a.goTo("c2", "setup")
		a.goTo("button:random", "setup")
		a.goTo("button:done", "handover")
		a.goTo("button:ready", "setup")
		a.goTo("button:random", "setup")
		a.goTo("button:done", "play")
		a.goTo("button:los", "play")
		for range 3 {
			playMove(a)
			a.goTo("button:endturn", "play")
		}
		tok := playMove(a)
		a.idle()
		shoot("play-los")
		_ = tok
		a.goTo("button:gamemenu", "play")
		shoot("menu")
		a.goTo("menu:resign", "play")
		a.goTo("menu:confirm", "result")
		shoot("result")
	}
	t.Logf("screenshots in %s", dir)
}
