package junqiplay

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"

	"warboard/game/internal/minijson/jsontest"
	"warboard/rules/junqi"
)

// resumes saves h, restores it, and checks the copy saves the same bytes.
func resumes(t *testing.T, h *SandayiHand, step string) *SandayiHand {
	t.Helper()
	data := h.Save()
	back, err := RestoreSandayiHand(data)
	if err != nil {
		t.Fatalf("%s: %v\n%s", step, err, data)
	}
	if again := back.Save(); !bytes.Equal(again, data) {
		t.Fatalf("%s: the restored hand saves otherwise:\n%s\n%s", step, data, again)
	}
	return back
}

// A whole hand through the controller, saved and resumed after every step
// (mid-bid included), with nothing secret showing under a cover.
func TestSandayiHandFlow(t *testing.T) {
	h, err := NewSandayiHand(junqi.HandRules{}, junqi.Dark, 70, false, false, 7)
	if err != nil {
		t.Fatal(err)
	}
	secretsHidden := func() {
		t.Helper()
		if h.Phase() == HandCover && (h.Deal() != nil || h.Pool() != nil || h.Deployment() != nil || h.LegalBids() != nil) {
			t.Fatalf("secrets under the cover: %v", h)
		}
	}
	step := func(name string, f func() error) {
		t.Helper()
		if err := f(); err != nil {
			t.Fatalf("%s: %v (%v)", name, err, h)
		}
		secretsHidden()
		h = resumes(t, h, name)
	}
	secretsHidden()
	if h.Phase() != HandCover || h.Seat() != junqi.South || h.Then() != HandBid {
		t.Fatalf("start: %v", h)
	}
	if h.Bid(1) == nil {
		t.Error("a bid under the cover")
	}
	step("ready S", h.Ready)
	if len(h.Deal()) != junqi.DealSize {
		t.Fatalf("S sees %d pieces of its deal", len(h.Deal()))
	}
	// four passes: a new deal, and S bids first again
	first := h.Match().Hand().DealString()
	for _, x := range "SENW" {
		if h.Phase() == HandCover {
			step("ready "+string(x), h.Ready)
		}
		step("pass "+string(x), func() error { return h.Bid(junqi.Pass) })
	}
	if h.Match().Hand().DealString() == first || h.Seat() != junqi.South || h.Then() != HandBid {
		t.Fatalf("after four passes: %v", h)
	}
	step("ready S", h.Ready)
	step("S=1", func() error { return h.Bid(1) })
	step("ready E", h.Ready)
	if got := h.LegalBids(); len(got) != 3 || got[1] != 2 {
		t.Fatalf("E may say %v", got)
	}
	if err := h.Bid(1); err == nil {
		t.Error("E=1 after S=1")
	}
	step("E=2", func() error { return h.Bid(2) })
	step("ready N", h.Ready)
	step("N=pass", func() error { return h.Bid(junqi.Pass) })
	step("ready W", h.Ready)
	step("W=pass", func() error { return h.Bid(junqi.Pass) })
	if h.Seat() != junqi.East || h.Then() != HandPick {
		t.Fatalf("E is the landlord: %v", h)
	}
	step("ready E", h.Ready)
	pool := h.Pool()
	if len(pool) != junqi.PoolSize {
		t.Fatalf("pool %d", len(pool))
	}
	if err := h.Pick(pool[:3]); err == nil {
		t.Error("three pieces taken")
	}
	step("pick", func() error { return h.Pick(pool[:junqi.PickSize]) })
	for _, x := range "SENW" {
		if h.Seat().String() != string(x) || h.Then() != HandDeploy {
			t.Fatalf("deploying: %v", h)
		}
		step("ready "+string(x), h.Ready)
		d := h.Deployment()
		n := 0
		for _, r := range d {
			if r != 0 {
				n++
			}
		}
		if want := map[bool]int{true: 39, false: 25}[x == 'E']; n != want {
			t.Fatalf("%c deploys %d pieces", x, n)
		}
		if x == 'S' {
			b := junqi.BoardOf(junqi.FourCountry)
			flag := junqi.NoPoint
			for p, r := range d {
				if r == junqi.Flag {
					flag = junqi.Point(p)
				}
			}
			front, _ := b.PointByName("Sc6")
			step("pick up the flag", func() error { return h.Tap(flag) })
			if h.Selected() != flag {
				t.Fatal("nothing picked up")
			}
			if err := h.Tap(front); err == nil || !strings.Contains(err.Error(), "headquarters") {
				t.Errorf("the flag to the front: %v", err)
			}
			if *h.Deployment() != *d {
				t.Error("a refused swap changed the deployment")
			}
			step("random", h.Random)
		}
		step("done "+string(x), h.Done)
	}
	if h.Phase() != HandPlay || h.Match().Phase() != junqi.PhasePlay || h.Seat() != junqi.East {
		t.Fatalf("play: %v", h)
	}
	if len(h.Match().Moves()) == 0 {
		t.Error("no moves at the start of play")
	}
}

