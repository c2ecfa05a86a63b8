package junqiparts

import (
	"errors"
	"strings"
	"testing"

	"warboard/game/i18n"
	"warboard/game/layouts"
	"warboard/rules/junqi"
)

// Every built-in layout has a name in each language (not its key), the classic ones their
// 海战棋 names at sea, and every built-in is legal for every seat of both boards.
func TestBuiltinsNamedAndLegal(t *testing.T) {
	for _, e := range layouts.JunqiBuiltins() {
		l, err := layouts.DecodeJunqi(e.Text)
		if err != nil {
			t.Fatalf("%s: %v", e.Name, err)
		}
		for _, k := range []junqi.BoardKind{junqi.TwoPlayer, junqi.FourCountry} {
			for _, seat := range []junqi.Seat{junqi.South, junqi.North} {
				if err := l.Check(k, seat); err != nil {
					t.Errorf("%s on %v for %v: %v", e.Name, k, seat, err)
				}
			}
		}
		for _, lang := range i18n.Langs() {
			p := i18n.NewPrinter(lang)
			if n := BuiltinName(p, e.Name, false); n == e.Name || n == "" {
				t.Errorf("%s %s: named %q", e.Name, lang.Code(), n)
			}
		}
	}
	for _, lang := range i18n.Langs() {
		p := i18n.NewPrinter(lang)
		if land, sea := Name(p, "left flag", false), Name(p, "left flag", true); land == sea {
			t.Errorf("%s: the left flag layout is %q on land and at sea", lang.Code(), land)
		}
		if Name(p, "random", false) != p.T(i18n.DeployRandom) || Name(p, "not a layout", false) != "not a layout" {
			t.Errorf("%s: random or an unknown name misnamed", lang.Code())
		}
	}
}

// A layout's summary names the flag, the landmines, the bombs and the 司令 where the layout
// puts them, in the deploying seat's own points.
func TestSummary(t *testing.T) {
	p := i18n.NewPrinter(i18n.En)
	text := layouts.JunqiText(junqi.Layouts[0].Layout) // flag b1, mines a1 c1 b2, bombs a3 d2
	got := Summary(p, text, false)
	for _, want := range []string{"b1", "a1", "c1", "b2", "a3", "d2"} {
		if !strings.Contains(got, want) {
			t.Errorf("summary %q lacks %s", got, want)
		}
	}
	if Summary(p, "not a layout", false) != "" {
		t.Error("a text that is no layout has a summary")
	}
}

// A layout broken by a swap is refused in the player's language: every rule the swaps can
// break has its own words in each language (never the rules' English), and an error of
// another kind keeps its own words.
func TestRefusalText(t *testing.T) {
	base := junqi.Layouts[0].Layout // flag b1, mines a1 c1 b2, bombs a3 d2
	swap := func(a, b int) error {
		l := base
		l[a], l[b] = l[b], l[a]
		return l.Check(junqi.TwoPlayer, junqi.South)
	}
	idx := func(name string) int { return int(name[1]-'1')*5 + int(name[0]-'a') }
	cases := map[string]error{
		"flag": swap(idx("b1"), idx("e1")),
		"mine": swap(idx("a1"), idx("b4")),
		"bomb": swap(idx("a3"), idx("c6")),
		"camp": swap(idx("a6"), idx("b5")),
	}
	// 三打一's own (rules/junqi's tests check its deployment check names them so).
	cases["centre"] = junqi.DeploymentError{{Point: "Cb2", Reason: "bomb on Cb2: bombs never go on the front rank or in the centre", Rule: "centre"}}
	for name, err := range cases {
		if err == nil {
			t.Fatalf("%s: the swap was legal", name)
		}
		for _, lang := range i18n.Langs() {
			p := i18n.NewPrinter(lang)
			got := RefusalText(p, err)
			if want, _ := RuleText(p, name, ""); got != want || got == "" || got == err.Error() {
				t.Errorf("%s %s: %q, want %q", name, lang.Code(), got, want)
			}
		}
	}
	for _, lang := range i18n.Langs() {
		p := i18n.NewPrinter(lang)
		if got, ok := RuleText(p, "area", "Cb2"); !ok || !strings.Contains(got, "Cb2") {
			t.Errorf("%s: outside the area: %q", lang.Code(), got)
		}
		if got, ok := RuleText(p, "centre", ""); !ok || got == "" {
			t.Errorf("%s: the centre: %q", lang.Code(), got)
		}
		if _, ok := RuleText(p, "count", ""); ok {
			t.Errorf("%s: a count has words of its own", lang.Code())
		}
	}
	other := errors.New("something else")
	if got := RefusalText(i18n.NewPrinter(i18n.Zh), other); got != other.Error() {
		t.Errorf("another error became %q", got)
	}
}
