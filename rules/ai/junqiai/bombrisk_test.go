package junqiai

import (
	"testing"

	"warboard/rules/junqi"
)

// withWins is a belief that also tells which pieces won attacks (as
// know.Observation.Wins does).
type withWins struct {
	oracle
	wins map[junqi.Point]int
}

func (w withWins) Wins(p junqi.Point) int { return w.wins[p] }

// markedEval evaluates a position for South with hard's settings and the
// marks a search would carry: N's pieces unseen, S's piece on shown (if any)
// shown.
func markedEval(t *testing.T, text string, shown string, risk bool) int {
	t.Helper()
	m := loadRecord(t, text)
	st := m.State()
	ev := newEvaluator(&st, junqi.South)
	ev.advance = levelParams["hard"].advance
	ev.bombRisk = risk
	b := st.Board()
	for p := 0; p < b.N; p++ {
		if pc := st.At(junqi.Point(p)); pc != 0 && pc.Seat() == junqi.North {
			ev.marks.set(junqi.Point(p))
		}
	}
	if shown != "" {
		p, ok := b.PointByName(shown)
		if !ok {
			t.Fatalf("no point %s", shown)
		}
		ev.marks.show(p)
	}
	return ev.evaluate(&st, 0)
}

// A 司令 in the enemy's area in reach of unseen enemy pieces risks a bomb:
// more once it has shown it is strong (it won an attack), nothing where no
// unseen piece reaches it, nothing at home (where it must meet attackers).
func TestBombRiskForOfficersInReach(t *testing.T) {
	const pos = `[Board "2p"]
[Mode "dark"]
[Position "b1=SF a1=SM c1=SM c7=S9 e4=S2 b12=NF a12=NM c12=NM d12=NB c8=N1 a11=N9"]`
	off := markedEval(t, pos, "c7", false)
	shown := markedEval(t, pos, "c7", true)
	unshown := markedEval(t, pos, "", true)
	// N has 1 bomb among 6 unseen pieces; one of them (c7) reaches the 司令
	want := bombRiskOf(junqi.Marshal, true) / 6
	if got := off - shown; got != want {
		t.Errorf("a shown 司令 next to one unseen piece costs %d, want %d", got, want)
	}
	if got, want := off-unshown, bombRiskOf(junqi.Marshal, false)/6; got != want {
		t.Errorf("an unshown 司令 next to one unseen piece costs %d, want %d", got, want)
	}
	if bombRiskOf(junqi.Marshal, false) >= bombRiskOf(junqi.Marshal, true) {
		t.Error("a shown 司令 should risk more than an unshown one")
	}
	// the same 司令 out of reach of every unseen piece pays nothing
	const far = `[Board "2p"]
[Mode "dark"]
[Position "b1=SF a1=SM c1=SM c10=S9 e4=S2 b12=NF a12=NM c12=NM d12=NB c7=N1 a11=N9"]`
	if d := markedEval(t, far, "c10", false) - markedEval(t, far, "c10", true); d != 0 {
		t.Errorf("a 司令 out of reach costs %d, want 0", d)
	}
	// at home, next to the same unseen piece: no risk counted
	const home = `[Board "2p"]
[Mode "dark"]
[Position "b1=SF a1=SM c1=SM c6=S9 e4=S2 b12=NF a12=NM c12=NM d12=NB c7=N1 a11=N9"]`
	if d := markedEval(t, home, "c6", false) - markedEval(t, home, "c6", true); d != 0 {
		t.Errorf("a 司令 at home costs %d, want 0", d)
	}
	// no enemy bomb left: no risk
	const noBomb = `[Board "2p"]
[Mode "dark"]
[Position "b1=SF a1=SM c1=SM c7=S9 e4=S2 b12=NF a12=NM c12=NM d12=N3 c8=N1 a11=N9"]`
	if d := markedEval(t, noBomb, "c7", false) - markedEval(t, noBomb, "c7", true); d != 0 {
		t.Errorf("with no enemy bomb left the 司令 costs %d, want 0", d)
	}
}

// In 暗棋 a seat whose 司令 is gone shows its flag to everybody: hard counts
// that as a cost to the seat (and a gain against an enemy in that state).
func TestFlagShownCost(t *testing.T) {
	const with9 = `[Board "2p"]
[Mode "dark"]
[Position "b1=SF a1=SM c1=SM c3=S9 e4=S2 b12=NF a12=NM c12=NM d12=NB e10=N9"]`
	const without9 = `[Board "2p"]
[Mode "dark"]
[Position "b1=SF a1=SM c1=SM c3=S8 e4=S2 b12=NF a12=NM c12=NM d12=NB e10=N9"]`
	a := markedEval(t, with9, "", true) - markedEval(t, without9, "", true)
	b := markedEval(t, with9, "", false) - markedEval(t, without9, "", false)
	if a-b != flagShownCost {
		t.Errorf("losing the 司令 costs %d more with the shown flag counted, want %d", a-b, flagShownCost)
	}
}

// Deep in N's area, a 司令 that has won an attack keeps to the camps out of
// reach of N's unseen pieces (any of which may be a bomb) instead of heading
// for the flag past them: the bomb risk decides the move.
func TestBombRiskDecidesTheMove(t *testing.T) {
	m := loadRecord(t, `[Board "2p"]
[Mode "dark"]
[Position "b1=SF a1=SM c1=SM c10=S9 e4=S2 b12=NF a12=NM b11=NM c11=NM d12=NB e11=N9 d11=N2"]
[Turn "S"]`)
	st := m.State()
	c10, _ := st.Board().PointByName("c10")
	bel := withWins{oracle{st}, map[junqi.Point]int{c10: 1}}
	saved := levelParams["hard"]
	defer func() { levelParams["hard"] = saved }()
	for _, risk := range []bool{false, true} {
		p := saved
		p.bombRisk = risk
		levelParams["hard"] = p
		got := decide(t, "hard", bel, 1).Notation(st.Board())
		want := map[bool]string{false: "c10-b10", true: "c10-c9"}[risk]
		if got != want {
			t.Errorf("bomb risk %v: hard plays %s, want %s", risk, got, want)
		}
	}
}
