package napoleonparts

import (
	"testing"

	"warboard/game/i18n"
	"warboard/game/layouts"
	"warboard/game/online/napoleonview"
	"warboard/rules/napoleon"
)

// Every built-in set-up has a name in each language (not its key), and every one offered
// for a board fits that board's army.
func TestBuiltinsNamedAndFitting(t *testing.T) {
	boards := []napoleon.Board{napoleon.Board8, napoleon.Board10}
	for _, b := range boards {
		cfg := napoleon.Config{Board: b}
		rule, err := napoleonview.RoomOptions(cfg).ArmyRule()
		if err != nil {
			t.Fatal(err)
		}
		es := Builtins(cfg, rule)
		if len(es) == 0 {
			t.Fatalf("%s: no built-in set-up offered", b)
		}
		for _, e := range es {
			for _, l := range i18n.Langs() {
				if n := builtinName(i18n.NewPrinter(l), e.Name); n == e.Name || n == "" {
					t.Errorf("%s %s: named %q", b, l, n)
				}
			}
			u := SetUp{Cfg: cfg, Rule: rule, Seat: napoleon.North}
			if _, err := u.Fits(e, true); err != nil {
				t.Errorf("%s %s does not fit North, mirrored: %v", b, e.Name, err)
			}
		}
		other := layouts.Entry{Board: "16x8", Text: es[0].Text}
		if _, err := (SetUp{Cfg: cfg, Rule: rule, Seat: napoleon.South}).Fits(other, false); err == nil {
			t.Errorf("%s: a set-up kept for 16x8 fits", b)
		}
	}
}
