package know

import (
	"math/rand/v2"
	"testing"

	"warboard/rules/junqi"
)

// TestPlanLegalWithIntent: over many seeds, both boards and every seat, the
// plan is legal by the rules (never through the random fallback) and sound
// (a landmine in front of the flag and another beside it, the 司令 never on
// a headquarters), the flag stands on either HQ about half the time, every
// style comes up, the big pieces stand where their style puts them, a bomb
// waits on a point a rushing 司令 comes by, an engineer is kept back for
// landmines, and no two layouts are alike.
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
			left := 0
			for seed := uint64(0); seed < n; seed++ {
				r := rand.New(rand.NewPCG(seed, uint64(seat)))
				raw := plan(rand.New(rand.NewPCG(seed, uint64(seat))))
				if err := raw.Check(k, seat); err != nil {
					t.Fatalf("%v %v seed %d: the plan itself is illegal: %v", k, seat, seed, err)
				}
				if !Sound(raw) {
					t.Fatalf("%v %v seed %d: the plan itself is not sound", k, seat, seed)
				}
				l := Plan(cfg, seat, r)
				if l != raw {
					t.Fatalf("%v %v seed %d: Plan is not the plan drawn", k, seat, seed)
				}
				seen[l] = true
				if l[idx(1, 1)] == junqi.Flag {
					left++
				}
				checkIntent(t, l, "")
			}
			if len(seen) < n {
				t.Fatalf("%v %v: only %d different layouts in %d games", k, seat, len(seen), n)
			}
			if left < n*35/100 || left > n*65/100 {
				t.Fatalf("%v %v: the flag on b1 in %d of %d games", k, seat, left, n)
			}
		}
	}
}

// checkIntent checks what every planned layout keeps: a bomb on the middle
// file, a railway junction or by the flag, an engineer kept back, the 司令
// on ranks 3–6 and off the HQs.
func checkIntent(t *testing.T, l junqi.Layout, what string) {
	t.Helper()
	backEngineer, marshal := false, -1
	for i, rk := range l {
		if rk == junqi.Engineer && i/5+1 <= 3 {
			backEngineer = true
		}
		if rk == junqi.Marshal {
			marshal = i
		}
	}
	if !backEngineer {
		t.Fatalf("%s: no engineer kept back", what)
	}
	if marshal < 0 || marshal/5+1 < 3 || l.HQPinned() {
		t.Fatalf("%s: the 司令 on %s", what, junqi.LocalName(marshal))
	}
	answer := false // a bomb where a rushing 司令 comes: the middle file, a rail junction, by the flag or up front
	for _, i := range []int{idx(2, 3), idx(2, 5), idx(0, 4), idx(4, 4), idx(2, 2), idx(0, 5), idx(4, 5), idx(1, 4), idx(3, 4), idx(0, 1), idx(2, 1), idx(4, 1), idx(0, 2), idx(4, 2), idx(0, 3), idx(4, 3)} {
		answer = answer || l[i] == junqi.Bomb
	}
	if !answer {
		t.Fatalf("%s: no bomb where a rushing 司令 comes", what)
	}
}

// TestPlanStyles: each style keeps its character over many seeds — the
// defensive wall of three landmines most games and the 司令 a step back
// from the front rank, the aggressive 司令 and 军长 on the front (ranks
// 5–6), two engineers and a bomb up front; and the styles' layouts differ
// from each other (per-point occupants are not the same distribution).
func TestPlanStyles(t *testing.T) {
	const n = 300
	for s := Defensive; s < numStyles; s++ {
		walls, frontMarshal, frontEngineers, frontBomb := 0, 0, 0, 0
		for seed := uint64(0); seed < n; seed++ {
			l := planStyle(rand.New(rand.NewPCG(seed, 99)), s)
			what := s.String()
			if err := l.Check(junqi.TwoPlayer, junqi.South); err != nil || !Sound(l) {
				t.Fatalf("%s seed %d: not legal and sound: %v", what, seed, err)
			}
			checkIntent(t, l, what)
			flag := 1
			if l[idx(3, 1)] == junqi.Flag {
				flag = 3
			}
			if l[idx(flag-1, 1)] == junqi.Mine && l[idx(flag+1, 1)] == junqi.Mine {
				walls++
			}
			eng := 0
			for i, rk := range l {
				rank := i/5 + 1
				switch {
				case rk == junqi.Marshal && rank == 6:
					frontMarshal++
				case rk == junqi.Engineer && rank >= 5:
					eng++
				case rk == junqi.Bomb && rank >= 4:
					frontBomb++
				}
			}
			if eng >= 2 {
				frontEngineers++
			}
			if s == Aggressive {
				for i, rk := range l {
					if (rk == junqi.Marshal || rk == junqi.General) && i/5+1 < 5 {
						t.Fatalf("aggressive seed %d: %s on %s, not up front", seed, rk.Name(), junqi.LocalName(i))
					}
				}
			}
		}
		switch s {
		case Defensive:
			if walls < n*3/4 || frontMarshal > 0 {
				t.Errorf("defensive: %d walls of three landmines in %d games, the 司令 on the front rank %d times", walls, n, frontMarshal)
			}
		case Aggressive:
			if walls > n/2 || frontEngineers < n*9/10 || frontBomb < n*9/10 {
				t.Errorf("aggressive: %d walls, two engineers up front in %d, a bomb on ranks 4–5 in %d of %d games", walls, frontEngineers, frontBomb, n)
			}
		case Balanced:
			if walls < n/3 || walls > n*5/6 {
				t.Errorf("balanced: %d walls of three landmines in %d games", walls, n)
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

// TestSound: the soundness rule itself, on hand-made layouts.
func TestSound(t *testing.T) {
	base := junqi.Layouts[0].Layout // flag b1, landmines a1 c1 b2
	if !Sound(base) {
		t.Fatal("the left-flag classic is sound")
	}
	swap := func(l junqi.Layout, a, b int) junqi.Layout { l[a], l[b] = l[b], l[a]; return l }
	var marshal int
	for i, r := range base {
		if r == junqi.Marshal {
			marshal = i
		}
	}
	for name, l := range map[string]junqi.Layout{
		"the front of the flag open":   swap(base, idx(1, 2), idx(0, 6)),
		"only the front landmine":      swap(swap(base, idx(0, 1), idx(0, 6)), idx(2, 1), idx(1, 6)),
		"the 司令 on the other HQ":       swap(base, idx(3, 1), marshal),
		"the flag off the headquarter": swap(base, idx(1, 1), idx(2, 6)),
	} {
		if Sound(l) {
			t.Errorf("%s: judged sound", name)
		}
	}
	if !Sound(swap(base, idx(0, 1), idx(0, 6))) {
		t.Error("landmines in front of the flag and on one flank: judged unsound")
	}
}
