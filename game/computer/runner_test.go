package computer

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"warboard/rules/junqi"
	"warboard/rules/record"
)

// matchTable is a two-player Junqi game where the seats in people are persons.
type matchTable struct {
	t       *testing.T
	rec     *record.Record
	people  string
	failing bool // Decide refuses everything
}

func (m *matchTable) match() *junqi.Match {
	mt, err := junqi.FromRecord(m.rec)
	if err != nil {
		m.t.Fatal(err)
	}
	return mt
}

func (m *matchTable) Turn() Turn {
	mt := m.match()
	if st := mt.State(); st.Result().Over {
		return Turn{}
	}
	seat := mt.Turn()
	return Turn{Seat: seat, What: Move, Person: strings.Contains(m.people, seat)}
}

func (m *matchTable) Decide(seat, tok string) error {
	if m.failing {
		return errors.New("refused")
	}
	if tn := m.Turn(); tn.Seat != seat {
		return errors.New("not " + seat + "'s turn")
	}
	mt := m.match()
	if err := mt.Play(tok); err != nil {
		return err
	}
	m.rec = mt.Record()
	return nil
}

func (m *matchTable) Record() *record.Record { return m.rec.Clone() }
func (m *matchTable) RecordText() string     { return m.rec.String() }
func (m *matchTable) MoveCount() int         { return len(m.rec.Moves) }

// drive calls Play until it acts or fails.
func drive(t *testing.T, r *Runner, tb Table) (bool, *Failure) {
	t.Helper()
	for i := 0; i < 100000; i++ {
		acted, busy, failed := r.Play(tb, Instant, time.Now())
		if acted || failed != nil || !busy {
			return acted, failed
		}
		time.Sleep(500 * time.Microsecond)
	}
	t.Fatal("the runner never finished")
	return false, nil
}

func TestRunnerPlaysTheComputerSeatOnly(t *testing.T) {
	tb := &matchTable{t: t, rec: game(t, dark2, 2), people: "S"}
	r := &Runner{Levels: "N=easy"}
	if turn := tb.Turn(); turn.Seat != "S" {
		t.Fatalf("want South to move, got %s", turn.Seat)
	}
	if acted, busy, _ := r.Play(tb, Instant, time.Now()); acted || busy {
		t.Fatal("the runner acted or thought on the person's turn")
	}
	tb.Decide("S", legal(t, tb.rec)[0])
	acted, failed := drive(t, r, tb)
	if !acted || failed != nil || tb.MoveCount() != 4 || tb.Turn().Seat != "S" {
		t.Fatalf("the computer did not play North's move: acted %v failed %v moves %d", acted, failed, tb.MoveCount())
	}
}

func TestRunnerPlaysAQueuedResignationOnThePersonsTurn(t *testing.T) {
	tb := &matchTable{t: t, rec: game(t, dark2, 3), people: "S"} // North to move
	r := &Runner{Levels: "N=hard"}
	r.Play(tb, Slow, time.Now()) // North starts thinking
	r.Queue("S", "resign", time.Now())
	if r.Queued("S") != "resign" {
		t.Fatal("the resignation was not kept")
	}
	if acted, failed := drive(t, r, tb); !acted || failed != nil {
		t.Fatal("North did not move")
	}
	if acted, failed := drive(t, r, tb); !acted || failed != nil {
		t.Fatal("South's resignation was not played")
	}
	if last := tb.rec.Moves[len(tb.rec.Moves)-1].Text; last != "resign" || r.Queued("S") != "" {
		t.Fatalf("last token %q, still queued %q", last, r.Queued("S"))
	}
	if tb.Turn().What != 0 {
		t.Fatal("the game goes on after the resignation")
	}
}

