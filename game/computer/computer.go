// Package computer plays the computer's seats at the device: it puts the decision a seat
// owes to its computer player (rules/ai), thinks it through without freezing the screen,
// and hands back the answer as record tokens once the chosen pace allows.
//
// Go's WebAssembly build has one thread and never preempts a goroutine, so in the browser
// the question goes to a Web Worker running the players on another core (remote.go), and
// where there is none a search runs in slices of a few milliseconds, one slice per frame
// (Think); on desktop it runs on its own goroutine. Think only looks whether the worker or
// the goroutine has finished. Every way the answer depends on the question and its seed
// only: budgets count work, not time.
//
// The players themselves (rules/ai, through package players) are linked where they think
// in process (Local: the desktop build, and the tests); the browser's page leaves them out
// and asks its worker only (players_other.go links them everywhere else).
package computer

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
	"time"
	"warboard/rules/ai/level"

	"warboard/game/computer/wire"
	"warboard/rules/record"
)

// What is the kind of decision a seat owes.
type What uint8

const (
	Deploy     What = iota + 1 // arrange its army: a placement list
	Move                       // one action (Napoleon: a turn with its cannon turns)
	AnswerDraw                 // "accept" or "decline" a draw offer
)

// Ask is one decision asked of a computer seat.
type Ask struct {
	What   What
	Record *record.Record // the game so far as the referee knows it; the player reads only Seat's view
	Seat   string         // seat letter
	Level  string         // a level of ai.Levels
	Seed   uint64
	// Army, when given, is a Napoleon army's rule that only the app knows (a choice from a
	// pool, free composition; wire.FormatArmyRule): a Deploy is a set-up under it.
	Army string
	// Text is Record as text (Record.String()), when the asker has it already.
	Text string
}

// Levels are the levels a player may choose for a computer seat, weakest first (the
// table: rules/ai/level).
var Levels = level.ChosenNames()

// DefaultLevel is the level of a computer seat that names none.
const DefaultLevel = level.Default

// Paces: how long a computer's decision stays on the way, so people can follow the game.
const (
	Instant = "instant"
	Normal  = "normal"
	Slow    = "slow"
)

// Delay is the least time between a computer's turn beginning and its move being played
// at pace p; a longer think takes as long as it takes.
func Delay(pace string) time.Duration {
	switch pace {
	case Instant:
		return 0
	case Slow:
		return 1500 * time.Millisecond
	}
	return 600 * time.Millisecond
}

// Background says whether searches run on their own goroutine (desktop) or in slices of
// each frame (the browser). Tests set it to try both.
var Background = runtime.GOOS != "js"

// Job is one decision in progress.
type Job struct {
	ask     Ask
	readyAt time.Time // the pace's earliest moment for the answer

	th      Thinker
	answer  string
	err     error
	decided bool

	chunk   int           // work per Step in a frame slice, adapted to take about a millisecond
	lastEnd time.Time     // when the last slice ended: two slices in one frame are one too many
	thought time.Duration // the slices' time so far, against ThinkCap

	result  chan outcome  // background: the answer
	quit    chan struct{} // background: drop the search
	stopped bool

	rem *Remote // the worker thinking the question, nil in process
	id  uint64  // the question's id there
}

// worker is the browser's computer-player worker (remote_js.go), nil where there is none:
// then every question is thought in process.
var worker *Remote

// Players are computer players in this program: package players' Local where it is linked
// (players_other.go: the desktop; the tests), nil in the browser's page.
type Players interface {
	Think(rec *record.Record, seat, level string, seed uint64) (Thinker, error)
	Deploy(rec *record.Record, seat, level, army string, seed uint64) (string, error)
	AcceptDraw(rec *record.Record, seat, level string, seed uint64) (bool, error)
}

// Thinker is a move in progress (rules/ai's Thinker), stepped until it is final.
type Thinker = interface {
	Step(work int) bool
	Best() string
}

// local thinks in process; nil: only the worker can answer.
var local Players

// errNoPlayers is a decision that neither the worker nor this program can make. It is
// shown in a sentence on screen, so it is short; the console has the worker's reason
// (remote_js.go) and Remote.Why keeps it.
var errNoPlayers = errors.New("its worker could not start")

type outcome struct {
	answer string
	err    error
}

// Start begins the decision at now, not to be answered before now+delay.
func Start(a Ask, delay time.Duration, now time.Time) *Job {
	j := &Job{ask: a, readyAt: now.Add(delay), chunk: 64}
	if j.toWorker() {
		return j
	}
	j.local()
	return j
}

// wireWhat names the decisions on the wire.
var wireWhat = map[What]string{Move: wire.Move, Deploy: wire.Deploy, AnswerDraw: wire.Draw}

