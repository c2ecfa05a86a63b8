package junqiai

import "warboard/rules/junqi"

// Best-reply search for free-for-all (params.brs).
//
// With every other seat an enemy, the paranoid search (every other seat
// minimises our score, each in its turn) sees at depth 2 only the reply of
// the seat after us, and needs depth 4 before we move again: the two seats
// after it, whose pieces may stand just as close, are never looked at by
// easy and normal. Best-reply search (Schadd and Winands, 2011) folds the
// enemies' turns into one layer: after our move, the one reply of any enemy
// seat that hurts us most, as if that seat were to move, the others passing;
// then our move again. Every enemy piece's threat is seen at depth 2, and at
// depth 3 our answer to it, where the paranoid search would see only the
// next seat's move and the one after it.

// replies are the actions of every enemy seat still in the game, each as if
// it were to move (a BRS layer).
func (s *searcher) replies(st *junqi.State, ply int) []junqi.Action {
	buf := s.brsBufs[ply][:0]
	var tmp junqi.State
	for _, x := range st.Seats() {
		if s.ev.team&(1<<x) != 0 {
			continue
		}
		if out, _ := st.Out(x); out {
			continue
		}
		tmp = *st
		if tmp.SetTurn(x, true) != nil {
			continue
		}
		buf = tmp.Actions(buf)
	}
	s.brsBufs[ply] = buf[:0]
	return buf
}

// backToUs gives the move back to our seat after an enemy's reply (the other
// enemies pass), unless the game is over or we are out.
func (s *searcher) backToUs(st *junqi.State) {
	if st.Result().Over {
		return
	}
	if out, _ := st.Out(s.ev.me); out {
		return
	}
	st.SetTurn(s.ev.me, true)
}
