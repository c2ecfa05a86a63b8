package napoleonai

import (
	"math/rand/v2"
	"testing"

	"warboard/rules/napoleon"
)

// moreVariants are the boards, armies and option mixes beyond variants():
// 20 pieces on 8x8 (three ranks), free composition and 30 pieces on 10x10,
// the odd 15x15 middle lines with every 8x8 option and random terrain,
// odd boards and a wide one with free 40-piece armies, and games without a turn limit.
func moreVariants() []game {
	rng := rand.New(rand.NewPCG(5, 5))
	withTerrain := func(c napoleon.Config, tiles int) napoleon.Config {
		c.Terrain = napoleon.RandomTerrain(c.Board, tiles, 2, rng)
		return c
	}
	o := func(target int) napoleon.Options { return napoleon.Options{Target: target, TurnLimit: 160} }
	scarePush := func(target int) napoleon.Options {
		x := o(target)
		x.DrumsScare, x.DrumPush = true, true
		return x
	}
	low, high := o(15), o(15)
	low.Middle, high.Middle = napoleon.MiddleLow, napoleon.MiddleHigh
	high.DrumsScare, high.DrumPush = true, true
	return []game{
		{"8x8 20 pieces", napoleon.Config{Board: napoleon.Board8, Options: o(5)}, napoleon.ExactArmy(napoleon.Army20)},
		{"8x8 scare+push+terrain", withTerrain(napoleon.Config{Board: napoleon.Board8, Options: scarePush(4)}, 10), napoleon.ExactArmy(napoleon.Army16)},
		{"8x8 no turn limit", napoleon.Config{Board: napoleon.Board8, Options: napoleon.Options{Target: 4}}, napoleon.ExactArmy(napoleon.Army16)},
		{"10x10 free 20", napoleon.Config{Board: napoleon.Board10, Options: o(5)}, napoleon.FreeArmy(20)},
		{"10x10 30 pieces terrain", withTerrain(napoleon.Config{Board: napoleon.Board10, Options: o(8)}, 14), napoleon.ExactArmy(napoleon.Army30)},
		{"12x6 free 10", napoleon.Config{Board: napoleon.Board{W: 12, H: 6}, Options: o(3)}, napoleon.FreeArmy(10)},
		{"9x7 middle low", napoleon.Config{Board: napoleon.Board{W: 9, H: 7}, Options: func() napoleon.Options { x := o(4); x.Middle = napoleon.MiddleLow; return x }()}, napoleon.ExactArmy(napoleon.Army16)},
		{"15x15 middle low terrain", withTerrain(napoleon.Config{Board: napoleon.Board15, Options: low}, 24), napoleon.ExactArmy(napoleon.Army60)},
		{"15x15 middle high scare+push", napoleon.Config{Board: napoleon.Board15, Options: high}, napoleon.ExactArmy(napoleon.Army60)},
		{"14x12 free 40", napoleon.Config{Board: napoleon.Board{W: 14, H: 12}, Options: o(10)}, napoleon.FreeArmy(40)},
	}
}

// isBig marks the boards whose games are slow enough to keep to one seed.
func isBig(g game) bool { return g.cfg.Board.W*g.cfg.Board.H > 150 }

// Every level, on each of moreVariants, plays a whole game to a result
// with every turn checked by the core (search levels at a tenth of their
// budget; BenchmarkGamesEveryVariant plays many seeds at full budgets).
func TestEveryLevelPlaysMoreVariants(t *testing.T) {
	budgetDivisor = 10
	defer func() { budgetDivisor = 1 }()
	pairs := [][2]string{{"hard", "greedy"}, {"normal", "easy"}, {"random", "hard"}, {"easy", "random"}, {"greedy", "normal"}}
	for vi, g := range moreVariants() {
		if testing.Short() && isBig(g) {
			continue
		}
		lv := pairs[vi%len(pairs)]
		seed := uint64(vi)
		m := startMatch(t, g, lv, seed, napoleon.Seat(vi%2))
		o, n := playOut(t, m, lv, seed, 2000)
		if !o.Over {
			t.Fatalf("%s %v: no result after %d turns", g, lv, n)
		}
		t.Logf("%s %v: %s in %d turns", g, lv, o, n)
	}
}

// BenchmarkGamesEveryVariant is the long form of the games tests: every
// level pair (each level against each, both seats) on every variant, over
// several seeds, at the levels' full budgets; a failed turn fails it.
//
//	go test -run '^$' -bench GamesEveryVariant -benchtime 1x -timeout 2h ./rules/ai/napoleonai
func BenchmarkGamesEveryVariant(b *testing.B) {
	for b.Loop() {
		games, turns := 0, 0
		for vi, g := range append(variants(), moreVariants()...) {
			seeds := 4
			if isBig(g) {
				seeds = 1
			}
			for seed := 0; seed < seeds; seed++ {
				for ai, a := range Levels {
					for bi, c := range Levels {
						if isBig(g) && (ai+bi+vi)%3 != 0 { // a third of the pairs on the big boards
							continue
						}
						lv := [2]string{a, c}
						s := uint64(seed*100 + vi)
						m := startMatch(b, g, lv, s, napoleon.Seat(seed%2))
						o, n := playOut(b, m, lv, s, 3000)
						if !o.Over {
							b.Fatalf("%s %v seed %d: no result after %d turns", g, lv, seed, n)
						}
						games++
						turns += n
					}
				}
			}
		}
		b.ReportMetric(float64(games), "games")
		b.ReportMetric(float64(turns)/float64(games), "turns/game")
	}
}
