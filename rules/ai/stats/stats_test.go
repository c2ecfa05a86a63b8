package stats

import (
	"math"
	"testing"
)

func near(t *testing.T, what string, got, want, tol float64) {
	t.Helper()
	if math.IsNaN(got) || math.Abs(got-want) > tol {
		t.Errorf("%s = %.10g, want %.10g (±%g)", what, got, want, tol)
	}
}

func TestEloOfScore(t *testing.T) {
	near(t, "Elo(0.5)", Elo(0.5), 0, 1e-12)
	near(t, "Elo(0.75)", Elo(0.75), 400*math.Log10(3), 1e-9) // 190.85
	near(t, "Elo(0.25)", Elo(0.25), -400*math.Log10(3), 1e-9)
	near(t, "Elo(0.9)", Elo(0.9), 400*math.Log10(9), 1e-9) // 381.7
	near(t, "Elo(1) clamps", Elo(1), 400*math.Log10(999), 1e-9)
	near(t, "Elo(0) clamps", Elo(0), -400*math.Log10(999), 1e-9)
	for _, e := range []float64{-500, -35, 0, 12.5, 300} {
		near(t, "Elo(Score(e))", Elo(Score(e)), e, 1e-9)
	}
}

// The reference figures below were computed by hand from fishtest's formulas
// (stat_util.get_elo, LLRcalc.LLR_logistic) in an independent Python script,
// solving the secular equation by bisection; the counts are fishtest's own
// published test data (stat_util.py's unit tests).
var (
	fishtestPentanomial = Pentanomial{10789, 19328, 33806, 19402, 10543}
	fishtestTrinomial   = Trinomial{65804, 56553, 65388}
)

func TestEstimateMatchesFishtest(t *testing.T) {
	e := FromPentanomial(fishtestPentanomial)
	near(t, "pentanomial Elo", e.Elo, -0.7735773359165423, 1e-9)
	near(t, "pentanomial lo", e.EloLo, -2.051167691664677, 1e-9)
	near(t, "pentanomial hi", e.EloHi, 0.5039920997913666, 1e-9)
	near(t, "pentanomial var", e.Var, 0.16520025277542671, 1e-12)
	if e.Games != 2*93868 {
		t.Errorf("games %v, want %d", e.Games, 2*93868)
	}
	tr := FromTrinomial(fishtestTrinomial)
	near(t, "trinomial Elo", tr.Elo, -0.7698390908603271, 1e-9)
	near(t, "trinomial lo", tr.EloLo, -2.083592938828181, 1e-9)
	near(t, "trinomial hi", tr.EloHi, 0.5438927428804149, 1e-9)
	// Pairs with the same deployments are correlated: here the pentanomial
	// variance is smaller, so its interval is narrower than the trinomial one.
	if e.EloHi-e.EloLo >= tr.EloHi-tr.EloLo {
		t.Errorf("pentanomial interval %v not narrower than trinomial %v", e, tr)
	}
}

func TestEstimateSmallMatch(t *testing.T) {
	// 70 wins, 20 draws, 10 losses: score 0.8, variance 0.11 per game.
	e := FromTrinomial(Trinomial{10, 20, 70})
	near(t, "score", e.Score, 0.8, 1e-12)
	near(t, "var", e.Var, 0.11, 1e-12)
	near(t, "Elo", e.Elo, 240.82399653118495, 1e-6)
	near(t, "lo", e.EloLo, 177.21243755303004, 1e-6)
	near(t, "hi", e.EloHi, 322.67985523274547, 1e-6)
	// The interval's half-width in score is z * sd / sqrt(n).
	near(t, "score half-width", Score(e.EloHi)-0.8, Z975*math.Sqrt(0.11/100), 1e-9)
	near(t, "score lo", e.ScoreLo, 0.8-Z975*math.Sqrt(0.11/100), 1e-9)
	near(t, "score hi", e.ScoreHi, Score(e.EloHi), 1e-9)
	if e.LOS < 0.999 {
		t.Errorf("LOS %v for a clear win", e.LOS)
	}
}

func TestEstimateEdges(t *testing.T) {
	if e := FromPentanomial(Pentanomial{}); !e.Empty || e.String() != "no games" {
		t.Errorf("empty: %+v", e)
	}
	all := FromPentanomial(Pentanomial{0, 0, 0, 0, 50})
	if all.Score != 1 || !all.Clamped || all.Elo < 1000 || math.IsNaN(all.EloLo) || math.IsInf(all.EloLo, 0) {
		t.Errorf("all won: %+v", all)
	}
	even := FromPentanomial(Pentanomial{0, 0, 40, 0, 0})
	if math.Abs(even.Elo) > 1e-6 || even.EloLo >= 0 || even.EloHi <= 0 {
		t.Errorf("all even pairs: %+v", even)
	}
	near(t, "LOS at 50%", FromTrinomial(Trinomial{30, 40, 30}).LOS, 0.5, 1e-9)
}

