package know

import (
	"math"
	"math/rand/v2"

	"warboard/rules/junqi"
)

// derivePrior measures where deployments put each rank: n layouts, seven in
// ten drawn by priorPlan, two in ten a classic (deploy.go, mirrored at
// random), one in ten uniformly random. The result, per local index and rank, is a
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
			l = priorPlan(r)
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

// priorPlan is the plan the prior was measured on: Plan as it stood before
// its styles (issue 26). The prior models how people and programs deploy,
// not only this program's own plan; a table measured on the styled plan
// changed hard's answers in the frozen positions of junqiai's tests
// (TestApproachesFourCountry, TestSandayiLandlordGuardsBesideItsFlag), so it
// waits for its own strength check. (The table was measured again when
// junqi.RandomLayout, the random tenth, stopped putting the 司令 on an HQ:
// those tests keep their answers with it.)
func priorPlan(r *rand.Rand) junqi.Layout {
	var l junqi.Layout
	free := func(i int) bool {
		f, rk := i%5, i/5+1
		camp := (rk == 3 || rk == 5) && (f == 1 || f == 3) || rk == 4 && f == 2
		return !camp && l[i] == 0
	}
	// pick puts rank on one free index of the list, tried in random order.
	pick := func(rank junqi.Rank, spots ...int) bool {
		r.Shuffle(len(spots), func(i, j int) { spots[i], spots[j] = spots[j], spots[i] })
		for _, i := range spots {
			if free(i) {
				l[i] = rank
				return true
			}
		}
		return false
	}
	flagFile := 1 // b1 or d1
	if r.IntN(2) == 1 {
		flagFile = 3
	}
	other := 4 - flagFile
	outer := 0 // the corner beside the flag
	if flagFile == 3 {
		outer = 4
	}
	l[idx(flagFile, 1)] = junqi.Flag

	// Landmines: the fortress (both sides and the front of the flag), or two
	// guards and one elsewhere in the back as a decoy.
	guards := []int{idx(outer, 1), idx(2, 1), idx(flagFile, 2)}
	mines := 3
	if r.IntN(3) == 0 {
		mines = 2
	}
	for k := 0; k < mines; k++ {
		pick(junqi.Mine, guards...)
	}
	for k := mines; k < 3; k++ {
		decoys := []int{idx(other, 1), idx(other, 2), idx(4-outer, 1), idx(2, 2), idx(outer, 2)}
		pick(junqi.Mine, decoys...)
	}

	// Bombs: one on the middle file or a rail junction where a 司令 rushes in,
	// one near the flag or on the other wing, by style.
	pick(junqi.Bomb, idx(2, 3), idx(2, 5), idx(0, 4), idx(4, 4), idx(2, 2))
	switch r.IntN(3) {
	case 0:
		pick(junqi.Bomb, idx(flagFile, 2), idx(outer, 2), idx(outer, 3), idx(2, 2))
	case 1:
		pick(junqi.Bomb, idx(other, 2), idx(4-outer, 3), idx(4-outer, 4))
	default:
		pick(junqi.Bomb, idx(0, 5), idx(4, 5), idx(2, 5), idx(0, 3), idx(4, 3))
	}

	// Engineers: one up front to run the railway, the others kept back to
	// clear landmines later.
	pick(junqi.Engineer, idx(0, 6), idx(4, 6), idx(2, 6), idx(0, 5), idx(4, 5))
	for k := 0; k < 2; k++ {
		pick(junqi.Engineer, idx(0, 2), idx(4, 2), idx(1, 2), idx(3, 2), idx(2, 2), idx(0, 3), idx(4, 3), idx(0, 1), idx(4, 1), idx(2, 1))
	}

	// The big pieces where they act: on the railway files and the front, one
	// 师长 kept home on the flag's side.
	front := []int{idx(0, 6), idx(1, 6), idx(2, 6), idx(3, 6), idx(4, 6), idx(0, 5), idx(4, 5), idx(0, 4), idx(4, 4), idx(1, 4), idx(3, 4)}
	pick(junqi.Marshal, front...)
	pick(junqi.General, front...)
	pick(junqi.MajorGen, front...)
	pick(junqi.MajorGen, idx(outer, 2), idx(outer, 3), idx(flagFile, 2), idx(2, 2), idx(outer, 4), idx(2, 3))

	// The other HQ: a cheap piece, or a captain that holds it.
	pick([]junqi.Rank{junqi.Lieutenant, junqi.Captain, junqi.Lieutenant}[r.IntN(3)], idx(other, 1))

	// Everything else anywhere that is left, shuffled.
	var rest []junqi.Rank
	have := [16]int{}
	for _, x := range l {
		have[x]++
	}
	for rk := junqi.Engineer; rk <= junqi.Flag; rk++ {
		for k := have[rk]; k < int(junqi.Standard[rk]); k++ {
			rest = append(rest, rk)
		}
	}
	r.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	// Place mines and bombs first (they have rules), then the rest.
	for _, rk := range rest {
		switch rk {
		case junqi.Mine:
			pick(rk, idx(0, 1), idx(2, 1), idx(4, 1), idx(0, 2), idx(1, 2), idx(2, 2), idx(3, 2), idx(4, 2), idx(other, 1))
		case junqi.Bomb:
			pick(rk, allIdx(1, 5)...)
		}
	}
	for _, rk := range rest {
		if rk != junqi.Mine && rk != junqi.Bomb && rk != junqi.Flag {
			pick(rk, allIdx(1, 6)...)
		}
	}
	return l
}
