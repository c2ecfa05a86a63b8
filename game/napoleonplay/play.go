package napoleonplay

import (
	"errors"
	"fmt"

	"warboard/rules/napoleon"
)

// errMoved answers taps that would start a second move.
var errMoved = errors.New("you have moved: turn cannons, undo, or end the turn")

// moved is the move of the turn being built, if any.
func (s *Session) moved() (napoleon.Move, bool) {
	for _, a := range s.turn {
		if a.move {
			return a.m, true
		}
	}
	return napoleon.Move{}, false
}

// where is the square a piece standing on origin before the move stands on now.
func (s *Session) where(origin napoleon.Square) napoleon.Square {
	if m, ok := s.moved(); ok && m.From == origin {
		return m.To
	}
	return origin
}

// cannonTurns are the turn's cannon turns as the record writes them: each
// cannon once with its last facing, named by its square after the move, in
// the order first turned. skipSame leaves out a cannon turned back to the
// facing it had (it changes nothing, so the record need not say it).
func (s *Session) cannonTurns(st *napoleon.State, skipSame bool) []napoleon.CannonTurn {
	var out []napoleon.CannonTurn
	index := map[napoleon.Square]int{}
	for _, a := range s.turn {
		if a.move {
			continue
		}
		if i, ok := index[a.origin]; ok {
			out[i].Face = a.face
			continue
		}
		index[a.origin] = len(out)
		out = append(out, napoleon.CannonTurn{At: a.origin, Face: a.face})
	}
	kept := out[:0]
	for _, c := range out {
		if skipSame && st.At(c.At).Facing() == c.Face && st.At(c.At).Kind() == napoleon.Cannon {
			continue
		}
		c.At = s.where(c.At)
		kept = append(kept, c)
	}
	if len(kept) == 0 {
		return nil
	}
	return kept
}

// preview is the board as the turn being built leaves it, checked by the
// rules core: after the move (if made) and the cannon turns.
func (s *Session) preview() (napoleon.State, error) {
	st := s.match.State()
	if len(s.turn) == 0 {
		return st, nil
	}
	turns := s.cannonTurns(&st, false)
	m, ok := s.moved()
	if !ok {
		return st.AfterCannonTurns(turns)
	}
	next := st
	err := next.PlayTurn(napoleon.Turn{Move: m, Turns: turns})
	return next, err
}

func (s *Session) inPlay() error {
	if s.phase != Play {
		return fmt.Errorf("not in play (phase %s)", s.phase)
	}
	if s.offer {
		return errors.New("answer the offer of an agreed end first")
	}
	if s.askBack {
		return errors.New("answer the take-back request first")
	}
	return nil
}

// try appends a to the turn if the rules core accepts the result.
func (s *Session) try(a action) error {
	s.turn = append(s.turn, a)
	if _, err := s.preview(); err != nil {
		s.turn = s.turn[:len(s.turn)-1]
		if len(s.turn) == 0 {
			s.turn = nil
		}
		return err
	}
	return nil
}

// movesFrom are the legal moves of the piece on q, judged on the board
// before the turn.
func (s *Session) movesFrom(q napoleon.Square) []napoleon.Move {
	st := s.match.State()
	return st.MovesFrom(q, nil)
}

// playTap selects an own piece, or chooses a target of the selected one,
// or a landing square of a drum push.
func (s *Session) playTap(q napoleon.Square) error {
	if err := s.inPlay(); err != nil {
		return err
	}
	if s.push != napoleon.NoSquare {
		for _, m := range s.movesFrom(s.sel) {
			if m.To == s.push && m.Push == q {
				return s.makeMove(m)
			}
		}
		s.push = napoleon.NoSquare // any other tap takes the push back
		return nil
	}
	board, err := s.preview()
	if err != nil {
		return err
	}
	me := s.match.State()
	mover := me.ToMove()
	p := board.At(q)
	own := p != napoleon.NoPiece && p.Seat() == mover
	if _, ok := s.moved(); ok {
		switch {
		case q == s.sel:
			s.sel = napoleon.NoSquare
			return nil
		case own && p.Kind() == napoleon.Cannon:
			s.sel = q
			return nil
		}
		return errMoved
	}
	switch {
	case q == s.sel:
		s.sel = napoleon.NoSquare
		return nil
	case own:
		s.sel = q
		return nil
	case s.sel == napoleon.NoSquare:
		return fmt.Errorf("tap one of the pieces of %s", seatName(mover))
	}
	var pushes bool
	for _, m := range s.movesFrom(s.sel) {
		if m.To != q {
			continue
		}
		if m.IsPush() {
			pushes = true
			continue
		}
		return s.makeMove(m)
	}
	if pushes {
		s.push = q
		return nil
	}
	// Not a target: the rules core says why.
	why := me.CheckMove(napoleon.Move{From: s.sel, To: q, Push: napoleon.NoSquare, Capture: p != napoleon.NoPiece})
	if why == nil {
		why = fmt.Errorf("%s is not a target of the piece on %s", q, s.sel)
	}
	return why
}

// makeMove makes m the turn's move; a cannon that moved stays selected so
// it can be turned at once.
func (s *Session) makeMove(m napoleon.Move) error {
	if err := s.try(action{move: true, m: m}); err != nil {
		return err
	}
	s.sel, s.push = napoleon.NoSquare, napoleon.NoSquare
	st := s.match.State()
	if st.At(m.From).Kind() == napoleon.Cannon {
		s.sel = m.To
	}
	return nil
}

