package napoleonai

import (
	"math/rand/v2"
	"sort"
	"strings"
	"testing"
	"time"

	"warboard/rules/napoleon"
	"warboard/rules/record"
)

func waterlooRecord(t *testing.T, text string) *record.Record {
	t.Helper()
	rec, err := record.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// Every level above random takes a win on the board: East's infantry crossing to the west
// half reaches target 1 (the other moves do not).
func TestWaterlooTakesTheWin(t *testing.T) {
	rec := waterlooRecord(t, "[Board \"12x12\"]\n[Seats \"S E N\"]\n[Options \"target=1\"]\n[Position \"a1=SI l1=EI g9=EI f12=NI\"]\n[Turn \"E\"]\n")
	for _, level := range []string{"greedy", "easy", "normal", "hard"} {
		got, err := Decide(rec, "E", level, 3, 0)
		if err != nil {
			t.Fatal(err)
		}
		m, err := napoleon.FromRecord(waterlooRecord(t, rec.String()+got+"\n"))
		if err != nil || m.Result() != "E target" {
			t.Errorf("%s: %q gives %v %v, want E target", level, got, m.Result(), err)
		}
	}
}

// The paranoid search sees an enemy's threat: South's general on f7 is attacked by
// North's infantry on f9 (supported by g10); the search moves it away or guards it
// rather than leave it, where the one-move look-ahead would not care.
func TestWaterlooSeesTheThreat(t *testing.T) {
	rec := waterlooRecord(t, "[Board \"12x12\"]\n[Seats \"S E N\"]\n[Position \"f8=SG a1=SI l6=EI f10=NI g11=NI\"]\n")
	got, err := Decide(rec, "S", "normal", 1, 0)
	if err != nil {
		t.Fatal(err)
	}
	match, err := napoleon.FromRecord(waterlooRecord(t, rec.String()+got+"\n"))
	if err != nil {
		t.Fatalf("%s: %v", got, err)
	}
	st := match.State()
	// after South's move, East moves (anything) and then no North capture takes the general
	for _, em := range st.LegalMoves(nil) {
		after := st
		after.Play(em)
		for _, nm := range after.LegalMoves(nil) {
			if nm.Capture && after.At(nm.To).Kind() == napoleon.General && after.At(nm.To).Seat() == napoleon.South {
				t.Fatalf("normal played %s: North takes the general with %s after East's %s", got, nm, em)
			}
		}
	}
}

// Whole games between the levels with three and four armies end, every decision legal.
func TestWaterlooGamesBetweenLevels(t *testing.T) {
	old := budgetDivisor
	budgetDivisor = 4
	defer func() { budgetDivisor = old }()
	levels := []string{"easy", "greedy", "random", "normal"}
	for g, seats := range []string{"S E N", "S E N W"} {
		a, _ := napoleon.ParseArmies(seats, "")
		cfg := napoleon.Config{Board: napoleon.Board{W: 12, H: 12}, Options: napoleon.Options{Target: 3, TurnLimit: 90}, Armies: a}
		var all []napoleon.Placed
		for _, x := range a.Order() {
			ps, err := DeployRule(cfg, napoleon.ExactArmy(waterlooArmy(cfg)), x, "normal", uint64(g))
			if err != nil {
				t.Fatal(err)
			}
			if errs := napoleon.ValidateSetup(cfg, napoleon.ExactArmy(waterlooArmy(cfg)), x, ps); errs != nil {
				t.Fatalf("%s's set-up: %v", x, errs)
			}
			all = append(all, ps...)
		}
		m, err := napoleon.NewMatch(cfg, all, napoleon.South)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(uint64(g), 1))
		for ply := 0; !m.Outcome().Over; ply++ {
			st := m.State()
			x := st.ToMove()
			level := levels[int(x)%len(levels)]
			tok, err := Decide(m.Record(), x.String(), level, rng.Uint64(), 0)
			if err != nil {
				t.Fatalf("ply %d %s %s: %v", ply, x, level, err)
			}
			if err := m.Play(tok); err != nil {
				t.Fatalf("ply %d: %s's %s move %q refused: %v", ply, x, level, tok, err)
			}
		}
		t.Logf("%s: %s after %d tokens", seats, m.Result(), len(m.Tokens()))
	}
}

