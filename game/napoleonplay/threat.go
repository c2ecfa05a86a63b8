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
	foe := seat.Other()
	t := st
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
