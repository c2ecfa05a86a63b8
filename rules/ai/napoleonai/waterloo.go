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
// evaluation of material, advance and each side's progress toward its target. Cannon
// turns are weighed apart after the moves, as the two-army players do (root.go): a
// share of the budget is kept for them (waterloo_turns.go). Hard in a free-for-all of
// three or more armies searches by best reply instead (waterloo_brs.go).

// waterlooSpecs are the levels' node budgets, depths, noise and cannon-turn phase
// (random and greedy need none).
var waterlooSpecs = map[string]struct {
	budget    int64
	depth     int
	noise     int
	turnShare float64 // share of the budget kept for cannon turns
	turnCands int     // single turns verified by search
	brs       bool    // best-reply search in a free-for-all (waterloo_brs.go)
}{
	"easy":   {1500, 2, 60, 0.25, 1, false},
	"normal": {6000, 3, 20, 0.25, 2, false},
	"hard":   {30000, 4, 4, 0.25, 4, true},
}

// paranoidOnly makes every level search paranoid, best reply off (tests: the
// decisions of the paranoid search are held to a file, TestWaterlooSameDecisions).
var paranoidOnly = false

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
	timeUp   bool // the clock passed: the turn phase is skipped too
	aborted  bool // the app dropped the stepped decision
	// pause, in the app, hands the frame back every few nodes (Step); false: stop
	pause   func() bool
	pauseAt int64
	best    napoleon.Turn // the choice so far

	turnShare float64
	turnCands int
	roots     []wroot // root moves of the last complete iteration, best first
	bestRaw   int     // the chosen move's score without noise
	depthDone int
	buf       []napoleon.Move // scratch for threats

	// set once per decision (setup): the search allocates nothing per node
	seats    []napoleon.Seat                    // the armies in play order
	sides    [napoleon.NumSeats][]napoleon.Seat // SideSeats of each seat
	friends  uint8                              // 1<<seat of the searching side
	height   int                                // recursion depth of search
	bufs     [][]napoleon.Move                  // move lists, one per height
	states   []napoleon.State                   // the children, one per height
	brs      bool                               // best-reply search (waterloo_brs.go)
	rbufs    [][]wreply
	killers  []napoleon.Move // best reply: the last cut-off move at each height
	rkillers []wreply
	rcaps    []wreply
	tmp      napoleon.State
	pieces   []napoleon.Placed // scratch for value
	race     bool              // count the race (waterloo_race.go)
	raceAt   [napoleon.NumSeats]int
	race1    [napoleon.NumSeats][raceCap + 1]int8
	race2    [napoleon.NumSeats][raceCap + 1]int8
	caps     []wcap // scratch for order
}

// wcap is a capture and its victim's value (order).
type wcap struct {
	m napoleon.Move
	v int
}

// setup fills what a decision reads at every node from the game's armies.
func (w *wsearch) setup(s *napoleon.State) {
	a := s.Armies()
	w.seats = a.Order()
	w.friends = 0
	for _, x := range w.seats {
		w.sides[x] = napoleon.SideSeats(a, x)
		if x == w.me || s.Allies(w.me, x) {
			w.friends |= 1 << x
		}
	}
}

// wroot is a root move and its score in the last complete iteration (an upper bound
// for all but the best).
type wroot struct {
	move  napoleon.Move
	score int
}

// waterlooDecide chooses the seat to move's turn.
func waterlooDecide(s *napoleon.State, level string, seed uint64, timeMS int) napoleon.Turn {
	t, _ := waterlooDecideNodes(s, level, seed, timeMS)
	return t
}

// waterlooDecideNodes is waterlooDecide with the nodes searched (benchmarks).
func waterlooDecideNodes(s *napoleon.State, level string, seed uint64, timeMS int) (napoleon.Turn, int64) {
	rng := rngFor(s, seed)
	moves := s.LegalMoves(nil)
	switch level {
	case "random":
		return napoleon.Turn{Move: moves[rng.IntN(len(moves))]}, 0
	case "greedy":
		w := &wsearch{me: s.ToMove(), rng: rng, budget: 1 << 40}
		w.setup(s)
		rng.Shuffle(len(moves), func(i, j int) { moves[i], moves[j] = moves[j], moves[i] })
		best, bestV := moves[0], -inf
		for _, m := range moves {
			child := *s
			child.Play(m)
			if v := w.value(&child, 0); v > bestV {
				best, bestV = m, v
			}
		}
		return napoleon.Turn{Move: best}, int64(len(moves))
	}
	w, depth := newWaterlooSearch(s, level, rng)
	if timeMS > 0 {
		w.timed, w.deadline = true, time.Now().Add(time.Duration(timeMS)*time.Millisecond)
	}
	w.run(s, moves, depth)
	return w.best, w.nodes
}

