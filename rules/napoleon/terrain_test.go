package napoleon

import (
	"math/rand/v2"
	"testing"
)

func TestTerrainTag(t *testing.T) {
	tr, err := ParseTerrain(Board10, "j10=hill c4=village a10=forest e5=marsh")
	if err != nil {
		t.Fatal(err)
	}
	if got := tr.Format(Board10); got != "a10=forest c4=village e5=marsh j10=hill" {
		t.Errorf("format %q", got)
	}
	for _, bad := range []string{"c4=lake", "c4", "k4=hill", "c4=hill c4=forest", "c4=plain"} {
		if _, err := ParseTerrain(Board10, bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

func TestTerrainPresets(t *testing.T) {
	for _, m := range TerrainMaps {
		tr, err := ParseTerrain(m.Board, m.Tiles)
		if err != nil {
			t.Fatalf("%s: %v", m.Name, err)
		}
		if tr.Format(m.Board) != m.Tiles {
			t.Errorf("%s: not in canonical order: %s", m.Name, tr.Format(m.Board))
		}
		checkMirror(t, m.Name, m.Board, tr)
		// the preset armies of that board can always set up
		for _, p := range ArmyPresets {
			if p.Board != m.Board {
				continue
			}
			ranks, _ := ZoneRanks(p.Board, p.Rule.Size())
			for _, q := range m.Board.Squares() {
				if tr[q] != Plain && (InZone(m.Board, South, ranks, q) || InZone(m.Board, North, ranks, q)) {
					t.Errorf("%s: tile on %s inside the %s set-up zone", m.Name, q, p.Name)
				}
			}
		}
	}
}

func checkMirror(t *testing.T, name string, b Board, tr Terrain) {
	t.Helper()
	for _, q := range b.Squares() {
		if tr[q] != tr[b.Mirror(q)] {
			t.Errorf("%s: %s is %s but %s is %s", name, q, tr[q], b.Mirror(q), tr[b.Mirror(q)])
		}
	}
	for q := range tr {
		if tr[q] != Plain && !b.Contains(Square(q)) {
			t.Errorf("%s: tile off the board", name)
		}
	}
}

func TestRandomTerrain(t *testing.T) {
	for _, b := range []Board{Board8, Board10, Board15, {9, 7}} {
		for seed := uint64(0); seed < 20; seed++ {
			tr := RandomTerrain(b, 8, 2, rand.New(rand.NewPCG(seed, 1)))
			checkMirror(t, b.String(), b, tr)
			n := 0
			kinds := map[Tile]bool{}
			for _, q := range b.Squares() {
				if tr[q] != Plain {
					n++
					kinds[tr[q]] = true
					if q.Rank() < 2 || q.Rank() >= b.H-2 {
						t.Errorf("%s: tile on %s in a set-up zone", b, q)
					}
				}
			}
			if n < 7 || n > 9 {
				t.Errorf("%s seed %d: %d tiles", b, seed, n)
			}
		}
		a := RandomTerrain(b, 10, 2, rand.New(rand.NewPCG(5, 5)))
		c := RandomTerrain(b, 10, 2, rand.New(rand.NewPCG(5, 5)))
		if a != c {
			t.Error("random terrain is not deterministic")
		}
	}
}

func TestHashIsIncremental(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	cfg := Standard()
	cfg.Options.DrumPush = true
	for g := 0; g < 30; g++ {
		s := randomStart(t, cfg, ExactArmy(Army16), rng)
		seen := map[uint64]string{}
		playRandom(&s, rng, 200, true, func(s *State) {
			if h := s.computeHash(); h != s.Hash() {
				t.Fatalf("incremental hash %x, computed %x", s.Hash(), h)
			}
			seen[s.Hash()] = s.Position()
		})
	}
	// the seat to move and a cannon's facing change the hash
	a := mustState(t, "8x8", "", "", "a1=SK>N h8=NI", "S")
	b := mustState(t, "8x8", "", "", "a1=SK>N h8=NI", "N")
	c := mustState(t, "8x8", "", "", "a1=SK>E h8=NI", "S")
	if a.Hash() == b.Hash() || a.Hash() == c.Hash() {
		t.Error("hash ignores the seat to move or the facing")
	}
}
