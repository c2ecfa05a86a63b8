package computer

import (
	"slices"
	"strings"
	"testing"
	"time"

	"warboard/game/computer/players"
	"warboard/game/computer/wire"
	"warboard/rules/ai"
	"warboard/rules/napoleon"
	"warboard/rules/record"
)

// fakePort is a worker in the test: it keeps what it was sent and answers when told to,
// with the worker program's own handler.
type fakePort struct {
	r          *Remote
	starts     int
	terminated int
	inbox      []string // questions posted and not answered yet
}

func (p *fakePort) Start()          { p.starts++ }
func (p *fakePort) Post(msg string) { p.inbox = append(p.inbox, msg) }
func (p *fakePort) Terminate()      { p.terminated++; p.inbox = nil }

// answer lets the worker answer the first question it has.
func (p *fakePort) answer() {
	msg := p.inbox[0]
	p.inbox = p.inbox[1:]
	p.r.Receive(players.Handle(msg))
}

// withWorker makes the jobs of the test ask a fake worker, in the browser's frame mode.
func withWorker(t *testing.T) *fakePort {
	t.Helper()
	old, bg := worker, Background
	t.Cleanup(func() { worker, Background = old, bg })
	p := &fakePort{}
	p.r = NewRemote(p)
	worker, Background = p.r, false
	return p
}

// thinkLocally is the answer of the job thought in process (no worker).
func thinkLocally(t *testing.T, a Ask) string {
	t.Helper()
	old := worker
	defer func() { worker = old }()
	worker = nil
	ans, _ := run(t, Start(a, 0, time.Now()), 5*time.Millisecond)
	return ans
}

func TestWorkerAnswersAsTheProcessWould(t *testing.T) {
	rec := game(t, dark2, 10)
	ask := Ask{What: Move, Record: rec, Seat: turnOf(t, rec), Level: "normal", Seed: 17}
	want := thinkLocally(t, ask)

	p := withWorker(t)
	j := Start(ask, 0, time.Now())
	if !j.InWorker() || p.starts != 1 {
		t.Fatalf("the move was not asked of the worker (in worker %v, starts %d)", j.InWorker(), p.starts)
	}
	if _, ready, _ := j.Think(time.Now(), DefaultBudget); ready || len(p.inbox) != 0 {
		t.Fatalf("answered (%v) or posted (%d) before the worker was ready", ready, len(p.inbox))
	}
	p.r.Receive(Ready)
	if len(p.inbox) != 1 {
		t.Fatalf("%d questions posted once ready, want 1", len(p.inbox))
	}
	p.answer()
	ans, ready, err := j.Think(time.Now(), DefaultBudget)
	if err != nil || !ready || ans != want {
		t.Fatalf("the worker's answer %q (ready %v, %v), in process %q", ans, ready, err, want)
	}
	if !slices.Contains(legal(t, rec), ans) {
		t.Fatalf("%s is not legal", ans)
	}
}

// A deployment, a draw answer and a Napoleon set-up under the session's army rule go to
// the worker once it is ready, and come back as the process makes them.
func TestWorkerDeploysAndAnswersDraws(t *testing.T) {
	fresh, _ := record.Parse(dark2)
	nap, _ := record.Parse("[Game \"napoleon\"]\n[Board \"10x10\"]\n")
	rule := napoleon.ChooseArmy(napoleon.Army20, 16)
	asks := []Ask{
		{What: Deploy, Record: fresh, Seat: "N", Level: "hard", Seed: 4},
		{What: AnswerDraw, Record: game(t, dark2, 4), Seat: "S", Level: "normal", Seed: 4},
		{What: Deploy, Record: nap, Seat: "N", Level: "hard", Seed: 5, Army: wire.FormatArmyRule(rule)},
	}
	var want []string
	for _, a := range asks {
		want = append(want, thinkLocally(t, a))
	}
	p := withWorker(t)
	p.r.Usable()
	p.r.Receive(Ready)
	for i, a := range asks {
		j := Start(a, 0, time.Now())
		if !j.InWorker() {
			t.Fatalf("%d: not asked of the ready worker", i)
		}
		p.answer()
		if ans, ready, err := j.Think(time.Now(), DefaultBudget); ans != want[i] || !ready || err != nil {
			t.Fatalf("%d: worker %q (%v, %v), in process %q", i, ans, ready, err, want[i])
		}
	}
}

// While the worker loads, quick decisions are made at once in process; a move waits.
func TestQuickDecisionsDoNotWaitForTheWorker(t *testing.T) {
	p := withWorker(t)
	fresh, _ := record.Parse(dark2)
	j := Start(Ask{What: Deploy, Record: fresh, Seat: "S", Level: "easy", Seed: 1}, 0, time.Now())
	if j.InWorker() || !j.Decided() || p.starts != 1 {
		t.Fatalf("in worker %v, decided %v, worker started %d times", j.InWorker(), j.Decided(), p.starts)
	}
}