func TestRunnerHint(t *testing.T) {
	tb := &matchTable{t: t, rec: game(t, dark2, 4), people: "S"}
	r := &Runner{Levels: "N=easy"}
	if _, shown := r.Hint(tb); shown {
		t.Fatal("a hint while it is off")
	}
	r.SetHint(true)
	for i := 0; i < 100000; i++ {
		if _, busy, _ := r.Play(tb, Instant, time.Now()); !busy {
			break
		}
		time.Sleep(500 * time.Microsecond)
	}
	mv, shown := r.Hint(tb)
	if !shown || !slices.Contains(legal(t, tb.rec), mv) {
		t.Fatalf("hint %q (shown %v) is not a legal move of South", mv, shown)
	}
	// the answer came with no input: the screen is told once to show it
	if !r.TakeNews() || r.TakeNews() {
		t.Fatal("the hint's answer was not reported once as news")
	}
	tb.Decide("S", mv)
	if mv2, _ := r.Hint(tb); mv2 != "" {
		t.Fatal("a hint shown on the computer's turn")
	}
	r.SetHint(false)
	if r.HintOn() {
		t.Fatal("the hint stays on")
	}
}

func TestRunnerReportsAFailureAndChangesNothing(t *testing.T) {
	tb := &matchTable{t: t, rec: game(t, dark2, 3), people: "S", failing: true}
	r := &Runner{Levels: "N=easy"}
	before := tb.RecordText()
	acted, failed := drive(t, r, tb)
	if acted || failed == nil || failed.Turn.Seat != "N" || tb.RecordText() != before {
		t.Fatalf("acted %v failure %+v", acted, failed)
	}
}

// The same game at the same point gives the same decision: a seed replays a game.
func TestRunnerIsDeterministic(t *testing.T) {
	var moves []string
	for i := 0; i < 2; i++ {
		tb := &matchTable{t: t, rec: game(t, dark2, 5), people: "N"}
		r := &Runner{Levels: "S=normal", Seed: 77}
		drive(t, r, tb)
		moves = append(moves, tb.rec.Moves[len(tb.rec.Moves)-1].Text)
	}
	if moves[0] != moves[1] {
		t.Fatalf("two runs chose %v", moves)
	}
}

// Games with other seeds are other games: the same position is not always met with the
// same move (the seed of a decision is the game's, not the position's).
func TestRunnerSeedsDifferByGame(t *testing.T) {
	seen := map[string]bool{}
	for seed := uint64(1); seed <= 12 && len(seen) < 2; seed++ {
		tb := &matchTable{t: t, rec: game(t, dark2, 1), people: "S"}
		r := &Runner{Levels: "N=easy", Seed: seed}
		drive(t, r, tb)
		seen[tb.rec.Moves[len(tb.rec.Moves)-1].Text] = true
	}
	if len(seen) < 2 {
		t.Fatalf("12 game seeds all chose %v in the same position", seen)
	}
}

func TestHintPoints(t *testing.T) {
	for mv, want := range map[string]string{
		"c6xc7": "c6 c7", "Sc6-Cb1": "Sc6 Cb1", "@d4": "d4", "d2-d5 c1>NE f1>N": "d2 d5",
		"d4-d6/e7": "d4 d6", "": "", "resign": "",
	} {
		if got := strings.Join(HintPoints(mv), " "); got != want {
			t.Errorf("HintPoints(%q) = %q, want %q", mv, got, want)
		}
	}
}

// A hint whose search fails shows nothing, rather than "looking for a good move" for ever.
func TestRunnerHintFailureShowsNothing(t *testing.T) {
	tb := noRecord{&matchTable{t: t, rec: game(t, dark2, 4), people: "S"}} // the hint's player gets no record
	r := &Runner{Levels: "N=easy"}
	r.SetHint(true)
	for i := 0; i < 1000; i++ {
		if _, busy, _ := r.Play(tb, Instant, time.Now()); !busy {
			break
		}
	}
	if mv, shown := r.Hint(tb); shown || mv != "" {
		t.Fatalf("a failed hint shows %q (shown %v)", mv, shown)
	}
}

// noRecord is a table whose record a player cannot read.
type noRecord struct{ *matchTable }

func (noRecord) Record() *record.Record { return nil }
