package junqiai

import (
	"testing"

	"warboard/rules/ai/junqiai/know"
	"warboard/rules/junqi"
)

// hard (N) against swapnilhande (S), 2p 暗棋, seed 2, pair 2, game 1, after
// the first action (docs/ladder.md, "Session 16"): S's 军长 came off e6 onto
// N's front piece on e7, N's 司令, and lost. The 司令 now stands shown on the
// e-file railway with e6 empty and S's unmoved piece on e5 (a bomb) two
// points down the line; the camp on d8 beside it is out of every bomb's
// reach. Before officer2p.go hard seeds 2, 3 and 4 left it there (c7-d8,
// c7-d8, c7-b8) and the bomb took it on the next action in the game.
func TestShownMarshalLeavesTheBombsLine2p(t *testing.T) {
	m := sandayiRecord(t, "testdata/officer-2p-marshal-front-bomb.txt")
	st := m.State()
	o, err := know.Observe(m, junqi.North)
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed <= 4; seed++ {
		if got := decide(t, "hard", o, seed).Notation(st.Board()); got != "e7-d8" {
			t.Errorf("hard seed %d plays %s, want the 司令 into the camp (e7-d8)", seed, got)
		}
	}
}

// The heavier weight holds for hard on the 2p board in 暗棋 only: normal,
// and hard in 4p 2v2 暗棋, weigh officerRisk as before.
func TestOfficerWeightWhere(t *testing.T) {
	cases := []struct {
		file, level string
		seat        junqi.Seat
		want        float64
	}{
		{"testdata/officer-2p-marshal-front-bomb.txt", "hard", junqi.North, 8},
		{"testdata/officer-2p-marshal-front-bomb.txt", "normal", junqi.North, 3},
		{"testdata/officer-4p-across.txt", "hard", 0, 3},
	}
	for _, c := range cases {
		m := sandayiRecord(t, c.file)
		seat := c.seat
		if c.file == "testdata/officer-4p-across.txt" {
			st := m.State()
			seat, _ = st.Turn()
		}
		o, err := know.Observe(m, seat)
		if err != nil {
			t.Fatal(err)
		}
		pl, err := newPlayer(c.level, o, 1)
		if err != nil {
			t.Fatal(err)
		}
		if got := pl.officerWeight(); got != c.want {
			t.Errorf("%s, %s: weight %v, want %v", c.file, c.level, got, c.want)
		}
	}
}
