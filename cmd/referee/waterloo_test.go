package main

import (
	"math/rand/v2"
	"strings"
	"testing"

	"warboard/rules/napoleon"
)

// Waterloo records (three or four armies, docs/waterloo.md) through the
// referee contract. Expected outputs are worked out by hand in the comments.

func TestWaterlooMoves(t *testing.T) {
	cases := []struct{ name, record, want string }{
		// East's lone cavalry on its edge: the two diagonals into the board,
		// four squares each.
		{"East to move", `[Board "12x12"]
[Seats "S E N"]
[Position "f1=SG l6=EC a12=NI"]
[Turn "E"]
`, lines("l6-h10", "l6-h2", "l6-i3", "l6-i9", "l6-j4", "l6-j8", "l6-k5", "l6-k7")},
		// After South's move and East's, North (third in Seats) is to move:
		// its corner infantry, three lines of three.
		{"North third", `[Board "12x12"]
[Seats "S E N"]
[Position "f1=SG l6=EC a12=NI"]
f1-f2 l6-k7
`, lines("a12-a10", "a12-a11", "a12-a9", "a12-b11", "a12-b12", "a12-c10", "a12-c12", "a12-d12", "a12-d9")},
		// Teams S EN: North's f8 has its ally East's g8 as only neighbour and
		// may capture the South infantry f7; it never captures its ally (E
		// blocked). Three squares on the seven other lines.
		{"ally supports, never captured", `[Board "12x12"]
[Seats "S E N"]
[Teams "S EN"]
[Position "a1=SI f7=SI f8=NI g8=EI l1=EI"]
[Turn "N"]
`, lines("f8-c11", "f8-c5", "f8-c8", "f8-d10", "f8-d6", "f8-d8", "f8-e7", "f8-e8", "f8-e9",
			"f8-f10", "f8-f11", "f8-f9", "f8-g7", "f8-g9", "f8-h10", "f8-h6", "f8-i11", "f8-i5", "f8xf7")},
	}
	for _, c := range cases {
		out, errs, code := referee(t, c.record, "moves", "-")
		if code != 0 || out != c.want {
			t.Errorf("%s: exit %d %s\n%s\nwant\n%s", c.name, code, errs, out, c.want)
		}
	}
}

func TestWaterlooPlay(t *testing.T) {
	cases := []struct{ name, record, want string }{
		// the team EN needs 2 x 2 = 4: North's c6 d6 (2) and East's general on
		// f6, in the west half (2)
		{"team target", `[Board "12x12"]
[Seats "S E N"]
[Teams "S EN"]
[Options "target=2"]
[Position "a1=SI b12=SI c6=NI d6=NI l6=EI h6=EG"]
a1-a2 h6-f6
`, lines("position a2=SI b12=SI c6=NI d6=NI f6=EG l6=EI", "turn -", "result EN target")},
		// East has no piece and is out at its turn; North, boxed in by South,
		// too: South is the last army left
		{"armies out", `[Board "12x12"]
[Seats "S E N"]
[Position "a1=SI k12=SI k11=SI l11=SI l12=NK>W"]
a1-a2
`, lines("position a2=SI k11=SI k12=SI l11=SI", "turn -", "result S nomoves")},
		// a resignation: South's pieces leave, East plays on
		{"resign", `[Board "12x12"]
[Seats "S E N W"]
[Position "a1=SI l6=EI f12=NI a6=WI"]
resign
`, lines("position a6=WI f12=NI l6=EI", "turn E", "result ongoing")},
		// an agreed end, free-for-all: East's two points beat the others
		{"agreed end", `[Board "12x12"]
[Seats "S E N"]
[Position "a1=SI e6=EI f5=EI f12=NI"]
draw
`, lines("position a1=SI e6=EI f12=NI f5=EI", "turn -", "result E count")},
	}
	for _, c := range cases {
		out, errs, code := referee(t, c.record, "play", "-")
		if code != 0 || out != c.want {
			t.Errorf("%s: exit %d %s\n%s\nwant\n%s", c.name, code, errs, out, c.want)
		}
	}
	rec := "[Board \"12x12\"]\n[Seats \"S E N W\"]\n[Position \"a1=SI l6=EI f12=NI a6=WI\"]\n"
	for _, seat := range []string{"S", "E", "N", "W"} {
		out, errs, code := referee(t, rec, "view", seat, "-")
		if code != 0 || !strings.HasPrefix(out, "position a1=SI a6=WI f12=NI l6=EI\n") {
			t.Errorf("view %s: %q %s", seat, out, errs)
		}
	}
}

