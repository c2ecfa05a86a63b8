package stats

import (
	"math"
	"testing"
)

// FuzzStats: any counts and any valid test give finite, ordered figures.
func FuzzStats(f *testing.F) {
	f.Add(uint16(1), uint16(2), uint16(3), uint16(2), uint16(1), 0.0, 5.0, false)
	f.Add(uint16(0), uint16(0), uint16(0), uint16(0), uint16(9), -3.0, 1.0, true)
	f.Add(uint16(7), uint16(0), uint16(0), uint16(0), uint16(0), 0.0, 1000.0, false)
	f.Fuzz(func(t *testing.T, a, b, c, d, e uint16, elo0, elo1 float64, normalized bool) {
		p := Pentanomial{int(a), int(b), int(c), int(d), int(e)}
		est := FromPentanomial(p)
		if est.Empty {
			if a|b|c|d|e != 0 {
				t.Fatalf("%v: empty", p)
			}
			return
		}
		for _, x := range []float64{est.Elo, est.EloLo, est.EloHi, est.LOS, est.Score, est.Var} {
			if math.IsNaN(x) || math.IsInf(x, 0) {
				t.Fatalf("%v: %+v", p, est)
			}
		}
		if est.EloLo > est.Elo+1e-9 || est.Elo > est.EloHi+1e-9 {
			t.Fatalf("%v: interval out of order %+v", p, est)
		}
		s := SPRT{Elo0: elo0, Elo1: elo1, Alpha: 0.05, Beta: 0.05, Normalized: normalized}
		if s.Check() != nil {
			return
		}
		if llr := s.LLRPentanomial(p); math.IsNaN(llr) || math.IsInf(llr, 0) {
			t.Fatalf("%v %+v: LLR %v", p, s, llr)
		}
		tr := Trinomial{int(a), int(b), int(c)}
		if llr := s.LLRTrinomial(tr); math.IsNaN(llr) || math.IsInf(llr, 0) {
			t.Fatalf("%v %+v: LLR %v", tr, s, llr)
		}
	})
}
