package know

import (
	"math/rand/v2"

	"warboard/rules/junqi"
)

// Plan returns a deployment with intent for seat on the board of cfg: the flag
// in an HQ walled in by landmines, bombs where a rushing enemy 司令 comes,
// engineers kept to clear mines, the big pieces on the railway where they act.
// It draws a style and varies every choice with r, so no two games look alike;
// every layout passes Layout.Check (a broken plan falls back to a random legal one).
func Plan(cfg junqi.Config, seat junqi.Seat, r *rand.Rand) junqi.Layout {
	if r == nil {
		r = rand.New(rand.NewPCG(1, 2))
	}
	for try := 0; try < 8; try++ {
		l := plan(r)
		if l.Check(cfg.Board, seat) == nil || !junqi.BoardOf(cfg.Board).HasArea(seat) {
			return l
		}
	}
	return junqi.RandomLayout(r)
}

// idx is a layout index from a local file (0..4) and rank (1..6).
func idx(file, rank int) int { return (rank-1)*5 + file }

func plan(r *rand.Rand) junqi.Layout {
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

func allIdx(r0, r1 int) []int {
	var out []int
	for i := idx(0, r0); i <= idx(4, r1); i++ {
		out = append(out, i)
	}
	return out
}
