package junqiai

import (
	"testing"

	"warboard/rules/junqi"
)

// TestSeedVariesAmongEqualMoves: in a known position (the sample is the position, so the
// seed changes nothing else) where two root actions score within the level's margin at
// the deepest depth every candidate was searched to, normal and hard meet it in different
// ways with different seeds, and never with a move clearly worse than the best there;
// without the margin every seed plays the same move.
func TestSeedVariesAmongEqualMoves(t *testing.T) {
	for _, level := range []string{"normal", "hard"} {
		found := false
		for start := uint64(1); start <= 40 && !found; start++ {
			s := startState(t, config("2p-open"), start)
			plain := map[string]bool{}
			var first *Player
			for seed := uint64(1); seed <= 2; seed++ {
				pl := runTo(t, level, s, seed, false)
				plain[pl.Best()] = true
				first = pl
			}
			if len(plain) != 1 {
				t.Fatalf("%s without the margin: the known position %d gave %v", level, start, plain)
			}
			if len(first.fullCands) < 2 || first.fullScore[first.fullCands[1]] < first.fullScore[first.fullCands[0]]-first.p.vary ||
				first.fullCands[0] != first.best {
				continue // no two moves within the margin here
			}
			found = true
			seen := map[string]bool{}
			for seed := uint64(1); seed <= 8; seed++ {
				pl := runTo(t, level, s, seed, true)
				seen[pl.Best()] = true
				top := pl.fullScore[pl.best]
				for _, i := range pl.fullCands {
					if pl.fullScore[i] > top+pl.p.vary {
						t.Fatalf("%s seed %d: chose %s (%.1f), %s scores %.1f", level, seed, pl.Best(), top,
							pl.acts[i].Notation(pl.b), pl.fullScore[i])
					}
				}
			}
			if len(seen) < 2 {
				t.Fatalf("%s, position %d: 8 seeds all chose %v", level, start, seen)
			}
		}
		if !found {
			t.Fatalf("%s: no position of 40 with two moves within the margin", level)
		}
	}
}

// runTo is the level's whole decision in the known position s.
func runTo(t *testing.T, level string, s junqi.State, seed uint64, vary bool) *Player {
	t.Helper()
	pl, err := newPlayer(level, oracle{s}, seed)
	if err != nil {
		t.Fatal(err)
	}
	if !vary {
		pl.p.vary = 0
	}
	for !pl.Step(5000) {
	}
	return pl
}
