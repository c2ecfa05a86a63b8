package junqiai

import (
	"testing"

	"warboard/rules/junqi"
)

// Hard's game against greedy in 4p free-for-all 暗棋 (referee match …
// -a hard -b greedy -pairs 1 -seed 42, the pair's first game), after 306
// actions, S (hard) to move: S's flag on Sd1 is shown (its 司令 gone), a
// landmine beside it on Sd2, and E's 工兵 on Eb3 has an open way along the
// railway onto that landmine. Main's hard played attacks in W's area; the
// 工兵 came on (Ea3, Ea4, then Ea4xSd2) and took the flag at action 316. With approachesFour hard shuts the way on seeds 1–5 (in the
// real position, the open ways' cost to S's flag falls to 0 after its
// move); without it on none of them.
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
	for seed := uint64(1); seed <= 5; seed++ {
		if !shuts(seed) {
			t.Errorf("seed %d: hard leaves E's 工兵 its way to S's flag", seed)
		}
	}
	withHard(func(p *params) { p.approachesFour = false }, func() {
		for seed := uint64(1); seed <= 5; seed++ {
			if shuts(seed) {
				t.Errorf("seed %d: without approachesFour hard shuts the way too: the test shows nothing", seed)
			}
		}
	})
}

// approachesFour is hard's, in 4p free-for-all 暗棋, once its own flag is
// shown (its 司令 gone): not at the start of a game, not for normal; and
// the blind rule gives way beside the flag with it (guardPoints).
func TestFFAApproachesOnceTheFlagIsShown(t *testing.T) {
	m := sandayiRecord(t, "testdata/ffa-4p-open-way-south.txt")
	shown := m.State()
	start := startState(t, config("4p-ffa"), 5)
	for _, c := range []struct {
		name  string
		st    junqi.State
		level string
		want  bool
	}{
		{"seed 42, S's flag shown", shown, "hard", true},
		{"seed 42, S's flag shown", shown, "normal", false},
		{"the start", start, "hard", false},
	} {
		pl, err := newPlayer(c.level, oracle{c.st}, 1)
		if err != nil {
			t.Fatal(err)
		}
		var none hidden
		if pl.ev.approaches != c.want || (pl.srch.guard != none) != c.want {
			t.Errorf("%s, %s: approaches %v, guard points %v, want %v", c.name, c.level, pl.ev.approaches, pl.srch.guard != none, c.want)
		}
	}
}
