// Package stats is the arithmetic of engine matches: Elo from a score, its 95%
// interval from trinomial (per game) or pentanomial (per game pair) counts, and
// the generalised SPRT in logistic or normalised Elo, as fishtest computes them.
package stats

import (
	"fmt"
	"math"
)

// Z975 is the standard normal quantile of 0.975: a 95% two-sided interval.
const Z975 = 1.959963984540054

// scoreClamp keeps Elo finite at a score of 0 or 1 (fishtest's epsilon).
const scoreClamp = 1e-3

// regularizer replaces an empty cell so that a variance is never zero and the
// likelihood ratio is defined (fishtest's prior).
const regularizer = 1e-3

// Elo is the logistic Elo difference that gives the expected score s, the
// score clamped to [0.001, 0.999] (±1200 Elo).
func Elo(s float64) float64 {
	s = math.Max(scoreClamp, math.Min(1-scoreClamp, s))
	return -400 * math.Log10(1/s-1)
}

// Score is the expected score of a side elo logistic Elo stronger.
func Score(elo float64) float64 { return 1 / (1 + math.Pow(10, -elo/400)) }

// Trinomial counts single games from one side's view: losses, draws, wins.
type Trinomial [3]int

// Pentanomial counts game pairs by the pair's score for one side: 0 (two
// losses), 0.5, 1, 1.5, 2 (two wins).
type Pentanomial [5]int

// Estimate is what a match says about the strength difference.
type Estimate struct {
	Games   float64 // games counted
	Score   float64 // mean score per game, 0..1
	Var     float64 // variance of one game's score (from pairs when pentanomial)
	Elo     float64
	EloLo   float64 // 95% interval
	EloHi   float64
	ScoreLo float64 // the same interval as mean scores (0..1)
	ScoreHi float64
	LOS     float64 // likelihood of superiority, 0..1
	Empty   bool    // no game: the other fields are zero
	Clamped bool    // the score or a bound hit 0 or 1: the Elo there is ±1200
	Model   string  // "trinomial" or "pentanomial": how the variance was counted
}

// FromTrinomial estimates from independent games.
func FromTrinomial(c Trinomial) Estimate { return estimate(c[:]) }

// FromPentanomial estimates from game pairs: the variance of a pair's score
// includes the correlation of the two games of a pair (same deployments), so
// the interval is honest for paired games.
func FromPentanomial(c Pentanomial) Estimate { return estimate(c[:]) }

// estimate follows fishtest's get_elo: results of length 2n+1 count groups of
// n games by their score 0, 1/2, … n.
func estimate(results []int) Estimate {
	kind := "trinomial"
	if len(results) == 5 {
		kind = "pentanomial"
	}
	total := 0
	for _, r := range results {
		total += r
	}
	if total == 0 {
		return Estimate{Empty: true, Model: kind}
	}
	games, mu, v := moments(regularize(results))
	sd := math.Sqrt(v / games)
	lo, hi := mu-Z975*sd, mu+Z975*sd
	e := Estimate{
		Games:   float64(total * (len(results) - 1) / 2),
		Score:   rawScore(results),
		Var:     v,
		Elo:     Elo(mu),
		EloLo:   Elo(lo),
		EloHi:   Elo(hi),
		ScoreLo: math.Max(0, lo),
		ScoreHi: math.Min(1, hi),
		LOS:     phi((mu - 0.5) / sd),
		Model:   kind,
	}
	e.Clamped = lo < scoreClamp || hi > 1-scoreClamp || mu < scoreClamp || mu > 1-scoreClamp
	return e
}

// rawScore is the unregularised mean score per game.
func rawScore(results []int) float64 {
	n := len(results) - 1
	var sum, groups float64
	for i, r := range results {
		sum += float64(r) * float64(i) / float64(n)
		groups += float64(r)
	}
	return sum / groups
}

// moments is fishtest's stats(): the number of games, the mean score of one
// game and the variance of one game's score (a group's variance spread over
// its games).
func moments(results []float64) (games, mu, v float64) {
	l := len(results)
	var n float64
	for _, r := range results {
		n += r
	}
	games = n * float64(l-1) / 2
	for i, r := range results {
		mu += r * float64(i) / 2
	}
	mu /= games
	groupMean := float64(l-1) / 2 * mu
	for i, r := range results {
		d := float64(i)/2 - groupMean
		v += r * d * d
	}
	return games, mu, v / games
}

func regularize(results []int) []float64 {
	out := make([]float64, len(results))
	for i, r := range results {
		out[i] = float64(r)
		if r == 0 {
			out[i] = regularizer
		}
	}
	return out
}

func phi(x float64) float64 { return 0.5 * math.Erfc(-x/math.Sqrt2) }

// String is "+12.3 [-20.1, +45.0]".
func (e Estimate) String() string {
	if e.Empty {
		return "no games"
	}
	return fmt.Sprintf("%+.1f [%+.1f, %+.1f]", tidy(e.Elo), tidy(e.EloLo), tidy(e.EloHi))
}

// tidy keeps rounding noise from printing as "-0.0".
func tidy(x float64) float64 {
	if math.Abs(x) < 0.05 {
		return 0
	}
	return x
}
