package napoleonplay

import "warboard/rules/napoleon"

// TargetThreats are the moves with which seat's opponent would reach its target (or
// otherwise win) on its next turn, in notation ("d5-d7"): what a beginner should see
// coming. Two armies only (Waterloo's sides share their targets); nil out of play.
func (s *Session) TargetThreats(seat napoleon.Seat) []string {
	if s.match == nil || s.phase != Play || s.cfg.Armies.IsWaterloo() {
		return nil
	}
	st := s.match.State()
	if st.Outcome().Over {
		return nil
	}
	// the screen asks on every frame it draws (a sliding piece: every frame), and a big
	// board has hundreds of moves: the answer is kept until the position changes
	if c := &s.threats; c.ok && c.seat == seat && c.hash == st.Hash() && c.plies == st.Plies() {
		return c.moves
	}
	moves := targetThreats(&st, seat)
	s.threats = threatCache{ok: true, seat: seat, hash: st.Hash(), plies: st.Plies(), moves: moves}
	return moves
}

// threatCache is TargetThreats' last answer and the position it was for.
type threatCache struct {
	ok    bool
	seat  napoleon.Seat
	hash  uint64
	plies int
	moves []string
}

func targetThreats(st *napoleon.State, seat napoleon.Seat) []string {
	foe := seat.Other()
	t := *st
	if t.ToMove() != foe {
		t.Pass()
	}
	var out []string
	for _, m := range t.LegalMoves(nil) {
		u := t
		u.Play(m)
		if o := u.Outcome(); o.Over && !o.Draw && o.Winner == foe {
			out = append(out, m.String())
		}
	}
	return out
}
