// Package junqiai is the Junqi computer player: levels from random to hard that
// decide from one seat's observation by searching positions sampled from its belief.
package junqiai

import (
	"errors"
	"fmt"
	"iter"
	"math"
	"math/rand/v2"
	"runtime"
	"sort"
	"warboard/rules/ai/level"

	"warboard/rules/ai/junqiai/know"
	"warboard/rules/junqi"
)

// Levels lists the levels, weakest first (the table: rules/ai/level).
var Levels = level.Names()

// belief is what a player reads of its seat's knowledge: an Observation, or
// in tests anything that samples positions the seat cannot tell apart.
type belief interface {
	Seat() junqi.Seat
	View() junqi.View
	ToMove() (junqi.Seat, bool)
	Sample(r *rand.Rand) (junqi.State, error)
}

// winsSeen is what a belief may also tell: how many attacks the piece on a
// point won, which every seat saw (know.Observation.Wins).
type winsSeen interface{ Wins(junqi.Point) int }

// params set a level's search. Work is counted in nodes (a position evaluated
// or expanded); a sample drawn counts sampleCost.
type params struct {
	samples int // positions drawn from the belief (one in open mode) and searched deep
	// sweep: positions for the first, one-move look at every action (0: samples);
	// the deeper search corrects that average by what depth changes on the
	// first `samples` of them
	sweep, sweep4p int
	candidates     int // root moves kept for the deeper search (0: all)
	// wide: the depth to which every root move is searched before the
	// candidates are chosen (≤ 1: they are chosen by the one-move look,
	// which cannot see the threats of pieces of unknown rank)
	wide, wide4p int
	maxDepth     int     // plies of full-width search at the root (1: one-move look-ahead)
	budget       int     // work for the whole decision on the two-player board
	budget4p     int     // the same on the four-country board (its nodes cost about 2.5 times more)
	qdepth       int     // quiescence plies
	ttBits       uint    // transposition table size
	noise        float64 // standard deviation added to root scores (easy's mistakes)
	blunder      float64 // chance that easy looks at no reply at all on this move
	// beginner: easy's slips by board and mode (beginner.go), its blunder
	// chance there and its occasional second-best move; slip and
	// slipMargin are set from that table for one decision
	beginner         bool
	slip, slipMargin float64
	material         bool // greedy: material only, no search
	advance          int  // the evaluation's pull towards the enemy flags (2p board; hard also in four-country 翻棋: advanceFlip4p)
	winCap           int  // what a won game counts for in the average over samples
	blind            bool // below the root, no attacks on pieces of unknown rank
	// on the four-country board: blind all the same, and other depth and samples (0: as on 2p)
	blind4p               bool
	maxDepth4p, samples4p int
	threat4p              uint // on the four-country board, flag threats count 1/2^threat4p
	hunt                  bool // 明棋 and 翻棋: pieces chase the enemy pieces they beat (evaluator.hunt)
	bombRisk              bool // 暗棋: officers in reach of unseen pieces, and a flag shown, cost (evaluator.bombRisk)
	approaches            bool // 2p board: open ways to our flag cost (evaluator.approaches)
	// four-country board, 2v2 暗棋: the open ways to our side's flags cost
	// there too, and the blind rule gives way beside them (approach.go,
	// guardPoints). Off for hard: measured on the same pairs it took hard
	// from 91.2 % to 82.5 % against greedy (20 pairs) and from 63.3 % to
	// 68.3 % against normal (30), for a third more time per decision
	// (docs/ladder.md, "Session 8: 4p 2v2 hard")
	approaches4p bool
	// three players, 暗棋: the open ways to our flag cost there too (and the
	// blind rule gives way beside it): there most games end with a flag
	// taken. Hard against normal, the same 67 pairs: 57.5 % with the term,
	// 52.2 % without (docs/ladder.md, "Session 11"). Not measured in 4p
	// free-for-all, so not there
	approachesThree bool
	// 4p free-for-all 暗棋 with four seats: the same (an enemy 工兵 ran
	// onto the landmine beside hard's shown flag while its pieces fought
	// elsewhere, seed 42). Off for hard: against greedy on seeds 41–55 it
	// scored 80.0 % where hard without it has 85.0 %, and on only once our
	// flag is shown (our 司令 gone) 81.7 % (docs/ladder.md, "Session 19")
	approachesFour bool
	parks4p        bool // four-country board: pieces on HQs are parked (evaluator.parks)
	// four-country board: winCap counts from the position's standing, not from
	// an even one (liftWinCap)
	lift4p bool
	// four-country 翻棋 in 2v2: the pull towards the enemy flags and
	// landmines and the hunt stay on (every piece that moves is face up
	// there, so the pull walks into no unseen piece's reach; without it hard
	// shuffled to the no-capture draw). Not in free-for-all 翻棋: there it
	// scored no better against normal (51.8 % with, 53.3 % without, 15 pairs)
	advanceFlip4p bool
	// four-country 翻棋, once every piece is face up (one position, nothing
	// sampled): every root move stays a candidate for the deeper search. The
	// one-move look that picks the candidates sees the quiet endgame as flat
	// (an engineer going for a landmine scores like any other step), so the
	// cut kept 8 moves that tied; with every move searched, hard went for
	// the landmines and the pieces it beats. Against normal, the same pairs
	// each: 2v2 78.0 % with, 64.5 % without (100 pairs); free-for-all 57.4 %
	// with, 52.9 % without (17 pairs) (docs/ladder.md, "Session 12")
	wholeRootFlip4p bool
	// free-for-all (4p without teams, three players; not 翻棋): best-reply
	// search, one layer where any enemy seat replies (brs.go)
	brsFFA bool
	// free-for-all: no blunders (easy; its mistakes are then the noise and
	// the candidates chosen by the one-move look)
	calmFFA bool
	// free-for-all: wide and budget there (0: as on the four-country board)
	wideFFA, budgetFFA int
	// free-for-all: depth and samples there (0: as on the four-country board)
	depthFFA, samplesFFA int
	// free-for-all: hard's evaluation terms (bombRisk, parks, the lifted
	// win cap) at this level too (normal: what easy cannot have there)
	termsFFA bool
	// free-for-all: wideFFA, budgetFFA, depthFFA and samplesFFA hold outside
	// 翻棋 only; in 翻棋 the level searches as on the four-country board
	// (hard: its free-for-all settings were measured in 暗棋 only)
	ffaNotFlip bool
	random     bool
	// vary: the root actions searched as deep as the best and scoring within vary of it
	// (the evaluation's units: a 排长 is 12) are as good as the search can tell; the seed
	// picks one of them, so two games do not meet the same position the same way
	vary float64
	// attackRisk: 暗棋, a root attack by a 师长 or higher on an unseen piece
	// pays this times its chance of dying for nothing times its worth (risk.go)
	attackRisk float64
	// contempt: 2p 暗棋, what a draw costs a player that is not behind (contempt.go)
	contempt int
	// rush: 2p 暗棋, the search sees an enemy piece beside our flag take it (rush.go)
	rush bool
	// officerRisk: 暗棋, a shown 司令/军长 left where an enemy bomb may reach
	// it pays this times the chance times its worth, the chance measured on
	// officerSamples positions (officer.go)
	officerRisk    float64
	officerSamples int
	// finishFFA: 4p free-for-all 暗棋, a root action that takes an enemy
	// flag in every sample is played (ffa.go)
	finishFFA bool
	// moversFFA: 4p free-for-all 暗棋 with four seats, our seat's last
	// four movers cost on the landlord's steep scale (ffa.go)
	moversFFA bool
	// duelFFA: 4p free-for-all 暗棋 with one enemy seat left, the search is
	// the four-country board's and a quiet move walks a piece towards the
	// enemy flag or a piece it surely beats (walk.go)
	duelFFA bool
	// huntedFFA: 4p free-for-all 暗棋 with four seats, our pieces in reach
	// of an enemy piece that won an attack cost a share of their worth
	// (hunted.go)
	huntedFFA bool
	// dampFFA: 4p free-for-all 暗棋 with four seats, our own piece lost does
	// not lift the no-capture scaling of the lead (damp.go)
	dampFFA bool
}

