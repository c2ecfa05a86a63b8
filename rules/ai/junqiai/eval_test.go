package junqiai

import (
	"testing"

	"warboard/rules/junqi"
)

// evalOf is the evaluation of the position of a record for South, with the
// hard level's evaluator settings (hunting switched as asked).
func evalOf(t *testing.T, text string, hunt bool) int {
	t.Helper()
	m := loadRecord(t, text)
	st := m.State()
	ev := newEvaluator(&st, junqi.South)
	ev.advance = levelParams["hard"].advance
	ev.hunt = hunt
	return ev.evaluate(&st, 0)
}

// A seat whose only movable piece stands on an HQ (where it never moves
// again) loses at its turn: that costs far more than the piece.
func TestFewMoversCost(t *testing.T) {
	free := evalOf(t, `[Board "2p"]
[Position "b1=SF a1=SM c1=SM c2=S2 a12=N3 c12=N3 b12=NF d12=NM"]`, false)
	stuck := evalOf(t, `[Board "2p"]
[Position "b1=SF a1=SM c1=SM d1=S2 a12=N3 c12=N3 b12=NF d12=NM"]`, false)
	if free-stuck < fewMovers[0]-fewMovers[1]-20 {
		t.Errorf("a lone 排长 free: %d, stuck on an HQ: %d; want the stuck one lower by about %d", free, stuck, fewMovers[0]-fewMovers[1])
	}
}

// In 翻棋 a flag is shut while a landmine of its colour is on the board: an
// enemy piece next to it is no threat; without the landmine it is.
func TestFlipFlagShutByLandmines(t *testing.T) {
	pos := func(extra string) string {
		return `[Board "2p"]
[Mode "flip"]
[Position "b1=SF a1=N7 e12=NF c12=S3 a12=S4` + extra + `"]
[Turn "S"]`
	}
	shut := evalOf(t, pos(" e1=SM"), false)
	open := evalOf(t, pos(""), false)
	// the landmine itself is worth baseValue[Mine]; the rest is the threat
	if got := shut - open - baseValue[junqi.Mine]; got < threatWeight[1]/2 {
		t.Errorf("the N7 beside S's flag costs %d more without S's landmine; want about %d", got, threatWeight[1])
	}
}

// Hunting pulls a piece towards an enemy piece it beats (hard, 明棋/翻棋).
func TestHuntPullsTowardsPrey(t *testing.T) {
	near := `[Board "2p"]
[Position "b1=SF a1=SM c1=SM c8=S9 c9=N5 b12=NF d12=NM a12=NM"]`
	far := `[Board "2p"]
[Position "b1=SF a1=SM c1=SM c3=S9 c9=N5 b12=NF d12=NM a12=NM"]`
	with := evalOf(t, near, true) - evalOf(t, far, true)
	without := evalOf(t, near, false) - evalOf(t, far, false)
	if with-without <= 0 {
		t.Errorf("the 司令 next to a 营长 gains %d with hunting, %d without: want hunting to pull it near", with, without)
	}
}

// Hard scores every action on 32 samples, searches all of them two plies
// deep on the first 4, then only its 8 candidates deeper; a deep value is the
// 32-sample look corrected by what depth changed on the 4.
func TestHardSweepsWideThenDeep(t *testing.T) {
	s := startState(t, config("2p-dark"), 5)
	m := junqi.NewMatch(s)
	pl, err := newPlayer("hard", mustObserve(t, m), 3)
	if err != nil {
		t.Fatal(err)
	}
	for !pl.Step(1 << 30) {
	}
	if len(pl.samples) != 32 {
		t.Fatalf("%d samples, want 32", len(pl.samples))
	}
	deeper := 0
	for i, a := range pl.acts {
		if pl.depth[i] < 2 {
			t.Errorf("%s searched to depth %d only", a.Notation(pl.b), pl.depth[i])
		}
		if pl.depth[i] > 2 {
			deeper++
		}
		if len(pl.vals[i]) != 4 {
			t.Fatalf("%s: %d deep values, want 4", a.Notation(pl.b), len(pl.vals[i]))
		}
		want := pl.aggregate(pl.vals[i]) + pl.shallow[i] - pl.shallowDeep[i]
		if d := pl.score[i] - want; d > 1e-9 || d < -1e-9 {
			t.Errorf("%s: score %.2f, want %.2f", a.Notation(pl.b), pl.score[i], want)
		}
	}
	if deeper == 0 || deeper > 8 {
		t.Errorf("%d actions searched past depth 2, want 1 to 8", deeper)
	}
}

func mustObserve(t *testing.T, m *junqi.Match) belief {
	t.Helper()
	st := m.State()
	seat, _ := st.Turn()
	b, err := observed(m, seat)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// An engineer turns on the railway: any rail point is one action from any
// other for it, and its threat to a flag is counted so.
func TestEngineerDistances(t *testing.T) {
	b := junqi.BoardOf(junqi.TwoPlayer)
	pt := func(n string) junqi.Point {
		p, ok := b.PointByName(n)
		if !ok {
			t.Fatalf("no point %s", n)
		}
		return p
	}
	eng, plain := engineerDistancesOf(junqi.TwoPlayer), distancesOf(junqi.TwoPlayer)
	if d := eng[pt("a2")][pt("e11")]; d != 1 {
		t.Errorf("engineer a2→e11: %d actions, want 1", d)
	}
	if d := plain[pt("a2")][pt("e11")]; d <= 1 {
		t.Errorf("other pieces a2→e11: %d actions, want more than 1", d)
	}
	// N's engineer far up the railway threatens S's flag on b1 (b2 is one
	// step away for it): S's evaluation is lower than if it ran like the others
	m := loadRecord(t, `[Board "2p"]
[Position "b1=SF a1=SM c1=SM e5=S6 e11=N1 b12=NF d12=NM a12=NM"]`)
	st := m.State()
	ev := newEvaluator(&st, junqi.South)
	with := ev.evaluate(&st, 0)
	ev.engDist = ev.dist
	without := ev.evaluate(&st, 0)
	if without-with < threatWeight[2]/2 {
		t.Errorf("S's evaluation with the engineer's railway threat: %d, without: %d; want lower by at least %d", with, without, threatWeight[2]/2)
	}
}
