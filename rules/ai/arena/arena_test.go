package arena

import (
	"context"
	"errors"
	"fmt"
	"math"
	"reflect"
	"strings"
	"sync"
	"testing"

	"warboard/rules/ai"
	"warboard/rules/ai/stats"
)

// random plays package ai's random level whatever level it is called with, so
// fakes can stand beside it under their own names.
type random struct{}

func (random) Decide(r ai.Request) (string, error) { r.Level = "random"; return ai.Decide(r) }
func (random) Deploy(r ai.Request) (string, error) { r.Level = "random"; return ai.Deploy(r) }

// resigner deploys at random and resigns at its first turn that allows it
// (翻棋 refuses resign before the first flip: it flips then).
type resigner struct{ random }

func (f resigner) Decide(r ai.Request) (string, error) {
	if len(r.Record.Moves) == 0 {
		if mode, _ := r.Record.Tag("Mode"); mode == "flip" {
			return f.random.Decide(r)
		}
	}
	return "resign", nil
}

// broken fails in one of several ways at its first decision.
type broken struct {
	random
	how string
}

func (f broken) Decide(r ai.Request) (string, error) {
	switch f.how {
	case "panic":
		panic("the player fell over")
	case "illegal":
		return "a1-a2", nil
	case "two":
		if mv, err := f.random.Decide(r); err == nil {
			return mv + " " + mv, nil
		}
	case "draw":
		return "draw", nil
	}
	return "", errors.New("no idea")
}

// badDeployer answers deployments that break the rules.
type badDeployer struct {
	random
	how string
}

func (f badDeployer) Deploy(r ai.Request) (string, error) {
	switch f.how {
	case "other seat":
		r.Seat = map[string]string{"S": "N", "N": "S", "E": "W", "W": "E"}[r.Seat]
		return f.random.Deploy(r)
	case "short":
		list, err := f.random.Deploy(r)
		return strings.Join(strings.Fields(list)[1:], " "), err
	}
	return "x", nil
}

// call is one request seen by a logger.
type call struct {
	deploy   bool
	seat     string
	moves    int
	position string
}

// logger wraps a player and writes down every request.
type logger struct {
	Player
	mu    sync.Mutex
	calls []call
}

func (l *logger) note(r ai.Request, deploy bool) {
	pos, _ := r.Record.Tag("Position")
	l.mu.Lock()
	l.calls = append(l.calls, call{deploy, r.Seat, len(r.Record.Moves), pos})
	l.mu.Unlock()
}

func (l *logger) Decide(r ai.Request) (string, error) { l.note(r, false); return l.Player.Decide(r) }
func (l *logger) Deploy(r ai.Request) (string, error) { l.note(r, true); return l.Player.Deploy(r) }

// games splits a logger's decisions into games (a game starts with fewer
// moves than the call before) and gives the seats asked in each.
func (l *logger) games() (seats []map[string]bool, positions []string) {
	last := -1
	for _, c := range l.calls {
		if c.deploy {
			continue
		}
		if c.moves <= last || seats == nil {
			seats = append(seats, map[string]bool{})
			positions = append(positions, c.position)
		}
		seats[len(seats)-1][c.seat] = true
		last = c.moves
	}
	return seats, positions
}

func run(t *testing.T, s Spec, a, b Player) *Report {
	t.Helper()
	if s.A == "" {
		s.A, s.B = "random", "random"
	}
	if s.Seed == 0 {
		s.Seed = 1
	}
	r, err := Run(context.Background(), s, a, b, nil)
	if err != nil {
		t.Fatalf("%s: %v", s.Describe(), err)
	}
	return r
}