var levelParams = map[string]params{
	"random": {random: true, samples: 1},
	"greedy": {winCap: 600, samples: 8, maxDepth: 1, budget: 1 << 30, budget4p: 1 << 30, material: true, ttBits: 4},
	"easy":   {beginner: true, winCap: 600, advance: 2, samples: 4, candidates: 4, maxDepth: 2, budget: 6_000, budget4p: 4_000, qdepth: 2, ttBits: 12, noise: 12, blunder: 0.35, calmFFA: true, brsFFA: true, wideFFA: 2, budgetFFA: 12_000},
	"normal": {attackRisk: 1, officerRisk: 3, officerSamples: 24, termsFFA: true, brsFFA: true, wideFFA: 2, budgetFFA: 30_000, depthFFA: 2, samplesFFA: 8, blind4p: true, winCap: 600, advance: 2, samples: 4, candidates: 6, maxDepth: 3, budget: 25_000, budget4p: 10_000, qdepth: 4, ttBits: 15},
	"hard":   {dampFFA: true, huntedFFA: true, moversFFA: true, duelFFA: true, finishFFA: true, rush: true, contempt: 30, attackRisk: 1, officerRisk: 3, officerSamples: 64, wholeRootFlip4p: true, approachesThree: true, advanceFlip4p: true, wideFFA: 2, budgetFFA: 150_000, depthFFA: 2, samplesFFA: 40, ffaNotFlip: true, brsFFA: true, lift4p: true, parks4p: true, approaches: true, bombRisk: true, wide: 2, hunt: true, sweep: 32, sweep4p: 24, blind: true, maxDepth4p: 4, samples4p: 8, winCap: 600, advance: 2, samples: 4, candidates: 8, maxDepth: 12, budget: 240_000, budget4p: 110_000, qdepth: 6, ttBits: 16},
}

