package napoleonai

import (
	"math/rand/v2"
	"testing"

	"warboard/rules/napoleon"
)

// variants are the games every level must play to a result.
func variants() []game {
	opt := func(o napoleon.Options) napoleon.Options {
		if o.Target == 0 {
			o.Target = 4
		}
		o.TurnLimit = 120 // every game ends
		return o
	}
	rng := rand.New(rand.NewPCG(3, 3))
	terrain := napoleon.Config{Board: napoleon.Board8, Options: opt(napoleon.Options{})}
	terrain.Terrain = napoleon.RandomTerrain(terrain.Board, 12, 2, rng)
	preset := napoleon.Config{Board: napoleon.Board10, Options: opt(napoleon.Options{Target: 5})}
	preset.Terrain = napoleon.TerrainMapsFor(napoleon.Board10)[0].Terrain()
	return []game{
		{"8x8 base", napoleon.Config{Board: napoleon.Board8, Options: opt(napoleon.Options{})}, napoleon.ExactArmy(napoleon.Army16)},
		{"8x8 random terrain", terrain, napoleon.ExactArmy(napoleon.Army16)},
		{"10x10 river map, 20 pieces", preset, napoleon.ExactArmy(napoleon.Army20)},
		{"10x10 20 pieces", napoleon.Config{Board: napoleon.Board10, Options: opt(napoleon.Options{Target: 5})}, napoleon.ExactArmy(napoleon.Army20)},
		{"8x8 drums scare horses", napoleon.Config{Board: napoleon.Board8, Options: opt(napoleon.Options{DrumsScare: true})}, napoleon.ExactArmy(napoleon.Army16)},
		{"8x8 drum push", napoleon.Config{Board: napoleon.Board8, Options: opt(napoleon.Options{DrumPush: true})}, napoleon.ExactArmy(napoleon.Army16)},
		{"8x8 antique", napoleon.Config{Board: napoleon.Board8, Options: opt(napoleon.Options{Antique: true, DrumPush: true})}, napoleon.ExactArmy(napoleon.Army16)},
		{"8x8 free 16", napoleon.Config{Board: napoleon.Board8, Options: opt(napoleon.Options{})}, napoleon.FreeArmy(16)},
		{"8x8 16 of 20", napoleon.Config{Board: napoleon.Board8, Options: opt(napoleon.Options{})}, napoleon.ChooseArmy(napoleon.Army20, 16)},
		{"15x15 60 pieces", napoleon.Config{Board: napoleon.Board15, Options: opt(napoleon.Options{Target: 15})}, napoleon.ExactArmy(napoleon.Army60)},
	}
}

// Every level plays complete games to a result on every variant, each
// turn checked by the core (playOut fails on an illegal turn). The search
// levels think with a tenth of their budget here: the code paths are the
// same, the test stays short.
func TestEveryLevelPlaysEveryVariant(t *testing.T) {
	budgetDivisor = 10
	defer func() { budgetDivisor = 1 }()
	pairs := [][2]string{{"random", "greedy"}, {"easy", "hard"}, {"normal", "random"}, {"greedy", "normal"}, {"hard", "easy"}}
	for vi, g := range variants() {
		seeds := 2
		big := [][2]string{{"easy", "normal"}, {"hard", "random"}, {"greedy", "easy"}}
		if g.cfg.Board == napoleon.Board15 {
			seeds = len(big)
		}
		if testing.Short() {
			seeds = 1
		}
		for seed := 0; seed < seeds; seed++ {
			lv := pairs[(vi+seed)%len(pairs)]
			if g.cfg.Board == napoleon.Board15 {
				lv = big[seed]
			}
			m := startMatch(t, g, lv, uint64(seed), napoleon.Seat(seed%2))
			o, n := playOut(t, m, lv, uint64(seed), 10000)
			if !o.Over {
				t.Fatalf("%s %v: no result after %d turns", g, lv, n)
			}
			t.Logf("%s %v: %s in %d turns", g, lv, o, n)
		}
	}
}

// giantVariants are the giant fields and odd shapes (shared/rules/napoleon.md,
// "Any board, giant boards"): four panels with random symmetric terrain, two
// panels, and a thin 12x5 board with a neutral middle rank.
func giantVariants() []game {
	opt := func(target int) napoleon.Options { return napoleon.Options{Target: target, TurnLimit: 120} }
	rng := rand.New(rand.NewPCG(16, 16))
	four := napoleon.Config{Board: napoleon.Board16, Options: opt(10)}
	four.Terrain = napoleon.RandomTerrain(four.Board, 32, 3, rng)
	return []game{
		{"16x16 four panels, 40 a side, terrain", four, napoleon.ExactArmy(napoleon.Army40)},
		{"16x8 two panels, 32 a side", napoleon.Config{Board: napoleon.Board16x8, Options: opt(8)}, napoleon.ExactArmy(napoleon.Army32)},
		{"12x5 16 a side", napoleon.Config{Board: napoleon.Board{W: 12, H: 5}, Options: opt(4)}, napoleon.ExactArmy(napoleon.Army16)},
	}
}

// Every level plays complete games on the giant and odd boards: three games
// a board cover the five levels (budgets a tenth, as above).
func TestEveryLevelOnGiantBoards(t *testing.T) {
	budgetDivisor = 10
	defer func() { budgetDivisor = 1 }()
	pairs := [][2]string{{"random", "greedy"}, {"easy", "hard"}, {"normal", "random"}}
	for _, g := range giantVariants() {
		for seed, lv := range pairs {
			if testing.Short() && seed > 0 {
				break
			}
			m := startMatch(t, g, lv, uint64(seed), napoleon.Seat(seed%2))
			o, n := playOut(t, m, lv, uint64(seed), 10000)
			if !o.Over {
				t.Fatalf("%s %v: no result after %d turns", g.name, lv, n)
			}
			t.Logf("%s %v: %s in %d turns", g.name, lv, o, n)
		}
	}
}

// The 15x15 game again with hard on both sides for a few turns (the whole
// game is in the test above).
func TestHardOn15(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	budgetDivisor = 10
	defer func() { budgetDivisor = 1 }()
	g := variants()[len(variants())-1]
	m := startMatch(t, g, [2]string{"hard", "hard"}, 5, napoleon.South)
	playOut(t, m, [2]string{"hard", "hard"}, 5, 6)
}
