package junqiplay

import (
	"math/rand/v2"
	"strings"
	"testing"

	"warboard/rules/record"
)

// TestSeedOnlyInTheFinishedRecord: the game's seed, which fixes what the computer draws,
// stays out of the record while the game goes on and closes it once over (with the
// computer's seats and levels), so `referee computers` can replay the game; the save keeps
// it, a restored game has the same seed, and a loaded finished record gives it back.
func TestSeedOnlyInTheFinishedRecord(t *testing.T) {
	s := newSession(t, tagsFor(t, "2p", "dark", "S N", "", ""), Options{Computers: "N", Levels: "N=hard"}, 4242)
	r := rand.New(rand.NewPCG(3, 3))
	for i := 0; i < 8 && s.phase != Over; i++ {
		if s.Pending().Person {
			personStep(t, s, r)
		} else {
			decideRandom(t, s, r)
		}
		if strings.Contains(s.RecordText(), "Seed") || strings.Contains(s.Record().String(), "Computers") {
			t.Fatalf("the seed shows before the end:\n%s", s.RecordText())
		}
	}
	for s.phase != Over {
		if err := s.Decide(s.Seat(), "resign"); err != nil {
			t.Fatal(err)
		}
	}
	text := s.RecordText()
	if !strings.Contains(text, `[Computers "N=hard"]`) || !strings.Contains(text, `[Seed "4242"]`) || text != s.Record().String() {
		t.Fatalf("the finished record:\n%s", text)
	}
	data, err := s.Save()
	if err != nil {
		t.Fatal(err)
	}
	back, err := Restore(data)
	if err != nil {
		t.Fatal(err)
	}
	if back.Seed() != 4242 || back.RecordText() != text {
		t.Fatalf("restored: seed %d, record\n%s", back.Seed(), back.RecordText())
	}
	rec, err := record.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	loaded, err := FromRecord(rec, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if loaded.Seed() != 4242 || strings.Contains(loaded.RecordText(), "Seed") {
		t.Fatalf("loaded: seed %d, record\n%s", loaded.Seed(), loaded.RecordText())
	}
	rec.SetTag("Seed", "many")
	if _, err := FromRecord(rec, Options{}); err == nil || !strings.Contains(err.Error(), "Seed") {
		t.Fatalf("a bad seed: %v", err)
	}
}
