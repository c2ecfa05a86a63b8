package napoleonplay

import (
	"errors"

	"warboard/rules/napoleon"
)

// Waterloo at one device: three or four armies (docs/waterloo.md), every seat a
// person's. Set-ups go in Seats order with a hand-over between them; the board keeps
// South at the bottom (turning it to an East or West mover would turn the files into
// ranks); agreed ends and take-backs between more than two people are left for later.

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

// errWaterlooTable: what more than two people must agree on at one device.
var errWaterlooTable = errors.New("with three or four armies an agreed end or a take back is not offered at the device yet")

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
