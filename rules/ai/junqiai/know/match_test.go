package know

import (
	"math/rand/v2"
	"testing"
)

// bruteFeasible enumerates every assignment of small instances.
func bruteFeasible(dom []uint16, caps [nSlots]int16) (ok bool, out []uint16) {
	out = make([]uint16, len(dom))
	got := make([]int, len(dom))
	var used [nSlots]int16
	var rec func(i int)
	rec = func(i int) {
		if i == len(dom) {
			ok = true
			for v, r := range got {
				out[v] |= 1 << r
			}
			return
		}
		for r := 1; r < nSlots; r++ {
			if dom[i]&(1<<r) != 0 && used[r] < caps[r] {
				used[r]++
				got[i] = r
				rec(i + 1)
				used[r]--
			}
		}
	}
	rec(0)
	return ok, out
}

// TestMatcherAgainstBruteForce: the matcher finds an assignment exactly when
// one exists, and its feasible sets are exactly the ranks some full
// assignment gives each piece; force and freeze keep it exact. Every other
// instance has 三打一's three more rank slots.
func TestMatcherAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for n := 0; n < 3000; n++ {
		ranks, hi := allRanks, 12
		if n%2 == 1 {
			ranks, hi = allRanks|extraRanks, nSlots-1
		}
		vars := 1 + r.IntN(6)
		dom := make([]uint16, vars)
		for i := range dom {
			for dom[i] == 0 {
				dom[i] = uint16(r.Uint32()) & ranks & uint16(r.Uint32())
			}
		}
		var caps [nSlots]int16
		for k := 1; k <= hi; k++ {
			caps[k] = int16(r.IntN(3))
		}
		want, wantSets := bruteFeasible(dom, caps)
		m := newMatcher(dom, caps)
		if got := m.matchAll(); got != want {
			t.Fatalf("dom %v caps %v: matchAll %v, brute force %v", dom, caps, got, want)
		}
		if !want {
			continue
		}
		sets := make([]uint16, vars)
		m.feasible(sets)
		for v := range sets {
			if sets[v] != wantSets[v] {
				t.Fatalf("dom %v caps %v: piece %d feasible %b, brute force %b", dom, caps, v, sets[v], wantSets[v])
			}
		}
		// Forcing a feasible rank works, an infeasible one does not.
		v := int16(r.IntN(vars))
		for k := int8(1); k <= int8(hi); k++ {
			if got := m.clone().force(v, k); got != (wantSets[v]&(1<<k) != 0) {
				t.Fatalf("dom %v caps %v: force(%d, %d) = %v", dom, caps, v, k, got)
			}
		}
	}
}
