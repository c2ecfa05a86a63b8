package arena

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"warboard/rules/ai/stats"
)

// MaxFaultsKept bounds the faults a report lists (all are counted).
const MaxFaultsKept = 5

// Report is a match's result, counted over the pairs 0..Pairs-1 in order.
type Report struct {
	Spec    Spec // as played (defaults filled in)
	Pairs   int  // pairs counted
	Games   int
	W, D, L int // A's wins, draws, losses
	// AFirst and BFirst split A's results by who held the first seat in play
	// order: the first mover's advantage shows there. In 三打一 they split
	// them by who held the landlord ("A as landlord", "B as landlord").
	AFirst, BFirst stats.Trinomial
	Pent           stats.Pentanomial // pair scores of A: 0, 0.5, 1, 1.5, 2
	Capped         int               // draws by the move cap
	Plies          int               // actions over all games
	FaultsA        int               // games lost by a fault of A (drawn when both failed a deployment)
	FaultsB        int
	Faults         []Fault   // the first MaxFaultsKept
	Played         [][2]Game // every pair counted, in order, when Spec.KeepRecords
	// Field: Waterloo's three or four armies, by seat (nil otherwise).
	Field *Field

	Estimate stats.Estimate // from the pentanomial counts
	LLR      float64        // when Spec.SPRT is set
	Verdict  stats.Verdict
	Stopped  bool // the SPRT decided before every pair was played
}

// Field counts a Waterloo match (three or four armies) by seat: the rotation puts each
// level on every seat equally (Held), and a level's results depend on how many seats it
// held, which the share against the field shows (ByHeld against Fair).
type Field struct {
	Seats  []string           // play order
	Held   [][2]int           // per seat of Seats: the games A held it, the games B held it
	ByHeld [5]stats.Trinomial // A's results by the number of seats A held in the game
	// Fair is the share of holding k seats between equal levels: k/n in a free-for-all,
	// one half for teams of equal size; -1 when not known (teams of unequal size).
	Fair [5]float64
}

// EloApplies reports whether A and B held as many seats as each other in every game,
// so that a game is one side against the other and Elo means what it means for two.
func (f *Field) EloApplies() bool {
	if f == nil {
		return true
	}
	for k, t := range f.ByHeld {
		if t[0]+t[1]+t[2] > 0 && 2*k != len(f.Seats) {
			return false
		}
	}
	return true
}

// newField is the empty count of a plan's seats, nil for two seats or Junqi.
func (p *plan) newField() *Field {
	if p.game != "napoleon" || len(p.seats) < 3 {
		return nil
	}
	f := &Field{Seats: p.seats, Held: make([][2]int, len(p.seats))}
	n := len(p.seats)
	for k := range f.Fair {
		switch {
		case len(p.teams) == 0:
			f.Fair[k] = float64(k) / float64(n)
		case len(p.teams[0]) == len(p.teams[1]):
			f.Fair[k] = 0.5
		default:
			f.Fair[k] = -1
		}
	}
	return f
}

// Score is A's mean score per game.
func (r *Report) Score() float64 {
	if r.Games == 0 {
		return 0
	}
	return (float64(r.W) + float64(r.D)/2) / float64(r.Games)
}

