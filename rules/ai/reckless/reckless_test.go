package reckless

import (
	"strings"
	"testing"

	"warboard/rules/junqi"
)

// A hand-written 2p 暗棋 game: S's 团长 dies on the unknown piece on a7 (a
// 师长), then S's 营长 charges the same piece and dies too (a repeated losing
// charge); N's bomb takes S's 司令; S's 军长 runs onto the landmine on e7; S's
// 排长 takes N's flag, which everybody sees (N has no 司令): not blind.
const game2p = `[Game "junqi"]
[Board "2p"]
[Mode "dark"]
[Position "a1=S1 a4=S4 a6=S5 b1=SF b11=S2 c6=S9 e6=S8 a7=N7 a9=N2 b12=NF c7=NB e7=NM"]
[Result "S flag"]
a6xa7 a9-a10 a4xa7 c7xc6 e6xe7 a10-a9 b11xb12

{A hard, B normal; A scores 1.0 (S flag), A moved first: true}
`

func TestAnalyseHandWritten(t *testing.T) {
	note, g, err := Analyse(game2p)
	if err != nil {
		t.Fatal(err)
	}
	if note.A != "hard" || note.B != "normal" || !note.AFirst || note.ScoreA != 1 {
		t.Fatalf("note %+v", note)
	}
	a, b := g[0], g[1]
	if a.Actions != 4 || b.Actions != 3 {
		t.Errorf("actions A %d B %d, want 4 and 3", a.Actions, b.Actions)
	}
	if a.Blind != [NumGroups]int{GroupHigh: 1, GroupLow: 2} || a.BlindLost != a.Blind {
		t.Errorf("A blind %v lost %v: want the 军长 and two low attacks, all lost (the flag was seen)", a.Blind, a.BlindLost)
	}
	if a.HighLostToMB != 2 || a.HighLostOwn != 1 || a.Repeats != 1 || a.EarlyHighBlind != 1 {
		t.Errorf("A: 9/8 to M/B %d (want 2: the bomb's 司令, the mine's 军长), repeats %d (want 1) %v, early 9/8 blind %d (want 1)",
			a.HighLostToMB, a.Repeats, a.RepeatsAt, a.EarlyHighBlind)
	}
	if b.Blind != [NumGroups]int{GroupBomb: 1} || b.BlindLost != b.Blind || b.HighLostToMB != 0 || b.Repeats != 0 {
		t.Errorf("B %+v: want one blind bomb attack, lost", b)
	}
}

// The same game with B moving first: the figures change sides.
func TestAnalyseSidesFollowTheFirstMover(t *testing.T) {
	_, g, err := Analyse(strings.Replace(game2p, "A moved first: true", "A moved first: false", 1))
	if err != nil {
		t.Fatal(err)
	}
	if g[1].Actions != 4 || g[1].HighLostToMB != 2 || g[0].Blind[GroupBomb] != 1 {
		t.Errorf("sides not swapped: %+v", g)
	}
}

func TestSidesFourSeats(t *testing.T) {
	cfg := junqi.Config{Seats: []junqi.Seat{junqi.South, junqi.East, junqi.North, junqi.West}}
	s, err := sides(cfg, false)
	if err != nil || s[junqi.South] != 1 || s[junqi.North] != 1 || s[junqi.East] != 0 || s[junqi.West] != 0 {
		t.Errorf("A second in 4p: %v %v", s, err)
	}
	if _, err := sides(junqi.Config{Seats: []junqi.Seat{junqi.South, junqi.East, junqi.North}}, true); err == nil {
		t.Error("three seats read")
	}
}

func TestReportTable(t *testing.T) {
	r := NewReport()
	if err := r.Add(game2p); err != nil {
		t.Fatal(err)
	}
	if err := r.Add("[Game \"junqi\"]\n[Board \"2p\"]\na6-a7\n"); err == nil {
		t.Error("a record without the closing comment was read")
	}
	txt := r.Text()
	for _, want := range []string{
		"| hard vs normal | 1 | 4 | 25.00 0.00 50.00 0.00 | 100% - 100% - 100% | 1.00 | 2.00 (1.00 + 1.00) | 1.00 |",
		"| normal vs hard | 1 | 3 | 0.00 0.00 0.00 33.33 | - - - 100% 100% | 0.00 | 0.00 (0.00 + 0.00) | 0.00 |",
	} {
		if !strings.Contains(txt, want) {
			t.Errorf("table lacks %q:\n%s", want, txt)
		}
	}
}
