package junqiscreen

import (
	"testing"

	"warboard/game/i18n"
	"warboard/game/junqiplay"
	"warboard/game/scene"
	"warboard/game/storage"
	"warboard/rules/junqi"
)

// TestSandayiRematchDealsAgain: Play again after a 三打一 hand deals a new hand with the same
// options (bidding form, pick rule, mode), at the first bidder's cover; a corrupt autosave
// of a hand is refused with an error.
func TestSandayiRematchDealsAgain(t *testing.T) {
	sh := &scene.Shared{Text: i18n.NewPrinter(i18n.En), Settings: storage.DefaultSettings()}
	rules := junqi.HandRules{Bidding: junqi.BidLandlord, Pick: junqi.PickRandom}
	h, err := junqiplay.NewSandayiHand(rules, junqi.Dark, 70, true, false, 9)
	if err != nil {
		t.Fatal(err)
	}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatalf("%v at %v", err, h)
		}
	}
	must(h.Ready())
	must(h.Bid(3)) // the first caller is the landlord; the pick is drawn
	for h.Phase() != junqiplay.HandPlay {
		must(h.Ready())
		must(h.Done())
	}
	sess, err := h.Session(junqiplay.Options{})
	if err != nil {
		t.Fatal(err)
	}
	g := newJunqiGame(sh, sess)
	next, err := g.Rematch()
	if err != nil {
		t.Fatal(err)
	}
	sg, ok := next.(*sandayiGame)
	if !ok {
		t.Fatalf("Play again after 三打一 gives %T", next)
	}
	nh := sg.hand
	if nh.Phase() != junqiplay.HandCover || nh.Then() != junqiplay.HandBid || nh.Rules() != rules {
		t.Fatalf("the new hand is at %v with %+v", nh, nh.Rules())
	}
	if cfg, _ := junqi.ConfigFromTags(nh.Match().Record()); cfg.Mode != junqi.Dark || !cfg.BattleReveal || cfg.NoCapture != 70 {
		t.Fatalf("the new hand plays %+v", cfg)
	}
	if d1, d2 := h.Match().Hand().Deal, nh.Match().Hand().Deal; d1 == d2 {
		t.Fatal("the new hand has the same deal")
	}
	if _, err := (Kind{}).Restore(sh, []byte("{\"format\":1}\n[Game \"junqi\"]")); err == nil {
		t.Fatal("a corrupt save was restored")
	}
	// a hand's save with a head this build cannot read: its record says it is a hand
	bad := []byte("{\"format\":99}\n" + nh.Match().Record().String())
	if !junqiplay.HandBeforePlay(bad) {
		t.Fatal("a 三打一 record before play is not a hand's")
	}
	if _, err := (Kind{}).Restore(sh, bad); err == nil {
		t.Fatal("a corrupt hand was restored")
	}
}

// TestSandayiIsAPhaseOfJunqi: a 三打一 hand before play is saved and restored through
// Junqi's one door, mid-bid included, and its session after the deployments too; the
// record decides which.
func TestSandayiIsAPhaseOfJunqi(t *testing.T) {
	sh := &scene.Shared{Text: i18n.NewPrinter(i18n.En), Settings: storage.DefaultSettings()}
	rules := junqi.HandRules{Bidding: junqi.BidLandlord, Pick: junqi.PickRandom}
	h, err := junqiplay.NewSandayiHand(rules, junqi.Dark, 70, true, false, 5)
	if err != nil {
		t.Fatal(err)
	}
	if err := h.Ready(); err != nil {
		t.Fatal(err)
	}
	g, err := (Kind{}).Restore(sh, h.Save())
	if err != nil {
		t.Fatal(err)
	}
	sg, ok := g.(*sandayiGame)
	if !ok || sg.hand.Match().Phase() != junqi.PhaseBidding {
		t.Fatalf("a hand mid-bid restores as %T", g)
	}
	if junqiplay.HandBeforePlay(h.Save()) != true {
		t.Fatal("a hand mid-bid is not one")
	}
	// the whole hand through to play: a session, restored as one
	if err := h.Bid(3); err != nil { // the first caller is the landlord; the pick is drawn
		t.Fatal(err)
	}
	for h.Phase() != junqiplay.HandPlay {
		if junqiplay.HandBeforePlay(h.Save()) != true {
			t.Fatalf("a hand at %v is not one", h.Phase())
		}
		if err := h.Ready(); err != nil {
			t.Fatal(err)
		}
		if err := h.Done(); err != nil {
			t.Fatal(err)
		}
	}
	sess, err := h.Session(junqiplay.Options{})
	if err != nil {
		t.Fatal(err)
	}
	data, err := sess.Save()
	if err != nil {
		t.Fatal(err)
	}
	if junqiplay.HandBeforePlay(data) {
		t.Fatal("a 三打一 in play reads as a hand before it")
	}
	if g, err := (Kind{}).Restore(sh, data); err != nil {
		t.Fatal(err)
	} else if _, ok := g.(*junqiGame); !ok {
		t.Fatalf("a 三打一 in play restores as %T", g)
	}
	if ids := (Kind{}).FormerIDs(); len(ids) != 1 || ids[0] != "sandayi" {
		t.Fatalf("former IDs %v: older autosaves of a hand would not continue", ids)
	}
}
