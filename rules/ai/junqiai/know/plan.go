package know

import (
	"math/rand/v2"

	"warboard/rules/junqi"
)

// Style is the character of a planned deployment, drawn for each game.
type Style int

const (
	// Defensive: the flag walled in by three landmines with a bomb behind
	// them, the 司令 a step back from the front, officers guarding the
	// railway by the flag, engineers kept home.
	Defensive Style = iota
	// Balanced: landmines on the flag's front and one flank, bombs on the
	// middle file or a railway junction, the big pieces on the front.
	Balanced
	// Aggressive: two landmines by the flag and the third a decoy, the big
	// pieces and a bomb up front, two engineers on the front railway.
	Aggressive
	numStyles
)

// String names the style ("defensive", "balanced", "aggressive").
func (s Style) String() string {
	switch s {
	case Defensive:
		return "defensive"
	case Balanced:
		return "balanced"
	case Aggressive:
		return "aggressive"
	}
	return "style?"
}

// Plan returns a deployment with intent for seat on the board of cfg: the flag
// in an HQ walled in by landmines, bombs where a rushing enemy 司令 comes,
// engineers kept to clear mines, the big pieces on the railway where they act.
// It draws a style (defensive, balanced, aggressive) and the flag's HQ and
// varies every other choice with r, so no two games look alike. Every layout
// passes Layout.Check, always has a landmine in front of the flag and another
// beside it, and never puts the 司令 on a headquarters (a broken plan, which
// does not happen, falls back to a random legal one).
func Plan(cfg junqi.Config, seat junqi.Seat, r *rand.Rand) junqi.Layout {
	if r == nil {
		r = rand.New(rand.NewPCG(1, 2))
	}
	for try := 0; try < 8; try++ {
		l := plan(r)
		if !junqi.BoardOf(cfg.Board).HasArea(seat) || l.Check(cfg.Board, seat) == nil && Sound(l) {
			return l
		}
	}
	return junqi.RandomLayout(r)
}

// Sound reports whether a layout keeps the flag safe and the 司令 free: the
// flag on an HQ with a landmine in front of it (the railway of rank 2 runs
// past that point) and at least one more landmine beside it, and no 司令 on
// a headquarters.
func Sound(l junqi.Layout) bool {
	flag := -1
	for _, f := range []int{1, 3} {
		if l[idx(f, 1)] == junqi.Flag {
			flag = f
		}
	}
	if flag < 0 || l.HQPinned() || l[idx(flag, 2)] != junqi.Mine {
		return false
	}
	return l[idx(flag-1, 1)] == junqi.Mine || l[idx(flag+1, 1)] == junqi.Mine
}

// idx is a layout index from a local file (0..4) and rank (1..6).
func idx(file, rank int) int { return (rank-1)*5 + file }

// plan draws a style and plans a layout in it.
func plan(r *rand.Rand) junqi.Layout {
	return planStyle(r, Style(r.IntN(int(numStyles))))
}

