package napoleonai

import (
	"math/rand/v2"
	"strings"
	"testing"

	"warboard/rules/napoleon"
)

// defencePosition: North has 3 points and its infantry on h6 reaches g5 or
// h5 next move; South cannot take it, only turning the f5 cannon east
// shuts both squares (the position of TestStopsTheWinByCannonTurn).
func defencePosition(t *testing.T) napoleon.State {
	m, err := napoleon.FromRecord(rec8(t, "a4=NI b4=NI c4=NI h6=NI f5=SK>N h1=SG", "S"))
	if err != nil {
		t.Fatal(err)
	}
	return m.State()
}

// Inside the tree a threatened node tries the cannon turns that shut the
// threat's lanes: the node is held. Without them every move loses.
func TestSearchDefendsByCannonTurn(t *testing.T) {
	s := defencePosition(t)
	for _, off := range []bool{false, true} {
		e := newEngine(&s, 1<<20, rand.New(rand.NewPCG(1, 1)))
		e.defenceOff = off
		e.iterDepth = 2
		v := e.search(&s, 2, -inf, inf, 1, true)
		if held := v > -winBound; held == off {
			t.Errorf("defence off %v: value %d (held %v)", off, v, held)
		}
	}
}

// blockingTurns lists exactly the turns that put a line of sight on a
// square of a winning move's path (h6 to h4 or h3 by h5; to f4 or e3 by
// g5): f5 facing E (g5, h5), SE (g4, h3) or S (f4, f3…); not W, NW, SW or
// NE (their lines miss every path), and nothing without a threat.
func TestBlockingTurns(t *testing.T) {
	s := defencePosition(t)
	e := newEngine(&s, 1000, rand.New(rand.NewPCG(1, 1)))
	var got []string
	for _, ct := range e.blockingTurns(&s, 0, 0, true) {
		got = append(got, ct.String())
	}
	if want := "f5>E f5>SE f5>S"; strings.Join(got, " ") != want {
		t.Fatalf("blocking turns %v, want %s", got, want)
	}
	quiet, err := napoleon.FromRecord(rec8(t, "a4=NI h6=NI f5=SK>N h1=SG", "S"))
	if err != nil {
		t.Fatal(err)
	}
	qs := quiet.State()
	if got := e.blockingTurns(&qs, 0, 0, true); len(got) != 0 {
		t.Fatalf("no threat, yet turns %v", got)
	}
}

// At the root the moves are also searched after a turn that shuts a
// threat: one iteration, without the cannon-turn phase, already finds the
// saving turn. Without the turned root moves it finds none.
func TestRootDefendsByCannonTurn(t *testing.T) {
	s := defencePosition(t)
	for _, off := range []bool{false, true} {
		e := newEngine(&s, 1<<20, rand.New(rand.NewPCG(1, 1)))
		e.defenceOff = off
		e.run(runParams{maxDepth: 2, turnShare: 1e-9, turnCands: 0})
		next := s
		next.PlayTrusted(e.best.Move, e.best.Turns)
		lost := false
		for _, mv := range next.LegalMoves(nil) {
			c := next
			c.Play(mv)
			if o := c.Outcome(); o.Over && o.Winner == napoleon.North {
				lost = true
			}
		}
		if lost != off {
			t.Errorf("defence off %v: %s, North wins after it: %v", off, e.best, lost)
		}
	}
}