// varyMargin is each level's params.vary: small enough never to choose a clearly worse
// move (easy has its noise).
var varyMargin = map[string]float64{"normal": 6, "hard": 4}

// sampleCost is the work charged for drawing one position.
const sampleCost = 50

// Player decides one action for one seat. It is an anytime decision: Step it
// with units of work until it reports done; Best is the choice so far.
//
// The decision is one straight computation (draw the samples, score every
// action, deepen on the best). When a Step gives less work than the rest of
// the budget, that computation runs as a coroutine which hands control back
// when the Step's work is used up and goes on at the next Step. Where it
// pauses never changes what it computes: the answer depends on the
// observation, the level and the seed only, however the work is split.
type Player struct {
	*decision
	next func() (struct{}, bool) // resumes the coroutine; nil before it starts
	stop func()
}

// decision is the state of one decision; the coroutine holds it, never the
// Player, so that a Player dropped while thinking can be collected and its
// coroutine ended.
type decision struct {
	p    params
	bel  belief
	seat junqi.Seat
	rng  *rand.Rand
	b    *junqi.Board

	samples []junqi.State
	acts    []junqi.Action // root actions, the same in every sample
	legal   [][]bool       // legal[k][i]: acts[i] is legal in samples[k]
	hist    [][]uint64     // hist[k]: the game's recent positions in samples[k] (repHistory)
	recent  []know.Move    // the moves since the last irreversible action
	ev      *evaluator
	srch    *searcher
	hid     hidden // points whose rank the seat does not know

	vals [][]int // per root action and sample: the value at the deepest completed depth
	// per root action, the one-move look averaged over every sample and over
	// the deep ones only (see params.sweep)
	shallow, shallowDeep []float64
	nSweep               int       // samples drawn; the first p.samples are searched deep
	score                []float64 // per root action: the aggregate over the samples
	depth                []int     // per root action: the deepest depth completed on every sample
	cands                []int     // root actions still considered, best first
	best                 int
	done                 bool
	undo                 junqi.Action // the seat's previous action, reversed: a step towards a repetition
	lifted               bool         // winCap counts from the root's standing (liftWinCap)
	// full are the candidates and their scores at the deepest depth searched for all of
	// them, best first (varyBest)
	fullCands []int
	fullScore []float64
	seed      uint64
	premium   []float64 // per root action: what a risky blind attack pays (risk.go); nil: none
	exposed   []float64 // per root action: what leaving a shown officer to a bomb pays (officer.go); nil: none
}

