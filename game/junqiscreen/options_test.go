package junqiscreen

import (
	"slices"
	"strings"
	"testing"

	"warboard/game/i18n"
	"warboard/game/options"
	"warboard/game/setup"
	"warboard/rules/ai/level"
)

// mustRow is the catalogue's row named name.
func mustRow(t *testing.T, c options.Catalogue, name string) *options.Option {
	t.Helper()
	o := c.Row(name)
	if o == nil {
		t.Fatalf("no row %s", name)
	}
	return o
}

// TestSeatChoices: a newcomer's first game is South against the computer at normal on
// every other seat; a seat row sets exactly its seat, shows only for seats the board uses,
// and the choices travel to the computer seats the game is started with.
func TestSeatChoices(t *testing.T) {
	s := setup.Default(setup.Junqi)
	if got, lv := s.Junqi.Computer.Seats(s.Junqi.Seats()); got != "N" || lv["N"] != "normal" {
		t.Fatalf("default two-player computers %q %v, want N at normal", got, lv)
	}
	row := func(_ setup.GameID, name string) *options.Option { return mustRow(t, junqiOptions, name) }
	if row(setup.Junqi, "seat-E").Applies(&s) || row(setup.Junqi, "seat-W").Applies(&s) {
		t.Fatal("East and West rows show on the two-player board")
	}
	s.Junqi.Players = setup.JunqiThree
	if !row(setup.Junqi, "seat-E").Applies(&s) || row(setup.Junqi, "seat-W").Applies(&s) {
		t.Fatal("three players: East plays, West stays empty")
	}
	s.Junqi.Players = setup.JunqiTeams
	row(setup.Junqi, "seat-N").Set(&s, setup.Person)
	row(setup.Junqi, "seat-E").Set(&s, "hard")
	got, lv := s.Junqi.Computer.Seats(s.Junqi.Seats())
	if got != "EW" || lv["E"] != "hard" || lv["W"] != "normal" || s.Junqi.Computer.People(s.Junqi.Seats()) != 2 {
		t.Fatalf("2v2 with people S and N: computers %q %v", got, lv)
	}
	back := setup.Default(setup.Junqi)
	junqiOptions.Restore(&back, junqiOptions.Remembered(&s))
	if back != s {
		t.Fatalf("seat choices not remembered: %+v", back.Junqi.Computer)
	}
}

// TestSandayiOptions: 三打一's seats are a person or the computer at the levels of
// setup.SandayiLevels (a first game: South against three computers, a remembered level
// the board does not offer becomes one it does, and back), it bids counter-clockwise (no
// turn-order row), has no 翻棋, and its rows write its options into the record's tags.
func TestSandayiOptions(t *testing.T) {
	s := setup.Default(setup.Junqi)
	s.Junqi.Mode = "flip"
	row := func(name string) *options.Option { return mustRow(t, junqiOptions, name) }
	if !SandayiOffered {
		t.Skip("三打一 is not offered")
	}
	row("board").Set(&s, setup.JunqiSandayi)
	if s.Junqi.Mode != "open" {
		t.Fatalf("三打一 kept %q", s.Junqi.Mode)
	}
	want := setup.SandayiLevel("normal")
	if letters, lv := s.Junqi.Computer.Seats(s.Junqi.Seats()); letters != "ENW" || lv["E"] != want || lv["W"] != want {
		t.Fatalf("a first 三打一 is not South against three computers at %s: %q %v", want, letters, lv)
	}
	for _, x := range []string{"S", "E", "N", "W"} {
		o := row("seat-" + x)
		cs := o.Choices(&s)
		if !o.Applies(&s) || len(cs) != 1+len(setup.SandayiLevels) || cs[0].Value != setup.Person {
			t.Fatalf("seat %s offers %v in 三打一", x, cs)
		}
		for i, l := range setup.SandayiLevels {
			if cs[i+1].Value != l || !o.Valid(&s, l) {
				t.Fatalf("seat %s: level %s not offered (%v)", x, l, cs)
			}
			if name := cs[i+1].Label(i18n.NewPrinter(i18n.Zh)); name == "" || name == i18n.NewPrinter(i18n.Zh).T(i18n.PlayerHuman) {
				t.Fatalf("level %s has no name", l)
			}
		}
		if o.Valid(&s, "nonsense") {
			t.Fatalf("seat %s takes a level nobody plays", x)
		}
		if h := o.HelpOf(&s, i18n.NewPrinter(i18n.En)); !strings.Contains(h, "computer") {
			t.Fatalf("the seat row does not say what the computer does: %q", h)
		}
	}
	// remembered: a 三打一 level comes back with the board
	row("seat-N").Set(&s, setup.Person)
	back := setup.Default(setup.Junqi)
	junqiOptions.Restore(&back, junqiOptions.Remembered(&s))
	if back.Junqi.Computer != s.Junqi.Computer || !back.Junqi.Sandayi() {
		t.Fatalf("三打一 seats not remembered: %+v, want %+v", back.Junqi.Computer, s.Junqi.Computer)
	}
	// another board takes the seats back at levels it offers
	row("board").Set(&s, setup.JunqiTeams)
	for _, x := range []string{"E", "W"} {
		if l := s.Junqi.Computer.Of(x); l != "easy" && l != "normal" && l != "hard" {
			t.Fatalf("2v2 seat %s at %q", x, l)
		}
	}
	row("board").Set(&s, setup.JunqiSandayi)
	if row("turn-order").Applies(&s) || row("mode").Valid(&s, "flip") {
		t.Fatal("三打一 offers a turn order or 翻棋")
	}
	row("bidding").Set(&s, "landlord")
	row("pick").Set(&s, "random")
	row("first").Set(&s, "seats")
	row("pool-open").Set(&s, "on")
	if got := s.Record().String(); !strings.Contains(got, `[Variant "sandayi"]`) ||
		!strings.Contains(got, "bidding=landlord pick=random first=seats pool-open") {
		t.Fatalf("the 三打一 rows write\n%s", got)
	}
	row("bidding").Set(&s, "points")
	if s.Junqi.Bidding != "" || row("bidding").Get(&s) != "points" {
		t.Fatalf("the default bidding is kept as %q", s.Junqi.Bidding)
	}
	other := setup.Default(setup.Junqi)
	for _, n := range []string{"bidding", "pick", "first", "pool-open"} {
		if row(n).Applies(&other) {
			t.Fatalf("%s shows on the two-player board", n)
		}
	}
}

// TestSeatRowOffersTheChosenLevels: a seat row offers exactly the levels players choose.
func TestSeatRowOffersTheChosenLevels(t *testing.T) {
	s := setup.Default(setup.Junqi)
	o := junqiSeat("N")
	var offered []string
	for _, c := range o.Choices(&s) {
		if c.Value != setup.Person {
			offered = append(offered, c.Value)
		}
	}
	if !slices.Equal(offered, level.ChosenNames()) {
		t.Errorf("a seat row offers %v, want the chosen levels %v", offered, level.ChosenNames())
	}
}
