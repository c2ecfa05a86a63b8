package napoleon

import (
	"math/rand/v2"
	"testing"
)

func BenchmarkLegalMovesStart(b *testing.B) {
	s := mustState(b, "8x8", "", "", standardSouth+" "+standardNorth, "S")
	buf := make([]Move, 0, 512)
	b.ReportAllocs()
	for b.Loop() {
		buf = s.LegalMoves(buf[:0])
	}
}

func BenchmarkLegalMovesMidgame(b *testing.B) {
	s := mustState(b, "8x8", "c4=hill f5=hill e5=marsh b6=village", "drums-scare drum-push", midgame, "S")
	buf := make([]Move, 0, 512)
	b.ReportAllocs()
	for b.Loop() {
		buf = s.LegalMoves(buf[:0])
	}
}

func BenchmarkLegalMoves15x15(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 1))
	cfg := Config{Board: Board15, Options: Options{Target: 15}}
	s := randomStart(b, cfg, ExactArmy(Army60), rng)
	buf := make([]Move, 0, 2048)
	b.ReportAllocs()
	for b.Loop() {
		buf = s.LegalMoves(buf[:0])
	}
}

func BenchmarkPerft3Start(b *testing.B) {
	s := mustState(b, "8x8", "", "", standardSouth+" "+standardNorth, "S")
	for b.Loop() {
		Perft(&s, 3)
	}
}

// BenchmarkRandomGame plays complete random standard 8x8 games: random
// set-ups, then random legal moves until the game ends. games/s is per core.
func BenchmarkRandomGame(b *testing.B) {
	rng := rand.New(rand.NewPCG(42, 42))
	cfg := Standard()
	var buf [512]Move
	plies := 0
	b.ReportAllocs()
	for b.Loop() {
		var all [32]Placed
		n := 0
		for seat := South; seat <= North; seat++ {
			n += randomSetupInto(cfg, seat, rng, all[n:])
		}
		s, err := NewState(cfg, all[:n], Seat(rng.IntN(2)))
		if err != nil {
			b.Fatal(err)
		}
		for ply := 0; ply < 10000; ply++ {
			moves := s.LegalMoves(buf[:0])
			if len(moves) == 0 {
				break // the game is over
			}
			s.Play(moves[rng.IntN(len(moves))])
			plies++
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(plies)/float64(b.N), "plies/game")
}

// randomSetupInto is RandomSetup without allocation for the standard army
// on a bare board: shuffle the zone and deal the pieces.
func randomSetupInto(cfg Config, seat Seat, rng *rand.Rand, dst []Placed) int {
	var zone [16]Square
	for i := range zone {
		r := i / 8
		if seat == North {
			r = cfg.Board.H - 1 - r
		}
		zone[i] = SquareAt(i%8, r)
	}
	for i := len(zone) - 1; i > 0; i-- {
		j := rng.IntN(i + 1)
		zone[i], zone[j] = zone[j], zone[i]
	}
	n := 0
	for _, k := range Kinds {
		for c := 0; c < Army16[k]; c++ {
			dst[n] = Placed{zone[n], NewPiece(seat, k, Dir(rng.IntN(8)))}
			n++
		}
	}
	return n
}
