package ai

import (
	"math/rand/v2"
	"strings"
	"testing"

	"warboard/rules/junqi"
	"warboard/rules/record"
)

// sdyRecord is the record of hand h as it stands (tags only).
func sdyRecord(h *junqi.Hand) *record.Record {
	return &record.Record{Tags: junqi.HandTags(h, junqi.Dark, 70, false, false, nil)}
}

// sdyAsk is Decide for a 三打一 record before play.
func sdyAsk(t *testing.T, h *junqi.Hand, seat junqi.Seat, level string, seed uint64) string {
	t.Helper()
	got, err := Decide(Request{Record: sdyRecord(h), Seat: seat.String(), Level: level, Seed: seed})
	if err != nil {
		t.Fatalf("%s %v at %v: %v\n%s", level, seat, h.Phase(), err, sdyRecord(h))
	}
	return got
}

func sdyDeploy(t *testing.T, h *junqi.Hand, seat junqi.Seat, level string, seed uint64) junqi.Deployment {
	t.Helper()
	pl, err := Deploy(Request{Record: sdyRecord(h), Seat: seat.String(), Level: level, Seed: seed})
	if err != nil {
		t.Fatalf("deploy %s %v: %v", level, seat, err)
	}
	ps, err := record.ParsePlacements(pl)
	if err != nil {
		t.Fatalf("deploy %s %v: %q: %v", level, seat, pl, err)
	}
	b := junqi.BoardOf(junqi.FourCountry)
	var d junqi.Deployment
	for _, p := range ps {
		pt, ok := b.PointByName(p.Point)
		r, rok := junqi.RankOf(p.Piece[0])
		if !ok || !rok || string(p.Seat) != seat.String() || d[pt] != 0 {
			t.Fatalf("deploy %s %v: bad placement %v in %q", level, seat, p, pl)
		}
		d[pt] = r
	}
	return d
}

