package junqiplay

import (
	"strings"
	"testing"

	"warboard/rules/junqi"
	"warboard/rules/record"
)

// TestSandayiHandFromRecord: a 三打一 record stopped before play continues at the step
// the hand was at — the same seat bidding, the landlord picking, everybody deploying —
// behind the cover; four passes deal again; pick=random draws the pick; a record in play,
// or not a 三打一 one, is refused.
func TestSandayiHandFromRecord(t *testing.T) {
	for _, rules := range []junqi.HandRules{{}, {Bidding: junqi.BidLandlord, Pick: junqi.PickRandom}} {
		h, err := NewSandayiHand(rules, junqi.Dark, 70, false, false, 5)
		if err != nil {
			t.Fatal(err)
		}
		check := func(step string) {
			t.Helper()
			rec, err := record.Parse(h.Match().Record().String())
			if err != nil {
				t.Fatal(err)
			}
			got, err := SandayiHandFromRecord(rec, 1)
			if err != nil {
				t.Fatalf("%s: %v", step, err)
			}
			if got.Phase() != HandCover || got.Then() != h.Then() || got.Seat() != h.Seat() {
				t.Fatalf("%s: the record continues at %v, the hand was at %v", step, got, h)
			}
		}
		must := func(err error) {
			t.Helper()
			if err != nil {
				t.Fatalf("%v at %v", err, h)
			}
		}
		check("the deal")
		must(h.Ready())
		must(h.Bid(junqi.Pass))
		check("after a pass")
		for h.Then() == HandBid {
			must(h.Ready())
			bids := h.LegalBids()
			must(h.Bid(bids[len(bids)-1]))
			if h.Then() == HandBid {
				check("mid-bid")
			}
		}
		if h.Then() == HandPick {
			check("the pick")
			must(h.Ready())
			must(h.Pick(h.Pool()[:19]))
		}
		check("the deployment")
		for h.Phase() != HandPlay {
			must(h.Ready())
			must(h.Done())
		}
		rec, _ := record.Parse(h.Match().Record().String())
		if _, err := SandayiHandFromRecord(rec, 1); err == nil || !strings.Contains(err.Error(), "play") {
			t.Fatalf("a hand in play continues before play: %v", err)
		}
	}

	// Four passes: the record's hand is dealt again and South bids.
	h, _ := NewSandayiHand(junqi.HandRules{}, junqi.Open, 70, false, false, 7)
	rec, _ := record.Parse(h.Match().Record().String())
	m, err := junqi.FromRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 4; i++ {
		if err := m.Bid(junqi.Pass); err != nil {
			t.Fatal(err)
		}
	}
	passed, _ := record.Parse(m.Record().String())
	got, err := SandayiHandFromRecord(passed, 3)
	if err != nil {
		t.Fatal(err)
	}
	if got.Then() != HandBid || got.Seat() != junqi.South || len(got.Bids()) != 0 || got.Match().Hand().Deal == m.Hand().Deal {
		t.Fatalf("four passes in a record continue at %v with bids %v", got, got.Bids())
	}
	two, _ := record.Parse("[Game \"junqi\"]\n[Board \"2p\"]\n[Mode \"open\"]\n[Seats \"S N\"]\n")
	if _, err := SandayiHandFromRecord(two, 1); err == nil {
		t.Fatal("a two-player record became a 三打一 hand")
	}
}

// FuzzSandayiHandFromRecord: any record text either continues as a hand before play whose
// save restores, or is refused; never a panic.
func FuzzSandayiHandFromRecord(f *testing.F) {
	h, err := NewSandayiHand(junqi.HandRules{}, junqi.Dark, 70, false, false, 11)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(h.Match().Record().String())
	_ = h.Ready()
	_ = h.Bid(2)
	f.Add(h.Match().Record().String())
	f.Add("[Game \"junqi\"]\n[Board \"4p\"]\n[Variant \"sandayi\"]\n[Bids \"S=3\"]\n")
	f.Fuzz(func(t *testing.T, text string) {
		rec, err := record.Parse(text)
		if err != nil {
			return
		}
		h, err := SandayiHandFromRecord(rec, 1)
		if err != nil {
			return
		}
		if _, err := RestoreSandayiHand(h.Save()); err != nil {
			t.Fatalf("the hand from\n%s\ndoes not restore: %v", text, err)
		}
	})
}
