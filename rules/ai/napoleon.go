package ai

import (
	"fmt"

	"warboard/rules/ai/napoleonai"
	"warboard/rules/napoleon"
)

// Napoleon's players live in package napoleonai; these adapt the door's
// Request to it.

func napoleonDecide(req Request) (string, error) {
	return napoleonai.Decide(req.Record, req.Seat, req.Level, req.Seed, req.TimeMS)
}

func napoleonDeploy(req Request) (string, error) {
	return napoleonai.Deploy(req.Record, req.Seat, req.Level, req.Seed)
}

// napoleonThinker is the stepped decision of napoleonDecide.
func napoleonThinker(req Request) (Thinker, error) {
	m, err := napoleon.FromRecord(req.Record)
	if err != nil {
		return nil, err
	}
	seat, err := m.Config().Armies.ParseSeat(req.Seat)
	if err != nil {
		return nil, err
	}
	return napoleonai.New(m, seat, req.Level, req.Seed)
}

// napoleonAcceptDraw answers an offer to end the game by agreement. In
// Napoleon an agreed end is decided by the count beyond the middle line
// (napoleon.md), so the player accepts exactly when that count does not make
// it lose: the game is perfect information after set-up, so this reads the
// real position.
func napoleonAcceptDraw(req Request) (bool, error) {
	m, err := napoleon.FromRecord(req.Record)
	if err != nil {
		return false, err
	}
	seat, err := m.Config().Armies.ParseSeat(req.Seat)
	if err != nil {
		return false, err
	}
	if o := m.Outcome(); o.Over {
		return false, fmt.Errorf("the game is over (%s)", o)
	}
	s := m.State()
	if m.Config().Armies.IsWaterloo() {
		// accept when the count would not make the seat's side lose
		end := s
		if err := end.AgreeEnd(); err != nil {
			return false, err
		}
		o := end.Outcome()
		return o.Draw || o.Winner == seat || s.Allies(seat, o.Winner), nil
	}
	return s.Points(seat) >= s.Points(seat.Other()), nil
}