// Every level answers every phase before play with something legal: random
// deals, both bidding forms, random bidding histories before the asked seat;
// the pick is taken by the hand, every seat's deployment passes
// CheckDeployment; the same seed gives the same answers.
func TestSandayiLevelsBeforePlay(t *testing.T) {
	n := 40
	if testing.Short() {
		n = 10
	}
	for k := 0; k < n; k++ {
		src := rand.New(rand.NewPCG(uint64(k), 77))
		rules := junqi.HandRules{}
		if k%3 == 2 {
			rules.Bidding = junqi.BidLandlord
		}
		h, err := junqi.NewHand(rules, nil, src)
		if err != nil {
			t.Fatal(err)
		}
		for _, level := range Levels {
			// A random history, then the level speaks for the seat due.
			g := *h
			g.Bids = nil
			for g.Phase() == junqi.PhaseBidding && src.IntN(3) != 0 {
				legal := g.LegalBids()
				if err := g.MakeBid(legal[src.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
			if g.Phase() != junqi.PhaseBidding {
				continue
			}
			x, _ := g.Bidder()
			seed := uint64(k*7 + 1)
			w := sdyAsk(t, &g, x, level, seed)
			if again := sdyAsk(t, &g, x, level, seed); again != w {
				t.Fatalf("%s bids %q then %q for one seed", level, w, again)
			}
			v, err := g.ParseBidWord(w)
			if err != nil || g.MakeBid(v) != nil {
				t.Fatalf("%s bids %q after %q: not legal", level, w, g.BidsString())
			}
		}
		// The whole way to play for every level: bids, pick, deployments.
		for _, level := range Levels {
			g := *h
			g.Bids = nil
			for s := uint64(0); g.Phase() == junqi.PhaseBidding; s++ {
				x, _ := g.Bidder()
				v, _ := g.ParseBidWord(sdyAsk(t, &g, x, level, s))
				if err := g.MakeBid(v); err != nil {
					t.Fatal(err)
				}
			}
			if g.Phase() == junqi.PhaseRedeal {
				continue
			}
			l, _, _ := g.Landlord()
			w := sdyAsk(t, &g, l, level, uint64(k))
			pick, err := junqi.ParseRankCodes(w)
			if err == nil {
				err = g.TakePick(pick)
			}
			if err != nil {
				t.Fatalf("%s picks %q from %s: %v", level, w, junqi.RankCodes(g.Pool()), err)
			}
			if level != "random" && level != "greedy" && strings.Count(w, "A")+strings.Count(w, "T")+strings.Count(w, "R") != 3 {
				t.Errorf("%s picks %q: not all of 元帅, 堡垒, 导弹", level, w)
			}
			for x := junqi.South; x <= junqi.West; x++ {
				d := sdyDeploy(t, &g, x, level, uint64(k)+uint64(x))
				if err := g.CheckDeployment(x, &d); err != nil {
					t.Fatalf("%s deploys %v illegally: %v", level, x, err)
				}
				if again := sdyDeploy(t, &g, x, level, uint64(k)+uint64(x)); again != d {
					t.Fatalf("%s deploys %v differently for one seed", level, x)
				}
			}
		}
	}
}

// FuzzSandayiLevels: any deal, any bids, any level: a legal answer or a clear
// error, never a panic.
func FuzzSandayiLevels(f *testing.F) {
	f.Add(uint64(1), uint8(0), uint8(4))
	f.Add(uint64(99), uint8(5), uint8(2))
	f.Fuzz(func(t *testing.T, seed uint64, hist uint8, lv uint8) {
		src := rand.New(rand.NewPCG(seed, 3))
		rules := junqi.HandRules{Bidding: junqi.Bidding(hist >> 7)}
		h, err := junqi.NewHand(rules, nil, src)
		if err != nil {
			t.Fatal(err)
		}
		level := Levels[int(lv)%len(Levels)]
		for i := 0; i < int(hist&3) && h.Phase() == junqi.PhaseBidding; i++ {
			legal := h.LegalBids()
			h.MakeBid(legal[src.IntN(len(legal))])
		}
		for h.Phase() == junqi.PhaseBidding {
			x, _ := h.Bidder()
			v, err := h.ParseBidWord(sdyAsk(t, h, x, level, seed))
			if err != nil || h.MakeBid(v) != nil {
				t.Fatalf("illegal bid")
			}
		}
		if h.Phase() != junqi.PhasePick {
			return
		}
		l, _, _ := h.Landlord()
		pick, err := junqi.ParseRankCodes(sdyAsk(t, h, l, level, seed))
		if err != nil || h.TakePick(pick) != nil {
			t.Fatalf("illegal pick")
		}
		for x := junqi.South; x <= junqi.West; x++ {
			d := sdyDeploy(t, h, x, level, seed)
			if err := h.CheckDeployment(x, &d); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// swapHidden changes what viewer cannot see: one piece traded between two
// other seats' deals, or (withPool) between another seat's deal and the pool
// — a piece the pick did not take when the pick is made. ok is false when no
// such trade changes anything.
func swapHidden(h *junqi.Hand, viewer junqi.Seat, withPool bool, src *rand.Rand) (junqi.Hand, bool) {
	g := *h
	var others []junqi.Seat
	for x := junqi.South; x <= junqi.West; x++ {
		if x != viewer {
			others = append(others, x)
		}
	}
	deal := func() [4][]junqi.Rank {
		var d [4][]junqi.Rank
		for x := range d {
			d[x] = append([]junqi.Rank(nil), g.Deal[x][:]...)
		}
		return d
	}
	for try := 0; try < 200; try++ {
		d := deal()
		x := others[src.IntN(3)]
		i := src.IntN(junqi.DealSize)
		if withPool {
			spare := g.Pool()
			if g.Pick != nil {
				spare = leftOver(spare, g.Pick)
			}
			var cands []junqi.Rank
			for _, r := range spare {
				if r != d[x][i] && r <= junqi.Bomb {
					cands = append(cands, r)
				}
			}
			if len(cands) == 0 {
				continue
			}
			d[x][i] = cands[src.IntN(len(cands))]
		} else {
			y := others[src.IntN(3)]
			j := src.IntN(junqi.DealSize)
			if x == y || d[x][i] == d[y][j] {
				continue
			}
			d[x][i], d[y][j] = d[y][j], d[x][i]
		}
		bids, pick := g.Bids, g.Pick
		if g.SetDeal(d) != nil {
			continue
		}
		for _, b := range bids {
			g.MakeBid(b.Value)
		}
		if pick != nil && g.TakePick(pick) != nil {
			g = *h
			continue
		}
		return g, true
	}
	return g, false
}

// leftOver is pool without the pieces of pick.
func leftOver(pool, pick []junqi.Rank) []junqi.Rank {
	var n [junqi.NumRanks]int
	for _, r := range pick {
		n[r]++
	}
	var out []junqi.Rank
	for _, r := range pool {
		if n[r] > 0 {
			n[r]--
			continue
		}
		out = append(out, r)
	}
	return out
}

// Hidden information before play: a bidder's word and a farmer's deployment
// are the same whatever the other seats hold and whatever the pool holds; the
// landlord's pick and deployment the same whatever the other seats hold.
func TestSandayiHiddenBeforePlay(t *testing.T) {
	compared := 0
	for k := uint64(0); k < 12; k++ {
		src := rand.New(rand.NewPCG(k, 51))
		h, err := junqi.NewHand(junqi.HandRules{}, nil, src)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < int(k%4) && h.Phase() == junqi.PhaseBidding; i++ {
			legal := h.LegalBids()
			h.MakeBid(legal[src.IntN(len(legal))])
		}
		for _, level := range Levels {
			if x, ok := h.Bidder(); ok {
				want := sdyAsk(t, h, x, level, k)
				for _, pool := range []bool{false, true} {
					if g, ok := swapHidden(h, x, pool, src); ok {
						compared++
						if got := sdyAsk(t, &g, x, level, k); got != want {
							t.Errorf("%s %v bids %q, and %q when others' deals differ (pool %v)", level, x, want, got, pool)
						}
					}
				}
			}
		}
		for h.Phase() == junqi.PhaseBidding {
			x, _ := h.Bidder()
			v, _ := h.ParseBidWord(sdyAsk(t, h, x, "hard", k))
			h.MakeBid(v)
		}
		if h.Phase() != junqi.PhasePick {
			continue
		}
		l, _, _ := h.Landlord()
		for _, level := range Levels {
			want := sdyAsk(t, h, l, level, k)
			if g, ok := swapHidden(h, l, false, src); ok {
				compared++
				if got := sdyAsk(t, &g, l, level, k); got != want {
					t.Errorf("%s's pick %q, and %q when the farmers' deals differ", level, want, got)
				}
			}
		}
		pick, _ := junqi.ParseRankCodes(sdyAsk(t, h, l, "normal", k))
		if err := h.TakePick(pick); err != nil {
			t.Fatal(err)
		}
		for _, level := range Levels {
			for x := junqi.South; x <= junqi.West; x++ {
				want := sdyDeploy(t, h, x, level, k)
				for _, pool := range []bool{false, true} {
					if pool && x == l {
						continue
					}
					if g, ok := swapHidden(h, x, pool, src); ok {
						compared++
						if got := sdyDeploy(t, &g, x, level, k); got != want {
							t.Errorf("%s %v deploys otherwise when what it cannot see differs (pool %v)", level, x, pool)
						}
					}
				}
			}
		}
	}
	if compared < 200 {
		t.Errorf("only %d decisions compared", compared)
	}
	t.Logf("%d decisions compared", compared)
}

// The bid is sensible: at hard, first to speak, a deal of 司令, 军长, two
// bombs and three landmines bids more than one of 排长 and 工兵 (which
// passes); normal and greedy too; the same seed replays.
func TestSandayiBidSensible(t *testing.T) {
	strong, _ := junqi.ParseRankCodes("98BBMMM776655443321")
	weak, _ := junqi.ParseRankCodes("2222222222221111111")
	for _, level := range []string{"greedy", "normal", "hard"} {
		var words, after [2]string
		for i, d := range [][]junqi.Rank{strong, weak} {
			h, err := junqi.NewHand(junqi.HandRules{}, nil, rand.NewPCG(1, 1))
			if err != nil {
				t.Fatal(err)
			}
			// South holds d; the others the rest, spread as dealt.
			rest := append([]junqi.Rank(nil), allDealt...)
			for _, r := range d {
				for j, x := range rest {
					if x == r {
						rest = append(rest[:j], rest[j+1:]...)
						break
					}
				}
			}
			rand.New(rand.NewPCG(3, 3)).Shuffle(len(rest), func(a, b int) { rest[a], rest[b] = rest[b], rest[a] })
			deal := [4][]junqi.Rank{d, rest[:19], rest[19:38], rest[38:57]}
			if err := h.SetDeal(deal); err != nil {
				t.Fatal(err)
			}
			words[i] = sdyAsk(t, h, junqi.South, level, 5)
			if again := sdyAsk(t, h, junqi.South, level, 5); again != words[i] {
				t.Fatalf("%s: %q then %q", level, words[i], again)
			}
			// second to speak, after a 1 (South the first seat of the order still: W E N S)
			h2 := *h
			h2.Order = [4]junqi.Seat{junqi.West, junqi.South, junqi.East, junqi.North}
			h2.MakeBid(1)
			after[i] = sdyAsk(t, &h2, junqi.South, level, 5)
		}
		if words[0] == "pass" || words[1] != "pass" {
			t.Errorf("%s: the strong deal bids %q, the weak one %q", level, words[0], words[1])
		}
		if after[0] == "pass" || after[1] != "pass" {
			t.Errorf("%s after W=1: the strong deal bids %q, the weak one %q", level, after[0], after[1])
		}
	}
	s, w := calibration[0].quantile(dealValue(strong, false)), calibration[0].quantile(dealValue(weak, false))
	if s < 0.75 || w > 0.05 {
		t.Errorf("the strong deal beats %.0f%% of deals, the weak one %.0f%%", 100*s, 100*w)
	}
}

// The app asks for bids and picks through NewThinker: instant thinkers with
// Decide's answer.
func TestSandayiThinkerBeforePlay(t *testing.T) {
	h, _ := junqi.NewHand(junqi.HandRules{}, nil, rand.NewPCG(8, 8))
	for _, level := range Levels {
		th, err := NewThinker(Request{Record: sdyRecord(h), Seat: "S", Level: level, Seed: 3})
		if err != nil {
			t.Fatalf("%s: %v", level, err)
		}
		if !th.Step(1) || th.Best() != sdyAsk(t, h, junqi.South, level, 3) {
			t.Errorf("%s: thinker %q", level, th.Best())
		}
	}
	if _, err := NewThinker(Request{Record: sdyRecord(h), Seat: "E", Level: "hard"}); err == nil || !strings.Contains(err.Error(), "not to bid") {
		t.Errorf("E before S: %v", err)
	}
}
