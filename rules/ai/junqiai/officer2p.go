package junqiai

import "warboard/rules/junqi"

// A shown 司令 in two-player 暗棋 (issue 26, item 6; hard only).
//
// Against swapnilhande (docs/ladder.md, "Session 16") most of hard's draws
// came from one exchange in the first six actions: the engine's 军长 attacks
// a front piece of ours, which is our 司令; the 司令 wins and every seat now
// knows it; a bomb that stood behind the 军长 runs up the open rail line and
// takes it. The trade is even in material (司令 for 军长 and bomb), but our
// flag is then shown and the enemy's 司令 has no equal: the evaluation reads
// the game as lost by about two 旅长 and hard takes the first repetition.
// officer.go's premium charged that bomb's reach, at weight 3 over positions
// drawn from the belief, where a bomb behind a piece that attacked is as
// likely as anywhere in its rows (about one chance in twenty): 48, less than
// what the search saw in keeping the 司令 where it stood, and most seeds left
// it there rather than step it into the camp beside it.
//
// On the 2p board in 暗棋 hard weighs the premium params.officerRisk2p (8)
// instead of params.officerRisk; the premium is still never more than the
// officer is worth. Normal, and every other board and mode, are as before.

// officerWeight is the weight of the premium for a shown 司令/军长 left in
// an enemy bomb's reach, for this decision.
func (d *decision) officerWeight() float64 {
	if d.p.officerRisk2p > 0 && len(d.samples) > 0 && d.samples[0].BoardKind() == junqi.TwoPlayer && d.samples[0].Mode() == junqi.Dark {
		return d.p.officerRisk2p
	}
	return d.p.officerRisk
}
