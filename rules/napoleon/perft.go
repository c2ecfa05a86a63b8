package napoleon

// perftSlot is the move buffer per ply; more moves than that still work
// (append allocates) but do not clobber the deeper plies' buffers.
const perftSlot = 1024

// Perft counts the move sequences of length depth from s (a finished game
// has none). Only move actions count: cannon turns are never part of perft.
func Perft(s *State, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	return perft(s, depth, make([]Move, depth*perftSlot))
}

func perft(s *State, depth int, stack []Move) uint64 {
	if s.outcome.Over {
		return 0
	}
	moves := s.LegalMoves(stack[:0:perftSlot])
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, mv := range moves {
		next := *s
		next.Play(mv)
		n += perft(&next, depth-1, stack[perftSlot:])
	}
	return n
}
