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
	if _, err := (SandayiKind{}).Restore(sh, []byte("{\"format\":1}\n[Game \"junqi\"]")); err == nil {
		t.Fatal("a corrupt hand was restored")
	}
}
