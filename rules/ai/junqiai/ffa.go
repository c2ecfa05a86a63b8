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
// is played — unless the piece that takes it, parked on the enemy HQ for
// good, leaves us fewer than two movable pieces with enemies still in the
// game (a first try without this rule lost two games of seeds 42 and 44 so:
// the last pieces that could move took a flag, and the seat was out at its
// next turn).

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
		if a.Kind != junqi.Attack || !d.takesFlag(i) || !d.keepsMovers(a) {
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

// finishMovers is how many of our pieces must still be able to move after
// the flag is taken, when the game goes on.
const finishMovers = 2

// keepsMovers reports whether taking a flag with a leaves the game won, or
// our seat with at least finishMovers pieces that have a legal action (our
// own pieces are the same in every sample; a piece penned in by its own
// landmines does not count).
func (d *decision) keepsMovers(a junqi.Action) bool {
	s := d.samples[0]
	s.Apply(a)
	if r := s.Result(); r.Over {
		return !r.Draw && r.Winners&(1<<d.seat) != 0
	}
	if s.SetTurn(d.seat, true) != nil {
		return false
	}
	var from [junqi.MaxPoints]bool
	n := 0
	for _, b := range s.Actions(nil) {
		if !from[b.From] {
			from[b.From] = true
			n++
		}
	}
	return n >= finishMovers
}

// Free-for-all with four seats, 暗棋: a seat's pieces that can move are its
// life (params.moversFFA, evaluator.lifeMovers; issue 26, item 5).
//
// A seat with no piece that can move is out at its turn, all its pieces
// with it, as a seat whose flag is taken. In hard's games against greedy
// most points given away were a hard seat out of movers: down to its last
// two or three, it spent them in attacks on unseen pieces (seed 48, game 2:
// E, left with two bombs that could move, bombed an 工兵, then a 团长, and
// was out; seed 45, game 2: W's 司令, one of its three movers, attacked an
// unseen piece beside E's flag — a landmine — and the duel was drawn). The
// shared fewMovers scale (500, 150, 60, 20 for none to three) let a 40-sample
// average pay for such an attack. When hard evaluates in 4p free-for-all
// 暗棋, its own seat's last four movers cost on the 三打一 landlord's
// steeper scale (landlordFewMovers: 600, 380, 250, 170, 110 for none to
// four; losing the last costs 220 where fewMovers has 350, the one before
// 130 where it has 90, and a fifth mover is worth 110), and a piece walled
// in by its own landmines and flag is no mover. The other seats' movers are
// counted as before. The whole landlord scale (from eight movers down) was
// tried first and scored a point less than main on the same seeds
// (docs/ladder.md, "Session 20").

// lifeMoversBelow: the steep scale counts from this many movers down (the
// first try, 2c77ef2, counted from eight: 24½ points of 30 on seeds 41–55
// against greedy, main 25½).
const lifeMoversBelow = 5
