package junqiai

import "warboard/rules/junqi"

// Contempt for a draw (issue 26, item 6; hard, 2p 暗棋).
//
// The search scores a line that comes back to a position (of the line, or
// of the game since its last irreversible action) as a draw, and a draw as
// 0. Against an opponent that keeps its pieces home that was the whole
// game: hard shuffled a piece to and fro rather than attack unknown pieces,
// every quiet alternative looked a little worse than 0, and 22 of its 23
// draws against swapnilhande were threefold repetitions at about equal
// material (docs/ladder.md, "Session 14 — outside engines").
//
// So a player that is not behind counts a draw as a small loss: at the root
// it measures its standing, the mean evaluation of the positions it drew
// from its belief (what liftWinCap measures too: view-only, and the same
// seed gives the same standing), and when that is at least -contemptEven
// the search scores a repetition, and a game drawn by the rules, as
// -contempt. Behind, a draw stays 0: the player behind is glad of it.

// contemptEven is how far behind (in the evaluation's units: a 排长 is 12)
// the standing may be for a draw still to count as a loss.
const contemptEven = 24

// setContempt sets the searcher's value of a draw for this decision.
func (d *decision) setContempt() {
	if d.p.contempt <= 0 || d.ev == nil || len(d.samples) == 0 {
		return
	}
	first := &d.samples[0]
	if first.Mode() != junqi.Dark || first.BoardKind() != junqi.TwoPlayer {
		return // measured in 2p 暗棋 only
	}
	if d.standing() < -contemptEven {
		return
	}
	d.srch.draw = -d.p.contempt
}

// standing is the mean evaluation, for our side, of the positions drawn.
func (d *decision) standing() int {
	sum := 0
	d.ev.marks = d.hid
	for k := range d.samples {
		sum += d.ev.evaluate(&d.samples[k], 0)
	}
	d.ev.marks = hidden{}
	return sum / len(d.samples)
}
