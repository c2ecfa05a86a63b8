package napoleonscreen

import (
	"warboard/game/napoleonparts"
	"warboard/game/scene"
	"warboard/rules/napoleon"
)

// setUpPieces are the pieces the side setting up has placed, as the controller has them now.
func (s *napoleonScreen) setUpPieces() []napoleon.Placed {
	var ps []napoleon.Placed
	pic := s.g.sess.Picture()
	side := pic.Seat
	for q, pc := range pic.Pieces {
		if pc.Present && pc.Side == side {
			ps = append(ps, napoleon.Placed{Sq: napoleon.Square(q), Piece: napoleon.NewPiece(side, pc.Kind, pc.Facing)})
		}
	}
	return ps
}

// layoutsScreen is the saved set-ups list for this board, for the side setting up; it
// comes back to s.
func (s *napoleonScreen) layoutsScreen() scene.Scene {
	g := s.g
	cfg, rule := g.sess.SetUpRules()
	u := napoleonparts.SetUp{Cfg: cfg, Rule: rule, Seat: g.sess.Picture().Seat, Army: g.sess.Options().Army,
		Antique: s.pic.Antique, Pieces: s.setUpPieces, Back: func() scene.Scene { return s },
		Fill: func(ps []napoleon.Placed) error {
			if err := s.fill(ps); err != nil {
				return err
			}
			s.msg = ""
			s.refresh()
			g.save()
			return nil
		}}
	return u.Screen(g.sh)
}

// fill replaces the side's set-up with ps through the controller, piece by piece, cannons
// turned to their facings; if the controller refuses any, the set-up goes back to what it
// was.
func (s *napoleonScreen) fill(ps []napoleon.Placed) error {
	sess := s.g.sess
	prev := s.setUpPieces()
	place := func(ps []napoleon.Placed) error {
		if err := sess.Clear(); err != nil {
			return err
		}
		for _, p := range ps {
			if err := sess.PlaceFromReserve(p.Piece.Kind(), p.Sq); err != nil {
				return err
			}
			if p.Piece.Kind() == napoleon.Cannon {
				if err := sess.TurnCannon(p.Sq, p.Piece.Facing()); err != nil {
					return err
				}
			}
		}
		return sess.PickReserve(napoleon.NoKind)
	}
	if err := place(ps); err != nil {
		place(prev) // it stood before: it stands again
		return err
	}
	return nil
}
