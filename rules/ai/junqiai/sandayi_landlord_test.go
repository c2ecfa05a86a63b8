package junqiai

import (
	"os"
	"testing"

	"warboard/rules/ai/junqiai/know"
	"warboard/rules/junqi"
	"warboard/rules/record"
)

// A 三打一 landlord (N, bid 3) far ahead in material with two pieces left
// that can move — its 军长 beside a farmer's unseen back-row piece, its 排长
// at home; the rest landmines, a bomb, the 堡垒, the flag and pieces stuck in
// headquarters. Hard without the landlord's movers term (sandayi_landlord.go)
// attacked the unseen piece (a landmine) with its 军长 on two seeds of four,
// and lost the game when its 排长 was taken (hard against greedy, hand 6 of
// TestSandayiMatch, ply 732). With the term it keeps its 军长.
func TestSandayiLandlordKeepsItsLastMovers(t *testing.T) {
	m := sandayiRecord(t, "testdata/sandayi-last-movers.txt")
	obs, err := know.Observe(m, junqi.North)
	if err != nil {
		t.Fatal(err)
	}
	st := m.State()
	b := st.Board()
	from, ok1 := b.PointByName("Sa2")
	to, ok2 := b.PointByName("Se2")
	if !ok1 || !ok2 {
		t.Fatal("no Sa2 or Se2 on the board")
	}
	for seed := uint64(1); seed <= 4; seed++ {
		pl, err := New("hard", obs, seed)
		if err != nil {
			t.Fatal(err)
		}
		for !pl.Step(1 << 30) {
		}
		if a := pl.Action(); a.From == from && a.To == to {
			t.Errorf("seed %d: the landlord spends its 军长 on an unseen piece (%s) with two movers left", seed, pl.Best())
		}
	}
}

// sandayiRecord loads a 三打一 record cut in play.
func sandayiRecord(t *testing.T, file string) *junqi.Match {
	t.Helper()
	text, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := record.Parse(string(text))
	if err != nil {
		t.Fatal(err)
	}
	m, err := junqi.FromRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// A 三打一 landlord (S, bid 2) with two pieces that can move — a 连长 on e3
// and the 元帅 far off on e6 — and a farmer's unseen 排长 in the camp d3, one
// step from d2, the only open square beside the flag on d1 (c1 and e1 are
// landmines). Without the intruder term hard sent its 连长 up to e5 on every
// seed, and the 排长 walked to d2 and, rounds later, took the flag (hand 0 of
// TestSandayiMatch, ply 344 of the game with the movers term alone). With it
// the landlord keeps a piece one action from d2.
func TestSandayiLandlordGuardsBesideItsFlag(t *testing.T) {
	m := sandayiRecord(t, "testdata/sandayi-intruder.txt")
	obs, err := know.Observe(m, junqi.South)
	if err != nil {
		t.Fatal(err)
	}
	st := m.State()
	b := st.Board()
	d2, _ := b.PointByName("Sd2")
	ev := newEvaluator(&st, junqi.South)
	for seed := uint64(1); seed <= 4; seed++ {
		pl, err := New("hard", obs, seed)
		if err != nil {
			t.Fatal(err)
		}
		for !pl.Step(1 << 30) {
		}
		after := st
		after.Apply(pl.Action())
		guarded := false
		for _, q := range append([]junqi.Point{d2}, ev.oneAction[d2]...) {
			if pc := after.At(q); pc != 0 && pc.Seat() == junqi.South && pc.Rank().Movable() && b.KindOf(q) != junqi.HQ {
				guarded = true
			}
		}
		if !guarded {
			t.Errorf("seed %d: after %s no piece of the landlord is one action from Sd2, beside its flag", seed, pl.Best())
		}
	}
}

// The landlord (S, bid 2) one action before it lost out of moves (hand 12 of
// TestSandayiMatch): its 营长 on a1 between its landmines a2 and b1, its 司令
// on e1 between the 堡垒 e2 and the flag d1, and its 师长 in N's headquarters.
// Only the landlord's own evaluation sees the two walled-in pieces as stuck.
func TestSandayiLandlordWalledIn(t *testing.T) {
	m := sandayiRecord(t, "testdata/sandayi-walled-in.txt")
	st := m.State()
	b := st.Board()
	at := func(name string) junqi.Point {
		p, ok := b.PointByName(name)
		if !ok {
			t.Fatalf("no %s", name)
		}
		return p
	}
	lord := newEvaluator(&st, junqi.South)
	if !lord.guardMovers {
		t.Fatal("the landlord's evaluator does not guard its movers")
	}
	for _, name := range []string{"Sa1", "Se1"} {
		if !lord.walledIn(&st, at(name)) {
			t.Errorf("%s (%v) is not walled in", name, st.At(at(name)).Rank())
		}
	}
	if farmer := newEvaluator(&st, junqi.East); farmer.guardMovers {
		t.Error("a farmer's evaluator guards the landlord's movers")
	}
	// stuck pieces count as none: the landlord's evaluation pays for having
	// no mover (the 师长 in the headquarters is none), not for two
	lord.advance = levelParams["hard"].advance
	plain := newEvaluator(&st, junqi.South)
	plain.guardMovers = false
	plain.advance = lord.advance
	if d := plain.evaluate(&st, 0) - lord.evaluate(&st, 0); d < landlordFewMovers[0]-fewMovers[2] {
		t.Errorf("the landlord's evaluation is %d below the shared one; want at least %d", d, landlordFewMovers[0]-fewMovers[2])
	}
}
