package ai

import (
	"math/rand/v2"
	"sort"

	"warboard/rules/junqi"
)

// The landlord's pick: 19 of the pool's 23 pieces, so four are left out.
//
// easy, normal and hard always keep 元帅, 堡垒 and 导弹: 元帅 beats every
// officer, 堡垒 is a landmine no engineer clears (only a bomb, which goes
// with it) — the best guard of the flag —, and 导弹 is a free trade with any
// officer from 团长 up while it runs the railway like an engineer. The other
// 16 are taken one at a time by their worth to the army as it stands (the
// deal and what is taken so far): the first engineers, landmines and bombs
// count most (marginalWorth), so it drops the weakest — usually 排长 and 连长,
// or a fifth landmine. greedy keeps the 19 of most material worth; easy
// misjudges each piece by up to a third; random draws 19.

func sandayiPick(level string, h *junqi.Hand, seat junqi.Seat, seed uint64) ([]junqi.Rank, error) {
	pool := h.Pool() // the landlord's to see: the caller checked seat is the landlord
	src := rand.New(rand.NewPCG(seed, 0x3d1b1c))
	if level == "random" {
		src.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
		return sortedCodes(pool[:junqi.PickSize]), nil
	}
	p, err := sandayiParamsOf(level)
	if err != nil {
		return nil, err
	}
	if p.plain {
		sort.SliceStable(pool, func(i, j int) bool { return pieceWorth[pool[i]] > pieceWorth[pool[j]] })
		return sortedCodes(pool[:junqi.PickSize]), nil
	}
	// The worth of each pool piece as easy sees it: a fixed misjudgement each.
	skew := make([]float64, len(pool))
	for i := range skew {
		skew[i] = 1
		if p.noise > 0 {
			skew[i] = 1 + (src.Float64()*2-1)/3
		}
	}
	var have [junqi.NumRanks]int
	for _, r := range h.Deal[seat&3] {
		have[r]++
	}
	taken := make([]bool, len(pool))
	var out []junqi.Rank
	take := func(i int) {
		taken[i] = true
		have[pool[i]]++
		out = append(out, pool[i])
	}
	for i, r := range pool {
		if r == junqi.Supreme || r == junqi.Fortress || r == junqi.Missile {
			take(i)
		}
	}
	for len(out) < junqi.PickSize {
		best, bestV := -1, 0.0
		for i, r := range pool {
			if taken[i] {
				continue
			}
			if v := marginalWorth(r, have[r]) * skew[i]; best < 0 || v > bestV {
				best, bestV = i, v
			}
		}
		take(best)
	}
	return sortedCodes(out), nil
}

// sortedCodes orders a pick by piece code, as the random player wrote it.
func sortedCodes(rs []junqi.Rank) []junqi.Rank {
	out := append([]junqi.Rank(nil), rs...)
	sort.Slice(out, func(i, j int) bool { return out[i].Code() < out[j].Code() })
	return out
}
