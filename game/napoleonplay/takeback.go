package napoleonplay

import (
	"errors"
	"strings"

	"warboard/rules/napoleon"
	"warboard/rules/record"
)

// Take back between two people at one device: the side that played the last turn asks
// (from the game menu, or from the hand-over screen that follows its turn), and the side
// to move answers on its own screen, after its hand-over when there is one. Accepted, the
// last turn (its move and cannon turns) is undone and the asking side plays again;
// refused, play goes on. Napoleon's pieces are all seen in play, so any turn may be taken
// back; only the last one, and only before the other side has played.

// lastTurnStart is the index of the first token of the last turn: a move and the cannon
// turns after it. -1 without a turn.
func lastTurnStart(rec *record.Record) int {
	i := len(rec.Moves) - 1
	for i >= 0 && napoleon.IsCannonTurnToken(rec.Moves[i].Text) {
		i--
	}
	return i
}

// askableTakeBack says whether the side that played the last turn may ask for it back.
func (s *Session) askableTakeBack() (napoleon.Seat, error) {
	switch {
	case s.bots != 0:
		return 0, errors.New("against the computer take back at once (TakeBack)")
	case s.match == nil || s.phase != Play && s.phase != HandOver:
		return 0, errors.New("take back during play only")
	case s.askBack:
		return 0, errors.New("a take back is asked already")
	case s.offer:
		return 0, errors.New("answer the offer of an agreed end first")
	case s.match.NumTokens() == 0:
		return 0, errors.New("no turn to take back")
	}
	if s.waterloo() {
		// the army that played the last turn, if it was a move (a resignation stands)
		by, ok := s.lastSide()
		if toks := s.match.Tokens(); !ok || toks[lastTurnStart(s.match.Record())] == "resign" {
			return 0, errors.New("no turn to take back")
		}
		return by, nil
	}
	st := s.match.State()
	return st.ToMove().Other(), nil
}

// CanAskTakeBack reports whether the side that played the last turn may ask for it back
// now, and which side that is (between people only).
func (s *Session) CanAskTakeBack() (napoleon.Seat, bool) {
	by, err := s.askableTakeBack()
	return by, err == nil
}

// AskTakeBack: the side that played the last turn asks to take it back; the side to move
// answers (AcceptTakeBack, RefuseTakeBack). A turn being built is dropped.
func (s *Session) AskTakeBack() error {
	by, err := s.askableTakeBack()
	if err != nil {
		return err
	}
	s.clearChoice()
	s.askBack = true
	if s.waterloo() {
		s.askAll(by)
	}
	return nil
}

// TakeBackAsked reports whether a take-back request waits for the side to move.
func (s *Session) TakeBackAsked() bool { return s.askBack }

// AcceptTakeBack undoes the last turn; its side moves again (after a hand-over when play
// has them).
func (s *Session) AcceptTakeBack() error {
	if s.phase != Play || !s.askBack {
		return errors.New("no take back is asked")
	}
	if s.waterloo() && !s.answered() {
		return nil // the next army is asked
	}
	rec := s.match.Record()
	cut := lastTurnStart(rec)
	if cut < 0 {
		return errors.New("no turn to take back")
	}
	rec.Moves = rec.Moves[:cut]
	rec.DeleteTag("Result")
	back, err := napoleon.FromRecord(rec)
	if err != nil {
		return err
	}
	s.startMatch(back, false)
	switch {
	case s.phase != Play:
	case s.waterloo():
		s.passTo(s.seat) // the device goes back to the army that moves again
	case s.opts.HandOverPlay && s.handOvers():
		s.phase = HandOver
	}
	return nil
}

// RefuseTakeBack: the side to move refuses; it plays on.
func (s *Session) RefuseTakeBack() error {
	if s.phase != Play || !s.askBack {
		return errors.New("no take back is asked")
	}
	if s.waterloo() {
		s.refused()
		return nil
	}
	s.askBack = false
	return nil
}

// decideTakeBack answers a request with record-like words, as Decide does.
func (s *Session) decideTakeBack(tokens string) error {
	switch strings.TrimSpace(tokens) {
	case "accept":
		return s.AcceptTakeBack()
	case "decline":
		return s.RefuseTakeBack()
	}
	return errors.New("answer a take back with accept or decline")
}

// checkTakeBack tests a saved request against the game.
func (s *Session) checkTakeBack() error {
	if !s.askBack {
		return nil
	}
	if _, err := s.askableTakeBack(); err != nil && !strings.Contains(err.Error(), "asked already") {
		return errors.New("a take-back request that does not fit: " + err.Error())
	}
	if s.turn != nil || s.sel != napoleon.NoSquare || s.push != napoleon.NoSquare {
		return errors.New("a turn in progress during a take-back request")
	}
	return nil
}
