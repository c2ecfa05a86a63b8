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

// threats is the last best-reply layer of a search to depth 4 (params.evenFFA):
// our move, a best reply, our move again, then only the enemies' attacks —
// including those of pieces we cannot see, which the sample knows and the
// average over the samples judges — or none (the position as it stands). At
// depth 3 our second move went unanswered and every threat looked
// escapable; a full reply layer there costs too much for the budget.
func (s *searcher) threats(st *junqi.State, hid hidden, ply, alpha, beta int) int {
	s.ev.marks = hid
	best := s.ev.evaluate(st, ply)
	if best <= alpha {
		return best
	}
	beta = minInt(beta, best)
	acts := s.replies(st, ply)
	n := 0
	for _, a := range acts {
		if a.Kind == junqi.Attack {
			acts[n] = a
			n++
		}
	}
	acts = acts[:n]
	sc := s.order(st, acts, ply, junqi.Action{}, false)
	for i := range acts {
		pick(acts, sc, i)
		a := acts[i]
		child := &s.states[ply+1]
		*child = *st
		child.SetTurn(st.At(a.From).Seat(), true)
		ch := play(child, hid, a)
		s.backToUs(child)
		s.rep[ply+1] = repChild(s.rep[ply], st, child, a)
		v := s.search(child, ch, 0, ply+1, alpha, beta)
		if s.aborted {
			return 0
		}
		if v < best {
			best = v
		}
		beta = minInt(beta, v)
		if alpha >= beta {
			break
		}
	}
	return best
}