// toWorker asks the worker, when there is one that can take the question. Where the
// players are linked too, a deployment or a draw answer is made at once in process while
// the worker loads (the same answer).
func (j *Job) toWorker() bool {
	w, a := worker, j.ask
	if w == nil || wireWhat[a.What] == "" || a.Record == nil {
		return false
	}
	if !w.Usable() || (a.What != Move && !w.IsReady() && local != nil) {
		return false
	}
	text := a.Text
	if text == "" {
		text = a.Record.String()
	}
	j.rem = w
	j.id = w.Ask(wire.Question{What: wireWhat[a.What], Seat: a.Seat, Level: a.Level, Seed: a.Seed, Army: a.Army, Record: text,
		TimeMS: int(ThinkCap(a).Milliseconds())})
	return true
}

// local starts the decision in process: at once for a deployment or a draw answer, else
// a search in frame slices (browser) or on a goroutine (desktop). Without players in this
// program, the decision fails (the screen plays a legal move and says why).
func (j *Job) local() {
	a := j.ask
	if local == nil {
		j.err, j.decided = errNoPlayers, true
		return
	}
	if a.What != Move {
		// A deployment or a draw answer takes well under a millisecond even in the browser.
		j.answer, j.err = quick(a)
		j.decided = true
		return
	}
	th, err := local.Think(a.Record, a.Seat, a.Level, a.Seed)
	if err != nil {
		j.err, j.decided = err, true
		return
	}
	j.th = th
	if !Background {
		// Building the player (replaying the record, what the seat knows, the first samples)
		// took a good part of this frame already: the search starts in the next one.
		j.lastEnd = time.Now()
		pacer.lastEnd = j.lastEnd
	}
	if Background {
		j.result, j.quit = make(chan outcome, 1), make(chan struct{})
		go j.think(j.th, j.result, j.quit)
	}
}

// quick answers the decisions that need no search.
func quick(a Ask) (string, error) {
	switch a.What {
	case Deploy:
		return local.Deploy(a.Record, a.Seat, a.Level, a.Army, a.Seed)
	case AnswerDraw:
		yes, err := local.AcceptDraw(a.Record, a.Seat, a.Level, a.Seed)
		if err != nil {
			return "", err
		}
		if yes {
			return "accept", nil
		}
		return "decline", nil
	}
	return "", fmt.Errorf("computer: unknown decision %d", a.What)
}

// think runs the whole search on its own goroutine, looking between steps whether it
// has been dropped.
// It touches nothing of the job but what it is given.
func (j *Job) think(th Thinker, result chan<- outcome, quit <-chan struct{}) {
	level, seat := j.ask.Level, j.ask.Seat
	defer func() {
		if r := recover(); r != nil {
			result <- outcome{err: fmt.Errorf("computer player %s of %s failed: %v", level, seat, r)}
		}
	}()
	for !th.Step(4096) {
		select {
		case <-quit:
			stop(th)
			return
		default:
		}
	}
	result <- outcome{answer: th.Best()}
}

// Think spends at most budget of this frame on the decision (in the browser; on desktop
// it only looks) and returns the answer once it is decided and the pace allows it.
func (j *Job) Think(now time.Time, budget time.Duration) (answer string, ready bool, err error) {
	if !j.decided {
		if j.rem != nil {
			j.poll()
		} else if Background {
			select {
			case o := <-j.result:
				j.answer, j.err, j.decided = o.answer, o.err, true
			default:
			}
		} else {
			j.slice(now, budget)
		}
	}
	if !j.decided {
		return "", false, nil
	}
	if j.err != nil {
		return "", true, j.err
	}
	if now.Before(j.readyAt) {
		return "", false, nil
	}
	return j.answer, true, nil
}

// poll looks whether the worker has answered; a worker that broke before answering leaves
// the question to be thought in process. Without players in this program, a question
// waits for a worker that is still loading (until it loads or LoadTimeout gives it up).
func (j *Job) poll() {
	a, done, lost := j.rem.Poll(j.id)
	switch {
	case lost && local == nil && !j.rem.Broken():
		// still loading: wait
	case done && a.Err != "":
		j.err, j.decided = errors.New(a.Err), true
	case done:
		j.answer, j.decided = a.Tokens, true
	case lost:
		j.rem.Drop(j.id)
		j.rem = nil
		j.local()
	}
}

// InWorker reports whether the worker is thinking the question (not this program).
func (j *Job) InWorker() bool { return j.rem != nil }

