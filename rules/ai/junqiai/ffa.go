package junqiai

import "warboard/rules/junqi"

// Free-for-all with four seats, 暗棋: hard finishes a seat whose flag it can
// take (params.finishFFA; issue 26, item 5).
//
// Against greedy in 4p free-for-all 暗棋 a fifth of hard's games were drawn
// by the no-capture count (45 of 200, seeds 1–100). Read to their end, the
// drawn games showed hard's piece standing beside an enemy flag that every
// seat could see (its 司令 gone) for dozens of turns, shuffling another
// piece to and fro until the count ran out (seed 43: S's 旅长 on Eb2 beside
// E's flag on Eb1 from action 372 to the draw at 479; seed 44: E's piece
// beside N's flag for 60 actions, then E went out). The search is two plies
// deep there (our move, the best reply of any enemy, then quiescence): a
// quiet move leaves the flag capture to our quiescence, where no enemy
// answers it, while the capture played now is followed by every enemy's
// best reply. So every quiet move scored a little above the capture (441
// against 406 in seed 43's position), every turn, and the capture never
// came. Taking a flag puts that seat out with all its pieces, which no
// quiet move is worth in free-for-all, whose winner is the last seat
// standing: when a root action takes a flag in every position drawn from
// the seat's belief (a flag shown to all, or one the seat has deduced), it
// is played.

// finishSeat chooses a root action that takes an enemy flag in every
// sample, if there is one (the best-scored of them), and reports whether
// it did.
func (d *decision) finishSeat() bool {
	if !d.p.finishFFA || len(d.samples) == 0 || d.score == nil {
		return false
	}
	first := &d.samples[0]
	if first.Mode() != junqi.Dark || !isFFA(first) || len(first.Seats()) != 4 {
		return false // measured in 4p free-for-all 暗棋 only
	}
	best := -1
	for i, a := range d.acts {
		if a.Kind != junqi.Attack || !d.takesFlag(i) {
			continue
		}
		if best < 0 || d.score[i] > d.score[best] {
			best = i
		}
	}
	if best < 0 {
		return false
	}
	d.best = best
	d.cands = []int{best}
	d.keepFull()
	return true
}

// takesFlag reports whether root action i attacks a flag in every sample.
func (d *decision) takesFlag(i int) bool {
	a := d.acts[i]
	for k := range d.samples {
		if !d.legal[k][i] || d.samples[k].At(a.To).Rank() != junqi.Flag {
			return false
		}
	}
	return true
}
