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
	if after < before+0.04 {
		t.Fatalf("a piece that attacked is a big piece %.2f of the time, %.2f before: no tilt", after, before)
	}
	// Idleness: once North has made many moves, a back-row piece that never
	// stirred while the others did is likelier a landmine.
	m2, _ := randomGame(t, junqi.DefaultConfig(junqi.TwoPlayer, junqi.Dark), 9, 0)
	o2, err := Observe(m2, junqi.South)
	if err != nil {
		t.Fatal(err)
	}
	still := b.AreaPoint(junqi.North, 4, 2)
	for f := 0; f < 5; f++ {
		for rk := 1; rk <= 2; rk++ {
			if p := b.AreaPoint(junqi.North, f, rk); p != still && b.KindOf(p) != junqi.HQ {
				o2.t.pcs[o2.t.at[p]].moves = 1 // as if they had marched (weights only)
			}
		}
	}
	o2.t.finish()
	early := freq(t, o2, still, mine, n)
	o2.t.acted[junqi.North] = 60
	o2.t.finish()
	late := freq(t, o2, still, mine, n)
	if late < early+0.08 {
		t.Fatalf("an idle back piece is a landmine %.2f of the time after 60 moves, %.2f before: no tilt", late, early)
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

// Beside a flag whose place the seat knows, an unmoved piece is likelier a
// landmine than the placement prior alone makes it (besideFlagMine).
func TestMinesBesideAKnownFlag(t *testing.T) {
	m, st := randomGame(t, junqi.DefaultConfig(junqi.TwoPlayer, junqi.Dark), 3, 0)
	o, err := Observe(m, junqi.South)
	if err != nil {
		t.Fatal(err)
	}
	b := st.Board()
	f := junqi.NoPoint
	for p := 0; p < b.N; p++ {
		if pc := st.At(junqi.Point(p)); pc.Seat() == junqi.North && pc.Rank() == junqi.Flag {
			f = junqi.Point(p)
		}
	}
	o.t.pcs[o.t.at[f]].known = junqi.Flag // as if shown when N's 司令 died
	mine := uint32(1) << junqi.Mine
	const n = 3000
	freqs := func() (beside float64) {
		o.t.finish()
		ns := b.RoadNeighbours(f)
		for _, q := range ns {
			beside += freq(t, o, q, mine, n)
		}
		return beside / float64(len(ns))
	}
	saved := besideFlagMine
	defer func() { besideFlagMine = saved }()
	besideFlagMine = 1
	plain := freqs()
	besideFlagMine = saved
	tilted := freqs()
	if tilted < plain+0.1 {
		t.Fatalf("beside the known flag a landmine %.2f of the time, %.2f without the tilt", tilted, plain)
	}
	// an unknown flag tilts nothing
	o.t.pcs[o.t.at[f]].known = 0
	besideFlagMine = 1
	a := freqs()
	besideFlagMine = saved
	if c := freqs(); c != a {
		t.Fatalf("with the flag unknown the tilt changed the samples: %.3f, %.3f", a, c)
	}
}
