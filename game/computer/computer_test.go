package computer

import (
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"warboard/rules/ai"
	"warboard/rules/junqi"
	"warboard/rules/napoleon"
	"warboard/rules/record"
)

// game deploys both seats of tags with the random level and plays plies random moves.
func game(t *testing.T, tags string, plies int) *record.Record {
	t.Helper()
	rec, err := record.Parse(tags)
	if err != nil {
		t.Fatal(err)
	}
	var all []string
	for _, seat := range []string{"S", "N"} {
		list, err := ai.Deploy(ai.Request{Record: rec, Seat: seat, Level: "random", Seed: 3})
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, list)
	}
	rec.SetTag("Position", strings.Join(all, " "))
	for i := 0; i < plies; i++ {
		seat := turnOf(t, rec)
		tok, err := ai.Decide(ai.Request{Record: rec, Seat: seat, Level: "random", Seed: uint64(i)})
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range strings.Fields(tok) {
			rec.Moves = append(rec.Moves, record.Move{Text: f})
		}
	}
	return rec
}

func turnOf(t *testing.T, rec *record.Record) string {
	t.Helper()
	if g, _ := rec.Game(); g == "napoleon" {
		m, err := napoleon.FromRecord(rec)
		if err != nil {
			t.Fatal(err)
		}
		return m.Turn()
	}
	m, err := junqi.FromRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	return m.Turn()
}

func legal(t *testing.T, rec *record.Record) []string {
	t.Helper()
	m, err := junqi.FromRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	return m.Moves()
}

const dark2 = "[Game \"junqi\"]\n[Board \"2p\"]\n[Mode \"dark\"]\n[Seats \"S N\"]\n"

// run thinks a job to its answer, one frame slice at a time, and counts the slices.
func run(t *testing.T, j *Job, budget time.Duration) (string, int) {
	t.Helper()
	for n := 1; n < 100000; n++ {
		ans, ready, err := j.Think(time.Now(), budget)
		if err != nil {
			t.Fatal(err)
		}
		if ready {
			return ans, n
		}
		if Background {
			time.Sleep(time.Millisecond)
		} else {
			time.Sleep(4 * time.Millisecond) // a frame goes by
		}
	}
	t.Fatal("the job never answered")
	return "", 0
}

func both(t *testing.T, f func(t *testing.T)) {
	defer func(b bool) { Background = b }(Background)
	for _, bg := range []bool{false, true} {
		Background = bg
		t.Run(map[bool]string{false: "frames", true: "goroutine"}[bg], f)
	}
}

// The answer is a legal move, and the same whether the search runs in frame slices or on
// its own goroutine: budgets count work, so a seed replays a game exactly.
func TestMoveIsLegalAndTheSameEitherWay(t *testing.T) {
	// the browser's clock cap off: on a loaded machine it cut the two searches at different
	// work (the cap is timecap_test.go's to test)
	defer func(c bool) { capped = c }(capped)
	capped = false
	rec := game(t, dark2, 12)
	seat := turnOf(t, rec)
	var answers []string
	both(t, func(t *testing.T) {
		j := Start(Ask{What: Move, Record: rec, Seat: seat, Level: "normal", Seed: 9}, 0, time.Now())
		ans, _ := run(t, j, 2*time.Millisecond)
		if !slices.Contains(legal(t, rec), ans) {
			t.Fatalf("%s is not a legal move of %s", ans, seat)
		}
		answers = append(answers, ans)
	})
	if len(answers) != 2 || answers[0] != answers[1] {
		t.Fatalf("frames and goroutine answered %v", answers)
	}
}

// In frames the search is cut into many slices: a hard decision does not fit one.
func TestFramesSliceTheSearch(t *testing.T) {
	defer func(b bool) { Background = b }(Background)
	Background = false
	rec := game(t, dark2, 6)
	j := Start(Ask{What: Move, Record: rec, Seat: turnOf(t, rec), Level: "hard", Seed: 1}, 0, time.Now())
	_, slices := run(t, j, time.Millisecond)
	if slices < 5 {
		t.Fatalf("a hard decision took %d frame slices of 1 ms: the search is not sliced", slices)
	}
}

