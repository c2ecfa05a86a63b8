package know

import (
	"math/rand/v2"
	"testing"

	"warboard/rules/junqi"
)

// TestPlanLegalWithIntent: over many seeds, both boards and every seat, the
// plan is legal by the rules (never through the random fallback), the flag
// sits in an HQ with at least two landmines beside it, the 司令 and 军长 stand
// forward where they act, a bomb waits where a rushing 司令 comes, an
// engineer is kept back for landmines, and layouts
// vary from game to game.
func TestPlanLegalWithIntent(t *testing.T) {
	for _, k := range []junqi.BoardKind{junqi.TwoPlayer, junqi.FourCountry} {
		cfg := junqi.DefaultConfig(k, junqi.Dark)
		b := junqi.BoardOf(k)
		for seat := junqi.South; seat <= junqi.West; seat++ {
			if !b.HasArea(seat) {
				continue
			}
			seen := map[junqi.Layout]bool{}
			const n = 300
			for seed := uint64(0); seed < n; seed++ {
				r := rand.New(rand.NewPCG(seed, uint64(seat)))
				raw := plan(rand.New(rand.NewPCG(seed, uint64(seat))))
				if err := raw.Check(k, seat); err != nil {
					t.Fatalf("%v %v seed %d: the plan itself is illegal: %v", k, seat, seed, err)
				}
				l := Plan(cfg, seat, r)
				if l != raw {
					t.Fatalf("%v %v seed %d: Plan is not the plan drawn", k, seat, seed)
				}
				seen[l] = true
				flag := 1
				if l[idx(3, 1)] == junqi.Flag {
					flag = 3
				}
				guards := 0
				for _, i := range []int{idx(flag-1, 1), idx(flag+1, 1), idx(flag, 2)} {
					if l[i] == junqi.Mine {
						guards++
					}
				}
				if guards < 2 {
					t.Fatalf("%v %v seed %d: only %d landmines beside the flag", k, seat, seed, guards)
				}
				forward, backEngineer := 0, false
				for i, rk := range l {
					if (rk == junqi.Marshal || rk == junqi.General) && i/5+1 >= 4 {
						forward++
					}
					if rk == junqi.Engineer && i/5+1 <= 3 {
						backEngineer = true
					}
				}
				answer := false // a bomb where a rushing 司令 comes: the middle file or a rail junction
				for _, i := range []int{idx(2, 3), idx(2, 5), idx(0, 4), idx(4, 4), idx(2, 2)} {
					answer = answer || l[i] == junqi.Bomb
				}
				if !answer {
					t.Fatalf("%v %v seed %d: no bomb on the middle file or a rail junction", k, seat, seed)
				}
				if forward != 2 || !backEngineer {
					t.Fatalf("%v %v seed %d: big pieces forward %d, engineer kept back %v", k, seat, seed, forward, backEngineer)
				}
			}
			if len(seen) < n*9/10 {
				t.Fatalf("%v %v: only %d different layouts in %d games", k, seat, len(seen), n)
			}
		}
	}
}

// TestPlanSameSeedSameLayout: a seed replays its deployment.
func TestPlanSameSeedSameLayout(t *testing.T) {
	cfg := junqi.DefaultConfig(junqi.TwoPlayer, junqi.Dark)
	a := Plan(cfg, junqi.North, rand.New(rand.NewPCG(7, 7)))
	b := Plan(cfg, junqi.North, rand.New(rand.NewPCG(7, 7)))
	if a != b {
		t.Fatal("same seed, different layouts")
	}
	c := Plan(cfg, junqi.North, nil)
	if err := c.Check(junqi.TwoPlayer, junqi.North); err != nil {
		t.Fatalf("no source: %v", err)
	}
}
