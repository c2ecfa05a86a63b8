package napoleonview

import (
	"fmt"

	"warboard/game/napoleonplay"
	"warboard/rules/napoleon"
)

// The set-up's reserve, as at the device: Clear takes every piece back, a kind picked from
// the reserve is placed by taps on free squares of the zone (Tap), a piece carried off the
// board goes back (Remove). Ready waits for the whole army (Problems says what is left).

// Reserve is every kind with how many more the army rule lets the seat place, and how
// many pieces are left to place in all.
func (d *Deployment) Reserve() ([]napoleonplay.ReserveItem, int) {
	return napoleonplay.ReserveOf(d.g.Rule, napoleon.ArmyOf(d.Pieces()))
}

// Clear takes every piece back into the reserve.
func (d *Deployment) Clear() {
	d.u.Clear(d.Seat)
	d.sel, d.pick = napoleon.NoSquare, napoleon.NoKind
}

// Pick chooses the kind taps on free squares place (NoKind: none); a kind the reserve has
// none of is refused.
func (d *Deployment) Pick(k napoleon.Kind) error {
	if k != napoleon.NoKind && d.g.Rule.CanAdd(napoleon.ArmyOf(d.Pieces()), k) != nil {
		return fmt.Errorf("no %s left to place", k)
	}
	d.pick, d.sel = k, napoleon.NoSquare
	return nil
}

// Picked is the kind picked from the reserve (NoKind: none).
func (d *Deployment) Picked() napoleon.Kind { return d.pick }

// PlaceFromReserve puts a piece of kind k on the free square q (facing the other side, as
// at the device); the pick is dropped once that kind is used up.
func (d *Deployment) PlaceFromReserve(k napoleon.Kind, q napoleon.Square) error {
	if d.own(q) != napoleon.NoPiece {
		return fmt.Errorf("%s holds one of your pieces", q)
	}
	if err := d.g.Rule.CanAdd(napoleon.ArmyOf(d.Pieces()), k); err != nil {
		return err
	}
	if err := d.u.Place(d.Seat, q, napoleon.NewPiece(d.Seat, k, d.Seat.Inward())); err != nil {
		return err
	}
	d.sel = napoleon.NoSquare
	if d.pick != napoleon.NoKind && d.g.Rule.CanAdd(napoleon.ArmyOf(d.Pieces()), d.pick) != nil {
		d.pick = napoleon.NoKind
	}
	return nil
}

// Remove takes the seat's piece on q back into the reserve.
func (d *Deployment) Remove(q napoleon.Square) error {
	if d.own(q) == napoleon.NoPiece {
		return fmt.Errorf("%s holds none of your pieces", q)
	}
	d.u.Remove(d.Seat, q)
	d.sel = napoleon.NoSquare
	return nil
}
