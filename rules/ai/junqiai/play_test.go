package junqiai

import (
	"runtime"
	"testing"
	"time"

	"warboard/rules/ai/junqiai/know"
	"warboard/rules/junqi"
)

var allModes = []string{"2p-open", "2p-dark", "2p-flip", "4p-2v2-open", "4p-2v2-dark", "4p-ffa", "4p-three", "4p-flip"}

// small shrinks a level's budget so that full games of the search levels stay quick in tests.
func small(pl *Player) {
	pl.p.maxDepth = min(pl.p.maxDepth, 2)
	pl.p.samples = min(pl.p.samples, 1)
	if pl.srch != nil {
		pl.srch.limit = min(pl.srch.limit, 1500)
	}
}

// playLevels plays a whole game, every seat at level, from each seat's own observation.
func playLevels(t *testing.T, cfg junqi.Config, level string, seed uint64, shrink bool) junqi.State {
	t.Helper()
	s := startState(t, cfg, seed)
	m := junqi.NewMatch(s)
	for ply := 0; ; ply++ {
		st := m.State()
		if st.Result().Over {
			return st
		}
		if ply > 5000 {
			t.Fatalf("%s: no result after %d plies", level, ply)
		}
		seat, _ := st.Turn()
		obs, err := know.Observe(m, seat)
		if err != nil {
			t.Fatalf("ply %d: observe %v: %v", ply, seat, err)
		}
		pl, err := New(level, obs, seed+uint64(ply))
		if err != nil {
			t.Fatalf("ply %d: %s for %v: %v", ply, level, seat, err)
		}
		if shrink {
			small(pl)
		}
		for !pl.Step(2000) {
		}
		yieldToGC()
		if _, err := m.Apply(pl.Action()); err != nil {
			t.Fatalf("ply %d: %s for %v chose %s: %v", ply, level, seat, pl.Best(), err)
		}
	}
}

func TestEveryLevelFinishesEveryMode(t *testing.T) {
	for _, mode := range allModes {
		for _, level := range Levels {
			shrink := level == "normal" || level == "hard"
			// one seed per mode and level, a different one each time
			for seed := uint64(len(mode) * len(level)); seed < uint64(len(mode)*len(level)+1); seed++ {
				t0 := time.Now()
				end := playLevels(t, config(mode), level, seed, shrink)
				if !end.Result().Over {
					t.Fatalf("%s %s: not over", mode, level)
				}
				t.Logf("%s %s seed %d: %v after %d plies (%v)", mode, level, seed, end.Result().Reason, end.Ply(), time.Since(t0).Round(time.Millisecond))
			}
		}
	}
}

// The work can be split into Steps of any size: the answer is the same.
func TestStepsDoNotChangeTheAnswer(t *testing.T) {
	for _, mode := range []string{"2p-dark", "4p-2v2-dark", "2p-flip"} {
		s := startState(t, config(mode), 3)
		m := junqi.NewMatch(s)
		seat, _ := s.Turn()
		obs, err := know.Observe(m, seat)
		if err != nil {
			t.Fatal(err)
		}
		for _, level := range []string{"easy", "normal"} {
			var answers []string
			for _, work := range []int{1 << 30, 700, 1} {
				pl, err := New(level, obs, 9)
				if err != nil {
					t.Fatal(err)
				}
				steps := 0
				for !pl.Step(work) {
					steps++
				}
				answers = append(answers, pl.Best())
			}
			if answers[0] != answers[1] || answers[0] != answers[2] {
				t.Errorf("%s %s: answers depend on the step size: %v", mode, level, answers)
			}
		}
	}
}

// Best is a legal action at every moment of the thinking.
func TestBestIsAlwaysLegal(t *testing.T) {
	s := startState(t, config("2p-dark"), 5)
	m := junqi.NewMatch(s)
	obs, _ := know.Observe(m, junqi.South)
	pl, err := New("hard", obs, 1)
	if err != nil {
		t.Fatal(err)
	}
	for done := false; !done; {
		done = pl.Step(5000)
		if !s.Legal(pl.Action()) {
			t.Fatalf("Best %s is not legal", pl.Best())
		}
	}
}

func TestLevelErrors(t *testing.T) {
	s := startState(t, config("2p-dark"), 1)
	m := junqi.NewMatch(s)
	obs, _ := know.Observe(m, junqi.North)
	if _, err := New("hard", obs, 1); err == nil {
		t.Error("North was allowed to decide on South's turn")
	}
	obs, _ = know.Observe(m, junqi.South)
	if _, err := New("expert", obs, 1); err == nil {
		t.Error("an unknown level was accepted")
	}
	if _, err := New("hard", nil, 1); err == nil {
		t.Error("no observation was accepted")
	}
	if _, err := Deploy("hard", config("2p-dark"), junqi.East, 1); err == nil {
		t.Error("East deployed on the two-player board")
	}
}

// Greedy takes a free piece: the yardstick is not random.
func TestGreedyTakesMaterial(t *testing.T) {
	m := loadRecord(t, `[Board "2p"]
[Position "b1=SF c5=S6 c6=N4 a7=N8 b12=NF d12=NM"]`)
	for seed := uint64(0); seed < 5; seed++ {
		if got := decideObs(t, m, "greedy", seed); got != "c5xc6" {
			t.Fatalf("seed %d: greedy played %s, not the free capture c5xc6", seed, got)
		}
	}
}

