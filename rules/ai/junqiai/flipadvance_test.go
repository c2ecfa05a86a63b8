package junqiai

import "testing"

// On the four-country board the pull towards the enemy flags and landmines
// (and the hunt, which rides on it) is off, except for hard in 翻棋
// (params.advanceFlip4p): there every piece that moves is face up.
func TestHardPullsInFourCountryFlip(t *testing.T) {
	for _, c := range []struct {
		cfg, level string
		want       bool
	}{
		{"4p-flip", "hard", true},
		{"4p-ffa-flip", "hard", true},
		{"4p-flip", "normal", false},
		{"4p-flip", "easy", false},
		{"4p-2v2-dark", "hard", false},
		{"4p-2v2-open", "hard", false},
		{"4p-ffa", "hard", false},
		{"2p-flip", "hard", true},
	} {
		st := startState(t, config(c.cfg), 5)
		pl, err := newPlayer(c.level, oracle{st}, 1)
		if err != nil {
			t.Fatal(err)
		}
		if pl.ev == nil {
			t.Fatalf("%s %s: no evaluator (decided at once)", c.cfg, c.level)
		}
		if got := pl.ev.advance > 0 && (c.level != "hard" || pl.ev.hunt); got != c.want {
			t.Errorf("%s %s: advance %d, hunt %v: want the pull %v", c.cfg, c.level, pl.ev.advance, pl.ev.hunt, c.want)
		}
	}
}
