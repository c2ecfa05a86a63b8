package menu

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"warboard/game/i18n"
	"warboard/game/setup"
	"warboard/game/widget"
	"warboard/rules/ai/level"
	"warboard/rules/napoleon"
)

// TestChoicesRoundTrip: the remembered form of a setup restores the same setup, whatever
// the options screen set; values this build does not know are ignored.
func TestChoicesRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, id := range setup.Games {
		for i := 0; i < 300; i++ {
			s := setup.Default(id)
			// Random taps on random options.
			for j := 0; j < 12; j++ {
				opts := optionsOf(id)
				o := opts[rng.IntN(len(opts))]
				if !o.applies(&s) {
					continue
				}
				switch o.kind {
				case widget.ToggleRow:
					o.set(&s, onOff(o.get(&s) != "on"))
				case widget.ChoiceRow:
					cs := o.choices(&s)
					if v := cs[rng.IntN(len(cs))].value; v != o.get(&s) {
						o.set(&s, v)
					}
				case widget.StepperRow:
					o.step(&s, rng.IntN(3)-1)
				}
			}
			back := setup.Default(id)
			restoreChoices(&back, choicesOf(&s))
			if back != s {
				t.Fatalf("%s: restored\n %#v\nfrom\n %#v", id, back.Napoleon, s.Napoleon)
			}
		}
	}
	s := setup.Default(setup.Junqi)
	restoreChoices(&s, map[string]string{"seat-N": "grandmaster", "seat-S": "", "mode": "chaos", "nocapture": "-5", "board": "9p", "rank-numbers": "maybe", "x": "1"})
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
		for _, o := range optionsOf(id) {
			got = append(got, o.name)
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
	setArmies(&waterloo, "4")
	waterloo.Napoleon.Teams = "SN EW"
	custom := setup.Default(setup.Napoleon)
	custom.Napoleon.SetBoard(setup.BoardCustom)
	sandayi := setup.Default(setup.Junqi)
	sandayi.Junqi.Players = setup.JunqiSandayi
	setups = append(setups, dark, big, waterloo, custom, sandayi)
	seen := map[string]bool{}
	for _, s := range setups {
		for _, o := range optionsOf(s.Game) {
			if !o.applies(&s) {
				continue
			}
			seen[string(s.Game)+":"+o.name] = true
			for _, l := range i18n.Langs() {
				p := i18n.NewPrinter(l)
				// The army size explains itself through the army row above it ("free
				// composition: … an army of the chosen size").
				if p.T(o.label) == "" || o.helpOf(&s, p) == "" && o.name != "army-size" {
					t.Errorf("%s %s in %s: label %q help %q", s.Game, o.name, l, p.T(o.label), o.helpOf(&s, p))
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

// TestSeatChoices: a newcomer's first game is South against the computer at normal on
// every other seat; a seat row sets exactly its seat, shows only for seats the board uses,
// and the choices travel to the computer seats the game is started with.
func TestSeatChoices(t *testing.T) {
	s := setup.Default(setup.Junqi)
	if got, lv := s.Junqi.Computer.Seats(s.Junqi.Seats()); got != "N" || lv["N"] != "normal" {
		t.Fatalf("default two-player computers %q %v, want N at normal", got, lv)
	}
	row := func(id setup.GameID, name string) *option {
		for _, o := range optionsOf(id) {
			if o.name == name {
				return o
			}
		}
		t.Fatalf("no row %s", name)
		return nil
	}
	if row(setup.Junqi, "seat-E").applies(&s) || row(setup.Junqi, "seat-W").applies(&s) {
		t.Fatal("East and West rows show on the two-player board")
	}
	s.Junqi.Players = setup.JunqiThree
	if !row(setup.Junqi, "seat-E").applies(&s) || row(setup.Junqi, "seat-W").applies(&s) {
		t.Fatal("three players: East plays, West stays empty")
	}
	s.Junqi.Players = setup.JunqiTeams
	row(setup.Junqi, "seat-N").set(&s, setup.Person)
	row(setup.Junqi, "seat-E").set(&s, "hard")
	got, lv := s.Junqi.Computer.Seats(s.Junqi.Seats())
	if got != "EW" || lv["E"] != "hard" || lv["W"] != "normal" || s.Junqi.Computer.People(s.Junqi.Seats()) != 2 {
		t.Fatalf("2v2 with people S and N: computers %q %v", got, lv)
	}
	back := setup.Default(setup.Junqi)
	restoreChoices(&back, choicesOf(&s))
	if back != s {
		t.Fatalf("seat choices not remembered: %+v", back.Junqi.Computer)
	}
	n := setup.Default(setup.Napoleon)
	row(setup.Napoleon, "seat-S").set(&n, "easy")
	if got, _ := n.Napoleon.Computer.Seats([]string{"S", "N"}); got != "SN" {
		t.Fatalf("Napoleon computers %q, want SN", got)
	}
}

// TestSandayiOptions: 三打一's seats are a person or the computer at the levels of
// setup.SandayiLevels (a first game: South against three computers, a remembered level
// the board does not offer becomes one it does, and back), it bids counter-clockwise (no
// turn-order row), has no 翻棋, and its rows write its options into the record's tags.
func TestSandayiOptions(t *testing.T) {
	s := setup.Default(setup.Junqi)
	s.Junqi.Mode = "flip"
	row := func(name string) *option {
		for _, o := range junqiOptions {
			if o.name == name {
				return o
			}
		}
		t.Fatalf("no row %s", name)
		return nil
	}
	if !SandayiOffered {
		t.Skip("三打一 is not offered")
	}
	row("board").set(&s, setup.JunqiSandayi)
	if s.Junqi.Mode != "open" {
		t.Fatalf("三打一 kept %q", s.Junqi.Mode)
	}
	want := setup.SandayiLevel("normal")
	if letters, lv := s.Junqi.Computer.Seats(s.Junqi.Seats()); letters != "ENW" || lv["E"] != want || lv["W"] != want {
		t.Fatalf("a first 三打一 is not South against three computers at %s: %q %v", want, letters, lv)
	}
	for _, x := range []string{"S", "E", "N", "W"} {
		o := row("seat-" + x)
		cs := o.choices(&s)
		if !o.applies(&s) || len(cs) != 1+len(setup.SandayiLevels) || cs[0].value != setup.Person {
			t.Fatalf("seat %s offers %v in 三打一", x, cs)
		}
		for i, l := range setup.SandayiLevels {
			if cs[i+1].value != l || !o.valid(&s, l) {
				t.Fatalf("seat %s: level %s not offered (%v)", x, l, cs)
			}
			if name := cs[i+1].label(i18n.NewPrinter(i18n.Zh)); name == "" || name == i18n.NewPrinter(i18n.Zh).T(i18n.PlayerHuman) {
				t.Fatalf("level %s has no name", l)
			}
		}
		if o.valid(&s, "nonsense") {
			t.Fatalf("seat %s takes a level nobody plays", x)
		}
		if h := o.helpOf(&s, i18n.NewPrinter(i18n.En)); !strings.Contains(h, "computer") {
			t.Fatalf("the seat row does not say what the computer does: %q", h)
		}
	}
	// remembered: a 三打一 level comes back with the board
	row("seat-N").set(&s, setup.Person)
	back := setup.Default(setup.Junqi)
	restoreChoices(&back, choicesOf(&s))
	if back.Junqi.Computer != s.Junqi.Computer || !back.Junqi.Sandayi() {
		t.Fatalf("三打一 seats not remembered: %+v, want %+v", back.Junqi.Computer, s.Junqi.Computer)
	}
	// another board takes the seats back at levels it offers
	row("board").set(&s, setup.JunqiTeams)
	for _, x := range []string{"E", "W"} {
		if l := s.Junqi.Computer.Of(x); l != "easy" && l != "normal" && l != "hard" {
			t.Fatalf("2v2 seat %s at %q", x, l)
		}
	}
	row("board").set(&s, setup.JunqiSandayi)
	if row("turn-order").applies(&s) || row("mode").valid(&s, "flip") {
		t.Fatal("三打一 offers a turn order or 翻棋")
	}
	row("bidding").set(&s, "landlord")
	row("pick").set(&s, "random")
	row("first").set(&s, "seats")
	row("pool-open").set(&s, "on")
	if got := s.Record().String(); !strings.Contains(got, `[Variant "sandayi"]`) ||
		!strings.Contains(got, "bidding=landlord pick=random first=seats pool-open") {
		t.Fatalf("the 三打一 rows write\n%s", got)
	}
	row("bidding").set(&s, "points")
	if s.Junqi.Bidding != "" || row("bidding").get(&s) != "points" {
		t.Fatalf("the default bidding is kept as %q", s.Junqi.Bidding)
	}
	other := setup.Default(setup.Junqi)
	for _, n := range []string{"bidding", "pick", "first", "pool-open"} {
		if row(n).applies(&other) {
			t.Fatalf("%s shows on the two-player board", n)
		}
	}
}

// Waterloo on the options screen: the armies row makes a square board that holds them,
// every seat a person's, the teams of that number, and the record tags the rules read.
func TestWaterlooOptions(t *testing.T) {
	s := setup.Default(setup.Napoleon) // North is the computer's
	setArmies(&s, "3")
	n := s.Napoleon
	if n.Size != 15 || n.Computer != (setup.Computer{}) || n.Army != setup.Army16 {
		t.Fatalf("three armies: size %d, computer %+v, army %s", n.Size, n.Computer, n.Army)
	}
	var seatRows []string
	for _, o := range optionsOf(setup.Napoleon) {
		if strings.HasPrefix(o.name, "seat-") && o.applies(&s) {
			seatRows = append(seatRows, o.name)
			if cs := o.choices(&s); len(cs) != 4 {
				t.Errorf("%s offers %d choices in Waterloo, want Person and three levels", o.name, len(cs))
			}
		}
	}
	if strings.Join(seatRows, " ") != "seat-S seat-E seat-N" {
		t.Errorf("seat rows %v", seatRows)
	}
	// one person against computers: choosing a level for East makes North the computer's
	row := func(name string) *option {
		for _, o := range optionsOf(setup.Napoleon) {
			if o.name == name {
				return o
			}
		}
		t.Fatalf("no row %s", name)
		return nil
	}
	row("seat-E").set(&s, "hard")
	if c := s.Napoleon.Computer; c.Of("S") != setup.Person || c.Of("E") != "hard" || c.Of("N") != "normal" {
		t.Errorf("after East hard: %+v, want S a person, E hard, N normal", c)
	}
	row("seat-N").set(&s, setup.Person) // North takes the person's place beside the computer
	if c := s.Napoleon.Computer; c.Of("N") != setup.Person || c.People(s.Napoleon.Seats()) != 1 {
		t.Errorf("after North a person: %+v, want one person", c)
	}
	s.Napoleon.Computer = setup.Computer{}
	s.Napoleon.Teams = "S EN"
	s.Napoleon.AllyGeneral = true
	text := s.String()
	for _, want := range []string{`[Seats "S E N"]`, `[Teams "S EN"]`, "ally-general"} {
		if !strings.Contains(text, want) {
			t.Errorf("record tags lack %s:\n%s", want, text)
		}
	}
	rec := s.Record()
	if _, err := napoleon.ConfigFromRecord(rec); err != nil {
		t.Errorf("the rules refuse the tags: %v", err)
	}
	setArmies(&s, "2")
	if s.Napoleon.Waterloo() || strings.Contains(s.String(), "Seats") {
		t.Errorf("back to two armies: %s", s.String())
	}
}

// Waterloo plays on square boards only: choosing three armies on a custom or oblong board
// moves it to 15×15, the board row offers 15×15 and 16×16 only, and no giant-field army.
func TestWaterlooOffersSquareBoards(t *testing.T) {
	s := setup.Default(setup.Napoleon)
	s.Napoleon.SetBoard("24x16")
	setArmies(&s, "3")
	if b := s.Napoleon.Board(); b.W != 15 || b.H != 15 || s.Napoleon.Custom {
		t.Fatalf("three armies on 24x16 moved to %dx%d (custom %v), want 15x15", b.W, b.H, s.Napoleon.Custom)
	}
	find := func(name string) *option {
		for _, o := range optionsOf(setup.Napoleon) {
			if o.name == name {
				return o
			}
		}
		t.Fatalf("no option %q", name)
		return nil
	}
	var boards []string
	for _, c := range find("board").choices(&s) {
		boards = append(boards, c.value)
	}
	if strings.Join(boards, " ") != "15 16x16" {
		t.Errorf("Waterloo's boards: %v, want 15 16x16", boards)
	}
	find("board").set(&s, "16x16")
	for _, c := range find("army").choices(&s) {
		if c.value == setup.Army40 || c.value == setup.Army32 || c.value == setup.ArmyScaled {
			t.Errorf("Waterloo on 16x16 offers the giant-field army %q", c.value)
		}
	}
	if !waterlooArmyFits(&s.Napoleon) {
		t.Errorf("16x16 Waterloo kept an army that does not fit: %s (%d)", s.Napoleon.Army, s.Napoleon.ArmySize)
	}
}

// Every level of rules/ai/level has a name of its own in the catalogue, and the seat rows
// offer exactly the levels players choose.
func TestEveryLevelNamed(t *testing.T) {
	keys := map[i18n.Key]string{}
	for _, l := range level.Names() {
		k, ok := levelNames[l]
		if !ok {
			t.Errorf("level %q has no name in the catalogue (levelNames)", l)
		}
		if other, dup := keys[k]; dup {
			t.Errorf("levels %q and %q share a name", l, other)
		}
		keys[k] = l
	}
	s := setup.Default(setup.Junqi)
	o := junqiSeat("N")
	var offered []string
	for _, c := range o.choices(&s) {
		if c.value != setup.Person {
			offered = append(offered, c.value)
		}
	}
	if !slices.Equal(offered, level.ChosenNames()) {
		t.Errorf("a seat row offers %v, want the chosen levels %v", offered, level.ChosenNames())
	}
}
