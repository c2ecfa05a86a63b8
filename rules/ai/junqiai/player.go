// Package junqiai is the Junqi computer player: levels from random to hard that
// decide from one seat's observation by searching positions sampled from its belief.
package junqiai

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"sort"

	"warboard/rules/junqi"
)

// Levels lists the levels, weakest first.
var Levels = []string{"random", "greedy", "easy", "normal", "hard"}

// belief is what a player reads of its seat's knowledge: an Observation, or
// in tests anything that samples positions the seat cannot tell apart.
type belief interface {
	Seat() junqi.Seat
	View() junqi.View
	ToMove() (junqi.Seat, bool)
	Sample(r *rand.Rand) (junqi.State, error)
}

// params set a level's search. Work is counted in nodes (a position evaluated
// or expanded); a sample drawn counts sampleCost.
type params struct {
	samples    int     // positions drawn from the belief (one in open mode)
	candidates int     // root moves kept for the deeper search (0: all)
	maxDepth   int     // plies of full-width search at the root (1: one-move look-ahead)
	budget     int     // nodes for the whole decision
	qdepth     int     // quiescence plies
	ttBits     uint    // transposition table size
	noise      float64 // standard deviation added to root scores (easy's mistakes)
	blunder    float64 // chance that easy looks at no reply at all on this move
	material   bool    // greedy: material only, no search
	random     bool
}

var levelParams = map[string]params{
	"random": {random: true, samples: 1},
	"greedy": {samples: 8, maxDepth: 1, budget: 1 << 30, material: true, ttBits: 4},
	"easy":   {samples: 4, maxDepth: 1, budget: 20_000, qdepth: 2, ttBits: 10, noise: 18, blunder: 0.3},
	"normal": {samples: 4, candidates: 6, maxDepth: 3, budget: 40_000, qdepth: 4, ttBits: 15},
	"hard":   {samples: 8, candidates: 10, maxDepth: 9, budget: 160_000, qdepth: 6, ttBits: 17},
}

// sampleCost is the work charged for drawing one position.
const sampleCost = 50

// taskCap bounds the nodes of one search task, so one Step never runs far
// past the work it was given.
const taskCap = 8192

// Player decides one action for one seat. It is an anytime decision: Step it
// with units of work until it reports done; Best is the choice so far.
type Player struct {
	p    params
	bel  belief
	seat junqi.Seat
	rng  *rand.Rand
	b    *junqi.Board

	samples []junqi.State
	acts    []junqi.Action // root actions, the same in every sample
	legal   [][]bool       // legal[k][i]: acts[i] is legal in samples[k]
	ev      *evaluator
	srch    *searcher
	hid     hidden // points whose rank the seat does not know

	// per root action: value at the deepest completed depth, per sample
	vals  [][]int
	score []float64 // aggregate at the deepest completed depth
	depth []int     // deepest depth completed (all samples)

	cands  []int // root actions still considered, best first
	best   int
	phase  int   // 0 sampling, 1 first sweep, 2 deepening, 3 done
	curD   int   // depth of the current iteration
	ci, k  int   // next candidate (index in cands) and sample of the iteration
	cur    []int // the current candidate's values at depth curD, per sample
	used   int   // work done
	credit int
	done   bool
}

