package napoleon

// The State's side of Waterloo: turn order over the armies still in, armies
// that are out, targets per side, the count at an agreed end. Two-player
// games take none of these paths (endTurn and Outcome test n() first), so
// their play and hashes are the same as before.

// setArmies fills the friend and foe masks from the armies of the game.
func (s *State) setArmies(a Armies, allyGeneral bool) {
	s.armies = a
	s.alive = 0
	for _, seat := range a.Order() {
		s.alive |= 1 << seat
	}
	for _, seat := range a.Order() {
		side := a.Side(seat)
		s.friends[seat] = side
		s.foes[seat] = s.alive &^ side
		s.genMask[seat] = 1 << seat
		if allyGeneral {
			s.genMask[seat] = side
		}
	}
}

// n is the number of armies the game began with.
func (s *State) n() int { return s.armies.Count() }

// Armies is who plays and with whom.
func (s *State) Armies() Armies { return s.armies }

// In reports whether seat is still in the game (it plays and is not out).
func (s *State) In(seat Seat) bool { return seat < NumSeats && s.alive&(1<<seat) != 0 }

// Allies reports whether two different seats play in one team.
func (s *State) Allies(x, y Seat) bool { return s.armies.Allies(x, y) }

// Foe reports whether a piece of seat a is an enemy of seat me.
func (s *State) Foe(me, a Seat) bool { return me < NumSeats && a < NumSeats && s.foes[me]&(1<<a) != 0 }

// nextSeat is the seat after seat in play order that is still in.
func (s *State) nextSeat(seat Seat) Seat {
	if s.n() == 2 {
		return seat.Other()
	}
	order := s.armies.order[:s.armies.n]
	i := 0
	for i < len(order) && order[i] != seat {
		i++
	}
	for k := 1; k <= len(order); k++ {
		t := order[(i+k)%len(order)]
		if s.alive&(1<<t) != 0 {
			return t
		}
	}
	return seat
}

// setToMove passes the turn, keeping the hash.
func (s *State) setToMove(seat Seat) {
	s.hash ^= zTurn[s.toMove] ^ zTurn[seat]
	s.toMove = seat
}

// sideTarget is what seat's side must reach: N for an army alone, N times
// its number of armies for a team (armies counted at the start: an ally
// that is out still counts in the target, with no pieces left to score).
func (s *State) sideTarget(seat Seat) int16 {
	return s.target * int16(popcount(s.friends[seat]))
}

// sidePoints adds up the points of seat's side.
func (s *State) sidePoints(seat Seat) int16 {
	var n int16
	for t := South; t < NumSeats; t++ {
		if s.friends[seat]&(1<<t) != 0 {
			n += s.points[t]
		}
	}
	return n
}

func popcount(m uint8) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}

// win is the outcome of seat's side winning.
func (s *State) win(seat Seat, why Reason) Outcome {
	side := s.friends[seat]
	o := Outcome{Over: true, Winner: s.firstOf(side), Reason: why}
	if popcount(side) > 1 {
		o.Team = s.armies.SideName(side)
	}
	return o
}

// firstOf is the first seat of mask in play order.
func (s *State) firstOf(mask uint8) Seat {
	for _, t := range s.armies.order[:s.armies.n] {
		if mask&(1<<t) != 0 {
			return t
		}
	}
	return South
}

// endTurnArmies is endTurn for three or four armies: the turn passes to the
// next army still in; the targets are checked, the mover's side first, then
// the others in play order from the mover; then the turn limit; then every
// army in turn with no legal move is out, until one has a move or one side
// is left.
func (s *State) endTurnArmies(mover Seat) {
	s.setToMove(s.nextSeat(mover))
	s.plies++
	// the seats in play order from the mover (no list is built: this runs after
	// every move of a search)
	order := s.armies.order[:s.armies.n]
	i0 := 0
	for i, t := range order {
		if t == mover {
			i0 = i
			break
		}
	}
	for k := range order {
		t := order[(i0+k)%len(order)]
		if s.alive&(1<<t) != 0 && s.sidePoints(t) >= s.sideTarget(t) {
			s.outcome = s.win(t, Target)
			return
		}
	}
	if s.limit > 0 && s.plies >= s.limit {
		s.outcome = s.countOutcome(TurnLimit)
		return
	}
	s.settle(NoMoves)
}

// settle ends the game when one side is left (its win, for why), and
// otherwise puts out every army in turn that has no legal move.
func (s *State) settle(why Reason) {
	for {
		sides := 0
		var done uint8
		for _, t := range s.armies.order[:s.armies.n] {
			if s.alive&(1<<t) != 0 && done&(1<<t) == 0 {
				sides++
				done |= s.friends[t]
			}
		}
		if sides <= 1 {
			s.outcome = s.win(s.firstOf(s.alive), why)
			return
		}
		if s.HasLegalMove() {
			return
		}
		s.knockOut(s.toMove)
		why = NoMoves
	}
}

// knockOut puts seat out: its pieces leave the board, its history goes,
// and if it was to move the turn passes on.
func (s *State) knockOut(seat Seat) {
	for r := 0; r < int(s.h); r++ {
		for f := 0; f < int(s.w); f++ {
			q := SquareAt(f, r)
			if p := s.cells[q]; p != NoPiece && p.Seat() == seat {
				s.clear(q)
			}
		}
	}
	s.setLast(seat, NoSquare, 0)
	s.alive &^= 1 << seat
	s.hash ^= zOut[seat]
	for t := range s.foes {
		s.foes[t] &^= 1 << seat
	}
	if s.toMove == seat {
		s.setToMove(s.nextSeat(seat))
	}
}

// countOutcomeArmies compares the sides still in by their points per army
// (a team's sum divided by its number of armies, so a team of two needs
// twice the points of an army alone, as with the target); the best wins,
// a tie at the top is a draw named after the cause.
func (s *State) countOutcomeArmies(cause Reason) Outcome {
	best, tie := Seat(NumSeats), false
	var done uint8
	for _, t := range s.armies.Order() {
		if s.alive&(1<<t) == 0 || done&(1<<t) != 0 {
			continue
		}
		done |= s.friends[t]
		if best == NumSeats {
			best = t
			continue
		}
		a := int(s.sidePoints(t)) * popcount(s.friends[best])
		b := int(s.sidePoints(best)) * popcount(s.friends[t])
		switch {
		case a > b:
			best, tie = t, false
		case a == b:
			tie = true
		}
	}
	if tie || best == NumSeats {
		return Outcome{Over: true, Draw: true, Reason: cause}
	}
	return s.win(best, Count)
}

// resignArmies: the seat to move is out and play goes on.
func (s *State) resignArmies() {
	s.knockOut(s.toMove)
	s.settle(Resign)
}

// SidePoints is the points of seat's side (its own in a free-for-all, its
// team's sum with teams).
func (s *State) SidePoints(seat Seat) int {
	if seat >= NumSeats {
		return 0
	}
	return int(s.sidePoints(seat))
}

// SideTarget is what seat's side must reach to win.
func (s *State) SideTarget(seat Seat) int {
	if seat >= NumSeats {
		return 0
	}
	if s.n() == 2 {
		return int(s.target)
	}
	return int(s.sideTarget(seat))
}