// Two Updates in one frame (Ebitengine catching up) think once.
func TestNoSecondSliceInOneFrame(t *testing.T) {
	defer func(b bool) { Background = b }(Background)
	Background = false
	rec := game(t, dark2, 6)
	j := Start(Ask{What: Move, Record: rec, Seat: turnOf(t, rec), Level: "hard", Seed: 1}, 0, time.Now())
	started := j.lastEnd
	j.Think(time.Now(), time.Millisecond)
	if j.lastEnd != started {
		t.Fatal("the search sliced in the frame that built the player")
	}
	time.Sleep(5 * time.Millisecond) // the next frame
	j.Think(time.Now(), time.Millisecond)
	if j.lastEnd == started {
		t.Fatal("no slice in the next frame")
	}
	chunk, end := j.chunk, j.lastEnd
	j.Think(time.Now(), time.Millisecond)
	if j.lastEnd != end || j.chunk != chunk {
		t.Fatal("a second slice ran right after the first")
	}
}

// The pace holds a decided answer back until its delay has passed.
func TestPaceHoldsTheAnswer(t *testing.T) {
	both(t, func(t *testing.T) {
		rec := game(t, dark2, 4)
		t0 := time.Now()
		j := Start(Ask{What: Move, Record: rec, Seat: turnOf(t, rec), Level: "easy", Seed: 2}, time.Hour, t0)
		for i := 0; i < 2000 && !j.Decided(); i++ {
			j.Think(time.Now(), 5*time.Millisecond)
			time.Sleep(time.Millisecond)
		}
		if !j.Decided() {
			t.Fatal("easy did not decide")
		}
		if _, ready, _ := j.Think(time.Now(), time.Millisecond); ready {
			t.Fatal("answered before the pace's delay")
		}
		ans, ready, err := j.Think(t0.Add(time.Hour), time.Millisecond)
		if !ready || err != nil || ans == "" {
			t.Fatalf("after the delay: %q %v %v", ans, ready, err)
		}
	})
	if Delay(Instant) != 0 || !(Delay(Normal) < Delay(Slow)) || Delay("unknown") != Delay(Normal) {
		t.Fatal("paces: instant is no delay, slow is slower than normal, unknown is normal")
	}
}

// A deployment is the seat's own pieces only; a draw offer gets accept or decline.
func TestDeployAndDrawAnswers(t *testing.T) {
	rec, _ := record.Parse(dark2)
	j := Start(Ask{What: Deploy, Record: rec, Seat: "N", Level: "hard", Seed: 5}, 0, time.Now())
	list, ready, err := j.Think(time.Now(), time.Millisecond)
	if !ready || err != nil {
		t.Fatalf("deploy: %v %v", ready, err)
	}
	ps, err := record.ParsePlacements(list)
	if err != nil || len(ps) != 25 {
		t.Fatalf("deploy gave %d pieces (%v)", len(ps), err)
	}
	for _, p := range ps {
		if p.Seat != 'N' {
			t.Fatalf("deploy of N placed %c", p.Seat)
		}
	}
	g := game(t, dark2, 8)
	j = Start(Ask{What: AnswerDraw, Record: g, Seat: "N", Level: "normal", Seed: 5}, 0, time.Now())
	ans, ready, err := j.Think(time.Now(), time.Millisecond)
	if !ready || err != nil || (ans != "accept" && ans != "decline") {
		t.Fatalf("draw answer %q %v %v", ans, ready, err)
	}
}

