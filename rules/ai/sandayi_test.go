package ai

import (
	"math/rand/v2"
	"strings"
	"testing"

	"warboard/rules/junqi"
	"warboard/rules/record"
)

// A whole 三打一 hand by the random player through Decide and Deploy, as the
// referee's bot and deploy commands ask: bids, the pick, four deployments,
// then actions; every answer legal, the same for the same seed.
func TestSandayiRandomPlayer(t *testing.T) {
	h, err := junqi.NewHand(junqi.HandRules{}, nil, rand.NewPCG(4, 4))
	if err != nil {
		t.Fatal(err)
	}
	rec := &record.Record{Tags: junqi.HandTags(h, junqi.Dark, 70, false, false, nil)}
	load := func() *junqi.Match {
		t.Helper()
		m, err := junqi.FromRecord(rec)
		if err != nil {
			t.Fatalf("%v\n%s", err, rec)
		}
		return m
	}
	ask := func(seat junqi.Seat, seed uint64) string {
		t.Helper()
		req := Request{Record: rec, Seat: seat.String(), Level: "random", Seed: seed}
		got, err := Decide(req)
		if err != nil {
			t.Fatalf("%v: %v\n%s", seat, err, rec)
		}
		if again, _ := Decide(req); again != got {
			t.Fatalf("%v: %q then %q for one seed", seat, got, again)
		}
		return got
	}
	var bids []string
	for seed := uint64(1); load().Phase() == junqi.PhaseBidding; seed++ {
		x, _ := load().Hand().Bidder()
		bids = append(bids, x.String()+"="+ask(x, seed))
		rec.SetTag("Bids", strings.Join(bids, " "))
	}
	if load().Phase() == junqi.PhaseRedeal {
		t.Skip("seed 4: everybody passed") // the flow is the app's (SandayiHand); the seed is fixed
	}
	l, _, _ := load().Hand().Landlord()
	rec.SetTag("Pick", ask(l, 9))
	if load().Phase() != junqi.PhaseDeploy {
		t.Fatalf("the pick is not taken:\n%s", rec)
	}
	var all []string
	for x := junqi.South; x <= junqi.West; x++ {
		pl, err := Deploy(Request{Record: rec, Seat: x.String(), Level: "random", Seed: uint64(x)})
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, pl)
	}
	rec.SetTag("Position", strings.Join(all, " "))
	m := load()
	var deps [4]*junqi.Deployment
	st := m.State()
	for x := range deps {
		deps[x] = new(junqi.Deployment)
	}
	b := junqi.BoardOf(junqi.FourCountry)
	for p := 0; p < b.N; p++ {
		if pc := st.At(junqi.Point(p)); pc != 0 {
			deps[pc.Seat()][p] = pc.Rank()
		}
	}
	for x := junqi.South; x <= junqi.West; x++ {
		if err := m.Hand().CheckDeployment(x, deps[x]); err != nil {
			t.Fatalf("%v's random deployment: %v", x, err)
		}
	}
	for i := 0; i < 60 && m.Result() == "ongoing"; i++ {
		st := m.State()
		x, _ := st.Turn()
		mv := ask(x, uint64(i))
		if i < 3 { // the app's way: an instant thinker with the same answer
			th, err := NewThinker(Request{Record: rec, Seat: x.String(), Level: "random", Seed: uint64(i)})
			if err != nil || !th.Step(1) || th.Best() != mv {
				t.Fatalf("NewThinker random in play: %v", err)
			}
		}
		if err := m.Play(mv); err != nil {
			t.Fatalf("%v plays %s: %v", x, mv, err)
		}
		rec.AddMove(mv)
	}
}
