package napoleonplay

import "warboard/rules/napoleon"

// Threat is a move with which an enemy army would win on its next turn.
type Threat struct {
	By   napoleon.Seat
	Move string // in notation: "d5-d7"
}

// TargetThreats are the moves with which an army not on seat's side would reach its
// side's target (or otherwise win) on its next turn: what a beginner should see coming.
// Waterloo: each enemy army as if its turn came now (the armies between may change the
// board first). In play order of the threatening armies; nil out of play.
func (s *Session) TargetThreats(seat napoleon.Seat) []Threat {
	if s.match == nil || s.phase != Play {
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
	moves []Threat
}

func targetThreats(st *napoleon.State, seat napoleon.Seat) []Threat {
	armies := st.Armies()
	var out []Threat
	for _, foe := range armies.Order() {
		if foe == seat || armies.Allies(seat, foe) {
			continue
		}
		t := st.AsIfToMove(foe)
		for _, m := range t.LegalMoves(nil) {
			u := t
			u.Play(m)
			if o := u.Outcome(); o.Over && !o.Draw && o.Winner != seat && !armies.Allies(seat, o.Winner) {
				out = append(out, Threat{By: foe, Move: m.String()})
			}
		}
	}
	return out
}
