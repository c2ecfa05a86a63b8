package napoleon

import "fmt"

// put and clear change one square, keeping hash and points up to date.
func (s *State) put(q Square, p Piece) {
	s.cells[q] = p
	s.hash ^= pieceKey(p, q)
	s.points[p.Seat()] += s.value(p, q)
}

func (s *State) clear(q Square) {
	p := s.cells[q]
	s.cells[q] = NoPiece
	s.hash ^= pieceKey(p, q)
	s.points[p.Seat()] -= s.value(p, q)
}

func (s *State) setLast(seat Seat, q Square, n uint8) {
	s.hash ^= streakKey(seat, s.last[seat], s.streak[seat])
	s.last[seat], s.streak[seat] = q, n
	s.hash ^= streakKey(seat, q, n)
}

// Play makes a legal move (from LegalMoves) and ends the turn without cannon
// turns: the fast path for search, perft and random games. It does not
// check legality; use PlayTurn for untrusted input.
func (s *State) Play(m Move) {
	s.applyMove(m)
	s.endTurn()
}

// applyMove changes the board; the seat to move stays the mover.
func (s *State) applyMove(m Move) {
	me := s.toMove
	p := s.cells[m.From]
	// the same piece may not move in three consecutive turns: follow it
	if s.last[me] == m.From && s.streak[me] > 0 {
		n := s.streak[me] + 1
		if n > 2 {
			n = 2
		}
		s.setLast(me, m.To, n)
	} else {
		s.setLast(me, m.To, 1)
	}
	if target := s.cells[m.To]; target != NoPiece {
		opp := target.Seat()
		s.clear(m.To)
		if m.IsPush() {
			// the cavalry is put aside; it keeps its own history
			s.put(m.Push, target)
			if s.last[opp] == m.To {
				s.setLast(opp, m.Push, s.streak[opp])
			}
		} else if s.last[opp] == m.To {
			s.setLast(opp, NoSquare, 0) // that piece is gone
		}
	}
	s.clear(m.From)
	s.put(m.To, p)
}

// turnCannon turns the mover's cannon on q.
func (s *State) turnCannon(q Square, d Dir) {
	p := s.cells[q]
	s.hash ^= pieceKey(p, q)
	p = p.withFacing(d)
	s.cells[q] = p
	s.hash ^= pieceKey(p, q)
}

// endTurn passes the turn and decides the game: the target (mover first,
// then the other seat), then the turn limit; then (see Outcome) whether the
// next seat has a legal move.
func (s *State) endTurn() {
	mover := s.toMove
	if s.n() > 2 {
		s.endTurnArmies(mover)
		return
	}
	s.toMove = mover.Other()
	s.hash ^= zNorth
	s.plies++
	switch {
	case s.points[mover] >= s.target:
		s.outcome = Outcome{Over: true, Winner: mover, Reason: Target}
	case s.points[mover.Other()] >= s.target:
		s.outcome = Outcome{Over: true, Winner: mover.Other(), Reason: Target}
	case s.limit > 0 && s.plies >= s.limit:
		s.outcome = s.countOutcome(TurnLimit)
	}
	// whether the next seat has a legal move is decided lazily by Outcome
	// and LegalMoves: the generator runs next anyway.
}

// PlayTurn checks and plays a whole turn: the move, then the cannon turns
// (each names a cannon of the mover by its square after the move; a cannon
// is turned at most once per turn). On error the state is unchanged.
func (s *State) PlayTurn(t Turn) error {
	_, err := s.playTurn(t)
	return err
}

// playTurn also says which part failed: 0 the move, i the i-th cannon turn.
func (s *State) playTurn(t Turn) (int, error) {
	if err := s.CheckMove(t.Move); err != nil {
		return 0, err
	}
	next := *s
	next.applyMove(t.Move)
	var turned Bitset
	for i, c := range t.Turns {
		if err := next.checkCannonTurn(c); err != nil {
			return i + 1, err
		}
		if turned.Has(c.At) {
			return i + 1, fmt.Errorf("%s: the cannon on %s is turned twice in one turn", c, c.At)
		}
		turned.Set(c.At)
		next.turnCannon(c.At, c.Face)
	}
	next.endTurn()
	*s = next
	return 0, nil
}

func (s *State) checkCannonTurn(c CannonTurn) error {
	if !s.Board().Contains(c.At) || c.Face > DirNW {
		return fmt.Errorf("%s: not a cannon turn on this board", c)
	}
	p := s.cells[c.At]
	if p == NoPiece || p.Seat() != s.toMove || p.Kind() != Cannon {
		return fmt.Errorf("%s: %s holds no cannon of %s", c, c.At, s.toMove)
	}
	return nil
}

// Resign ends the game: the seat to move gives up.
func (s *State) Resign() error {
	if s.Outcome().Over {
		return fmt.Errorf("the game is over")
	}
	if s.n() > 2 {
		s.resignArmies()
		return nil
	}
	s.outcome = Outcome{Over: true, Winner: s.toMove.Other(), Reason: Resign}
	return nil
}

// AgreeEnd ends the game by agreement: decided by the count beyond the
// middle line.
func (s *State) AgreeEnd() error {
	if s.Outcome().Over {
		return fmt.Errorf("the game is over")
	}
	s.outcome = s.countOutcome(Agreed)
	return nil
}
