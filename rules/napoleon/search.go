package napoleon

// Fast paths for computer players (rules/ai/napoleonai): a trusted whole
// turn, the moves the seat not to move threatens, and a cannon's line of
// sight as a short list instead of a board-sized set.

// PlayTrusted makes a legal move (from LegalMoves), turns the mover's
// cannons as listed (each names a cannon of the mover by its square after
// the move, each cannon at most once) and ends the turn. It checks nothing:
// use PlayTurn for untrusted input.
func (s *State) PlayTrusted(m Move, turns []CannonTurn) {
	s.applyMove(m)
	for _, c := range turns {
		if p := s.cells[c.At]; p != wall && p.Kind() == Cannon && p.Seat() == s.toMove {
			s.turnCannon(c.At, c.Face)
		}
	}
	s.endTurn()
}

// Decided reports whether the last move ended the game by the target or
// the turn limit. A seat with no legal move has lost too, which only
// Outcome (or an empty LegalMoves) tells.
func (s *State) Decided() bool { return s.outcome.Over }

// ThreatMoves appends the moves seat would have if it were its turn now
// (its three-turns history applies): for the seat not to move, what it
// threatens. Nothing when the game is decided.
func (s *State) ThreatMoves(seat Seat, dst []Move) []Move {
	if s.outcome.Over {
		return dst
	}
	if seat == s.toMove {
		return s.LegalMoves(dst)
	}
	t := *s
	t.toMove = seat & 3
	return t.LegalMoves(dst)
}

// AsIfToMove is a copy of s with seat to move (its three-turns history
// applies): what seat's moves would do if its turn came now, with any number
// of armies (Pass is for two).
func (s *State) AsIfToMove(seat Seat) State {
	t := *s
	t.PassTo(seat)
	return t
}

// PassTo makes seat the one to move, in place: AsIfToMove without the copy, for a
// search that moves one army after another out of turn (best-reply search).
func (s *State) PassTo(seat Seat) { s.setToMove(seat & 3) }

// Sight appends the squares of the line of sight of the cannon on q, from
// the square next to it outwards (nothing when q holds no cannon). The last
// square may hold a piece; from a hill, pieces inside the line are in it too.
func (s *State) Sight(q Square, dst []Square) []Square {
	p := s.cells[q]
	if p == wall || p.Kind() != Cannon {
		return dst
	}
	return s.sightFacing(q, p.Facing(), dst)
}

// SightFacing is Sight for the cannon on q as if it faced d.
func (s *State) SightFacing(q Square, d Dir, dst []Square) []Square {
	p := s.cells[q]
	if p == wall || p.Kind() != Cannon {
		return dst
	}
	return s.sightFacing(q, d&7, dst)
}

// sightFacing follows addLOS square by square (the two must agree: a test
// compares them).
func (s *State) sightFacing(q Square, f Dir, dst []Square) []Square {
	d := delta[f]
	if s.tiles[q] == Hill {
		for t := q + d; s.cells[t] != wall; t += d {
			dst = append(dst, t)
			if s.tiles[t] == Hill {
				break
			}
		}
		return dst
	}
	for t := q + d; s.cells[t] != wall; t += d {
		if s.tiles[t] != Plain && s.tiles[t] != Marsh {
			break
		}
		dst = append(dst, t)
		if s.cells[t] != NoPiece {
			break
		}
	}
	return dst
}

// WithFacing returns s with the cannon on q facing d, the turn not passed
// (for weighing a cannon turn before the move is played); s is unchanged.
// Nothing changes when q holds no cannon of the seat to move.
func (s *State) WithFacing(q Square, d Dir) State {
	t := *s
	if p := t.cells[q]; p != wall && p.Kind() == Cannon && p.Seat() == t.toMove {
		t.turnCannon(q, d&7)
	}
	return t
}

// TurnLimit is the turn limit of the game (0: none).
func (s *State) TurnLimit() int { return int(s.limit) }

// Pass gives the turn to the other seat without a move (a "null move" for
// a search's pruning; the rules have no pass). The three-turns history and
// the move count stay as they are.
func (s *State) Pass() {
	s.toMove = s.toMove.Other()
	s.hash ^= zNorth
}
