package table

import (
	"warboard/game/computer/players"
	"warboard/game/computer/wire"
	"warboard/rules/ai"
	"warboard/rules/ai/gameseed"
)

// Computer is the decision the computer player of level owes as seat now, as the app's
// computer seats make it (game/computer: the same players, the same seeds from the game's
// own seed): a deployment, a set-up under the room's army, a bid, a pick, an action, or
// the answer to a draw offer. It reads the whole record but decides from seat's view.
func (g *Game) Computer(seat, level string) (string, error) { return g.ComputerJob(seat, level)() }

// ComputerJob is Computer in two halves: what it needs of the game is taken now, and the
// search runs when the returned function is called, touching nothing of g (a room thinks
// without holding its lock).
func (g *Game) ComputerJob(seat, level string) func() (string, error) {
	tn := g.Turn()
	rec := g.Record()
	ply, seed := g.Ply(), g.Seed()
	switch tn.What {
	case "deploy":
		army := ""
		if _, rule, ok := g.NapoleonRules(); ok {
			army = wire.FormatArmyRule(rule)
		}
		return func() (string, error) {
			return players.Local{}.Deploy(rec, seat, level, army, gameseed.Decision(seed, seat, gameseed.Deploy, ply))
		}
	case "draw":
		return func() (string, error) {
			ok, err := ai.AcceptDraw(ai.Request{Record: rec, Seat: seat, Level: level, Seed: gameseed.Decision(seed, seat, gameseed.Draw, ply)})
			if err != nil || !ok {
				return "decline", err
			}
			return "accept", nil
		}
	}
	return func() (string, error) {
		return ai.Decide(ai.Request{Record: rec, Seat: seat, Level: level, Seed: gameseed.Decision(seed, seat, gameseed.Move, ply)})
	}
}

// Moves are the legal actions of the seat to move, as `referee moves` lists them, or the
// bids it may make ("" otherwise). They follow from what the seat sees (its own ranks and
// where every piece stands), so the seat may have them.
func (g *Game) Moves() []string {
	switch tn := g.Turn(); {
	case tn.What == "bid" && g.hand != nil:
		var out []string
		h := g.hand.Match().Hand()
		for _, v := range g.hand.LegalBids() {
			out = append(out, h.BidWord(v))
		}
		return out
	case tn.What != "move":
		return nil
	}
	if m := g.match(); m != nil {
		return m.Moves()
	}
	return nil
}
