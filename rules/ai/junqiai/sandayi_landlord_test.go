package junqiai

import (
	"os"
	"testing"

	"warboard/rules/ai/junqiai/know"
	"warboard/rules/junqi"
	"warboard/rules/record"
)

// A 三打一 landlord (N, bid 3) far ahead in material with two pieces left
// that can move — its 师长 beside a farmer's unseen back-row piece, its 排长
// at home; the rest landmines, a bomb, the 堡垒, the flag and pieces stuck in
// headquarters. Hard without the landlord's movers term (sandayi_landlord.go)
// attacked the unseen piece (a landmine) with its 师长 on two seeds of four,
// and lost the game when its 排长 was taken (hard against greedy, hand 6 of
// TestSandayiMatch, ply 732). With the term it keeps its 师长.
func TestSandayiLandlordKeepsItsLastMovers(t *testing.T) {
	text, err := os.ReadFile("testdata/sandayi-last-movers.txt")
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
			t.Errorf("seed %d: the landlord spends its 师长 on an unseen piece (%s) with two movers left", seed, pl.Best())
		}
	}
}