// A question dropped while the worker thinks it restarts the worker, the next question is
// asked again, and the old answer, should it come, is thrown away.
func TestStaleAnswersAreDropped(t *testing.T) {
	p := withWorker(t)
	rec := game(t, dark2, 6)
	seat := turnOf(t, rec)
	old := Start(Ask{What: Move, Record: rec, Seat: seat, Level: "easy", Seed: 1}, 0, time.Now())
	p.r.Receive(Ready)
	staleMsg := players.Handle(p.inbox[0])
	next := Start(Ask{What: Move, Record: rec, Seat: seat, Level: "easy", Seed: 2}, 0, time.Now())
	old.Stop() // a take back: the worker is busy with it
	if p.terminated != 1 || p.starts != 2 || len(p.inbox) != 0 {
		t.Fatalf("terminated %d, started %d, inbox %d: want a restart", p.terminated, p.starts, len(p.inbox))
	}
	p.r.Receive(staleMsg) // an answer already on its way from the old worker
	p.r.Receive(Ready)
	if len(p.inbox) != 1 || !strings.Contains(p.inbox[0], "seed 2") {
		t.Fatalf("after the restart the worker was sent %q", p.inbox)
	}
	if _, ready, _ := next.Think(time.Now(), DefaultBudget); ready {
		t.Fatal("the next question took the stale answer")
	}
	p.answer()
	want := thinkLocally(t, next.Ask())
	if ans, ready, err := next.Think(time.Now(), DefaultBudget); ans != want || !ready || err != nil {
		t.Fatalf("next answered %q (%v, %v), want %q", ans, ready, err, want)
	}
	if len(p.r.answers) != 0 || len(p.r.pending) != 0 {
		t.Fatalf("left behind: answers %v, pending %v", p.r.answers, p.r.pending)
	}
}

// A dropped question that waits behind another needs no restart; its answer is dropped.
func TestDroppingAWaitingQuestion(t *testing.T) {
	p := withWorker(t)
	rec := game(t, dark2, 6)
	seat := turnOf(t, rec)
	p.r.Usable()
	p.r.Receive(Ready)
	first := Start(Ask{What: Move, Record: rec, Seat: seat, Level: "easy", Seed: 1}, 0, time.Now())
	second := Start(Ask{What: Move, Record: rec, Seat: seat, Level: "easy", Seed: 2}, 0, time.Now())
	second.Stop()
	if p.terminated != 0 {
		t.Fatal("dropping a waiting question restarted the worker")
	}
	p.answer()
	p.answer() // the dropped one's answer comes anyway
	if _, ready, err := first.Think(time.Now(), DefaultBudget); !ready || err != nil {
		t.Fatalf("first: ready %v, %v", ready, err)
	}
	if len(p.r.answers) != 0 {
		t.Fatalf("the dropped question's answer was kept: %v", p.r.answers)
	}
}

// The runner never plays an answer to a position that has changed (a take back, a new
// game): the job is dropped with it.
func TestRunnerDropsTheWorkersOldQuestion(t *testing.T) {
	p := withWorker(t)
	tb := &matchTable{t: t, rec: game(t, dark2, 3), people: "S"}
	r := &Runner{Levels: "N=easy"}
	if acted, busy, _ := r.Play(tb, Instant, time.Now()); acted || !busy {
		t.Fatalf("acted %v busy %v, want a question in the worker", acted, busy)
	}
	p.r.Receive(Ready)
	stale := players.Handle(p.inbox[0])
	// take back: the person's last move goes, S is to move again
	tb.rec.Moves = tb.rec.Moves[:len(tb.rec.Moves)-1]
	if acted, _, _ := r.Play(tb, Instant, time.Now()); acted {
		t.Fatal("played on the person's turn")
	}
	if p.terminated != 1 {
		t.Fatalf("the worker busy with the dropped question was not restarted (%d)", p.terminated)
	}
	p.r.Receive(stale)
	if n := len(tb.rec.Moves); n != 2 || len(p.r.answers) != 0 {
		t.Fatalf("the stale answer landed: %d moves, answers %v", n, p.r.answers)
	}
}

