package napoleonplay

import (
	"errors"
	"fmt"

	"warboard/rules/napoleon"
)

// Waterloo at one device: three or four armies (docs/waterloo.md), every seat a
// person's. Set-ups go in Seats order with a hand-over between them; the board keeps
// South at the bottom (turning it to an East or West mover would turn the files into
// ranks). An agreed end or a take back is asked of every other army still in, one after
// another, each person on a hand-over of its own; any refusal ends it (agreements below).

// waterloo reports three or four armies.
func (s *Session) waterloo() bool { return s.cfg.Armies.IsWaterloo() }

// Seats are the game's armies in play order.
func (s *Session) Seats() []napoleon.Seat { return s.cfg.Armies.Order() }

// allDone reports every army's set-up finished.
func (s *Session) allDone() bool {
	for _, x := range s.Seats() {
		if !s.done[x] {
			return false
		}
	}
	return true
}

// noneDone reports no army's set-up finished.
func (s *Session) noneDone() bool { return s.done == [napoleon.NumSeats]bool{} }

// markAllDone marks every army's set-up finished (a game read from a record).
func (s *Session) markAllDone() {
	for _, x := range s.Seats() {
		s.done[x] = true
	}
}

// nextToSetUp is the army after seat in play order whose set-up is not finished.
func (s *Session) nextToSetUp(seat napoleon.Seat) (napoleon.Seat, bool) {
	order := s.Seats()
	i := 0
	for i < len(order) && order[i] != seat {
		i++
	}
	for k := 1; k < len(order); k++ {
		if x := order[(i+k)%len(order)]; !s.done[x] {
			return x, true
		}
	}
	return seat, false
}

// noSide is no army: nobody asked, nobody refused.
const noSide = napoleon.Seat(napoleon.NumSeats)

// Agreements among three or four armies: the army that asks (the side to move offers an
// agreed end before moving; the army that played the last turn asks for it back) is
// answered by every other army still in, in play order after it. A person answers on a
// hand-over of its own when more than one person plays; a computer army answers as in a
// two-army game (rules/ai accepts an agreed end that does not make it lose). The last
// acceptance ends the game by the count, or takes the turn back and its army moves again;
// a refusal ends the question and the device goes back to the army to move.

// answerers are the armies still in after by, in play order.
func (s *Session) answerers(st *napoleon.State, by napoleon.Seat) []napoleon.Seat {
	order := s.Seats()
	i := 0
	for i < len(order) && order[i] != by {
		i++
	}
	var out []napoleon.Seat
	for k := 1; k < len(order); k++ {
		if x := order[(i+k)%len(order)]; st.In(x) {
			out = append(out, x)
		}
	}
	return out
}

// passTo gives the device to x: behind a hand-over when x is a person and another person
// plays, else at once (a computer army decides through Decide).
func (s *Session) passTo(x napoleon.Seat) {
	s.seat = x
	if s.IsPerson(x) && len(s.People()) > 1 {
		s.phase = HandOver
		return
	}
	s.phase = Play
}

// askAll starts a question of by's to every other army still in.
func (s *Session) askAll(by napoleon.Seat) {
	st := s.match.State()
	s.askedBy, s.answer, s.refusedBy = by, s.answerers(&st, by), noSide
	s.passTo(s.answer[0])
}

// answered takes the deciding army's yes: true when every army has said yes.
func (s *Session) answered() bool {
	s.answer = s.answer[1:]
	if len(s.answer) > 0 {
		s.passTo(s.answer[0])
		return false
	}
	s.askedBy = noSide
	return true
}

// refused ends the question on the deciding army's no: play goes on with the army to move.
func (s *Session) refused() {
	s.refusedBy = s.answer[0]
	s.offer, s.askBack, s.answer, s.askedBy = false, false, nil, noSide
	st := s.match.State()
	s.passTo(st.ToMove())
}

// AskedBy is the army that asks the question now (an agreed end, a take back) and
// Answering the army that must answer it; ok is false when nothing is asked.
func (s *Session) AskedBy() (by, answering napoleon.Seat, ok bool) {
	switch {
	case !s.offer && !s.askBack:
		return 0, 0, false
	case len(s.answer) > 0:
		return s.askedBy, s.answer[0], true
	}
	st := s.match.State()
	if s.offer {
		return st.ToMove(), st.ToMove().Other(), true
	}
	return st.ToMove().Other(), st.ToMove(), true
}

// RefusedBy is the army whose refusal ended the last question, until the next hand-over is
// left; ok false when none.
func (s *Session) RefusedBy() (napoleon.Seat, bool) { return s.refusedBy, s.refusedBy != noSide }

// lastSide is the army that played the last turn (Waterloo: the turn skips armies out).
func (s *Session) lastSide() (napoleon.Seat, bool) {
	sides := s.turnSides()
	if len(sides) == 0 {
		return 0, false
	}
	return sides[len(sides)-1], true
}

// sideOf is the seat the record's tokens gave each turn, by replaying them: with three or
// four armies the turn skips the armies that are out.
func (s *Session) turnSides() []napoleon.Seat {
	start := s.match.Start()
	st := start
	var out []napoleon.Seat
	toks := s.match.Tokens()
	for i := 0; i < len(toks); {
		j := i + 1
		for j < len(toks) && napoleon.IsCannonTurnToken(toks[j]) {
			j++
		}
		out = append(out, st.ToMove())
		switch toks[i] {
		case "resign":
			_ = st.Resign()
		case "draw":
			_ = st.AgreeEnd()
		default:
			if m, err := napoleon.ParseMove(s.cfg.Board, toks[i]); err == nil {
				st.Play(m)
			}
		}
		i = j
	}
	return out
}

// playMask is the seats of the game as a mask of 1<<seat.
func playMask(a napoleon.Armies) uint8 {
	var m uint8
	for _, x := range a.Order() {
		m |= 1 << x
	}
	return m
}

// checkAnswer tests a saved question against the game: asked in Waterloo only, by an army
// in the game, of armies still in and never the asker, with something asked.
func (s *Session) checkAnswer() error {
	if len(s.answer) == 0 {
		if s.askedBy != noSide || s.waterloo() && (s.offer || s.askBack) {
			return errors.New("a question without an army to answer it")
		}
		return nil
	}
	if !s.waterloo() || s.match == nil || !s.offer && !s.askBack || s.offer && s.askBack {
		return errors.New("armies to answer, but no question")
	}
	st := s.match.State()
	if !s.cfg.Armies.Plays(s.askedBy) {
		return errors.New("a question asked by no army")
	}
	for _, x := range s.answer {
		if x == s.askedBy || !s.cfg.Armies.Plays(x) || !st.In(x) {
			return fmt.Errorf("%s cannot answer", seatName(x))
		}
	}
	if s.phase == HandOver && s.seat != s.answer[0] {
		return errors.New("the device goes to another army than the one answering")
	}
	return nil
}
