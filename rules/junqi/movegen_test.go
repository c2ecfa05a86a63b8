package junqi

import (
	"strings"
	"testing"
)

// Northern pieces kept off every line so they block nothing (and N can move).
const north = "b12=NF c10=N4"

// Each case: a position (S to move), a point, and exactly the actions from it.
func TestMovement(t *testing.T) {
	for _, c := range []struct {
		rule, board, pos, pt, want string
	}{
		{"road: one step along a road link, no diagonal outside camps", "2p", "c3=S5", "c3",
			"c3-b3 c3-c2 c3-c4 c3-d3"},
		{"a camp has diagonal roads to its four diagonal neighbours", "2p", "b3=S5", "b3",
			"b3-a2 b3-a3 b3-a4 b3-b2 b3-b4 b3-c2 b3-c3 b3-c4"},
		{"rail: any distance along one straight line", "2p", "a2=S5", "a2",
			"a2-a1 a2-b3 a2-b2 a2-c2 a2-d2 a2-e2 a2-a3 a2-a4 a2-a5 a2-a6 a2-a7 a2-a8 a2-a9 a2-a10 a2-a11"},
		{"rail: an own piece blocks the run", "2p", "a2=S5 a4=S3 d2=S3", "a2",
			"a2-a1 a2-b3 a2-b2 a2-c2 a2-a3"},
		{"rail: an enemy blocks the run and may be attacked", "2p", "a2=S5 a6=N3 c2=N2", "a2",
			"a2-a1 a2-b3 a2-b2 a2xc2 a2-a3 a2-a4 a2-a5 a2xa6"},
		{"engineer: any path of rail links (31 rail points besides a2)", "2p", "a2=S1", "a2",
			"a2-a1 a2-b3 a2-b2 a2-c2 a2-d2 a2-e2 a2-a3 a2-a4 a2-a5 a2-a6 a2-b6 a2-c6 a2-d6 a2-e6 a2-e5 a2-e4 a2-e3 " +
				"a2-a7 a2-b7 a2-c7 a2-d7 a2-e7 a2-a8 a2-a9 a2-a10 a2-a11 a2-b11 a2-c11 a2-d11 a2-e11 a2-e8 a2-e9 a2-e10"},
		{"engineer: blocked on both rail links, roads only", "2p", "a2=S1 a3=S3 b2=S3", "a2",
			"a2-a1 a2-b3"},
		{"engineer: an enemy stops the path but others go round", "2p", "a2=S1 a3=S3 b2=N3 c6=N4 e4=N5", "a2",
			"a2-a1 a2-b3 a2xb2"},
		{"mountain: b6 and b7 are not linked", "2p", "b6=S5 b7=N3", "b6",
			"b6-a6 b6-b5 b6-c6 b6-d6 b6-e6"},
		{"mountain: d6 and d7 are not linked", "2p", "d6=S5 d7=N3 c6=S3 e6=S3", "d6",
			"d6-d5"},
		{"a piece on an HQ never moves", "2p", "b1=S9", "b1", ""},
		{"a piece may move onto an empty HQ", "2p", "c1=S5", "c1", "c1-b1 c1-c2 c1-d1"},
		{"the flag never moves", "2p", "d1=SF c1=S3", "d1", ""},
		{"a landmine never moves", "2p", "a1=SM c1=S3", "a1", ""},
		{"no piece moves onto its own side", "2p", "c3=S5 c2=S4 b3=S2 d3=S2 c4=S2", "c3", ""},
		{"a piece in a camp cannot be attacked", "2p", "c3=S9 b3=N2 d3=N2 c4=N2 c2=N2", "c3", "c3xc2"},
		{"a bomb moves like any piece", "2p", "c5=SB", "c5", "c5-b5 c5-c4 c5-c6 c5-d5"},
		{"four-country: the arc counts as straight", "4p", "Se2=S5 Ca1=S1 Na1=NF Ea1=EF Wa1=WF", "Se2",
			"Se2-Se1 Se2-Sd3 Se2-Sd2 Se2-Sc2 Se2-Sb2 Se2-Sa2 Se2-Se3 Se2-Se4 Se2-Se5 Se2-Se6 Se2-Ea6 Se2-Ea5 Se2-Ea4 Se2-Ea3 Se2-Ea2 Se2-Cc1 Se2-Cc2 Se2-Cc3 Se2-Na6 Se2-Na5 Se2-Na4 Se2-Na3 Se2-Na2"},
		{"four-country: through the middle", "4p", "Sc6=S5 Ca1=S1 Na1=NF Ea1=EF Wa1=WF", "Sc6",
			"Sc6-Sc5 Sc6-Sb5 Sc6-Sd5 Sc6-Sb6 Sc6-Sa6 Sc6-Sd6 Sc6-Se6 Sc6-Cb1 Sc6-Cb2 Sc6-Cb3 Sc6-Nc6"},
		{"four-country: a 5 cannot turn in the centre", "4p", "Ca1=S5 Cb2=S3 Sa5=S3 We5=S3 Na1=NF Ea1=EF Wa1=WF", "Ca1",
			"Ca1-Ca2 Ca1-Ca3 Ca1-Ne6 Ca1-Ne5 Ca1-Ne4 Ca1-Ne3 Ca1-Ne2 Ca1-Cb1 Ca1-Cc1 Ca1-Ea6 Ca1-Ea5 Ca1-Ea4 Ca1-Ea3 Ca1-Ea2 Ca1-Sa6 Ca1-We6"},
	} {
		m := load(t, rec(c.board, c.pos+" "+northFor(c.board)))
		got := strings.Join(from(m, c.pt), " ")
		want := strings.Join(sorted(c.want), " ")
		if got != want {
			t.Errorf("%s\n got %s\nwant %s", c.rule, got, want)
		}
	}
}

