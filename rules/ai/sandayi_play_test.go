package ai

import (
	"math/rand/v2"
	"slices"
	"testing"

	"warboard/rules/junqi"
	"warboard/rules/record"
)

// A 三打一 record in play goes through the door to the Junqi players at
// every level (the random one stays sandayi.go's): legal answers, the same
// for the same seed, stepped or not; draw offers answered; before play every
// level answers too (sandayi.go).
func TestSandayiPlayThroughTheDoor(t *testing.T) {
	for _, mode := range []junqi.Mode{junqi.Dark, junqi.Open} {
		h, err := junqi.NewHand(junqi.HandRules{}, nil, rand.NewPCG(7, 7))
		if err != nil {
			t.Fatal(err)
		}
		m, err := junqi.NewSandayiMatch(h, mode, 70, false, false)
		if err != nil {
			t.Fatal(err)
		}
		for m.Phase() == junqi.PhaseBidding {
			x, _ := h.Bidder()
			v := junqi.Pass
			if x == junqi.North {
				v = 2
			}
			if err := m.Bid(v); err != nil {
				t.Fatal(err)
			}
		}
		before := &record.Record{Tags: m.Record().Tags}
		if _, err := Decide(Request{Record: before, Seat: "N", Level: "hard"}); err != nil {
			t.Errorf("hard picks for the landlord: %v", err) // every level picks (sandayi_pick.go)
		}
		if err := m.RandomPick(rand.NewPCG(7, 8)); err != nil {
			t.Fatal(err)
		}
		var deps [4]*junqi.Deployment
		for x := junqi.Seat(0); x < 4; x++ {
			d, err := h.RandomDeployment(x, rand.NewPCG(7, uint64(x)))
			if err != nil {
				t.Fatal(err)
			}
			deps[x] = &d
		}
		if err := m.StartPlay(deps); err != nil {
			t.Fatal(err)
		}
		for ply := 0; ply < 8; ply++ {
			rec := m.Record()
			st := m.State()
			seat, _ := st.Turn()
			legal := m.Moves()
			for _, level := range Levels {
				req := Request{Record: rec, Seat: seat.String(), Level: level, Seed: uint64(ply)}
				got, err := Decide(req)
				if err != nil {
					t.Fatalf("%v ply %d %s: %v", mode, ply, level, err)
				}
				if !slices.Contains(legal, got) {
					t.Fatalf("%v ply %d %s: %q is not among %v", mode, ply, level, got, legal)
				}
				if level == "random" {
					continue
				}
				th, err := NewThinker(req)
				if err != nil {
					t.Fatal(err)
				}
				for !th.Step(700) {
				}
				if th.Best() != got {
					t.Fatalf("%v ply %d %s: stepped %q, Decide %q", mode, ply, level, th.Best(), got)
				}
			}
			if _, err := AcceptDraw(Request{Record: rec, Seat: "E", Level: "hard", Seed: 1}); err != nil {
				t.Fatalf("draw offer: %v", err)
			}
			mv, _ := Decide(Request{Record: rec, Seat: seat.String(), Level: "greedy", Seed: uint64(ply)})
			if err := m.Play(mv); err != nil {
				t.Fatal(err)
			}
		}
	}
}
