package junqiai

import (
	"warboard/rules/ai/junqiai/know"
	"warboard/rules/junqi"
)

// The rules draw a game when a position comes back a third time. The search
// counts a line that returns to a position the game has already been in
// since its last irreversible action as a draw: the side ahead then looks
// for progress instead of shuffling, the side behind is glad to repeat.
//
// The game's recent positions are rebuilt in each sample from the moves the
// seat saw (know.Observation.Recent): the sample's ranks follow the pieces,
// so undoing the moves on the sample gives the sample's version of every
// earlier position. Their keys are the searcher's own (repKey), kept
// alongside the rules' hash only along moves: a battle or a flip ends every
// repetition.

// repKey is a Zobrist-like key of a piece on a point, or (p ≥ MaxPoints) of
// the seat to move: splitmix64 of the pair, so no table is needed.
func repKey(p int, pc junqi.Piece) uint64 {
	z := uint64(p)<<8 | uint64(pc)
	z = z*0x9e3779b97f4a7c15 + 0x243f6a8885a308d3
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31 | 1 // never 0: 0 means "past an irreversible action"
}

func turnRepKey(s junqi.Seat) uint64 { return repKey(junqi.MaxPoints+int(s), 0) }

// recentMoves is what a belief may tell of the moves since the last
// irreversible action (an Observation does).
type recentMoves interface{ Recent() []know.Move }

// repHistory is the key of s and of each position before the recent moves,
// rebuilt on s by undoing them, newest first (the first is s's own).
func repHistory(s *junqi.State, recent []know.Move) []uint64 {
	var sq [junqi.MaxPoints]junqi.Piece
	b := s.Board()
	cur, _ := s.Turn()
	h := turnRepKey(cur)
	for p := 0; p < b.N; p++ {
		sq[p] = s.At(junqi.Point(p))
		if sq[p] != 0 {
			h ^= repKey(p, sq[p])
		}
	}
	hist := []uint64{h}
	for i := len(recent) - 1; i >= 0; i-- {
		m := recent[i]
		from, to := int(m.Action.From), int(m.Action.To)
		pc := sq[to]
		if pc == 0 || sq[from] != 0 || pc.Seat() != m.Seat {
			break // not the moves of this position (cannot happen with an Observation)
		}
		sq[from], sq[to] = pc, 0
		h ^= repKey(to, pc) ^ repKey(from, pc) ^ turnRepKey(cur) ^ turnRepKey(m.Seat)
		cur = m.Seat
		hist = append(hist, h)
	}
	return hist
}

// repChild is the key of child, reached from parent by a: 0 when a is not a
// plain move (or the key of parent is 0): no earlier position can come back.
func repChild(key uint64, parent, child *junqi.State, a junqi.Action) uint64 {
	if key == 0 || a.Kind != junqi.MoveTo || child.NoCaptureCount() != parent.NoCaptureCount()+1 {
		return 0
	}
	pc := parent.At(a.From)
	m0, _ := parent.Turn()
	m1, _ := child.Turn()
	return key ^ repKey(int(a.From), pc) ^ repKey(int(a.To), pc) ^ turnRepKey(m0) ^ turnRepKey(m1)
}

// seenBefore reports whether the game has been in the position of key since
// its last irreversible action.
func (s *searcher) seenBefore(key uint64) bool {
	if key == 0 || s.histBits&(1<<(key&63)) == 0 {
		return false
	}
	for _, h := range s.hist {
		if h == key {
			return true
		}
	}
	return false
}

// useHistory makes hist (a sample's recent positions) the one the search
// compares against, with the root's key.
func (s *searcher) useHistory(hist []uint64) {
	s.hist, s.histBits = hist, 0
	s.rep[0] = 0
	if len(hist) > 0 {
		s.rep[0] = hist[0]
	}
	for _, h := range hist {
		s.histBits |= 1 << (h & 63)
	}
}
