package junqiscreen

import (
	"errors"
	"strings"

	"warboard/game/i18n"
	"warboard/game/junqiplay"
	"warboard/game/layouts"
	"warboard/game/layoutscreen"
	"warboard/game/scene"
	"warboard/rules/junqi"
)

// builtinKeys name the built-in layouts of game/layouts that junqi.Layouts does not hold.
var builtinKeys = map[string]i18n.Key{
	"mine wall": i18n.JqLayoutMineWall, "scouts forward": i18n.JqLayoutScouts,
}

// builtinName is a built-in layout's name in the player's language.
func (g *junqiGame) builtinName(key string) string {
	if k, ok := builtinKeys[key]; ok {
		return g.sh.Text.T(k)
	}
	return g.layoutName(key)
}

// layoutsScreen is the saved-layouts list for the seat deploying on s; it comes back to s.
func (s *JunqiDeploy) layoutsScreen() scene.Scene {
	g := s.g
	board := g.sess.Config().Board
	seat := func() junqi.Seat { return g.sess.Picture().Deploying }
	return layoutscreen.New(g.sh, layoutscreen.Host{
		Game:        layouts.Junqi,
		PasteHelp:   i18n.LayoutPasteHelp,
		Builtins:    layouts.JunqiBuiltins(),
		BuiltinName: g.builtinName,
		Current: func() (string, bool) {
			l, err := junqi.LayoutFromPlacements(board, seat(), g.sess.LayoutOf(seat()))
			if err != nil {
				return "", false
			}
			return layouts.JunqiText(l), true
		},
		Apply: func(e layouts.Entry, mirror bool) error {
			l, err := layouts.DecodeJunqi(e.Text)
			if err != nil {
				return err
			}
			if mirror {
				l = layouts.MirrorJunqi(l)
			}
			name := e.Name
			if e.Builtin() {
				name = g.builtinName(e.Name)
			}
			fb := g.do(func() junqiplay.Feedback { return g.sess.SetLayout(l, name) })
			if fb.Refused {
				return errors.New(g.feedbackText(fb, g.sess.Picture()))
			}
			return nil
		},
		ExportText: func(text string) (string, error) {
			l, err := layouts.DecodeJunqi(text)
			if err != nil {
				return "", err
			}
			return layouts.JunqiFor(l, board, seat()), nil
		},
		Normalize: func(text string) (string, error) {
			l, err := layouts.DecodeJunqi(text)
			if err != nil {
				return "", err
			}
			return layouts.JunqiText(l), nil
		},
		Back:    func() scene.Scene { return s },
		Summary: g.layoutSummary,
	})
}

// layoutSummary names where a layout puts the pieces a player looks for first: the flag,
// the landmines, the bombs and the 司令 ("Flag b1 · Landmine a1 b2 c1 · …"), in the
// deploying seat's own points (the kept text is South's on the two-player board, which
// names a seat's own points the same: file a on its left, rank 1 at its back).
func (g *junqiGame) layoutSummary(text string) string {
	l, err := layouts.DecodeJunqi(text)
	if err != nil {
		return ""
	}
	var parts []string
	for _, r := range []junqi.Rank{junqi.Flag, junqi.Mine, junqi.Bomb, junqi.Marshal} {
		k, ok := i18n.JunqiPieceIn(r.Code(), g.naval)
		if !ok {
			continue
		}
		part := g.sh.Text.T(k)
		for i, x := range l {
			if x == r {
				part += " " + junqi.LocalName(i)
			}
		}
		parts = append(parts, part)
	}
	return strings.Join(parts, " · ")
}