func TestWaterlooPerft(t *testing.T) {
	rec := "[Board \"12x12\"]\n[Seats \"S E N\"]\n[Position \"f6=SG l6=EC a12=NI\"]\n"
	for depth, want := range []string{"1\n", "16\n", "128\n", "1152\n"} {
		out, errs, code := referee(t, rec, "perft", itoa(depth), "-")
		if code != 0 || out != want {
			t.Errorf("perft %d: %q (exit %d %s), want %q", depth, out, code, errs, want)
		}
	}
	// the frozen 15x15 three-army start of rules/napoleon (TestWaterlooPerft)
	start := "[Board \"15x15\"]\n[Seats \"S E N\"]\n[Position \"d1=SI d14=NC d15=NC d2=SC e15=NG e2=SI f1=SI f14=NI f15=NK>NE f2=SG g1=SI g14=NK>NW g15=NI g2=SC h1=SD h14=NK>SW h15=NI i1=SC i14=NI i15=NG i2=SC j1=SK>E j14=NC j15=ND j2=SK>E k1=SI k14=NI k15=NC k2=SG l1=SK>SE l15=NI l2=SI n10=ED n11=EG n12=EI n5=EG n6=EK>NW n7=EI n8=EI n9=EC o10=EC o11=EI o12=EK>NE o4=EC o6=EI o7=EK>E o8=EC o9=EI\"]\n"
	if out, errs, _ := referee(t, start, "perft", "2", "-"); out != "8695\n" {
		t.Errorf("perft 2 of the three-army start: %q %s", out, errs)
	}
}

func TestWaterlooErrors(t *testing.T) {
	for _, c := range []struct{ want, record string }{
		{"square board", "[Board \"14x12\"]\n[Seats \"S E N\"]\n[Position \"a1=SI\"]\n"},
		{"at least 12x12", "[Board \"10x10\"]\n[Seats \"S E N W\"]\n[Position \"a1=SI\"]\n"},
		{"line 3", "[Board \"12x12\"]\n[Seats \"S E N\"]\n[Teams \"SE N W\"]\n[Position \"a1=SI\"]\n"},
		{"W does not play", "[Board \"12x12\"]\n[Seats \"S E N\"]\n[Position \"a1=WI\"]\n"},
		{"[Teams] is not used in Napoleon with two armies", "[Board \"8x8\"]\n[Teams \"S N\"]\n[Position \"a1=SI\"]\n"},
		{"allies never capture", "[Board \"12x12\"]\n[Seats \"S E N\"]\n[Teams \"S EN\"]\n[Position \"a1=SI f8=NI g8=EI f9=NI\"]\n[Turn \"N\"]\nf8xg8\n"},
		{"move 2", "[Board \"12x12\"]\n[Seats \"S E N\"]\n[Position \"a1=SI l6=EI f12=NI\"]\na1-a2 a2-a3\n"},
	} {
		wantError(t, c.want, c.record, "play", "-")
	}
	wantError(t, "does not play", "[Board \"12x12\"]\n[Seats \"S E N\"]\n[Position \"a1=SI\"]\n", "view", "W", "-")
}

