package napoleonscreen

import (
	"fmt"
	"strings"

	"warboard/game/i18n"
	"warboard/game/layouts"
	"warboard/game/layoutscreen"
	"warboard/game/scene"
	"warboard/rules/napoleon"
)

// builtinKeys name the built-in set-ups of game/layouts.
var builtinKeys = map[string]i18n.Key{
	"battle line": i18n.NapLayoutBattleLine, "cannon screen": i18n.NapLayoutCannonScreen,
	"strong wings": i18n.NapLayoutStrongWings,
}

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
	sess := g.sess
	cfg, rule := sess.SetUpRules()
	b := cfg.Board
	edges := cfg.Armies.IsWaterloo() // set-ups on the middle of an edge, kept apart
	// Built-ins that do not hold this rule's pieces are not offered.
	var builtins []layouts.Entry
	for _, e := range layouts.NapoleonBuiltins(b.String()) {
		if ps, err := layouts.DecodeNapoleon(b, e.Text); err == nil && len(rule.Check(napoleon.ArmyOf(ps))) == 0 && !edges {
			builtins = append(builtins, e)
		}
	}
	if edges {
		builtins = layouts.WaterlooBuiltins(cfg, rule)
	}
	key := layouts.BoardKey(b, edges)
	return layoutscreen.New(g.sh, layoutscreen.Host{
		Game:      layouts.Napoleon,
		PasteHelp: i18n.LayoutPasteHelpNapoleon,
		Board:     key,
		Army:      sess.Options().Army,
		Builtins:  builtins,
		BuiltinName: func(key string) string {
			if k, ok := builtinKeys[key]; ok {
				return g.sh.Text.T(k)
			}
			return key
		},
		Current: func() (string, bool) {
			ps := s.setUpPieces()
			if len(ps) == 0 || layouts.CheckNapoleon(cfg, rule, s.g.sess.Picture().Seat, ps) != nil {
				return "", false
			}
			south, err := layouts.DecodeNapoleon(b, napoleon.FormatPosition(ps))
			if err != nil {
				return "", false
			}
			return layouts.NapoleonText(south), true
		},
		Apply: func(e layouts.Entry, mirror bool) error {
			if e.Board != key {
				return fmt.Errorf("a set-up of the %s board, this game is on %s", e.Board, key)
			}
			ps, err := layouts.DecodeNapoleon(b, e.Text)
			if err != nil {
				return err
			}
			if mirror {
				ps = layouts.MirrorNapoleon(b, ps)
			}
			ps = layouts.NapoleonFor(b, ps, s.g.sess.Picture().Seat)
			if err := layouts.CheckNapoleon(cfg, rule, s.g.sess.Picture().Seat, ps); err != nil {
				return err
			}
			if err := s.fill(ps); err != nil {
				return err
			}
			s.msg = ""
			s.refresh()
			g.save()
			return nil
		},
		ExportText: func(text string) (string, error) {
			ps, err := layouts.DecodeNapoleon(b, text)
			if err != nil {
				return "", err
			}
			return layouts.NapoleonText(layouts.NapoleonFor(b, ps, s.g.sess.Picture().Seat)), nil
		},
		Normalize: func(text string) (string, error) {
			ps, err := layouts.DecodeNapoleon(b, text)
			if err != nil {
				return "", err
			}
			return layouts.NapoleonText(ps), nil
		},
		Back: func() scene.Scene { return s },
		Summary: func(text string) string {
			ps, err := layouts.DecodeNapoleon(b, text)
			if err != nil {
				return ""
			}
			return s.setUpSummary(layouts.NapoleonFor(b, ps, s.g.sess.Picture().Seat))
		},
	})
}

// setUpSummary names the squares of the generals and the cannons with their facings
// ("General c1 f1 · Cannon c2>NE e1>N f2>NW").
func (s *napoleonScreen) setUpSummary(ps []napoleon.Placed) string {
	var parts []string
	for _, kind := range []napoleon.Kind{napoleon.General, napoleon.Cannon} {
		k, ok := i18n.NapoleonPiece(kind.Letter(), s.pic.Antique)
		if !ok {
			continue
		}
		part := s.g.sh.Text.T(k)
		for _, p := range ps {
			if p.Piece.Kind() == kind {
				part += " " + p.Sq.String()
				if kind == napoleon.Cannon {
					part += ">" + p.Piece.Facing().String()
				}
			}
		}
		parts = append(parts, part)
	}
	return strings.Join(parts, " · ")
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
