// Package napoleonai holds the Napoleon Strategy computer players: set-up with intent and a search of the real position.
package napoleonai

import (
	"fmt"
	"iter"
	"math/rand/v2"
	"strings"
	"time"
	"warboard/rules/ai/level"

	"warboard/rules/napoleon"
	"warboard/rules/record"
)

// Levels lists the levels, weakest first (the table: rules/ai/level).
var Levels = level.Names()

// levelSpec is how a level decides.
type levelSpec struct {
	name   string
	budget int64 // nodes on an 8x8 board with 16-piece armies
	params runParams
}

var specs = map[string]levelSpec{
	"random": {name: "random"},
	"greedy": {name: "greedy"},
	"easy":   {name: "easy", budget: 1500, params: runParams{maxDepth: 2, noise: 70, blunder: 0.9, blunderBig: 1, distractBig: 0.6}},
	"normal": {name: "normal", budget: 2500, params: runParams{maxDepth: maxPly - 2, noise: 30, turnShare: 0.25, turnCands: 2}},
	"hard":   {name: "hard", budget: 50000, params: runParams{maxDepth: maxPly - 2, noise: 4, turnShare: 0.25, turnCands: 4}},
}

func parseLevel(level string) (levelSpec, error) {
	sp, ok := specs[level]
	if !ok {
		return levelSpec{}, fmt.Errorf("unknown level %q (%s)", level, strings.Join(Levels, ", "))
	}
	return sp, nil
}

// budgetFor scales a level's node budget to the board: a node costs about
// in proportion to the squares the generator scans and the pieces it moves.
func budgetFor(sp levelSpec, s *napoleon.State) int64 {
	b := s.Board()
	cells := b.W * b.H
	n := sp.budget * 64 / int64(cells)
	if cells > 150 { // 15x15 has twice the time
		n *= 2
	}
	if n < sp.budget/8 {
		n = sp.budget / 8
	}
	return max(n/budgetDivisor, 200)
}

// budgetDivisor lets tests that play many whole games think less; the
// levels are otherwise unchanged.
var budgetDivisor int64 = 1

// Decide returns the turn the player of level chooses for seat (the seat to
// move after rec's moves): the move, then its cannon turns, as record tokens
// ("d2-d5 c1>NE"). timeMS 0: the budget is counted in work (nodes), so the
// answer is a function of rec, level and seed; timeMS > 0 also stops the
// search after that many milliseconds.
func Decide(rec *record.Record, seat, level string, seed uint64, timeMS int) (string, error) {
	sp, err := parseLevel(level)
	if err != nil {
		return "", err
	}
	if rec == nil {
		return "", fmt.Errorf("no record")
	}
	m, err := napoleon.FromRecord(rec)
	if err != nil {
		return "", err
	}
	st, err := m.Config().Armies.ParseSeat(seat)
	if err != nil {
		return "", err
	}
	s := m.State()
	if err := checkTurn(m, st); err != nil {
		return "", err
	}
	if timeMS < 0 {
		return "", fmt.Errorf("time %d ms: must not be negative", timeMS)
	}
	if m.Config().Armies.IsWaterloo() {
		return waterlooDecide(&s, sp.name, seed, timeMS).String(), nil
	}
	t := decide(&s, sp, seed, timeMS)
	return t.String(), nil
}

func checkTurn(m *napoleon.Match, seat napoleon.Seat) error {
	if o := m.Outcome(); o.Over {
		return fmt.Errorf("the game is over (%s)", o)
	}
	s := m.State()
	if s.ToMove() != seat {
		return fmt.Errorf("%s is not to move: it is %s's turn", seat, s.ToMove())
	}
	return nil
}

// rngFor gives each position of a game its own stream of a seed.
func rngFor(s *napoleon.State, seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, s.Hash()^uint64(s.Plies())<<1))
}

// decide runs a level to the end on a position with a legal move.
func decide(s *napoleon.State, sp levelSpec, seed uint64, timeMS int) napoleon.Turn {
	rng := rngFor(s, seed)
	switch sp.name {
	case "random":
		return randomTurn(s, rng)
	case "greedy":
		return greedyTurn(s, rng)
	}
	e := newSearch(s, sp, rng)
	if timeMS > 0 {
		e.timed, e.deadline = true, time.Now().Add(time.Duration(timeMS)*time.Millisecond)
	}
	e.run(sp.params)
	return e.best
}

