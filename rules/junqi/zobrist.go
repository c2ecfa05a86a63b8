package junqi

// Zobrist keys: one per (point, piece identity) and one per side to move
// (index 4: colours not yet assigned in 翻棋). Fixed seed, so hashes are stable
// across runs and platforms.
var (
	zobPiece [MaxPoints * 128]uint64
	zobTurn  [5]uint64
)

func init() {
	x := uint64(0x6a756e7169) // "junqi"
	next := func() uint64 {   // splitmix64
		x += 0x9e3779b97f4a7c15
		z := x
		z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		return z ^ z>>31
	}
	for i := range zobPiece {
		if i%128 != 0 { // the empty point hashes to 0
			zobPiece[i] = next()
		}
	}
	for i := range zobTurn {
		zobTurn[i] = next()
	}
}

func pieceKey(p Point, pc Piece) uint64 { return zobPiece[int(p)*128+int(pc.identity())] }

func turnKey(s Seat, known bool) uint64 {
	if !known {
		return zobTurn[4]
	}
	return zobTurn[s&3]
}
