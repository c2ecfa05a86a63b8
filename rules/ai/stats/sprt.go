package stats

import (
	"fmt"
	"math"
)

// SPRT is a sequential test of H0: Elo = Elo0 against H1: Elo = Elo1, in
// logistic Elo, with error rates Alpha (accepting H1 when H0 holds) and Beta
// (accepting H0 when H1 holds). It is fishtest's generalised SPRT: the log
// likelihood ratio of the two maximum-likelihood distributions of the observed
// (trinomial or pentanomial) results whose expected scores are Score(Elo0) and
// Score(Elo1). It has no overshoot correction: the bounds are Wald's.
type SPRT struct {
	Elo0, Elo1  float64
	Alpha, Beta float64
}

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
	s0, s1 := Score(t.Elo0), Score(t.Elo1)
	p0, ok0 := mleExpected(pdf, s0)
	p1, ok1 := mleExpected(pdf, s1)
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
// solves the secular equation sum p_i (a_i - s) / (1 + x (a_i - s)) = 0. The
// left side falls strictly in x, so bisection finds the root.
func mleExpected(pdf []point, s float64) ([]float64, bool) {
	minA, maxA := math.Inf(1), math.Inf(-1)
	for _, v := range pdf {
		minA = math.Min(minA, v.a-s)
		maxA = math.Max(maxA, v.a-s)
	}
	if !(minA < 0 && maxA > 0) {
		return nil, false
	}
	lo, hi := -1/maxA, -1/minA
	f := func(x float64) float64 {
		var sum float64
		for _, v := range pdf {
			d := v.a - s
			sum += v.p * d / (1 + x*d)
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
	x := lo + (hi-lo)/2
	out := make([]float64, len(pdf))
	for i, v := range pdf {
		out[i] = v.p / (1 + x*(v.a-s))
	}
	return out, true
}
