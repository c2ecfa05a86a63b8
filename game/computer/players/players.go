// Package players answers the questions of the wire protocol with the computer players of
// rules/ai: the whole job of the browser's worker (cmd/aiworker), and the in-process players
// of the desktop build (game/computer). The browser's page does not link it: its questions go
// to the worker only (docs/performance.md, "The bundle in session 6").
package players

import (
	"fmt"
	"time"

	"warboard/game/computer/wire"
	"warboard/rules/ai"
	"warboard/rules/ai/napoleonai"
	"warboard/rules/napoleon"
	"warboard/rules/record"
)

// Handle answers one question message with an answer message: the worker's whole job. A
// bad message, a player's error or a panic is an answer with an error, never a crash.
func Handle(msg string) (reply string) {
	q, err := wire.DecodeQuestion(msg)
	if err != nil {
		return wire.EncodeAnswer(wire.Answer{ID: q.ID, Err: err.Error()})
	}
	defer func() {
		if r := recover(); r != nil {
			reply = wire.EncodeAnswer(wire.Answer{ID: q.ID, Err: fmt.Sprintf("computer player %s of %s failed: %v", q.Level, q.Seat, r)})
		}
	}()
	tokens, err := Decide(q)
	if err != nil {
		return wire.EncodeAnswer(wire.Answer{ID: q.ID, Err: err.Error()})
	}
	return wire.EncodeAnswer(wire.Answer{ID: q.ID, Tokens: tokens})
}

// Decide is the decision q asks for, made as the desktop app makes it in process (Local):
// the same player, the same seed, so the same answer.
func Decide(q wire.Question) (string, error) {
	// the cap counts from the question's arrival: reading the record and building the
	// player are part of the decision's time
	var deadline time.Time
	if q.TimeMS > 0 {
		deadline = time.Now().Add(time.Duration(q.TimeMS) * time.Millisecond)
	}
	rec, err := record.Parse(q.Record)
	if err != nil {
		return "", err
	}
	var l Local
	switch q.What {
	case wire.Move:
		th, err := l.Think(rec, q.Seat, q.Level, q.Seed)
		if err != nil {
			return "", err
		}
		for !th.Step(4096) {
			if !deadline.IsZero() && time.Now().After(deadline) {
				break
			}
		}
		if s, ok := th.(interface{ Stop() }); ok {
			s.Stop()
		}
		return th.Best(), nil
	case wire.Deploy:
		return l.Deploy(rec, q.Seat, q.Level, q.Army, q.Seed)
	case wire.Draw:
		yes, err := l.AcceptDraw(rec, q.Seat, q.Level, q.Seed)
		if err != nil {
			return "", err
		}
		if yes {
			return "accept", nil
		}
		return "decline", nil
	}
	return "", fmt.Errorf("players: unknown decision %q", q.What)
}

// Local is the players in this program as game/computer asks them (its Players): a move
// that the asker steps (ai.NewThinker), and the quick decisions (ai.Deploy,
// napoleonai.DeployRule, ai.AcceptDraw).
type Local struct{}

// Think starts seat's move; the asker steps it (Stop, when it has it, ends it early).
func (Local) Think(rec *record.Record, seat, level string, seed uint64) (interface {
	Step(work int) bool
	Best() string
}, error) {
	return ai.NewThinker(ai.Request{Record: rec, Seat: seat, Level: level, Seed: seed})
}

// Deploy is seat's placement list; for a Napoleon side under an army rule the record does
// not carry (army, wire.FormatArmyRule), its set-up under that rule.
func (Local) Deploy(rec *record.Record, seat, level, army string, seed uint64) (string, error) {
	if army == "" {
		return ai.Deploy(ai.Request{Record: rec, Seat: seat, Level: level, Seed: seed})
	}
	rule, err := wire.ParseArmyRule(army)
	if err != nil {
		return "", err
	}
	return SetUp(rec, rule, seat, level, seed)
}

// AcceptDraw says whether seat accepts the draw offered.
func (Local) AcceptDraw(rec *record.Record, seat, level string, seed uint64) (bool, error) {
	return ai.AcceptDraw(ai.Request{Record: rec, Seat: seat, Level: level, Seed: seed})
}

// SetUp is a Napoleon side's set-up under an army rule the record does not carry.
func SetUp(rec *record.Record, rule napoleon.ArmyRule, seat, level string, seed uint64) (string, error) {
	cfg, err := napoleon.ConfigFromRecord(rec)
	if err != nil {
		return "", err
	}
	x, err := cfg.Armies.ParseSeat(seat) // E and W in Waterloo
	if err != nil {
		return "", err
	}
	ps, err := napoleonai.DeployRule(cfg, rule, x, level, seed)
	if err != nil {
		return "", err
	}
	return napoleon.FormatPosition(ps), nil
}
