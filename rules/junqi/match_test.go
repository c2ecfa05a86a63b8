package junqi

import (
	"errors"
	"math/rand/v2"
	"sort"
	"strings"
	"testing"

	"warboard/rules/record"
)

func TestRecordErrors(t *testing.T) {
	pos := "c3=S5 a1=SF b12=NF c10=N4"
	for _, c := range []struct{ text, want string }{
		{rec("2p", pos, "c3-c2 c10-c11 c6xc7"), "move 3 (c6xc7): c6 holds no piece of S"},
		{rec("2p", pos, "c3-c9"), "move 1 (c3-c9): c3 cannot reach c9"},
		{rec("2p", pos, "c3xc2"), "move 1 (c3xc2): c2 is empty: a move is written c3-c2"},
		{rec("2p", pos, "c3-z9"), `move 1 (c3-z9): "z9" is not a point of the 2p board`},
		{rec("2p", pos, "@c3"), "move 1 (@c3): flipping is for 翻棋 only"},
		{rec("2p", pos, "hello"), "move 1 (hello): not a move: write from-to, fromxto, @point, resign or draw"},
		{rec("2p", pos, "a1-a2"), "move 1 (a1-a2): the flag never moves"},
		{"[Board \"2p\"]\n", "no [Position]"},
		{"[Position \"a1=SF\"]\n", "no [Board]"},
		{rec("3p", pos), `line 2: Board: "3p" is not a junqi board (2p or 4p)`},
		{rec("2p", pos, `[Mode "blind"]`), `line 4: Mode: "blind" is not a mode (open, dark or flip)`},
		{rec("2p", pos, `[Options "fog"]`), `line 4: Options: unknown junqi option "fog"`},
		{rec("2p", pos, `[Options "naval=yes"]`), `line 4: Options: naval takes no value`},
		{rec("2p", pos, `[Options "nocapture=x"]`), `line 4: Options: nocapture needs a count 0..65535 (nocapture=70)`},
		{rec("2p", pos, `[Terrain "c4=hill"]`), `line 4: Terrain: terrain is for napoleon, not junqi`},
		{rec("2p", pos, `[Teams "S N"]`), `line 4: Teams: teams are for the four-country board`},
		{rec("2p", pos, `[Seats "S E"]`), `line 4: seat E is not on the 2p board`},
		{rec("2p", pos, `[Turn "E"]`), `line 4: Turn: seat E is not playing`},
		{rec("2p", pos, `[Turn "?"]`), `line 4: Turn: turn "?" is for 翻棋 only`},
		{rec("2p", "a1=SF a1=N4"), `line 3: Position: "a1=N4": point a1 is given twice`},
		{rec("2p", "a1=SX"), `line 3: Position: a1: "X" is not a junqi piece`},
		{rec("2p", "Sa1=SF"), `line 3: Position: "Sa1" is not a point of the 2p board`},
		{rec("2p", "a1=S?"), `line 3: Position: a1: "?" is not a junqi piece`},
		{rec("2p", "a1=SF*"), `line 3: Position: a1: face-down pieces are for 翻棋 only`},
		{rec("4p", "Sa1=SF Wa1=WF", `[Seats "S E N"]`), `line 3: Position: Wa1: seat W is not playing`},
		{rec("4p", "Sa1=SF", `[Teams "SN E"]`), `line 4: teams must name every playing seat once`},
		{strings.Replace(rec("2p", pos), "junqi", "napoleon", 1), `line 1: Game: "napoleon" is not junqi`},
	} {
		_, err := loadErr(c.text)
		var re *record.Error
		if err == nil || !errors.As(err, &re) || err.Error() != c.want {
			t.Errorf("got %v, want %q", err, c.want)
		}
	}
}

// TestNavalIsNoRule: the 海战棋 option is a piece set: a record with it is the same game,
// kept in the match's record.
func TestNavalIsNoRule(t *testing.T) {
	pos := "c3=S5 a1=SF b12=NF c10=N4"
	plain, err := loadErr(rec("2p", pos, "c3-c2 c10-c11"))
	if err != nil {
		t.Fatal(err)
	}
	naval, err := loadErr(rec("2p", pos, `[Options "nocapture=70 naval"]`, "c3-c2 c10-c11"))
	if err != nil {
		t.Fatal(err)
	}
	if a, b := plain.State(), naval.State(); a.Config().NoCapture != b.Config().NoCapture || a.PositionString() != b.PositionString() || strings.Join(plain.Moves(), " ") != strings.Join(naval.Moves(), " ") {
		t.Errorf("naval changed the game")
	}
	if !strings.Contains(naval.Record().String(), "naval") {
		t.Errorf("the record lost the option:\n%s", naval.Record())
	}
}