// The search levels see a threat: a known enemy 军长 next to their 师长.
// They move it out of reach (into a camp, where it cannot be attacked).
func TestSearchSeesThreats(t *testing.T) {
	m := loadRecord(t, `[Board "2p"]
[Position "b1=SF a1=SM c1=SM b2=SM c5=S7 a3=S2 c6=N8 b12=NF d12=NM a12=N3"]`)
	for _, level := range []string{"easy", "normal", "hard"} {
		for seed := uint64(1); seed <= 3; seed++ {
			if level == "easy" {
				// easy may blunder: it is allowed to, on some seeds
				continue
			}
			got := decideObs(t, m, level, seed)
			st := m.State()
			a, err := st.ParseAction(got)
			if err != nil {
				t.Fatal(err)
			}
			st.Apply(a)
			for _, r := range st.Actions(nil) {
				if r.Kind == junqi.Attack && st.At(r.To).Rank() == junqi.MajorGen {
					t.Errorf("%s seed %d: %s leaves the 7 to %s", level, seed, got, r.Notation(st.Board()))
				}
			}
		}
	}
}

func loadRecord(t testing.TB, text string) *junqi.Match {
	t.Helper()
	rec, err := parseRecord(text)
	if err != nil {
		t.Fatal(err)
	}
	m, err := junqi.FromRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func decideObs(t *testing.T, m *junqi.Match, level string, seed uint64) string {
	t.Helper()
	st := m.State()
	seat, _ := st.Turn()
	obs, err := know.Observe(m, seat)
	if err != nil {
		t.Fatal(err)
	}
	pl, err := New(level, obs, seed)
	if err != nil {
		t.Fatal(err)
	}
	for !pl.Step(1 << 30) {
	}
	return pl.Best()
}

// Taking the previous move straight back costs undoPenalty when not behind.
func TestAvoidUndoing(t *testing.T) {
	// the first deal (planned deployments) whose favourite plain move scores
	// above -undoPenalty, so that the penalty applies
	var s junqi.State
	var undo junqi.Action
	for seed := uint64(1); ; seed++ {
		if seed > 10 {
			t.Fatal("no deal of 10 where the penalty applies")
		}
		s = startState(t, config("2p-open"), seed)
		first, err := newPlayer("normal", oracle{s}, 1)
		if err != nil {
			t.Fatal(err)
		}
		for !first.Step(1 << 30) {
		}
		// its favourite plain move: had it just come from there, taking it back costs
		bestScore := -1e18
		for i, a := range first.acts {
			if a.Kind == junqi.MoveTo && first.score[i] > bestScore {
				undo, bestScore = a, first.score[i]
			}
		}
		if bestScore > -undoPenalty+10 {
			break
		}
	}
	pl, err := newPlayer("normal", oracle{s}, 1)
	if err != nil {
		t.Fatal(err)
	}
	pl.AvoidUndoing(junqi.Action{From: undo.To, To: undo.From, Kind: junqi.MoveTo})
	for !pl.Step(1 << 30) {
	}
	for i, a := range pl.acts {
		agg := pl.aggregate(pl.vals[i])
		want := agg
		if a == undo {
			if agg <= -undoPenalty {
				t.Fatalf("%s scores %.1f: pick a position where the penalty applies", a.Notation(pl.b), agg)
			}
			want -= undoPenalty
		}
		if pl.score[i] != want {
			t.Errorf("%s: score %.1f, want %.1f", a.Notation(pl.b), pl.score[i], want)
		}
	}
}

// A decision dropped in the middle of its thinking ends its coroutine:
// by Stop, or when the Player is collected.
func TestDroppedPlayerEndsItsCoroutine(t *testing.T) {
	s := startState(t, config("2p-dark"), 2)
	m := junqi.NewMatch(s)
	obs, _ := know.Observe(m, junqi.South)
	base := settledGoroutines()
	pl, err := New("hard", obs, 1)
	if err != nil {
		t.Fatal(err)
	}
	if pl.Step(1000) {
		t.Fatal("hard finished in 1000 units")
	}
	if runtime.NumGoroutine() <= base {
		t.Fatal("no coroutine while thinking")
	}
	pl.Stop()
	if !pl.Step(1) || !s.Legal(pl.Action()) {
		t.Error("a stopped player is not done with a legal choice")
	}
	waitGoroutines(t, base)

	if runtime.GOOS == "js" {
		// Under wasm the collector does not finalize a player whose paused
		// coroutine still holds it within the test's wait; the app calls Stop.
		return
	}
	func() {
		pl, _ := New("hard", obs, 2)
		pl.Step(1000)
	}()
	waitGoroutines(t, base)
}

// settledGoroutines is the goroutine count once the earlier tests' players have ended (a
// count taken while one still ends made the next one look like no coroutine at all).
func settledGoroutines() int {
	n := runtime.NumGoroutine()
	for i := 0; i < 100; i++ {
		runtime.GC()
		time.Sleep(10 * time.Millisecond)
		m := runtime.NumGoroutine()
		if m == n {
			return n
		}
		n = m
	}
	return n
}

func waitGoroutines(t *testing.T, base int) {
	t.Helper()
	for i := 0; i < 500 && runtime.NumGoroutine() > base; i++ {
		runtime.GC()
		time.Sleep(10 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > base {
		t.Errorf("%d goroutines, %d before", n, base)
	}
}
