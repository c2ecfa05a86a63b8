package napoleon

// Bitset is a set of squares.
type Bitset [(NumSquares + 63) / 64]uint64

// Has reports whether q is in the set.
func (b *Bitset) Has(q Square) bool { return b[q>>6]&(1<<(q&63)) != 0 }

// Set adds q.
func (b *Bitset) Set(q Square) { b[q>>6] |= 1 << (q & 63) }

// Squares lists the set, in square order.
func (b *Bitset) Squares() []Square {
	var out []Square
	for i := 0; i < NumSquares; i++ {
		if b.Has(Square(i)) {
			out = append(out, Square(i))
		}
	}
	return out
}

// CannonLOS is the line of sight of the cannon on q as it stands now (empty
// when q holds no cannon).
func (s *State) CannonLOS(q Square) Bitset {
	var m [NumSquares]uint8
	if s.cells[q] != wall && s.cells[q].Kind() == Cannon {
		s.addLOS(q, &m, 1)
	}
	return toBitset(&m)
}

// LineOfSight is the union of seat's cannons' lines of sight: the squares
// its enemies' pieces (drums apart) may not enter or pass.
func (s *State) LineOfSight(seat Seat) Bitset {
	var m [NumSquares]uint8
	s.losOf(seat, &m, 1)
	return toBitset(&m)
}

func toBitset(m *[NumSquares]uint8) Bitset {
	var b Bitset
	for q, x := range m {
		if x != 0 {
			b.Set(Square(q))
		}
	}
	return b
}

// losOf marks with bit every square in a line of sight of seat's cannons.
func (s *State) losOf(seat Seat, m *[NumSquares]uint8, bit uint8) {
	want := NewPiece(seat, Cannon, 0)
	for r := 0; r < int(s.h); r++ {
		row := SquareAt(0, r)
		for f := Square(0); f < Square(s.w); f++ {
			if s.cells[row+f]&0x8F == want { // any facing
				s.addLOS(row+f, m, bit)
			}
		}
	}
}

// addLOS walks a cannon's facing from the square next to it. From a hill it
// sees over villages, forests and pieces, and the first hill ends it (in it).
// From elsewhere the first piece ends it (in it), and a village, forest or
// hill ends it without being in it.
func (s *State) addLOS(q Square, m *[NumSquares]uint8, bit uint8) {
	d := delta[s.cells[q].Facing()]
	if s.tiles[q] == Hill {
		for t := q + d; s.cells[t] != wall; t += d {
			m[t] |= bit
			if s.tiles[t] == Hill {
				return
			}
		}
		return
	}
	for t := q + d; s.cells[t] != wall; t += d {
		if s.tiles[t] != Plain && s.tiles[t] != Marsh {
			return
		}
		m[t] |= bit
		if s.cells[t] != NoPiece {
			return
		}
	}
}

// scareZone marks every square holding or next to a drum of seat: with
// drums-scare on, the other seat's cavalry may not enter or pass them.
func (s *State) scareZone(seat Seat, m *[NumSquares]uint8, bit uint8) {
	want := NewPiece(seat, Drum, 0)
	for r := 0; r < int(s.h); r++ {
		row := SquareAt(0, r)
		for f := Square(0); f < Square(s.w); f++ {
			q := row + f
			if s.cells[q] == want {
				m[q] |= bit
				for d := 0; d < 8; d++ {
					m[q+delta[d]] |= bit
				}
			}
		}
	}
}