// Without a worker that loads, the game still plays: the job thinks in process.
func TestFallbackWhenTheWorkerFails(t *testing.T) {
	rec := game(t, dark2, 8)
	ask := Ask{What: Move, Record: rec, Seat: turnOf(t, rec), Level: "easy", Seed: 3}
	want := thinkLocally(t, ask)
	for name, breakIt := range map[string]func(p *fakePort, now *time.Time){
		"did not load": func(p *fakePort, _ *time.Time) { p.r.Fail("aiworker.wasm: 404") },
		"crashed while thinking": func(p *fakePort, _ *time.Time) {
			p.r.Receive(Ready)
			p.r.Fail("unreachable")
		},
		"said nonsense": func(p *fakePort, _ *time.Time) { p.r.Receive(Ready); p.r.Receive("failed: no Go") },
		"never loads":   func(_ *fakePort, now *time.Time) { *now = now.Add(LoadTimeout + time.Second) },
	} {
		t.Run(name, func(t *testing.T) {
			p := withWorker(t)
			clock := time.Now()
			p.r.now = func() time.Time { return clock }
			j := Start(ask, 0, time.Now())
			if !j.InWorker() {
				t.Fatal("not asked of the worker")
			}
			breakIt(p, &clock)
			ans, _ := run(t, j, 5*time.Millisecond)
			if ans != want || j.InWorker() {
				t.Fatalf("fell back to %q (in worker %v), want %q", ans, j.InWorker(), want)
			}
			if p.r.Why == "" {
				t.Fatal("no reason kept")
			}
			// and later questions do not try the broken worker
			if j2 := Start(ask, 0, time.Now()); j2.InWorker() {
				t.Fatal("asked a broken worker")
			}
		})
	}
}

// An error answer is the job's error, as the same error in process would be.
func TestWorkerErrorIsTheJobsError(t *testing.T) {
	p := withWorker(t)
	rec := game(t, dark2, 2)
	j := Start(Ask{What: Move, Record: rec, Seat: "Q", Level: "easy", Seed: 3}, 0, time.Now())
	p.r.Receive(Ready)
	p.answer()
	if _, ready, err := j.Think(time.Now(), DefaultBudget); !ready || err == nil || !strings.Contains(err.Error(), "seat") {
		t.Fatalf("ready %v, err %v", ready, err)
	}
}

// A pace holds the worker's answer as it holds the process's.
func TestPaceHoldsTheWorkersAnswer(t *testing.T) {
	p := withWorker(t)
	rec := game(t, dark2, 4)
	now := time.Now()
	j := Start(Ask{What: Move, Record: rec, Seat: turnOf(t, rec), Level: "easy", Seed: 3}, time.Second, now)
	p.r.Receive(Ready)
	p.answer()
	if _, ready, _ := j.Think(now.Add(500*time.Millisecond), DefaultBudget); ready || !j.Decided() {
		t.Fatalf("ready %v decided %v half way through the pace", ready, j.Decided())
	}
	if _, ready, _ := j.Think(now.Add(time.Second), DefaultBudget); !ready {
		t.Fatal("not ready after the pace")
	}
}

// A question does not wait long for a worker still loading: it is thought in process, and
// the worker, once loaded, serves the next questions.
func TestSlowLoadingWorker(t *testing.T) {
	p := withWorker(t)
	clock := time.Now()
	p.r.now = func() time.Time { return clock }
	rec := game(t, dark2, 8)
	ask := Ask{What: Move, Record: rec, Seat: turnOf(t, rec), Level: "easy", Seed: 3}
	want := thinkLocally(t, ask)
	j := Start(ask, 0, time.Now())
	clock = clock.Add(LoadWait + time.Second)
	ans, _ := run(t, j, 5*time.Millisecond)
	if ans != want || j.InWorker() {
		t.Fatalf("answered %q (in worker %v), want %q in process", ans, j.InWorker(), want)
	}
	p.r.Receive(Ready)
	if len(p.inbox) != 0 || len(p.r.pending) != 0 {
		t.Fatalf("the question thought in process was still sent: %d, pending %v", len(p.inbox), p.r.pending)
	}
	j2 := Start(ask, 0, time.Now())
	if !j2.InWorker() || len(p.inbox) != 1 {
		t.Fatalf("the loaded worker was not asked the next question (in worker %v, inbox %d)", j2.InWorker(), len(p.inbox))
	}
	p.answer()
	if ans, ready, err := j2.Think(time.Now(), DefaultBudget); ans != want || !ready || err != nil {
		t.Fatalf("worker %q (%v, %v), want %q", ans, ready, err, want)
	}
}

// The hint is the hard level's move for the person, asked of the worker like the
// computer's moves.
func TestRunnerHintAsksTheWorker(t *testing.T) {
	p := withWorker(t)
	tb := &matchTable{t: t, rec: game(t, dark2, 4), people: "S"}
	r := &Runner{Levels: "N=easy"}
	r.SetHint(true)
	if _, busy, _ := r.Play(tb, Instant, time.Now()); !busy {
		t.Fatal("the hint is not being thought")
	}
	p.r.Receive(Ready)
	if len(p.inbox) != 1 || !strings.Contains(p.inbox[0], "\nlevel hard\n") || !strings.Contains(p.inbox[0], "\nseat S\n") {
		t.Fatalf("the worker was asked %q", p.inbox)
	}
	p.answer()
	if _, busy, _ := r.Play(tb, Instant, time.Now()); busy {
		t.Fatal("still thinking after the worker answered")
	}
	mv, shown := r.Hint(tb)
	if !shown || !slices.Contains(legal(t, tb.rec), mv) {
		t.Fatalf("hint %q (shown %v) is not a legal move of South", mv, shown)
	}
}

