package main

import (
	"bytes"
	"strings"
	"testing"

	"warboard/rules/ai"
	"warboard/rules/ai/gameseed"
	"warboard/rules/junqi"
	"warboard/rules/record"
)

// appGame plays a short 2p game as the app would against North at easy with game seed
// seed: North deploys and moves with the seeds gameseed derives, South takes its first
// legal move; then South resigns and the record is closed as the app closes it.
func appGame(t *testing.T, seed uint64) *record.Record {
	t.Helper()
	tags := &record.Record{}
	tags.SetTag("Game", "junqi")
	tags.SetTag("Board", "2p")
	tags.SetTag("Mode", "dark")
	north, err := ai.Deploy(ai.Request{Record: tags, Seat: "N", Level: "easy", Seed: gameseed.Decision(seed, "N", gameseed.Deploy, 0)})
	if err != nil {
		t.Fatal(err)
	}
	south, err := ai.Deploy(ai.Request{Record: tags, Seat: "S", Level: "random", Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	rec := tags.Clone()
	rec.SetTag("Position", south+" "+north)
	for k := 0; k < 6; k++ {
		m, err := junqi.FromRecord(rec)
		if err != nil {
			t.Fatal(err)
		}
		var tok string
		if m.Turn() == "N" {
			tok, err = ai.Decide(ai.Request{Record: rec, Seat: "N", Level: "easy", Seed: gameseed.Decision(seed, "N", gameseed.Move, k)})
			if err != nil {
				t.Fatal(err)
			}
		} else {
			tok = m.Moves()[0]
		}
		rec.AddMove(tok)
	}
	rec.AddMove("resign")
	rec.SetTag("Computers", "N=easy")
	rec.SetTag("Seed", "31337")
	return rec
}

func TestComputersReplaysAnAppGame(t *testing.T) {
	rec := appGame(t, 31337)
	var out, errb bytes.Buffer
	if code := run([]string{"computers", "-"}, strings.NewReader(rec.String()), &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errb.String(), out.String())
	}
	if !strings.Contains(out.String(), "N easy deployment") || !strings.Contains(out.String(), "replayed 4 computer decisions, 4 the same") {
		t.Fatalf("output:\n%s", out.String())
	}

	// another seed, or another move than the computer's, does not replay: said, exit 1
	rec.SetTag("Seed", "31338")
	out.Reset()
	errb.Reset()
	if code := run([]string{"computers", "-"}, strings.NewReader(rec.String()), &out, &errb); code != 1 ||
		!strings.Contains(out.String(), "differs: now") || !strings.Contains(errb.String(), "do not replay") {
		t.Fatalf("a wrong seed: exit %d, %s\n%s", code, errb.String(), out.String())
	}
}

func TestComputersRefusesARecordWithoutSeed(t *testing.T) {
	for _, c := range []struct{ drop, set, want string }{
		{drop: "Computers", want: "[Computers]"},
		{drop: "Seed", want: "[Seed]"},
		{set: "N=wizard", want: "not SEAT=LEVEL"},
	} {
		rec := appGame(t, 31337)
		if c.drop != "" {
			rec.DeleteTag(c.drop)
		}
		if c.set != "" {
			rec.SetTag("Computers", c.set)
		}
		var out, errb bytes.Buffer
		if code := run([]string{"computers", "-"}, strings.NewReader(rec.String()), &out, &errb); code != 1 || !strings.Contains(errb.String(), c.want) {
			t.Fatalf("%+v: exit %d, %q", c, code, errb.String())
		}
	}
}
