// Package napoleonparts holds what the device's Napoleon screen (game/napoleonscreen) and
// an online Napoleon room (game/onlinescreen) show alike: the saved and built-in set-ups
// list for the side setting up (game/layoutscreen's host), and the side panel's words of
// the three-turns rule.
package napoleonparts

import (
	"fmt"
	"strings"

	"warboard/game/i18n"
	"warboard/game/layouts"
	"warboard/game/layoutscreen"
	"warboard/game/scene"
	"warboard/rules/napoleon"
)

// builtinNames name the built-in set-ups of game/layouts (by their keys).
var builtinNames = []struct {
	key  string
	name i18n.Key
}{{"battle line", i18n.NapLayoutBattleLine}, {"cannon screen", i18n.NapLayoutCannonScreen}, {"strong wings", i18n.NapLayoutStrongWings}}

// builtinName is a built-in set-up's name in the player's language.
func builtinName(p *i18n.Printer, key string) string {
	for _, b := range builtinNames {
		if b.key == key {
			return p.T(b.name)
		}
	}
	return key
}

// SetUp is the side setting up, as the screen that opens the list has it.
type SetUp struct {
	Cfg     napoleon.Config
	Rule    napoleon.ArmyRule
	Seat    napoleon.Seat
	Army    string // the army option, kept with a saved set-up
	Antique bool   // the pieces' antique names
	// Pieces are the side's pieces on the board now.
	Pieces func() []napoleon.Placed
	// Fill replaces the side's set-up with ps (already checked against the rules); an
	// error leaves it as it was.
	Fill func(ps []napoleon.Placed) error
	// Back is the screen to return to.
	Back func() scene.Scene
}

// Builtins are the program's set-ups that fit the game's board, army and zone: the
// board's own with two armies, those moved onto the middle of an edge with three or four
// (each seat gets them turned to its own edge).
func Builtins(cfg napoleon.Config, rule napoleon.ArmyRule) []layouts.Entry {
	if cfg.Armies.IsWaterloo() {
		return layouts.WaterlooBuiltins(cfg, rule)
	}
	var out []layouts.Entry
	for _, e := range layouts.NapoleonBuiltins(cfg.Board.String()) {
		if ps, err := layouts.DecodeNapoleon(cfg.Board, e.Text); err == nil && len(rule.Check(napoleon.ArmyOf(ps))) == 0 {
			out = append(out, e)
		}
	}
	return out
}

// BoardKey is the book's board the set-ups of this game are kept under.
func BoardKey(cfg napoleon.Config) string {
	return layouts.BoardKey(cfg.Board, cfg.Armies.IsWaterloo())
}

// Fits is the set-up e placed for the side (mirrored if asked), checked against the
// game's board, zone, terrain and army; the error says why it does not fit.
func (u SetUp) Fits(e layouts.Entry, mirror bool) ([]napoleon.Placed, error) {
	b := u.Cfg.Board
	if key := BoardKey(u.Cfg); e.Board != key {
		return nil, fmt.Errorf("a set-up of the %s board, this game is on %s", e.Board, key)
	}
	ps, err := layouts.DecodeNapoleon(b, e.Text)
	if err != nil {
		return nil, err
	}
	if mirror {
		ps = layouts.MirrorNapoleon(b, ps)
	}
	ps = layouts.NapoleonFor(b, ps, u.Seat)
	if err := layouts.CheckNapoleon(u.Cfg, u.Rule, u.Seat, ps); err != nil {
		return nil, err
	}
	return ps, nil
}

// Host is the layouts list's host for the side setting up.
func (u SetUp) Host(sh *scene.Shared) layoutscreen.Host {
	b := u.Cfg.Board
	return layoutscreen.Host{
		Game:        layouts.Napoleon,
		PasteHelp:   i18n.LayoutPasteHelpNapoleon,
		Board:       BoardKey(u.Cfg),
		Army:        u.Army,
		Builtins:    Builtins(u.Cfg, u.Rule),
		BuiltinName: func(key string) string { return builtinName(sh.Text, key) },
		Current: func() (string, bool) {
			ps := u.Pieces()
			if len(ps) == 0 || layouts.CheckNapoleon(u.Cfg, u.Rule, u.Seat, ps) != nil {
				return "", false
			}
			south, err := layouts.DecodeNapoleon(b, napoleon.FormatPosition(ps))
			if err != nil {
				return "", false
			}
			return layouts.NapoleonText(south), true
		},
		Apply: func(e layouts.Entry, mirror bool) error {
			ps, err := u.Fits(e, mirror)
			if err != nil {
				return err
			}
			return u.Fill(ps)
		},
		ExportText: func(text string) (string, error) {
			ps, err := layouts.DecodeNapoleon(b, text)
			if err != nil {
				return "", err
			}
			return layouts.NapoleonText(layouts.NapoleonFor(b, ps, u.Seat)), nil
		},
		Normalize: func(text string) (string, error) {
			ps, err := layouts.DecodeNapoleon(b, text)
			if err != nil {
				return "", err
			}
			return layouts.NapoleonText(ps), nil
		},
		Back: u.Back,
		Summary: func(text string) string {
			ps, err := layouts.DecodeNapoleon(b, text)
			if err != nil {
				return ""
			}
			return Summary(sh.Text, u.Antique, layouts.NapoleonFor(b, ps, u.Seat))
		},
	}
}

// Screen is the layouts list for the side setting up.
func (u SetUp) Screen(sh *scene.Shared) scene.Scene { return layoutscreen.New(sh, u.Host(sh)) }

// Summary names the squares of the generals and the cannons with their facings
// ("General c1 f1 · Cannon c2>NE e1>N f2>NW").
func Summary(p *i18n.Printer, antique bool, ps []napoleon.Placed) string {
	var parts []string
	for _, kind := range []napoleon.Kind{napoleon.General, napoleon.Cannon} {
		k, ok := i18n.NapoleonPiece(kind.Letter(), antique)
		if !ok {
			continue
		}
		part := p.T(k)
		for _, pl := range ps {
			if pl.Piece.Kind() == kind {
				part += " " + pl.Sq.String()
				if kind == napoleon.Cannon {
					part += ">" + pl.Piece.Facing().String()
				}
			}
		}
		parts = append(parts, part)
	}
	return strings.Join(parts, " · ")
}
