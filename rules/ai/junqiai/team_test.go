package junqiai

import "testing"

// Four countries, 2v2: an E piece stands next to N's flag and moves before N
// does. S (N's ally) takes it, though a bigger E piece is also in reach:
// the team's flag first. Greedy, counting material only, takes the bigger one
// in 明棋 (where it sees the ranks).
func TestDefendsTheAllysFlag(t *testing.T) {
	for _, mode := range []string{"open", "dark"} {
		m := loadRecord(t, `[Board "4p"]
[Mode "`+mode+`"]
[Teams "SN EW"]
[Position "Sb1=SF Sa1=SM Sc1=SM Se5=S2 Na2=S5 Nb1=NF Na1=NM Nc1=NM Ne5=N3 Nb2=E3 Na3=E4 Eb1=EF Ea1=EM Ee5=E2 Wb1=WF Wa1=WM We5=W2"]
[Turn "S"]`)
		for _, level := range []string{"normal", "hard"} {
			for seed := uint64(1); seed <= 2; seed++ {
				if got := decideObs(t, m, level, seed); got != "Na2xNb2" {
					t.Errorf("%s %s seed %d: %s leaves N's flag to the E3 on Nb2", mode, level, seed, got)
				}
			}
		}
		if mode != "open" {
			continue // greedy does not know the E ranks in 暗棋
		}
		if got := decideObs(t, m, "greedy", 1); got != "Na2xNa3" {
			t.Errorf("%s greedy: %s, want the bigger capture Na2xNa3 (the control)", mode, got)
		}
	}
}
