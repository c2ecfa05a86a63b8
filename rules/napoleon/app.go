package napoleon

import "fmt"

// Helpers for the app's play-flow controller (game/napoleonplay): read-only
// questions the app asks while a person builds a set-up or a turn, answered
// here so the app decides no rule itself.

// CanAdd reports why army a may not take one more piece of kind k under
// the rule (nil: it may). A set-up screen asks it before placing a piece from
// the reserve, so the player learns the reason at once instead of at Done.
func (r ArmyRule) CanAdd(a Army, k Kind) error {
	if k == NoKind || k >= numKinds {
		return fmt.Errorf("invalid piece kind")
	}
	if a.Size() >= r.Size() {
		return fmt.Errorf("the army is complete: it has %d pieces", r.Size())
	}
	switch r.Composition {
	case Exact:
		if a[k] >= r.Pool[k] {
			return fmt.Errorf("every %s of the army is placed (%d)", k, r.Pool[k])
		}
	case ChooseFrom:
		if a[k] >= r.Pool[k] {
			return fmt.Errorf("no %s left to choose: at most %d", k, r.Pool[k])
		}
	case Free:
		if k == Drum && a[Drum] >= MaxDrums {
			return fmt.Errorf("at most %d drums", MaxDrums)
		}
	}
	return nil
}

// AfterCannonTurns is the position after the seat to move turns its cannons
// as listed, the turn not yet passed: what the board shows while a player
// turns cannons before moving. The cannon turns are checked as PlayTurn
// checks them (a cannon of the mover, each turned once); s is unchanged.
func (s *State) AfterCannonTurns(turns []CannonTurn) (State, error) {
	next := *s
	if s.Outcome().Over {
		return next, fmt.Errorf("the game is over")
	}
	var turned Bitset
	for _, c := range turns {
		if err := next.checkCannonTurn(c); err != nil {
			return *s, err
		}
		if turned.Has(c.At) {
			return *s, fmt.Errorf("%s: the cannon on %s is turned twice in one turn", c, c.At)
		}
		turned.Set(c.At)
		next.turnCannon(c.At, c.Face)
	}
	return next, nil
}
