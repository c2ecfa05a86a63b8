package napoleon

import (
	"math/rand/v2"
	"testing"
)

// Sight must list exactly the squares of CannonLOS, on every terrain, and
// SightFacing the line the cannon would have after turning.
func TestSightMatchesLOS(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	for i := 0; i < 200; i++ {
		cfg := Config{Board: Board8, Options: Options{Target: DefaultTarget}}
		cfg.Terrain = RandomTerrain(cfg.Board, 12, 2, rng)
		s := randomStart(t, cfg, ExactArmy(Army16), rng)
		for n := 0; n < 20 && !s.Outcome().Over; n++ {
			ms := s.LegalMoves(nil)
			s.Play(ms[rng.IntN(len(ms))])
		}
		for _, pl := range s.Pieces() {
			if pl.Piece.Kind() != Cannon {
				continue
			}
			for d := Dir(0); d < 8; d++ {
				turned := s
				turned.cells[pl.Sq] = pl.Piece.withFacing(d)
				want := turned.CannonLOS(pl.Sq)
				var got Bitset
				for _, q := range s.SightFacing(pl.Sq, d, nil) {
					got.Set(q)
				}
				if got != want {
					t.Fatalf("%s facing %s: Sight %v, CannonLOS %v", pl.Sq, d, got.Squares(), want.Squares())
				}
			}
			var got Bitset
			for _, q := range s.Sight(pl.Sq, nil) {
				got.Set(q)
			}
			if want := s.CannonLOS(pl.Sq); got != want {
				t.Fatalf("%s: Sight %v, CannonLOS %v", pl.Sq, got.Squares(), want.Squares())
			}
		}
	}
}

// PlayTrusted of a legal turn must give the state PlayTurn gives.
func TestPlayTrustedMatchesPlayTurn(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 8))
	for i := 0; i < 100; i++ {
		s := randomStart(t, Standard(), ExactArmy(Army16), rng)
		for n := 0; n < 40 && !s.Outcome().Over; n++ {
			ms := s.LegalMoves(nil)
			m := ms[rng.IntN(len(ms))]
			after := s
			after.applyMove(m)
			var turns []CannonTurn
			for _, pl := range after.Pieces() {
				if pl.Piece.Kind() == Cannon && pl.Piece.Seat() == s.toMove && rng.IntN(2) == 0 {
					turns = append(turns, CannonTurn{pl.Sq, Dir(rng.IntN(8))})
				}
			}
			checked := s
			if err := checked.PlayTurn(Turn{m, turns}); err != nil {
				t.Fatal(err)
			}
			s.PlayTrusted(m, turns)
			if s != checked {
				t.Fatalf("PlayTrusted(%v) differs from PlayTurn", Turn{m, turns})
			}
		}
	}
}

// ThreatMoves of the seat not to move are its legal moves had it the turn.
func TestThreatMoves(t *testing.T) {
	s := mustState(t, "8x8", "", "", midgame, "S")
	north := mustState(t, "8x8", "", "", midgame, "N")
	got := s.ThreatMoves(North, nil)
	want := north.LegalMoves(nil)
	if len(got) != len(want) || len(got) == 0 {
		t.Fatalf("ThreatMoves(N) = %d moves, want %d", len(got), len(want))
	}
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("move %d: %v, want %v", i, got[i], want[i])
		}
	}
	if s.ToMove() != South {
		t.Fatal("ThreatMoves changed the seat to move")
	}
}

// WithFacing turns only a cannon of the seat to move.
func TestWithFacing(t *testing.T) {
	s := mustState(t, "8x8", "", "", standardSouth+" "+standardNorth, "S")
	b2, b7 := sq(t, "b2"), sq(t, "b7")
	u := s.WithFacing(b2, DirE)
	if u.At(b2).Facing() != DirE || s.At(b2).Facing() != DirN {
		t.Fatalf("WithFacing: %v, original %v", u.At(b2), s.At(b2))
	}
	if u.Hash() != u.computeHash() {
		t.Fatal("WithFacing: hash not kept up to date")
	}
	if v := s.WithFacing(b7, DirE); v != s {
		t.Fatal("WithFacing turned the other seat's cannon")
	}
}

// Pass flips the seat to move and keeps the hash consistent.
func TestPass(t *testing.T) {
	s := mustState(t, "8x8", "", "", midgame, "S")
	u := s
	u.Pass()
	if u.ToMove() != North || u.Hash() != u.computeHash() || u.Hash() == s.Hash() {
		t.Fatalf("Pass: to move %s, hash ok %v", u.ToMove(), u.Hash() == u.computeHash())
	}
	u.Pass()
	if u != s {
		t.Fatal("two passes do not give the position back")
	}
}
