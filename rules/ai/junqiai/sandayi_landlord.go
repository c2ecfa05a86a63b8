package junqiai

import "warboard/rules/junqi"

// The landlord of 三打一, when it is the side evaluating (evaluator.guardMovers;
// hard also switches on the approaches to its flag, approach.go, on this
// board for it alone): its last movers and the squares beside its flag. The
// farmers' evaluation, and every other mode's, is untouched.

// 三打一: the landlord loses when it has no piece left that can move, and its
// army is full of pieces that cannot (its landmines, the 堡垒, the flag, and
// every piece that took a farmer's flag or stepped into a headquarters, where
// it stays). Measured games (hard against greedy, bids of 3 and 叫地主) were
// lost that way far ahead in material: the landlord traded its last movers
// away while the farmers' movers lived. So, when the landlord evaluates, its
// own movers are worth more as they get few — a longer and steeper scale than
// fewMovers: losing a mover costs 12 at eight, 60 at four, 220 at one.
var landlordFewMovers = [...]int{600, 380, 250, 170, 110, 70, 40, 20, 8}

// fewMoversCost is what seat x pays for having only m pieces that can move.
func (e *evaluator) fewMoversCost(x junqi.Seat, m int) int {
	if e.guardMovers && x == e.me && m < len(landlordFewMovers) {
		return landlordFewMovers[m]
	}
	if e.lifeMovers && x == e.me && m < lifeMoversBelow {
		return landlordFewMovers[m] // (ffa.go)
	}
	if m < len(fewMovers) {
		return fewMovers[m]
	}
	return 0
}

// intruderCost is what the landlord pays, when it evaluates, per farmer piece
// that can move standing beside its flag; defendedIntruder when a piece of
// its own that can move stands one action from the intruder (over an empty
// board), and so may take it first. The flag is on a headquarters, off the
// railway: only a piece beside it takes it, on its next action. At the
// four-country depth (one round) the search ends with such a piece still
// there, and neither the flag-threat term (shifted down on this board) nor the
// approaches (which count the pieces one or two actions from the squares
// beside the flag, not the ones on them) made the landlord mind it: measured
// games were lost to a farmer's 排长 that walked onto the square beside the
// flag and stood there for rounds while the landlord's 元帅 went to and fro.
const (
	intruderCost     = 300
	defendedIntruder = 120
)

// intruders is the landlord's cost of the farmer pieces beside its flag f.
func (e *evaluator) intruders(s *junqi.State, f junqi.Point) int {
	cost := 0
	for _, q := range e.b.RoadNeighbours(f) {
		pc := s.At(q)
		if pc == 0 || pc.Seat() == e.me || !pc.Rank().Movable() {
			continue
		}
		c := intruderCost
		for _, d := range e.oneAction[q] {
			if o := s.At(d); o != 0 && o.Seat() == e.me && o.Rank().Movable() && e.b.KindOf(d) != junqi.HQ {
				c = defendedIntruder
				break
			}
		}
		cost += c
	}
	return cost
}

// walledIn: the landlord's piece on p cannot move for its own pieces that
// never will (landmines, the 堡垒, the flag) on every point one link away — a
// piece in a back corner between its landmines and its flag. Measured games
// were lost out of moves with such pieces counted as movers.
func (e *evaluator) walledIn(s *junqi.State, p junqi.Point) bool {
	for _, q := range e.b.RoadNeighbours(p) {
		if pc := s.At(q); pc == 0 || pc.Seat() != e.me || pc.Rank().Movable() {
			return false
		}
	}
	for _, q := range e.b.RailNeighbours(p) {
		if pc := s.At(q); pc == 0 || pc.Seat() != e.me || pc.Rank().Movable() {
			return false
		}
	}
	return true
}
