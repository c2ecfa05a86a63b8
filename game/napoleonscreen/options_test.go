package napoleonscreen

import (
	"strings"
	"testing"

	"warboard/game/options"
	"warboard/game/setup"
	"warboard/rules/napoleon"
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

// TestSeatChoices: a Napoleon seat row makes its side the computer's.
func TestSeatChoices(t *testing.T) {
	n := setup.Default(setup.Napoleon)
	mustRow(t, napoleonOptions, "seat-S").Set(&n, "easy")
	if got, _ := n.Napoleon.Computer.Seats([]string{"S", "N"}); got != "SN" {
		t.Fatalf("Napoleon computers %q, want SN", got)
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
	for _, o := range napoleonOptions {
		if strings.HasPrefix(o.Name, "seat-") && o.Applies(&s) {
			seatRows = append(seatRows, o.Name)
			if cs := o.Choices(&s); len(cs) != 4 {
				t.Errorf("%s offers %d choices in Waterloo, want Person and three levels", o.Name, len(cs))
			}
		}
	}
	if strings.Join(seatRows, " ") != "seat-S seat-E seat-N" {
		t.Errorf("seat rows %v", seatRows)
	}
	// one person against computers: choosing a level for East makes North the computer's
	row := func(name string) *options.Option { return mustRow(t, napoleonOptions, name) }
	row("seat-E").Set(&s, "hard")
	if c := s.Napoleon.Computer; c.Of("S") != setup.Person || c.Of("E") != "hard" || c.Of("N") != "normal" {
		t.Errorf("after East hard: %+v, want S a person, E hard, N normal", c)
	}
	row("seat-N").Set(&s, setup.Person) // North takes the person's place beside the computer
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
	find := func(name string) *options.Option { return mustRow(t, napoleonOptions, name) }
	var boards []string
	for _, c := range find("board").Choices(&s) {
		boards = append(boards, c.Value)
	}
	if strings.Join(boards, " ") != "15 16x16" {
		t.Errorf("Waterloo's boards: %v, want 15 16x16", boards)
	}
	find("board").Set(&s, "16x16")
	for _, c := range find("army").Choices(&s) {
		if c.Value == setup.Army40 || c.Value == setup.Army32 || c.Value == setup.ArmyScaled {
			t.Errorf("Waterloo on 16x16 offers the giant-field army %q", c.Value)
		}
	}
	if !waterlooArmyFits(&s.Napoleon) {
		t.Errorf("16x16 Waterloo kept an army that does not fit: %s (%d)", s.Napoleon.Army, s.Napoleon.ArmySize)
	}
}