func northFor(board string) string {
	if board == "2p" {
		return north
	}
	return ""
}

// A non-engineer never turns: a 5 cannot reach e5 from a2, an engineer can.
func TestEngineerTurnsOthersDoNot(t *testing.T) {
	m := load(t, rec("2p", "a2=S5 c2=S1 "+north))
	if has(m, "a2-e5") {
		t.Error("a 5 turned the corner a2-e2-e5")
	}
	if !has(m, "c2-e5") || !has(m, "c2-a6") {
		t.Error("the engineer cannot turn corners")
	}
	m = load(t, rec("2p", "a2=S5 "+north))
	if err := m.Play("a2-e5"); err == nil || !strings.Contains(err.Error(), "only an engineer turns") {
		t.Errorf("a2-e5 for a 5: %v", err)
	}
}

// A piece that moved into an HQ (even the enemy's) never moves again.
func TestHQLocksPieceMovedIn(t *testing.T) {
	m := load(t, rec("2p", "d11=S5 c1=S3 b12=NF a10=N4"))
	play(t, m, "d11-d12 a10-a9")
	if got := from(m, "d12"); len(got) != 0 {
		t.Errorf("piece in HQ d12 moves: %v", got)
	}
}

// Allies are never attacked nor landed on, and block rails like any piece.
func TestAllies(t *testing.T) {
	pos := "Sc3=S5 Sc2=N4 Sa2=S5 Sb2=N3 Nb1=NF Eb1=EF Wb1=WF Ec3=E5 Wc3=W5"
	m := load(t, rec("4p", pos, `[Teams "SN EW"]`))
	if has(m, "Sc3xSc2") || has(m, "Sc3-Sc2") || has(m, "Sa2xSb2") || has(m, "Sa2-Sc2") {
		t.Errorf("attacks or lands on an ally: %v", m.Moves())
	}
	m = load(t, rec("4p", pos))
	if !has(m, "Sc3xSc2") || !has(m, "Sa2xSb2") {
		t.Errorf("free-for-all: N is an enemy: %v", m.Moves())
	}
}

// Three players: the empty area is still board, pieces enter and cross it.
func TestThreePlayersEmptyArea(t *testing.T) {
	m := load(t, rec("4p", "Sa6=S5 Sb1=SF Eb1=EF Nb1=NF Ec3=E4 Nc3=N4", `[Seats "S E N"]`))
	for _, mv := range []string{"Sa6-We6", "Sa6-We2", "Sa6-Ca1"} {
		if !has(m, mv) {
			t.Errorf("missing %s into the empty W area", mv)
		}
	}
	if _, err := loadErr(rec("4p", "Wb1=WF Sb1=SF Eb1=EF Nb1=NF", `[Seats "S E N"]`)); err == nil {
		t.Error("a piece of the absent seat W was accepted")
	}
}

// The action list never holds one action twice, and a no-alloc buffer works.
func TestActionsUniqueAndNoAlloc(t *testing.T) {
	var s State
	for _, k := range []BoardKind{TwoPlayer, FourCountry} {
		for seed := uint64(1); seed < 20; seed++ {
			s = randomStart(k, Open, seed)
			var buf [MaxActions]Action
			acts := s.Actions(buf[:0])
			seen := map[Action]bool{}
			for _, a := range acts {
				if seen[a] {
					t.Fatalf("%v: %v twice", k, a.Notation(s.Board()))
				}
				seen[a] = true
			}
		}
	}
	buf := make([]Action, 0, MaxActions)
	if n := testing.AllocsPerRun(100, func() { buf = s.Actions(buf) }); n != 0 {
		t.Errorf("Actions allocates %v times", n)
	}
}