// TestWaterlooRandomGames plays random complete games through the
// referee alone (moves, then play), three and four armies on several sizes
// with and without teams, and checks the contract on the way.
func TestWaterlooRandomGames(t *testing.T) {
	finished := 0
	for i, c := range []struct {
		size         int
		seats, teams string
		army         napoleon.Army
	}{
		{12, "S E N", "", napoleon.Army{0, 2, 1, 4, 3, 2}},
		{13, "S E N W", "SN EW", napoleon.Army{0, 2, 1, 4, 3, 2}},
		{15, "S E N", "S EN", napoleon.Army16},
		{14, "S E N W", "", napoleon.Army16},
	} {
		rng := rand.New(rand.NewPCG(uint64(i), 17))
		a, err := napoleon.ParseArmies(c.seats, c.teams)
		if err != nil {
			t.Fatal(err)
		}
		cfg := napoleon.Config{Board: napoleon.Board{W: c.size, H: c.size}, Options: napoleon.Options{Target: 4, TurnLimit: 600}, Armies: a}
		var all []napoleon.Placed
		for _, seat := range a.Order() {
			ps, err := napoleon.RandomSetup(cfg, seat, c.army, rng)
			if err != nil {
				t.Fatal(err)
			}
			all = append(all, ps...)
		}
		m, err := napoleon.NewMatch(cfg, all, a.Order()[0])
		if err != nil {
			t.Fatal(err)
		}
		text := m.Record().String()
		for ply := 0; ; ply++ {
			out, errs, code := referee(t, text, "moves", "-")
			if code != 0 {
				t.Fatalf("moves: %s\n%s", errs, text)
			}
			if out == "" {
				break
			}
			moves := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			text += moves[rng.IntN(len(moves))] + "\n"
			if ply > 700 {
				t.Fatalf("%d x %d %s: no end after %d plies (turnlimit=600)", c.size, c.size, c.seats, ply)
			}
		}
		out, errs, code := referee(t, text, "play", "-")
		if code != 0 || !strings.Contains(out, "\nturn -\n") || strings.Contains(out, "result ongoing") {
			t.Fatalf("a game with no moves left: %q %s", out, errs)
		}
		finished++
		t.Logf("%dx%d %s %q: %s", c.size, c.size, c.seats, c.teams, strings.TrimSpace(out[strings.LastIndex(out, "result"):]))
	}
	if finished != 4 {
		t.Errorf("%d games finished", finished)
	}
}

// The computer players of three and four armies through the contract: every level
// answers a legal move of the seat to move (the same for the same seed), and deploys a
// legal set-up for any seat of the game.
func TestWaterlooBot(t *testing.T) {
	rec := "[Board \"12x12\"]\n[Seats \"S E N W\"]\n[Teams \"SN EW\"]\n[Position \"f3=SG e2=SI g2=SI l6=EC k7=EI a12=NI f10=NG a6=WK>E b7=WI\"]\n[Turn \"E\"]\n"
	moves, _, _ := referee(t, rec, "moves", "-")
	for _, level := range []string{"random", "greedy", "easy", "normal", "hard"} {
		out, errs, code := referee(t, rec, "bot", level, "E", "-")
		if code != 0 || !strings.Contains("\n"+moves, "\n"+strings.Fields(out + " x")[0]+"\n") {
			t.Errorf("bot %s E: %q %s (moves %q)", level, out, errs, moves)
		}
		again, _, _ := referee(t, rec, "bot", level, "E", "-")
		if again != out {
			t.Errorf("bot %s: %q then %q for the same seed", level, out, again)
		}
	}
	wantError(t, "not to move", rec, "bot", "easy", "S", "-")
	setup := "[Board \"15x15\"]\n[Seats \"S E N\"]\n"
	for _, seat := range []string{"S", "E", "N"} {
		out, errs, code := referee(t, setup, "deploy", "normal", seat, "-")
		if code != 0 || strings.Count(out, "="+seat) != 16 {
			t.Errorf("deploy %s: %q %s", seat, out, errs)
		}
	}
	wantError(t, "does not play", setup, "deploy", "easy", "W", "-")
}