func TestAWinnerScoresEveryGame(t *testing.T) {
	for _, s := range []Spec{
		{Board: "2p", Mode: "open"},
		{Board: "2p", Mode: "dark"},
		{Board: "2p", Mode: "flip"},
		{Board: "8x8"},
		{Board: "10x10", Terrain: "random"},
	} {
		s.Pairs, s.Threads = 3, 2
		r := run(t, s, random{}, resigner{})
		if r.W != 6 || r.D+r.L != 0 || r.Pent != (stats.Pentanomial{0, 0, 0, 0, 3}) || r.Score() != 1 {
			t.Errorf("%s: A won %d-%d-%d, pairs %v; want every game", s.Describe(), r.W, r.D, r.L, r.Pent)
		}
		if r.AFirst[2] != 3 || r.BFirst[2] != 3 {
			t.Errorf("%s: A first %v, B first %v: the first seat did not alternate", s.Describe(), r.AFirst, r.BFirst)
		}
		if r.Estimate.Elo < 300 || !r.Estimate.Clamped {
			t.Errorf("%s: estimate %+v", s.Describe(), r.Estimate)
		}
		// And from B's chair: the same match with the sides named the other way.
		r = run(t, s, resigner{}, random{})
		if r.L != 6 || r.Score() != 0 {
			t.Errorf("%s reversed: A %d-%d-%d", s.Describe(), r.W, r.D, r.L)
		}
	}
}

func TestFaultsLoseTheGame(t *testing.T) {
	for _, how := range []string{"error", "panic", "illegal", "two", "draw"} {
		s := Spec{Board: "2p", Mode: "open", Pairs: 2, Threads: 2}
		r := run(t, s, random{}, broken{how: how})
		if r.W != 4 || r.FaultsB != 4 || r.FaultsA != 0 || len(r.Faults) != 4 {
			t.Errorf("%s: A %d-%d-%d, faults A %d B %d", how, r.W, r.D, r.L, r.FaultsA, r.FaultsB)
			continue
		}
		f := r.Faults[0]
		if f.Side != SideB || f.Game < 0 || f.Msg == "" || !strings.Contains(r.Text(), "fault B") {
			t.Errorf("%s: fault %+v", how, f)
		}
	}
	// Napoleon: a move token with a bad cannon turn is illegal too.
	r := run(t, Spec{Board: "8x8", Pairs: 1}, broken{how: "illegal"}, random{})
	if r.L != 2 || r.FaultsA != 2 {
		t.Errorf("napoleon illegal: A %d-%d-%d faults %d", r.W, r.D, r.L, r.FaultsA)
	}
}

func TestDeploymentFaultsLoseThePair(t *testing.T) {
	for _, s := range []Spec{{Board: "2p", Mode: "dark"}, {Board: "4p", Mode: "open", Teams: "SN EW"}, {Board: "8x8"}} {
		for _, how := range []string{"garbage", "other seat", "short"} {
			s.Pairs = 2
			r := run(t, s, badDeployer{how: how}, random{})
			if r.L != 4 || r.FaultsA != 4 || r.Plies != 0 || r.Pent[0] != 2 {
				t.Errorf("%s %s: A %d-%d-%d, faults A %d, plies %d", s.Describe(), how, r.W, r.D, r.L, r.FaultsA, r.Plies)
			}
			if len(r.Faults) == 0 || r.Faults[0].Game != -1 {
				t.Errorf("%s %s: faults %v", s.Describe(), how, r.Faults)
			}
		}
	}
	// Both sides fail: both games drawn, both counted.
	r := run(t, Spec{Board: "2p", Pairs: 1}, badDeployer{}, badDeployer{})
	if r.D != 2 || r.FaultsA != 2 || r.FaultsB != 2 {
		t.Errorf("both fail: %d-%d-%d faults %d/%d", r.W, r.D, r.L, r.FaultsA, r.FaultsB)
	}
}