// BenchmarkWaterlooDecide times one decision at each level at the start of a Waterloo game:
// three armies on 15×15 and four on 16×16 (issue 12: within 2 s a move in the browser at
// 16×16), each army the standard 16 set up by the normal player (docs/performance.md, "Waterloo").
func BenchmarkWaterlooDecide(b *testing.B) {
	for _, c := range []struct {
		name, seats string
		board       napoleon.Board
	}{{"3x15", "S E N", napoleon.Board15}, {"4x16", "S E N W", napoleon.WaterlooBoard4}} {
		st := waterlooStart(b, c.seats, c.board)
		for _, level := range []string{"easy", "normal", "hard"} {
			b.Run(c.name+"/"+level, func(b *testing.B) {
				var nodes int64
				for i := 0; i < b.N; i++ {
					s := st
					_, n := waterlooDecideNodes(&s, level, uint64(i), 0)
					nodes += n
				}
				b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
			})
		}
	}
}

// The app's stepped decision gives what Decide gives, whatever the steps, also when
// the answer turns a cannon (the second record: TestWaterlooStopsTheWinByCannonTurn's).
func TestWaterlooThinkerAgrees(t *testing.T) {
	for _, text := range []string{
		"[Board \"12x12\"]\n[Seats \"S E N\"]\n[Position \"f8=SG a1=SI c2=SC l6=EI k7=EC f10=NI g11=NI\"]\n",
		"[Board \"12x12\"]\n[Seats \"S E N\"]\n[Options \"target=2\"]\n[Position \"d6=SK>N l1=SG l6=EI a8=NI a1=NI\"]\n",
	} {
		waterlooThinkerAgrees(t, waterlooRecord(t, text))
	}
}

func waterlooThinkerAgrees(t *testing.T, rec *record.Record) {
	m, err := napoleon.FromRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	for _, level := range []string{"random", "greedy", "easy", "normal", "hard"} {
		want, err := Decide(rec, "S", level, 5, 0)
		if err != nil {
			t.Fatal(err)
		}
		th, err := New(m, napoleon.South, level, 5)
		if err != nil {
			t.Fatal(err)
		}
		for steps := 0; !th.Step(37); steps++ {
			if steps > 100000 {
				t.Fatal("the decision never ends")
			}
		}
		if got := th.Best(); got != want {
			t.Errorf("%s: stepped %q, Decide %q", level, got, want)
		}
	}
}

// Only a cannon turn stops North's win: North has a1 and needs one more point (target=2);
// its infantry on a8 crosses to North's half by a8-a6 (or on to a5) or by the diagonal
// a8-c6. South's cannon on d6 facing North turned West covers c6, b6 and a6, closing both
// lanes; no South piece can take the infantry (it has no neighbour to take with either),
// and South cannot win first (its cannon crossing brings one point of two). Every searching level turns it, and North cannot win after.
func TestWaterlooStopsTheWinByCannonTurn(t *testing.T) {
	rec := waterlooRecord(t, "[Board \"12x12\"]\n[Seats \"S E N\"]\n[Options \"target=2\"]\n[Position \"d6=SK>N l1=SG l6=EI a8=NI a1=NI\"]\n")
	for _, level := range []string{"easy", "normal", "hard"} {
		for seed := uint64(1); seed <= 3; seed++ {
			turn, err := Decide(rec, "S", level, seed, 0)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(turn, ">") {
				t.Errorf("%s seed %d: %q turns no cannon", level, seed, turn)
				continue
			}
			m, err := napoleon.FromRecord(waterlooRecord(t, rec.String()+turn+"\n"))
			if err != nil {
				t.Fatalf("%s: %q: %v", level, turn, err)
			}
			st := m.State()
			for _, em := range st.LegalMoves(nil) { // East, then North
				after := st
				after.Play(em)
				for _, nm := range after.LegalMoves(nil) {
					last := after
					last.Play(nm)
					if o := last.Outcome(); o.Over && o.Winner == napoleon.North {
						t.Errorf("%s seed %d: after %q, East's %s, North wins by %s", level, seed, turn, em, nm)
					}
				}
			}
		}
	}
}

