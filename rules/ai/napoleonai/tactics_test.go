package napoleonai

import (
	"strings"
	"testing"

	"warboard/rules/napoleon"
	"warboard/rules/record"
)

// rec8 is an 8x8 record of a position with South to move.
func rec8(t testing.TB, position, turn string) *record.Record {
	t.Helper()
	r, err := record.Parse("[Game \"napoleon\"]\n[Board \"8x8\"]\n[Position \"" + position + "\"]\n[Turn \"" + turn + "\"]\n")
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// after plays tokens on the record's position and returns the match.
func after(t testing.TB, rec *record.Record, turn string) *napoleon.Match {
	t.Helper()
	m, err := napoleon.FromRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Play(turn); err != nil {
		t.Fatalf("%q is not legal: %v", turn, err)
	}
	return m
}

// northCanWin reports whether North, to move in m, has a move that reaches
// the target.
func northCanWin(m *napoleon.Match) bool {
	s := m.State()
	for _, mv := range s.LegalMoves(nil) {
		c := s
		c.Play(mv)
		if o := c.Outcome(); o.Over && !o.Draw && o.Winner == napoleon.North {
			return true
		}
	}
	return false
}

// South has 3 points beyond the middle line; h2-h5 (and others) reach 4.
func TestTakesTheWinInOne(t *testing.T) {
	rec := rec8(t, "a5=SI b5=SI c5=SI h2=SI a1=SG e8=NG d8=NI", "S")
	for _, level := range []string{"greedy", "easy", "normal", "hard"} {
		for seed := uint64(1); seed <= 3; seed++ {
			turn, err := Decide(rec, "S", level, seed, 0)
			if err != nil {
				t.Fatal(err)
			}
			if o := after(t, rec, turn).Outcome(); !o.Over || o.Winner != napoleon.South {
				t.Errorf("%s seed %d: %q does not win (%s)", level, seed, turn, o)
			}
		}
	}
}

// North has 3 points and its infantry on h6 reaches h4, f4 or e3 next move;
// the only answer is to take it (h3xh6, the g2 infantry gives h3 its
// friendly neighbour).
func TestStopsTheWinByCapture(t *testing.T) {
	rec := rec8(t, "a4=NI b4=NI c4=NI h6=NI h3=SI g2=SI a1=SG", "S")
	for _, level := range []string{"greedy", "easy", "normal", "hard"} {
		for seed := uint64(1); seed <= 3; seed++ {
			turn, err := Decide(rec, "S", level, seed, 0)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(turn, "h3xh6") {
				t.Errorf("%s seed %d: %q, want h3xh6", level, seed, turn)
			}
		}
	}
}

// The same threat, but South cannot take: only a cannon turn saves the
// game (f5 facing E shuts g5 and h5, the infantry's only ways across).
// A search that ignores cannon turns loses here.
func TestStopsTheWinByCannonTurn(t *testing.T) {
	rec := rec8(t, "a4=NI b4=NI c4=NI h6=NI f5=SK>N h1=SG", "S")
	for _, level := range []string{"normal", "hard"} {
		for seed := uint64(1); seed <= 3; seed++ {
			turn, err := Decide(rec, "S", level, seed, 0)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(turn, ">") {
				t.Errorf("%s seed %d: %q turns no cannon", level, seed, turn)
			}
			if northCanWin(after(t, rec, turn)) {
				t.Errorf("%s seed %d: after %q North still wins", level, seed, turn)
			}
		}
	}
}

// The turn limit is part of the search: with one move left and North one
// point ahead on the count, only a general crossing the line (2 points)
// wins; an infantry crossing only draws.
func TestTurnLimitCount(t *testing.T) {
	r, err := record.Parse("[Game \"napoleon\"]\n[Board \"8x8\"]\n[Options \"turnlimit=1\"]\n" +
		"[Position \"a4=NI h8=NG h2=SI e3=SG d1=SI\"]\n[Turn \"S\"]\n")
	if err != nil {
		t.Fatal(err)
	}
	for _, level := range []string{"easy", "normal", "hard"} {
		turn, err := Decide(r, "S", level, 1, 0)
		if err != nil {
			t.Fatal(err)
		}
		if o := after(t, r, turn).Outcome(); !o.Over || o.Draw || o.Winner != napoleon.South {
			t.Errorf("%s: %q ends %s, want a South win on the count", level, turn, o)
		}
	}
}

// The three-turns rule is part of the search: the infantry that moved in
// South's last two turns may not cross now (it would win at once), so the
// win takes another piece and more moves; hard still wins quickly.
func TestThreeTurnsRule(t *testing.T) {
	r, err := record.Parse("[Game \"napoleon\"]\n[Board \"8x8\"]\n" +
		"[Position \"a5=SI b5=SI c5=SI h1=SI d2=SG h8=NG\"]\n[Turn \"S\"]\nh1-h2 h8-g8 h2-h3 g8-h8\n")
	if err != nil {
		t.Fatal(err)
	}
	for _, level := range []string{"greedy", "easy", "normal", "hard"} {
		turn, err := Decide(r, "S", level, 1, 0)
		if err != nil {
			t.Fatal(err)
		}
		if strings.HasPrefix(turn, "h3") {
			t.Errorf("%s: %q moves the infantry a third time", level, turn)
		}
	}
	m, err := napoleon.FromRecord(r)
	if err != nil {
		t.Fatal(err)
	}
	o, n := playOut(t, m, [2]string{"hard", "greedy"}, 1, 6)
	if !o.Over || o.Winner != napoleon.South {
		t.Errorf("hard did not win in 3 turns: %s after %d", o, n)
	}
}
