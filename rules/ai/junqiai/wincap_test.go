package junqiai

import "testing"

// withHard runs f with hard's parameters changed by change, then restores them.
func withHard(change func(*params), f func()) {
	saved := levelParams["hard"]
	p := saved
	change(&p)
	levelParams["hard"] = p
	defer func() { levelParams["hard"] = saved }()
	f()
}

// Four countries, 2v2 暗棋, S and N far ahead: E's flag is shown (its 司令
// is gone) and S's 军长 stands beside it. Taking it puts E out. Every root
// action used to score winCap in every sample (the lead alone is above it),
// so hard played the first action generated; with the cap counted from the
// lead it takes the flag.
func TestWinCapAboveTheLead(t *testing.T) {
	m := loadRecord(t, `[Board "4p"]
[Mode "dark"]
[Teams "SN EW"]
[Position "Sb1=SF Sa1=SM Sc1=SM Sd1=S2 Sa3=S9 Sc3=S7 Se3=S6 Sb4=S3 Eb2=S8 Nb1=NF Na1=NM Nc1=NM Nb2=NM Na3=N9 Nc3=N7 Ne3=N6 Eb1=EF Ea1=EM Ec1=EM Ec5=E3 Wb1=WF Wa1=WM Wc1=WM Wb2=WM Wc4=W2"]
[Turn "S"]`)
	for seed := uint64(1); seed <= 3; seed++ {
		if got := decideObs(t, m, "hard", seed); got != "Eb2xEb1" {
			t.Errorf("seed %d: %s, want Eb2xEb1 (E's shown flag)", seed, got)
		}
	}
	withHard(func(p *params) { p.lift4p = false }, func() {
		if got := decideObs(t, m, "hard", 1); got == "Eb2xEb1" {
			t.Errorf("without the lift hard takes the flag too: the test shows nothing")
		}
	})
}
