package junqiplay

import (
	"math/rand/v2"
	"strings"
	"testing"

	"warboard/rules/junqi"
)

// TestSandayiHandWithComputers: South against three computer seats. The computers'
// decisions come in through Decide (random legal ones here); there is never a cover;
// the screen's deal is always South's, the pool shows only when South picks, the
// computers' deployments never; the hand is saved and restored after every step, and
// Cover on a restore covers nothing. It ends in play with the computers in the session.
func TestSandayiHandWithComputers(t *testing.T) {
	for seed := uint64(1); seed <= 12; seed++ {
		h, err := NewSandayiHand(junqi.HandRules{}, junqi.Dark, 70, false, false, seed)
		if err != nil {
			t.Fatal(err)
		}
		if err := h.SetComputers("ENW", "E=random N=random W=random"); err != nil {
			t.Fatal(err)
		}
		src := rand.New(rand.NewPCG(seed, 9))
		for i := 0; h.Phase() != HandPlay; i++ {
			if i > 200 {
				t.Fatalf("seed %d: no play after 200 steps: %v", seed, h)
			}
			if h.Phase() == HandCover {
				t.Fatalf("seed %d: a cover with one person: %v", seed, h)
			}
			if d := h.Deal(); junqi.RankCodes(d) != junqi.RankCodes(h.Match().Hand().Deal[junqi.South][:]) {
				t.Fatalf("seed %d: the screen's deal is %s, not South's", seed, junqi.RankCodes(d))
			}
			pd := h.Pending()
			if pd.Person != (pd.Seat == junqi.South) || pd.HandOver {
				t.Fatalf("seed %d: pending %+v", seed, pd)
			}
			if !pd.Person && (h.Pool() != nil || h.Deployment() != nil || h.LegalBids() != nil) {
				t.Fatalf("seed %d: a computer's %v shows its secrets", seed, pd.Step)
			}
			if !pd.Person && h.Bid(junqi.Pass) == nil {
				t.Fatalf("seed %d: a person's tap made %v's bid", seed, pd.Seat)
			}
			switch {
			case !pd.Person:
				err = h.DecideRandom(rand.NewPCG(seed, uint64(i)))
			case pd.Step == HandBid:
				bids := h.LegalBids()
				err = h.Bid(bids[src.IntN(len(bids))])
			case pd.Step == HandPick:
				if err = h.ChooseRandom(rand.NewPCG(seed, 3)); err == nil {
					err = h.PickChosen()
				}
			case pd.Step == HandDeploy:
				err = h.Done()
			}
			if err != nil {
				t.Fatalf("seed %d: %v: %v", seed, pd, err)
			}
			h = resumes(t, h, "step")
			h.Cover()
			if h.Phase() == HandCover {
				t.Fatalf("seed %d: a restore covers with one person", seed)
			}
		}
		s, err := h.Session(Options{})
		if err != nil {
			t.Fatal(err)
		}
		if o := s.Options(); o.Computers != "ENW" || !strings.Contains(o.Levels, "N=random") {
			t.Fatalf("the session's computers %q %q", o.Computers, o.Levels)
		}
		if ps := s.People(); len(ps) != 1 || ps[0] != junqi.South {
			t.Fatalf("the session's people %v", ps)
		}
	}
}

// TestSandayiDecideRefuses: a computer's tokens that are not a legal decision are refused
// with the reason and change nothing.
func TestSandayiDecideRefuses(t *testing.T) {
	h, _ := NewSandayiHand(junqi.HandRules{}, junqi.Open, 70, false, false, 4)
	if err := h.SetComputers("SENW", "S=random E=random N=random W=random"); err != nil {
		t.Fatal(err)
	}
	if h.Phase() != HandBid || h.Viewer() != junqi.NoSeat || h.Deal() != nil {
		t.Fatalf("with nobody at the device: %v, deal %v", h, h.Deal())
	}
	before := string(h.Save())
	for _, c := range []struct {
		seat   junqi.Seat
		tokens string
	}{
		{junqi.East, "1"}, {junqi.South, "4"}, {junqi.South, "call"}, {junqi.South, ""}, {junqi.South, "AR9"},
	} {
		if err := h.Decide(c.seat, c.tokens); err == nil {
			t.Errorf("%v %q taken", c.seat, c.tokens)
		}
	}
	if string(h.Save()) != before {
		t.Fatal("a refused decision changed the hand")
	}
	if err := h.Decide(junqi.South, "3"); err != nil || h.Then() != HandPick {
		t.Fatalf("South's 3: %v %v", err, h)
	}
	before = string(h.Save())
	for _, bad := range []string{"AR9", "AAAAAAAAAAAAAAAAAAA", "Sa1=S9"} {
		if err := h.Decide(junqi.South, bad); err == nil {
			t.Errorf("the pick %q taken", bad)
		}
	}
	if string(h.Save()) != before {
		t.Fatal("a refused pick changed the hand")
	}
	if err := h.DecideRandom(rand.NewPCG(1, 2)); err != nil || h.Then() != HandDeploy {
		t.Fatalf("a random pick: %v %v", err, h)
	}
	before = string(h.Save())
	for _, bad := range []string{"", "Ea1=EF", "Sa1=S9 Sa1=S8", "nonsense"} {
		if err := h.Decide(h.Seat(), bad); err == nil {
			t.Errorf("the deployment %q taken", bad)
		}
	}
	if string(h.Save()) != before {
		t.Fatal("a refused deployment changed the hand")
	}
}

