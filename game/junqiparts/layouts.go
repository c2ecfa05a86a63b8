// Package junqiparts is what the device's Junqi screens (game/junqiscreen) and an online
// Junqi room (game/onlinescreen) show alike: while a seat deploys, the saved and built-in
// layouts list (game/layoutscreen's host), the layouts' names, a layout's summary and the
// deployment rules' words; in play, a fight told in words (battle.go). All in the player's
// language.
package junqiparts

import (
	"strings"

	"warboard/game/i18n"
	"warboard/game/junqiplay"
	"warboard/game/layouts"
	"warboard/game/layoutscreen"
	"warboard/game/scene"
	"warboard/rules/junqi"
)

// classicKeys name the classic layouts of junqi.Layouts.
var classicKeys = map[string]i18n.Key{
	"left flag": i18n.JqLayoutLeftFlag, "right flag": i18n.JqLayoutRightFlag,
	"central bombs": i18n.JqLayoutCentral, "fortress": i18n.JqLayoutFortress,
}

// navalKeys name them with the 海战棋 set, where the flag is a harbour and the bombs
// torpedoes (the fortress keeps its name).
var navalKeys = map[string]i18n.Key{
	"left flag": i18n.NavalLayoutLeft, "right flag": i18n.NavalLayoutRight, "central bombs": i18n.NavalLayoutCentral,
}

// builtinKeys name the built-in layouts of game/layouts that junqi.Layouts does not hold.
var builtinKeys = map[string]i18n.Key{
	"mine wall": i18n.JqLayoutMineWall, "scouts forward": i18n.JqLayoutScouts,
}

// Name is a classic layout's name (or "random") in the player's language, as written if
// unknown.
func Name(p *i18n.Printer, name string, naval bool) string {
	if name == "random" {
		return p.T(i18n.DeployRandom)
	}
	if k, ok := navalKeys[name]; ok && naval {
		return p.T(k)
	}
	if k, ok := classicKeys[name]; ok {
		return p.T(k)
	}
	return name
}

// BuiltinName is a built-in layout's name in the player's language.
func BuiltinName(p *i18n.Printer, key string, naval bool) string {
	if k, ok := builtinKeys[key]; ok {
		return p.T(k)
	}
	return Name(p, key, naval)
}

// Summary names where a layout puts the pieces a player looks for first: the flag, the
// landmines, the bombs and the 司令 ("Flag b1 · Landmine a1 b2 c1 · …"), in the deploying
// seat's own points (the kept text is South's on the two-player board, which names a
// seat's own points the same: file a on its left, rank 1 at its back).
func Summary(p *i18n.Printer, text string, naval bool) string {
	l, err := layouts.DecodeJunqi(text)
	if err != nil {
		return ""
	}
	var parts []string
	for _, r := range []junqi.Rank{junqi.Flag, junqi.Mine, junqi.Bomb, junqi.Marshal} {
		k, ok := i18n.JunqiPieceIn(r.Code(), naval)
		if !ok {
			continue
		}
		part := p.T(k)
		for i, x := range l {
			if x == r {
				part += " " + junqi.LocalName(i)
			}
		}
		parts = append(parts, part)
	}
	return strings.Join(parts, " · ")
}

// Deploying is the seat deploying, as the screen that opens the list has it.
type Deploying struct {
	Board junqi.BoardKind
	Seat  func() junqi.Seat // the seat deploying now
	Naval bool              // 海战棋's names
	// Current is the seat's layout now; false while it is not one.
	Current func() (junqi.Layout, bool)
	// Set replaces the seat's layout with l (named name, in the player's language);
	// an error, in the player's language, leaves it as it was.
	Set func(l junqi.Layout, name string) error
	// Back is the screen to return to.
	Back func() scene.Scene
}

// Host is the layouts list's host for the seat deploying.
func (d Deploying) Host(sh *scene.Shared) layoutscreen.Host {
	p := sh.Text
	return layoutscreen.Host{
		Game:        layouts.Junqi,
		PasteHelp:   i18n.LayoutPasteHelp,
		Builtins:    layouts.JunqiBuiltins(),
		BuiltinName: func(key string) string { return BuiltinName(p, key, d.Naval) },
		Current: func() (string, bool) {
			l, ok := d.Current()
			if !ok {
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
				name = BuiltinName(p, e.Name, d.Naval)
			}
			return d.Set(l, name)
		},
		ExportText: func(text string) (string, error) {
			l, err := layouts.DecodeJunqi(text)
			if err != nil {
				return "", err
			}
			return layouts.JunqiFor(l, d.Board, d.Seat()), nil
		},
		Normalize: func(text string) (string, error) {
			l, err := layouts.DecodeJunqi(text)
			if err != nil {
				return "", err
			}
			return layouts.JunqiText(l), nil
		},
		Back:    d.Back,
		Summary: func(text string) string { return Summary(p, text, d.Naval) },
	}
}

// Screen is the layouts list for the seat deploying.
func (d Deploying) Screen(sh *scene.Shared) scene.Scene {
	return layoutscreen.New(sh, d.Host(sh))
}

// RuleText is a deployment rule's words (junqi.Violation's Rule), point where it is
// broken; false for a rule without words of its own ("piece", "count": no swap or layout
// the screens allow breaks them).
func RuleText(p *i18n.Printer, rule, point string) (string, bool) {
	switch rule {
	case "flag":
		return p.T(i18n.PlaceErrFlag), true
	case "mine":
		return p.T(i18n.PlaceErrMine), true
	case "bomb":
		return p.T(i18n.PlaceErrBomb), true
	case "camp":
		return p.T(i18n.PlaceErrCamp), true
	case "centre":
		return p.T(i18n.PlaceErrCentre), true
	case "area":
		return p.T(i18n.PlaceErrArea, point), true
	}
	return "", false
}

// RefusalText is why a layout or a swap breaks the deployment rules, in the player's
// language; another error, or a rule without words of its own, in its own words.
func RefusalText(p *i18n.Printer, err error) string {
	point, rule, text := junqiplay.DeployRule(err)
	if t, ok := RuleText(p, rule, point); ok {
		return t
	}
	return text
}