// AvoidUndoing tells the player the seat's previous action (public: every
// seat sees the moves). Taking it straight back is what repeats positions, so
// a player that is not behind scores that a little lower; without this the
// search, which knows nothing of the game's history, drifts into draws by
// repetition. Call it before the first Step.
func (pl *Player) AvoidUndoing(prev junqi.Action) {
	if prev.Kind == junqi.MoveTo {
		pl.undo = junqi.Action{From: prev.To, To: prev.From, Kind: junqi.MoveTo}
	}
}

// undoPenalty is what taking the previous move back costs.
const undoPenalty = 25

// value is a root action's score as ranked: the aggregate over the samples,
// less the penalty for undoing the previous move when not behind.
func (d *decision) value(i int) float64 {
	v := d.aggregate(d.vals[i])
	if len(d.vals[i]) < len(d.samples) && v > -infinity && d.shallowDeep[i] > -infinity {
		// searched deep on the first samples only: the one-move look over
		// all of them, corrected by what depth changed on those
		v += d.shallow[i] - d.shallowDeep[i]
	}
	if d.premium != nil {
		v -= d.premium[i]
	}
	if d.exposed != nil {
		v -= d.exposed[i]
	}
	if d.acts[i] == d.undo && d.undo.From != d.undo.To && v > -undoPenalty {
		v -= undoPenalty
	}
	return v
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
	p.vary = varyMargin[level]
	d := &decision{p: p, bel: bel, seat: bel.Seat(), seed: seed, rng: rand.New(rand.NewPCG(seed, 0x6a756e7169616921))}
	first, err := bel.Sample(d.rng)
	if err != nil {
		return nil, fmt.Errorf("sampling a position: %v", err)
	}
	if first.Result().Over {
		return nil, errors.New("the game is over")
	}
	if r, ok := bel.(recentMoves); ok {
		d.recent = r.Recent()
	}
	d.b = first.Board()
	d.acts = first.Actions(nil)
	if len(d.acts) == 0 {
		return nil, errors.New("no legal action")
	}
	if first.BoardKind() == junqi.FourCountry {
		// Measured in 4p 2v2 暗棋 against greedy: deeper search did worse
		// (two omniscient enemies a ply apart in every sample), the blind
		// rule better (normal 58 % without it, 79 % with it).
		d.p.budget = p.budget4p
		d.p.blind = p.blind || p.blind4p
		if p.maxDepth4p > 0 && d.anyHidden(&first) {
			d.p.maxDepth = p.maxDepth4p
		}
		if p.samples4p > 0 {
			d.p.samples = p.samples4p
		}
		d.p.sweep = p.sweep4p
		d.p.wide = p.wide4p
	}
	ffa := isFFA(&first)
	duel := p.duelFFA && isDuel(&first, d.seat) // walk.go
	if ffa && p.budgetFFA > 0 && !(p.ffaNotFlip && first.Mode() == junqi.Flip) && !duel {
		// every root move two plies deep (a best reply each) before the
		// candidates: the one-move look does not see which pieces are threatened
		d.p.wide, d.p.budget = p.wideFFA, p.budgetFFA
		if p.depthFFA > 0 {
			// measured: normal at depth 3 (our move, a best reply, our move
			// again) scored 15 % against easy in 4p; the free second move
			// makes every threat look escapable. Hard runs normal's search
			// on five times the samples: against normal this scored better
			// than searching deeper (docs/ladder.md, "Session 10")
			d.p.maxDepth, d.p.samples = p.depthFFA, p.samplesFFA
		}
	}
	if ffa && p.termsFFA {
		d.p.lift4p = true
	}
	d.addSample(first)
	switch {
	case p.random:
		d.best = d.rng.IntN(len(d.acts))
		d.done = true
	case len(d.acts) == 1:
		d.done = true
	}
	if ffa && p.calmFFA {
		p.blunder = 0 // measured: easy's blunders cost it the free-for-all against greedy
	}
	if p.beginner {
		if b, ok := beginnerSlips(&first, ffa); ok {
			p.blunder, d.p.slip, d.p.slipMargin = b.blunder, b.slip, b.margin
			if b.noise > 0 {
				d.p.noise = b.noise
			}
		}
	}
	if p.blunder > 0 && d.rng.Float64() < p.blunder {
		d.p.qdepth, d.p.maxDepth = 0, 1 // easy does not look at the replies this time
	}
	v := bel.View()
	w, _ := bel.(winsSeen)
	for pt := 0; pt < d.b.N; pt++ {
		pc := v.At(junqi.Point(pt))
		switch {
		case pc != 0 && !pc.FaceDown() && pc.Rank() == junqi.Unknown:
			d.hid.set(junqi.Point(pt))
		case pc != 0 && w != nil && first.Mode() == junqi.Dark && w.Wins(junqi.Point(pt)) > 0:
			d.hid.show(junqi.Point(pt))
		}
	}
	d.nSweep = max(d.p.samples, d.p.sweep)
	if !d.anyHidden(&first) {
		d.p.samples, d.nSweep = 1, 1 // the position is known: one sample is the position
		if p.wholeRootFlip4p && first.BoardKind() == junqi.FourCountry && first.Mode() == junqi.Flip {
			d.p.candidates = 0
		}
	}
	if !d.done {
		d.ev = newEvaluator(&first, d.seat)
		d.ev.materialOnly = p.material
		d.ev.advance = p.advance
		d.ev.hunt = p.hunt && first.Mode() != junqi.Dark
		d.ev.bombRisk = p.bombRisk || ffa && p.termsFFA
		d.ev.approaches = p.approaches && first.BoardKind() == junqi.TwoPlayer ||
			p.approaches4p && first.BoardKind() == junqi.FourCountry && first.Mode() == junqi.Dark &&
				!d.ev.sandayi && d.ev.team&(d.ev.team-1) != 0 || // 2v2 暗棋, as measured
			p.approachesThree && ffa && len(d.ev.seats) == 3 && first.Mode() == junqi.Dark ||
			p.approachesFour && ffa && len(d.ev.seats) == 4 && first.Mode() == junqi.Dark
		if first.BoardKind() == junqi.FourCountry {
			// measured: the pull cost easy half its games against greedy
			// on the four-country board (31 % with it, 69 % without, 16
			// games each), where it walks pieces into two enemies' reach
			if !(p.advanceFlip4p && first.Mode() == junqi.Flip && !ffa) {
				d.ev.advance = 0
			}
			d.ev.threatShift = p.threat4p
			d.ev.parks = (p.parks4p || ffa && p.termsFFA) && first.Mode() != junqi.Flip
		}
		d.srch = newSearcher(d.ev, p.ttBits, d.p.qdepth)
		d.srch.blind = d.p.blind
		d.srch.brs = ffa && p.brsFFA && first.Mode() != junqi.Flip
		if d.ev.approaches {
			d.srch.guard = guardPoints(&first, d.ev)
		}
		d.ev.lifeMovers = p.moversFFA && ffa && len(d.ev.seats) == 4 && first.Mode() == junqi.Dark
		d.ev.hunted = p.huntedFFA && ffa && len(d.ev.seats) == 4 && first.Mode() == junqi.Dark
		if d.ev.dampOwn = p.dampFFA && ffa && len(d.ev.seats) == 4 && first.Mode() == junqi.Dark; d.ev.dampOwn {
			d.ev.dampRoot(&first)
		}
		if d.ev.hunted && w != nil {
			// the enemy pieces every seat saw win an attack (the search's
			// play marks the ones that win in it)
			for pt := 0; pt < d.b.N; pt++ {
				if d.hid.has(junqi.Point(pt)) && w.Wins(junqi.Point(pt)) > 0 {
					d.hid.show(junqi.Point(pt))
				}
			}
		}
		if d.ev.guardMovers {
			d.ev.approaches = p.approaches // 三打一's landlord (sandayi_landlord.go)
		}
		d.srch.nodes = sampleCost
		d.srch.limit = d.p.budget
		d.srch.pause = math.MaxInt
		d.setRush(&first)
	}
	return &Player{decision: d}, nil
}

