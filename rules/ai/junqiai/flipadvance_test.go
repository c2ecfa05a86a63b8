package junqiai

import (
	"testing"

	"warboard/rules/junqi"
)

// On the four-country board the pull towards the enemy flags and landmines
// (and the hunt, which rides on it) is off, except for hard in 2v2 翻棋
// (params.advanceFlip4p): there every piece that moves is face up.
func TestHardPullsInFourCountryFlip(t *testing.T) {
	for _, c := range []struct {
		cfg, level string
		want       bool
	}{
		{"4p-flip", "hard", true},
		{"4p-ffa-flip", "hard", false},
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

// Four-country 翻棋, every piece face up, nothing to attack: E's and W's
// flags are shut by their landmines. Hard's engineer on Sa5 takes the railway
// to a point beside E's landmines, the first step to opening a flag; without
// the pull (advanceFlip4p off) it does not go there.
func TestHardEngineerGoesForTheLandminesInFourCountryFlip(t *testing.T) {
	m := loadRecord(t, `[Board "4p"]
[Mode "flip"]
[Teams "SN EW"]
[Position "Sb1=SF Sa1=SM Sc1=SM Se1=SM Sa5=S1 Sc5=S3 Eb1=EF Ea1=EM Ec1=EM Ed1=EM Ee5=E3 Nb1=NF Na1=NM Nc1=NM Ne1=NM Nc5=N3 Wb1=WF Wa1=WM Wc1=WM We1=WM Wc5=W3"]
[Turn "S"]`)
	st := m.State()
	b := st.Board()
	besideMine := func(a junqi.Action) bool {
		for _, q := range b.RoadNeighbours(a.To) {
			if pc := st.At(q); pc != 0 && pc.Rank() == junqi.Mine && !st.Allies(junqi.South, pc.Seat()) {
				return true
			}
		}
		return false
	}
	for seed := uint64(1); seed <= 2; seed++ {
		a := decide(t, "hard", oracle{st}, seed)
		if got := a.Notation(b); got[:3] != "Sa5" || !besideMine(a) {
			t.Errorf("hard, seed %d: %s, want the engineer on Sa5 beside an enemy landmine", seed, got)
		}
		withLevel("hard", func(p *params) { p.advanceFlip4p = false }, func() {
			if a := decide(t, "hard", oracle{st}, seed); besideMine(a) {
				t.Errorf("hard without the pull, seed %d: %s goes beside a landmine too: the test shows nothing", seed, a.Notation(b))
			}
		})
	}
}