// TestSandayiPickInProgressSaved: the pieces a landlord has chosen so far are saved with
// the hand and found again after a restore (behind a cover among people too); a corrupt
// choice is refused.
func TestSandayiPickInProgressSaved(t *testing.T) {
	for _, computers := range []string{"", "ENW"} {
		h, _ := NewSandayiHand(junqi.HandRules{}, junqi.Dark, 70, false, false, 6)
		if computers != "" {
			h.SetComputers(computers, "E=random N=random W=random")
		}
		if h.Phase() == HandCover {
			h.Ready()
		}
		if err := h.Bid(3); err != nil {
			t.Fatal(err)
		}
		if h.Phase() == HandCover {
			h.Ready()
		}
		for _, i := range []int{0, 4, 7, 22} {
			if err := h.Toggle(i); err != nil {
				t.Fatal(err)
			}
		}
		h.Toggle(4) // put back
		want := junqi.RankCodes(h.Chosen())
		if len(want) != 3 {
			t.Fatalf("chosen %q", want)
		}
		data := h.Save()
		if !strings.Contains(string(data), `"chosen":"`+want+`"`) {
			t.Fatalf("the save does not hold the pick so far:\n%s", data)
		}
		back := resumes(t, h, "mid-pick")
		back.Cover()
		if back.Phase() == HandCover {
			if back.Chosen() != nil {
				t.Fatal("the pick so far shows under the cover")
			}
			back.Ready()
		}
		if got := junqi.RankCodes(back.Chosen()); got != want || !back.IsChosen(22) || back.IsChosen(4) {
			t.Fatalf("%q: after a restore the pick so far is %q, want %q", computers, got, want)
		}
		for i := 0; len(back.Chosen()) < junqi.PickSize; i++ {
			if !back.IsChosen(i) {
				back.Toggle(i)
			}
		}
		for i := 0; i < 23; i++ {
			if !back.IsChosen(i) {
				if err := back.Toggle(i); err == nil || len(back.Chosen()) != junqi.PickSize {
					t.Fatal("a 20th piece taken")
				}
				break
			}
		}
		if err := back.PickChosen(); err != nil || back.Then() != HandDeploy {
			t.Fatalf("the pick: %v %v", err, back)
		}
		good := string(data)
		for _, bad := range []string{
			strings.Replace(good, `"chosen":"`+want, `"chosen":"`+want+"X", 1),
			strings.Replace(good, `"chosen":"`+want, `"chosen":"AAAA`, 1),
			strings.Replace(good, `"chosen":"`+want, `"chosen":"`+strings.Repeat("2", 20), 1),
		} {
			if _, err := RestoreSandayiHand([]byte(bad)); err == nil {
				t.Errorf("restored a corrupt pick:\n%s", bad[:strings.IndexByte(bad, '\n')])
			}
		}
	}
	// a pick in progress outside the pick is refused
	h, _ := NewSandayiHand(junqi.HandRules{}, junqi.Dark, 70, false, false, 6)
	bad := strings.Replace(string(h.Save()), `"then":"bid"`, `"then":"bid","chosen":"9"`, 1)
	if _, err := RestoreSandayiHand([]byte(bad)); err == nil {
		t.Fatal("a pick in progress restored while bidding")
	}
}

// TestSandayiRestoreRefusesSeats: corrupt computer seats, levels or holder are refused.
func TestSandayiRestoreRefusesSeats(t *testing.T) {
	h, _ := NewSandayiHand(junqi.HandRules{}, junqi.Dark, 70, false, false, 5)
	h.SetComputers("EW", "E=random W=random")
	h.Ready()
	good := string(h.Save())
	for _, c := range []struct{ from, to string }{
		{`"computers":"EW"`, `"computers":"EX"`},
		{`"computers":"EW"`, `"computers":"EE"`},
		{`"levels":"E=random W=random"`, `"levels":"S=random"`},
		{`"levels":"E=random W=random"`, `"levels":"E="`},
		{`"holder":"S"`, `"holder":"E"`},
		{`"holder":"S"`, `"holder":"N"`}, // South's screen while North holds the device
	} {
		bad := strings.Replace(good, c.from, c.to, 1)
		if bad == good {
			t.Fatalf("%q not in the save:\n%s", c.from, good)
		}
		if _, err := RestoreSandayiHand([]byte(bad)); err == nil {
			t.Errorf("%s → %s restored", c.from, c.to)
		}
	}
	if _, err := RestoreSandayiHand([]byte(good)); err != nil {
		t.Fatal(err)
	}
}
