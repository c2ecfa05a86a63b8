package napoleonai

import (
	"iter"
	"math/rand/v2"
	"sort"
	"time"

	"warboard/rules/napoleon"
)

// Waterloo's computer players (three or four armies, docs/waterloo.md): a paranoid
// alpha-beta search — the seat to decide and its allies maximise, every enemy army is
// taken to play against them — with iterative deepening under a node budget, and an
// evaluation of material, advance and each side's progress toward its target. Moves only:
// cannons keep their facings (the two-army players weigh turns; these do not yet).

// waterlooSpecs are the levels' node budgets and noise (random and greedy need none).
var waterlooSpecs = map[string]struct {
	budget int64
	depth  int
	noise  int
}{
	"easy":   {1500, 2, 60},
	"normal": {6000, 3, 20},
	"hard":   {30000, 4, 4},
}

// wsearch is one decision's search.
type wsearch struct {
	me       napoleon.Seat
	budget   int64
	nodes    int64
	deadline time.Time
	timed    bool
	noise    int
	rng      *rand.Rand
	stopped  bool
	// pause, in the app, hands the frame back every few nodes (Step); false: stop
	pause   func() bool
	pauseAt int64
	best    napoleon.Move // the choice so far
}

// waterlooDecide chooses the seat to move's move (no cannon turns).
func waterlooDecide(s *napoleon.State, level string, seed uint64, timeMS int) napoleon.Turn {
	rng := rngFor(s, seed)
	moves := s.LegalMoves(nil)
	switch level {
	case "random":
		return napoleon.Turn{Move: moves[rng.IntN(len(moves))]}
	case "greedy":
		w := &wsearch{me: s.ToMove(), rng: rng, budget: 1 << 40}
		rng.Shuffle(len(moves), func(i, j int) { moves[i], moves[j] = moves[j], moves[i] })
		best, bestV := moves[0], -inf
		for _, m := range moves {
			child := *s
			child.Play(m)
			if v := w.value(&child, 0); v > bestV {
				best, bestV = m, v
			}
		}
		return napoleon.Turn{Move: best}
	}
	w, depth := newWaterlooSearch(s, level, rng)
	if timeMS > 0 {
		w.timed, w.deadline = true, time.Now().Add(time.Duration(timeMS)*time.Millisecond)
	}
	return napoleon.Turn{Move: w.run(s, moves, depth)}
}

// newWaterlooSearch sets up a searching level's decision and its deepest depth.
func newWaterlooSearch(s *napoleon.State, level string, rng *rand.Rand) (*wsearch, int) {
	sp := waterlooSpecs[level]
	w := &wsearch{me: s.ToMove(), budget: sp.budget / budgetDivisor, noise: sp.noise, rng: rng}
	if w.budget < 100 {
		w.budget = 100
	}
	return w, sp.depth
}

// run deepens the search of the root moves until the budget or the depth ends it.
func (w *wsearch) run(s *napoleon.State, moves []napoleon.Move, maxDepth int) napoleon.Move {
	rng := w.rng
	rng.Shuffle(len(moves), func(i, j int) { moves[i], moves[j] = moves[j], moves[i] })
	w.order(s, moves)
	best := moves[0]
	w.best = best
	for depth := 1; depth <= maxDepth; depth++ {
		alpha := -inf
		var found napoleon.Move
		complete := true
		for _, m := range moves {
			child := *s
			child.Play(m)
			v := w.search(&child, depth-1, alpha, inf)
			if w.stopped {
				complete = false
				break
			}
			if w.noise > 0 {
				v += w.rng.IntN(w.noise)
			}
			if v > alpha {
				alpha, found = v, m
			}
		}
		if complete || found != (napoleon.Move{}) && depth == 1 {
			best = found
			w.best = best
		}
		if !complete {
			break
		}
		// the best first next time
		for i, m := range moves {
			if m == best {
				copy(moves[1:i+1], moves[:i])
				moves[0] = best
				break
			}
		}
	}
	return best
}

// friendly reports whether seat x plays with the searching seat.
func (w *wsearch) friendly(s *napoleon.State, x napoleon.Seat) bool {
	return x == w.me || s.Allies(w.me, x)
}

// search is paranoid alpha-beta: the searching side maximises, every other army minimises.
func (w *wsearch) search(s *napoleon.State, depth, alpha, beta int) int {
	w.nodes++
	if w.pause != nil && w.nodes >= w.pauseAt && !w.pause() {
		w.stopped = true
	}
	if w.nodes >= w.budget || w.timed && w.nodes&255 == 0 && time.Now().After(w.deadline) {
		w.stopped = true
	}
	if o := s.Outcome(); o.Over {
		return w.terminal(s, o, depth)
	}
	if depth <= 0 || w.stopped {
		return w.value(s, depth)
	}
	moves := s.LegalMoves(nil)
	w.order(s, moves)
	maximise := w.friendly(s, s.ToMove())
	best := inf
	if maximise {
		best = -inf
	}
	for _, m := range moves {
		child := *s
		child.Play(m)
		v := w.search(&child, depth-1, alpha, beta)
		if maximise {
			best = max(best, v)
			alpha = max(alpha, v)
		} else {
			best = min(best, v)
			beta = min(beta, v)
		}
		if alpha >= beta || w.stopped {
			break
		}
	}
	return best
}

// terminal scores a finished game: a win of the own side, sooner better; a loss or the
// own army out; a draw.
func (w *wsearch) terminal(s *napoleon.State, o napoleon.Outcome, depth int) int {
	switch {
	case o.Draw:
		return 0
	case w.friendly(s, o.Winner):
		return winScore + depth
	}
	return -winScore - depth
}

