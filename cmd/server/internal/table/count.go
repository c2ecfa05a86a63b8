package table

import (
	"warboard/game/online/seatview"
	"warboard/rules/junqi"
)

// Counts is seat's Count pieces now, as seatview.FormatCounts writes it: the app's own
// count (junqiplay's CountsAs), made from that seat's observation alone — what it saw of
// the game, never a hidden rank. "" when there is nothing to count: not a Junqi game in
// play, an open game, 翻棋 before the colours are dealt, a seat not in the game.
func (g *Game) Counts(seat string) string {
	if g.js == nil || g.hand != nil || g.Over() || len(seat) != 1 {
		return ""
	}
	x, ok := junqi.SeatOf(seat[0])
	if !ok {
		return ""
	}
	return seatview.FormatCounts(g.js.CountsAs(x))
}