func TestSeatsSwapWithinAPair(t *testing.T) {
	for _, tc := range []struct {
		spec   Spec
		a0, a1 string // A's seats in the first and second game
	}{
		{Spec{Board: "2p", Mode: "dark"}, "S", "N"},
		{Spec{Board: "8x8"}, "S", "N"},
		{Spec{Board: "4p", Mode: "open", Teams: "SN EW"}, "NS", "EW"},
		{Spec{Board: "4p", Mode: "open", Teams: "SE NW"}, "ES", "NW"},
		{Spec{Board: "4p", Mode: "dark"}, "NS", "EW"}, // free-for-all: opposite seats
	} {
		s := tc.spec
		s.Pairs, s.Threads, s.MaxPlies = 1, 1, 40
		a, b := &logger{Player: random{}}, &logger{Player: random{}}
		run(t, s, a, b)
		aSeats, aPos := a.games()
		bSeats, bPos := b.games()
		if len(aSeats) != 2 || len(bSeats) != 2 {
			t.Fatalf("%s: %d and %d games seen", s.Describe(), len(aSeats), len(bSeats))
		}
		if got := keys(aSeats[0]) + "/" + keys(aSeats[1]); got != tc.a0+"/"+tc.a1 {
			t.Errorf("%s: A played %s, want %s/%s", s.Describe(), got, tc.a0, tc.a1)
		}
		if got := keys(bSeats[0]) + "/" + keys(bSeats[1]); got != tc.a1+"/"+tc.a0 {
			t.Errorf("%s: B played %s, want %s/%s", s.Describe(), got, tc.a1, tc.a0)
		}
		// The same deployments in both games, each made by the side that
		// holds the seat in the first game.
		if aPos[0] == "" || aPos[0] != aPos[1] || aPos[0] != bPos[0] {
			t.Errorf("%s: the games started from different positions", s.Describe())
		}
		for _, c := range a.calls {
			if c.deploy && !strings.Contains(tc.a0, c.seat) {
				t.Errorf("%s: A deployed %s", s.Describe(), c.seat)
			}
		}
	}
}

func keys(m map[string]bool) string {
	var out []string
	for _, s := range "ENSW" {
		if m[string(s)] {
			out = append(out, string(s))
		}
	}
	return strings.Join(out, "")
}

