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
// it measures its standing, the mean material balance of the positions it
// drew from its belief (view-only, and the same seed gives the same
// standing), and when that is at least -contemptEven
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

// standing is the mean material balance, for our side, of the positions
// drawn: each piece at its base worth. (Not the whole evaluation: that
// charges the open ways to our flag and not the enemy's, a pessimism that
// would read every even game as behind.)
func (d *decision) standing() int {
	sum := 0
	for k := range d.samples {
		s := &d.samples[k]
		for p := 0; p < d.b.N; p++ {
			pc := s.At(junqi.Point(p))
			if pc == 0 {
				continue
			}
			if d.ev.team&(1<<pc.Seat()) != 0 {
				sum += baseValue[pc.Rank()]
			} else {
				sum -= baseValue[pc.Rank()]
			}
		}
	}
	return sum / len(d.samples)
}
