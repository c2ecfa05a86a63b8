package napoleon

import (
	"math/rand/v2"
	"testing"
)

// TestWaterlooTerrainIsFair: every three- and four-army preset and random ground is the
// same after a quarter turn (each army's approach is the same), leaves every set-up zone
// bare, checks with the rules, and lets every army set up on it; random ground is drawn
// again from its seed alike and differs between seeds.
func TestWaterlooTerrainIsFair(t *testing.T) {
	for _, b := range []Board{Board15, WaterlooBoard4} {
		maps := WaterlooTerrainMapsFor(b)
		if len(maps) < 2 {
			t.Fatalf("%dx%d: %d presets", b.W, b.H, len(maps))
		}
		var grounds []Terrain
		for _, m := range maps {
			grounds = append(grounds, m.Terrain())
		}
		for seed := uint64(1); seed <= 20; seed++ {
			g := RandomTerrainTurned(b, b.W*b.H/8, 3, rand.New(rand.NewPCG(seed, 9)))
			again := RandomTerrainTurned(b, b.W*b.H/8, 3, rand.New(rand.NewPCG(seed, 9)))
			if g != again {
				t.Fatalf("seed %d draws two grounds", seed)
			}
			grounds = append(grounds, g)
		}
		if grounds[len(grounds)-1] == grounds[len(grounds)-2] {
			t.Error("two seeds draw the same ground")
		}
		for i, g := range grounds {
			if g.IsEmpty() {
				t.Fatalf("%dx%d ground %d is bare", b.W, b.H, i)
			}
			if !g.TurnSymmetric(b) {
				t.Fatalf("%dx%d ground %d differs from one edge to the next:\n%s", b.W, b.H, i, g.Format(b))
			}
			for _, seats := range []string{"S E N", "S E N W"} {
				a, err := ParseArmies(seats, "")
				if err != nil {
					t.Fatal(err)
				}
				cfg := Config{Board: b, Terrain: g, Options: Options{Target: 4}, Armies: a}
				if err := cfg.Check(); err != nil {
					t.Fatalf("ground %d with %s: %v", i, seats, err)
				}
				for _, army := range []Army{Army16, Army20} {
					ranks, err := ZoneRanksOf(cfg, army.Size())
					if err != nil {
						t.Fatal(err)
					}
					for _, x := range a.Order() {
						for _, q := range b.Squares() {
							if InZoneOf(cfg, x, ranks, q) && g[q] != Plain {
								t.Fatalf("ground %d: a %s on %s, in %s's zone", i, g[q], q, x)
							}
						}
						if _, err := RandomSetup(cfg, x, army, rand.New(rand.NewPCG(2, 3))); err != nil {
							t.Fatalf("ground %d: %s cannot set up %d pieces: %v", i, x, army.Size(), err)
						}
					}
				}
			}
		}
	}
	if g := RandomTerrainTurned(Board{W: 16, H: 8}, 10, 2, rand.New(rand.NewPCG(1, 1))); !g.IsEmpty() {
		t.Error("turned ground on an oblong board")
	}
}

// TestTurnGoesRoundTheEdges: a quarter turn takes South's edge to East's, East's to
// North's, North's to West's, and four turns come back.
func TestTurnGoesRoundTheEdges(t *testing.T) {
	b := Board15
	q := SquareAt(3, 0) // on South's edge
	e := b.Turn(q)
	n := b.Turn(e)
	w := b.Turn(n)
	if e.File() != b.W-1 || n.Rank() != b.H-1 || w.File() != 0 || b.Turn(w) != q {
		t.Fatalf("%s -> %s -> %s -> %s -> %s", q, e, n, w, b.Turn(w))
	}
}
