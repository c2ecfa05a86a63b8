package junqiai

import "warboard/rules/junqi"

// 三打一: the landlord loses when it has no piece left that can move, and its
// army is full of pieces that cannot (its landmines, the 堡垒, the flag, and
// every piece that took a farmer's flag or stepped into a headquarters, where
// it stays). Measured games (hard against greedy, bids of 3 and 叫地主) were
// lost that way far ahead in material: the landlord traded its last movers
// away while the farmers' movers lived. So, when the landlord evaluates, its
// own movers are worth more as they get few — a longer and steeper scale than
// fewMovers, whose marginal cost grows from a pawn's worth at eight to a
// 军长's at one.
var landlordFewMovers = [...]int{600, 380, 250, 170, 110, 70, 40, 20, 8}

// fewMoversCost is what seat x pays for having only m pieces that can move.
func (e *evaluator) fewMoversCost(x junqi.Seat, m int) int {
	if e.guardMovers && x == e.me && m < len(landlordFewMovers) {
		return landlordFewMovers[m]
	}
	if m < len(fewMovers) {
		return fewMovers[m]
	}
	return 0
}
