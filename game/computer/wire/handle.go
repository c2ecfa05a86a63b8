package wire

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"warboard/rules/ai"
	"warboard/rules/ai/napoleonai"
	"warboard/rules/napoleon"
	"warboard/rules/record"
)

// Handle answers one question message with an answer message: the worker's whole job. A
// bad message, a player's error or a panic is an answer with an error, never a crash.
func Handle(msg string) (reply string) {
	q, err := DecodeQuestion(msg)
	if err != nil {
		return EncodeAnswer(Answer{ID: q.ID, Err: err.Error()})
	}
	defer func() {
		if r := recover(); r != nil {
			reply = EncodeAnswer(Answer{ID: q.ID, Err: fmt.Sprintf("computer player %s of %s failed: %v", q.Level, q.Seat, r)})
		}
	}()
	tokens, err := Decide(q)
	if err != nil {
		return EncodeAnswer(Answer{ID: q.ID, Err: err.Error()})
	}
	return EncodeAnswer(Answer{ID: q.ID, Tokens: tokens})
}

// Decide is the decision q asks for, made as the app makes it in process: the same
// player (ai.NewThinker, ai.Deploy, ai.AcceptDraw, napoleonai.DeployRule), the same seed,
// so the same answer.
func Decide(q Question) (string, error) {
	rec, err := record.Parse(q.Record)
	if err != nil {
		return "", err
	}
	req := ai.Request{Record: rec, Seat: q.Seat, Level: q.Level, Seed: q.Seed}
	switch q.What {
	case Move:
		th, err := ai.NewThinker(req)
		if err != nil {
			return "", err
		}
		var deadline time.Time
		if q.TimeMS > 0 {
			deadline = time.Now().Add(time.Duration(q.TimeMS) * time.Millisecond)
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
	case Deploy:
		if q.Army == "" {
			return ai.Deploy(req)
		}
		rule, err := ParseArmyRule(q.Army)
		if err != nil {
			return "", err
		}
		return SetUp(rec, rule, q.Seat, q.Level, q.Seed)
	case Draw:
		yes, err := ai.AcceptDraw(req)
		if err != nil {
			return "", err
		}
		if yes {
			return "accept", nil
		}
		return "decline", nil
	}
	return "", fmt.Errorf("wire: unknown decision %q", q.What)
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

// FormatArmyRule writes a Napoleon army rule on one line: "exact 2,1,6,4,3" (the counts of
// each kind in napoleon.Kinds order), "choose 16 from 2,1,8,5,4", "free 16".
func FormatArmyRule(r napoleon.ArmyRule) string {
	counts := make([]string, 0, len(r.Pool))
	for _, c := range r.Pool[1:] {
		counts = append(counts, strconv.Itoa(c))
	}
	pool := strings.Join(counts, ",")
	switch r.Composition {
	case napoleon.Exact:
		return "exact " + pool
	case napoleon.ChooseFrom:
		return "choose " + strconv.Itoa(r.Count) + " from " + pool
	}
	return "free " + strconv.Itoa(r.Count)
}

// ParseArmyRule reads FormatArmyRule's text.
func ParseArmyRule(s string) (napoleon.ArmyRule, error) {
	var r napoleon.ArmyRule
	f := strings.Fields(s)
	pool := func(text string) error {
		cs := strings.Split(text, ",")
		if len(cs) != len(r.Pool)-1 {
			return fmt.Errorf("army %q: %d counts, want %d", s, len(cs), len(r.Pool)-1)
		}
		for i, c := range cs {
			n, err := strconv.Atoi(c)
			if err != nil || n < 0 || n > 1000 {
				return fmt.Errorf("army %q: bad count %q", s, c)
			}
			r.Pool[i+1] = n
		}
		return nil
	}
	count := func(text string) error {
		n, err := strconv.Atoi(text)
		if err != nil || n <= 0 || n > 1000 {
			return fmt.Errorf("army %q: bad size %q", s, text)
		}
		r.Count = n
		return nil
	}
	switch {
	case len(f) == 2 && f[0] == "exact":
		r.Composition = napoleon.Exact
		return r, pool(f[1])
	case len(f) == 4 && f[0] == "choose" && f[2] == "from":
		r.Composition = napoleon.ChooseFrom
		if err := count(f[1]); err != nil {
			return r, err
		}
		return r, pool(f[3])
	case len(f) == 2 && f[0] == "free":
		r.Composition = napoleon.Free
		return r, count(f[1])
	}
	return r, errors.New("wire: an army rule is \"exact COUNTS\", \"choose N from COUNTS\" or \"free N\"")
}
