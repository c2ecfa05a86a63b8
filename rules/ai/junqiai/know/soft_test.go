package know

import (
	"math/rand/v2"
	"testing"

	"warboard/rules/junqi"
)

// freq is how often the piece on p is sampled with a rank in want.
func freq(t *testing.T, o *Observation, p junqi.Point, want uint32, n int) float64 {
	t.Helper()
	r := rand.New(rand.NewPCG(1, 1))
	hits := 0
	for i := 0; i < n; i++ {
		s, err := o.Sample(r)
		if err != nil {
			t.Fatal(err)
		}
		if want&(1<<s.At(p).Rank()) != 0 {
			hits++
		}
	}
	return float64(hits) / float64(n)
}

// TestSoftLikelihoods: the soft weights tilt the samples the way players
// deploy and fight, within what the hard deductions allow.
func TestSoftLikelihoods(t *testing.T) {
	m, _ := randomGame(t, junqi.DefaultConfig(junqi.TwoPlayer, junqi.Dark), 8, 0)
	o, err := Observe(m, junqi.South)
	if err != nil {
		t.Fatal(err)
	}
	b := junqi.BoardOf(junqi.TwoPlayer)
	a1, a2 := b.AreaPoint(junqi.North, 0, 1), b.AreaPoint(junqi.North, 0, 2)
	mine := uint32(1) << junqi.Mine
	const n = 3000
	// Landmines guard the back row: a1 (rank 1) more often than a2.
	f1, f2 := freq(t, o, a1, mine, n), freq(t, o, a2, mine, n)
	t.Logf("mine a1 %.3f a2 %.3f", f1, f2)
	if f1 < f2+0.04 {
		t.Fatalf("landmine on N's a1 %.2f, a2 %.2f: the back row should be likelier", f1, f2)
	}
	// A front piece that attacked is likelier a big piece than one that did not.
	front := b.AreaPoint(junqi.North, 2, 6)
	big := uint32(1)<<junqi.Marshal | 1<<junqi.General | 1<<junqi.MajorGen
	before := freq(t, o, front, big, n)
	o.t.pcs[o.t.at[front]].attacks = 1
	o.t.finish()
	after := freq(t, o, front, big, n)
	t.Logf("big before %.3f after %.3f", before, after)
	if after < before+0.04 {
		t.Fatalf("a piece that attacked is a big piece %.2f of the time, %.2f before: no tilt", after, before)
	}
	// Every weight stays positive: the soft side never excludes a rank.
	for id := range o.t.pcs {
		for r := 1; r <= 12; r++ {
			if o.t.b.weight[id][r] <= 0 {
				t.Fatalf("piece %d rank %d has weight %v", id, r, o.t.b.weight[id][r])
			}
		}
	}
}