// anyHidden reports whether the sampled position holds anything the seat does
// not know (an enemy rank in 暗棋, a face-down piece in 翻棋).
func (d *decision) anyHidden(s *junqi.State) bool {
	switch s.Mode() {
	case junqi.Open:
		return false
	case junqi.Flip:
		for p := 0; p < d.b.N; p++ {
			if s.At(junqi.Point(p)).FaceDown() {
				return true
			}
		}
		return false
	}
	return true
}

func (d *decision) addSample(s junqi.State) {
	legal := make([]bool, len(d.acts))
	var buf [junqi.MaxActions]junqi.Action
	for _, a := range s.Actions(buf[:0]) {
		for i, b := range d.acts {
			if a == b {
				legal[i] = true
				break
			}
		}
	}
	d.samples = append(d.samples, s)
	d.legal = append(d.legal, legal)
	d.hist = append(d.hist, repHistory(&s, d.recent))
}

// Step does at most work more units of work (nodes searched; a sample drawn
// counts sampleCost) and reports whether the decision is final.
func (pl *Player) Step(work int) bool {
	if pl.done {
		return true
	}
	s := pl.srch
	if pl.next == nil && work >= s.limit-s.nodes {
		pl.run() // enough work to finish: no coroutine needed
		return true
	}
	s.pause = math.MaxInt
	if work < math.MaxInt-s.nodes {
		s.pause = s.nodes + max(work, 1)
	}
	if pl.next == nil {
		d := pl.decision
		pl.next, pl.stop = iter.Pull(func(yield func(struct{}) bool) {
			d.srch.yield = func() bool { return yield(struct{}{}) }
			d.run()
		})
		// a Player dropped before it is done ends its coroutine
		runtime.AddCleanup(pl, func(stop func()) { stop() }, pl.stop)
	}
	if _, more := pl.next(); !more {
		pl.done = true
	}
	return pl.done
}

