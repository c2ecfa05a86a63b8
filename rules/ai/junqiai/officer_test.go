package junqiai

import (
	"testing"

	"warboard/rules/ai/junqiai/know"
	"warboard/rules/junqi"
)

// officerCase is a position where our 司令 or 军长 has shown itself (it won
// a battle) and an unseen enemy piece that may be a bomb (it is one: the
// record is the true position) reaches it in one action.
type officerCase struct {
	name    string
	text    string // a record's text, or
	file    string // a record in testdata (a position from the ladder's games)
	officer string // where the officer stands
	levels  []string
}

var officerCases = []officerCase{
	{
		// hard against greedy, 2p 暗棋, seed 1009, after 24 actions: S's
		// 军长 on a6 (S's front rank) has won an attack; N's unseen piece
		// on a10 reaches a6 down the a-file (a7–a9 are empty), and so does
		// a11's once a10 is gone. Before: hard took a10 (a6xa10) and N's
		// bomb on a11 took the 军长 next; seeds 1–3 all did (normal too).
		// It may step into the camp b5.
		name: "2p: a shown 军长 on its front rank leaves the a-file railway", file: "testdata/officer-2p-general-a6.txt",
		officer: "a6", levels: []string{"normal", "hard"},
	},
	{
		// hard against greedy, 2p 暗棋, seed 1015, after 67 actions: N's
		// 军长 on e7 (N's front rank) has won an attack; its own piece on
		// e6 is all that stands between it and S's unseen piece on e4 (a
		// bomb). N is well ahead (every sample at the win cap: the search
		// sees no difference). Before: hard moved the e6 piece away
		// (e6-d5) and the bomb came up the e-file; seeds 1–3 all did.
		// It may keep the line blocked or move the 军长.
		name: "2p: the piece that blocks the railway to a shown 军长 stays", file: "testdata/officer-2p-general-front.txt",
		officer: "e7", levels: []string{"normal", "hard"},
	},
	{
		// hard against normal, 2p 暗棋, seed 1009, after 28 actions: S's
		// 司令 on e6, at home on its front rank, beat an attacker there;
		// N's unseen piece on e8 reaches it over the empty e7 (it is a
		// bomb). Before: hard moved other pieces (normal too, seeds 1–3
		// but one). It may step along its front rank (e6-a6) or into a
		// camp.
		name: "2p: at home, a shown 司令 steps off the e-file the piece on e8 runs down", file: "testdata/officer-2p-home-rail.txt",
		officer: "e6", levels: []string{"normal", "hard"},
	},
	{
		// hard (E, W) against greedy (S, N), 4p 2v2 暗棋, seed 1000+1, after
		// 53 actions: E's 司令 on Nd6 (deep in N's area, shown) could take
		// S's piece on Nb6 along N's front-rank railway; N's unseen piece
		// on Nb5 reaches Nb6 (it is a bomb, and took the 司令 next).
		// Before: hard and normal took it (seeds 1–3 but one of normal's).
		// It may step back along the front rank (Nd6-Nd5, Nd6-Ne6).
		name: "4p: a shown 司令 does not win a battle on the square the unseen piece beside reaches", file: "testdata/officer-4p-east-in-north.txt",
		officer: "Nd6", levels: []string{"normal", "hard"},
	},
	{
		// hard (S, N) against greedy (E, W), 4p 2v2 暗棋, seed 1006, after
		// 52 actions: S's 司令 on Wc6 (shown) could take E's piece on Ec6
		// across the centre; E's unseen piece on Ec5 reaches Ec6 (a bomb).
		// Before: hard and normal took it, seeds 1–3.
		name: "4p: a shown 司令 does not cross the centre onto a square an unseen piece reaches", file: "testdata/officer-4p-across.txt",
		officer: "Wc6", levels: []string{"normal", "hard"},
	},
	{
		// hard (S, N) against greedy (E, W), 4p 2v2 暗棋, seed 1001, after
		// 64 actions: S's 军长 on Ea4, deep in E's area and shown, stands
		// where E's unseen piece on Eb3 reaches it (a bomb). Before: hard
		// moved other pieces, seeds 1–3. It steps back (Ea4-Se2, -Se5 …).
		// (Normal still takes Eb4 with it on one seed of three: not pinned.)
		name: "4p: a shown 军长 deep in the enemy's area steps out of reach", file: "testdata/officer-4p-deep.txt",
		officer: "Ea4", levels: []string{"hard"},
	},
}

