package junqiplay

import (
	"errors"
	"fmt"

	"warboard/rules/junqi"
)

// Take back between people at one device. The seat that played the last action may ask
// to take it back (from the game menu, or from the hand-over screen that follows its
// move, while it still holds the device); every other seat still in answers in turn,
// each on its own screen (behind a hand-over when play is secret), as for a draw offer:
// a take back changes the game for everybody at the table, partners included, so nobody
// is overruled. The first refusal ends the request and play goes on; when the last seat
// accepts, the action is undone and its seat moves again.
//
// Only the last action may be taken back, and only before anybody has acted after it.
// In 暗棋 and 翻棋 it must be a plain move: an attack's result or a flipped piece, once
// seen, cannot be made unseen, so an undo would let its seat try again knowing it (the
// same rule holds for a take back against the computer, TakeBack).

// ErrHidden is the refusal of a take back that would undo a battle or a flip in a game
// with hidden pieces.
var ErrHidden = errors.New("a battle or a flip cannot be taken back when pieces are hidden: everybody has seen its result")

// takeBackable says why the actions from token cut on may not be taken back in this
// mode (nil: they may): in 暗棋 and 翻棋 none of them may be a battle or a flip.
func (s *Session) takeBackable(cut int) error {
	if s.cfg.Mode == junqi.Open {
		return nil
	}
	acts := 0 // actions before cut: the battles list holds one per action
	toks := s.match.Tokens()
	for _, tok := range toks[:cut] {
		if tok != "resign" && tok != "draw" {
			acts++
		}
	}
	for _, bt := range s.match.Battles()[acts:] {
		if bt.Action.Kind != junqi.MoveTo {
			return ErrHidden
		}
	}
	return nil
}

// rewind plays the game again up to (not including) token cut, and goes on with play.
func (s *Session) rewind(cut int, from junqi.Seat) error {
	rec := s.match.Record()
	rec.Moves = rec.Moves[:cut]
	rec.DeleteTag("Result")
	if err := s.replay(rec); err != nil {
		return err
	}
	s.drawBy, s.drawAsk = junqi.NoSeat, nil
	s.undoBy, s.undoAsk = junqi.NoSeat, nil
	s.toPlay(from)
	return nil
}

// askableTakeBack says whether the last action may be asked back now, and by whom.
func (s *Session) askableTakeBack() (by junqi.Seat, err error) {
	switch {
	case s.bots != 0:
		return junqi.NoSeat, errors.New("against the computer take back at once (TakeBack)")
	case s.match == nil:
		return junqi.NoSeat, errors.New("nothing to take back while deploying")
	case s.phase != Play && !(s.phase == HandOver && s.then == Play):
		return junqi.NoSeat, fmt.Errorf("take back during play only (now %v)", s.phase)
	}
	n := s.match.NumTokens()
	if n == 0 {
		return junqi.NoSeat, errors.New("no move to take back")
	}
	if tok := s.match.LastToken(); tok == "resign" || tok == "draw" {
		return junqi.NoSeat, errors.New("a resignation cannot be taken back")
	}
	if s.cfg.Mode == junqi.Flip && n == 1 {
		return junqi.NoSeat, errors.New("the first flip, which handed out the colours, stays")
	}
	by = s.LastMover()
	st := s.match.State()
	if by == junqi.NoSeat || !st.Playing(by) {
		return junqi.NoSeat, errors.New("no move to take back")
	}
	if len(s.others(&st, by)) == 0 {
		return junqi.NoSeat, errors.New("nobody to ask")
	}
	if err := s.takeBackable(n - 1); err != nil {
		return junqi.NoSeat, err
	}
	return by, nil
}

// takeBackReason is the refusal's word for translation: "hidden" (a battle or a flip in
// a game with hidden pieces) or "none".
func takeBackReason(err error) string {
	if errors.Is(err, ErrHidden) {
		return "hidden"
	}
	return "none"
}

// TakeBackRefusal says why the last action may not be asked back now (nil: it may).
func (s *Session) TakeBackRefusal() error {
	_, err := s.askableTakeBack()
	return err
}

// CanAskTakeBack reports whether the last action's seat may ask to take it back now, and
// which seat that is: between people only (against the computer TakeBack needs no one's
// consent).
func (s *Session) CanAskTakeBack() (junqi.Seat, bool) {
	by, err := s.askableTakeBack()
	return by, err == nil
}

// AskTakeBack: the seat that played the last action asks to take it back; every other seat
// still in answers in turn (AcceptTakeBack, RefuseTakeBack), the next to move first. Asked
// from a hand-over, the device is with the asking seat, so the first answer comes behind a
// hand-over when play is secret.
func (s *Session) AskTakeBack() Feedback {
	by, err := s.askableTakeBack()
	if err != nil {
		return refuse(RefusedTakeBack, err.Error(), takeBackReason(err))
	}
	from := s.viewer()
	if s.phase == HandOver {
		from = by
	}
	st := s.match.State()
	s.undoBy, s.undoAsk = by, s.others(&st, by)
	s.ev, s.evSeat = evTakeBackAsk, by
	s.show(TakeBackAsk, s.undoAsk[0], from)
	return s.lastNote()
}

