package players

import (
	"slices"
	"strings"
	"testing"
	"time"

	"warboard/game/computer/wire"
	"warboard/rules/ai"
	"warboard/rules/ai/napoleonai"
	"warboard/rules/junqi"
	"warboard/rules/napoleon"
	"warboard/rules/record"
)

const dark2 = "[Game \"junqi\"]\n[Board \"2p\"]\n[Mode \"dark\"]\n[Seats \"S N\"]\n"

// deployed is dark2 with both seats deployed at the random level.
func deployed(t *testing.T) string {
	t.Helper()
	rec, err := record.Parse(dark2)
	if err != nil {
		t.Fatal(err)
	}
	var all []string
	for _, seat := range []string{"S", "N"} {
		list, err := ai.Deploy(ai.Request{Record: rec, Seat: seat, Level: "random", Seed: 3})
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, list)
	}
	rec.SetTag("Position", strings.Join(all, " "))
	return rec.String()
}

// Handle answers every message, with an error for a bad one, keeping the id it could read.
func TestHandleAnswersBadQuestionsWithErrors(t *testing.T) {
	for name, c := range map[string]struct {
		msg string
		id  uint64
	}{
		"not a question": {"hello", 0},
		"bad decision":   {wire.Magic + "\nid 4\nwhat dance\nseat S\nlevel hard\nseed 1\n\n" + dark2, 4},
		"bad record":     {wire.EncodeQuestion(wire.Question{ID: 5, What: wire.Move, Seat: "S", Level: "hard", Record: "[Game"}), 5},
		"bad level":      {wire.EncodeQuestion(wire.Question{ID: 6, What: wire.Move, Seat: "S", Level: "wizard", Record: deployed(t)}), 6},
		"bad seat":       {wire.EncodeQuestion(wire.Question{ID: 7, What: wire.Move, Seat: "Q", Level: "easy", Record: deployed(t)}), 7},
		"not to move":    {wire.EncodeQuestion(wire.Question{ID: 8, What: wire.Move, Seat: "N", Level: "easy", Record: deployed(t)}), 8},
		"bad army":       {wire.EncodeQuestion(wire.Question{ID: 9, What: wire.Deploy, Seat: "S", Level: "easy", Army: "all of them", Record: "[Game \"napoleon\"]\n[Board \"10x10\"]\n"}), 9},
		"deploy again":   {wire.EncodeQuestion(wire.Question{ID: 10, What: wire.Deploy, Seat: "S", Level: "easy", Record: deployed(t)}), 10},
	} {
		a, err := wire.DecodeAnswer(Handle(c.msg))
		if err != nil {
			t.Fatalf("%s: the reply is no answer: %v", name, err)
		}
		if a.Err == "" || a.ID != c.id {
			t.Errorf("%s: answered %+v, want an error for id %d", name, a, c.id)
		}
	}
}

// Handle gives what the in-process player gives for the same question and seed.
func TestHandleIsTheInProcessPlayer(t *testing.T) {
	text := deployed(t)
	rec, _ := record.Parse(text)
	req := ai.Request{Record: rec, Seat: "S", Level: "normal", Seed: 42}
	th, err := ai.NewThinker(req)
	if err != nil {
		t.Fatal(err)
	}
	for !th.Step(97) { // sliced differently from Handle: budgets count work
	}
	a, err := wire.DecodeAnswer(Handle(wire.EncodeQuestion(wire.Question{ID: 1, What: wire.Move, Seat: "S", Level: "normal", Seed: 42, Record: text})))
	if err != nil || a.Err != "" || a.Tokens != th.Best() {
		t.Fatalf("worker answered %+v (%v), in process %q", a, err, th.Best())
	}
	// deployment and draw answer
	fresh, _ := record.Parse(dark2)
	want, err := ai.Deploy(ai.Request{Record: fresh, Seat: "N", Level: "hard", Seed: 8})
	if err != nil {
		t.Fatal(err)
	}
	a, _ = wire.DecodeAnswer(Handle(wire.EncodeQuestion(wire.Question{ID: 2, What: wire.Deploy, Seat: "N", Level: "hard", Seed: 8, Record: dark2})))
	if a.Tokens != want {
		t.Fatalf("worker deployed %+v, in process %q", a, want)
	}
	a, _ = wire.DecodeAnswer(Handle(wire.EncodeQuestion(wire.Question{ID: 3, What: wire.Draw, Seat: "S", Level: "hard", Seed: 8, Record: text})))
	if a.Tokens != "accept" && a.Tokens != "decline" {
		t.Fatalf("draw answer %+v", a)
	}
}

