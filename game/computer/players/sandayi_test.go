package players

import (
	"math/rand/v2"
	"strings"
	"testing"

	"warboard/game/computer/wire"
	"warboard/rules/junqi"
	"warboard/rules/record"
)

// TestSandayiThroughTheWire: the worker's players answer every step of a 三打一 hand
// before play at every level (hard bids, normal picks, easy deploys) — a bid word, the landlord's 19 codes, a deployment —
// and the rules take each answer; an unknown level is an error answer, never a crash;
// a draw offer before play is an error (draws are offered in play only).
func TestSandayiThroughTheWire(t *testing.T) {
	h, err := junqi.NewHand(junqi.HandRules{}, nil, rand.NewPCG(4, 4))
	if err != nil {
		t.Fatal(err)
	}
	m, err := junqi.NewSandayiMatch(h, junqi.Dark, 70, false, false)
	if err != nil {
		t.Fatal(err)
	}
	ask := func(what, seat, level string) wire.Answer {
		t.Helper()
		msg := wire.EncodeQuestion(wire.Question{ID: 1, What: what, Seat: seat, Level: level, Seed: 9, Record: m.Record().String()})
		a, err := wire.DecodeAnswer(Handle(msg))
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	if a := ask(wire.Move, "S", "wizard"); a.Err == "" {
		t.Fatalf("an unknown level answered %q", a.Tokens)
	}
	for m.Phase() == junqi.PhaseBidding {
		x, _ := m.Hand().Bidder()
		a := ask(wire.Move, x.String(), "hard")
		if a.Err != "" {
			t.Fatal(a.Err)
		}
		v, err := m.Hand().ParseBidWord(a.Tokens)
		if err != nil {
			t.Fatal(err)
		}
		if err := m.Bid(v); err != nil {
			t.Fatalf("the bid %q: %v", a.Tokens, err)
		}
		if m.Phase() == junqi.PhaseRedeal {
			if err := m.Redeal(rand.NewPCG(5, 5)); err != nil {
				t.Fatal(err)
			}
		}
	}
	l, _, _ := m.Hand().Landlord()
	a := ask(wire.Move, l.String(), "normal")
	pick, err := junqi.ParseRankCodes(a.Tokens)
	if a.Err != "" || err != nil || len(pick) != junqi.PickSize {
		t.Fatalf("the pick %q: %s %v", a.Tokens, a.Err, err)
	}
	if err := m.TakePick(pick); err != nil {
		t.Fatal(err)
	}
	for _, x := range []string{"S", "E", "N", "W"} {
		a := ask(wire.Deploy, x, "easy")
		if a.Err != "" || !strings.Contains(a.Tokens, x+"F") {
			t.Fatalf("%s's deployment %q: %s", x, a.Tokens, a.Err)
		}
	}
	rec, _ := record.Parse(m.Record().String())
	if yes, err := (Local{}).AcceptDraw(rec, "S", "normal", 1); yes || err == nil {
		t.Fatalf("a draw offered before play was answered: %v %v", yes, err)
	}
}
