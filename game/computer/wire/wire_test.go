package wire

import (
	"strings"
	"testing"

	"warboard/rules/ai"
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
