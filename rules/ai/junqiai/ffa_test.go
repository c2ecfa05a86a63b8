package junqiai

import (
	"testing"

	"warboard/rules/junqi"
)

// Positions from hard's games against greedy in 4p free-for-all 暗棋
// (referee match … -a hard -b greedy -pairs 1 -seed 43 and 41), each where
// a hard seat could take a flag every seat saw (its 司令 gone) and, without
// finishFFA, shuffled a piece instead, turn after turn: seed 43, S's 旅长
// on Eb2 beside E's flag on Eb1 from action 372 to the no-capture draw at
// 479 (here after 476 actions, 67 without a capture); seed 41, game 2, W's
// piece on Sb2 beside S's flag on Sb1 from action 208 to 250 (here 211).
var shownFlagCases = []struct{ file, want string }{
	{"testdata/ffa-4p-shown-flag-east.txt", "Eb2xEb1"},
	{"testdata/ffa-4p-shown-flag-south.txt", "Sb2xSb1"},
}

// Hard takes the flag; without finishFFA it does not (the test shows the
// change).
func TestFFAHardTakesTheFlag(t *testing.T) {
	for _, c := range shownFlagCases {
		m := sandayiRecord(t, c.file)
		for seed := uint64(1); seed <= 3; seed++ {
			if got := decideObs(t, m, "hard", seed); got != c.want {
				t.Errorf("%s seed %d: hard plays %s, want %s", c.file, seed, got, c.want)
			}
		}
		withLevel("hard", func(p *params) { p.finishFFA = false }, func() {
			if got := decideObs(t, m, "hard", 1); got == c.want {
				t.Errorf("%s: without finishFFA hard plays %s too: the test shows nothing", c.file, got)
			}
		})
	}
}

// Positions from the first try of finishFFA (without keepsMovers), seeds 44
// and 42 again: E's 司令 on Nd2 beside N's shown flag, E's other pieces
// penned in at home by its own landmines and flag; W's 司令 on Ed2 beside
// E's shown flag, W's 排长 on We1 penned in likewise. The first try took
// the flag; parked on the HQ, the 司令 could not move again, and the seat
// was out at its next turn (no legal action). Hard must not take it there.
func TestFFAHardKeepsAPieceThatMoves(t *testing.T) {
	for _, c := range []struct{ file, not string }{
		{"testdata/ffa-4p-last-movers-east.txt", "Nd2xNd1"},
		{"testdata/ffa-4p-last-movers-west.txt", "Ed2xEd1"},
	} {
		m := sandayiRecord(t, c.file)
		for seed := uint64(1); seed <= 3; seed++ {
			if got := decideObs(t, m, "hard", seed); got == c.not {
				t.Errorf("%s seed %d: hard plays %s and has nothing left that moves", c.file, seed, got)
			}
		}
	}
}

// finishFFA is hard's only, and acts in 4p free-for-all 暗棋 only: the same
// kind of position with teams (E and W allies of nobody here: S and N
// against E and W), in three players or in 明棋 keeps the level's answer.
func TestFFATakeTheFlagOnlyThere(t *testing.T) {
	for _, level := range []string{"random", "greedy", "easy", "normal", "hard"} {
		if p := levelParams[level]; p.finishFFA != (level == "hard") {
			t.Errorf("%s: finishFFA %v", level, p.finishFFA)
		}
	}
	// E's flag on Eb1, shown to all (no 司令 of E on the board), S's 旅长
	// beside it on Eb2
	const pos = `[Board "4p"]
[Mode "%m"]
%t[Position "Sb1=SF Sa1=SM Sc1=SM Sd1=S2 Sc3=S3 Sa3=S4 Eb2=S7 Eb1=EF Ea1=EM Ec1=EM Ed1=EB Ee3=E4 %n Wb1=WF Wa1=WM Wc1=WM We3=W5"]
[Turn "S"]`
	for _, c := range []struct {
		name, mode, tags, north string
		finish                  bool
	}{
		{"4p free-for-all 暗棋", "dark", "", "Nb1=NF Na1=NM Nc1=NM Ne3=N4", true},
		{"4p 2v2 暗棋", "dark", "[Teams \"SN EW\"]\n", "Nb1=NF Na1=NM Nc1=NM Ne3=N4", false},
		{"three players 暗棋", "dark", "[Seats \"S E W\"]\n", "", false},
		{"4p free-for-all 明棋", "open", "", "Nb1=NF Na1=NM Nc1=NM Ne3=N4", false},
	} {
		text := replaceOnce(replaceOnce(replaceOnce(pos, "%m", c.mode), "%t", c.tags), "%n", c.north)
		m := loadRecord(t, text)
		for _, level := range []string{"normal", "hard"} {
			pl := decidePlayer(t, m, level, 1)
			if got := pl.finishSeat(); got != (c.finish && level == "hard") {
				t.Errorf("%s, %s: finishSeat %v", c.name, level, got)
			}
		}
	}
}