// randomWaterlooRecord is a random legal Waterloo game: three or four armies, teams or
// not, 12x12 to 16x16, random set-ups, then random turns with random cannon turns,
// read back through the record text as the referee reads it.
func randomWaterlooRecord(t testing.TB, rng *rand.Rand) *record.Record {
	t.Helper()
	kinds := []struct{ seats, teams string }{
		{"S E N", ""}, {"S E N", "S EN"}, {"S E N W", ""}, {"S E N W", "SN EW"}, {"S W N E", "S WNE"},
	}
	k := kinds[rng.IntN(len(kinds))]
	a, err := napoleon.ParseArmies(k.seats, k.teams)
	if err != nil {
		t.Fatal(err)
	}
	size := 12 + rng.IntN(5)
	cfg := napoleon.Config{Board: napoleon.Board{W: size, H: size}, Options: napoleon.Options{Target: 1 + rng.IntN(6)}, Armies: a}
	if rng.IntN(3) == 0 {
		cfg.Options.TurnLimit = 1 + rng.IntN(80)
	}
	var all []napoleon.Placed
	for _, x := range a.Order() {
		ps, err := napoleon.RandomSetup(cfg, x, waterlooArmy(cfg), rng)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, ps...)
	}
	m, err := napoleon.NewMatch(cfg, all, a.Order()[0])
	if err != nil {
		t.Fatal(err)
	}
	for n := rng.IntN(60); n > 0 && !m.Outcome().Over; n-- {
		s := m.State()
		moves := s.LegalMoves(nil)
		mv := moves[rng.IntN(len(moves))]
		turn := mv.String()
		next := s
		next.PlayTrusted(mv, nil)
		for _, pl := range next.Pieces() {
			if pl.Piece.Kind() == napoleon.Cannon && pl.Piece.Seat() == s.ToMove() && rng.IntN(3) == 0 {
				turn += " " + napoleon.CannonTurn{At: pl.Sq, Face: napoleon.Dir(rng.IntN(8))}.String()
			}
		}
		if err := m.Play(turn); err != nil {
			t.Fatal(err)
		}
	}
	rec, err := record.Parse(m.Record().String())
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// Decide on random Waterloo positions (cannons turned at random, so facings vary):
// always a legal turn, checked by the core, never a panic; and the searching levels
// turn a cannon somewhere, so the turns they give are checked too.
func TestWaterlooDecideRandomPositions(t *testing.T) {
	budgetDivisor = 5
	defer func() { budgetDivisor = 1 }()
	rng := rand.New(rand.NewPCG(29, 29))
	n := 60
	if testing.Short() {
		n = 20
	}
	turned := 0
	for i := 0; i < n; i++ {
		rec := randomWaterlooRecord(t, rng)
		for _, level := range Levels {
			if checkWaterlooDecide(t, rec, level, uint64(i)) {
				turned++
			}
		}
	}
	if turned == 0 {
		t.Error("no decision turned a cannon: the turns' legality is not exercised")
	}
	t.Logf("%d decisions turned a cannon", turned)
}

func FuzzWaterlooDecide(f *testing.F) {
	for i := uint64(0); i < 5; i++ {
		f.Add(i, uint8(i))
	}
	f.Fuzz(func(t *testing.T, seed uint64, level uint8) {
		budgetDivisor = 20
		defer func() { budgetDivisor = 1 }()
		rec := randomWaterlooRecord(t, rand.New(rand.NewPCG(seed, 29)))
		checkWaterlooDecide(t, rec, Levels[int(level)%len(Levels)], seed)
	})
}

// checkWaterlooDecide asks level for the seat to move's turn and plays it through the
// core; it reports whether the turn turned a cannon.
func checkWaterlooDecide(t *testing.T, rec *record.Record, level string, seed uint64) bool {
	t.Helper()
	m, err := napoleon.FromRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	if m.Outcome().Over {
		return false
	}
	turn, err := Decide(rec, m.Turn(), level, seed, 0)
	if err != nil {
		t.Fatalf("%s: %v\n%s", level, err, rec)
	}
	if err := m.Play(turn); err != nil {
		t.Fatalf("%s: %q is not legal: %v\n%s", level, turn, err, rec)
	}
	return strings.Contains(turn, ">")
}

// The same view: Deploy for a Waterloo seat reads its own pieces only, so records whose
// Positions differ only in the other armies' set-ups give the same answer (and it is
// legal). After the set-up the game hides nothing, so Decide has nothing else to hide.
func TestWaterlooDeploySecret(t *testing.T) {
	for _, seats := range []string{"S E N", "S E N W"} {
		a, _ := napoleon.ParseArmies(seats, "")
		cfg := napoleon.Config{Board: napoleon.DefaultWaterlooBoard(a.Count()), Options: napoleon.Options{Target: 4}, Armies: a}
		base := "[Board \"" + cfg.Board.String() + "\"]\n[Seats \"" + seats + "\"]\n"
		for _, level := range Levels {
			var first string
			for v := uint64(0); v < 3; v++ {
				var others []napoleon.Placed
				if v > 0 { // the other armies set up differently in each record
					for _, x := range a.Order() {
						if x == napoleon.East {
							continue
						}
						ps, err := napoleon.RandomSetup(cfg, x, waterlooArmy(cfg), rand.New(rand.NewPCG(v, uint64(x))))
						if err != nil {
							t.Fatal(err)
						}
						others = append(others, ps...)
					}
				}
				text := base
				if len(others) > 0 {
					text += "[Position \"" + napoleon.FormatPosition(others) + "\"]\n"
				}
				got, err := Deploy(waterlooRecord(t, text), "E", level, 5)
				if err != nil {
					t.Fatalf("%s %s: %v", seats, level, err)
				}
				if v == 0 {
					first = got
					checkPlacement(t, cfg, napoleon.ExactArmy(waterlooArmy(cfg)), napoleon.East, got)
				} else if got != first {
					t.Fatalf("%s %s: the other armies' pieces changed East's set-up:\n%s\n%s", seats, level, first, got)
				}
			}
		}
	}
}

