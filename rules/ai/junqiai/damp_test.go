package junqiai

import (
	"testing"

	"warboard/rules/junqi"
)

// A position from main's hard against normal in 4p free-for-all 暗棋 (seed
// 410, the pair's first game, action 609; docs/ladder.md, "Session 23"): S
// (hard) is in a duel with W (normal), well ahead; W's flag on Wd1 is shut
// by three landmines (Wc1, We1, Wd2 — every sample has them so: nothing
// else of W's is left unmoved) and S's only 工兵 is parked on N's
// headquarters. S's 旅长 on We2 stands beside two of the landmines. Main's
// hard attacked one (We2xWe1), and then sent a 连长, a 连长 and a 团长
// onto Wd2, one after the other: losing a piece reset the no-capture count
// and so lifted the scaling of its lead. Hard must not attack a landmine
// with a piece that is no 工兵 here; without dampFFA it does.
func TestFFAHardThrowsNoPieceOnALandmine(t *testing.T) {
	m := sandayiRecord(t, "testdata/ffa-4p-sacrifice-south.txt")
	onMine := func(seed uint64) (string, bool) {
		got := decideObs(t, m, "hard", seed)
		st := m.State()
		a, err := st.ParseAction(got)
		if err != nil {
			t.Fatal(err)
		}
		if seat, _ := st.Turn(); seat != junqi.South || !isDuel(&st, junqi.South) {
			t.Fatal("the position is not the one described")
		}
		return got, a.Kind == junqi.Attack && st.At(a.To).Rank() == junqi.Mine && st.At(a.From).Rank() != junqi.Engineer
	}
	for seed := uint64(1); seed <= 4; seed++ {
		if got, bad := onMine(seed); bad {
			t.Errorf("seed %d: hard plays %s onto a landmine", seed, got)
		}
	}
	withLevel("hard", func(p *params) { p.dampFFA = false }, func() {
		n := 0
		for seed := uint64(1); seed <= 4; seed++ {
			if _, bad := onMine(seed); bad {
				n++
			}
		}
		if n == 0 {
			t.Error("without dampFFA hard never attacks a landmine here: the test shows nothing")
		}
	})
}

// dampOwn reads the root: a position reached with our own piece lost and no
// enemy piece removed is scaled with the root's count plus the actions
// played; an enemy piece removed resets it as the state says.
func TestDampOwnCountsOnlyEnemyLosses(t *testing.T) {
	m := sandayiRecord(t, "testdata/ffa-4p-sacrifice-south.txt")
	st := m.State()
	e := newEvaluator(&st, junqi.South)
	e.dampOwn = true
	e.dampRoot(&st)
	root := st.NoCaptureCount()
	if root == 0 {
		t.Fatal("the position has no count to keep")
	}
	a, err := st.ParseAction("We2xWe1") // the 旅长 onto the landmine
	if err != nil {
		t.Fatal(err)
	}
	after := st
	after.Apply(a)
	if after.NoCaptureCount() != 0 {
		t.Fatalf("the rules reset the count to %d, want 0", after.NoCaptureCount())
	}
	if got := e.noCaptureCount(&after, 1, e.foePieces(&after)); got != root+1 {
		t.Errorf("our piece lost: count %d, want the root's %d plus 1", got, root)
	}
	if got := e.noCaptureCount(&after, 1, e.rootFoePieces-1); got != 0 {
		t.Errorf("an enemy piece removed: count %d, want the state's 0", got)
	}
	e.dampOwn = false
	if got := e.noCaptureCount(&after, 1, e.foePieces(&after)); got != 0 {
		t.Errorf("without dampOwn: count %d, want the state's 0", got)
	}
}
