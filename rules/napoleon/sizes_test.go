package napoleon

import (
	"math/rand/v2"
	"testing"
)

// The hashes and move order of today's boards are those of the 16-wide
// numbering (taken with that code): the padded grid of giant boards left
// them unchanged, so a computer player searches them exactly as before.
func TestTodaysBoardsHashAsBefore(t *testing.T) {
	want := map[Board]uint64{Board8: 0xa0b75a8d84a6a44d, Board10: 0xa6082cfe646f7ae5, Board15: 0xd082717a281c7ca9}
	for _, b := range []Board{Board8, Board10, Board15} {
		cfg := Config{Board: b, Options: Options{Target: 4}}
		rng := rand.New(rand.NewPCG(1, 2))
		var ps []Placed
		for _, seat := range []Seat{South, North} {
			p, err := RandomSetup(cfg, seat, Army16, rng)
			if err != nil {
				t.Fatal(err)
			}
			ps = append(ps, p...)
		}
		s, err := NewState(cfg, ps, South)
		if err != nil {
			t.Fatal(err)
		}
		var buf []Move
		for i := 0; i < 30; i++ {
			ms := s.LegalMoves(buf[:0])
			if len(ms) == 0 {
				break
			}
			if err := s.PlayTurn(Turn{Move: ms[rng.IntN(len(ms))]}); err != nil {
				t.Fatal(err)
			}
		}
		if s.Hash() != want[b] {
			t.Errorf("%s: hash %x, want %x", b, s.Hash(), want[b])
		}
	}
}
