package junqiai

import "warboard/rules/junqi"

// Blind attacks by the middle ranks (issue 26, item 6; hard, 2p 暗棋).
//
// midRiskMin and midRiskMax bound the attackers (连长 to 旅长) that pay
// params.riskMid (risk.go) on the 2p board in 暗棋: the chance of losing
// outright (a trade, with an equal or a bomb, is no loss for them) times
// their worth.
const (
	midRiskMin = junqi.Captain
	midRiskMax = junqi.Brigadier
)

// midRisk reports whether a root attack by rank r on an unseen piece pays
// the middle ranks' premium in this decision.
func (d *decision) midRisk(first *junqi.State, r junqi.Rank) bool {
	return d.p.riskMid > 0 && r >= midRiskMin && r <= midRiskMax &&
		first.BoardKind() == junqi.TwoPlayer && first.Mode() == junqi.Dark
}