// slice steps the search for about budget. Ebitengine may call Update twice in one frame
// to catch up; a slice right after the last one would double the frame, so it waits.
func (j *Job) slice(_ time.Time, budget time.Duration) {
	now := time.Now() // the frame's real time, whatever clock paces the answer
	if !j.lastEnd.IsZero() && now.Sub(j.lastEnd) < 3*time.Millisecond {
		return
	}
	budget = pacer.fit(now, budget)
	start := time.Now()
	defer func() {
		j.lastEnd = time.Now()
		pacer.lastEnd = j.lastEnd
		if r := recover(); r != nil {
			j.err, j.decided = fmt.Errorf("computer player %s of %s failed: %v", j.ask.Level, j.ask.Seat, r), true
		}
	}()
	for {
		t0 := time.Now()
		if j.th.Step(j.chunk) {
			j.answer, j.decided = j.th.Best(), true
			return
		}
		took := time.Since(t0)
		j.thought += took
		if c := ThinkCap(j.ask); c > 0 && j.thought >= c {
			j.answer, j.decided = j.th.Best(), true // the cap: the best so far
			stop(j.th)
			return
		}
		// aim at about a millisecond a step, so the clock is looked at often enough
		switch {
		case took < 300*time.Microsecond && j.chunk < 1<<16:
			j.chunk *= 2
		case took > 2*time.Millisecond && j.chunk > 8:
			j.chunk /= 2
		}
		if time.Since(start) >= budget {
			return
		}
	}
}

// The page's frame pacer. Between two slices the page does its own work: the rest of the
// game's tick, drawing, the browser compositing the canvas. That work is cheap on a device
// with a GPU but takes 30 ms and more a frame where WebGL is drawn in software (headless
// Chromium's SwiftShader). A slice shrinks so that the whole frame stays near
// FrameTarget: what the search may take is what the page leaves of it.
var pacer framePacer

// FrameTarget is the frame time the slices aim at, under the 50 ms a frame may take.
const FrameTarget = 40 * time.Millisecond

// minSlice is the least a slice gets, however busy the page: the search always moves on.
const minSlice = 2 * time.Millisecond

type framePacer struct {
	lastEnd  time.Time     // when the last slice ended, whatever job it was
	outside  time.Duration // the page's own time between two slices, smoothed
	measured bool
}

// fit is the budget of a slice starting at now: at most budget, and no more than the frame
// has left after the page's own time.
func (f *framePacer) fit(now time.Time, budget time.Duration) time.Duration {
	if !f.lastEnd.IsZero() {
		// a long pause is the person's turn or a hidden page, not a frame
		if gap := now.Sub(f.lastEnd); gap > 0 && gap < 250*time.Millisecond {
			if !f.measured {
				f.outside, f.measured = gap, true
			} else {
				f.outside += (gap - f.outside) / 4
			}
		}
	}
	if f.measured {
		budget = min(budget, FrameTarget-f.outside)
	}
	return max(budget, minSlice)
}

// Hurry drops what is left of the pace: the answer comes as soon as it is decided.
func (j *Job) Hurry(now time.Time) {
	if now.Before(j.readyAt) {
		j.readyAt = now
	}
}

// Stop drops the decision; its answer is never given.
func (j *Job) Stop() {
	if j == nil {
		return
	}
	if j.rem != nil {
		if !j.decided {
			j.rem.Drop(j.id)
		}
		j.rem = nil
		return
	}
	if j.th == nil {
		return
	}
	if Background {
		if !j.stopped && !j.decided {
			close(j.quit)
		}
		j.stopped = true
		return
	}
	stop(j.th)
}

// stop ends a Junqi search's paused coroutine now rather than at a collection.
func stop(th Thinker) {
	if s, ok := th.(interface{ Stop() }); ok {
		s.Stop()
	}
}

// Decided reports whether the answer is known (the pace may still hold it back).
func (j *Job) Decided() bool { return j.decided }

// Ask is the question the job answers.
func (j *Job) Ask() Ask { return j.ask }

// LevelOf is a valid level: l itself (one players choose, or a weaker yardstick a record
// may name), or the default level for an unknown one.
func LevelOf(l string) string {
	if _, ok := level.Of(l); ok {
		return l
	}
	return DefaultLevel
}

// FormatLevels writes levels by seat letter as the controllers keep them: "E=hard W=normal",
// in the order of seats.
func FormatLevels(seats string, levels map[string]string) string {
	var parts []string
	for _, x := range seats {
		parts = append(parts, string(x)+"="+LevelOf(levels[string(x)]))
	}
	return strings.Join(parts, " ")
}

// SeatLevel is seat's level in a FormatLevels string; the default level when absent.
func SeatLevel(levels, seat string) string {
	for _, f := range strings.Fields(levels) {
		if s, l, ok := strings.Cut(f, "="); ok && s == seat {
			return LevelOf(l)
		}
	}
	return DefaultLevel
}
