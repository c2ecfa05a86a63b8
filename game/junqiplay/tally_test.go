package junqiplay

import (
	"fmt"
	"strings"
	"testing"

	"warboard/rules/junqi"
)

func standard() [junqi.NumRanks]int {
	var s [junqi.NumRanks]int
	for r := range s {
		s[r] = int(junqi.Standard[r])
	}
	return s
}

// leftText is a tally's "not accounted for" counts, strongest first: "9:1 8:1 7:0-2 …".
func leftText(t *Tally) string {
	var parts []string
	for _, c := range []byte("987654321BMF") {
		r, _ := junqi.RankOf(c)
		lo, hi := t.Left(r)
		if lo == hi {
			parts = append(parts, fmt.Sprintf("%c:%d", c, lo))
		} else {
			parts = append(parts, fmt.Sprintf("%c:%d-%d", c, lo, hi))
		}
	}
	return strings.Join(parts, " ")
}

func TestCountPieces(t *testing.T) {
	hidden := func(n int, poss uint32) []Seen {
		out := make([]Seen, n)
		for i := range out {
			out[i] = Seen{Rank: junqi.Unknown, Possible: poss}
		}
		return out
	}
	all := uint32(0x1ffe)
	cases := []struct {
		name           string
		removed, board []Seen
		want           string
	}{
		{"nothing happened", nil, hidden(25, 0),
			"9:1 8:1 7:2 6:2 5:2 4:2 3:3 2:3 1:3 B:2 M:3 F:1"},
		{"a 7 and a mine removed in sight, the flag shown",
			[]Seen{{Rank: 7}, {Rank: junqi.Mine}},
			append(hidden(22, 0), Seen{Rank: junqi.Flag}),
			"9:1 8:1 7:1 6:2 5:2 4:2 3:3 2:3 1:3 B:2 M:2 F:0"},
		{"one removed unseen, anything: every rank a range",
			[]Seen{{Rank: junqi.Unknown}},
			hidden(24, 0),
			"9:0-1 8:0-1 7:1-2 6:1-2 5:1-2 4:1-2 3:2-3 2:2-3 1:2-3 B:1-2 M:2-3 F:0-1"},
		{"one removed unseen, lower than a 7 and no flag or mine",
			[]Seen{{Rank: junqi.Unknown, Possible: 1<<1 | 1<<2 | 1<<3 | 1<<4 | 1<<5 | 1<<6}},
			hidden(24, 0),
			"9:1 8:1 7:2 6:1-2 5:1-2 4:1-2 3:2-3 2:2-3 1:2-3 B:2 M:3 F:1"},
		{"deduced on the board: one piece can only be the 9; at most 2 could be mines",
			nil,
			append(append(hidden(1, 1<<9), hidden(2, all)...), hidden(22, all&^(1<<junqi.Mine|1<<junqi.Flag))...),
			"9:0 8:1 7:2 6:2 5:2 4:2 3:3 2:3 1:3 B:2 M:2 F:1"},
	}
	for _, c := range cases {
		tl := CountPieces(junqi.North, standard(), c.removed, c.board)
		if got := leftText(&tl); got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.name, got, c.want)
		}
	}
}

// TestCountsAfterBattles: the panel's numbers on South's screen after a few battles, with
// 战后亮子 (every fighter shown: exact counts) and in the plain dark (ranges, narrowed by
// what each battle proves).
func TestCountsAfterBattles(t *testing.T) {
	s := darkGame(t, "nocapture=70 battle-reveal", "")
	play(t, s, "e6xe7") // South's 7 takes North's 6
	play(t, s, "e8xe7") // North's 4 dies on the 7
	play(t, s, "a6xa7") // South's 6 dies on North's 7, which stays shown
	play(t, s, "c7-b8")
	cs := s.Counts()
	if len(cs) != 1 || cs[0].Seat != junqi.North {
		t.Fatalf("counts for %+v", cs)
	}
	if got, want := leftText(&cs[0]), "9:1 8:1 7:1 6:1 5:2 4:1 3:3 2:3 1:3 B:2 M:3 F:1"; got != want {
		t.Fatalf("with battle-reveal:\n got %s\nwant %s", got, want)
	}
	if cs[0].Dead[6] != 1 || cs[0].Dead[4] != 1 || cs[0].Seen[7] != 1 || cs[0].Hidden != 22 || cs[0].UnknownDead != 0 {
		t.Fatalf("tally %+v", cs[0])
	}

	s = darkGame(t, "", "")
	play(t, s, "e6xe7") // South's 7 takes something lower
	play(t, s, "e8xe7") // and something lower dies on it
	cs = s.Counts()
	if cs[0].UnknownDead != 2 || cs[0].Hidden != 23 {
		t.Fatalf("tally %+v", cs[0])
	}
	// Neither could be the 9, the 8, a 7 (a 7 meeting a 7: both go), a mine or the flag.
	if got, want := leftText(&cs[0]), "9:1 8:1 7:2 6:0-2 5:0-2 4:0-2 3:1-3 2:1-3 1:1-3 B:2 M:3 F:1"; got != want {
		t.Fatalf("in the dark:\n got %s\nwant %s", got, want)
	}
	// North counts South: nothing of South's was seen removed.
	play(t, s, "a6xa7")
	cs = s.Counts()
	if cs[0].Seat != junqi.South || cs[0].UnknownDead != 1 {
		t.Fatalf("North's counts %+v", cs)
	}
}

// TestCanCount: the count panel is for a person's screen in a game with hidden pieces.
func TestCanCount(t *testing.T) {
	s := darkGame(t, "", "")
	if !s.CanCount() || s.Counts() == nil {
		t.Fatal("no count in the dark")
	}
	taps(t, s, "e6xe7")
	if s.CanCount() || s.Counts() != nil {
		t.Fatal("a count behind the hand-over")
	}
	o := newSession(t, tagsFor(t, "2p", "open", "S N", "", ""), Options{}, 1)
	for o.phase == Deploy || o.phase == HandOver {
		if o.phase == HandOver {
			ok(t, o.Ready())
		} else {
			ok(t, o.Done())
		}
	}
	if o.CanCount() || o.Counts() != nil {
		t.Fatal("a count in an open game")
	}
}

// TestCountsInFlip: in 翻棋 every colour is counted, the seat's own too: what is left of
// each rank is the set less the pieces turned up (or removed), exactly.
func TestCountsInFlip(t *testing.T) {
	s := newSession(t, tagsFor(t, "2p", "flip", "S N", "", ""), Options{}, 4)
	if s.CanCount() {
		t.Fatal("a count before the colours are dealt")
	}
	taps(t, s, "@a1 @a2 @e12 @e11")
	cs := s.Counts()
	if len(cs) != 2 {
		t.Fatalf("counts for %d colours", len(cs))
	}
	st := s.match.State()
	for _, c := range cs {
		up := 0
		for p := 0; p < st.Board().N; p++ {
			if pc := st.At(junqi.Point(p)); !pc.Empty() && !pc.FaceDown() && pc.Seat() == c.Seat {
				up++
			}
		}
		left := 0
		for r := junqi.Engineer; r <= junqi.Flag; r++ {
			lo, hi := c.Left(r)
			if lo != hi {
				t.Fatalf("%v: a range for %v in 翻棋", c.Seat, r)
			}
			left += lo
		}
		if left != 25-up || c.UnknownDead != 0 {
			t.Fatalf("%v: %d left with %d turned up", c.Seat, left, up)
		}
	}
}