func newPlayer(level string, bel belief, seed uint64) (*Player, error) {
	p, ok := levelParams[level]
	if !ok {
		return nil, fmt.Errorf("unknown level %q (random, greedy, easy, normal, hard)", level)
	}
	mover, _ := bel.ToMove()
	if mover != bel.Seat() {
		return nil, fmt.Errorf("seat %v is not to move (%v is)", bel.Seat(), mover)
	}
	pl := &Player{p: p, bel: bel, seat: bel.Seat(), rng: rand.New(rand.NewPCG(seed, 0x6a756e7169616921))}
	first, err := bel.Sample(pl.rng)
	if err != nil {
		return nil, fmt.Errorf("sampling a position: %v", err)
	}
	if first.Result().Over {
		return nil, errors.New("the game is over")
	}
	pl.b = first.Board()
	pl.acts = first.Actions(nil)
	if len(pl.acts) == 0 {
		return nil, errors.New("no legal action")
	}
	pl.addSample(first)
	pl.used = sampleCost
	switch {
	case p.random:
		pl.best = pl.rng.IntN(len(pl.acts))
		pl.finish()
	case len(pl.acts) == 1:
		pl.finish()
	}
	if p.blunder > 0 && pl.rng.Float64() < p.blunder {
		pl.p.qdepth = 0
	}
	if !pl.done {
		pl.ev = newEvaluator(&first, pl.seat)
		pl.ev.materialOnly = p.material
		pl.srch = newSearcher(pl.ev, p.ttBits, pl.p.qdepth)
	}
	v := bel.View()
	for p := 0; p < pl.b.N; p++ {
		if pc := v.At(junqi.Point(p)); pc != 0 && !pc.FaceDown() && pc.Rank() == junqi.Unknown {
			pl.hid.set(junqi.Point(p))
		}
	}
	if !pl.hidden(&first) {
		pl.p.samples = 1 // the position is known: one sample is the position
	}
	return pl, nil
}

// hidden reports whether the sampled position holds anything the seat does
// not know (an enemy rank in 暗棋, a face-down piece in 翻棋).
func (pl *Player) hidden(s *junqi.State) bool {
	switch s.Mode() {
	case junqi.Open:
		return false
	case junqi.Flip:
		for p := 0; p < pl.b.N; p++ {
			if s.At(junqi.Point(p)).FaceDown() {
				return true
			}
		}
		return false
	}
	return true
}

func (pl *Player) addSample(s junqi.State) {
	legal := make([]bool, len(pl.acts))
	var buf [junqi.MaxActions]junqi.Action
	for _, a := range s.Actions(buf[:0]) {
		for i, b := range pl.acts {
			if a == b {
				legal[i] = true
				break
			}
		}
	}
	pl.samples = append(pl.samples, s)
	pl.legal = append(pl.legal, legal)
}

func (pl *Player) finish() {
	pl.done = true
	pl.phase = 3
}

// Step does at most about work units more (a started task of at most taskCap
// nodes is finished; the excess is taken from the next Step) and reports
// whether the decision is final.
func (pl *Player) Step(work int) bool {
	if pl.done {
		return true
	}
	pl.credit += work
	for pl.credit > 0 && !pl.done {
		n := pl.task()
		pl.used += n
		pl.credit -= n
	}
	return pl.done
}

// Best is the current choice in record notation.
func (pl *Player) Best() string { return pl.acts[pl.best].Notation(pl.b) }

// Action is the current choice.
func (pl *Player) Action() junqi.Action { return pl.acts[pl.best] }

// Work is the work done so far.
func (pl *Player) Work() int { return pl.used }

// task runs the next piece of the decision and returns the work it took.
func (pl *Player) task() int {
	switch pl.phase {
	case 0:
		if len(pl.samples) < pl.p.samples {
			s, err := pl.bel.Sample(pl.rng)
			if err == nil && !s.Result().Over {
				pl.addSample(s)
			} else {
				pl.p.samples = len(pl.samples) // a belief that cannot sample more: use what we have
			}
			return sampleCost
		}
		pl.phase = 1
		return 1
	case 1:
		return pl.sweep()
	case 2:
		return pl.deepen()
	}
	pl.finish()
	return 1
}

