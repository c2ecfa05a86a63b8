package junqiai

import (
	"testing"

	"warboard/rules/ai/junqiai/know"
	"warboard/rules/junqi"
)

// shuffle plays, from a fresh deployment, a piece of each seat into a camp
// and back, twice over for the first seat's piece and once for the second's:
// S x, N y, S x', N y', then S to move, where x leads back to a position the
// game has been in.
func shuffle(t *testing.T, mode string) (*junqi.Match, junqi.Action) {
	t.Helper()
	s := startState(t, config(mode), 3)
	m := junqi.NewMatch(s)
	b := s.Board()
	intoCamp := func() junqi.Action {
		st := m.State()
		for _, a := range st.Actions(nil) {
			if a.Kind == junqi.MoveTo && b.KindOf(a.To) == junqi.Camp && b.KindOf(a.From) != junqi.HQ {
				return a
			}
		}
		t.Fatal("no move into a camp")
		return junqi.Action{}
	}
	x := intoCamp()
	for range 2 {
		if _, err := m.Apply(intoCamp()); err != nil {
			t.Fatal(err)
		}
	}
	y := m.Battles()[1].Action
	for _, a := range []junqi.Action{{From: x.To, To: x.From}, {From: y.To, To: y.From}} {
		if _, err := m.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	return m, x
}

// The game's recent positions, rebuilt on a sample by undoing the moves the
// seat saw, hold the position now (S to move, 4 plies ago) and the one x
// leads to (3 plies ago).
func TestRepHistory(t *testing.T) {
	m, x := shuffle(t, "2p-dark")
	obs, err := know.Observe(m, junqi.South)
	if err != nil {
		t.Fatal(err)
	}
	if got := len(obs.Recent()); got != 4 {
		t.Fatalf("%d recent moves, want 4", got)
	}
	st := m.State()
	hist := repHistory(&st, obs.Recent())
	if len(hist) != 5 || hist[0] != hist[4] || hist[0] == hist[1] || hist[1] == hist[3] {
		t.Fatalf("history %x: want 5 keys, the first equal to the last only", hist)
	}
	child := st
	child.Apply(x)
	if k := repChild(hist[0], &st, &child, x); k != hist[3] {
		t.Errorf("the key after %s is %x, want %x (3 plies ago)", x.Notation(st.Board()), k, hist[3])
	}
	// a battle or a flip ends every repetition: no key
	for _, a := range st.Actions(nil) {
		if a.Kind == junqi.Attack {
			c := st
			c.Apply(a)
			if k := repChild(hist[0], &st, &c, a); k != 0 {
				t.Errorf("after the battle %s: key %x, want 0", a.Notation(st.Board()), k)
			}
			break
		}
	}
}

// Going back to a position the game has been in counts as a draw in every
// sample; without the history (the oracle knows none) it does not.
func TestRepetitionCountsAsDraw(t *testing.T) {
	for _, mode := range []string{"2p-open", "2p-dark"} {
		m, x := shuffle(t, mode)
		obs, err := know.Observe(m, junqi.South)
		if err != nil {
			t.Fatal(err)
		}
		values := func(bel belief) []int {
			pl, err := newPlayer("normal", bel, 5)
			if err != nil {
				t.Fatal(err)
			}
			for !pl.Step(1 << 30) {
			}
			for i, a := range pl.acts {
				if a == x {
					return pl.vals[i]
				}
			}
			t.Fatalf("%s: %s is not among the actions", mode, x.Notation(pl.b))
			return nil
		}
		for k, v := range values(obs) {
			if v != 0 {
				t.Errorf("%s: sample %d values the repetition %d, want 0", mode, k, v)
			}
		}
		if mode == "2p-open" {
			if v := values(oracle{m.State()}); v[0] == 0 {
				t.Errorf("%s: without the history the move is worth 0 too: the test shows nothing", mode)
			}
		}
	}
}
