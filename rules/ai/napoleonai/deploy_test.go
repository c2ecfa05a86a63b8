package napoleonai

import (
	"math/rand/v2"
	"strings"
	"testing"

	"warboard/rules/napoleon"
	"warboard/rules/record"
)

// deployCases: every preset army on its board, free composition of a few
// sizes, terrain (presets and random), and the variants.
func deployCases() []game {
	var out []game
	for _, p := range napoleon.ArmyPresets {
		out = append(out, game{p.Name, napoleon.Config{Board: p.Board, Options: napoleon.Options{Target: 4}}, p.Rule})
	}
	for _, n := range []int{1, 7, 16, 24} {
		out = append(out, game{"free", napoleon.Config{Board: napoleon.Board8, Options: napoleon.Options{Target: 4}}, napoleon.FreeArmy(n)})
	}
	out = append(out, game{"free 45 on 15x15", napoleon.Config{Board: napoleon.Board15, Options: napoleon.Options{Target: 4}}, napoleon.FreeArmy(45)})
	// any board: the smallest, thin, wide and the largest, with the armies that fill them
	for _, b := range []napoleon.Board{{W: 4, H: 4}, {W: 12, H: 5}, {W: 32, H: 4}, {W: 4, H: 32}, {W: 16, H: 8}, {W: 20, H: 13}, {W: 32, H: 32}} {
		a := napoleon.BoardArmy(b)
		out = append(out, game{"any " + b.String(), napoleon.Config{Board: b, Options: napoleon.Options{Target: napoleon.SuggestTarget(4, a.Size())}}, napoleon.ExactArmy(a)})
		out = append(out, game{"default " + b.String(), napoleon.Config{Board: b, Options: napoleon.Options{Target: 4}}, napoleon.ExactArmy(defaultArmy(b))})
	}
	out = append(out, game{"odd 9x7", napoleon.Config{Board: napoleon.Board{W: 9, H: 7}, Options: napoleon.Options{Target: 4}}, napoleon.ExactArmy(napoleon.Army16)})
	for _, tm := range napoleon.TerrainMaps {
		rule := napoleon.ExactArmy(defaultArmy(tm.Board))
		out = append(out, game{"map " + tm.Name, napoleon.Config{Board: tm.Board, Terrain: tm.Terrain(), Options: napoleon.Options{Target: 4}}, rule})
	}
	for _, o := range []napoleon.Options{{Target: 4, DrumsScare: true}, {Target: 4, DrumPush: true}, {Target: 4, Antique: true}} {
		out = append(out, game{"variant", napoleon.Config{Board: napoleon.Board8, Options: o}, napoleon.ExactArmy(napoleon.Army16)})
	}
	return out
}

// DeployRule gives a legal set-up on every board, army and variant, for
// every level and many seeds, including random terrain in the zone.
func TestDeployLegal(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 21))
	for _, g := range deployCases() {
		for seed := uint64(0); seed < 12; seed++ {
			cfg := g.cfg
			if seed%3 == 2 && !cfg.Options.Antique {
				// tiles in the zones too: cannons and cavalry must avoid some
				cfg.Terrain = napoleon.RandomTerrain(cfg.Board, 3*cfg.Board.W, 0, rng)
			}
			for _, level := range Levels {
				for seat := napoleon.South; seat <= napoleon.North; seat++ {
					ps, err := DeployRule(cfg, g.rule, seat, level, seed)
					if err != nil {
						// only a zone too full of marsh and forest may refuse
						if _, e := napoleon.RandomSetup(cfg, seat, mustArmy(t, g.rule), rand.New(rand.NewPCG(1, 1))); e == nil {
							t.Fatalf("%s %s %s seed %d: %v", g, level, seat, seed, err)
						}
						continue
					}
					if errs := napoleon.ValidateSetup(cfg, g.rule, seat, ps); len(errs) > 0 {
						t.Fatalf("%s %s %s seed %d: illegal set-up: %v", g, level, seat, seed, errs)
					}
				}
			}
		}
	}
}

