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

// hard against RuiHanCPP, 2p 暗棋, referee outside seed 3, pair 0, game 0,
// after 26 actions: N's 司令 and 军长 came down the e-file, a bomb took our
// 旅长 off e1, and S's 军长 on e6 is all that stands on the open file in
// front of the empty e1 beside the flag on d1. N's piece on e10 walked there
// from d11 (a bomb, as it was). Before the rush defence hard (seed 1)
// played e6xe10 — the 军长 and the bomb fell, N's 旅长 ran e11xe4, e4-e2,
// e2-e1 and took the flag. Hard keeps the file shut.
func TestRushKeepsTheFileShut(t *testing.T) {
	m := sandayiRecord(t, "testdata/rush-2p-file-blocker.txt")
	st := m.State()
	o, err := know.Observe(m, junqi.South)
	if err != nil {
		t.Fatal(err)
	}
	saved := levelParams["hard"]
	p := saved
	p.rush, p.rushQuarters = false, 0
	levelParams["hard"] = p
	got := decide(t, "hard", o, 1).Notation(st.Board())
	levelParams["hard"] = saved
	if got != "e6xe10" {
		t.Errorf("without the rush defence hard seed 1 plays %s, not e6xe10: the test shows nothing", got)
	}
	for seed := uint64(1); seed <= 3; seed++ {
		got := decide(t, "hard", o, seed)
		if n := got.Notation(st.Board()); n == "e6xe10" || got.From == mustPoint(t, &st, "e6") {
			t.Errorf("hard seed %d plays %s: the 军长 leaves the open file", seed, n)
		}
	}
}

// hard against RuiHanCPP, 2p 暗棋, referee outside seed 3, pair 0, game 0
// (the rush defence without rushDefenders), after 30 actions: N's 司令 died
// on the landmine on d2 after clearing the e-file, and the file is open
// from N's pieces on e9 and e11 down to S's 旅长 on e1, beside the flag on
// d1. Hard played e1-e2 (N's bomb came d11-d10-e10, took it, and a piece
// walked e11-e4-e2-e1 onto the flag); before the rush defence seed 5 does
// the same, and without rushDefenders seed 2 keeps no blocking move among
// its candidates. Hard (seeds 1–6) does not step the 旅长 off e1; it may
// put its bomb on the file (c6-e6).
func TestRushBlocksTheOpenFile(t *testing.T) {
	m := sandayiRecord(t, "testdata/rush-2p-open-file.txt")
	st := m.State()
	o, err := know.Observe(m, junqi.South)
	if err != nil {
		t.Fatal(err)
	}
	saved := levelParams["hard"]
	p := saved
	p.rush, p.rushQuarters = false, 0
	levelParams["hard"] = p
	off := map[string]bool{}
	for seed := uint64(1); seed <= 6; seed++ {
		off[decide(t, "hard", o, seed).Notation(st.Board())] = true
	}
	levelParams["hard"] = saved
	if !off["e1-e2"] {
		t.Errorf("without the rush defence no seed plays e1-e2 (%v): the test shows nothing", off)
	}
	for seed := uint64(1); seed <= 6; seed++ {
		if got := decide(t, "hard", o, seed).Notation(st.Board()); got == "e1-e2" {
			t.Errorf("hard seed %d plays %s: the 旅长 leaves the square beside the flag", seed, got)
		}
	}
}

func mustPoint(t *testing.T, st *junqi.State, name string) junqi.Point {
	t.Helper()
	p, ok := st.Board().PointByName(name)
	if !ok {
		t.Fatalf("no point %s", name)
	}
	return p
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
		if pl.srch.rush || pl.ev.rushQuarters != 0 {
			t.Errorf("%s: rush %v, quarters %d: want none", mode, pl.srch.rush, pl.ev.rushQuarters)
		}
	}
}
