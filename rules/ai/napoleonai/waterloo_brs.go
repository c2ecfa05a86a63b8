package napoleonai

import "warboard/rules/napoleon"

// Best-reply search for free-for-all Waterloo (Schadd and Winands, "Best Reply Search
// for Multiplayer Games", 2011; Junqi's free-for-all does the same, junqiai/brs.go).
//
// The paranoid search (waterloo.go) takes every other army to play against the
// searching one, each in its turn: with three or four armies at war with each other it
// sees, at hard's depth 4, one own move and the answers of two or three enemies in a
// row, and never the seat's own second move; each enemy's move is counted as though it
// could only hurt. Best reply folds the enemies' turns into one layer: after the seat's
// move, the one reply of any enemy army that hurts it most, as if that army were to
// move and the others passed; then the seat moves again. At depth 4 the seat sees two
// of its own moves (a race to the target, a capture and its follow-up) against the
// worst single answer each time, and every enemy piece's threat is seen at depth 2.
//
// Teams keep the paranoid search: with two sides it is plain alpha-beta.

// wreply is an enemy army's move in a best-reply layer.
type wreply struct {
	seat napoleon.Seat
	m    napoleon.Move
	v    int // the victim's value, for ordering
}

// useBRS reports whether a level that searches by best reply does so here: a
// free-for-all with three or more armies still in.
func useBRS(s *napoleon.State) bool {
	if s.Armies().HasTeams() {
		return false
	}
	n := 0
	for _, x := range s.Armies().Order() {
		if s.In(x) {
			n++
		}
	}
	return n >= 3
}

// replies lists every move of every enemy army still in, each as if it were to move,
// captures first (the biggest victim first), in the buffer of the current height.
func (w *wsearch) replies(s *napoleon.State) []wreply {
	for len(w.rbufs) <= w.height {
		w.rbufs = append(w.rbufs, make([]wreply, 0, 256))
	}
	out := w.rbufs[w.height][:0]
	for _, x := range w.seats {
		if !s.In(x) || w.friendly(s, x) {
			continue
		}
		w.tmp = *s
		w.tmp.PassTo(x)
		w.buf = w.tmp.LegalMoves(w.buf[:0])
		for _, m := range w.buf {
			out = append(out, wreply{x, m, victim(s, m)})
		}
	}
	w.rbufs[w.height] = out[:0]
	// captures first, biggest victim first, stable (insertion sort of the captures)
	caps := w.rcaps[:0]
	for _, r := range out {
		if r.v > 0 {
			caps = append(caps, r)
		}
	}
	w.rcaps = caps
	if len(caps) == 0 {
		return out
	}
	for i := 1; i < len(caps); i++ {
		x := caps[i]
		j := i - 1
		for ; j >= 0 && caps[j].v < x.v; j-- {
			caps[j+1] = caps[j]
		}
		caps[j+1] = x
	}
	k := len(out)
	for i := len(out) - 1; i >= 0; i-- {
		if out[i].v <= 0 {
			k--
			out[k] = out[i]
		}
	}
	copy(out, caps)
	return out
}

// bestReply is a best-reply layer: the enemy reply that leaves the searching seat the
// least, then the seat to move again. With no reply at all the enemies pass.
func (w *wsearch) bestReply(s *napoleon.State, depth, alpha, beta int) int {
	replies := w.replies(s)
	h := w.height
	w.killerReplyFirst(replies, h)
	w.height++
	for len(w.states) < w.height {
		w.states = append(w.states, napoleon.State{})
	}
	child := &w.states[w.height-1]
	best := inf
	if len(replies) == 0 {
		*child = *s
		child.PassTo(w.me)
		best = w.search(child, depth-1, alpha, beta)
	}
	for _, r := range replies {
		*child = *s
		child.PassTo(r.seat)
		child.Play(r.m)
		var v int
		switch {
		case child.Decided() || !child.In(w.me):
			v = w.search(child, depth-1, alpha, beta) // scored as it ends
		default:
			child.PassTo(w.me)
			v = w.search(child, depth-1, alpha, beta)
		}
		best = min(best, v)
		beta = min(beta, v)
		if alpha >= beta || w.stopped {
			if alpha >= beta {
				w.setKillerReply(h, r)
			}
			break
		}
	}
	w.height--
	return best
}

// Killers: the move that last cut a node off at the same height, tried first at the
// next node there (after a different reply, the same own move mostly refutes it again;
// after a different own move, the same reply mostly hurts again). Only the best-reply
// search uses them: the paranoid search's decisions stay as they were.

func (w *wsearch) setKiller(h int, m napoleon.Move) {
	for len(w.killers) <= h {
		w.killers = append(w.killers, napoleon.Move{})
	}
	w.killers[h] = m
}

func (w *wsearch) setKillerReply(h int, r wreply) {
	for len(w.rkillers) <= h {
		w.rkillers = append(w.rkillers, wreply{})
	}
	w.rkillers[h] = r
}

// killerFirst moves the killer of height h, when listed, to the front (captures keep
// their order behind it).
func (w *wsearch) killerFirst(moves []napoleon.Move, h int) {
	if h >= len(w.killers) {
		return
	}
	k := w.killers[h]
	for i, m := range moves {
		if m == k {
			copy(moves[1:i+1], moves[:i])
			moves[0] = k
			return
		}
	}
}

func (w *wsearch) killerReplyFirst(replies []wreply, h int) {
	if h >= len(w.rkillers) {
		return
	}
	k := w.rkillers[h]
	for i, r := range replies {
		if r.seat == k.seat && r.m == k.m {
			copy(replies[1:i+1], replies[:i])
			replies[0] = r
			return
		}
	}
}
