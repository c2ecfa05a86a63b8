package game

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"warboard/game/input"
	"warboard/game/internal/platform"
	"warboard/game/junqiscreen"
	"warboard/game/storage"
	"warboard/render"
	"warboard/rules/junqi"
	"warboard/rules/record"
)

// startJunqiTest opens the Junqi options, taps the given option targets and starts.
func startJunqiTest(t *testing.T, v render.View, options ...string) *testApp {
	t.Helper()
	a := newTestApp(t, v)
	a.goTo("button:new", "newgame")
	a.goTo("button:junqi", "options")
	for _, o := range options {
		a.goTo(o, "options")
	}
	a.idle()
	a.reveal("option:board")
	a.tap(input.Touch, "button:start")
	return a
}

// junqiGameOf is the Junqi game behind the current scene.
func junqiGameOf(t *testing.T, a *testApp) *junqiscreen.Probe {
	t.Helper()
	if p, ok := junqiscreen.ProbeOf(a.scene); ok {
		return p
	}
	t.Fatalf("scene %q is not a Junqi board", a.SceneName())
	return nil
}

// tapMove plays a move token ("c6-c7", "c6xc7", "@d4") by tapping its points.
func (a *testApp) tapMove(tok string) {
	a.t.Helper()
	a.idle()
	if strings.HasPrefix(tok, "@") {
		a.tap(input.Touch, tok[1:])
		return
	}
	i := strings.IndexAny(tok, "-x")
	a.tap(input.Touch, tok[:i])
	a.idle()
	a.tap(input.Touch, tok[i+1:])
}

// quietMove is a legal move that attacks nothing, so a short game goes on.
func quietMove(t *testing.T, moves []string) string {
	t.Helper()
	for _, m := range moves {
		if strings.Contains(m, "-") {
			return m
		}
	}
	if len(moves) == 0 {
		t.Fatal("no legal move")
	}
	return moves[0]
}

func recordOf(t *testing.T, a *testApp) *record.Record {
	t.Helper()
	rec, err := record.Parse(a.Record())
	if err != nil {
		t.Fatalf("record() does not parse: %v\n%s", err, a.Record())
	}
	return rec
}

func TestJunqiFlowOpenGame(t *testing.T) {
	a := startJunqiTest(t, render.View{W: 360, H: 640, Scale: 1})
	wantScene(t, a, "deploy")
	g := junqiGameOf(t, a)
	if d := g.Picture().Deploying; d != junqi.South {
		t.Fatalf("South deploys first, the screen shows %v", d)
	}
	before := a.Shown()
	a.goTo("button:random", "deploy")
	if a.Shown() == before {
		t.Error("Random layout left the board as it was")
	}
	a.goTo("layout:left flag", "deploy")
	if !strings.Contains(a.Shown(), "b1=SF") {
		t.Errorf("the left-flag layout puts the flag on b1; the board shows %s", a.Shown())
	}
	// A refused swap: the flag may not leave the headquarters.
	a.tapMove("b1-c6")
	if !g.Feedback().Refused || g.FeedbackText(g.Feedback(), g.Picture()) == "" {
		t.Errorf("moving the flag to c6 was not refused with a reason: %+v", g.Feedback())
	}
	// A legal swap by dragging: two captains' rows, c6 and a6 (both front rank pieces).
	a6, c6 := pieceAt(a.Shown(), "a6"), pieceAt(a.Shown(), "c6")
	a.drag(a.at("a6"), a.at("c6"))
	if pieceAt(a.Shown(), "a6") != c6 || pieceAt(a.Shown(), "c6") != a6 {
		t.Errorf("dragging a6 onto c6 did not swap them: %s", a.Shown())
	}
	a.goTo("button:done", "deploy")
	if d := junqiGameOf(t, a).Picture().Deploying; d != junqi.North {
		t.Fatalf("after South's Done North deploys, the screen shows %v", d)
	}
	if strings.Contains(a.Shown(), "=S") && junqiGameOf(t, a).Session().Options().SecretDeploy {
		t.Error("a secret layout shows on the other seat's screen")
	}
	a.goTo("button:done", "play")

	for i := 0; i < 4; i++ {
		tok := quietMove(t, a.LegalMoves())
		a.tapMove(tok)
		wantScene(t, a, "play")
		rec := recordOf(t, a)
		if n := len(rec.Moves); n != i+1 || rec.Moves[n-1].Text != tok {
			t.Fatalf("after tapping %s the record holds %v", tok, rec.Moves)
		}
	}
	// A move by dragging.
	tok := quietMove(t, a.LegalMoves())
	i := strings.Index(tok, "-")
	a.drag(a.at(tok[:i]), a.at(tok[i+1:]))
	if mv := recordOf(t, a).Moves; mv[len(mv)-1].Text != tok {
		t.Fatalf("dragging %s played %v", tok, mv)
	}

	a.goTo("button:gamemenu", "play")
	a.goTo("menu:resign", "play")
	a.goTo("menu:confirm", "result")
	rec := recordOf(t, a)
	if res, _ := rec.Tag("Result"); res != "S resign" || rec.Moves[len(rec.Moves)-1].Text != "resign" {
		t.Errorf("after North resigns the record ends %v with Result %q", rec.Moves[len(rec.Moves)-1], res)
	}
	if a.shared.Model.Active() {
		t.Error("the finished game can still be continued")
	}
	a.goTo("button:rematch", "deploy")
	if rec := recordOf(t, a); len(rec.Moves) != 0 {
		t.Errorf("the rematch starts with moves: %v", rec.Moves)
	}
}