// TestShownOfficerStepsAway: in each position, normal and hard (seeds 1–3)
// do not leave the shown officer where the enemy bomb takes it next move,
// nor lose it attacking; they may step aside, block or take the piece.
func TestShownOfficerStepsAway(t *testing.T) {
	for _, c := range officerCases {
		var m *junqi.Match
		if c.file != "" {
			m = sandayiRecord(t, c.file)
		} else {
			m = loadRecord(t, c.text)
		}
		st := m.State()
		b := st.Board()
		seat, _ := st.Turn()
		at, ok := b.PointByName(c.officer)
		if !ok || st.At(at).Seat() != seat || st.At(at).Rank() < junqi.General {
			t.Fatalf("%s: no officer of %v on %s", c.name, seat, c.officer)
		}
		o, err := know.Observe(m, seat)
		if err != nil {
			t.Fatal(err)
		}
		for _, lv := range c.levels {
			for seed := uint64(1); seed <= 3; seed++ {
				a := decide(t, lv, o, seed)
				if why := officerBombed(st, a, at); why != "" {
					t.Errorf("%s: %s seed %d plays %s: %s", c.name, lv, seed, a.Notation(b), why)
				}
			}
		}
	}
}

// officerBombed plays a on the true position s and says how the officer on
// at is lost: to its own attack, or to an enemy bomb's next action ("" if
// neither). The next seat to move must be the enemy.
func officerBombed(s junqi.State, a junqi.Action, at junqi.Point) string {
	me := s.At(at).Seat()
	if a.From == at {
		bt := s.Apply(a)
		if bt.AttackerRemoved {
			return "the officer is lost attacking"
		}
		at = a.To
	} else {
		s.Apply(a)
	}
	if s.Result().Over {
		return ""
	}
	next, _ := s.Turn()
	if s.Allies(next, me) {
		panic("officerBombed: the next seat is an ally")
	}
	for _, x := range s.Actions(nil) {
		if x.Kind == junqi.Attack && x.To == at && s.At(x.From).Rank() == junqi.Bomb {
			return "a bomb takes it next: " + x.Notation(s.Board())
		}
	}
	return ""
}

// TestShownOfficerStillWins: the premium never outweighs a win. S's 司令
// took N's 排长 on b11 (shown), beside N's flag (shown on b12: N's 司令 is
// gone) and in reach of N's unseen pieces on a11 and c11 (either may be a
// bomb); it takes the flag.
func TestShownOfficerStillWins(t *testing.T) {
	m := loadRecord(t, `[Board "2p"]
[Mode "dark"]
[Position "b1=SF a1=SM c1=SM d1=S1 e2=S2 c3=S4 b10=S9 c5=S3 b12=NF d12=NM a12=NM b11=N1 a11=NB c11=N2 e10=N4 c7=N5 e11=NB"]
[Turn "S"]
b10xb11 e10-e9`)
	st := m.State()
	o, err := know.Observe(m, junqi.South)
	if err != nil {
		t.Fatal(err)
	}
	for _, lv := range []string{"normal", "hard"} {
		for seed := uint64(1); seed <= 3; seed++ {
			if got := decide(t, lv, o, seed).Notation(st.Board()); got != "b11xb12" {
				t.Errorf("%s seed %d plays %s, not the flag", lv, seed, got)
			}
		}
	}
}

// TestOfficerPremiumWhere: normal and hard have the premium, the other
// levels not; in the a6 position the 军长's attack on a10 (after which a11
// reaches it) and the moves that leave it on a6 pay, its step into the camp
// b5 does not, and nothing pays in 明棋.
func TestOfficerPremiumWhere(t *testing.T) {
	for _, lv := range Levels {
		want := lv == "normal" || lv == "hard"
		if p := levelParams[lv]; (p.officerRisk > 0) != want {
			t.Errorf("%s: officerRisk %v", lv, p.officerRisk)
		}
	}
	m := sandayiRecord(t, "testdata/officer-2p-general-a6.txt")
	st := m.State()
	b := st.Board()
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
	paid := map[string]float64{}
	for i, a := range pl.acts {
		if pl.exposed != nil {
			paid[a.Notation(b)] = pl.exposed[i]
		}
	}
	for _, mv := range []string{"a6xa10", "c5-b5", "e2-e3"} {
		if paid[mv] <= 0 {
			t.Errorf("%s pays nothing", mv)
		}
	}
	if paid["a6-b5"] != 0 {
		t.Errorf("a6-b5 (into the camp) pays %.1f", paid["a6-b5"])
	}
	// the same kind of position in 明棋: every rank is known, no premium
	open := loadRecord(t, `[Board "2p"]
[Mode "open"]
[Position "b1=SF a1=SM c1=SM d1=S1 e2=S2 c3=S4 a6=S9 c5=S3 b12=NF a12=NM c12=NM a7=N1 e7=N3 a9=NB d11=NB e10=N4"]
[Turn "S"]
a6xa7 e10-e9`)
	pl, err = newPlayer("hard", observedOpen(t, open), 1)
	if err != nil {
		t.Fatal(err)
	}
	for !pl.Step(1 << 30) {
	}
	if pl.exposed != nil {
		for i, v := range pl.exposed {
			if v != 0 {
				t.Errorf("明棋: %s pays %.1f", pl.acts[i].Notation(b), v)
			}
		}
	}
}

// observedOpen is S's observation of an open game.
func observedOpen(t *testing.T, m *junqi.Match) belief {
	t.Helper()
	o, err := know.Observe(m, junqi.South)
	if err != nil {
		t.Fatal(err)
	}
	return o
}
