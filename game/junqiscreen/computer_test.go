package junqiscreen

import (
	"errors"
	"strings"
	"testing"

	"warboard/game/computer"
	"warboard/game/i18n"
	"warboard/game/junqiplay"
	"warboard/game/scene"
	"warboard/rules/junqi"
	"warboard/rules/record"
)

// TestFallbackKeepsTheGameGoing: when a computer player fails, its seat deploys the layout
// it has and then plays a legal move — never resigns while it can move — and the screen
// says what happened.
func TestFallbackKeepsTheGameGoing(t *testing.T) {
	tags, err := record.Parse("[Game \"junqi\"]\n[Board \"2p\"]\n[Mode \"open\"]\n[Seats \"S N\"]\n")
	if err != nil {
		t.Fatal(err)
	}
	sess, err := junqiplay.New(tags, junqiplay.Options{Computers: "N"}, 4)
	if err != nil {
		t.Fatal(err)
	}
	g := &junqiGame{sh: &scene.Shared{Text: i18n.NewPrinter(i18n.En)}, sess: sess}
	if fb := sess.Done(); fb.Refused {
		t.Fatal(fb.Text)
	}
	boom := errors.New("boom")
	g.fallback(&computer.Failure{Turn: computer.Turn{Seat: "N", What: computer.Deploy}, Err: boom})
	if sess.Phase() != junqiplay.Play {
		t.Fatalf("after North's failed deployment the game is in %v", sess.Phase())
	}
	if err := sess.Decide(junqi.South, sess.LegalMoves()[0]); err != nil {
		t.Fatal(err)
	}
	before := sess.MoveCount()
	g.fallback(&computer.Failure{Turn: computer.Turn{Seat: "N", What: computer.Move}, Err: boom})
	if sess.MoveCount() != before+1 || sess.Result().Over || sess.LastToken() == "resign" {
		t.Fatalf("North's fallback: %d tokens (was %d), last %q, over %v", sess.MoveCount(), before, sess.LastToken(), sess.Result().Over)
	}
	if !g.fb.Refused || !strings.Contains(g.fb.Text, "boom") || !strings.Contains(g.fb.Text, "North") {
		t.Fatalf("the screen says %q", g.fb.Text)
	}
}
