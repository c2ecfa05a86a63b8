package junqiai

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"warboard/rules/ai/junqiai/know"
	"warboard/rules/junqi"
)

// New builds the player of a level for the seat to move of obs. The seed
// fixes every random choice: with the same observation, level and seed the
// answer is the same however the work is split into Steps.
func New(level string, obs *know.Observation, seed uint64) (*Player, error) {
	if obs == nil {
		return nil, errors.New("no observation")
	}
	return newPlayer(level, obs, seed)
}

// Deploy is a level's deployment for seat: random and greedy place at random
// (no plan, junqi.RandomLayout), the other levels follow a plan with intent
// (know.Plan: flag in an HQ behind mines, bombs and engineers where they
// serve) in a style drawn by the seed, which varies every choice.
func Deploy(level string, cfg junqi.Config, seat junqi.Seat, seed uint64) (junqi.Layout, error) {
	p, ok := levelParams[level]
	if !ok {
		return junqi.Layout{}, fmt.Errorf("unknown level %q (random, greedy, easy, normal, hard)", level)
	}
	if !junqi.BoardOf(cfg.Board).HasArea(seat) {
		return junqi.Layout{}, fmt.Errorf("seat %v is not on the %v board", seat, cfg.Board)
	}
	var l junqi.Layout
	if p.random || p.material {
		l = junqi.RandomLayout(rand.NewPCG(seed, 0x6465706c6f79))
	} else {
		// the seat is in the stream: seats given one seed still deploy apart
		l = know.Plan(cfg, seat, rand.New(rand.NewPCG(seed, 0x6465706c6f79^uint64(seat)<<32)))
	}
	if err := l.Check(cfg.Board, seat); err != nil {
		return junqi.Layout{}, fmt.Errorf("deployment plan for %v: %v", seat, err)
	}
	return l, nil
}

// drawMargin is the lead (in the evaluation's units, about a 旅长's worth)
// from which a player declines a draw.
const drawMargin = 60

// AcceptDraw answers a draw offer for the observation's seat (whose turn it
// need not be): it accepts unless its side is clearly ahead, judged by the
// evaluation averaged over positions sampled from its belief.
func AcceptDraw(obs *know.Observation, seed uint64) (bool, error) {
	if obs == nil {
		return false, errors.New("no observation")
	}
	r := rand.New(rand.NewPCG(seed, 0x64726177))
	sum := 0
	const k = 8
	for i := 0; i < k; i++ {
		s, err := obs.Sample(r)
		if err != nil {
			return false, fmt.Errorf("sampling a position: %v", err)
		}
		if s.Result().Over {
			return false, errors.New("the game is over")
		}
		ev := newEvaluator(&s, obs.Seat())
		sum += ev.evaluate(&s, 0)
	}
	return sum/k < drawMargin, nil
}