func (s *Session) playDrag(from, to napoleon.Square) error {
	if from == to {
		return s.playTap(from)
	}
	if err := s.inPlay(); err != nil {
		return err
	}
	board, err := s.preview()
	if err != nil {
		return err
	}
	me := s.match.State()
	if p := board.At(from); p == napoleon.NoPiece || p.Seat() != me.ToMove() {
		return fmt.Errorf("%s holds none of your pieces", from)
	}
	if p := board.At(to); p != napoleon.NoPiece && p.Seat() == me.ToMove() {
		return fmt.Errorf("%s holds a piece of your own", to)
	}
	sel, push := s.sel, s.push
	s.push = napoleon.NoSquare
	if s.sel != from {
		if err := s.playTap(from); err != nil {
			s.sel, s.push = sel, push
			return err
		}
	}
	if err := s.playTap(to); err != nil {
		s.sel, s.push = sel, push
		return err
	}
	return nil
}

// playTurnCannon turns the mover's cannon now on q as part of the turn.
func (s *Session) playTurnCannon(q napoleon.Square, d napoleon.Dir) error {
	if err := s.inPlay(); err != nil {
		return err
	}
	origin := q
	if m, ok := s.moved(); ok {
		switch q {
		case m.To:
			origin = m.From
		case m.From:
			return fmt.Errorf("%s is empty now: the piece moved to %s", q, m.To)
		}
	}
	if err := s.try(action{origin: origin, face: d}); err != nil {
		return err
	}
	s.sel, s.push = q, napoleon.NoSquare
	return nil
}

// Undo takes back the last step of the turn being built (a drum push
// waiting for its landing, the move, or a cannon turn).
func (s *Session) Undo() error {
	if err := s.byComputer(); err != nil {
		return err
	}
	if err := s.inPlay(); err != nil {
		return err
	}
	if s.push != napoleon.NoSquare {
		s.push = napoleon.NoSquare
		return nil
	}
	if len(s.turn) == 0 {
		return errors.New("nothing to undo in this turn")
	}
	s.turn = s.turn[:len(s.turn)-1]
	if len(s.turn) == 0 {
		s.turn = nil
	}
	s.sel = napoleon.NoSquare
	return nil
}

// EndTurn commits the turn being built through the rules core.
func (s *Session) EndTurn() error {
	if err := s.byComputer(); err != nil {
		return err
	}
	if err := s.inPlay(); err != nil {
		return err
	}
	m, ok := s.moved()
	if !ok {
		return errors.New("move a piece first: a turn is one move, with any cannon turns")
	}
	st := s.match.State()
	if err := s.match.PlayTurn(napoleon.Turn{Move: m, Turns: s.cannonTurns(&st, true)}); err != nil {
		return err
	}
	s.afterTurn()
	return nil
}

// afterTurn moves on after something was written to the record.
func (s *Session) afterTurn() {
	s.work.Applied++
	s.clearChoice()
	st := s.match.State()
	s.seat = st.ToMove()
	switch {
	case s.match.Outcome().Over:
		s.phase = Over
	case s.opts.HandOverPlay && s.handOvers():
		s.phase = HandOver
	default:
		s.phase = Play
	}
}

// Resign ends the game: the side to move gives up.
func (s *Session) Resign() error {
	if err := s.byComputer(); err != nil {
		return err
	}
	if s.phase != Play && !(s.phase == HandOver && s.match != nil) {
		return fmt.Errorf("no game to resign (phase %s)", s.phase)
	}
	if s.askBack {
		return errors.New("answer the take-back request first")
	}
	if err := s.match.Play("resign"); err != nil {
		return err
	}
	s.afterTurn()
	return nil
}

// OfferDraw offers an agreed end, decided by the count beyond the middle
// line; the other player answers with AcceptDraw or DeclineDraw. It is made
// before moving, so the count is the one on the board.
func (s *Session) OfferDraw() error {
	if err := s.byComputer(); err != nil {
		return err
	}
	return s.offerDraw()
}

func (s *Session) offerDraw() error {
	if err := s.inPlay(); err != nil {
		return err
	}
	if len(s.turn) > 0 {
		return errors.New("offer an agreed end before moving (undo first)")
	}
	s.offer, s.sel, s.push = true, napoleon.NoSquare, napoleon.NoSquare
	if s.waterloo() {
		st := s.match.State()
		s.askAll(st.ToMove())
	}
	return nil
}

// AcceptDraw ends the game by agreement: the count beyond the middle line
// decides (equal: a draw).
func (s *Session) AcceptDraw() error {
	if err := s.byComputer(); err != nil {
		return err
	}
	return s.acceptDraw()
}

func (s *Session) acceptDraw() error {
	if s.phase != Play || !s.offer {
		return errors.New("no agreed end is offered")
	}
	if s.waterloo() && !s.answered() {
		return nil // the next army is asked
	}
	if err := s.match.Play("draw"); err != nil {
		return err
	}
	s.afterTurn()
	return nil
}

// DeclineDraw refuses the offer; play goes on.
func (s *Session) DeclineDraw() error {
	if err := s.byComputer(); err != nil {
		return err
	}
	return s.declineDraw()
}

func (s *Session) declineDraw() error {
	if s.phase != Play || !s.offer {
		return errors.New("no agreed end is offered")
	}
	if s.waterloo() {
		s.refused()
		return nil
	}
	s.offer = false
	return nil
}

func seatName(s napoleon.Seat) string {
	switch s {
	case napoleon.North:
		return "North"
	case napoleon.East:
		return "East"
	case napoleon.West:
		return "West"
	}
	return "South"
}