// A Napoleon set-up under the session's army rule (16 chosen of the 20-piece pool) is the
// one napoleonai makes, and legal under that rule.
func TestHandleSetsUpUnderTheArmyRule(t *testing.T) {
	text := "[Game \"napoleon\"]\n[Board \"10x10\"]\n"
	rule := napoleon.ChooseArmy(napoleon.Army20, 16)
	rec, _ := record.Parse(text)
	cfg, err := napoleon.ConfigFromRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	ps, err := napoleonai.DeployRule(cfg, rule, napoleon.North, "hard", 11)
	if err != nil {
		t.Fatal(err)
	}
	a, err := wire.DecodeAnswer(Handle(wire.EncodeQuestion(wire.Question{ID: 1, What: wire.Deploy, Seat: "N", Level: "hard", Seed: 11, Army: wire.FormatArmyRule(rule), Record: text})))
	if err != nil || a.Err != "" || a.Tokens != napoleon.FormatPosition(ps) {
		t.Fatalf("worker set up %+v (%v), in process %q", a, err, napoleon.FormatPosition(ps))
	}
	got, err := napoleon.ParsePosition(cfg.Board, a.Tokens)
	if err != nil {
		t.Fatal(err)
	}
	if errs := napoleon.ValidateSetup(cfg, rule, napoleon.North, got); len(errs) > 0 {
		t.Fatalf("illegal set-up: %v", errs)
	}
	if napoleon.ArmyOf(got).Size() != 16 {
		t.Fatalf("%d pieces, want 16", napoleon.ArmyOf(got).Size())
	}
}

// Handle answers whatever it is sent with an answer: the quick decisions and a random
// player's move on whatever record the fuzzer makes.
func FuzzHandle(f *testing.F) {
	f.Add("draw", "S", "random", dark2)
	f.Add("deploy", "N", "easy", dark2)
	f.Add("move", "S", "random", "[Game \"junqi\"]\n[Board \"2p\"]\n")
	f.Add("deploy", "S", "easy", "[Game \"napoleon\"]\n[Board \"8x8\"]\n")
	f.Fuzz(func(t *testing.T, what, seat, level, text string) {
		if level == "hard" || level == "normal" {
			level = "easy" // keep each run short
		}
		msg := wire.Magic + "\nid 1\nwhat " + what + "\nseat " + seat + "\nlevel " + level + "\nseed 1\n\n" + text
		if _, err := wire.DecodeAnswer(Handle(msg)); err != nil {
			t.Fatalf("the reply to %q is no answer: %v", msg, err)
		}
	})
}

// A question's time cap ends the search with the best move so far: a legal move.
func TestHandleKeepsTheTimeCap(t *testing.T) {
	text := deployed(t)
	rec, _ := record.Parse(text)
	start := time.Now()
	a, err := wire.DecodeAnswer(Handle(wire.EncodeQuestion(wire.Question{ID: 1, What: wire.Move, Seat: "S", Level: "hard", Seed: 42, TimeMS: 1, Record: text})))
	took := time.Since(start)
	if err != nil || a.Err != "" {
		t.Fatalf("answered %+v (%v)", a, err)
	}
	m, err := junqi.FromRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(m.Moves(), a.Tokens) {
		t.Fatalf("the capped answer %q is not a legal move", a.Tokens)
	}
	t.Logf("a 1 ms cap answered %s in %v", a.Tokens, took)
}
