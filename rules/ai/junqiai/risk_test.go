package junqiai

import (
	"testing"

	"warboard/rules/ai/junqiai/know"
	"warboard/rules/junqi"
)

// riskCase is a position, the seat to move's view of it, and an attack the
// player would not make there.
type riskCase struct {
	name   string
	file   string // a record in testdata (positions from the ladder's games), or
	text   string // a record's text
	never  string // the attack it would not make
	levels []string
}

var riskCases = []riskCase{
	{
		// hard against greedy, 2p 暗棋, seed 1000, after 10 actions: S's 军长
		// (it beat N's 排长 on e5) could run the e-file to e11, N's second
		// rank, where a landmine may stand (it did). N's 司令 is gone and
		// its flag is known: most samples are won, and the win cap hid the
		// loss of the 军长. Before the premium: hard seeds 2 and 3 and
		// normal seed 3 played e5xe11.
		name: "2p: 军长 does not run onto the back-rank piece that may be a landmine", file: "testdata/risk-2p-general-landmine.txt",
		never: "e5xe11", levels: []string{"normal", "hard"},
	},
	{
		// hard against normal, 2p 暗棋, seed 1000, after 12 actions: S's
		// 司令 (shown: it beat two attackers on a6) could take the unknown
		// piece on a9, four ranks deep, which may be a bomb (it was) or
		// N's 司令. Before: hard seed 3 and normal seed 2 played a6xa9.
		name: "2p: 司令 does not attack a deep unknown piece that may be a bomb", file: "testdata/risk-2p-marshal-bomb.txt",
		never: "a6xa9", levels: []string{"normal", "hard"},
	},
	{
		// hard (S, N) against normal (E, W), 4p 2v2 暗棋, seed 1000+1, after
		// S's first move: E's 军长 on Ea6 could take S's unknown front piece
		// on Se6 across the corner arc (it was S's 司令). Before: normal
		// seed 2 played Ea6xSe6.
		name: "4p: on its first move East's 军长 does not attack an unknown front piece", file: "testdata/risk-4p-opening.txt",
		never: "Ea6xSe6", levels: []string{"normal", "hard"},
	},
	{
		// N's flag is shown on d12 (its 司令 is gone); the piece on the
		// other HQ, b12, is unknown and may be a landmine. S's 司令 beside
		// it gains a piece that can never move if it wins.
		name: "2p: 司令 does not attack the unknown piece on the HQ that is not the flag",
		text: `[Board "2p"]
[Mode "dark"]
[Position "b1=SF a1=SM c1=SM d1=S1 e2=S2 b11=S9 a6=S5 c6=S4 b12=NM d12=NF c12=NM e12=N3 a11=N2 c11=N1 e9=N6 a8=N4"]
[Turn "S"]`,
		never: "b11xb12", levels: []string{"normal", "hard"},
	},
	{
		// S's 团长 ran up the a-file onto N's unknown piece on a7 and lost:
		// that piece is a 旅长 or better (or a landmine). S's 营长 on a4 has
		// the same run to it next.
		name: "2p: after our 团长 lost to the piece on a7, the 营长 does not attack it",
		text: `[Board "2p"]
[Mode "dark"]
[Position "b1=SF a1=SM c1=SM d1=S1 e2=S2 a4=S4 a6=S5 c5=S8 e5=S3 b12=NF a12=NM c12=NM a7=N7 c7=N2 e7=N3 a9=N2 e10=N1"]
[Turn "S"]
a6xa7 a9-a10`,
		never: "a4xa7", levels: []string{"normal", "hard"},
	},
}

// TestRiskyBlindAttacks: in each position, normal and hard (seeds 1–3) do
// not make the reckless attack (risk.go).
func TestRiskyBlindAttacks(t *testing.T) {
	for _, c := range riskCases {
		var m *junqi.Match
		if c.file != "" {
			m = sandayiRecord(t, c.file)
		} else {
			m = loadRecord(t, c.text)
		}
		st := m.State()
		seat, _ := st.Turn()
		o, err := know.Observe(m, seat)
		if err != nil {
			t.Fatal(err)
		}
		for _, lv := range c.levels {
			for seed := uint64(1); seed <= 3; seed++ {
				if got := decide(t, lv, o, seed).Notation(st.Board()); got == c.never {
					t.Errorf("%s: %s seed %d plays %s", c.name, lv, seed, got)
				}
			}
		}
	}
}

// TestRiskPremiumWhere: the premium is paid by officers from 师长 up
// attacking unseen pieces in 暗棋, by the levels that have it; an attack on
// a piece whose rank is known pays nothing.
func TestRiskPremiumWhere(t *testing.T) {
	for _, lv := range Levels {
		want := lv == "normal" || lv == "hard"
		if p := levelParams[lv]; (p.attackRisk > 0) != want {
			t.Errorf("%s: attackRisk %v", lv, p.attackRisk)
		}
	}
	m := sandayiRecord(t, "testdata/risk-2p-marshal-bomb.txt")
	st := m.State()
	o, err := know.Observe(m, junqi.South)
	if err != nil {
		t.Fatal(err)
	}
	pl, err := newPlayer("hard", o, 1)
	if err != nil {
		t.Fatal(err)
	}
	for !pl.Step(1 << 30) {
	}
	b := st.Board()
	for i, a := range pl.acts {
		r := st.At(a.From).Rank()
		paid := pl.premium != nil && pl.premium[i] > 0
		risky := a.Kind == junqi.Attack && pl.hid.has(a.To) && r >= riskMinRank && r <= junqi.Marshal
		if paid && !risky {
			t.Errorf("%s pays %.1f", a.Notation(b), pl.premium[i])
		}
		if a.Notation(b) == "a6xa9" && !paid {
			t.Errorf("a6xa9 (司令 on a piece that may be a bomb) pays nothing")
		}
	}
}