func TestThreePlayersRotateTheLoneSeat(t *testing.T) {
	s := Spec{Board: "4p", Mode: "open", Seats: "S E N", Pairs: 3, Threads: 1, MaxPlies: 12}
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

func TestTeamsScoreTogether(t *testing.T) {
	// Both seats of B resign when asked; A's team wins every game, though
	// A's own seats never capture a flag. In 翻棋 the first flip decides the
	// colours: A wins only if the arena follows who became which colour.
	for _, mode := range []string{"open", "dark", "flip"} {
		s := Spec{Board: "4p", Mode: mode, Teams: "SN EW", Pairs: 3, Threads: 2}
		r := run(t, s, random{}, resigner{})
		if r.W != 6 {
			t.Errorf("4p %s 2v2: A %d-%d-%d; want 6 wins (faults %v)", mode, r.W, r.D, r.L, r.Faults)
		}
		r = run(t, s, resigner{}, random{})
		if r.L != 6 {
			t.Errorf("4p %s 2v2 reversed: A %d-%d-%d", mode, r.W, r.D, r.L)
		}
	}
}

func TestFlipFollowsTheColours(t *testing.T) {
	// In 2p 翻棋 the first player may become North: A must still be credited.
	s := Spec{Board: "2p", Mode: "flip", Pairs: 8, Threads: 2}
	a := &logger{Player: random{}}
	r := run(t, s, a, resigner{})
	if r.W != 16 {
		t.Fatalf("A %d-%d-%d", r.W, r.D, r.L)
	}
	// A's first decision of a game it opens is asked as S (colours unknown);
	// afterwards A must have played North in some game, or this seed leaves
	// the rotation untested.
	seats, _ := a.games()
	north := false
	for _, g := range seats {
		north = north || g["N"]
	}
	if !north {
		t.Error("A never played North: the colour rotation is untested by this seed")
	}
}

func TestMoveCapDraws(t *testing.T) {
	for _, s := range []Spec{{Board: "2p", Mode: "open"}, {Board: "8x8"}, {Board: "4p", Mode: "dark", Teams: "SN EW"}} {
		s.Pairs, s.MaxPlies = 2, 3
		r := run(t, s, random{}, random{})
		if r.D != 4 || r.Capped != 4 || r.Plies != 12 || r.Pent[2] != 2 {
			t.Errorf("%s: %d-%d-%d capped %d plies %d", s.Describe(), r.W, r.D, r.L, r.Capped, r.Plies)
		}
		if math.Abs(r.Estimate.Elo) > 1e-9 {
			t.Errorf("%s: Elo %v after draws only", s.Describe(), r.Estimate.Elo)
		}
	}
}

func TestDeterministicAcrossThreads(t *testing.T) {
	for _, s := range []Spec{
		{Board: "8x8", Pairs: 4},
		{Board: "2p", Mode: "flip", Pairs: 3, MaxPlies: 120},
		{Board: "4p", Mode: "dark", Teams: "SN EW", Pairs: 2, MaxPlies: 80},
	} {
		var reports []*Report
		for _, threads := range []int{1, 3} {
			s.Threads = threads
			r := run(t, s, random{}, random{})
			r.Spec.Threads = 0
			reports = append(reports, r)
		}
		for _, r := range reports[1:] {
			if !reflect.DeepEqual(r, reports[0]) {
				t.Errorf("%s: threads change the result:\n%s\n%s", s.Describe(), reports[0].Text(), r.Text())
			}
		}
		// Another seed deploys (or deals) and plays other games.
		var first []string
		for seed := uint64(1); seed <= 2; seed++ {
			s.Seed, s.Threads, s.Pairs = seed, 1, 1
			a := &logger{Player: random{}}
			run(t, s, a, random{})
			first = append(first, fmt.Sprint(a.calls[len(a.calls)-1]))
		}
		if first[0] == first[1] {
			t.Errorf("%s: seeds 1 and 2 played the same game: %s", s.Describe(), first[0])
		}
	}
}

func TestSPRTStopsEarly(t *testing.T) {
	sprt := &stats.SPRT{Elo0: 0, Elo1: 50, Alpha: 0.05, Beta: 0.05}
	var seen []int
	for _, threads := range []int{1, 3} {
		s := Spec{Board: "8x8", Pairs: 200, Threads: threads, SPRT: sprt}
		r, err := Run(context.Background(), withLevels(s), random{}, resigner{}, func(r *Report) { seen = append(seen, r.Pairs) })
		if err != nil {
			t.Fatal(err)
		}
		if !r.Stopped || r.Verdict != stats.AcceptH1 || r.Pairs >= 50 || r.L != 0 {
			t.Fatalf("threads %d: stopped %v verdict %v after %d pairs", threads, r.Stopped, r.Verdict, r.Pairs)
		}
		_, hi := sprt.Bounds()
		if r.LLR < hi || sprt.LLRPentanomial(stats.Pentanomial{0, 0, 0, 0, r.Pairs - 1}) >= hi {
			t.Errorf("stopped after %d pairs at LLR %.3f: not the first pair past %.3f", r.Pairs, r.LLR, hi)
		}
		if !strings.Contains(r.Text(), "H1 accepted, stopped early") {
			t.Errorf("report:\n%s", r.Text())
		}
	}
	for i, n := range seen[1:] {
		if n != seen[i]+1 && n != 1 {
			t.Errorf("progress counts %v not one pair at a time", seen)
			break
		}
	}
	// A losing side is rejected.
	r := run(t, Spec{Board: "8x8", Pairs: 200, SPRT: sprt}, resigner{}, random{})
	if !r.Stopped || r.Verdict != stats.AcceptH0 {
		t.Errorf("loser: verdict %v after %d pairs", r.Verdict, r.Pairs)
	}
}

func withLevels(s Spec) Spec {
	s.A, s.B, s.Seed = "random", "random", 1
	return s
}

func TestRandomAgainstItselfIsEven(t *testing.T) {
	// The machinery's own check: equal players on the same deployments with
	// the sides swapped score near 50%, inside the interval.
	r := run(t, Spec{Board: "8x8", Pairs: 150, Threads: 2}, Door, Door)
	if r.FaultsA+r.FaultsB != 0 {
		t.Fatalf("faults: %v", r.Faults)
	}
	if r.Estimate.EloLo > 0 || r.Estimate.EloHi < 0 {
		t.Errorf("random vs random: %s excludes 0\n%s", r.Estimate, r.Text())
	}
}

func TestSpecErrors(t *testing.T) {
	sprtBad := &stats.SPRT{Elo0: 10, Elo1: 0, Alpha: 0.05, Beta: 0.05}
	for _, s := range []Spec{
		{},
		{Board: "3p"},
		{Board: "2p", Game: "chess"},
		{Board: "2p", Game: "napoleon"},
		{Board: "2p", Mode: "murky"},
		{Board: "2p", Pairs: -1},
		{Board: "2p", Pairs: MaxPairs + 1},
		{Board: "2p", Threads: -2},
		{Board: "2p", Terrain: "random"},
		{Board: "4p", Teams: "S E N W"},
		{Board: "4p", Teams: "SN EQ"},
		{Board: "2p", Options: "nocapture=x"},
		{Board: "8x8", Seats: "S E"},
		{Board: "8x8", Terrain: "z9=hill"},
		{Board: "8x8", Terrain: "random", Options: "antique"},
		{Board: "8x8", Mode: "dark"},
		{Board: "2p", SPRT: sprtBad},
	} {
		if s.Pairs == 0 {
			s.Pairs = 1
		}
		s.A, s.B = "random", "random"
		if _, err := Run(context.Background(), s, random{}, random{}, nil); err == nil {
			t.Errorf("%+v: no error", s)
		}
	}
	if _, err := Run(context.Background(), Spec{Board: "2p", Pairs: 1}, random{}, random{}, nil); err == nil {
		t.Error("no levels: no error")
	}
}

func TestCancelledRunStops(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r, err := Run(ctx, withLevels(Spec{Board: "8x8", Pairs: 50, Threads: 2}), random{}, random{}, nil)
	if !errors.Is(err, ErrInterrupted) || r == nil || r.Pairs != 0 {
		t.Errorf("cancelled run: %v %v", err, r)
	}
	// Cancelled after 3 counted pairs: those 3 are reported.
	ctx, cancel = context.WithCancel(context.Background())
	defer cancel()
	r, err = Run(ctx, withLevels(Spec{Board: "8x8", Pairs: 50, Threads: 2}), random{}, random{}, func(r *Report) {
		if r.Pairs == 3 {
			cancel()
		}
	})
	if !errors.Is(err, ErrInterrupted) || r == nil || r.Pairs != 3 || r.Games != 6 || !strings.Contains(r.Text(), "played 3 of 50 pairs") {
		t.Errorf("run cancelled after 3 pairs: %v, %d pairs", err, r.Pairs)
	}
}

func TestLadderRow(t *testing.T) {
	r := run(t, Spec{Board: "2p", Mode: "open", Pairs: 1}, random{}, resigner{})
	row := r.LadderRow()
	if !strings.HasPrefix(row, "| junqi 2p open | random | random | 1 | 2-0-0 | 100.0% |") || strings.Count(row, "|") != strings.Count(LadderHeader[:strings.Index(LadderHeader, "\n")], "|") {
		t.Errorf("row %q", row)
	}
}

// terrains notes the Terrain tag of every decision.
type terrains struct {
	random
	mu   sync.Mutex
	seen map[string]int // terrain -> decisions
}

func (f *terrains) Decide(r ai.Request) (string, error) {
	t, _ := r.Record.Tag("Terrain")
	f.mu.Lock()
	f.seen[t]++
	f.mu.Unlock()
	return f.random.Decide(r)
}

func TestRandomTerrainPerPair(t *testing.T) {
	// One pair: both games on one map; three pairs: three maps.
	for _, pairs := range []int{1, 3} {
		f := &terrains{seen: map[string]int{}}
		run(t, Spec{Board: "8x8", Terrain: "random", Pairs: pairs, Threads: 2}, f, f)
		if len(f.seen) != pairs {
			t.Errorf("%d pairs played on %d maps", pairs, len(f.seen))
		}
		for m := range f.seen {
			if m == "" {
				t.Error("a game without terrain")
			}
		}
	}
}

func TestPanicOutsideThePlayersIsAnError(t *testing.T) {
	p, err := compile(withLevels(Spec{Board: "8x8", Pairs: 1}))
	if err != nil {
		t.Fatal(err)
	}
	p.tags = nil // pairTags then panics (nil record) inside playPair
	if _, err := p.safePair(context.Background(), 0, players{}); err == nil || !strings.Contains(err.Error(), "internal error") {
		t.Errorf("got %v", err)
	}
}
