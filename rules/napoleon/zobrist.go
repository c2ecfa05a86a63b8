package napoleon

// Zobrist hashing: a random key per (piece with facing, square), per
// (seat, streak, square) of the three-turns history, and one for North to
// move. The keys come from a fixed splitmix64 seed so hashes are the same in
// every build (native and wasm). The keys are drawn in the order of the
// first numbering (16 files × 16 ranks, before boards grew past 15×15), so a
// position on a board up to 15×15 hashes exactly as it did then; the other
// squares draw theirs afterwards.

var (
	zPiece  [48][NumSquares]uint64
	zStreak [NumSeats][3][NumSquares]uint64
	zNorth  uint64
	zIndex  [256]uint8
	// Waterloo's keys, drawn after the two-player ones so those stay the
	// same: East's and West's pieces (indices 24-47), their streaks, the
	// turn of each seat (South 0, North zNorth), a seat being out.
	zTurn [NumSeats]uint64
	zOut  [NumSeats]uint64
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
	pieces := func(from, to int) {
		for i := from; i < to; i++ {
			for q := 0; q < 256; q++ {
				zPiece[i][old(q)] = next()
			}
		}
	}
	streaks := func(from, to int) {
		for s := from; s < to; s++ {
			for n := range zStreak[s] {
				for q := 0; q < 256; q++ {
					zStreak[s][n][old(q)] = next()
				}
			}
		}
	}
	pieces(0, 24)
	streaks(0, 2)
	zNorth = next()
	pieces(24, 48)
	streaks(2, 4)
	zTurn = [NumSeats]uint64{0, zNorth, next(), next()}
	for i := range zOut {
		zOut[i] = next()
	}
	// Squares past the first 16×16 numbering, for every piece and seat.
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
	for p := 0; p < 256; p++ {
		pc := Piece(p)
		base := 0
		if pc&0x80 != 0 {
			base = 24 // East and West: their own keys
		}
		switch k := pc.Kind(); {
		case k == Cannon:
			zIndex[p] = uint8(base + 8 + int(pc.Seat()&1)*8 + int(pc.Facing()))
		case k >= General && k <= Cavalry:
			zIndex[p] = uint8(base + int(k-1)*2 + int(pc.Seat()&1))
		}
	}
}

func pieceKey(p Piece, q Square) uint64 { return zPiece[zIndex[p]][q] }

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
	for seat := South; seat < NumSeats; seat++ {
		h ^= streakKey(seat, s.last[seat], s.streak[seat])
		if s.armies.Plays(seat) && !s.In(seat) {
			h ^= zOut[seat]
		}
	}
	return h ^ zTurn[s.toMove]
}
