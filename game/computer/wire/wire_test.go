package wire

import (
	"strings"
	"testing"

	"warboard/rules/ai"
	"warboard/rules/ai/napoleonai"
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

func TestQuestionRoundTrip(t *testing.T) {
	for _, q := range []Question{
		{ID: 7, What: Move, Seat: "S", Level: "hard", Seed: 1<<64 - 1, Record: deployed(t)},
		{ID: 1, What: Deploy, Seat: "N", Level: "easy", Seed: 0, TimeMS: 500, Army: "choose 16 from 2,1,8,5,4", Record: "[Game \"napoleon\"]\n[Board \"10x10\"]\n"},
		{ID: 2, What: Draw, Seat: "E", Level: "normal", Seed: 5, Record: ""},
	} {
		got, err := DecodeQuestion(EncodeQuestion(q))
		if err != nil {
			t.Fatalf("%+v: %v", q, err)
		}
		if got != q {
			t.Fatalf("round trip gave %+v, want %+v", got, q)
		}
	}
}

func TestAnswerRoundTrip(t *testing.T) {
	for _, a := range []Answer{
		{ID: 3, Tokens: "c6xc7"},
		{ID: 4, Tokens: "d2-d5 c1>NE"},
		{ID: 1<<64 - 1, Err: "the game is over"},
	} {
		got, err := DecodeAnswer(EncodeAnswer(a))
		if err != nil || got != a {
			t.Fatalf("round trip of %+v gave %+v, %v", a, got, err)
		}
	}
	// An error on two lines stays one answer.
	got, err := DecodeAnswer(EncodeAnswer(Answer{ID: 1, Err: "line 3:\nbad"}))
	if err != nil || got.Err != "line 3: bad" {
		t.Fatalf("got %+v, %v", got, err)
	}
}

func TestBadMessagesAreErrors(t *testing.T) {
	good := EncodeQuestion(Question{ID: 9, What: Move, Seat: "S", Level: "hard", Seed: 1, Record: dark2})
	for name, msg := range map[string]string{
		"empty":         "",
		"no magic":      strings.Replace(good, Magic, "warboard-ai 2", 1),
		"no blank line": strings.Replace(good, "\n\n", "\n", 1),
		"bad id":        strings.Replace(good, "id 9", "id nine", 1),
		"bad decision":  strings.Replace(good, "what move", "what dance", 1),
		"bad seed":      strings.Replace(good, "seed 1", "seed -1", 1),
		"bad time":      strings.Replace(good, "time 0", "time -5", 1),
		"unknown line":  strings.Replace(good, "time 0", "colour red", 1),
		"twice":         strings.Replace(good, "time 0", "seat N", 1),
		"missing level": strings.Replace(good, "level hard\n", "", 1),
		"ready":         "ready",
		"too long":      Magic + "\n\n" + strings.Repeat("x", maxMessage),
	} {
		if _, err := DecodeQuestion(msg); err == nil {
			t.Errorf("%s: decoded %q", name, msg)
		}
	}
	for _, msg := range []string{"", "ready", "failed: boom", Magic + "\nid 1", Magic + "\nid x\nok a1-a2",
		Magic + "\nid 1\nok", Magic + "\nid 1\nmaybe a1-a2", Magic + "\nseat 1\nok a1-a2", "x\nid 1\nok a1-a2"} {
		if _, err := DecodeAnswer(msg); err == nil {
			t.Errorf("answer %q decoded", msg)
		}
	}
}

// Handle answers every message, with an error for a bad one, keeping the id it could read.
func TestHandleAnswersBadQuestionsWithErrors(t *testing.T) {
	for name, c := range map[string]struct {
		msg string
		id  uint64
	}{
		"not a question": {"hello", 0},
		"bad decision":   {Magic + "\nid 4\nwhat dance\nseat S\nlevel hard\nseed 1\n\n" + dark2, 4},
		"bad record":     {EncodeQuestion(Question{ID: 5, What: Move, Seat: "S", Level: "hard", Record: "[Game"}), 5},
		"bad level":      {EncodeQuestion(Question{ID: 6, What: Move, Seat: "S", Level: "wizard", Record: deployed(t)}), 6},
		"bad seat":       {EncodeQuestion(Question{ID: 7, What: Move, Seat: "Q", Level: "easy", Record: deployed(t)}), 7},
		"not to move":    {EncodeQuestion(Question{ID: 8, What: Move, Seat: "N", Level: "easy", Record: deployed(t)}), 8},
		"bad army":       {EncodeQuestion(Question{ID: 9, What: Deploy, Seat: "S", Level: "easy", Army: "all of them", Record: "[Game \"napoleon\"]\n[Board \"10x10\"]\n"}), 9},
		"deploy again":   {EncodeQuestion(Question{ID: 10, What: Deploy, Seat: "S", Level: "easy", Record: deployed(t)}), 10},
	} {
		a, err := DecodeAnswer(Handle(c.msg))
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
	a, err := DecodeAnswer(Handle(EncodeQuestion(Question{ID: 1, What: Move, Seat: "S", Level: "normal", Seed: 42, Record: text})))
	if err != nil || a.Err != "" || a.Tokens != th.Best() {
		t.Fatalf("worker answered %+v (%v), in process %q", a, err, th.Best())
	}
	// deployment and draw answer
	fresh, _ := record.Parse(dark2)
	want, err := ai.Deploy(ai.Request{Record: fresh, Seat: "N", Level: "hard", Seed: 8})
	if err != nil {
		t.Fatal(err)
	}
	a, _ = DecodeAnswer(Handle(EncodeQuestion(Question{ID: 2, What: Deploy, Seat: "N", Level: "hard", Seed: 8, Record: dark2})))
	if a.Tokens != want {
		t.Fatalf("worker deployed %+v, in process %q", a, want)
	}
	a, _ = DecodeAnswer(Handle(EncodeQuestion(Question{ID: 3, What: Draw, Seat: "S", Level: "hard", Seed: 8, Record: text})))
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
	a, err := DecodeAnswer(Handle(EncodeQuestion(Question{ID: 1, What: Deploy, Seat: "N", Level: "hard", Seed: 11, Army: FormatArmyRule(rule), Record: text})))
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

func TestArmyRuleRoundTrip(t *testing.T) {
	for _, r := range []napoleon.ArmyRule{
		napoleon.ExactArmy(napoleon.Army16), napoleon.ChooseArmy(napoleon.Army20, 16),
		napoleon.FreeArmy(20), napoleon.ExactArmy(napoleon.Army60),
	} {
		text := FormatArmyRule(r)
		got, err := ParseArmyRule(text)
		if err != nil || got != r {
			t.Fatalf("%q read back as %+v, %v; want %+v", text, got, err, r)
		}
	}
	for _, bad := range []string{"", "exact", "exact 1,2", "exact a,b,c,d,e", "choose 16 of 2,1,8,5,4",
		"choose x from 2,1,8,5,4", "free 0", "free -3", "free", "exact 1,2,3,4,-5"} {
		if _, err := ParseArmyRule(bad); err == nil {
			t.Errorf("%q read as an army rule", bad)
		}
	}
}

// The decoders never panic and what they accept encodes back to itself.
func FuzzDecodeQuestion(f *testing.F) {
	f.Add(EncodeQuestion(Question{ID: 7, What: Move, Seat: "S", Level: "hard", Seed: 3, Record: dark2}))
	f.Add(EncodeQuestion(Question{ID: 1, What: Deploy, Seat: "N", Level: "easy", Army: "free 16", Record: "x"}))
	f.Add("ready")
	f.Fuzz(func(t *testing.T, msg string) {
		q, err := DecodeQuestion(msg)
		if err != nil {
			return
		}
		again, err := DecodeQuestion(EncodeQuestion(q))
		if err != nil || again != q {
			t.Fatalf("%+v encoded and read back as %+v, %v", q, again, err)
		}
	})
}

func FuzzDecodeAnswer(f *testing.F) {
	f.Add(EncodeAnswer(Answer{ID: 3, Tokens: "c6xc7"}))
	f.Add(EncodeAnswer(Answer{ID: 4, Err: "no"}))
	f.Add("failed: x")
	f.Fuzz(func(t *testing.T, msg string) {
		a, err := DecodeAnswer(msg)
		if err != nil {
			return
		}
		again, err := DecodeAnswer(EncodeAnswer(a))
		if err != nil || again != a {
			t.Fatalf("%+v encoded and read back as %+v, %v", a, again, err)
		}
	})
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
		msg := Magic + "\nid 1\nwhat " + what + "\nseat " + seat + "\nlevel " + level + "\nseed 1\n\n" + text
		if _, err := DecodeAnswer(Handle(msg)); err != nil {
			t.Fatalf("the reply to %q is no answer: %v", msg, err)
		}
	})
}
