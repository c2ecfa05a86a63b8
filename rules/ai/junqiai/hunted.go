package junqiai

import "warboard/rules/junqi"

// Free-for-all with four seats, 暗棋: our pieces in reach of an enemy piece
// that has shown it is strong (params.huntedFFA, evaluator.hunted; issue 26,
// item 5).
//
// In hard's games against greedy a roaming enemy 司令 — a piece every seat
// had seen win attack after attack — ate a hard seat's pieces one by one
// (seed 50, game 1: E's 司令 took S's 团长, 师长, 团长 and 连长 between
// actions 258 and 356; seed 54, game 1: E's 司令 took N's 营长, 师长 and two
// 旅长 between 290 and 322, and N was out at 326). The search is two plies
// deep there (our move, the one enemy reply that hurts most): it sees the
// piece the reply takes, not the second and third left in reach after it,
// so every move scored the same (seed 50, action 309: thirteen root moves
// at −345.8) and hard walked pieces along the rail lines the 司令 ran on.
// With hunted on, when hard evaluates, each of our own pieces that can move
// and stands where an enemy piece that won an attack (every seat saw it:
// know.Observation.Wins, then the search's own marks) reaches it in one
// action through the board as it stands — a step, or a run along a rail line
// over empty points — and beats it in the sample, costs a share of its worth
// (hangShare): the search then prefers the moves that take pieces out of
// that piece's way. Pieces in a camp (行营, never attacked), on a
// headquarters (parked) and bombs (a trade the enemy is welcome to) pay
// nothing; enemy 工兵 hunt nothing.

// hangShare: an endangered piece costs its base value divided by this.
const hangShare = 3

// maxHunters bounds the enemy pieces looked at (the strongest few matter).
const maxHunters = 8

// huntedCost is what our seat pays for its pieces in reach of the enemy
// pieces that have shown they are strong.
func (e *evaluator) huntedCost(s *junqi.State) int {
	var hunters [maxHunters]junqi.Point
	n := 0
	for p := 0; p < e.b.N && n < maxHunters; p++ {
		pc := s.At(junqi.Point(p))
		if pc == 0 || e.team&(1<<pc.Seat()) != 0 || !e.marks.shown(junqi.Point(p)) {
			continue
		}
		if r := pc.Rank(); r > junqi.Engineer && r <= junqi.Marshal && e.b.KindOf(junqi.Point(p)) != junqi.HQ {
			hunters[n] = junqi.Point(p)
			n++
		}
	}
	if n == 0 {
		return 0
	}
	var hung [16]junqi.Point
	nHung := 0
	cost := 0
	charge := func(q junqi.Point, hunter junqi.Rank) {
		pc := s.At(q)
		if pc == 0 || pc.Seat() != e.me || e.b.KindOf(q) == junqi.Camp || e.b.KindOf(q) == junqi.HQ {
			return
		}
		r := pc.Rank()
		if r < junqi.Engineer || r > junqi.Marshal || r >= hunter {
			return // not an officer or 工兵 it beats (bombs, landmines, the flag)
		}
		for _, h := range hung[:nHung] {
			if h == q {
				return
			}
		}
		if nHung < len(hung) {
			hung[nHung] = q
			nHung++
		}
		cost += baseValue[r] / hangShare
	}
	for _, h := range hunters[:n] {
		hr := s.At(h).Rank()
		for _, q := range e.b.RoadNeighbours(h) {
			charge(q, hr)
		}
		for _, q := range e.b.RailNeighbours(h) {
			charge(q, hr)
		}
		for _, ls := range e.lines[h] {
			for _, dir := range [2]int{-1, 1} {
				for i := ls.i + dir; i >= 0 && i < len(ls.line); i += dir {
					q := ls.line[i]
					if s.At(q) != 0 {
						charge(q, hr)
						break
					}
				}
			}
		}
	}
	return cost
}