// newWaterlooSearch sets up a searching level's decision and its deepest depth.
func newWaterlooSearch(s *napoleon.State, level string, rng *rand.Rand) (*wsearch, int) {
	sp := waterlooSpecs[level]
	w := &wsearch{me: s.ToMove(), budget: sp.budget / budgetDivisor, noise: sp.noise, rng: rng,
		turnShare: sp.turnShare, turnCands: sp.turnCands}
	if w.budget < 100 {
		w.budget = 100
	}
	w.setup(s)
	w.brs = sp.brs && useBRS(s) && !paranoidOnly
	if w.brs && !noRace {
		w.race = true
		w.setupRace(s)
	}
	return w, sp.depth
}

// run deepens the search of the root moves until the budget or the depth ends it,
// keeping turnShare of the budget, then weighs cannon turns with the rest.
func (w *wsearch) run(s *napoleon.State, moves []napoleon.Move, maxDepth int) {
	rng := w.rng
	rng.Shuffle(len(moves), func(i, j int) { moves[i], moves[j] = moves[j], moves[i] })
	w.order(s, moves)
	w.roots = w.roots[:0]
	for _, m := range moves {
		w.roots = append(w.roots, wroot{move: m})
	}
	w.best = napoleon.Turn{Move: moves[0]}
	full := w.budget
	if w.turnShare > 0 && !w.turnsMatter(s) {
		w.turnShare = 0 // no turn changes a threat now: the moves get the whole budget
	}
	if w.turnShare > 0 {
		w.budget = max(int64(float64(full)*(1-w.turnShare)), 1)
	}
	for depth := 1; depth <= maxDepth; depth++ {
		alpha := -inf
		found, raw := -1, 0
		complete := true
		for i := range w.roots {
			child := *s
			child.Play(w.roots[i].move)
			// With best reply the window opens by the noise below alpha: a move that
			// fails low returns only a bound (≤ its window's low end), and the noise
			// added to a bound at alpha could choose a move whose exact score is far
			// lower (a fail-low at a won alpha). Below alpha−noise, bound plus noise
			// stays under alpha.
			lo := alpha
			if w.brs && w.noise > 0 && alpha > -inf {
				lo = alpha - w.noise
			}
			v := w.search(&child, depth-1, lo, inf)
			if w.stopped {
				complete = false
				break
			}
			w.roots[i].score = v
			if w.noise > 0 {
				v += w.rng.IntN(w.noise)
			}
			if v > alpha {
				alpha, found, raw = v, i, w.roots[i].score
			}
		}
		if complete || found >= 0 && depth == 1 {
			w.best = napoleon.Turn{Move: w.roots[found].move}
			w.bestRaw = raw
		}
		if !complete {
			break
		}
		w.depthDone = depth
		// the best first next time, the others by their (bounded) scores
		best := w.roots[found]
		copy(w.roots[1:found+1], w.roots[:found])
		w.roots[0] = best
		rest := w.roots[1:]
		sort.SliceStable(rest, func(i, j int) bool { return rest[i].score > rest[j].score })
	}
	if w.turnShare <= 0 || w.depthDone == 0 || w.timeUp || w.aborted {
		return
	}
	w.budget, w.stopped = full, false
	w.chooseTurns(s)
}

// tick counts a node and says whether the search must stop: the budget, the clock,
// or the app dropping a stepped decision.
func (w *wsearch) tick() bool {
	w.nodes++
	if w.pause != nil && w.nodes >= w.pauseAt && !w.stopped && !w.pause() {
		w.stopped, w.aborted = true, true
	}
	if w.nodes >= w.budget {
		w.stopped = true
	}
	if w.timed && w.nodes&255 == 0 && time.Now().After(w.deadline) {
		w.stopped, w.timeUp = true, true
	}
	return w.stopped
}

// friendly reports whether seat x plays with the searching seat.
func (w *wsearch) friendly(_ *napoleon.State, x napoleon.Seat) bool {
	return x < napoleon.NumSeats && w.friends&(1<<x) != 0
}

// movesOf lists the legal moves of the seat to move in the buffer of the current
// height, captures first.
func (w *wsearch) movesOf(s *napoleon.State) []napoleon.Move {
	for len(w.bufs) <= w.height {
		w.bufs = append(w.bufs, make([]napoleon.Move, 0, 64))
	}
	moves := s.LegalMoves(w.bufs[w.height][:0])
	w.bufs[w.height] = moves[:0]
	w.order(s, moves)
	return moves
}

