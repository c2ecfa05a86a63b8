package napoleonplay

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"warboard/rules/napoleon"
)

// ReserveItem is how many more pieces of a kind the seat may still place.
type ReserveItem struct {
	Kind  napoleon.Kind
	Count int
}

// own is the seat's piece on q in the set-up (NoPiece when none).
func (s *Session) own(q napoleon.Square) napoleon.Piece {
	v := s.setup.View(s.seat)
	return v.Pieces[q]
}

func (s *Session) placedArmy() napoleon.Army { return napoleon.ArmyOf(s.setup.Pieces(s.seat)) }

// reserve lists, for every kind, how many more the rule lets the seat
// place, asking the rules core one piece at a time.
func (s *Session) reserve() ([]ReserveItem, int) { return ReserveOf(s.rule, s.placedArmy()) }

// ReserveOf is what rule still lets a side add to the pieces a it has placed: every kind
// with how many more, and how many pieces are left to place in all.
func ReserveOf(rule napoleon.ArmyRule, a napoleon.Army) ([]ReserveItem, int) {
	out := make([]ReserveItem, 0, len(napoleon.Kinds))
	for _, k := range napoleon.Kinds {
		n, b := 0, a
		for rule.CanAdd(b, k) == nil {
			b[k]++
			n++
		}
		out = append(out, ReserveItem{k, n})
	}
	return out, rule.Size() - a.Size()
}

func (s *Session) inSetUp() error {
	if s.phase != SetUp {
		return fmt.Errorf("not setting up (phase %s)", s.phase)
	}
	return nil
}

// PickReserve chooses the kind the next taps on empty squares place
// (NoKind: none).
func (s *Session) PickReserve(k napoleon.Kind) error {
	if err := s.byComputer(); err != nil {
		return err
	}
	if err := s.inSetUp(); err != nil {
		return err
	}
	if k != napoleon.NoKind {
		if err := s.rule.CanAdd(s.placedArmy(), k); err != nil {
			return err
		}
	}
	s.pick, s.sel = k, napoleon.NoSquare
	return nil
}

// PlaceFromReserve puts a piece of kind k on q (a piece of the seat already
// there goes back to the reserve). A new cannon faces the enemy.
func (s *Session) PlaceFromReserve(k napoleon.Kind, q napoleon.Square) error {
	if err := s.byComputer(); err != nil {
		return err
	}
	if err := s.inSetUp(); err != nil {
		return err
	}
	if !s.cfg.Board.Contains(q) {
		return fmt.Errorf("%s is not on the %s board", q, s.cfg.Board)
	}
	a := s.placedArmy()
	if old := s.own(q); old != napoleon.NoPiece {
		a[old.Kind()]--
	}
	if err := s.rule.CanAdd(a, k); err != nil {
		return err
	}
	face := s.seat.Inward()
	if err := s.setup.Place(s.seat, q, napoleon.NewPiece(s.seat, k, face)); err != nil {
		return err
	}
	s.sel = napoleon.NoSquare
	if s.pick != napoleon.NoKind && s.rule.CanAdd(s.placedArmy(), s.pick) != nil {
		s.pick = napoleon.NoKind // that kind is used up
	}
	return nil
}

// RemoveToReserve takes the seat's piece on q back into the reserve.
func (s *Session) RemoveToReserve(q napoleon.Square) error {
	if err := s.byComputer(); err != nil {
		return err
	}
	if err := s.inSetUp(); err != nil {
		return err
	}
	if s.own(q) == napoleon.NoPiece {
		return fmt.Errorf("%s holds none of your pieces", q)
	}
	s.setup.Remove(s.seat, q)
	s.sel = napoleon.NoSquare
	return nil
}

// Clear takes every piece of the side setting up back to its reserve.
func (s *Session) Clear() error {
	if err := s.byComputer(); err != nil {
		return err
	}
	if err := s.inSetUp(); err != nil {
		return err
	}
	s.setup.Clear(s.seat)
	s.sel, s.pick = napoleon.NoSquare, napoleon.NoKind
	return nil
}