// sweep scores every root action on every sample one move deep (plus
// quiescence), ranks them, and keeps the candidates for the deeper search.
func (pl *Player) sweep() int {
	n := len(pl.acts)
	K := len(pl.samples)
	pl.vals = make([][]int, n)
	pl.score = make([]float64, n)
	pl.depth = make([]int, n)
	s := pl.srch
	start := s.nodes
	for i, a := range pl.acts {
		pl.vals[i] = make([]int, K)
		for k := range pl.samples {
			if !pl.legal[k][i] {
				pl.vals[i][k] = -infinity
				continue
			}
			child := pl.samples[k]
			hid := play(&child, pl.hid, a)
			s.limit = math.MaxInt
			s.aborted = false
			s.path[0] = pl.samples[k].Hash()
			pl.vals[i][k] = s.quiesce(&child, hid, 1, -infinity, infinity, s.qdepth)
		}
		pl.depth[i] = 1
	}
	for i := range pl.acts {
		pl.score[i] = pl.aggregate(pl.vals[i])
		if pl.p.noise > 0 {
			pl.score[i] += pl.rng.NormFloat64() * pl.p.noise
		}
		if pl.p.material {
			pl.score[i] += pl.rng.Float64() * 0.01 // ties broken at random
		}
	}
	pl.cands = pl.rank()
	pl.best = pl.cands[0]
	if pl.p.candidates > 0 && len(pl.cands) > pl.p.candidates {
		pl.cands = pl.cands[:pl.p.candidates]
	}
	if pl.p.maxDepth <= 1 || len(pl.cands) == 1 || pl.used+s.nodes-start >= pl.p.budget {
		pl.finish()
	} else {
		pl.phase, pl.curD, pl.ci, pl.k = 2, 2, 0, 0
		pl.cur = make([]int, len(pl.samples))
	}
	return max(1, s.nodes-start)
}

// aggregate is a root action's value over the samples: the mean, with won and
// lost games counted as a large but finite lead, so that one sample's fantasy
// (it "knows" where the flag is) does not outweigh all the others.
func (pl *Player) aggregate(v []int) float64 {
	sum, n := 0.0, 0
	for _, x := range v {
		if x <= -infinity {
			continue
		}
		if len(pl.samples) > 1 {
			x = max(-4000, min(4000, x))
		}
		sum += float64(x)
		n++
	}
	if n == 0 {
		return -infinity
	}
	return sum / float64(n)
}

// rank orders the root actions by score, best first (ties by generation order).
func (pl *Player) rank() []int {
	idx := make([]int, len(pl.acts))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return pl.score[idx[a]] > pl.score[idx[b]] })
	return idx
}

// aspiration is the half-width of the window around a root action's previous
// value: most of the deeper searches only need to know "about the same".
const aspiration = 250

// deepen searches one candidate on one sample one ply deeper than before.
func (pl *Player) deepen() int {
	if pl.used >= pl.p.budget {
		pl.finish()
		return 1
	}
	i, k := pl.cands[pl.ci], pl.k
	s := pl.srch
	start := s.nodes
	pl.cur[k] = -infinity
	if pl.legal[k][i] {
		child := pl.samples[k]
		hid := play(&child, pl.hid, pl.acts[i])
		prev := pl.vals[i][k]
		alpha, beta := -infinity, infinity
		if prev > -winScore/2 && prev < winScore/2 {
			alpha, beta = prev-aspiration, prev+aspiration
		}
		s.limit = s.nodes + min(taskCap, pl.p.budget-pl.used)
		s.aborted = false
		s.path[0] = pl.samples[k].Hash()
		v := s.search(&child, hid, pl.curD-1, 1, alpha, beta)
		if s.aborted {
			pl.finish() // out of work: the last complete answers stand
			return max(1, s.nodes-start)
		}
		pl.cur[k] = v
	}
	pl.k++
	if pl.k == len(pl.samples) {
		pl.vals[i] = append([]int(nil), pl.cur...)
		pl.score[i] = pl.aggregate(pl.vals[i])
		pl.depth[i] = pl.curD
		if pl.depth[pl.best] < pl.curD || pl.score[i] > pl.score[pl.best] {
			pl.best = i
		}
		pl.k = 0
		pl.ci++
		if pl.ci == len(pl.cands) {
			sort.SliceStable(pl.cands, func(a, b int) bool { return pl.score[pl.cands[a]] > pl.score[pl.cands[b]] })
			pl.best = pl.cands[0]
			pl.ci = 0
			pl.curD++
			if pl.curD > pl.p.maxDepth || pl.score[pl.best] >= pl.sureWin() {
				pl.finish()
			}
		}
	}
	return max(1, s.nodes-start)
}

// sureWin is the score from which a root action wins in every sample.
func (pl *Player) sureWin() float64 {
	if len(pl.samples) > 1 {
		return 4000
	}
	return winScore / 2
}
