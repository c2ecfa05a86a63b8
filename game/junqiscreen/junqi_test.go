package junqiscreen_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"warboard/game/gametest"
	"warboard/game/internal/platform"
	"warboard/game/junqiscreen"
	"warboard/game/storage"
	"warboard/render"
	"warboard/rules/junqi"
)

func TestJunqiFlowOpenGame(t *testing.T) {
	a := gametest.StartJunqiTest(t, render.View{W: 360, H: 640, Scale: 1})
	gametest.WantScene(t, a, "deploy")
	g := gametest.JunqiGameOf(t, a)
	if d := g.Picture().Deploying; d != junqi.South {
		t.Fatalf("South deploys first, the screen shows %v", d)
	}
	before := a.Shown()
	a.GoTo("button:random", "deploy")
	if a.Shown() == before {
		t.Error("Random layout left the board as it was")
	}
	a.GoTo("layout:left flag", "deploy")
	if !strings.Contains(a.Shown(), "b1=SF") {
		t.Errorf("the left-flag layout puts the flag on b1; the board shows %s", a.Shown())
	}
	// A refused swap: the flag may not leave the headquarters.
	a.TapMove("b1-c6")
	if !g.Feedback().Refused || g.FeedbackText(g.Feedback(), g.Picture()) == "" {
		t.Errorf("moving the flag to c6 was not refused with a reason: %+v", g.Feedback())
	}
	// A legal swap by dragging: two captains' rows, c6 and a6 (both front rank pieces).
	a6, c6 := gametest.PieceAt(a.Shown(), "a6"), gametest.PieceAt(a.Shown(), "c6")
	a.Drag(a.At("a6"), a.At("c6"))
	if gametest.PieceAt(a.Shown(), "a6") != c6 || gametest.PieceAt(a.Shown(), "c6") != a6 {
		t.Errorf("dragging a6 onto c6 did not swap them: %s", a.Shown())
	}
	a.GoTo("button:done", "deploy")
	if d := gametest.JunqiGameOf(t, a).Picture().Deploying; d != junqi.North {
		t.Fatalf("after South's Done North deploys, the screen shows %v", d)
	}
	if strings.Contains(a.Shown(), "=S") && gametest.JunqiGameOf(t, a).Session().Options().SecretDeploy {
		t.Error("a secret layout shows on the other seat's screen")
	}
	a.GoTo("button:done", "play")

	for i := 0; i < 4; i++ {
		tok := gametest.QuietMove(t, a.LegalMoves())
		a.TapMove(tok)
		gametest.WantScene(t, a, "play")
		rec := gametest.RecordOf(t, a)
		if n := len(rec.Moves); n != i+1 || rec.Moves[n-1].Text != tok {
			t.Fatalf("after tapping %s the record holds %v", tok, rec.Moves)
		}
	}
	// A move by dragging.
	tok := gametest.QuietMove(t, a.LegalMoves())
	i := strings.Index(tok, "-")
	a.Drag(a.At(tok[:i]), a.At(tok[i+1:]))
	if mv := gametest.RecordOf(t, a).Moves; mv[len(mv)-1].Text != tok {
		t.Fatalf("dragging %s played %v", tok, mv)
	}

	a.GoTo("button:gamemenu", "play")
	a.GoTo("menu:resign", "play")
	a.GoTo("menu:confirm", "result")
	rec := gametest.RecordOf(t, a)
	if res, _ := rec.Tag("Result"); res != "S resign" || rec.Moves[len(rec.Moves)-1].Text != "resign" {
		t.Errorf("after North resigns the record ends %v with Result %q", rec.Moves[len(rec.Moves)-1], res)
	}
	if a.Shared().Model.Active() {
		t.Error("the finished game can still be continued")
	}
	a.GoTo("button:rematch", "deploy")
	if rec := gametest.RecordOf(t, a); len(rec.Moves) != 0 {
		t.Errorf("the rematch starts with moves: %v", rec.Moves)
	}
}

// TestJunqiMoveSlidesThenRests: a move slides in over a few frames (about 150 ms), and then
// the screen asks for no more frames.
func TestJunqiMoveSlidesThenRests(t *testing.T) {
	v := render.View{W: 360, H: 640, Scale: 1}
	a := gametest.StartJunqiTest(t, v)
	a.DeployAll()
	a.TapMove(gametest.QuietMove(t, a.LegalMoves()))
	if !gametest.JunqiGameOf(t, a).Sliding() {
		t.Fatal("the move does not slide")
	}
	screen := gametest.NewScreen(v)
	frames := 0
	for i := 0; i < 4*junqiscreen.SlideTicks; i++ {
		a.Draw(screen)
		a.Step(nil)
		if a.Dirty() {
			frames++
		}
	}
	if frames < junqiscreen.SlideTicks-1 || frames > junqiscreen.SlideTicks {
		t.Fatalf("the slide asked for %d frames, want %d", frames, junqiscreen.SlideTicks)
	}
	if gametest.JunqiGameOf(t, a).Sliding() {
		t.Fatal("the slide never ends")
	}
}

// TestJunqiLoadRecord: a saved record loads into the play screen at its last move; one
// without a Position starts with the deployment.
func TestJunqiLoadRecord(t *testing.T) {
	v := render.View{W: 768, H: 1024, Scale: 1}
	a := gametest.StartJunqiTest(t, v)
	a.DeployAll()
	a.PlaySome(3, false)
	dir := t.TempDir()
	files := map[string]string{"game.txt": a.Record(),
		"tags.txt": "[Game \"junqi\"]\n[Board \"4p\"]\n[Seats \"S E N W\"]\n[Teams \"SN EW\"]\n"}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	b := gametest.NewTestAppOn(t, v, storage.NewMemStore(), platform.NewFolder(dir))
	b.GoTo("button:load", "load")
	b.GoTo("record:game.txt", "play")
	if b.Record() != a.Record() || b.Shown() != a.Shown() {
		t.Fatalf("the loaded game shows\n %s\nwant\n %s", b.Shown(), a.Shown())
	}
	if len(b.LegalMoves()) == 0 {
		t.Fatal("the loaded game takes no move")
	}
	c := gametest.NewTestAppOn(t, v, storage.NewMemStore(), platform.NewFolder(dir))
	c.GoTo("button:load", "load")
	c.GoTo("record:tags.txt", "deploy")
}
