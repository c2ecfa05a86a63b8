package junqiai

import (
	"testing"

	"warboard/rules/junqi"
)

// Hard's game against greedy in 4p free-for-all 暗棋 (referee match …
// -a hard -b greedy -pairs 1 -seed 42, the pair's first game), after 306
// actions, S (hard) to move: S's flag on Sd1 is shown (its 司令 gone), a
// landmine beside it on Sd2, and E's 工兵 on Eb3 has an open way along the
// railway onto that landmine. Hard played attacks in W's area; the 工兵
// came on (Ea3, Ea4, then Ea4xSd2) and took the flag at action 316. With
// approachesFour (off for hard: see player.go) hard shuts the way on seeds
// 1–5 (in the real position, the open ways' cost to S's flag falls to 0
// after its move); without it on none of them.
func TestFFAHardShutsTheWayToItsFlag(t *testing.T) {
	m := sandayiRecord(t, "testdata/ffa-4p-open-way-south.txt")
	st := m.State()
	f, _ := st.Board().PointByName("Sd1")
	ev := newEvaluator(&st, junqi.South)
	if before := ev.approach(&st, f, junqi.South, 3); before == 0 {
		t.Fatalf("no open way to S's flag before the move: the test shows nothing")
	}
	shuts := func(seed uint64) bool {
		pl := decidePlayer(t, m, "hard", seed)
		s := m.State()
		s.Apply(pl.Action())
		after := ev.approach(&s, f, junqi.South, 3)
		t.Logf("seed %d: %s, open ways' cost %d after", seed, pl.Best(), after)
		return after == 0
	}
	withHard(func(p *params) { p.approachesFour = true }, func() {
		for seed := uint64(1); seed <= 5; seed++ {
			if !shuts(seed) {
				t.Errorf("seed %d: hard leaves E's 工兵 its way to S's flag", seed)
			}
		}
	})
	withHard(func(p *params) { p.approachesFour = false }, func() {
		for seed := uint64(1); seed <= 5; seed++ {
			if shuts(seed) {
				t.Errorf("seed %d: without approachesFour hard shuts the way too: the test shows nothing", seed)
			}
		}
	})
}

// approachesFour is off for every level (measured: docs/ladder.md,
// "Session 19"). Turned on for hard it acts in 4p free-for-all 暗棋 only
// (with the blind rule giving way beside the flag, guardPoints): not in
// three players (approachesThree's), 2v2 or free-for-all 翻棋.
func TestFFAApproachesFourWhere(t *testing.T) {
	for level, p := range levelParams {
		if p.approachesFour {
			t.Errorf("%s: approachesFour on", level)
		}
	}
	withHard(func(p *params) { p.approachesFour = true; p.approachesThree = false }, func() {
		for _, c := range []struct {
			cfg  string
			want bool
		}{{"4p-ffa", true}, {"4p-three", false}, {"4p-2v2-dark", false}, {"4p-ffa-flip", false}} {
			st := startState(t, config(c.cfg), 5)
			pl, err := newPlayer("hard", oracle{st}, 1)
			if err != nil {
				t.Fatal(err)
			}
			var none hidden
			if pl.ev.approaches != c.want || (pl.srch.guard != none) != c.want {
				t.Errorf("%s: approaches %v, guard points %v, want %v", c.cfg, pl.ev.approaches, pl.srch.guard != none, c.want)
			}
		}
	})
}
