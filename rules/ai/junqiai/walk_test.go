package junqiai

import (
	"testing"

	"warboard/rules/junqi"
)

// Two-seat endgames of hard's games against greedy in 4p free-for-all 暗棋
// (referee match … -a hard -b greedy -pairs 1 -seed 45 and 46), drawn by
// the no-capture count: seed 45, game 2, action 371: E's 司令 on Ee4, W's
// flag shown on Wd1 with Wc1 and We1 empty, and E's 司令 roamed its own
// area for the last 70 actions; seed 46, game 2, played on from action 400
// by this build (N greedy): E's 军长 on Na2, N's flag shown on Nd1 with Nc1
// empty. Hard brings a piece nearer the flag along the ways as they stand;
// without duelFFA it does not on every seed (it moved along its own rows).
func TestFFADuelWalksToTheFlag(t *testing.T) {
	for _, file := range []string{"testdata/ffa-4p-duel-east.txt", "testdata/ffa-4p-duel-north.txt"} {
		m := sandayiRecord(t, file)
		nearer := func(seed uint64) bool {
			pl := decidePlayer(t, m, "hard", seed)
			d := pl.decision
			first := &d.samples[0]
			foe := junqi.NoSeat
			for _, x := range first.Seats() {
				if out, _ := first.Out(x); x != d.seat && !out {
					foe = x
				}
			}
			goals := d.walkGoals(foe)
			before := walkFar + 1
			for p := 0; p < d.b.N; p++ {
				if pc := first.At(junqi.Point(p)); pc != 0 && pc.Seat() == d.seat {
					before = min(before, d.walkDist(first, junqi.Point(p), goals))
				}
			}
			a := pl.Action()
			s := *first
			s.Apply(a)
			after := d.walkDist(&s, a.To, goals)
			t.Logf("%s seed %d: %s, %d actions from the flag, %d before", file, seed, pl.Best(), after, before)
			return a.Kind == junqi.MoveTo && after < before
		}
		for seed := uint64(1); seed <= 3; seed++ {
			if !nearer(seed) {
				t.Errorf("%s seed %d: hard does not walk nearer the shown flag", file, seed)
			}
		}
		withLevel("hard", func(p *params) { p.duelFFA = false }, func() {
			all := true
			for seed := uint64(1); seed <= 3; seed++ {
				all = all && nearer(seed)
			}
			if all {
				t.Errorf("%s: without duelFFA hard walks nearer too: the test shows nothing", file)
			}
		})
	}
}

// The duel settings are hard's only, and only with one enemy seat left in
// 4p free-for-all 暗棋: not with two left, not in 2v2, three players or
// 明棋.
func TestFFADuelOnlyThere(t *testing.T) {
	for _, level := range []string{"random", "greedy", "easy", "normal", "hard"} {
		if p := levelParams[level]; p.duelFFA != (level == "hard") {
			t.Errorf("%s: duelFFA %v", level, p.duelFFA)
		}
	}
	m := sandayiRecord(t, "testdata/ffa-4p-duel-east.txt")
	st := m.State()
	if !isDuel(&st, junqi.East) {
		t.Errorf("seed 45's duel: not a duel")
	}
	// S and N still in play (their flags on the board)
	const pos = `[Board "4p"]
[Mode "%m"]
%t[Position "Sb1=SF Sa1=SM Sc3=S3 Eb1=EF Ea1=EM Ee3=E4 %n Wb1=WF Wa1=WM We3=W5"]
[Turn "S"]`
	for _, c := range []struct {
		name, mode, tags, north string
	}{
		{"4p free-for-all 暗棋, four seats", "dark", "", "Nb1=NF Na1=NM Ne3=N4"},
		{"4p 2v2 暗棋", "dark", "[Teams \"SN EW\"]\n", "Nb1=NF Na1=NM Ne3=N4"},
		{"three players 暗棋", "dark", "[Seats \"S E W\"]\n", ""},
		{"4p free-for-all 明棋", "open", "", "Nb1=NF Na1=NM Ne3=N4"},
	} {
		text := replaceOnce(replaceOnce(replaceOnce(pos, "%m", c.mode), "%t", c.tags), "%n", c.north)
		m := loadRecord(t, text)
		st := m.State()
		if isDuel(&st, junqi.South) {
			t.Errorf("%s: a duel", c.name)
		}
	}
}
