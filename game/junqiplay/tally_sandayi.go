package junqiplay

import "warboard/rules/junqi"

// The count panel in 三打一 (docs/sandayi.md, "What a seat may know"). The armies are
// secret deals, so the usual count — the starting set less what was seen removed —
// would tell them. A seat counts instead from what it may know:
//
//   - its own army exactly (its flag, its deal, its five 排长 or its pick);
//   - every other army's size (25 for a farmer, 39 for the landlord: the rules say so)
//     and its flag;
//   - of each rank, the most another army may hold: the four sets less the seat's own
//     deal; the landlord, who saw the pool, also less the 20 pieces nobody was dealt;
//     with pool-open, the landlord's pick is everybody's knowledge (at least that much in
//     the landlord's army, and none of it in a farmer's deal);
//   - a farmer's five extra 排长, and the landlord's 元帅 堡垒 导弹 only as possible
//     (at most one each), unless the pick is open;
//   - what it saw removed, and the ranks it sees on the board (its allies' with 双明).
//
// The knowledge tracker (rules/ai/junqiai/know) does not follow 三打一, so nothing is
// deduced from moves here: the ranges are wider than in the other modes, never wrong.

// SandayiBounds are the least and the most of each rank that seat x's army may have held
// at the start, as viewer may know them from hand.
func SandayiBounds(h *junqi.Hand, viewer, x junqi.Seat) (lo, hi [junqi.NumRanks]int) {
	if x == viewer {
		for _, r := range h.Army(x) {
			lo[r]++
			hi[r]++
		}
		return lo, hi
	}
	landlord, _, _ := h.Landlord()
	// free: the dealt ranks that may be in another seat's deal (or the pick), as viewer knows
	var free, pick [junqi.NumRanks]int
	for r := junqi.Engineer; r <= junqi.Bomb; r++ {
		free[r] = 4 * int(junqi.Standard[r])
	}
	for _, r := range h.Deal[viewer&3] {
		free[r]--
	}
	if viewer == landlord {
		for _, r := range h.Pool() { // it saw the pool: the pieces nobody was dealt
			if r <= junqi.Bomb {
				free[r]--
			}
		}
	}
	open := h.Rules.PoolOpen && len(h.Pick) > 0
	if open {
		for _, r := range h.Pick {
			pick[r]++
		}
	}
	lo[junqi.Flag], hi[junqi.Flag] = 1, 1
	if x == landlord {
		for r := junqi.Engineer; r <= junqi.Bomb; r++ {
			hi[r] = min(2*junqi.DealSize, free[r])
			if open {
				lo[r] = pick[r]
				hi[r] = pick[r] + max(0, min(junqi.DealSize, free[r]-pick[r]))
			}
		}
		for _, r := range []junqi.Rank{junqi.Supreme, junqi.Fortress, junqi.Missile} {
			lo[r], hi[r] = pick[r], 1
			if open {
				hi[r] = pick[r]
			}
		}
		return lo, hi
	}
	// a farmer: its deal and five 排长
	others := 2 * junqi.DealSize // the two other deals beside x's, where viewer is a farmer too
	if viewer != landlord {
		others = 2*junqi.DealSize + junqi.PoolSize - 3 // another farmer's and the landlord's deals, the undealt
	}
	for r := junqi.Engineer; r <= junqi.Bomb; r++ {
		f := free[r]
		if viewer != landlord {
			f -= pick[r] // with pool-open the pick came from the undealt, not x's deal
		}
		hi[r] = min(junqi.DealSize, max(0, f))
		lo[r] = max(0, f-others)
	}
	lo[junqi.Lieutenant] += junqi.FarmerExtra
	hi[junqi.Lieutenant] += junqi.FarmerExtra
	return lo, hi
}

// sandayiCounts is the count panel of a 三打一 hand for viewer: its own army first (what
// it has lost), then every other seat in play order.
func (s *Session) sandayiCounts(viewer junqi.Seat, pic Picture) []Tally {
	h := s.match.Hand()
	st := s.match.State()
	v := st.View(viewer)
	order := []junqi.Seat{viewer}
	for _, x := range s.cfg.Seats {
		if x != viewer {
			order = append(order, x)
		}
	}
	var out []Tally
	for _, x := range order {
		lo, hi := SandayiBounds(h, viewer, x)
		var board []Seen
		for p := 0; p < st.Board().N; p++ {
			pc := v.Squares[p]
			if pc.Empty() || pc.FaceDown() || pc.Seat() != x {
				continue
			}
			board = append(board, Seen{Rank: pc.Rank()})
		}
		t := countRange(x, lo, hi, removedOf(pic.Lost[x&3], nil, x), board)
		t.Out = v.Out&(1<<x) != 0
		t.Size = len(h.Army(x)) // 25, or the landlord's 39: the rules say so
		if t.Own = x == viewer; t.Own {
			// its own army: what is left of it, every piece known
			for r := range t.Min {
				t.Min[r] = max(0, hi[r]-t.Dead[r])
				t.Max[r] = t.Min[r]
			}
		}
		out = append(out, t)
	}
	return out
}
