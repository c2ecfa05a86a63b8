package napoleon

// Forward lists seat's sensible cannon facings: straight towards the far
// edge first, then the two diagonals beside it.
func Forward(seat Seat) [3]Dir {
	in := seat.Inward()
	return [3]Dir{in, (in + 1) % 8, (in + 7) % 8}
}

// SensibleFacing reports whether a cannon of seat on q faces d sensibly:
// forward (Forward), and onto the board (a cannon on an edge file never
// looks off it). The computer's set-ups and a player's Random set-up face
// their cannons so.
func SensibleFacing(b Board, seat Seat, q Square, d Dir) bool {
	dx, dy := facingStep(d)
	if x, y := q.File()+dx, q.Rank()+dy; x < 0 || y < 0 || x >= b.W || y >= b.H {
		return false
	}
	for _, f := range Forward(seat) {
		if f == d {
			return true
		}
	}
	return false
}

// facingStep is one step in direction d (north is up the ranks).
func facingStep(d Dir) (dx, dy int) {
	return [8]int{0, 1, 1, 1, 0, -1, -1, -1}[d&7], [8]int{1, 1, 0, -1, -1, -1, 0, 1}[d&7]
}
