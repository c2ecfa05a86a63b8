package junqiai

import (
	"math"

	"warboard/rules/junqi"
)

// Free-for-all with four seats, 暗棋: no piece thrown away to reset the
// no-capture count (params.dampFFA, evaluator.dampOwn; issue 26, item 5).
//
// As the 70-action no-capture draw nears, the evaluation scales the lead
// down (evaluate: total × (left + 20) / (limit + 20)), so that the side
// ahead wants a capture. Any piece leaving the board resets the count, our
// own too: a seat well ahead gained more from the reset than the piece it
// lost. In hard's games against normal (seed 410, the pair's first game) S,
// ahead in a duel with W, sent a 旅长, two 连长 and a 团长 one after the
// other onto the landmines round W's flag (actions 609–657; every sample
// had them landmines), W's flag shut by three landmines and S's only 工兵
// parked on N's headquarters: at action 609 the attack scored 1011 and
// every quiet move 757 (a lead of about 1080 scaled by 0.70 at a count of
// 27, against the lead less a 旅长 at full weight). S's flag, left with an
// open square beside it by the piece that went to attack, was taken by W's
// 司令 at 686 and the game lost. With dampOwn, a position the search
// reaches where no enemy piece left the board since the root is scaled as
// if nothing had been removed (the root's count plus the actions played)
// when that is lower — that is, when we are ahead: a capture of an enemy
// piece (ours or another seat's doing, a trade, a seat put out) resets the
// count as before; our own loss does not lift the lead. Behind, the reset
// our loss brings is a real cost (the draw we are glad of moves away) and
// stays counted: a first try that scaled every such position with the
// root's count made a lost piece cheap for the side behind (seed 50's
// position of TestFFAHardKeepsPiecesFromAShownHunter, S behind: its 团长
// left in the 司令's reach on seed 3) and was dropped.

// dampRoot notes what dampOwn compares against: the root's no-capture count
// and the number of enemy pieces on the board (public in 暗棋: the same in
// every sample).
func (e *evaluator) dampRoot(s *junqi.State) {
	e.rootNoCapture = s.NoCaptureCount()
	e.rootFoePieces = e.foePieces(s)
}

// foePieces counts the pieces of the seats not allied with us.
func (e *evaluator) foePieces(s *junqi.State) int {
	n := 0
	for p := 0; p < e.b.N; p++ {
		if pc := s.At(junqi.Point(p)); pc != 0 && e.team&(1<<pc.Seat()) == 0 {
			n++
		}
	}
	return n
}

// dampLead is a lead scaled with the count as if no piece of ours had left
// the board since the root, when no enemy piece has (foes, the enemies'
// pieces on the board, is the root's): the root's count plus the ply
// actions played. With an enemy piece removed it is the lead scaled by the
// state's count, as before.
func (e *evaluator) dampLead(total, ply, foes int) int {
	if foes != e.rootFoePieces {
		return math.MaxInt
	}
	lim := e.noCapture
	left := lim - min(e.rootNoCapture+ply, lim)
	return total * (left + 20) / (lim + 20)
}
