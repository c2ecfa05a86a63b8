package napoleon

import (
	"math/rand/v2"
	"testing"

	"warboard/rules/record"
)

// mustState builds a position from the notation: a Board tag value, a
// Terrain tag value, an Options tag value, a placement list and the seat to move.
func mustState(t testing.TB, board, terrain, options, placement, turn string) State {
	t.Helper()
	rec := &record.Record{}
	rec.SetTag("Board", board)
	if terrain != "" {
		rec.SetTag("Terrain", terrain)
	}
	if options != "" {
		rec.SetTag("Options", options)
	}
	cfg, err := ConfigFromRecord(rec)
	if err != nil {
		t.Fatalf("config: %v", err)
	}
	pieces, err := ParsePosition(cfg.Board, placement)
	if err != nil {
		t.Fatalf("position: %v", err)
	}
	seat, err := ParseSeat(turn)
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewState(cfg, pieces, seat)
	if err != nil {
		t.Fatalf("state: %v", err)
	}
	return s
}

func sq(t testing.TB, s string) Square {
	t.Helper()
	q, err := Board15.ParseSquare(s)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// moveSet is the legal moves as notation strings.
func moveSet(s *State) map[string]bool {
	out := map[string]bool{}
	for _, m := range s.LegalMoves(nil) {
		out[m.String()] = true
	}
	return out
}

// randomStart deploys both armies at random.
func randomStart(t testing.TB, cfg Config, rule ArmyRule, rng *rand.Rand) State {
	t.Helper()
	var all []Placed
	for seat := South; seat <= North; seat++ {
		army, err := RandomArmy(rule, rng)
		if err != nil {
			t.Fatal(err)
		}
		ps, err := RandomSetup(cfg, seat, army, rng)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, ps...)
	}
	s, err := NewState(cfg, all, Seat(rng.IntN(2)))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// playRandom plays random moves (with random cannon turns when turns is set)
// until the game ends or maxPlies, calling check after every turn.
func playRandom(s *State, rng *rand.Rand, maxPlies int, turns bool, check func(*State)) {
	var buf [1024]Move
	for i := 0; i < maxPlies; i++ {
		moves := s.LegalMoves(buf[:0])
		if len(moves) == 0 {
			return
		}
		m := moves[rng.IntN(len(moves))]
		if turns && rng.IntN(3) == 0 {
			next := *s
			next.applyMove(m)
			var ts []CannonTurn
			for _, p := range next.Pieces() {
				if p.Piece.Kind() == Cannon && p.Piece.Seat() == s.toMove && rng.IntN(2) == 0 {
					ts = append(ts, CannonTurn{p.Sq, Dir(rng.IntN(8))})
				}
			}
			if err := s.PlayTurn(Turn{m, ts}); err != nil {
				panic(err)
			}
		} else {
			s.Play(m)
		}
		if check != nil {
			check(s)
		}
	}
}