// Random fills the rest of the seat's army at random, legally: the
// pieces the rule still needs (chosen at random where the rule lets the
// player choose), on free squares of the zone their terrain allows, cannons
// facing at random. Pieces already placed stay; a complete army is dealt
// again from scratch.
func (s *Session) Random() error {
	if err := s.byComputer(); err != nil {
		return err
	}
	if err := s.inSetUp(); err != nil {
		return err
	}
	res, left := s.reserve()
	if left == 0 {
		// a complete army: Random deals it again from scratch
		s.setup.Clear(s.seat)
		s.sel, s.pick = napoleon.NoSquare, napoleon.NoKind
		if res, left = s.reserve(); left == 0 {
			return errors.New("the army is empty")
		}
	}
	var capacity napoleon.Army
	for _, it := range res {
		capacity[it.Kind] = it.Count
	}
	rng := s.rng()
	rest := capacity
	if capacity.Size() != left {
		var err error
		if rest, err = napoleon.RandomArmy(napoleon.ChooseArmy(capacity, left), rng); err != nil {
			return err
		}
	}
	u := *s.setup
	var zone []napoleon.Square
	for _, q := range s.cfg.Board.Squares() {
		if u.InZone(s.seat, q) && s.own(q) == napoleon.NoPiece {
			zone = append(zone, q)
		}
	}
	// Most constrained first: a cannon stands on fewer tiles than a cavalry,
	// a cavalry on fewer than the rest.
	for _, k := range [...]napoleon.Kind{napoleon.Cannon, napoleon.Cavalry, napoleon.General, napoleon.Drum, napoleon.Infantry} {
		for i := 0; i < rest[k]; i++ {
			p := napoleon.NewPiece(s.seat, k, napoleon.Dir(rng.IntN(8)))
			var ok []int
			for j, q := range zone {
				try := u
				if try.Place(s.seat, q, p) == nil {
					ok = append(ok, j)
				}
			}
			if len(ok) == 0 {
				s.draws-- // nothing changed: the same draw comes again next time
				return fmt.Errorf("no room left in the zone for every %s: move some pieces", k)
			}
			j := ok[rng.IntN(len(ok))]
			if k == napoleon.Cannon { // facing forward and onto the board, as a player would
				p = napoleon.NewPiece(s.seat, k, sensibleFacing(s.cfg.Board, s.seat, zone[j], rng))
			}
			if err := u.Place(s.seat, zone[j], p); err != nil {
				s.draws--
				return err
			}
			zone = append(zone[:j], zone[j+1:]...)
		}
	}
	*s.setup = u
	s.sel, s.pick = napoleon.NoSquare, napoleon.NoKind
	return nil
}

// setUpTap picks a piece, places the picked reserve kind, or moves or swaps
// the picked piece.
func (s *Session) setUpTap(q napoleon.Square) error {
	mine := s.own(q)
	switch {
	case s.sel == q:
		s.sel = napoleon.NoSquare
		return nil
	case s.sel != napoleon.NoSquare:
		if err := s.relocate(s.sel, q); err != nil {
			return err
		}
		s.sel = napoleon.NoSquare
		return nil
	case mine != napoleon.NoPiece:
		s.sel, s.pick = q, napoleon.NoKind
		return nil
	case s.pick != napoleon.NoKind:
		return s.PlaceFromReserve(s.pick, q)
	}
	return fmt.Errorf("choose a piece from the reserve, or one of yours to move")
}

func (s *Session) setUpDrag(from, to napoleon.Square) error {
	if s.own(from) == napoleon.NoPiece {
		return fmt.Errorf("%s holds none of your pieces", from)
	}
	if from == to {
		return nil
	}
	if err := s.relocate(from, to); err != nil {
		return err
	}
	s.sel, s.pick = napoleon.NoSquare, napoleon.NoKind
	return nil
}

// relocate moves the seat's piece on from to to, swapping with the seat's
// piece there; both places are checked by the rules core, all or nothing.
func (s *Session) relocate(from, to napoleon.Square) error {
	u := *s.setup
	p, o := s.own(from), s.own(to)
	u.Remove(s.seat, from)
	if o != napoleon.NoPiece {
		if err := u.Place(s.seat, from, o); err != nil {
			return fmt.Errorf("cannot swap: %w", err)
		}
	}
	if err := u.Place(s.seat, to, p); err != nil {
		return err
	}
	*s.setup = u
	return nil
}

// sensibleFacing draws one of the facings a player would give a cannon on q: forward and
// onto the board (napoleon.SensibleFacing); straight ahead if none is.
func sensibleFacing(b napoleon.Board, seat napoleon.Seat, q napoleon.Square, rng *rand.Rand) napoleon.Dir {
	fwd := napoleon.Forward(seat)
	var ok []napoleon.Dir
	for _, d := range fwd {
		if napoleon.SensibleFacing(b, seat, q, d) {
			ok = append(ok, d)
		}
	}
	if len(ok) == 0 {
		return fwd[0]
	}
	return ok[rng.IntN(len(ok))]
}
