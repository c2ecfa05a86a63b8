package arena

import (
	"context"
	"math"
	"strings"
	"testing"

	"warboard/rules/ai/stats"
	"warboard/rules/napoleon"
)

// Waterloo in the arena: three or four armies on a small square board.

// A short match of random against greedy seats completes for every kind of table, the
// rotation puts each level on every seat equally, and the report adds up; every kept
// record replays with the rules core to the result the arena scored.
func TestWaterlooMatchCompletes(t *testing.T) {
	for _, s := range []Spec{
		{Board: "12x12", Seats: "S E N"},
		{Board: "12x12", Seats: "S E N", Teams: "S EN"},
		{Board: "12x12", Seats: "S E N W"},
		{Board: "12x12", Seats: "S E N W", Teams: "SN EW"},
	} {
		s.Pairs, s.Threads, s.KeepRecords = 3, 2, true
		s.A, s.B = "greedy", "random"
		r := run(t, s, Door, Door)
		f := r.Field
		if f == nil || strings.Join(f.Seats, " ") != s.Seats {
			t.Fatalf("%s: field %+v", s.Describe(), f)
		}
		if r.Games != 6 || r.W+r.D+r.L != 6 || r.FaultsA+r.FaultsB != 0 {
			t.Errorf("%s: %d games %d-%d-%d, faults %v", s.Describe(), r.Games, r.W, r.D, r.L, r.Faults)
		}
		for i, seat := range f.Seats {
			if f.Held[i] != [2]int{3, 3} {
				t.Errorf("%s: seat %s held by A/B %v, want 3/3", s.Describe(), seat, f.Held[i])
			}
		}
		byHeld, seatsA := 0, 0
		for k, tr := range f.ByHeld {
			byHeld += tr[0] + tr[1] + tr[2]
			seatsA += k * (tr[0] + tr[1] + tr[2])
		}
		if byHeld != r.Games || seatsA != r.Games*len(f.Seats)/2 {
			t.Errorf("%s: the share rows count %d games and %d seats of A", s.Describe(), byHeld, seatsA)
		}
		pairs := 0
		for _, n := range r.Pent {
			pairs += n
		}
		if pairs != 3 || r.AFirst[0]+r.AFirst[1]+r.AFirst[2]+r.BFirst[0]+r.BFirst[1]+r.BFirst[2] != 6 {
			t.Errorf("%s: pairs %v, first %v %v", s.Describe(), r.Pent, r.AFirst, r.BFirst)
		}
		for i, pair := range r.Played {
			for g, game := range pair {
				m, err := napoleon.FromRecord(game.Record)
				if err != nil {
					t.Fatalf("%s pair %d game %d: %v", s.Describe(), i, g, err)
				}
				if m.Result() != game.Result {
					t.Errorf("%s pair %d game %d: the record ends %q, the arena scored %q", s.Describe(), i, g, m.Result(), game.Result)
				}
			}
		}
	}
}

// Three armies: A alone on one seat in the first game of a pair and on the two others
// in the second, the lone seat moving round the table pair by pair.
func TestWaterlooRotation(t *testing.T) {
	s := Spec{Board: "12x12", Seats: "S E N", Pairs: 3, Threads: 1, MaxPlies: 9}
	a := &logger{Player: random{}}
	run(t, s, a, random{})
	seats, _ := a.games()
	want := []string{"S", "EN", "E", "NS", "N", "ES"}
	if len(seats) != len(want) {
		t.Fatalf("%d games seen", len(seats))
	}
	for g, w := range want {
		if got := keys(seats[g]); got != w {
			t.Errorf("game %d: A played %s, want %s", g, got, w)
		}
	}
}