func newSearch(s *napoleon.State, sp levelSpec, rng *rand.Rand) *engine {
	e := newEngine(s, budgetFor(sp, s), rng)
	e.turnKey = s.TurnLimit() > 0 // the game ends by count: moves played matter
	return e
}

// randomTurn is uniform over the legal moves (no cannon turns).
func randomTurn(s *napoleon.State, rng *rand.Rand) napoleon.Turn {
	moves := s.LegalMoves(nil)
	return napoleon.Turn{Move: moves[rng.IntN(len(moves))]}
}

// greedyTurn looks one move ahead with material only: a move that wins
// the game first, then the one leaving the best material balance; ties are
// broken at random.
func greedyTurn(s *napoleon.State, rng *rand.Rand) napoleon.Turn {
	moves := s.LegalMoves(nil)
	rng.Shuffle(len(moves), func(i, j int) { moves[i], moves[j] = moves[j], moves[i] })
	me := s.ToMove()
	best, bestV := moves[0], -inf
	for _, m := range moves {
		child := *s
		child.Play(m)
		var v int
		if o := child.Outcome(); o.Over {
			switch {
			case o.Draw:
				v = 0
			case o.Winner == me:
				v = winScore
			default:
				v = -winScore
			}
		} else {
			v = materialBalance(&child, me)
		}
		if v > bestV {
			best, bestV = m, v
		}
	}
	return napoleon.Turn{Move: best}
}

func materialBalance(s *napoleon.State, me napoleon.Seat) int {
	v := 0
	for _, pl := range s.Pieces() {
		if pl.Piece.Seat() == me {
			v += material[pl.Piece.Kind()]
		} else {
			v -= material[pl.Piece.Kind()]
		}
	}
	return v
}

// Thinker is an anytime decision for the app: Step does at most work nodes
// of search and reports whether the decision is final; Best is the current
// choice as record tokens. Go's wasm build has one thread and never
// preempts, so the browser steps it a few milliseconds per frame. The
// search runs as a coroutine (iter.Pull): it keeps its stack between steps.
type Thinker struct {
	e      *engine
	params runParams
	best   napoleon.Turn
	next   func() (struct{}, bool)
	stop   func()
	done   bool
}

// Decision is what New returns (an alias, so New's type is exactly the
// door's: func(...) (interface{ Step(int) bool; Best() string }, error)).
// The value is a *Thinker, which can also Close.
type Decision = interface {
	Step(work int) bool
	Best() string
}

// New returns an anytime decision of level for seat, which must be the
// seat to move in m.
func New(m *napoleon.Match, seat napoleon.Seat, level string, seed uint64) (Decision, error) {
	sp, err := parseLevel(level)
	if err != nil {
		return nil, err
	}
	if m == nil {
		return nil, fmt.Errorf("no game")
	}
	if err := checkTurn(m, seat); err != nil {
		return nil, err
	}
	s := m.State()
	if m.Config().Armies.IsWaterloo() { // stepped as the two-army search is
		return newWaterlooThinker(&s, sp.name, seed), nil
	}
	if sp.budget == 0 { // random, greedy: at once
		return &Thinker{best: decide(&s, sp, seed, 0), done: true}, nil
	}
	th := &Thinker{e: newSearch(&s, sp, rngFor(&s, seed)), params: sp.params}
	moves := s.LegalMoves(nil)
	th.best = napoleon.Turn{Move: moves[0]}
	th.next, th.stop = iter.Pull(func(yield func(struct{}) bool) {
		th.e.pause = func() bool { return yield(struct{}{}) }
		th.e.run(th.params)
	})
	return th, nil
}

// Step searches at most work more nodes (at least one) and reports whether
// the decision is final.
func (t *Thinker) Step(work int) bool {
	if t.done {
		return true
	}
	if work < 1 {
		work = 1
	}
	t.e.pauseAt = t.e.nodes + int64(work)
	if _, ok := t.next(); !ok {
		t.done = true
		t.stop()
	}
	if t.e.best.Move != (napoleon.Move{}) { // set once the root is ordered
		t.best = t.e.best
	}
	return t.done
}

// Best is the current choice as record tokens ("d2-d5 c1>NE").
func (t *Thinker) Best() string { return t.best.String() }

// Close ends a decision that will not be stepped to its end (it frees the
// coroutine); Best stays readable.
func (t *Thinker) Close() {
	if !t.done && t.stop != nil {
		t.stop()
	}
	t.done = true
}
