package napoleonai

import (
	"math/rand/v2"
	"strings"
	"testing"

	"warboard/rules/napoleon"
	"warboard/rules/record"
)

// randomRecord is a legal game record: a random variant, random set-ups,
// then random turns (some with cannon turns) while the game goes on.
func randomRecord(t testing.TB, rng *rand.Rand) *record.Record {
	t.Helper()
	var gs []game
	for _, g := range append(variants(), moreVariants()...) {
		if !isBig(g) { // 15x15 and the like apart: too slow for many positions
			gs = append(gs, g)
		}
	}
	g := gs[rng.IntN(len(gs))]
	g.cfg.Options.TurnLimit = 0
	if rng.IntN(3) == 0 {
		g.cfg.Options.TurnLimit = 1 + rng.IntN(60)
	}
	var all []napoleon.Placed
	for seat := napoleon.South; seat <= napoleon.North; seat++ {
		army, err := napoleon.RandomArmy(g.rule, rng)
		if err != nil {
			t.Fatal(err)
		}
		ps, err := napoleon.RandomSetup(g.cfg, seat, army, rng)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, ps...)
	}
	m, err := napoleon.NewMatch(g.cfg, all, napoleon.Seat(rng.IntN(2)))
	if err != nil {
		t.Fatal(err)
	}
	for n := rng.IntN(30); n > 0 && !m.Outcome().Over; n-- {
		s := m.State()
		moves := s.LegalMoves(nil)
		mv := moves[rng.IntN(len(moves))]
		turn := mv.String()
		if rng.IntN(4) == 0 {
			next := s
			next.PlayTrusted(mv, nil)
			for _, pl := range next.Pieces() {
				if pl.Piece.Kind() == napoleon.Cannon && pl.Piece.Seat() == s.ToMove() && rng.IntN(2) == 0 {
					turn += " " + napoleon.CannonTurn{At: pl.Sq, Face: napoleon.Dir(rng.IntN(8))}.String()
				}
			}
		}
		if err := m.Play(turn); err != nil {
			t.Fatal(err)
		}
	}
	// round-trip through the text, as the referee reads it
	rec, err := record.Parse(m.Record().String())
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// checkDecide asks level for a turn and checks it with the core.
func checkDecide(t *testing.T, rec *record.Record, level string, seed uint64) {
	t.Helper()
	m, err := napoleon.FromRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	seat := m.Turn()
	turn, err := Decide(rec, seat, level, seed, 0)
	if m.Outcome().Over {
		if err == nil {
			t.Fatalf("%s: a turn %q after the end", level, turn)
		}
		return
	}
	if err != nil {
		t.Fatalf("%s: %v\n%s", level, err, rec)
	}
	if err := m.Play(turn); err != nil {
		t.Fatalf("%s: %q is not legal: %v\n%s", level, turn, err, rec)
	}
}

// Decide over random legal positions of every variant: always a legal
// turn (checked by the core), never a panic.
func TestDecideRandomPositions(t *testing.T) {
	budgetDivisor = 20
	defer func() { budgetDivisor = 1 }()
	rng := rand.New(rand.NewPCG(11, 11))
	n := 60
	if testing.Short() {
		n = 15
	}
	for i := 0; i < n; i++ {
		rec := randomRecord(t, rng)
		checkDecide(t, rec, Levels[i%len(Levels)], uint64(i))
	}
}

func FuzzDecide(f *testing.F) {
	for i := uint64(0); i < 5; i++ {
		f.Add(i, uint8(i))
	}
	f.Fuzz(func(t *testing.T, seed uint64, level uint8) {
		budgetDivisor = 50
		defer func() { budgetDivisor = 1 }()
		rng := rand.New(rand.NewPCG(seed, 1))
		rec := randomRecord(t, rng)
		checkDecide(t, rec, Levels[int(level)%len(Levels)], seed)
	})
}

