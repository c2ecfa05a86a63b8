package junqiai

import (
	"testing"

	"warboard/rules/junqi"
)

// A position from main's hard against greedy in 4p free-for-all 暗棋 (seed
// 50, the pair's first game, action 313; docs/ladder.md, "Session 21"): S
// (hard) has no bomb left, and E's 司令 on Ea6, seen winning two attacks
// (S's 团长 at 258 and 师长 at 274), runs down the rail file Ee… Se6–Se2
// where S's 团长 stands on Se2. Main's hard played Se2-Se3, still in the
// 司令's reach, and lost the 团长 at 318 (two more pieces followed). With
// huntedFFA hard takes it out of reach or shuts the file (any move after
// which E's piece on Ea6 cannot attack the 团长), on seeds 1–4; without it
// it leaves the 团长 in reach on some.
func TestFFAHardKeepsPiecesFromAShownHunter(t *testing.T) {
	m := sandayiRecord(t, "testdata/ffa-4p-hunted-south.txt")
	inReach := func(seed uint64) (string, bool) {
		got := decideObs(t, m, "hard", seed)
		st := m.State()
		b := st.Board()
		a, err := st.ParseAction(got)
		if err != nil {
			t.Fatal(err)
		}
		colonel := junqi.NoPoint
		for p := 0; p < b.N; p++ {
			if pc := st.At(junqi.Point(p)); pc != 0 && pc.Seat() == junqi.South && pc.Rank() == junqi.Colonel {
				colonel = junqi.Point(p)
			}
		}
		hunter, _ := b.PointByName("Ea6")
		if colonel == junqi.NoPoint || st.At(hunter).Rank() != junqi.Marshal {
			t.Fatal("the position is not the one described")
		}
		if a.From == colonel {
			colonel = a.To
		}
		st.Apply(a)
		if err := st.SetTurn(junqi.East, true); err != nil {
			t.Fatal(err)
		}
		return got, st.Legal(junqi.Action{From: hunter, To: colonel, Kind: junqi.Attack})
	}
	for seed := uint64(1); seed <= 4; seed++ {
		if got, bad := inReach(seed); bad {
			t.Errorf("seed %d: hard plays %s and leaves its 团长 to the 司令 on Ea6", seed, got)
		}
	}
	withLevel("hard", func(p *params) { p.huntedFFA = false }, func() {
		n := 0
		for seed := uint64(1); seed <= 4; seed++ {
			if _, bad := inReach(seed); bad {
				n++
			}
		}
		if n == 0 {
			t.Error("without huntedFFA hard never leaves the 团长 in reach: the test shows nothing")
		}
	})
}

// huntedFFA is hard's only, and acts in 4p free-for-all 暗棋 with four seats
// only; the enemy pieces that won an attack are marked for it alone.
func TestFFAHuntedOnlyThere(t *testing.T) {
	for _, level := range []string{"random", "greedy", "easy", "normal", "hard"} {
		if p := levelParams[level]; p.huntedFFA != (level == "hard") {
			t.Errorf("%s: huntedFFA %v", level, p.huntedFFA)
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
			if got := pl.ev.hunted; got != (c.on && level == "hard") {
				t.Errorf("%s, %s: hunted %v", c.name, level, got)
			}
		}
	}
}
