package stats

import (
	"fmt"
	"math"
)

// SPRT is a sequential test of H0: Elo = Elo0 against H1: Elo = Elo1, in
// logistic Elo (or normalised Elo), with error rates Alpha (accepting H1 when
// H0 holds) and Beta (accepting H0 when H1 holds). It is fishtest's
// generalised SPRT: the log likelihood ratio of the two maximum-likelihood
// distributions of the observed (trinomial or pentanomial) results whose
// expected scores are Score(Elo0) and Score(Elo1) (normalised: whose t-values
// match Elo0 and Elo1). It has no overshoot correction: the bounds are Wald's.
type SPRT struct {
	Elo0, Elo1  float64
	Alpha, Beta float64
	// Normalized reads Elo0 and Elo1 as normalised Elo (fishtest's
	// LLR_normalized: the t-value of the score, free of the draw ratio)
	// instead of logistic Elo.
	Normalized bool
}

// neloPerT is normalised Elo per unit of t-value: 800/ln 10.
const neloPerT = 800 / math.Ln10

// Verdict is where an SPRT stands.
type Verdict int

// The verdicts.
const (
	Continue Verdict = iota // between the bounds
	AcceptH1                // LLR above the upper bound: Elo >= Elo1 (a "pass")
	AcceptH0                // LLR below the lower bound: Elo <= Elo0 (a "fail")
)

func (v Verdict) String() string {
	switch v {
	case AcceptH1:
		return "H1 accepted"
	case AcceptH0:
		return "H0 accepted"
	}
	return "continue"
}

// Check reports an SPRT that cannot be run.
func (t SPRT) Check() error {
	switch {
	case math.IsNaN(t.Elo0) || math.IsNaN(t.Elo1) || math.Abs(t.Elo0) >= 1200 || math.Abs(t.Elo1) >= 1200:
		return fmt.Errorf("sprt: elo0 and elo1 must lie between -1200 and 1200")
	case !(t.Elo0 < t.Elo1):
		return fmt.Errorf("sprt: elo0 (%g) must be below elo1 (%g)", t.Elo0, t.Elo1)
	case !(t.Alpha > 0 && t.Alpha < 0.5) || !(t.Beta > 0 && t.Beta < 0.5):
		return fmt.Errorf("sprt: alpha and beta must lie between 0 and 0.5")
	}
	return nil
}

// Bounds are Wald's: log(beta/(1-alpha)) and log((1-beta)/alpha).
func (t SPRT) Bounds() (lower, upper float64) {
	return math.Log(t.Beta / (1 - t.Alpha)), math.Log((1 - t.Beta) / t.Alpha)
}

// Decide places an LLR against the bounds.
func (t SPRT) Decide(llr float64) Verdict {
	lo, hi := t.Bounds()
	switch {
	case llr >= hi:
		return AcceptH1
	case llr <= lo:
		return AcceptH0
	}
	return Continue
}

// LLRPentanomial is the test's log likelihood ratio after these game pairs.
func (t SPRT) LLRPentanomial(c Pentanomial) float64 { return t.llr(c[:]) }

// LLRTrinomial is the test's log likelihood ratio after these single games.
func (t SPRT) LLRTrinomial(c Trinomial) float64 { return t.llr(c[:]) }

// llr is fishtest's LLR_logistic: N times the mean log ratio of the two
// maximum-likelihood distributions with expectations s0 and s1, computed from
// the regularised empirical distribution of the results.
func (t SPRT) llr(results []int) float64 {
	total := 0
	for _, r := range results {
		total += r
	}
	if total == 0 {
		return 0
	}
	n, pdf := empirical(results)
	var p0, p1 []float64
	var ok0, ok1 bool
	if t.Normalized {
		t0, t1 := t.Elo0/neloPerT, t.Elo1/neloPerT
		if len(results) == 5 { // a pair's t-value is sqrt 2 times a game's
			t0, t1 = t0*math.Sqrt2, t1*math.Sqrt2
		}
		p0, ok0 = mleTValue(pdf, 0.5, t0)
		p1, ok1 = mleTValue(pdf, 0.5, t1)
	} else {
		p0, ok0 = mleExpected(pdf, Score(t.Elo0))
		p1, ok1 = mleExpected(pdf, Score(t.Elo1))
	}
	if !ok0 || !ok1 {
		return 0
	}
	var sum float64
	for i, v := range pdf {
		sum += v.p * (math.Log(p1[i]) - math.Log(p0[i]))
	}
	return n * sum
}