func TestLLRMatchesFishtest(t *testing.T) {
	s := SPRT{Elo0: -3, Elo1: 1, Alpha: 0.05, Beta: 0.05}
	near(t, "LLR pentanomial", s.LLRPentanomial(fishtestPentanomial), 2.131067811785043, 1e-6)
	near(t, "LLR trinomial", s.LLRTrinomial(fishtestTrinomial), 2.049042617981811, 1e-6)
	near(t, "LLR approx", s.LLRApprox(fishtestPentanomial[:]), 2.131244870704829, 1e-9)
	s2 := SPRT{Elo0: 0.2, Elo1: 0.9, Alpha: 0.05, Beta: 0.05}
	near(t, "LLR small bounds", s2.LLRPentanomial(Pentanomial{39, 2226, 31451, 2412, 40}), 2.1625425800500317, 1e-6)
	s3 := SPRT{Elo0: 0, Elo1: 50, Alpha: 0.05, Beta: 0.05}
	near(t, "LLR trinomial 0/50", s3.LLRTrinomial(Trinomial{10, 20, 70}), 9.634956419587084, 1e-6)
	near(t, "LLR pentanomial 0/50", s3.LLRPentanomial(Pentanomial{5, 10, 20, 30, 35}), 9.599190013335651, 1e-6)
	// Normalised Elo: fishtest's own example gives the bounds 0.764/3.439
	// as the equivalent of logistic 0.2/0.9 on these counts.
	n1 := SPRT{Elo0: 0.764, Elo1: 3.439, Alpha: 0.05, Beta: 0.05, Normalized: true}
	near(t, "normalized LLR", n1.LLRPentanomial(Pentanomial{39, 2226, 31451, 2412, 40}), 2.1629408695841628, 1e-6)
	n2 := SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05, Normalized: true}
	near(t, "normalized LLR 0/5", n2.LLRPentanomial(fishtestPentanomial), -26.838448639796848, 1e-5)
	n3 := SPRT{Elo0: 0, Elo1: 50, Alpha: 0.05, Beta: 0.05, Normalized: true}
	near(t, "normalized trinomial", n3.LLRTrinomial(Trinomial{10, 20, 70}), 8.629143620044582, 1e-6)
	n4 := SPRT{Elo0: 0, Elo1: 100, Alpha: 0.05, Beta: 0.05, Normalized: true}
	near(t, "normalized pentanomial", n4.LLRPentanomial(Pentanomial{5, 10, 20, 30, 35}), 15.009454757018373, 1e-6)
	if s.LLRPentanomial(Pentanomial{}) != 0 {
		t.Error("LLR of nothing is not 0")
	}
}

func TestSPRTBoundsAndVerdicts(t *testing.T) {
	s := SPRT{Elo0: 0, Elo1: 50, Alpha: 0.05, Beta: 0.05}
	lo, hi := s.Bounds()
	near(t, "lower", lo, math.Log(0.05/0.95), 1e-12) // -2.944
	near(t, "upper", hi, math.Log(0.95/0.05), 1e-12)
	if s.Decide(0) != Continue || s.Decide(hi) != AcceptH1 || s.Decide(lo-0.01) != AcceptH0 {
		t.Error("verdicts at 0, the upper and below the lower bound")
	}
	// A side that wins every pair passes quickly; one that loses them fails.
	var wins, losses Pentanomial
	passAt, failAt := 0, 0
	for n := 1; n <= 100 && (passAt == 0 || failAt == 0); n++ {
		wins[4]++
		losses[0]++
		if passAt == 0 && s.Decide(s.LLRPentanomial(wins)) == AcceptH1 {
			passAt = n
		}
		if failAt == 0 && s.Decide(s.LLRPentanomial(losses)) == AcceptH0 {
			failAt = n
		}
	}
	if passAt == 0 || passAt > 30 || failAt == 0 || failAt > 30 {
		t.Errorf("pass after %d pairs, fail after %d (want both within 30)", passAt, failAt)
	}
	// An even match keeps the LLR negative (H0: Elo 0 is the better fit) but
	// only slowly, and grows towards H0.
	even := Pentanomial{2, 8, 20, 8, 2}
	if l := s.LLRPentanomial(even); l >= 0 || l < lo*2 {
		t.Errorf("even LLR %v", l)
	}
	for _, bad := range []SPRT{
		{Elo0: 5, Elo1: 5, Alpha: 0.05, Beta: 0.05},
		{Elo0: 0, Elo1: 5, Alpha: 0, Beta: 0.05},
		{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.7},
		{Elo0: math.NaN(), Elo1: 5, Alpha: 0.05, Beta: 0.05},
		{Elo0: 0, Elo1: 1500, Alpha: 0.05, Beta: 0.05},
	} {
		if bad.Check() == nil {
			t.Errorf("%+v passed Check", bad)
		}
	}
	if s.Check() != nil {
		t.Error(s.Check())
	}
}

func TestMLEHasTheRequestedMean(t *testing.T) {
	_, pdf := empirical([]int{5, 10, 20, 30, 35})
	for _, s := range []float64{0.3, 0.5, 0.71} {
		p, ok := mleExpected(pdf, s)
		if !ok {
			t.Fatal("no root")
		}
		var sum, mean float64
		for i, v := range pdf {
			sum += p[i]
			mean += p[i] * v.a
		}
		near(t, "total probability", sum, 1, 1e-9)
		near(t, "mean", mean, s, 1e-9)
	}
	for _, tv := range []float64{-0.2, 0, 0.35} {
		p, ok := mleTValue(pdf, 0.5, tv)
		if !ok {
			t.Fatal("no t-value root")
		}
		var mu, v float64
		for i, x := range pdf {
			mu += p[i] * x.a
		}
		for i, x := range pdf {
			v += p[i] * (x.a - mu) * (x.a - mu)
		}
		near(t, "t-value", (mu-0.5)/math.Sqrt(v), tv, 1e-6)
	}
	if _, ok := mleExpected(pdf, 1.5); ok {
		t.Error("a mean outside the values has a root")
	}
}
