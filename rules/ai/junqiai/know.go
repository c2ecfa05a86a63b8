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
// (no plan), the other levels follow a plan with intent (flag in an HQ behind
// mines, bombs and engineers where they serve), varied by the seed.
func Deploy(level string, cfg junqi.Config, seat junqi.Seat, seed uint64) (junqi.Layout, error) {
	p, ok := levelParams[level]
	if !ok {
		return junqi.Layout{}, fmt.Errorf("unknown level %q (random, greedy, easy, normal, hard)", level)
	}
	if !junqi.BoardOf(cfg.Board).HasArea(seat) {
		return junqi.Layout{}, fmt.Errorf("seat %v is not on the %v board", seat, cfg.Board)
	}
	r := rand.New(rand.NewPCG(seed, 0x6465706c6f79))
	var l junqi.Layout
	if p.random || p.material {
		l = junqi.RandomLayout(r)
	} else {
		l = know.Plan(cfg, seat, r)
	}
	if err := l.Check(cfg.Board, seat); err != nil {
		return junqi.Layout{}, fmt.Errorf("deployment plan for %v: %v", seat, err)
	}
	return l, nil
}