// LLRApprox is the quadratic approximation of the same ratio (fishtest's
// LLR_alt2): N (s1-s0) (2 mu - s0 - s1) / (2 var). Tests compare the exact
// ratio with it; near H0 and H1 the two agree closely.
func (t SPRT) LLRApprox(results []int) float64 {
	total := 0
	for _, r := range results {
		total += r
	}
	if total == 0 {
		return 0
	}
	n, pdf := empirical(results)
	var mu, v float64
	for _, x := range pdf {
		mu += x.p * x.a
	}
	for _, x := range pdf {
		v += x.p * (x.a - mu) * (x.a - mu)
	}
	s0, s1 := Score(t.Elo0), Score(t.Elo1)
	return n * (s1 - s0) * (2*mu - s0 - s1) / v / 2
}

type point struct{ a, p float64 } // a value (score per game of a group) and its probability

// empirical is fishtest's results_to_pdf: the regularised counts as a
// distribution over the per-game score of a group (0, 1/4 … 1 for pairs).
func empirical(results []int) (n float64, pdf []point) {
	reg := regularize(results)
	for _, r := range reg {
		n += r
	}
	k := float64(len(results) - 1)
	pdf = make([]point, len(reg))
	for i, r := range reg {
		pdf[i] = point{float64(i) / k, r / n}
	}
	return n, pdf
}

// mleExpected is the distribution on the same values closest (maximum
// likelihood) to pdf whose expectation is s: p_i / (1 + x (a_i - s)) where x
// solves the secular equation for the values a_i - s.
func mleExpected(pdf []point, s float64) ([]float64, bool) {
	d := make([]float64, len(pdf))
	for i, v := range pdf {
		d[i] = v.a - s
	}
	x, ok := secular(pdf, d)
	if !ok {
		return nil, false
	}
	out := make([]float64, len(pdf))
	for i, v := range pdf {
		out[i] = v.p / (1 + x*d[i])
	}
	return out, true
}

// mleTValue is the distribution on pdf's values closest to pdf whose
// t-value (mu - ref)/sigma is t: fishtest's MLE_t_value, a fixed-point
// iteration over secular equations (at most 10 rounds, as there).
func mleTValue(pdf []point, ref, t float64) ([]float64, bool) {
	cur := make([]float64, len(pdf))
	for i := range cur {
		cur[i] = 1 / float64(len(pdf))
	}
	d := make([]float64, len(pdf))
	for round := 0; round < 10; round++ {
		var mu, v float64
		for i, x := range pdf {
			mu += cur[i] * x.a
		}
		for i, x := range pdf {
			v += cur[i] * (x.a - mu) * (x.a - mu)
		}
		sigma := math.Sqrt(v)
		if !(sigma > 0) {
			return nil, false
		}
		for i, x := range pdf {
			z := (mu - x.a) / sigma
			d[i] = x.a - ref - t*sigma*(1+z*z)/2
		}
		x, ok := secular(pdf, d)
		if !ok {
			return nil, false
		}
		change := 0.0
		for i, v := range pdf {
			next := v.p / (1 + x*d[i])
			change = math.Max(change, math.Abs(next-cur[i]))
			cur[i] = next
		}
		if change < 1e-9 {
			break
		}
	}
	return cur, true
}

// secular solves sum p_i d_i / (1 + x d_i) = 0 for x, where some d_i are
// negative and some positive. The left side falls strictly in x between
// its poles -1/max d and -1/min d, so bisection finds the root.
func secular(pdf []point, d []float64) (float64, bool) {
	minD, maxD := math.Inf(1), math.Inf(-1)
	for _, x := range d {
		minD = math.Min(minD, x)
		maxD = math.Max(maxD, x)
	}
	if !(minD < 0 && maxD > 0) {
		return 0, false
	}
	lo, hi := -1/maxD, -1/minD
	f := func(x float64) float64 {
		var sum float64
		for i, v := range pdf {
			sum += v.p * d[i] / (1 + x*d[i])
		}
		return sum
	}
	// f(lo+) = +inf, f(hi-) = -inf.
	for i := 0; i < 200; i++ {
		mid := lo + (hi-lo)/2
		if mid <= lo || mid >= hi {
			break
		}
		if f(mid) > 0 {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo + (hi-lo)/2, true
}