// value is the evaluation from the searching side's view: its material and advance
// against the average enemy side's, and its progress toward its target against the
// enemy side nearest to its own.
func (w *wsearch) value(s *napoleon.State, _ int) int {
	if o := s.Outcome(); o.Over {
		return w.terminal(s, o, 0)
	}
	if !s.In(w.me) {
		return -winScore / 2
	}
	b := s.Board()
	var mine, theirs int
	for _, pl := range s.Pieces() {
		x := pl.Piece.Seat()
		v := material[pl.Piece.Kind()] + 3*advance(b, x, pl.Sq)
		if s.CountsFor(x, pl.Sq) {
			v += 40 * pl.Piece.Kind().Points()
		}
		if w.friendly(s, x) {
			mine += v
		} else {
			theirs += v
		}
	}
	sides, worst := 0, 0
	var seen [napoleon.NumSeats]bool
	for _, x := range s.Armies().Order() {
		if !s.In(x) || w.friendly(s, x) || seen[x] {
			continue
		}
		sides++
		for _, y := range napoleon.SideSeats(s.Armies(), x) {
			seen[y] = true
		}
		if p := 1000 * s.SidePoints(x) / max(1, s.SideTarget(x)); p > worst {
			worst = p
		}
	}
	progress := 1000 * s.SidePoints(w.me) / max(1, s.SideTarget(w.me))
	return mine - theirs/max(1, sides) + (progress-worst)/2
}

// advance is how far a piece of seat x on q stands from its own edge.
func advance(b napoleon.Board, x napoleon.Seat, q napoleon.Square) int {
	switch x {
	case napoleon.North:
		return b.H - 1 - q.Rank()
	case napoleon.East:
		return b.W - 1 - q.File()
	case napoleon.West:
		return q.File()
	}
	return q.Rank()
}

// order puts captures first, the biggest victim first; the rest keep their order.
func (w *wsearch) order(s *napoleon.State, moves []napoleon.Move) {
	sort.SliceStable(moves, func(i, j int) bool {
		return victim(s, moves[i]) > victim(s, moves[j])
	})
}

func victim(s *napoleon.State, m napoleon.Move) int {
	if !m.Capture {
		return 0
	}
	return material[s.At(m.To).Kind()]
}

// waterlooDeploy is easy's, normal's and hard's set-up with intent in the seat's zone
// (placeWithIntent, a style drawn by the seed, cannons facing forward onto the board);
// greedy's a random set-up with cannons facing the far edge; random's a random one.
func waterlooDeploy(cfg napoleon.Config, rule napoleon.ArmyRule, seat napoleon.Seat, level string, seed uint64) ([]napoleon.Placed, error) {
	rng := rand.New(rand.NewPCG(seed, 0x5e70b^uint64(seat)))
	army, err := compose(rule, rng)
	if err != nil {
		return nil, err
	}
	if _, ok := waterlooSpecs[level]; ok { // easy, normal, hard: a set-up with intent
		noise := 4
		if level == "easy" {
			noise = 6
		}
		ps, err := placeWithIntent(cfg, seat, army, rng, noise)
		if err == nil && len(napoleon.ValidateSetup(cfg, rule, seat, ps)) == 0 {
			sort.Slice(ps, func(i, j int) bool { return ps[i].Sq < ps[j].Sq })
			return ps, nil
		}
	}
	ps, err := napoleon.RandomSetup(cfg, seat, army, rng)
	if err != nil {
		return nil, err
	}
	if level != "random" {
		for i, p := range ps {
			if p.Piece.Kind() == napoleon.Cannon {
				ps[i].Piece = napoleon.NewPiece(seat, napoleon.Cannon, seat.Inward())
			}
		}
	}
	return ps, nil
}

// waterlooArmy is the army a Waterloo record without one is played with: the standard 16
// where it fits the zones, else 12 (2 G, 1 D, 4 I, 3 C, 2 K, which 12x12 holds).
func waterlooArmy(cfg napoleon.Config) napoleon.Army {
	if _, err := napoleon.ZoneRanksOf(cfg, 16); err == nil {
		return napoleon.Army16
	}
	return napoleon.Army{0, 2, 1, 4, 3, 2}
}

// waterlooThinker is a searching level's decision stepped by the app: the search runs as
// a coroutine (iter.Pull) that hands back the frame every Step's work, as the two-army
// players do.
type waterlooThinker struct {
	w    *wsearch
	next func() (struct{}, bool)
	stop func()
	done bool
}

func newWaterlooThinker(s *napoleon.State, level string, seed uint64) Decision {
	moves := s.LegalMoves(nil)
	if _, ok := waterlooSpecs[level]; !ok { // random, greedy: at once
		return &Thinker{best: waterlooDecide(s, level, seed, 0), done: true}
	}
	w, depth := newWaterlooSearch(s, level, rngFor(s, seed))
	w.best = moves[0]
	st := *s
	th := &waterlooThinker{w: w}
	th.next, th.stop = iter.Pull(func(yield func(struct{}) bool) {
		w.pause = func() bool { return yield(struct{}{}) }
		w.run(&st, moves, depth)
	})
	return th
}

// Step searches at most work more nodes (at least one) and reports whether the decision
// is final.
func (t *waterlooThinker) Step(work int) bool {
	if t.done {
		return true
	}
	t.w.pauseAt = t.w.nodes + int64(max(work, 1))
	if _, ok := t.next(); !ok {
		t.done = true
		t.stop()
	}
	return t.done
}

// Best is the current choice as record tokens.
func (t *waterlooThinker) Best() string { return napoleon.Turn{Move: t.w.best}.String() }

// Close ends a decision that will not be stepped to its end.
func (t *waterlooThinker) Close() {
	if !t.done && t.stop != nil {
		t.stop()
	}
	t.done = true
}