// withoutPlayers is the browser's page: a worker and no players in process.
func withoutPlayers(t *testing.T) *fakePort {
	t.Helper()
	p := withWorker(t)
	old := local
	t.Cleanup(func() { local = old })
	local = nil
	return p
}

// The page links no players: every decision, the quick ones too, waits for its worker
// however long it loads (up to LoadTimeout), and comes back as the process makes it.
func TestWithoutPlayersEverythingWaitsForTheWorker(t *testing.T) {
	rec := game(t, dark2, 8)
	fresh, _ := record.Parse(dark2)
	asks := []Ask{
		{What: Move, Record: rec, Seat: turnOf(t, rec), Level: "easy", Seed: 3},
		{What: Deploy, Record: fresh, Seat: "N", Level: "hard", Seed: 4},
		{What: AnswerDraw, Record: rec, Seat: "S", Level: "normal", Seed: 4},
	}
	var want []string
	for _, a := range asks {
		want = append(want, thinkLocally(t, a))
	}
	p := withoutPlayers(t)
	clock := time.Now()
	p.r.now = func() time.Time { return clock }
	var jobs []*Job
	for i, a := range asks {
		j := Start(a, 0, time.Now())
		if !j.InWorker() || j.Decided() {
			t.Fatalf("%d: not asked of the loading worker (in worker %v, decided %v)", i, j.InWorker(), j.Decided())
		}
		jobs = append(jobs, j)
	}
	clock = clock.Add(LoadWait + time.Second) // long past the wait that sends a question in process
	for i, j := range jobs {
		if _, ready, err := j.Think(time.Now(), DefaultBudget); ready || err != nil || !j.InWorker() {
			t.Fatalf("%d: gave up waiting (ready %v, %v, in worker %v)", i, ready, err, j.InWorker())
		}
	}
	p.r.Receive(Ready)
	for i, j := range jobs {
		p.answer()
		if ans, ready, err := j.Think(time.Now(), DefaultBudget); ans != want[i] || !ready || err != nil {
			t.Fatalf("%d: worker %q (%v, %v), in process %q", i, ans, ready, err, want[i])
		}
	}
}

// Without its worker the page cannot decide: the decision fails with a short reason for
// the screen (which then plays a legal move and says so), and never panics.
func TestWithoutPlayersABrokenWorkerIsAnError(t *testing.T) {
	rec := game(t, dark2, 8)
	ask := Ask{What: Move, Record: rec, Seat: turnOf(t, rec), Level: "easy", Seed: 3}
	p := withoutPlayers(t)
	clock := time.Now()
	p.r.now = func() time.Time { return clock }
	j := Start(ask, 0, time.Now())
	clock = clock.Add(LoadTimeout + time.Second) // it never loads
	if _, ready, err := j.Think(time.Now(), DefaultBudget); !ready || err != errNoPlayers || !strings.Contains(p.r.Why, "did not load") {
		t.Fatalf("ready %v, err %v, why %q: want errNoPlayers, and the worker's reason kept", ready, err, p.r.Why)
	}
	fresh, _ := record.Parse(dark2)
	for _, a := range []Ask{ask, {What: Deploy, Record: fresh, Seat: "N", Level: "hard", Seed: 4}} {
		if _, ready, err := Start(a, 0, time.Now()).Think(time.Now(), DefaultBudget); !ready || err == nil {
			t.Fatalf("%v after the worker broke: ready %v, err %v", a.What, ready, err)
		}
	}
	worker = nil // no worker at all (a browser without workers)
	if _, ready, err := Start(ask, 0, time.Now()).Think(time.Now(), DefaultBudget); !ready || err == nil {
		t.Fatalf("without a worker: ready %v, err %v", ready, err)
	}
}

// The levels a record may name are rules/ai's: every one keeps its name, an unknown one
// becomes the default.
func TestKnownLevelsAreTheAIs(t *testing.T) {
	for _, l := range ai.Levels {
		if LevelOf(l) != l {
			t.Errorf("LevelOf(%q) = %q", l, LevelOf(l))
		}
	}
	if LevelOf("grandmaster") != DefaultLevel {
		t.Errorf("an unknown level is %q, want %q", LevelOf("grandmaster"), DefaultLevel)
	}
}
