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