// Stop drops an unfinished decision at once (Best stays what it was).
func (pl *Player) Stop() {
	if pl.stop != nil {
		pl.stop()
	}
	pl.done = true
}

// Best is the current choice in record notation.
func (pl *Player) Best() string { return pl.acts[pl.best].Notation(pl.b) }

// Action is the current choice.
func (pl *Player) Action() junqi.Action { return pl.acts[pl.best] }

// Work is the work done so far.
func (pl *Player) Work() int {
	if pl.srch == nil {
		return sampleCost
	}
	return pl.srch.nodes
}

// run is the whole decision.
func (d *decision) run() {
	defer func() {
		if !d.walk() { // walk.go
			d.varyBest()
		}
		d.done = true
	}()
	if d.p.slip > 0 {
		defer d.slipUp()
	}
	s := d.srch
	for len(d.samples) < d.nSweep {
		for range sampleCost - 1 {
			s.tick() // drawing a sample is work: let a Step pause around it
		}
		if s.tick() {
			return
		}
		smp, err := d.bel.Sample(d.rng)
		if err != nil || smp.Result().Over {
			break // a belief that cannot sample more: use what we have
		}
		d.addSample(smp)
	}
	d.liftWinCap()
	d.setContempt()
	d.attackRisk(d.seed)
	d.officerRisk(d.seed)
	d.sweep()
	if d.finishSeat() {
		return // ffa.go
	}
	if s.aborted || d.p.maxDepth <= 1 || len(d.cands) == 1 {
		return
	}
	for depth := 2; depth <= d.p.maxDepth; depth++ {
		if !d.deepen(depth) || d.score[d.best] >= d.sureWin() {
			return
		}
		if depth == d.p.wide {
			d.keepCandidates()
		}
	}
}

