package junqiai

import (
	"math"
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

// dampOwn reads the root: ahead, a position reached with our own piece lost
// and no enemy piece removed is scaled with the root's count plus the actions
// played; with an enemy piece removed, as the state says.
func TestDampOwnCountsOnlyEnemyLosses(t *testing.T) {
	m := sandayiRecord(t, "testdata/ffa-4p-sacrifice-south.txt")
	st := m.State()
	e := newEvaluator(&st, junqi.South)
	e.dampRoot(&st)
	root, lim := st.NoCaptureCount(), e.noCapture
	if root == 0 || lim == 0 {
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
	if got, want := e.dampLead(900, 1, e.foePieces(&after)), 900*(lim-root-1+20)/(lim+20); got != want {
		t.Errorf("our piece lost: lead 900 scaled to %d, want %d (the root's count %d plus 1)", got, want, root)
	}
	if got := e.dampLead(900, 1, e.rootFoePieces-1); got != math.MaxInt {
		t.Errorf("an enemy piece removed: %d, want no bound", got)
	}
	plain := e.evaluate(&after, 1)
	e.dampOwn = true
	damped := e.evaluate(&after, 1)
	if plain <= 0 || damped >= plain {
		t.Errorf("S ahead after losing its 旅长: %d with dampOwn, %d without; want positive and lower", damped, plain)
	}
}
