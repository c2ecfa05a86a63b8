package computer

import (
	"strconv"
	"strings"
	"time"

	"warboard/rules/ai/gameseed"
	"warboard/rules/record"
)

// Turn is who must decide what now at a game.
type Turn struct {
	Seat     string // seat letter
	What     What   // 0: nothing (the game is over)
	Person   bool   // a person decides, not the computer
	HandOver bool   // the device must pass to Seat first
}

// Table is a game at the device as the runner sees it: the controller of either game.
type Table interface {
	Turn() Turn
	Decide(seat, tokens string) error
	Record() *record.Record // the game as the referee knows it (the players read their seat's view only)
	RecordText() string
	MoveCount() int
}

// Runner plays the computer seats of one game at the device, one decision at a time, and
// keeps what the people asked meanwhile: a resignation or a draw offer made while a
// computer decides waits for the person's own turn; the hint thinks for the person to move.
type Runner struct {
	// Levels are the computer seats' levels (FormatLevels).
	Levels string
	// Army, when given, is the Napoleon army rule the computer's set-ups follow (Ask.Army).
	Army string
	// Budget is the share of a frame a search may take in the browser.
	Budget time.Duration
	// Seed is the game's own seed, drawn when it began and kept in its save: every decision
	// of the game derives its seed from it (gameseed.Decision), so no two games play alike
	// and a resumed game decides exactly as before.
	Seed uint64

	job    *Job
	key    string
	queued map[string]string

	hintOn  bool
	hint    *Job
	hintAt  string
	hinted  string
	hintErr error // the hint's search failed for this position: nothing to show
	// news: the hint's answer came since the screen last asked (TakeNews). It arrives from
	// the worker or a goroutine with no input at all, so the screen must be told to redraw.
	news bool
}

// DefaultBudget keeps a frame under 50 ms and gives the search most of it (a 60 Hz
// page shows a frame every 16.7 ms: a 26 ms tick makes 33 ms frames, 80% of them searching);
// AnimatingBudget is the search's share of a frame that also draws a move sliding in.
const (
	DefaultBudget   = 26 * time.Millisecond
	AnimatingBudget = 3 * time.Millisecond
)

// Failure is a computer seat's decision that did not come: the screen falls back on a
// legal one and says so.
type Failure struct {
	Turn Turn
	Err  error
}

// Play lets the computer make the decision it owes, or plays a person's queued request
// once that person's turn comes. acted reports that the game changed; busy that a search
// (the computer's or the hint's) still runs; failed, a computer seat that could not decide
// (the game is unchanged).
func (r *Runner) Play(t Table, pace string, now time.Time) (acted, busy bool, failed *Failure) {
	tn := t.Turn()
	if tn.What == 0 || tn.HandOver {
		r.dropJob()
		return false, false, nil
	}
	if tn.Person {
		r.dropJob()
		if q := r.queued[tn.Seat]; q != "" && tn.What == Move {
			delete(r.queued, tn.Seat)
			if err := t.Decide(tn.Seat, q); err != nil {
				return false, false, &Failure{Turn: tn, Err: err}
			}
			r.forgetHint()
			return true, false, nil
		}
		return false, r.thinkHint(t, tn, now), nil
	}
	r.dropHint()
	key := tn.Seat + " " + strconv.Itoa(int(tn.What)) + " " + strconv.Itoa(t.MoveCount())
	if r.job == nil || r.key != key {
		r.dropJob()
		delay := Delay(pace)
		if tn.What == Deploy || len(r.queued) > 0 {
			delay = 0 // nothing to watch; or a person waits to resign
		}
		level := SeatLevel(r.Levels, tn.Seat)
		text := t.RecordText()
		ask := Ask{What: tn.What, Record: t.Record(), Text: text, Seat: tn.Seat, Level: level,
			Seed: gameseed.Decision(r.Seed, tn.Seat, seedKinds[tn.What], t.MoveCount())}
		if tn.What == Deploy {
			ask.Army = r.Army
		}
		r.job, r.key = Start(ask, delay, now), key
	}
	ans, ready, err := r.job.Think(now, r.budget())
	if !ready {
		return false, true, nil
	}
	r.job = nil
	if err == nil {
		err = t.Decide(tn.Seat, ans)
	}
	if err != nil {
		return false, false, &Failure{Turn: tn, Err: err}
	}
	r.forgetHint()
	return true, false, nil
}

