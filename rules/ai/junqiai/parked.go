package junqiai

// Pieces parked on an HQ (evaluator.parks).
//
// A piece that moves onto an HQ never moves again (junqi.md). In hard's
// records in 4p 2v2 暗棋 its 军长 and 司令 took pieces standing on enemy HQs
// and stayed there: in one drawn game the engineer and the 军长 that could
// have taken a flag shut in by landmines stood on HQs while the no-capture
// count ran out, in another the team went out by no movable piece with a
// 军长 and an engineer on HQs. On the four-country board a movable piece on
// an HQ keeps a quarter of its worth (it still stands in the way, and still
// counts for the side that holds it), and it threatens no flag. Attacking an
// HQ that may hold the flag stays worth it (the flag decides), but with the
// cheapest piece that will do.

// parkedValue is what a movable piece worth v counts on an HQ. (The pieces
// deployed on HQs count the same whatever is played, so only moving onto
// one, or taking what stands there, is changed by it.)
func parkedValue(v int) int { return v / 4 }
