package napoleon

// Zobrist hashing: a random key per (piece with facing, square), per
// (seat, streak, square) of the three-turns history, and one for North to
// move. The keys come from a fixed splitmix64 seed so hashes are the same in
// every build (native and wasm). The keys are drawn in the order of the
// first numbering (16 files × 16 ranks, before boards grew past 15×15), so a
// position on a board up to 15×15 hashes exactly as it did then; the other
// squares draw theirs afterwards.

var (
	zPiece  [24][NumSquares]uint64
	zStreak [2][3][NumSquares]uint64
	zNorth  uint64
	zIndex  [128]uint8
)

func init() {
	x := uint64(0x9E3779B97F4A7C15)
	next := func() uint64 {
		x += 0x9E3779B97F4A7C15
		z := x
		z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
		z = (z ^ z>>27) * 0x94D049BB133111EB
		return z ^ z>>31
	}
	old := func(i int) Square { return SquareAt(i&15, i>>4) }
	for i := range zPiece {
		for q := 0; q < 256; q++ {
			zPiece[i][old(q)] = next()
		}
	}
	for s := range zStreak {
		for n := range zStreak[s] {
			for q := 0; q < 256; q++ {
				zStreak[s][n][old(q)] = next()
			}
		}
	}
	zNorth = next()
	for r := 0; r < MaxSize; r++ {
		for f := 0; f < MaxSize; f++ {
			if f < 16 && r < 16 {
				continue
			}
			q := SquareAt(f, r)
			for i := range zPiece {
				zPiece[i][q] = next()
			}
			for s := range zStreak {
				for n := range zStreak[s] {
					zStreak[s][n][q] = next()
				}
			}
		}
	}
	for p := 0; p < 128; p++ {
		pc := Piece(p)
		switch k := pc.Kind(); {
		case k == Cannon:
			zIndex[p] = uint8(8 + int(pc.Seat())*8 + int(pc.Facing()))
		case k >= General && k <= Cavalry:
			zIndex[p] = uint8(int(k-1)*2 + int(pc.Seat()))
		}
	}
}

func pieceKey(p Piece, q Square) uint64 { return zPiece[zIndex[p&0x7F]][q] }

func streakKey(seat Seat, q Square, n uint8) uint64 {
	if q == NoSquare || n == 0 {
		return 0
	}
	if n > 2 {
		n = 2
	}
	return zStreak[seat][n][q]
}

// computeHash builds the hash from scratch (tests compare it with the
// incremental one).
func (s *State) computeHash() uint64 {
	var h uint64
	for r := 0; r < int(s.h); r++ {
		for f := 0; f < int(s.w); f++ {
			q := SquareAt(f, r)
			if p := s.cells[q]; p != NoPiece {
				h ^= pieceKey(p, q)
			}
		}
	}
	for seat := South; seat <= North; seat++ {
		h ^= streakKey(seat, s.last[seat], s.streak[seat])
	}
	if s.toMove == North {
		h ^= zNorth
	}
	return h
}