func TestMovesSortedAndRoundTrip(t *testing.T) {
	for _, k := range []BoardKind{TwoPlayer, FourCountry} {
		for _, mode := range []Mode{Open, Dark, Flip} {
			s, err := NewRandomState(DefaultConfig(k, mode), rand.NewPCG(uint64(k)+10, uint64(mode)))
			if err != nil {
				t.Fatal(err)
			}
			m := NewMatch(s)
			src := rand.NewPCG(4, 4)
			for i := 0; i < 300 && m.Result() == "ongoing"; i++ {
				mv := m.Moves()
				if !sort.StringsAreSorted(mv) {
					t.Fatalf("moves not sorted: %v", mv)
				}
				play(t, m, mv[intn(src, len(mv))])
			}
			text := m.Record().String()
			back := load(t, text)
			if back.Position() != m.Position() || back.Turn() != m.Turn() || back.Result() != m.Result() ||
				back.game.State != m.game.State || strings.Join(back.Tokens(), " ") != strings.Join(m.Tokens(), " ") {
				t.Errorf("%v %v: record does not round-trip:\n%s", k, mode, text)
			}
			if back.Record().String() != text {
				t.Errorf("%v %v: record text changes on a second round", k, mode)
			}
		}
	}
}

func TestResultTag(t *testing.T) {
	m := load(t, rec("2p", "c3=S1 c2=NF a1=SF c10=N4", `[Result "N flag"]`, "c3xc2"))
	if v, _ := m.Record().Tag("Result"); v != "S flag" {
		t.Errorf("Result tag %q", v)
	}
	m = load(t, rec("2p", "c3=S1 c2=NF a1=SF c10=N4", `[Result "N flag"]`))
	if _, ok := m.Record().Tag("Result"); ok {
		t.Error("Result tag on an ongoing game")
	}
}

func TestMatchApply(t *testing.T) {
	m := load(t, rec("2p", "c3=S5 a1=SF b12=NF c10=N4"))
	b := BoardOf(TwoPlayer)
	if _, err := m.Apply(Action{From: b.must("a1"), To: b.must("a2")}); err == nil {
		t.Error("illegal action applied")
	}
	if _, err := m.Apply(Action{From: 200, To: 201}); err == nil {
		t.Error("action off the board applied")
	}
	bt, err := m.Apply(Action{From: b.must("c3"), To: b.must("c2")})
	if err != nil || bt.Attacker != MakePiece(South, Colonel) || m.Turn() != "N" {
		t.Errorf("apply: %v %+v", err, bt)
	}
	if got := m.Tokens(); len(got) != 1 || got[0] != "c3-c2" {
		t.Errorf("tokens %v", got)
	}
}

func TestRecordTextIsRecordString(t *testing.T) {
	for _, k := range []BoardKind{TwoPlayer, FourCountry} {
		for _, mode := range []Mode{Open, Dark, Flip} {
			s, err := NewRandomState(DefaultConfig(k, mode), rand.NewPCG(uint64(k)+20, uint64(mode)))
			if err != nil {
				t.Fatal(err)
			}
			m := NewMatch(s)
			src := rand.NewPCG(5, 5)
			for i := 0; ; i++ {
				if got, want := m.RecordText(), m.Record().String(); got != want {
					t.Fatalf("%v %v after %d tokens: RecordText\n%s\nRecord().String()\n%s", k, mode, i, got, want)
				}
				if m.NumTokens() != len(m.Tokens()) || m.NumTokens() > 0 && m.LastToken() != m.Tokens()[i-1] {
					t.Fatalf("NumTokens %d, LastToken %q, tokens %v", m.NumTokens(), m.LastToken(), m.Tokens())
				}
				if m.Result() != "ongoing" {
					break
				}
				mv := m.Moves()
				if i == 200 {
					mv = []string{"resign"}
				}
				play(t, m, mv[intn(src, len(mv))])
			}
		}
	}
	// A loaded record that holds a Result tag keeps one Result: the right one.
	m := load(t, rec("2p", "c3=S5 a1=SF b12=NF c10=N4", `[Result "S flag"]`))
	if got := m.RecordText(); strings.Contains(got, "Result") || got != m.Record().String() {
		t.Errorf("ongoing game with a stale Result tag:\n%s", got)
	}
}