// varyBest lets the seed choose among the root actions that the search cannot tell from
// the best: at the deepest depth searched for every candidate, those scoring within p.vary
// of the best. When a deeper look changed the best, or found a sure win or loss, its
// choice stands.
func (d *decision) varyBest() {
	if d.p.vary <= 0 || len(d.fullCands) < 2 || d.fullCands[0] != d.best {
		return
	}
	top := d.fullScore[d.best]
	if top >= d.sureWin() || top <= -d.sureWin() || d.score[d.best] >= d.sureWin() {
		return
	}
	near := make([]int, 0, len(d.fullCands))
	for _, i := range d.fullCands {
		if d.fullScore[i] >= top-d.p.vary {
			near = append(near, i)
		}
	}
	if len(near) > 1 {
		d.best = near[d.rng.IntN(len(near))]
	}
}

// slipUp is easy's occasional second-best move: with the chance p.slip the
// decision ends on another candidate searched as deep as the best and scored
// within p.slipMargin of it, drawn at random among them; never the previous
// move taken back (no shuffling), and nothing when the best move wins or is
// an attack (a beginner sees the capture it wanted to make).
func (d *decision) slipUp() {
	if d.srch.aborted && d.srch.nodes < d.srch.limit {
		return // dropped (Stop): Best stays as it was
	}
	if d.rng.Float64() >= d.p.slip || len(d.cands) < 2 || d.score[d.best] >= d.sureWin() ||
		d.acts[d.best].Kind == junqi.Attack {
		return // a beginner sees a capture: it slips on quiet moves only
	}
	var alt []int
	for _, i := range d.cands {
		if i != d.best && d.acts[i] != d.undo && d.depth[i] == d.depth[d.best] &&
			d.score[i] >= d.score[d.best]-d.p.slipMargin {
			alt = append(alt, i)
		}
	}
	if len(alt) > 0 {
		d.best = alt[d.rng.IntN(len(alt))]
	}
}

// keepCandidates keeps the best root actions for the deeper search.
func (d *decision) keepCandidates() {
	if d.p.candidates > 0 && len(d.cands) > d.p.candidates {
		d.cands = d.rushDefenders(d.cands, d.p.candidates) // rush.go
	}
}

// sweep scores every root action on every sample one move deep (plus
// quiescence), ranks them, and keeps the candidates for the deeper search.
func (d *decision) sweep() {
	n := len(d.acts)
	d.vals = make([][]int, n)
	d.shallow, d.shallowDeep = make([]float64, n), make([]float64, n)
	d.score = make([]float64, n)
	d.depth = make([]int, n)
	s := d.srch
	for i, a := range d.acts {
		d.vals[i] = make([]int, len(d.samples))
		for k := range d.samples {
			if !d.legal[k][i] {
				d.vals[i][k] = -infinity
				continue
			}
			child := d.samples[k]
			hid := play(&child, d.hid, a)
			s.path[0] = d.samples[k].Hash()
			s.useHistory(d.hist[k])
			if s.seenBefore(repChild(s.rep[0], &d.samples[k], &child, a)) {
				d.vals[i][k] = s.draw // back to a position of the game (see search)
				continue
			}
			limit := s.limit
			s.limit = math.MaxInt // the first look at every action is always finished
			d.vals[i][k] = s.quiesce(&child, hid, 1, -infinity, infinity, s.qdepth)
			s.limit = limit
			if s.aborted {
				return // dropped
			}
		}
		d.depth[i] = 1
	}
	deep := min(d.p.samples, len(d.samples))
	for i := range d.acts {
		d.shallow[i] = d.aggregate(d.vals[i])
		d.shallowDeep[i] = d.aggregate(d.vals[i][:deep])
		d.score[i] = d.value(i)
		if d.p.noise > 0 {
			d.score[i] += d.rng.NormFloat64() * d.p.noise
		}
		if d.p.material {
			d.score[i] += d.rng.Float64() * 0.01 // ties broken at random
		}
	}
	d.cands = d.rank()
	d.best = d.cands[0]
	if d.p.wide < 2 {
		d.keepCandidates()
	}
	d.keepFull()
	if s.nodes >= s.limit {
		s.aborted = true
	}
}

