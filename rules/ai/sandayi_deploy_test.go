package ai

import (
	"math/rand/v2"
	"testing"

	"warboard/rules/ai/junqiai/know"
	"warboard/rules/junqi"
	"warboard/rules/record"
)

// handAtDeploy is deal seed's hand at deploy: the first bidder takes it with
// the highest bid, the landlord picks as normal does.
func handAtDeploy(t *testing.T, seed uint64) *junqi.Hand {
	t.Helper()
	h, err := junqi.NewHand(junqi.HandRules{}, nil, rand.NewPCG(seed, 5))
	if err != nil {
		t.Fatal(err)
	}
	for h.Phase() == junqi.PhaseBidding {
		legal := h.LegalBids()
		if err := h.MakeBid(legal[len(legal)-1]); err != nil {
			t.Fatal(err)
		}
	}
	l, _, _ := h.Landlord()
	w, err := Decide(Request{Record: &record.Record{Tags: junqi.HandTags(h, junqi.Dark, 70, false, false, nil)}, Seat: l.String(), Level: "normal", Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	pick, err := junqi.ParseRankCodes(w)
	if err == nil {
		err = h.TakePick(pick)
	}
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// TestSandayiDeploymentSound: over several deals, every seat, many seeds and
// every style, the planned deployment is legal, sound (a landmine or the
// 堡垒 in front of the flag, a flank walled when the army can, never the
// 司令 or the 元帅 on a headquarters) and comes from the plan itself (no
// fallback); the flag stands on either HQ about half the time, the
// deployments all differ, and the random level keeps the 司令 and 元帅 off
// the HQs too.
func TestSandayiDeploymentSound(t *testing.T) {
	b := junqi.BoardOf(junqi.FourCountry)
	for deal := uint64(1); deal <= 3; deal++ {
		h := handAtDeploy(t, deal)
		for x := junqi.South; x <= junqi.West; x++ {
			seen := map[junqi.Deployment]bool{}
			left := 0
			const n = 60
			for seed := uint64(0); seed < n; seed++ {
				for style := know.Defensive; style <= know.Aggressive; style++ {
					d, ok := planSandayi(h, x, rand.New(rand.NewPCG(seed, 3)), style)
					if !ok {
						t.Fatalf("deal %d %v seed %d %v: the plan failed", deal, x, seed, style)
					}
					if err := h.CheckDeployment(x, &d); err != nil {
						t.Fatalf("deal %d %v seed %d %v: %v", deal, x, seed, style, err)
					}
					if !sandayiSound(h, x, &d) {
						t.Fatalf("deal %d %v seed %d %v: not sound", deal, x, seed, style)
					}
				}
				d := sdyDeploy(t, h, x, "normal", seed)
				seen[d] = true
				if d[b.AreaPoint(x, 1, 1)] == junqi.Flag {
					left++
				}
				for _, level := range []string{"normal", "random"} {
					d := sdyDeploy(t, h, x, level, seed+1000)
					for p, r := range d {
						if (r == junqi.Marshal || r == junqi.Supreme) && b.KindOf(junqi.Point(p)) == junqi.HQ {
							t.Fatalf("%s deal %d %v seed %d: %s on %s", level, deal, x, seed, r.Name(), b.Name(junqi.Point(p)))
						}
					}
				}
			}
			if len(seen) != n {
				t.Errorf("deal %d %v: %d different deployments of %d", deal, x, len(seen), n)
			}
			if left < n*30/100 || left > n*70/100 {
				t.Errorf("deal %d %v: the flag on b1 in %d of %d games", deal, x, left, n)
			}
		}
	}
}

// TestSandayiSoundRule: the soundness rule on a planned deployment made
// unsound by hand.
func TestSandayiSoundRule(t *testing.T) {
	h := handAtDeploy(t, 1)
	b := junqi.BoardOf(junqi.FourCountry)
	l, _, _ := h.Landlord()
	d, ok := planSandayi(h, l, rand.New(rand.NewPCG(1, 1)), know.Defensive)
	if !ok || !sandayiSound(h, l, &d) {
		t.Fatal("the plan is not sound")
	}
	flag := 1
	if d[b.AreaPoint(l, 3, 1)] == junqi.Flag {
		flag = 3
	}
	front := b.AreaPoint(l, flag, 2)
	for p, r := range d { // the flag's front given to a movable piece
		if r != 0 && r != junqi.Mine && r != junqi.Fortress && r != junqi.Flag && b.Area(junqi.Point(p)) == l {
			e := d
			e[p], e[front] = e[front], e[p]
			if sandayiSound(h, l, &e) {
				t.Fatalf("%s in front of the flag: judged sound", r.Name())
			}
			break
		}
	}
	other := b.AreaPoint(l, 4-flag, 1)
	found := false
	for p, r := range d { // the 元帅 on the other HQ
		if r == junqi.Supreme {
			found = true
			e := d
			e[p], e[other] = e[other], e[p]
			if sandayiSound(h, l, &e) {
				t.Fatal("the 元帅 on a headquarters: judged sound")
			}
		}
	}
	if !found {
		t.Fatal("the landlord has no 元帅 to test with")
	}
}