// The turn reserve is kept only where a turn lessens a threat: in the cannon-turn
// position, not in a quiet one (the enemies far away from every lane the cannon could
// close), where the moves are searched with the whole budget.
func TestWaterlooTurnReserve(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"[Board \"12x12\"]\n[Seats \"S E N\"]\n[Options \"target=2\"]\n[Position \"d6=SK>N l1=SG l6=EI a8=NI a1=NI\"]\n", true},
		{"[Board \"12x12\"]\n[Seats \"S E N\"]\n[Position \"d2=SK>N d3=SI l1=SG l6=EI a12=NI\"]\n", false},
	} {
		m, err := napoleon.FromRecord(waterlooRecord(t, c.text))
		if err != nil {
			t.Fatal(err)
		}
		s := m.State()
		w, depth := newWaterlooSearch(&s, "hard", rngFor(&s, 1))
		if got := w.turnsMatter(&s); got != c.want {
			t.Errorf("%s: turns matter %v, want %v", c.text, got, c.want)
		}
		w.run(&s, s.LegalMoves(nil), depth)
		if kept := w.turnShare > 0; kept != c.want {
			t.Errorf("%s: reserve kept %v, want %v", c.text, kept, c.want)
		}
	}
}

// BenchmarkWaterlooGame times each army's decision at every position of a game rather
// than the first only: four armies on 16×16 (three on 15×15; and four in two teams, where
// hard keeps the paranoid search), set up by the normal player,
// played 80 turns by greedy (whose code the turn phase leaves alone, so the positions
// are the same before and after a change to the search), each position decided by the
// level. It reports the median and worst decision and the nodes
// (docs/performance.md, "Waterloo").
func BenchmarkWaterlooGame(b *testing.B) {
	for _, c := range []struct {
		name, seats, teams string
		board              napoleon.Board
	}{
		{"3x15", "S E N", "", napoleon.Board15},
		{"4x16", "S E N W", "", napoleon.WaterlooBoard4},
		{"4x16-SN-EW", "S E N W", "SN EW", napoleon.WaterlooBoard4}, // teams: the paranoid search
	} {
		st := waterlooTeamStart(b, c.seats, c.teams, c.board)
		var positions []napoleon.State
		for ply := 0; ply < 80 && !st.Outcome().Over; ply++ {
			positions = append(positions, st)
			t := waterlooDecide(&st, "greedy", uint64(ply), 0)
			st.PlayTrusted(t.Move, t.Turns)
		}
		for _, level := range []string{"normal", "hard"} {
			b.Run(c.name+"/"+level, func(b *testing.B) {
				var times []time.Duration
				var nodes int64
				for i := 0; i < b.N; i++ {
					for k := range positions {
						s := positions[k]
						start := time.Now()
						_, n := waterlooDecideNodes(&s, level, uint64(k), 0)
						times = append(times, time.Since(start))
						nodes += n
					}
				}
				sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
				b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "median-ms")
				b.ReportMetric(float64(times[len(times)-1].Microseconds())/1000, "max-ms")
				b.ReportMetric(float64(nodes)/float64(len(times)), "nodes/decision")
			})
		}
	}
}

// waterlooStart is the start of a Waterloo game of seats on board, each army the standard 16
// set up by the normal player (the benchmarks' positions).
func waterlooStart(b testing.TB, seats string, board napoleon.Board) napoleon.State {
	return waterlooTeamStart(b, seats, "", board)
}

// waterlooTeamStart is waterlooStart with teams.
func waterlooTeamStart(b testing.TB, seats, teams string, board napoleon.Board) napoleon.State {
	b.Helper()
	a, err := napoleon.ParseArmies(seats, teams)
	if err != nil {
		b.Fatal(err)
	}
	cfg := napoleon.Config{Board: board, Options: napoleon.Options{Target: 4}, Armies: a}
	var all []napoleon.Placed
	for _, x := range a.Order() {
		ps, err := DeployRule(cfg, napoleon.ExactArmy(napoleon.Army16), x, "normal", 1)
		if err != nil {
			b.Fatal(err)
		}
		all = append(all, ps...)
	}
	st, err := napoleon.NewState(cfg, all, napoleon.South)
	if err != nil {
		b.Fatal(err)
	}
	return st
}