// AcceptTakeBack: the deciding seat agrees; when the last one does, the action is undone
// and its seat plays again.
func (s *Session) AcceptTakeBack() Feedback {
	if s.phase != TakeBackAsk {
		return s.wrongPhase("accept take back")
	}
	me := s.seat
	if len(s.undoAsk) > 1 {
		s.undoAsk = s.undoAsk[1:]
		s.show(TakeBackAsk, s.undoAsk[0], me)
		return s.lastNote()
	}
	by := s.undoBy
	if err := s.rewind(s.match.NumTokens()-1, me); err != nil {
		return refuse(RefusedTakeBack, err.Error(), takeBackReason(err))
	}
	s.ev, s.evSeat = evTookBack, by
	return s.lastNote()
}

// RefuseTakeBack: the deciding seat refuses; play goes on as if nothing was asked.
func (s *Session) RefuseTakeBack() Feedback {
	if s.phase != TakeBackAsk {
		return s.wrongPhase("refuse take back")
	}
	me := s.seat
	s.undoBy, s.undoAsk = junqi.NoSeat, nil
	s.ev, s.evSeat = evTakeBackRefused, me
	s.toPlay(me)
	return s.lastNote()
}

// takeBackNote is the note of a take-back event, nil for other events.
func (s *Session) takeBackNote() (Feedback, bool) {
	switch s.ev {
	case evTakeBackAsk:
		st := s.match.State()
		var accepted uint8
		for _, x := range s.others(&st, s.undoBy) {
			accepted |= 1 << x
		}
		for _, x := range s.undoAsk {
			accepted &^= 1 << x
		}
		acc := seatList(accepted, s.cfg.Seats)
		return note(NoteTakeBackAsk, fmt.Sprintf("%v asks to take back its last move", s.undoBy), s.undoBy.String(), acc), true
	case evTakeBackRefused:
		by := s.LastMover()
		return note(NoteTakeBackRefused, fmt.Sprintf("%v refuses to let %v take back its move", s.evSeat, by), s.evSeat.String(), by.String()), true
	case evTookBack:
		return note(NoteTookBack, fmt.Sprintf("%v took back its last move", s.evSeat), s.evSeat.String()), true
	}
	return Feedback{}, false
}

// checkTakeBack tests a saved take-back request against the game.
func (s *Session) checkTakeBack() error {
	asking := s.phase == TakeBackAsk || s.phase == HandOver && s.then == TakeBackAsk
	if asking != (s.undoBy != junqi.NoSeat) || asking != (len(s.undoAsk) > 0) {
		return errors.New("take-back request does not fit the phase")
	}
	if s.ev == evTakeBackAsk && s.evSeat != s.undoBy {
		return errors.New("take-back event does not fit the request")
	}
	if !asking {
		return nil
	}
	if s.bots != 0 || s.match == nil || s.match.NumTokens() == 0 {
		return errors.New("a take-back request without a move of people to take back")
	}
	if s.undoBy != s.LastMover() || s.seat != s.undoAsk[0] {
		return errors.New("take-back seats do not fit")
	}
	st := s.match.State()
	var seen uint8
	for _, x := range s.undoAsk {
		gone, _ := st.Out(x)
		if !st.Playing(x) || gone || x == s.undoBy || seen&(1<<x) != 0 {
			return errors.New("take-back seats do not fit")
		}
		seen |= 1 << x
	}
	if tok := s.match.LastToken(); tok == "resign" || tok == "draw" {
		return errors.New("a take-back request for a resignation")
	}
	return s.takeBackable(s.match.NumTokens() - 1)
}

// cutForTakeBack is where TakeBack cuts the record for seat: the token of its last action,
// -1 when it has none. Moves of other people after it make it refuse: they never agreed.
// It reads the movers kept as the tokens were played: the game menu asks at every layout.
func (s *Session) cutForTakeBack(seat junqi.Seat) (int, error) {
	if len(s.movers) != s.match.NumTokens() {
		return -1, fmt.Errorf("the session knows %d movers for %d tokens", len(s.movers), s.match.NumTokens())
	}
	cut := -1
	for i, x := range s.movers {
		if x == seat {
			cut = i
		}
	}
	if cut >= 0 {
		for _, x := range s.movers[cut+1:] {
			if x != seat && x != junqi.NoSeat && s.IsPerson(x) {
				return -1, fmt.Errorf("%v has moved since: take back only your move and the computer's replies", x)
			}
		}
	}
	return cut, nil
}
