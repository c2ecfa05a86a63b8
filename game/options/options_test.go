package options_test

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"warboard/game"
	"warboard/game/i18n"
	"warboard/game/options"
	"warboard/game/setup"
	"warboard/game/widget"
	"warboard/render"
	"warboard/render/ebitentest"
	"warboard/rules/ai/level"
)

// The catalogues are the games' (game.Games): these tests walk every game's.
func TestMain(m *testing.M) { ebitentest.Main(m, render.WatchCuts()) }

// TestChoicesRoundTrip: the remembered form of a setup restores the same setup, whatever
// the options screen set; values this build does not know are ignored.
func TestChoicesRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, k := range game.Games.List() {
		id := k.ID()
		for i := 0; i < 300; i++ {
			s := setup.Default(id)
			// Random taps on random options.
			for j := 0; j < 12; j++ {
				opts := game.Games.Options(id)
				o := opts[rng.IntN(len(opts))]
				if !o.Applies(&s) {
					continue
				}
				switch o.Kind {
				case widget.ToggleRow:
					o.Set(&s, options.OnOff(o.Get(&s) != "on"))
				case widget.ChoiceRow:
					cs := o.Choices(&s)
					if v := cs[rng.IntN(len(cs))].Value; v != o.Get(&s) {
						o.Set(&s, v)
					}
				case widget.StepperRow:
					o.Step(&s, rng.IntN(3)-1)
				}
			}
			back := setup.Default(id)
			game.Games.Options(id).Restore(&back, game.Games.Options(id).Remembered(&s))
			if back != s {
				t.Fatalf("%s: restored\n %#v\nfrom\n %#v", id, back.Napoleon, s.Napoleon)
			}
		}
	}
	s := setup.Default(setup.Junqi)
	game.Games.Options(setup.Junqi).Restore(&s, map[string]string{"seat-N": "grandmaster", "seat-S": "", "mode": "chaos", "nocapture": "-5", "board": "9p", "rank-numbers": "maybe", "x": "1"})
	if s != setup.Default(setup.Junqi) {
		t.Fatalf("unknown remembered values changed the setup: %+v", s.Junqi)
	}
}

// TestEveryRulesOptionIsOffered: each option of notation.md has a row on the options screen,
// and every row has a label and an explanation in every language.
func TestEveryRulesOptionIsOffered(t *testing.T) {
	want := map[setup.GameID][]string{
		setup.Junqi:    {"board", "mode", "naval", "seat-S", "seat-E", "seat-N", "seat-W", "bidding", "pick", "first", "pool-open", "secret-deploy", "turn-order", "nocapture", "battle-reveal", "allies-see", "hand-over", "rank-numbers"},
		setup.Napoleon: {"board", "board-width", "board-height", "armies", "teams", "ally-general", "seat-S", "seat-E", "seat-N", "seat-W", "army", "army-size", "extra-drum", "target", "turnlimit", "middle", "drums-scare", "drum-push", "antique", "terrain", "terrain-map", "first"},
	}
	for id, names := range want {
		var got []string
		for _, o := range game.Games.Options(id) {
			got = append(got, o.Name)
		}
		if !reflect.DeepEqual(got, names) {
			t.Errorf("%s options = %v, want %v", id, got, names)
		}
	}
	// Show every option at least once: walk setups that make each apply.
	setups := []setup.Setup{setup.Default(setup.Junqi), setup.Default(setup.Napoleon)}
	dark := setup.Default(setup.Junqi)
	dark.Junqi.Players, dark.Junqi.Mode = setup.JunqiTeams, "dark"
	big := setup.Default(setup.Napoleon)
	big.Napoleon.Size, big.Napoleon.Army, big.Napoleon.Terrain = 15, setup.ArmyFree, setup.TerrainPreset
	waterloo := setup.Default(setup.Napoleon)
	game.Games.Options(setup.Napoleon).Row("armies").Set(&waterloo, "4")
	waterloo.Napoleon.Teams = "SN EW"
	custom := setup.Default(setup.Napoleon)
	custom.Napoleon.SetBoard(setup.BoardCustom)
	sandayi := setup.Default(setup.Junqi)
	sandayi.Junqi.Players = setup.JunqiSandayi
	setups = append(setups, dark, big, waterloo, custom, sandayi)
	seen := map[string]bool{}
	for _, s := range setups {
		for _, o := range game.Games.Options(s.Game) {
			if !o.Applies(&s) {
				continue
			}
			seen[string(s.Game)+":"+o.Name] = true
			for _, l := range i18n.Langs() {
				p := i18n.NewPrinter(l)
				// The army size explains itself through the army row above it ("free
				// composition: … an army of the chosen size").
				if p.T(o.Label) == "" || o.HelpOf(&s, p) == "" && o.Name != "army-size" {
					t.Errorf("%s %s in %s: label %q help %q", s.Game, o.Name, l, p.T(o.Label), o.HelpOf(&s, p))
				}
			}
		}
	}
	for id, names := range want {
		for _, n := range names {
			if !seen[string(id)+":"+n] {
				t.Errorf("%s option %s never applies", id, n)
			}
		}
	}
}

// Every level of rules/ai/level has a name of its own in the catalogue.
func TestEveryLevelNamed(t *testing.T) {
	keys := map[i18n.Key]string{}
	for _, l := range level.Names() {
		k, ok := options.LevelNames[l]
		if !ok {
			t.Errorf("level %q has no name in the catalogue (options.LevelNames)", l)
		}
		if other, dup := keys[k]; dup {
			t.Errorf("levels %q and %q share a name", l, other)
		}
		keys[k] = l
	}
}

// TestOtherToggleKeepsItsValueByName: a game with no struct in the setup keeps an on/off
// row in Setup.Other, beside any other row of its, and the remembered choices restore it.
func TestOtherToggleKeepsItsValueByName(t *testing.T) {
	c := options.Catalogue{
		options.OtherToggle("bonus", i18n.OptRankNumbers, i18n.OptRankNumbersHelp),
		options.OtherToggle("fast", i18n.OptRankNumbers, i18n.OptRankNumbersHelp),
	}
	s := setup.Setup{Game: "third"}
	if c[0].Get(&s) != "off" {
		t.Fatal("an unset row is not off")
	}
	c[0].Set(&s, "on")
	c[1].Set(&s, "on")
	c[1].Set(&s, "off")
	if s.Other != "bonus=on" || c[0].Get(&s) != "on" || c[1].Get(&s) != "off" {
		t.Fatalf("Other is %q", s.Other)
	}
	back := setup.Setup{Game: "third"}
	c.Restore(&back, c.Remembered(&s))
	if back != s {
		t.Fatalf("restored %+v, want %+v", back, s)
	}
}