// Elo where a game is one side against the other (two seats each), the score against
// the field otherwise; B's armies resign, so A wins every game either way, and an SPRT
// stops such a match early.
func TestWaterlooReportAndSPRT(t *testing.T) {
	for _, c := range []struct {
		seats, teams string
		elo          bool
		fair         string
	}{
		{"S E N", "", false, "A on 1 of 3 3 0 0 100.0% 33.3%"},
		{"S E N", "S EN", false, "A on 2 of 3 3 0 0 100.0% -"},
		{"S E N W", "", true, "A on 2 of 4 6 0 0 100.0% 50.0%"},
		{"S E N W", "SN EW", true, "A on 2 of 4 6 0 0 100.0% 50.0%"},
	} {
		s := Spec{Board: "12x12", Seats: c.seats, Teams: c.teams, Pairs: 3, Threads: 2}
		r := run(t, s, random{}, resigner{})
		text := r.Text()
		if r.W != 6 || !strings.Contains(strings.Join(strings.Fields(text), " "), c.fair) {
			t.Errorf("%s %s: A %d-%d-%d\n%s", c.seats, c.teams, r.W, r.D, r.L, text)
		}
		if got := strings.Contains(text, "Elo A-B"); got != c.elo || c.elo == strings.Contains(text, "no Elo") {
			t.Errorf("%s %s: Elo shown %v, want %v\n%s", c.seats, c.teams, got, c.elo, text)
		}
		if row := r.LadderRow(); c.elo == strings.Contains(row, "| - |") {
			t.Errorf("%s %s: ladder row %s", c.seats, c.teams, row)
		}
		sprt := &stats.SPRT{Elo0: 0, Elo1: 100, Alpha: 0.05, Beta: 0.05}
		s.Pairs, s.SPRT = 60, sprt
		r, err := Run(context.Background(), withLevels(s), random{}, resigner{}, nil)
		if err != nil || !r.Stopped || r.Verdict != stats.AcceptH1 {
			t.Errorf("%s %s: SPRT %v stopped %v after %d pairs (%v)", c.seats, c.teams, r.Verdict, r.Stopped, r.Pairs, err)
		}
	}
}

// The report of a Waterloo match reads back, and two chunks add their seat counts.
func TestWaterlooChunksAdd(t *testing.T) {
	var chunks []*Chunk
	for seed := uint64(1); seed <= 2; seed++ {
		s := Spec{Board: "12x12", Seats: "S E N", Pairs: 3, Threads: 2, A: "greedy", B: "random", Seed: seed}
		r := run(t, s, Door, Door)
		c, err := ParseChunk(r.Text())
		if err != nil {
			t.Fatal(err)
		}
		if c.Report.Field == nil || c.Report.Field.ByHeld != r.Field.ByHeld || math.Abs(c.Report.Field.Fair[1]-1.0/3) > 0.001 {
			t.Fatalf("read back %+v, played %+v", c.Report.Field, r.Field)
		}
		chunks = append(chunks, c)
	}
	out, err := Sum(chunks, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"seats held by A/B (games): S 6/6, E 6/6, N 6/6", "no Elo", "played 6 of 6 pairs, 12 games"} {
		if !strings.Contains(out, want) {
			t.Errorf("the sum lacks %q:\n%s", want, out)
		}
	}
}

// Waterloo specs the arena refuses: three teams, an army that does not fit the zones.
func TestWaterlooSpecErrors(t *testing.T) {
	for _, s := range []Spec{
		{Board: "12x12", Seats: "S E N W", Teams: "S E NW"},
		{Board: "12x10", Seats: "S E N"},
		{Board: "12x12", Seats: "S E Q"},
	} {
		s.Pairs = 1
		if _, err := Run(context.Background(), withLevels(s), random{}, random{}, nil); err == nil {
			t.Errorf("%s: no error", s.Describe())
		}
	}
}

// TestWaterlooRandomTerrainIsTurned: a Waterloo match with random terrain plays each pair on
// ground that is the same from every edge (a quarter turn), drawn again for each pair; a
// named preset of three and four armies is found by its name.
func TestWaterlooRandomTerrainIsTurned(t *testing.T) {
	s := Spec{Board: "15x15", Seats: "S E N", Terrain: "random", Pairs: 2, Threads: 1, KeepRecords: true, A: "greedy", B: "random"}
	r := run(t, s, Door, Door)
	grounds := map[string]bool{}
	for _, pair := range r.Played {
		for _, g := range pair {
			tag, _ := g.Record.Tag("Terrain")
			tr, err := napoleon.ParseTerrain(napoleon.Board15, tag)
			if err != nil || tr.IsEmpty() || !tr.TurnSymmetric(napoleon.Board15) {
				t.Fatalf("a game's ground %q (%v)", tag, err)
			}
			grounds[tag] = true
		}
	}
	if len(grounds) != 2 {
		t.Errorf("%d grounds for 2 pairs, want one each", len(grounds))
	}
	p := Spec{Board: "15x15", Seats: "S E N", Terrain: "four hills", Pairs: 1, Threads: 1, KeepRecords: true, A: "greedy", B: "random"}
	if tag, _ := run(t, p, Door, Door).Played[0][0].Record.Tag("Terrain"); tag != napoleon.WaterlooTerrainMapsFor(napoleon.Board15)[1].Tiles {
		t.Errorf("the preset four hills played as %q", tag)
	}
}