func planStyle(r *rand.Rand, style Style) junqi.Layout {
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
	// chance is true with probability num/den.
	chance := func(num, den int) bool { return r.IntN(den) < num }
	flagFile := 1 + 2*r.IntN(2) // b1 or d1, half the games each
	other := 4 - flagFile       // the other HQ's file
	outer := 0                  // the corner beside the flag
	if flagFile == 3 {
		outer = 4
	}
	far := 4 - outer // the corner on the other side
	l[idx(flagFile, 1)] = junqi.Flag

	// Landmines: always in front of the flag (the railway of rank 2 runs
	// past it) and on one flank; the third closes the wall (defensive, most
	// balanced games) or is a decoy elsewhere in the back two ranks — often
	// round the other HQ, to look like the flag's wall.
	l[idx(flagFile, 2)] = junqi.Mine
	pick(junqi.Mine, idx(outer, 1), idx(2, 1))
	// (the literal draws all three chances, whatever the style: the stream
	// stays the same length)
	wall := map[Style]bool{Defensive: !chance(1, 6), Balanced: chance(3, 5), Aggressive: chance(1, 4)}[style]
	if wall {
		pick(junqi.Mine, idx(outer, 1), idx(2, 1))
	} else if chance(1, 2) {
		pick(junqi.Mine, idx(other, 2), idx(other, 1), idx(far, 1))
	} else {
		pick(junqi.Mine, idx(far, 2), idx(2, 2), idx(outer, 2), idx(far, 1), idx(other, 2))
	}

	// Bombs: defensive keeps one by the flag (the open flank, or just behind
	// the wall) and one on the middle file; balanced one on the middle file
	// or a railway junction where a rushing 司令 comes and one near the flag
	// or on a wing; aggressive one up front to trade with the first big
	// attacker and one on a junction.
	middle := []int{idx(2, 3), idx(2, 5), idx(0, 4), idx(4, 4), idx(2, 2)}
	switch style {
	case Defensive:
		if !pick(junqi.Bomb, idx(outer, 1), idx(2, 1)) {
			pick(junqi.Bomb, idx(2, 2), idx(outer, 2), idx(outer, 3), idx(2, 3))
		}
		pick(junqi.Bomb, middle...)
	case Balanced:
		pick(junqi.Bomb, middle...)
		switch r.IntN(3) {
		case 0:
			pick(junqi.Bomb, idx(outer, 2), idx(outer, 3), idx(2, 2), idx(outer, 1), idx(2, 1))
		case 1:
			pick(junqi.Bomb, idx(other, 2), idx(far, 3), idx(far, 4))
		default:
			pick(junqi.Bomb, idx(0, 5), idx(4, 5), idx(2, 5), idx(0, 3), idx(4, 3))
		}
	case Aggressive:
		pick(junqi.Bomb, idx(0, 5), idx(4, 5), idx(2, 5), idx(1, 4), idx(3, 4))
		pick(junqi.Bomb, idx(2, 3), idx(0, 4), idx(4, 4), idx(0, 3), idx(4, 3), idx(2, 2))
	}

	// Engineers: one (aggressive: two) on the front railway, the others kept
	// back to clear landmines later.
	frontRail := []int{idx(0, 6), idx(4, 6), idx(2, 6), idx(0, 5), idx(4, 5)}
	back := []int{idx(0, 2), idx(4, 2), idx(1, 2), idx(3, 2), idx(2, 2), idx(0, 3), idx(4, 3), idx(0, 1), idx(4, 1), idx(2, 1)}
	forward := 1
	if style == Aggressive || style == Balanced && chance(1, 4) {
		forward = 2
	}
	for k := 0; k < 3; k++ {
		if k < forward {
			pick(junqi.Engineer, frontRail...)
		} else {
			pick(junqi.Engineer, back...)
		}
	}

	// The big pieces. The front: the front rank, the railway files and the
	// points beside the camps; a step back: ranks 3–5.
	front := []int{idx(0, 6), idx(1, 6), idx(2, 6), idx(3, 6), idx(4, 6), idx(0, 5), idx(4, 5), idx(0, 4), idx(4, 4), idx(1, 4), idx(3, 4)}
	second := []int{idx(0, 4), idx(4, 4), idx(1, 4), idx(3, 4), idx(0, 3), idx(4, 3), idx(2, 3), idx(2, 5), idx(0, 5), idx(4, 5)}
	home := []int{idx(outer, 2), idx(outer, 3), idx(2, 2), idx(outer, 4), idx(2, 3), idx(0, 2), idx(4, 2)}
	switch style {
	case Defensive:
		pick(junqi.Marshal, second...)
		if chance(1, 2) {
			pick(junqi.General, home...)
		} else {
			pick(junqi.General, front...)
		}
		pick(junqi.MajorGen, home...)
		pick(junqi.MajorGen, home...)
		// railway guards: officers on the railway by the flag
		pick(junqi.Brigadier, idx(outer, 2), idx(outer, 3), idx(2, 2))
		pick(junqi.Colonel, idx(far, 2), idx(outer, 2), idx(outer, 3), idx(far, 3))
	case Balanced:
		pick(junqi.Marshal, front...)
		pick(junqi.General, front...)
		pick(junqi.MajorGen, front...)
		pick(junqi.MajorGen, home...)
		if chance(1, 2) {
			pick(junqi.Brigadier, idx(outer, 2), idx(outer, 3), idx(far, 2))
		}
	case Aggressive:
		frontRank := []int{idx(0, 6), idx(1, 6), idx(2, 6), idx(3, 6), idx(4, 6), idx(0, 5), idx(4, 5)}
		pick(junqi.Marshal, frontRank...)
		pick(junqi.General, frontRank...)
		pick(junqi.MajorGen, front...)
		if chance(1, 2) {
			pick(junqi.MajorGen, front...)
		} else {
			pick(junqi.MajorGen, home...)
		}
	}

	// The other HQ: a cheap piece that holds it (a piece there never moves),
	// or a landmine as part of a decoy wall when one is left.
	if l[idx(other, 1)] == 0 {
		hq := []junqi.Rank{junqi.Lieutenant, junqi.Captain, junqi.Lieutenant, junqi.Captain, junqi.Major}[r.IntN(5)]
		pick(hq, idx(other, 1))
	}

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
	// Place mines and bombs first (they have rules), then the rest (the
	// 司令, should it be left, off the HQs).
	for _, rk := range rest {
		switch rk {
		case junqi.Mine:
			pick(rk, idx(0, 1), idx(2, 1), idx(4, 1), idx(0, 2), idx(1, 2), idx(2, 2), idx(3, 2), idx(4, 2), idx(other, 1))
		case junqi.Bomb:
			pick(rk, allIdx(1, 5)...)
		}
	}
	for _, rk := range rest {
		switch rk {
		case junqi.Mine, junqi.Bomb, junqi.Flag:
		case junqi.Marshal:
			pick(rk, allIdx(2, 6)...)
		default:
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
