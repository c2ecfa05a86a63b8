package napoleon

import (
	"strings"
	"testing"
)

func TestCanAdd(t *testing.T) {
	cases := []struct {
		name string
		rule ArmyRule
		army Army
		kind Kind
		want string // "" when allowed, else part of the reason
	}{
		{"exact room", ExactArmy(Army16), Army{0, 1, 0, 0, 0, 0}, General, ""},
		{"exact kind full", ExactArmy(Army16), Army{0, 2, 0, 0, 0, 0}, General, "every general"},
		{"exact complete", ExactArmy(Army16), Army16, Infantry, "complete"},
		{"choose room", ChooseArmy(Army20, 16), Army{0, 0, 0, 7, 0, 0}, Infantry, ""},
		{"choose pool empty", ChooseArmy(Army20, 16), Army{0, 0, 0, 8, 0, 0}, Infantry, "no infantry left"},
		{"choose complete", ChooseArmy(Army20, 16), Army{0, 2, 1, 8, 5, 0}, Cannon, "complete"},
		{"free any", FreeArmy(16), Army{0, 0, 0, 0, 0, 9}, Cannon, ""},
		{"free drums", FreeArmy(16), Army{0, 0, 2, 0, 0, 0}, Drum, "at most 2 drums"},
		{"bad kind", FreeArmy(16), Army{}, NoKind, "invalid"},
	}
	for _, c := range cases {
		err := c.rule.CanAdd(c.army, c.kind)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: refused: %v", c.name, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: got %v, want a reason with %q", c.name, err, c.want)
		}
		// CanAdd agrees with Check: an allowed addition never exceeds the rule.
		if err == nil {
			a := c.army
			a[c.kind]++
			for _, e := range c.rule.Check(a) {
				if !strings.Contains(e.Error(), "it needs") && c.rule.Composition != Exact {
					t.Errorf("%s: allowed, but Check says %v", c.name, e)
				}
			}
		}
	}
}

func TestAfterCannonTurns(t *testing.T) {
	s := mustState(t, "8x8", "", "", "c1=SK>N a8=NK>S h1=SG", "S")
	before := s
	c1, a8, h1 := sq(t, "c1"), sq(t, "a8"), sq(t, "h1")
	next, err := s.AfterCannonTurns([]CannonTurn{{c1, DirNE}})
	if err != nil {
		t.Fatal(err)
	}
	if s != before {
		t.Fatal("AfterCannonTurns changed its receiver")
	}
	if got := next.At(c1).Facing(); got != DirNE {
		t.Fatalf("c1 faces %s, want NE", got)
	}
	if next.ToMove() != South {
		t.Fatal("the turn passed")
	}
	los := next.LineOfSight(South)
	if !los.Has(sq(t, "d2")) || los.Has(sq(t, "c2")) {
		t.Fatalf("LOS not recomputed after the turn: %v", los.Squares())
	}
	for _, bad := range [][]CannonTurn{
		{{a8, DirN}},             // the enemy's cannon
		{{h1, DirN}},             // not a cannon
		{{c1, DirN}, {c1, DirE}}, // twice
		{{sq(t, "o15"), DirN}},   // off the board
		{{c1, Dir(9)}},           // no such direction
	} {
		if _, err := s.AfterCannonTurns(bad); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
	// The same turns through PlayTurn give the same board.
	played := s
	if err := played.PlayTurn(Turn{Move: Move{From: h1, To: sq(t, "h2"), Push: NoSquare}, Turns: []CannonTurn{{c1, DirNE}}}); err != nil {
		t.Fatal(err)
	}
	if played.At(c1) != next.At(c1) {
		t.Fatal("AfterCannonTurns and PlayTurn disagree on the cannon")
	}
}
