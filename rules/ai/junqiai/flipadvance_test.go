package junqiai

import (
	"strings"
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
// to a point beside E's landmines, the first step to opening a flag. The
// pull alone takes it there (advanceFlip4p, with the candidates cut by the
// one-move look); so does the search of every root move
// (wholeRootFlip4p); with neither it does not go there.
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
		withLevel("hard", func(p *params) { p.wholeRootFlip4p = false }, func() {
			if a := decide(t, "hard", oracle{st}, seed); a.Notation(b)[:3] != "Sa5" || !besideMine(a) {
				t.Errorf("hard with the pull alone, seed %d: %s, want the engineer on Sa5 beside an enemy landmine", seed, a.Notation(b))
			}
		})
		withLevel("hard", func(p *params) { p.advanceFlip4p, p.wholeRootFlip4p = false, false }, func() {
			if a := decide(t, "hard", oracle{st}, seed); besideMine(a) {
				t.Errorf("hard without the pull or the whole root, seed %d: %s goes beside a landmine too: the test shows nothing", seed, a.Notation(b))
			}
		})
	}
}

// knownFlipEndgame is a four-country 翻棋 endgame, every piece face up (from a
// measured game): N is out; S's flag on Sd2 is shut by its landmines on Sa2
// and Ed1. E's 工兵 on Ca1 or We6 reaches Ed2, beside the landmine on Ed1, in
// one move, and takes it on the next; every other quiet move scores the same
// at one move's look.
const knownFlipEndgame = `[Board "4p"]
[Mode "flip"]
[Teams "SN EW"]
[Position "Ca1=E1 Ca3=W7 Cb1=E5 Cc1=E8 Ed1=SM Ed4=WM Ee3=EM Na4=E9 Nb2=E2 Nc6=E6 Nd1=WF Nd2=EM Sa2=SM Sa5=EF Sb1=S8 Sc1=S1 Sd2=SF Wa1=W3 Wa4=EM Wb3=S9 Wc2=W9 Wc3=WM We2=E1 We6=E1"]
[Turn "E"]`

// Four-country 翻棋 with every piece face up: hard searches every root
// move (params.wholeRootFlip4p) and so finds the engineer's way to S's
// landmine; with the candidates cut by the one-move look it shuffles.
func TestHardSearchesEveryRootMoveInKnownFourCountryFlip(t *testing.T) {
	st := loadRecord(t, knownFlipEndgame).State()
	b := st.Board()
	toEd2 := func(a junqi.Action) bool { return a.Notation(b) == "Ca1-Ed2" || a.Notation(b) == "We6-Ed2" }
	for seed := uint64(1); seed <= 2; seed++ {
		if a := decide(t, "hard", oracle{st}, seed); !toEd2(a) {
			t.Errorf("hard, seed %d: %s, want an engineer to Ed2 (beside S's landmine on Ed1)", seed, a.Notation(b))
		}
		withLevel("hard", func(p *params) { p.wholeRootFlip4p = false }, func() {
			if a := decide(t, "hard", oracle{st}, seed); toEd2(a) {
				t.Errorf("hard with the candidates cut, seed %d: %s finds it too: the test shows nothing", seed, a.Notation(b))
			}
		})
	}
}

// The whole root is searched only there (2v2 and free-for-all): not while a
// piece is face down, not in 明棋, not below hard.
func TestWholeRootOnlyInKnownFourCountryFlip(t *testing.T) {
	known := loadRecord(t, knownFlipEndgame).State()
	noTeams := loadRecord(t, strings.Replace(knownFlipEndgame, "[Teams \"SN EW\"]\n", "", 1)).State()
	open := loadRecord(t, strings.Replace(knownFlipEndgame, "[Mode \"flip\"]", "[Mode \"open\"]", 1)).State()
	for _, c := range []struct {
		name, level string
		st          junqi.State
		whole       bool
	}{
		{"4p 2v2 翻棋, face up", "hard", known, true},
		{"4p 2v2 翻棋, face up", "normal", known, false},
		{"4p 2v2 翻棋, face down", "hard", startState(t, config("4p-flip"), 5), false},
		{"4p free-for-all 翻棋, face up", "hard", noTeams, true},
		{"4p free-for-all 翻棋, face down", "hard", startState(t, config("4p-ffa-flip"), 5), false},
		{"4p 2v2 明棋", "hard", open, false},
	} {
		pl, err := newPlayer(c.level, oracle{c.st}, 1)
		if err != nil {
			t.Fatalf("%s %s: %v", c.name, c.level, err)
		}
		if got := pl.p.candidates == 0; got != c.whole {
			t.Errorf("%s %s: candidates %d, want every root move %v", c.name, c.level, pl.p.candidates, c.whole)
		}
	}
}