func mustArmy(t *testing.T, r napoleon.ArmyRule) napoleon.Army {
	a, err := napoleon.RandomArmy(r, rand.New(rand.NewPCG(1, 1)))
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// Deploy reads seat's own pieces only: two records whose Positions differ
// only in the other seat's set-up give the same answer; the answer lists
// seat's pieces only and is legal.
func TestDeploySecret(t *testing.T) {
	base := "[Game \"napoleon\"]\n[Board \"8x8\"]\n"
	south := "a1=SI b1=SC c1=SG d1=SD e1=SG f1=SC g1=SI h1=SI a2=SI b2=SK>N c2=SI d2=SC e2=SC f2=SI g2=SK>NE h2=SK>NW"
	norths := []string{
		"",
		"a8=NI b8=NC c8=NG d8=ND e8=NG f8=NC g8=NI h8=NI a7=NI b7=NK>S c7=NI d7=NC e7=NC f7=NI g7=NK>SE h7=NK>SW",
		"a8=NC b8=NC c8=NC d8=NC e8=NG f8=NG g8=NI h8=NI a7=NI b7=NK>N c7=NI d7=ND e7=NK>N f7=NI g7=NK>SE h7=NI",
	}
	for _, level := range Levels {
		for seed := uint64(0); seed < 4; seed++ {
			var first string
			for i, north := range norths {
				rec, err := record.Parse(base + "[Position \"" + strings.TrimSpace(south+" "+north) + "\"]\n")
				if err != nil {
					t.Fatal(err)
				}
				got, err := Deploy(rec, "S", level, seed)
				if err != nil {
					t.Fatal(err)
				}
				if i == 0 {
					first = got
					checkPlacement(t, napoleon.Standard(), napoleon.ExactArmy(napoleon.Army16), napoleon.South, got)
				} else if got != first {
					t.Fatalf("%s seed %d: the other seat's pieces changed the set-up:\n%s\n%s", level, seed, first, got)
				}
			}
			// the North set-up of a record that holds no pieces at all
			rec, _ := record.Parse(base)
			got, err := Deploy(rec, "N", level, seed)
			if err != nil {
				t.Fatal(err)
			}
			checkPlacement(t, napoleon.Standard(), napoleon.ExactArmy(napoleon.Army16), napoleon.North, got)
		}
	}
}

func checkPlacement(t *testing.T, cfg napoleon.Config, rule napoleon.ArmyRule, seat napoleon.Seat, placement string) {
	t.Helper()
	ps, err := napoleon.ParsePositionOf(cfg, placement)
	if err != nil {
		t.Fatalf("%q: %v", placement, err)
	}
	if errs := napoleon.ValidateSetup(cfg, rule, seat, ps); len(errs) > 0 {
		t.Fatalf("%q: %v", placement, errs)
	}
}

// Set-ups vary between games, and the intent shows: infantry hold the
// front rank, cannons look forward, and free composition composes armies
// of more than one style.
func TestDeployIntent(t *testing.T) {
	cfg := napoleon.Standard()
	seen := map[string]bool{}
	armies := map[napoleon.Army]bool{}
	frontInf, inf, forward, guns := 0, 0, 0, 0
	for seed := uint64(0); seed < 40; seed++ {
		for seat := napoleon.South; seat <= napoleon.North; seat++ {
			ps, err := DeployRule(cfg, napoleon.ExactArmy(napoleon.Army16), seat, "hard", seed)
			if err != nil {
				t.Fatal(err)
			}
			seen[napoleon.FormatPosition(ps)] = true
			front := 1
			if seat == napoleon.North {
				front = 6
			}
			for _, p := range ps {
				switch p.Piece.Kind() {
				case napoleon.Infantry:
					inf++
					if p.Sq.Rank() == front {
						frontInf++
					}
				case napoleon.Cannon:
					guns++
					f := p.Piece.Facing()
					if (seat == napoleon.South && (f == napoleon.DirN || f == napoleon.DirNE || f == napoleon.DirNW)) ||
						(seat == napoleon.North && (f == napoleon.DirS || f == napoleon.DirSE || f == napoleon.DirSW)) {
						forward++
					}
				}
			}
		}
		free, err := DeployRule(cfg, napoleon.FreeArmy(16), napoleon.South, "hard", seed)
		if err != nil {
			t.Fatal(err)
		}
		armies[napoleon.ArmyOf(free)] = true
	}
	if len(seen) < 60 {
		t.Errorf("only %d different set-ups in 80", len(seen))
	}
	if frontInf*10 < inf*8 {
		t.Errorf("%d of %d infantry in the front rank", frontInf, inf)
	}
	if forward != guns {
		t.Errorf("%d of %d cannons face forward", forward, guns)
	}
	if len(armies) < 3 {
		t.Errorf("free composition: %d army styles in 40 games", len(armies))
	}
}