// search is paranoid alpha-beta: the searching side maximises, every other army minimises;
// with best reply (w.brs) a node where an enemy army is to move is a reply layer instead
// (bestReply), and the searching seat moves at every other layer.
func (w *wsearch) search(s *napoleon.State, depth, alpha, beta int) int {
	w.tick()
	if o := s.Outcome(); o.Over {
		return w.terminal(s, o, depth)
	}
	if depth <= 0 || w.stopped {
		return w.value(s, depth)
	}
	if w.brs {
		if !s.In(w.me) {
			return w.value(s, depth)
		}
		if s.ToMove() != w.me {
			return w.bestReply(s, depth, alpha, beta)
		}
	}
	moves := w.movesOf(s)
	if len(moves) == 0 { // best reply: the seat, given the move back, has none
		return -winScore / 2
	}
	h := w.height
	if w.brs {
		w.killerFirst(moves, h)
	}
	w.height++
	maximise := w.friendly(s, s.ToMove())
	best := inf
	if maximise {
		best = -inf
	}
	// The child lives in w.states rather than on the stack: a local whose address
	// is passed to the recursive call is moved to the heap at every node.
	for len(w.states) < w.height {
		w.states = append(w.states, napoleon.State{})
	}
	child := &w.states[w.height-1]
	for _, m := range moves {
		*child = *s
		child.Play(m)
		v := w.search(child, depth-1, alpha, beta)
		if maximise {
			best = max(best, v)
			alpha = max(alpha, v)
		} else {
			best = min(best, v)
			beta = min(beta, v)
		}
		if alpha >= beta || w.stopped {
			if w.brs && alpha >= beta {
				w.setKiller(h, m)
			}
			break
		}
	}
	w.height--
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
	if w.race {
		w.race1 = [napoleon.NumSeats][raceCap + 1]int8{}
		w.race2 = [napoleon.NumSeats][raceCap + 1]int8{}
	}
	w.pieces = s.AppendPieces(w.pieces[:0])
	for _, pl := range w.pieces {
		x := pl.Piece.Seat()
		v := material[pl.Piece.Kind()] + 3*advance(b, x, pl.Sq)
		if s.CountsFor(x, pl.Sq) {
			v += 40 * pl.Piece.Kind().Points()
		} else if w.race {
			w.raceCount(b, x, pl.Piece.Kind(), pl.Sq)
		}
		if w.friendly(s, x) {
			mine += v
		} else {
			theirs += v
		}
	}
	sides, worst := 0, 0
	var seen [napoleon.NumSeats]bool
	for _, x := range w.seats {
		if !s.In(x) || w.friendly(s, x) || seen[x] {
			continue
		}
		sides++
		for _, y := range w.sides[x] {
			seen[y] = true
		}
		if p := 1000 * s.SidePoints(x) / max(1, s.SideTarget(x)); p > worst {
			worst = p
		}
	}
	progress := 1000 * s.SidePoints(w.me) / max(1, s.SideTarget(w.me))
	v := mine - theirs/max(1, sides) + (progress-worst)/2
	if w.race {
		v += w.raceTerm(s)
	}
	return v
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

// order puts captures first, the biggest victim first; the rest keep their order
// (a stable sort by victim, biggest first, without the sort package's allocations).
func (w *wsearch) order(s *napoleon.State, moves []napoleon.Move) {
	caps := w.caps[:0]
	for _, m := range moves {
		if v := victim(s, m); v > 0 {
			caps = append(caps, wcap{m, v})
		}
	}
	w.caps = caps
	if len(caps) == 0 {
		return
	}
	for i := 1; i < len(caps); i++ { // insertion sort, stable
		x := caps[i]
		j := i - 1
		for ; j >= 0 && caps[j].v < x.v; j-- {
			caps[j+1] = caps[j]
		}
		caps[j+1] = x
	}
	k := len(moves) // the others, in their order, to the end
	for i := len(moves) - 1; i >= 0; i-- {
		if victim(s, moves[i]) <= 0 {
			k--
			moves[k] = moves[i]
		}
	}
	for i, c := range caps {
		moves[i] = c.m
	}
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
	w.best = napoleon.Turn{Move: moves[0]}
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
func (t *waterlooThinker) Best() string { return t.w.best.String() }

// Close ends a decision that will not be stepped to its end.
func (t *waterlooThinker) Close() {
	if !t.done && t.stop != nil {
		t.stop()
	}
	t.done = true
}
