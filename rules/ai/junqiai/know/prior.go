package know

import (
	"math"
	"math/rand/v2"

	"warboard/rules/junqi"
)

// derivePrior measures where deployments put each rank: n layouts, seven in
// ten drawn by Plan, two in ten a classic (deploy.go, mirrored at random),
// one in ten uniformly random. The result, per local index and rank, is a
// likelihood ratio against the rank's share of the set, mixed half and half
// with the even prior (so no rank is ever ruled out by it). placementPrior
// is its output for a fixed seed, kept as a table so nothing is computed at
// start-up (TestPlacementPriorUpToDate keeps the two in step).
func derivePrior(n int) [30][13]float32 {
	r := rand.New(rand.NewPCG(2026, 10))
	var count [30][13]int
	for k := 0; k < n; k++ {
		var l junqi.Layout
		switch k % 10 {
		case 0, 1, 2, 3, 4, 5, 6:
			l = plan(r)
		case 7, 8:
			l = junqi.Layouts[r.IntN(len(junqi.Layouts))].Layout
			if r.IntN(2) == 1 {
				l = l.Mirror()
			}
		default:
			l = junqi.RandomLayout(r)
		}
		for i, rk := range l {
			if rk != 0 {
				count[i][rk]++
			}
		}
	}
	var out [30][13]float32
	for i := range out {
		for rk := junqi.Engineer; rk <= junqi.Flag; rk++ {
			share := float64(junqi.Standard[rk]) / junqi.PiecesPerSeat
			freq := float64(count[i][rk]) / float64(n)
			w := 0.5 + 0.5*(freq/share)
			out[i][rk] = float32(math.Round(w*100) / 100) // two decimals, as in the table
		}
	}
	return out
}