// Same record, level and seed: the same answer; and the anytime stepper,
// stepped in small pieces, ends on the answer Decide gives.
func TestDeterminism(t *testing.T) {
	budgetDivisor = 10
	defer func() { budgetDivisor = 1 }()
	rng := rand.New(rand.NewPCG(12, 12))
	for i := 0; i < 4; i++ {
		rec := randomRecord(t, rng)
		m, err := napoleon.FromRecord(rec)
		if err != nil {
			t.Fatal(err)
		}
		if m.Outcome().Over {
			continue
		}
		for _, level := range Levels {
			a, err1 := Decide(rec, m.Turn(), level, 7, 0)
			b, err2 := Decide(rec.Clone(), m.Turn(), level, 7, 0)
			if err1 != nil || err2 != nil || a != b {
				t.Fatalf("%s: %q (%v) then %q (%v)", level, a, err1, b, err2)
			}
			s := m.State()
			th, err := New(m, s.ToMove(), level, 7)
			if err != nil {
				t.Fatal(err)
			}
			steps := 0
			for !th.Step(97) {
				steps++
				if steps > 1_000_000 {
					t.Fatal("the stepper never ends")
				}
			}
			if got := th.Best(); got != a {
				t.Fatalf("%s: stepped %q, Decide %q", level, got, a)
			}
		}
	}
}

// A stepper dropped half-way is closed without harm and keeps a legal best.
func TestThinkerClose(t *testing.T) {
	rec := randomRecordOngoing(t, 13)
	m, _ := napoleon.FromRecord(rec)
	s := m.State()
	d, err := New(m, s.ToMove(), "hard", 1)
	if err != nil {
		t.Fatal(err)
	}
	th := d.(*Thinker)
	th.Step(500)
	th.Close()
	if !th.Step(10) {
		t.Fatal("a closed stepper is not final")
	}
	if err := m.Play(th.Best()); err != nil {
		t.Fatalf("best %q after Close: %v", th.Best(), err)
	}
}

func randomRecordOngoing(t *testing.T, seed uint64) *record.Record {
	rng := rand.New(rand.NewPCG(seed, seed))
	for {
		rec := randomRecord(t, rng)
		if m, err := napoleon.FromRecord(rec); err == nil && !m.Outcome().Over {
			return rec
		}
	}
}

// Errors are clear and nothing panics: a bad level, the wrong seat, a
// game that is over, a seat that is no seat, a bad record.
func TestDecideErrors(t *testing.T) {
	rec := rec8(t, "a5=SI b5=SI c5=SI h2=SI a1=SG e8=NG d8=NI", "S")
	cases := []struct {
		rec         *record.Record
		seat, level string
		want        string
	}{
		{rec, "S", "grandmaster", "unknown level"},
		{rec, "N", "hard", "N is not to move"},
		{rec, "E", "hard", "not a Napoleon seat"},
		{nil, "S", "hard", "no record"},
	}
	over := rec.Clone()
	over.AddMove("h2-h5")
	cases = append(cases, struct {
		rec         *record.Record
		seat, level string
		want        string
	}{over, "N", "hard", "game is over"})
	bad := rec.Clone()
	bad.AddMove("h2-h8")
	cases = append(cases, struct {
		rec         *record.Record
		seat, level string
		want        string
	}{bad, "N", "hard", "h2-h8"})
	for _, c := range cases {
		_, err := Decide(c.rec, c.seat, c.level, 1, 0)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Decide(%s, %s): %v, want an error with %q", c.seat, c.level, err, c.want)
		}
	}
	if _, err := Decide(rec, "S", "hard", 1, -5); err == nil {
		t.Error("a negative time is accepted")
	}
	m, _ := napoleon.FromRecord(rec)
	if _, err := New(m, napoleon.North, "hard", 1); err == nil || !strings.Contains(err.Error(), "not to move") {
		t.Errorf("New for the wrong seat: %v", err)
	}
	if _, err := New(m, napoleon.South, "nope", 1); err == nil {
		t.Error("New with a bad level")
	}
	if _, err := Deploy(rec, "S", "nope", 1); err == nil {
		t.Error("Deploy with a bad level")
	}
	if _, err := Deploy(rec, "X", "hard", 1); err == nil {
		t.Error("Deploy for a bad seat")
	}
}

// With a time cap the answer is still legal.
func TestDecideTimed(t *testing.T) {
	rec := randomRecordOngoing(t, 14)
	m, _ := napoleon.FromRecord(rec)
	turn, err := Decide(rec, m.Turn(), "hard", 1, 30)
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Play(turn); err != nil {
		t.Fatalf("%q: %v", turn, err)
	}
}

// New has exactly the type the door calls.
var _ func(*napoleon.Match, napoleon.Seat, string, uint64) (interface {
	Step(work int) bool
	Best() string
}, error) = New

var _ func(*record.Record, string, string, uint64, int) (string, error) = Decide
var _ func(*record.Record, string, string, uint64) (string, error) = Deploy