// pick=random: no pick screen, the landlord's pieces are drawn.
func TestSandayiHandRandomPick(t *testing.T) {
	h, _ := NewSandayiHand(junqi.HandRules{Pick: junqi.PickRandom, Bidding: junqi.BidLandlord}, junqi.Open, 70, false, false, 3)
	h.Ready()
	if got := h.LegalBids(); len(got) != 2 || got[1] != 3 {
		t.Fatalf("叫地主: %v", got)
	}
	if err := h.Bid(3); err != nil {
		t.Fatal(err)
	}
	if h.Then() != HandDeploy || len(h.Match().Hand().Pick) != junqi.PickSize {
		t.Errorf("random pick: %v", h)
	}
	resumes(t, h, "after the random pick")
}

func TestSandayiSaveJSONAgrees(t *testing.T) {
	var full sandayiSave
	jsontest.Fill(&full)
	for _, f := range []sandayiSave{full, {Format: 1, Phase: "bid", Then: "bid"}} {
		jsontest.AgreeFormat(t, &f, true)
	}
}

// A corrupt hand save is refused with a message, never a panic.
func TestSandayiRestoreRefuses(t *testing.T) {
	h, _ := NewSandayiHand(junqi.HandRules{}, junqi.Dark, 70, false, false, 5)
	h.Ready()
	h.Bid(1)
	good := string(h.Save())
	for _, c := range []struct{ from, to string }{
		{`"seat":"E"`, `"seat":"N"`},           // not N's turn to bid
		{`"then":"bid"`, `"then":"deploy"`},    // no deployment at this point
		{`"format":1`, `"format":9`},           // unknown format
		{`"phase":"cover"`, `"phase":"later"`}, // unknown phase
		{`[Bids "S=1"]`, `[Bids "S=4"]`},       // a bid that is not one
		{"\n[Game", " [Game"},                  // no record after the line
		{`"seed"`, `"extra":1,"seed"`},         // unknown member
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

// FuzzSandayiRestore: any bytes restore or fail, without a panic; a hand that
// restores saves the same bytes again.
func FuzzSandayiRestore(f *testing.F) {
	h, _ := NewSandayiHand(junqi.HandRules{}, junqi.Dark, 70, false, false, 5)
	f.Add(h.Save())
	h.Ready()
	h.Bid(3)
	h.Ready()
	h.Pick(h.Pool()[:junqi.PickSize])
	h.Ready()
	f.Add(h.Save())
	f.Fuzz(func(t *testing.T, data []byte) {
		h, err := RestoreSandayiHand(data)
		if err != nil {
			return
		}
		again := h.Save()
		h2, err := RestoreSandayiHand(again)
		if err != nil || !bytes.Equal(h2.Save(), again) {
			t.Fatalf("a restored hand does not save and restore the same: %v", err)
		}
	})
}

// A deployed hand plays on as an ordinary session: hand-overs in the dark,
// pictures that show no hidden rank (the farmers' flags shown, the
// landlord's not), saves that restore the same; played by legal taps to the
// end or 300 actions. No count panel (the armies are secret deals) and no
// computer seats yet.
func TestSandayiHandPlays(t *testing.T) {
	for _, seed := range []uint64{1, 2, 3} {
		h, err := NewSandayiHand(junqi.HandRules{Pick: junqi.PickRandom}, junqi.Dark, 70, seed == 2, false, seed)
		if err != nil {
			t.Fatal(err)
		}
		for h.Phase() != HandPlay {
			if h.Phase() == HandCover {
				h.Ready()
				continue
			}
			var err error
			switch h.Phase() {
			case HandBid:
				bids := h.LegalBids()
				err = h.Bid(bids[len(bids)-1])
			case HandDeploy:
				err = h.Done()
			}
			if err != nil {
				t.Fatal(err)
			}
		}
		s, err := h.Session(Options{})
		if err != nil {
			t.Fatal(err)
		}
		if s.Config().Bid == 0 {
			t.Fatal("the session lost the bid")
		}
		src := rand.NewPCG(seed, 1)
		for i := 0; i < 300 && s.Phase() != Over; i++ {
			if s.Phase() == HandOver {
				ok(t, s.Ready())
				checkAll(t, s)
				continue
			}
			// the count panel: in the dark, from what the screen's seat may know (TestSandayiCounts)
			if dark := s.Config().Mode == junqi.Dark; s.CanCount() != dark {
				t.Fatalf("count panel %v in a dark (%v) 三打一", s.CanCount(), dark)
			} else if ts := s.Counts(); dark && (len(ts) == 0 || !ts[0].Own) {
				t.Fatalf("the panel's first column is not the seat's own: %+v", ts)
			}
			mv := s.LegalMoves()
			taps(t, s, mv[int(src.Uint64()%uint64(len(mv)))])
			checkAll(t, s)
		}
	}
}

// The landlord resigns: the farmers win; a rematch (a new hand) is refused
// with a message until the screens before play exist.
func TestSandayiSessionEnds(t *testing.T) {
	h, _ := NewSandayiHand(junqi.HandRules{Pick: junqi.PickRandom}, junqi.Open, 70, false, false, 11)
	for h.Phase() != HandPlay {
		switch h.Phase() {
		case HandCover:
			h.Ready()
		case HandBid:
			h.Bid(3)
		case HandDeploy:
			if err := h.Done(); err != nil {
				t.Fatal(err)
			}
		}
	}
	s, err := h.Session(Options{})
	if err != nil {
		t.Fatal(err)
	}
	ok(t, s.Resign())
	if s.Phase() != Over || s.Result().Text == "" {
		t.Fatalf("after the landlord resigned: %v %+v", s.Phase(), s.Result())
	}
	st := s.match.State()
	l, _ := st.Landlord()
	if r := st.Result(); r.Won(l) || !r.Won(l^1) {
		t.Errorf("the landlord %v resigned: %+v", l, r)
	}
	if _, err := s.Rematch(); err == nil || !strings.Contains(err.Error(), "三打一") {
		t.Errorf("rematch: %v", err)
	}
	checkAll(t, s)
}

// A 三打一 game replays: every ply's picture for every seat, the
// landlord's flag never shown before the end.
func TestSandayiReplay(t *testing.T) {
	h, _ := NewSandayiHand(junqi.HandRules{Pick: junqi.PickRandom}, junqi.Dark, 70, false, false, 12)
	for h.Phase() != HandPlay {
		switch h.Phase() {
		case HandCover:
			h.Ready()
		case HandBid:
			h.Bid(3)
		case HandDeploy:
			h.Done()
		}
	}
	m := h.Match()
	src := rand.NewPCG(12, 12)
	for i := 0; i < 40 && m.Result() == "ongoing"; i++ {
		mv := m.Moves()
		if err := m.Play(mv[int(src.Uint64()%uint64(len(mv)))]); err != nil {
			t.Fatal(err)
		}
	}
	r, err := NewReplay(m.Record())
	if err != nil {
		t.Fatal(err)
	}
	if r.Config().Bid != 3 || r.Len() != len(m.Tokens()) {
		t.Fatalf("replay of %d tokens, bid %d", r.Len(), r.Config().Bid)
	}
	st := m.State()
	l, _ := st.Landlord()
	for ply := 0; ply <= r.Len(); ply++ {
		for _, v := range []junqi.Seat{junqi.South, junqi.East, junqi.North, junqi.West} {
			pic, err := r.Picture(ply, v)
			if err != nil {
				t.Fatalf("ply %d seat %v: %v", ply, v, err)
			}
			for _, pc := range pic.Pieces {
				if pc.Present && pc.Code == 'F' && pc.Seat == l && v != l && !(ply == r.Len() && r.Over()) {
					t.Fatalf("ply %d: %v sees the landlord's flag", ply, v)
				}
			}
		}
	}
}