// pieceAt is what a placement list holds on a point ("" empty).
func pieceAt(shown, point string) string {
	for _, it := range strings.Fields(shown) {
		if p, v, ok := strings.Cut(it, "="); ok && p == point {
			return v
		}
	}
	return ""
}

// TestJunqiMoveSlidesThenRests: a move slides in over a few frames (about 150 ms), and then
// the screen asks for no more frames.
func TestJunqiMoveSlidesThenRests(t *testing.T) {
	v := render.View{W: 360, H: 640, Scale: 1}
	a := startJunqiTest(t, v)
	a.deployAll()
	a.tapMove(quietMove(t, a.LegalMoves()))
	if !junqiGameOf(t, a).Sliding() {
		t.Fatal("the move does not slide")
	}
	screen := newScreen(v)
	frames := 0
	for i := 0; i < 4*junqiscreen.SlideTicks; i++ {
		a.Draw(screen)
		a.step(nil)
		if a.dirty {
			frames++
		}
	}
	if frames < junqiscreen.SlideTicks-1 || frames > junqiscreen.SlideTicks {
		t.Fatalf("the slide asked for %d frames, want %d", frames, junqiscreen.SlideTicks)
	}
	if junqiGameOf(t, a).Sliding() {
		t.Fatal("the slide never ends")
	}
}

// TestJunqiLoadRecord: a saved record loads into the play screen at its last move; one
// without a Position starts with the deployment.
func TestJunqiLoadRecord(t *testing.T) {
	v := render.View{W: 768, H: 1024, Scale: 1}
	a := startJunqiTest(t, v)
	a.deployAll()
	a.playSome(3, false)
	dir := t.TempDir()
	files := map[string]string{"game.txt": a.Record(),
		"tags.txt": "[Game \"junqi\"]\n[Board \"4p\"]\n[Seats \"S E N W\"]\n[Teams \"SN EW\"]\n"}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	b := newTestAppOn(t, v, storage.NewMemStore(), platform.NewFolder(dir))
	b.goTo("button:load", "load")
	b.goTo("record:game.txt", "play")
	if b.Record() != a.Record() || b.Shown() != a.Shown() {
		t.Fatalf("the loaded game shows\n %s\nwant\n %s", b.Shown(), a.Shown())
	}
	if len(b.LegalMoves()) == 0 {
		t.Fatal("the loaded game takes no move")
	}
	c := newTestAppOn(t, v, storage.NewMemStore(), platform.NewFolder(dir))
	c.goTo("button:load", "load")
	c.goTo("record:tags.txt", "deploy")
}