// A question the players refuse is an error from Think, never a panic or a silent hang.
func TestBadQuestionsAreErrors(t *testing.T) {
	both(t, func(t *testing.T) {
		rec := game(t, dark2, 3)
		seat := turnOf(t, rec)
		other := map[string]string{"S": "N", "N": "S"}[seat]
		for _, a := range []Ask{
			{What: Move, Record: rec, Seat: other, Level: "normal"},
			{What: Move, Record: rec, Seat: seat, Level: "grandmaster"},
			{What: Move, Record: nil, Seat: seat, Level: "normal"},
			{What: Deploy, Record: rec, Seat: "N", Level: "normal"},
			{What: What(99), Record: rec, Seat: seat, Level: "normal"},
		} {
			j := Start(a, 0, time.Now())
			if _, ready, err := j.Think(time.Now(), time.Millisecond); !ready || err == nil {
				t.Fatalf("%+v: ready %v err %v", a, ready, err)
			}
		}
	})
}

// A dropped search on a goroutine ends.
func TestStopEndsTheGoroutine(t *testing.T) {
	defer func(b bool) { Background = b }(Background)
	Background = true
	rec := game(t, dark2, 6)
	before := runtime.NumGoroutine()
	var jobs []*Job
	for i := 0; i < 4; i++ {
		jobs = append(jobs, Start(Ask{What: Move, Record: rec, Seat: turnOf(t, rec), Level: "hard", Seed: uint64(i)}, 0, time.Now()))
	}
	for _, j := range jobs {
		j.Stop()
		j.Stop() // twice is harmless
	}
	for i := 0; i < 500 && runtime.NumGoroutine() > before; i++ {
		time.Sleep(10 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before {
		t.Fatalf("%d goroutines left after Stop (were %d)", n, before)
	}
}

func TestLevelOf(t *testing.T) {
	for _, l := range Levels {
		if LevelOf(l) != l {
			t.Fatalf("LevelOf(%q) = %q", l, LevelOf(l))
		}
	}
	if LevelOf("") != DefaultLevel || LevelOf("expert") != DefaultLevel {
		t.Fatal("an unknown level is not the default")
	}
}

func TestLevelsRoundTrip(t *testing.T) {
	s := FormatLevels("EW", map[string]string{"E": "hard", "W": "easy"})
	if s != "E=hard W=easy" || SeatLevel(s, "E") != "hard" || SeatLevel(s, "W") != "easy" || SeatLevel(s, "N") != DefaultLevel {
		t.Fatalf("levels %q", s)
	}
	if SeatLevel("E=wizard", "E") != DefaultLevel || FormatLevels("N", nil) != "N=normal" {
		t.Fatal("an unknown or missing level is not the default")
	}
}

// The pacer gives a slice what the frame leaves: a page that takes 35 ms of its own a frame
// leaves the search 5 ms; a quick page leaves it the whole budget; never less than minSlice.
func TestPacerFitsTheFrame(t *testing.T) {
	var f framePacer
	t0 := time.Unix(100, 0)
	if got := f.fit(t0, 26*time.Millisecond); got != 26*time.Millisecond {
		t.Fatalf("first slice %v, want the whole budget", got)
	}
	at := t0
	for i := 0; i < 20; i++ { // a slow page: 35 ms between slices
		f.lastEnd = at
		at = at.Add(35 * time.Millisecond)
		f.fit(at, 26*time.Millisecond)
	}
	if got := f.fit(at, 26*time.Millisecond); got < 4*time.Millisecond || got > 6*time.Millisecond {
		t.Fatalf("a slow page leaves %v, want about 5 ms", got)
	}
	for i := 0; i < 30; i++ { // a fast page: 4 ms
		f.lastEnd = at
		at = at.Add(4 * time.Millisecond)
		f.fit(at, 26*time.Millisecond)
	}
	if got := f.fit(at, 26*time.Millisecond); got != 26*time.Millisecond {
		t.Fatalf("a fast page leaves %v, want the whole budget", got)
	}
	f.lastEnd = at
	if got := f.fit(at.Add(10*time.Second), 26*time.Millisecond); got != 26*time.Millisecond {
		t.Fatalf("after a pause %v: a pause is not a frame", got)
	}
	var slow framePacer
	slow.outside, slow.measured = 60*time.Millisecond, true
	if got := slow.fit(t0, 26*time.Millisecond); got != minSlice {
		t.Fatalf("a page over the target leaves %v, want minSlice", got)
	}
}