func (r *Report) add(pair [2]Game) {
	r.Pairs++
	if r.Spec.KeepRecords {
		r.Played = append(r.Played, pair)
	}
	sum := 0.0
	for _, g := range pair {
		r.Games++
		r.Plies += g.Plies
		sum += g.ScoreA
		k := int(g.ScoreA * 2) // 0 loss, 1 draw, 2 win
		switch k {
		case 2:
			r.W++
		case 1:
			r.D++
		default:
			r.L++
		}
		if g.AFirst {
			r.AFirst[k]++
		} else {
			r.BFirst[k]++
		}
		if f := r.Field; f != nil && len(g.ASeats) == len(f.Seats) {
			held := 0
			for i, a := range g.ASeats {
				if a {
					f.Held[i][0]++
					held++
				} else {
					f.Held[i][1]++
				}
			}
			f.ByHeld[held][k]++
		}
		if g.Capped {
			r.Capped++
		}
		for _, f := range g.Faults {
			if len(r.Faults) < MaxFaultsKept {
				r.Faults = append(r.Faults, f)
			}
		}
		// A deployment fault loses both games of the pair (both failed: drawn).
		switch g.Result {
		case "A fault":
			r.FaultsA++
		case "B fault":
			r.FaultsB++
		case "draw fault":
			r.FaultsA++
			r.FaultsB++
		}
	}
	r.Pent[int(sum*2)]++
}

// Run plays the match: pairs spread over Spec.Threads goroutines, counted in
// pair order, so the report depends on the seed and not on the threads or on
// timing (with TimeMS 0). With an SPRT it stops at the first pair after which
// the test decides. If ctx ends first, Run returns the report of the pairs
// counted so far with ErrInterrupted. progress, if not nil, is called after each counted pair
// from Run's own goroutine.
func Run(ctx context.Context, spec Spec, a, b Player, progress func(*Report)) (*Report, error) {
	p, err := compile(spec)
	if err != nil {
		return nil, err
	}
	pl := players{p: [2]Player{a, b}, level: [2]string{spec.A, spec.B}}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()

	type result struct {
		i    int
		pair [2]Game
		err  error
	}
	jobs := make(chan int)
	results := make(chan result)
	var wg sync.WaitGroup
	for w := 0; w < p.spec.Threads; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				pair, err := p.safePair(ctx, i, pl)
				results <- result{i, pair, err}
			}
		}()
	}
	go func() {
		defer close(jobs)
		for i := 0; i < p.spec.Pairs; i++ {
			select {
			case jobs <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() {
		wg.Wait()
		close(results)
	}()

	rep := &Report{Spec: p.spec, Field: p.newField()}
	done := make([]*result, p.spec.Pairs)
	next := 0 // pairs 0..next-1 are counted
	var firstErr error
	decided := false
	for r := range results {
		if decided || firstErr != nil || ctx.Err() != nil {
			continue // draining after a stop: nothing more is counted
		}
		if r.err != nil {
			if r.err != errCancelled {
				firstErr = r.err
			}
			cancel()
			continue
		}
		done[r.i] = &r
		for next < p.spec.Pairs && done[next] != nil && ctx.Err() == nil {
			rep.add(done[next].pair)
			done[next] = nil
			next++
			if p.spec.SPRT != nil {
				rep.LLR = p.spec.SPRT.LLRPentanomial(rep.Pent)
				rep.Verdict = p.spec.SPRT.Decide(rep.LLR)
			}
			if progress != nil {
				rep.Estimate = stats.FromPentanomial(rep.Pent)
				progress(rep)
			}
			if rep.Verdict != stats.Continue {
				decided = true
				rep.Stopped = next < p.spec.Pairs
				cancel()
				break
			}
		}
	}
	rep.Estimate = stats.FromPentanomial(rep.Pent)
	if firstErr != nil {
		return nil, firstErr
	}
	if !decided && next < p.spec.Pairs {
		return rep, fmt.Errorf("%w after %d pairs", ErrInterrupted, next)
	}
	return rep, nil
}

// ErrInterrupted is Run's error when its context ends first; the report of
// the pairs counted until then comes with it.
var ErrInterrupted = errors.New("interrupted")

// safePair plays a pair and turns a panic outside the players (in a rules
// core, which should never panic) into the match's error: a worker
// goroutine's panic would otherwise end the whole program, beyond the
// referee's recover.
func (p *plan) safePair(ctx context.Context, i int, pl players) (pair [2]Game, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("pair %d: internal error: %v", i, r)
		}
	}()
	return p.playPair(ctx, i, pl)
}