func (r *Runner) budget() time.Duration {
	if r.Budget > 0 {
		return r.Budget
	}
	return DefaultBudget
}

// seedKinds name the decisions in their seeds (gameseed.Decision).
var seedKinds = map[What]string{Move: gameseed.Move, Deploy: gameseed.Deploy, AnswerDraw: gameseed.Draw}

// Thinking reports whether a computer seat is deciding now at t.
func Thinking(t Table) bool {
	tn := t.Turn()
	return tn.What != 0 && !tn.Person && !tn.HandOver
}

// Queue keeps a person's "resign" or "draw" for that person's next turn and hurries the
// computer deciding now.
func (r *Runner) Queue(seat, tok string, now time.Time) {
	if r.queued == nil {
		r.queued = map[string]string{}
	}
	r.queued[seat] = tok
	if r.job != nil {
		r.job.Hurry(now)
	}
}

// Queued is what seat asked for its next turn ("" nothing).
func (r *Runner) Queued(seat string) string { return r.queued[seat] }

// Stop drops every search in progress (the game leaves the screen).
func (r *Runner) Stop() {
	r.dropJob()
	r.dropHint()
}

func (r *Runner) dropJob() {
	if r.job != nil {
		r.job.Stop()
		r.job = nil
	}
}

// SetHint turns the hint on or off.
func (r *Runner) SetHint(on bool) {
	r.hintOn = on
	if !on {
		r.dropHint()
	}
}

// HintOn reports whether the hint is on.
func (r *Runner) HintOn() bool { return r.hintOn }

// Hint is the hint for the person to move at t: the hard level's move, "" while it thinks
// (or when the hint is off or not for now); shown says whether the hint concerns now.
func (r *Runner) Hint(t Table) (move string, shown bool) {
	tn := t.Turn()
	if !r.hintOn || !tn.Person || tn.HandOver || tn.What != Move {
		return "", false
	}
	if r.hintAt != r.hintKey(t, tn) {
		return "", true
	}
	if r.hintErr != nil {
		return "", false // never "looking…" for ever
	}
	return r.hinted, true
}

func (r *Runner) hintKey(t Table, tn Turn) string {
	return tn.Seat + " " + strconv.Itoa(t.MoveCount())
}

// thinkHint works on the hint while it is on and the person to move has none yet.
func (r *Runner) thinkHint(t Table, tn Turn, now time.Time) bool {
	if !r.hintOn || tn.What != Move {
		r.dropHint()
		return false
	}
	key := r.hintKey(t, tn)
	if r.hintAt == key && r.hint == nil {
		return false // found already
	}
	if r.hint == nil || r.hintAt != key {
		r.dropHint()
		text := t.RecordText()
		r.hint = Start(Ask{What: Move, Record: t.Record(), Text: text, Seat: tn.Seat, Level: "hard",
			Seed: gameseed.Decision(r.Seed, tn.Seat, gameseed.Hint, t.MoveCount())}, 0, now)
		r.hintAt, r.hinted = key, ""
	}
	ans, ready, err := r.hint.Think(now, r.budget())
	if !ready {
		return true
	}
	r.hint = nil
	r.hinted, r.hintErr = ans, err
	r.news = true
	return false
}

// TakeNews reports, once, that an answer came that changes the screen without changing
// the game (the hint's move, or its end without one): the screen redraws at once, with no
// tap to wake it.
func (r *Runner) TakeNews() bool {
	n := r.news
	r.news = false
	return n
}

func (r *Runner) dropHint() {
	if r.hint != nil {
		r.hint.Stop()
		r.hint = nil
	}
	r.forgetHint()
}

func (r *Runner) forgetHint() { r.hintAt, r.hinted, r.hintErr = "", "", nil }

// HintPoints are the points a hint's move names, in order: where the piece is and where it
// goes ("c6xc7": c6 c7; a drum push "d4-d6/e7": d4 d6; a flip "@d4": d4). Cannon turns
// that follow a Napoleon move are left out.
func HintPoints(mv string) []string {
	f := strings.Fields(mv)
	if len(f) == 0 {
		return nil
	}
	m := f[0]
	if pt, ok := strings.CutPrefix(m, "@"); ok {
		return []string{pt}
	}
	i := strings.IndexAny(m, "-x")
	if i <= 0 {
		return nil
	}
	to, _, _ := strings.Cut(m[i+1:], "/")
	return []string{m[:i], to}
}