// aspiration is the half-width of the window around a root action's previous
// value: most of the deeper searches only need to know "about the same".
const aspiration = 250

// deepen searches every candidate on every sample to depth plies, best
// candidate first. It reports false when the budget ran out; the candidates
// finished at this depth still count (the first of them is the previous best).
func (d *decision) deepen(depth int) bool {
	s := d.srch
	cur := make([]int, min(d.p.samples, len(d.samples)))
	for _, i := range d.cands {
		for k := range cur {
			cur[k] = -infinity
			if !d.legal[k][i] {
				continue
			}
			child := d.samples[k]
			hid := play(&child, d.hid, d.acts[i])
			prev := d.vals[i][k]
			alpha, beta := -infinity, infinity
			if prev > -winScore/2 && prev < winScore/2 {
				alpha, beta = prev-aspiration, prev+aspiration
			}
			s.path[0] = d.samples[k].Hash()
			s.useHistory(d.hist[k])
			s.rep[1] = repChild(s.rep[0], &d.samples[k], &child, d.acts[i])
			v := s.search(&child, hid, depth-1, 1, alpha, beta)
			if s.aborted {
				return false
			}
			cur[k] = v
		}
		d.vals[i] = append(d.vals[i][:0], cur...)
		d.score[i] = d.value(i)
		d.depth[i] = depth
		if d.depth[d.best] < depth || d.score[i] > d.score[d.best] {
			d.best = i
		}
	}
	sort.SliceStable(d.cands, func(a, b int) bool { return d.score[d.cands[a]] > d.score[d.cands[b]] })
	d.best = d.cands[0]
	d.keepFull()
	return true
}

// keepFull notes the candidates and their scores once a depth is complete for all of them.
func (d *decision) keepFull() {
	d.fullCands = append(d.fullCands[:0], d.cands...)
	d.fullScore = append(d.fullScore[:0], d.score...)
}

// lossCap is what a lost game counts for in the average over samples.
const lossCap = 4000

// aggregate is a root action's value over the samples: the mean, with won and
// lost games counted as finite leads. A sample "knows" where the enemy flag
// is, so a win found in it is mostly its fantasy: it counts winCap, a few
// officers' worth, and cannot outvote the other samples. A loss counts much
// more: our own flag is where the sample says, and the enemy search that
// finds the way to it is only as omniscient as a good guesser.
func (d *decision) aggregate(v []int) float64 {
	sum, n := 0.0, 0
	for _, x := range v {
		if x <= -infinity {
			continue
		}
		if len(d.samples) > 1 {
			if d.lifted && x >= winScore/2 {
				x = d.p.winCap - (winScore - x) // nearer wins first (liftWinCap)
			}
			x = max(-lossCap, min(d.p.winCap, x))
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
func (d *decision) rank() []int {
	idx := make([]int, len(d.acts))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return d.score[idx[a]] > d.score[idx[b]] })
	return idx
}

// sureWin is the score from which a root action wins in every sample.
func (d *decision) sureWin() float64 {
	if len(d.samples) > 1 {
		return float64(d.p.winCap)
	}
	return winScore / 2
}

// isFFA reports free-for-all: the four-country board with every seat for itself (4p
// without teams, three players), 三打一 excepted.
func isFFA(s *junqi.State) bool {
	if s.BoardKind() != junqi.FourCountry {
		return false
	}
	if _, bid := s.Landlord(); bid > 0 {
		return false
	}
	seats := s.Seats()
	for _, x := range seats {
		for _, y := range seats {
			if x != y && s.Allies(x, y) {
				return false
			}
		}
	}
	return true
}
