package junqiai

import (
	"testing"

	"warboard/rules/ai/junqiai/know"
	"warboard/rules/junqi"
)

// rushPlayer is hard's decision for the seat to move in a 暗棋 record, not
// yet run: its searcher and samples are ready.
func rushPlayer(t *testing.T, text string) (*Player, *junqi.Match) {
	t.Helper()
	m := loadRecord(t, text)
	st := m.State()
	seat, _ := st.Turn()
	o, err := know.Observe(m, seat)
	if err != nil {
		t.Fatal(err)
	}
	pl, err := newPlayer("hard", o, 1)
	if err != nil {
		t.Fatal(err)
	}
	if !pl.srch.rush {
		t.Fatal("hard in 2p 暗棋 has no rush defence")
	}
	return pl, m
}

// N's piece came down the e-file (it won on e4) and stands on d2, beside
// S's flag on d1 (landmines on c1 and e1). S has nothing that reaches d2 (a
// 师长 steps to and fro on b4–b5); with a 司令 on c2 it has.
const rushBeside = `[Board "2p"]
[Mode "dark"]
[Position "d1=SF c1=SM e1=SM b1=S2 a1=S3 b4=S7 %s e9=N5 e4=S2 b12=NF a12=NM c12=NM d12=N2 a8=N3"]
[Turn "N"]
e9xe4 b4-b5 e4-e3 b5-b4 e3-e2 b4-b5 e2-d2`

// With the rush defence, quiescence plays an unseen piece's attack on our
// flag (its outcome does not depend on the rank) and, at the horizon with
// our side to move, the search looks at our replies first: a piece beside
// the flag that nothing can reach is a lost game; one our 司令 can strike
// is not. Without it both are the evaluation's flag-threat term only.
func TestRushSeesTheFlagTaken(t *testing.T) {
	cases := []struct {
		name  string
		extra string // S's extra piece
		lost  bool
	}{
		{"nothing reaches d2", "", true},
		{"the 司令 beside it", "c2=S9", false},
	}
	for _, c := range cases {
		text := replaceOnce(rushBeside, "%s", c.extra)
		for _, rush := range []bool{false, true} {
			pl, _ := rushPlayer(t, text)
			s := pl.srch
			s.rush = rush
			s.limit = 1 << 30
			lost := 0
			for k := range pl.samples {
				st := pl.samples[k]
				s.useHistory(pl.hist[k])
				v := s.search(&st, pl.hid, 0, 0, -infinity, infinity)
				if v <= -winScore/2 {
					lost++
				}
			}
			switch {
			case rush && c.lost && lost != len(pl.samples):
				t.Errorf("%s: with the rush defence the flag is lost in %d of %d samples, want all", c.name, lost, len(pl.samples))
			case rush && !c.lost && lost != 0:
				t.Errorf("%s: with the rush defence the flag is lost in %d of %d samples, want none", c.name, lost, len(pl.samples))
			case !rush && lost != 0:
				t.Errorf("%s: without the rush defence a loss is seen in %d samples: the test shows nothing", c.name, lost)
			}
		}
	}
}

func replaceOnce(s, old, new string) string {
	for i := 0; i+len(old) <= len(s); i++ {
		if s[i:i+len(old)] == old {
			return s[:i] + new + s[i+len(old):]
		}
	}
	return s
}

// hard against RuiHanCPP, 2p 暗棋, referee outside seed 3, pair 0, game 0
// (the build before the rush defence), after 28 actions: N's 司令 cleared
// the e-file and died on the landmine on d2, a bomb took S's 旅长 off e1
// (beside the flag on d1), and N's unseen piece that came e11xe4 stands
// three actions from the flag (e4-e2, e2-e1, e1xd1). Hard played a5xa8, its
// 司令 after a piece on the far wing, and lost the flag three actions later;
// before the rush defence seeds 1, 4 and 5 do the same. Hard (seeds 1–6)
// does not: it may make ready to strike the intruder (d5-d6: the engineer
// flies along rank 6 and down the e-file). The control turns off the
// officers' premium too, which alone also keeps the 司令 from that attack.
func TestRushMindsTheWalkIn(t *testing.T) {
	m := sandayiRecord(t, "testdata/rush-2p-walk-in.txt")
	st := m.State()
	o, err := know.Observe(m, junqi.South)
	if err != nil {
		t.Fatal(err)
	}
	saved := levelParams["hard"]
	p := saved
	p.rush = false
	p.officerRisk = 0 // the officers' premium (officer.go) keeps the 司令 home here too
	levelParams["hard"] = p
	off := 0
	for seed := uint64(1); seed <= 6; seed++ {
		if decide(t, "hard", o, seed).Notation(st.Board()) == "a5xa8" {
			off++
		}
	}
	levelParams["hard"] = saved
	if off == 0 {
		t.Errorf("without the rush defence no seed plays a5xa8: the test shows nothing")
	}
	for seed := uint64(1); seed <= 6; seed++ {
		if got := decide(t, "hard", o, seed).Notation(st.Board()); got == "a5xa8" {
			t.Errorf("hard seed %d plays %s: the 司令 goes for the far wing while a piece walks in", seed, got)
		}
	}
}

// The rush defence is hard's, in 2p 暗棋 only.
func TestRushWhere(t *testing.T) {
	for _, lv := range Levels {
		if p := levelParams[lv]; p.rush != (lv == "hard") {
			t.Errorf("%s: rush %v", lv, p.rush)
		}
	}
	for _, mode := range []string{"2p-open", "2p-flip", "4p-2v2-dark", "4p-ffa"} {
		st := startState(t, config(mode), 1)
		m := junqi.NewMatch(st)
		o, err := know.Observe(m, junqi.South)
		if err != nil {
			t.Fatal(err)
		}
		pl, err := newPlayer("hard", o, 1)
		if err != nil {
			t.Fatal(err)
		}
		if pl.srch.rush {
			t.Errorf("%s: hard has the rush defence", mode)
		}
	}
}
