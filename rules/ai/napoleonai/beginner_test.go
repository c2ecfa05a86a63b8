package napoleonai

import (
	"strings"
	"testing"

	"warboard/rules/napoleon"
)

// Easy's short sight (runParams.blunder): on the standard 8×8 opening most
// of its decisions are one ply, blind to what the other seat threatens, and
// not all; on 15×15 every one.
func TestEasyShortSighted(t *testing.T) {
	for _, c := range []struct {
		g        game
		min, max int // blind decisions of 60
	}{
		{game{"8x8", napoleon.Config{Board: napoleon.Board8, Options: napoleon.Options{Target: 4}}, napoleon.ExactArmy(napoleon.Army16)}, 45, 59},
		{game{"15x15", napoleon.Config{Board: napoleon.Board15, Options: napoleon.Options{Target: 15}}, napoleon.ExactArmy(napoleon.Army60)}, 60, 60},
	} {
		m := startMatch(t, c.g, [2]string{"easy", "easy"}, 1, napoleon.South)
		s := m.State()
		blind := 0
		for seed := uint64(1); seed <= 60; seed++ {
			sp := specs["easy"]
			e := newSearch(&s, sp, rngFor(&s, seed))
			e.run(sp.params)
			if e.blind {
				blind++
			}
			if !legal(&s, e.best.Move) {
				t.Fatalf("%s seed %d: %v is not legal", c.g.name, seed, e.best)
			}
		}
		if blind < c.min || blind > c.max {
			t.Errorf("%s: %d of 60 decisions short-sighted, want %d–%d", c.g.name, blind, c.min, c.max)
		}
	}
}

// Short-sighted or not, easy takes a free piece (h3xh6: the g2 infantry gives
// h3 its friendly neighbour, nothing of North's reaches h6), and it still
// takes a win in one and stops one by capture (TestTakesTheWinInOne,
// TestStopsTheWinByCapture).
func TestEasyTakesAFreePiece(t *testing.T) {
	rec := rec8(t, "h6=NI h3=SI g2=SI a1=SG a8=NG b8=NI", "S")
	took := 0
	for seed := uint64(1); seed <= 20; seed++ {
		turn, err := Decide(rec, "S", "easy", seed, 0)
		if err != nil {
			t.Fatal(err)
		}
		if strings.HasPrefix(turn, "h3xh6") {
			took++
		}
	}
	if took < 15 {
		t.Errorf("easy took the free infantry on %d of 20 seeds", took)
	}
	t.Logf("easy took the free infantry on %d of 20 seeds", took)
}

func legal(s *napoleon.State, m napoleon.Move) bool {
	for _, x := range s.LegalMoves(nil) {
		if x == m {
			return true
		}
	}
	return false
}
