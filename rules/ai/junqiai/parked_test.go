package junqiai

import (
	"strings"
	"testing"

	"warboard/rules/junqi"
)

// parkedPos: S's 军长 on Ed2 can take the 排长 on E's HQ Ed1, and would then
// never move again.
const parkedPos = `[Board "4p"]
[Mode "MODE"]
[Teams "SN EW"]
[Position "Sb1=SF Sa1=SM Sc1=SM Sb2=SM Sb3=S2 Sd3=S3 Sc4=S4 Sb5=S5 Sd5=S6 Nb1=NF Na1=NM Nc1=NM Nb2=NM Nc4=N3 Eb1=EF Ea1=EM Ec1=EM Eb2=EM Ed1=E2 Ed2=S8 Ec5=E3 Wb1=WF Wa1=WM Wc1=WM Wb2=WM Wc5=W3"]
[Turn "S"]`

// The evaluation counts a piece on an HQ at a quarter: taking the 排长 there
// with the 军长 loses worth with the term and gains it without (明棋, every
// rank known).
func TestParkedPieceIsWorthLittle(t *testing.T) {
	m := loadRecord(t, strings.Replace(parkedPos, "MODE", "open", 1))
	before := m.State()
	after := before
	a, err := after.ParseAction("Ed2xEd1")
	if err != nil {
		t.Fatal(err)
	}
	after.Apply(a)
	for _, parks := range []bool{true, false} {
		ev := newEvaluator(&before, junqi.South)
		ev.parks = parks
		gain := ev.evaluate(&after, 0) - ev.evaluate(&before, 0)
		if parks && gain >= 0 || !parks && gain <= 0 {
			t.Errorf("parks %v: taking the 排长 on the HQ changes the evaluation by %d", parks, gain)
		}
	}
}

// In 暗棋 hard leaves the 排长 on the HQ alone; without the term it takes it
// with its 军长 (seed 3), which then stands there for the rest of the game.
// (The control turns the blind-attack premium off too (risk.go), and the
// officers' (officer.go): the 军长 attacking an unseen piece on an HQ,
// which may be a landmine, pays them, and with them alone seed 3 leaves the
// 排长 as well.)
func TestHardDoesNotParkItsOfficer(t *testing.T) {
	m := loadRecord(t, strings.Replace(parkedPos, "MODE", "dark", 1))
	for seed := uint64(1); seed <= 3; seed++ {
		if got := decideObs(t, m, "hard", seed); got == "Ed2xEd1" {
			t.Errorf("seed %d: hard parks its 军长 on E's HQ", seed)
		}
	}
	withHard(func(p *params) { p.parks4p, p.attackRisk, p.officerRisk = false, 0, 0 }, func() {
		if got := decideObs(t, m, "hard", 3); got != "Ed2xEd1" {
			t.Errorf("without the term seed 3 plays %s, not the HQ capture: the test shows nothing", got)
		}
	})
}