// decidePlayer is level's finished decision for the seat to move.
func decidePlayer(t *testing.T, m *junqi.Match, level string, seed uint64) *Player {
	t.Helper()
	st := m.State()
	seat, _ := st.Turn()
	o, err := observed(m, seat)
	if err != nil {
		t.Fatal(err)
	}
	pl, err := newPlayer(level, o, seed)
	if err != nil {
		t.Fatal(err)
	}
	for !pl.Step(1 << 30) {
	}
	return pl
}

// Positions from hard's games against greedy in 4p free-for-all 暗棋 (seeds
// 48 and 45, the second games, played by session 19's tries; main's hard
// answers there as they did): a hard seat down to its last two or three
// pieces that can move spends one on an unseen piece. Seed 48, action 309:
// E has two bombs left that move (its other pieces parked on the HQs of the
// flags it took) and bombs S's piece on Ee3 — an 工兵 — with the one on Na6;
// E had one mover left and was out at 345. Seed 45, action 359: W, in the
// duel with E, has its 司令, a 师长 and a 排长; its 司令 attacked E's unseen
// piece on Ea2 — a landmine — and the duel was drawn. With moversFFA those
// last pieces are the seat's life (the landlord's scale): hard keeps them
// out of the attack; without it, it attacks on some of the seeds.
func TestFFAHardKeepsItsLastMovers(t *testing.T) {
	for _, c := range []struct{ file, not string }{
		{"testdata/ffa-4p-life-movers-east.txt", "Na6xEe3"},
		{"testdata/ffa-4p-life-movers-west.txt", "We5xEa2"},
	} {
		m := sandayiRecord(t, c.file)
		for seed := uint64(1); seed <= 4; seed++ {
			if got := decideObs(t, m, "hard", seed); got == c.not {
				t.Errorf("%s seed %d: hard plays %s with its last movers", c.file, seed, got)
			}
		}
		withLevel("hard", func(p *params) { p.moversFFA = false }, func() {
			n := 0
			for seed := uint64(1); seed <= 4; seed++ {
				if decideObs(t, m, "hard", seed) == c.not {
					n++
				}
			}
			if n == 0 {
				t.Errorf("%s: without moversFFA hard never plays %s: the test shows nothing", c.file, c.not)
			}
		})
	}
}

// moversFFA, huntedFFA and dampFFA are hard's only, and act in 4p free-for-all 暗棋 with four
// seats only: not in 2v2, three players or 明棋 (翻棋: the same Mode test). The enemy
// pieces that won an attack are marked for huntedFFA alone.
func TestFFAHardOptionsOnlyThere(t *testing.T) {
	for _, level := range []string{"random", "greedy", "easy", "normal", "hard"} {
		if p := levelParams[level]; p.moversFFA != (level == "hard") || p.huntedFFA != (level == "hard") || p.dampFFA != (level == "hard") {
			t.Errorf("%s: moversFFA %v, huntedFFA %v, dampFFA %v", level, p.moversFFA, p.huntedFFA, p.dampFFA)
		}
	}
	const pos = `[Board "4p"]
[Mode "%m"]
%t[Position "Sb1=SF Sa1=SM Sc1=SM Sd1=S2 Sc3=S3 Sa3=S4 Eb1=EF Ea1=EM Ec1=EM Ed1=EB Ee3=E4 Ec3=E9 %n Wb1=WF Wa1=WM Wc1=WM We3=W5 Wc3=W9"]
[Turn "S"]`
	for _, c := range []struct {
		name, mode, tags, north string
		on                      bool
	}{
		{"4p free-for-all 暗棋", "dark", "", "Nb1=NF Na1=NM Nc1=NM Ne3=N4 Nc3=N9", true},
		{"4p 2v2 暗棋", "dark", "[Teams \"SN EW\"]\n", "Nb1=NF Na1=NM Nc1=NM Ne3=N4 Nc3=N9", false},
		{"three players 暗棋", "dark", "[Seats \"S E W\"]\n", "", false},
		{"4p free-for-all 明棋", "open", "", "Nb1=NF Na1=NM Nc1=NM Ne3=N4 Nc3=N9", false},
	} {
		text := replaceOnce(replaceOnce(replaceOnce(pos, "%m", c.mode), "%t", c.tags), "%n", c.north)
		m := loadRecord(t, text)
		for _, level := range []string{"normal", "hard"} {
			pl := decidePlayer(t, m, level, 1)
			want := c.on && level == "hard"
			if pl.ev.lifeMovers != want || pl.ev.hunted != want || pl.ev.dampOwn != want {
				t.Errorf("%s, %s: lifeMovers %v, hunted %v, dampOwn %v, want %v", c.name, level, pl.ev.lifeMovers, pl.ev.hunted, pl.ev.dampOwn, want)
			}
		}
	}
}
