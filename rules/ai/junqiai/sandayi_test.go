package junqiai

import (
	"fmt"
	"math/rand/v2"
	"os"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"warboard/rules/ai/junqiai/know"
	"warboard/rules/junqi"
)

// sdyOpts is one 三打一 hand's setting for the tests.
type sdyOpts struct {
	mode      junqi.Mode
	landlord  junqi.Seat // who bids (the seats before it pass)
	bid       int        // 1..3; 0: 叫地主 (a call)
	poolOpen  bool
	alliesSee bool
	first     junqi.FirstMover
}

// sandayiMatch deals a hand from seed, bids so that o.landlord is the
// landlord on o.bid, draws the pick and random legal deployments, and starts play.
func sandayiMatch(t testing.TB, seed uint64, o sdyOpts) *junqi.Match {
	t.Helper()
	m, _, _ := sandayiHand(t, seed, o, nil, nil, nil)
	return m
}

// sandayiHand is sandayiMatch with changes: deal rewrites the deal before
// the bidding, pick the landlord's pick, dep each deployment; it returns
// the match, the pick and the deployments.
func sandayiHand(t testing.TB, seed uint64, o sdyOpts, deal func(*[4][]junqi.Rank), pick func([]junqi.Rank) []junqi.Rank,
	dep func(junqi.Seat, *junqi.Deployment)) (*junqi.Match, []junqi.Rank, [4]*junqi.Deployment) {
	t.Helper()
	rules := junqi.HandRules{PoolOpen: o.poolOpen, First: o.first}
	if o.bid == 0 {
		rules.Bidding = junqi.BidLandlord
	}
	h, err := junqi.NewHand(rules, nil, rand.NewPCG(seed, 1))
	if err != nil {
		t.Fatal(err)
	}
	if deal != nil {
		var d [4][]junqi.Rank
		for x := range d {
			d[x] = append([]junqi.Rank(nil), h.Deal[x][:]...)
		}
		deal(&d)
		if err := h.SetDeal(d); err != nil {
			t.Fatal(err)
		}
	}
	m, err := junqi.NewSandayiMatch(h, o.mode, 70, false, o.alliesSee)
	if err != nil {
		t.Fatal(err)
	}
	for m.Phase() == junqi.PhaseBidding {
		x, _ := h.Bidder()
		v := junqi.Pass
		if x == o.landlord {
			v = max(o.bid, 1)
			if o.bid == 0 {
				v = 3
			}
		}
		if err := m.Bid(v); err != nil {
			t.Fatalf("%v bids %d: %v", x, v, err)
		}
	}
	pool := h.Pool()
	rand.New(rand.NewPCG(seed, 2)).Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	pk := pool[:junqi.PickSize]
	if pick != nil {
		pk = pick(pool)
	}
	if err := m.TakePick(pk); err != nil {
		t.Fatal(err)
	}
	var deps [4]*junqi.Deployment
	for x := junqi.Seat(0); x < 4; x++ {
		d, err := h.RandomDeployment(x, rand.NewPCG(seed, 3+uint64(x)))
		if err != nil {
			t.Fatal(err)
		}
		if dep != nil {
			dep(x, &d)
		}
		deps[x] = &d
	}
	if err := m.StartPlay(deps); err != nil {
		t.Fatal(err)
	}
	return m, pk, deps
}

// decideFor runs the level for the seat to move of m from its own observation.
func decideFor(t testing.TB, m *junqi.Match, level string, seed uint64, shrink bool) *Player {
	t.Helper()
	st := m.State()
	seat, _ := st.Turn()
	obs, err := know.Observe(m, seat)
	if err != nil {
		t.Fatalf("ply %d: observe %v: %v", st.Ply(), seat, err)
	}
	pl, err := New(level, obs, seed)
	if err != nil {
		t.Fatalf("ply %d: %s for %v: %v", st.Ply(), level, seat, err)
	}
	if shrink {
		small(pl)
	}
	for !pl.Step(2000) {
	}
	yieldToGC()
	return pl
}

// Every level plays whole 三打一 hands to a result, open and dark, on bids of
// 1, 2 and 3 and 叫地主, landlords in every seat, from each seat's own
// observation (normal and hard with small budgets, as in the other modes).
func TestEveryLevelFinishesSandayi(t *testing.T) {
	settings := []sdyOpts{
		{mode: junqi.Dark, landlord: junqi.North, bid: 2},
		{mode: junqi.Open, landlord: junqi.East, bid: 1},
		{mode: junqi.Dark, landlord: junqi.South, bid: 3, poolOpen: true},
		{mode: junqi.Dark, landlord: junqi.West, bid: 0, alliesSee: true, first: junqi.SeatOrderFirst},
		{mode: junqi.Open, landlord: junqi.South, bid: 0},
	}
	for _, level := range Levels {
		for i, o := range settings {
			seed := uint64(10*i + len(level))
			if testing.Short() && i > 1 {
				break
			}
			t0 := time.Now()
			m := sandayiMatch(t, seed, o)
			shrink := level == "normal" || level == "hard"
			for ply := 0; !over(m); ply++ {
				if ply > 4000 {
					t.Fatalf("%s %+v: no result after %d plies", level, o, ply)
				}
				pl := decideFor(t, m, level, seed+uint64(ply), shrink)
				if _, err := m.Apply(pl.Action()); err != nil {
					t.Fatalf("%s: %s is illegal: %v", level, pl.Best(), err)
				}
			}
			st := m.State()
			t.Logf("%s %v landlord %v bid %d seed %d: %v, winners %04b after %d plies (%v)", level, o.mode, o.landlord, o.bid, seed,
				st.Result().Reason, st.Result().Winners, st.Ply(), time.Since(t0).Round(time.Millisecond))
		}
	}
}

// Hard at its full budget, as the landlord and as a farmer, open and dark:
// legal answers on the first moves of a hand.
func TestHardPlaysSandayiAtFullBudget(t *testing.T) {
	for i, o := range []sdyOpts{
		{mode: junqi.Dark, landlord: junqi.East, bid: 2},
		{mode: junqi.Open, landlord: junqi.North, bid: 3},
	} {
		m := sandayiMatch(t, uint64(40+i), o)
		for ply := 0; ply < 5 && !over(m); ply++ {
			pl := decideFor(t, m, "hard", uint64(ply), false)
			if _, err := m.Apply(pl.Action()); err != nil {
				t.Fatalf("hard: %s is illegal: %v", pl.Best(), err)
			}
		}
	}
}

// officer reports whether r is a piece that may stand anywhere a seat deploys.
func officer(r junqi.Rank) bool { return r >= junqi.Engineer && r <= junqi.Marshal }

// swapIn exchanges one from for one to in rs; false if rs holds no from.
func swapIn(rs []junqi.Rank, from, to junqi.Rank) bool {
	for k := range rs {
		if rs[k] == from {
			rs[k] = to
			return true
		}
	}
	return false
}

// swapOn puts to on the first point of d (in point order) holding from.
func swapOn(d *junqi.Deployment, from, to junqi.Rank) {
	for p := range d {
		if d[p] == from {
			d[p] = to
			return
		}
	}
}

// The hidden-information test for 三打一: two hands that differ only in
// what the observing seat cannot see give deep-equal observations and the
// same decision from every level with the same seed — at the first action
// and after a few plain moves by every seat. Cases: a farmer, two other
// seats' deals exchanging a piece; a farmer, the landlord's pick exchanging
// a piece with the pieces left out of the game; the landlord, two farmers'
// deals exchanging a piece (it knows their pieces as one multiset only).
func TestSandayiHiddenInformation(t *testing.T) {
	type variant struct {
		name     string
		o        sdyOpts
		observer junqi.Seat
		// a and b exchange a piece: two seats' deals; with b NoSeat, a's
		// deal (or the pick, a NoSeat) and the pieces left out of the game
		a, b junqi.Seat
	}
	const pickOf = junqi.NoSeat
	for _, v := range []variant{
		{"farmer, deals", sdyOpts{mode: junqi.Dark, landlord: junqi.East, bid: 2, first: junqi.SeatOrderFirst}, junqi.South, junqi.East, junqi.West},
		{"farmer, farmers' deals", sdyOpts{mode: junqi.Dark, landlord: junqi.North, bid: 1, first: junqi.SeatOrderFirst}, junqi.South, junqi.East, junqi.West},
		{"farmer, pick and pool", sdyOpts{mode: junqi.Dark, landlord: junqi.West, bid: 3, first: junqi.SeatOrderFirst}, junqi.South, pickOf, junqi.NoSeat},
		{"farmer, deal and pool", sdyOpts{mode: junqi.Dark, landlord: junqi.West, bid: 2, first: junqi.SeatOrderFirst}, junqi.South, junqi.North, junqi.NoSeat},
		{"farmer with 双明, landlord's deal and pool", sdyOpts{mode: junqi.Dark, landlord: junqi.West, bid: 0, alliesSee: true, first: junqi.SeatOrderFirst}, junqi.South, junqi.West, junqi.NoSeat},
		{"farmer with pool-open, deals", sdyOpts{mode: junqi.Dark, landlord: junqi.North, bid: 2, poolOpen: true, first: junqi.SeatOrderFirst}, junqi.South, junqi.North, junqi.East},
		{"landlord, deals", sdyOpts{mode: junqi.Dark, landlord: junqi.South, bid: 0}, junqi.South, junqi.East, junqi.North},
	} {
		done := 0
		for seed := uint64(1); seed < 40 && done < 2; seed++ {
			// find two officers of different ranks to exchange
			ma := sandayiMatch(t, seed, v.o)
			h := ma.Hand()
			l, _, _ := h.Landlord()
			from := func(x junqi.Seat) []junqi.Rank { // a's pieces
				if x == pickOf {
					return h.Pick
				}
				return h.Deal[x][:]
			}
			seatA := v.a // whose army the first piece stands in
			if v.a == pickOf {
				seatA = l
			}
			left := map[junqi.Rank]int{} // out of the game
			for _, r := range h.Pool() {
				left[r]++
			}
			for _, r := range h.Pick {
				left[r]--
			}
			var ra, rb junqi.Rank
			for _, x := range from(v.a) {
				if v.b != junqi.NoSeat {
					for _, y := range h.Deal[v.b] {
						if officer(x) && officer(y) && x != y && ra == 0 {
							ra, rb = x, y
						}
					}
					continue
				}
				for y := junqi.Engineer; y <= junqi.Marshal; y++ {
					if left[y] > 0 && officer(x) && x != y && ra == 0 {
						ra, rb = x, y
					}
				}
			}
			if ra == 0 {
				continue
			}
			var deal func(*[4][]junqi.Rank)
			pk := append([]junqi.Rank(nil), h.Pick...)
			switch {
			case v.b != junqi.NoSeat:
				deal = func(d *[4][]junqi.Rank) { swapIn(d[v.a], ra, rb); swapIn(d[v.b], rb, ra) }
			case v.a == pickOf:
				swapIn(pk, ra, rb)
			default:
				deal = func(d *[4][]junqi.Rank) { swapIn(d[v.a], ra, rb) }
			}
			pick := func([]junqi.Rank) []junqi.Rank { return pk }
			// the same layouts, the two pieces' ranks exchanged
			_, _, depsA := sandayiHand(t, seed, v.o, nil, nil, nil)
			var pa, pb junqi.Point = junqi.NoPoint, junqi.NoPoint
			for p := range depsA[seatA] {
				if depsA[seatA][p] == ra && pa == junqi.NoPoint {
					pa = junqi.Point(p)
				}
				if v.b != junqi.NoSeat && depsA[v.b][p] == rb && pb == junqi.NoPoint {
					pb = junqi.Point(p)
				}
			}
			mb, _, _ := sandayiHand(t, seed, v.o, deal, pick, func(x junqi.Seat, d *junqi.Deployment) {
				*d = *depsA[x]
				if x == seatA {
					d[pa] = rb
				}
				if x == v.b && v.b != junqi.NoSeat {
					d[pb] = ra
				}
			})
			if mb.Hand().DealString() == ma.Hand().DealString() && junqi.RankCodes(mb.Hand().Pick) == junqi.RankCodes(h.Pick) {
				t.Fatalf("%s: the hands do not differ", v.name)
			}
			moved := func(a junqi.Action) bool { return a.From == pa || a.From == pb || a.To == pa || a.To == pb }
			r := rand.New(rand.NewPCG(seed, 9))
			var buf [junqi.MaxActions]junqi.Action
			for ply := 0; ; ply++ {
				sa, sb := ma.State(), mb.State()
				seat, _ := sa.Turn()
				if seat == v.observer {
					oa, err := know.Observe(ma, seat)
					if err != nil {
						t.Fatal(err)
					}
					ob, err := know.Observe(mb, seat)
					if err != nil {
						t.Fatal(err)
					}
					if !reflect.DeepEqual(oa, ob) {
						t.Fatalf("%s seed %d ply %d: the observations differ", v.name, seed, ply)
					}
					for _, lv := range Levels {
						pa, pb := decideFor(t, ma, lv, seed, true), decideFor(t, mb, lv, seed, true)
						if pa.Best() != pb.Best() {
							t.Fatalf("%s seed %d ply %d: %s plays %s and %s", v.name, seed, ply, lv, pa.Best(), pb.Best())
						}
					}
					if ply >= 8 {
						break
					}
				}
				// a plain move that touches neither piece, the same in both games
				var plain []junqi.Action
				for _, a := range sa.Actions(buf[:0]) {
					if a.Kind == junqi.MoveTo && !moved(a) && sb.Legal(a) {
						plain = append(plain, a)
					}
				}
				if len(plain) == 0 {
					break
				}
				a := plain[r.IntN(len(plain))]
				if _, err := ma.Apply(a); err != nil {
					t.Fatal(err)
				}
				if _, err := mb.Apply(a); err != nil {
					t.Fatal(err)
				}
			}
			done++
		}
		if done < 2 {
			t.Errorf("%s: found only %d hands to exchange pieces in", v.name, done)
		}
	}
}

// The control: exchanging two of the observer's own pieces changes its observation.
func TestSandayiObservationSeesOwnPieces(t *testing.T) {
	o := sdyOpts{mode: junqi.Dark, landlord: junqi.East, bid: 2}
	ma, _, depsA := sandayiHand(t, 3, o, nil, nil, nil)
	var p, q junqi.Point = junqi.NoPoint, junqi.NoPoint
	for i, r := range depsA[junqi.South] {
		if officer(r) && p == junqi.NoPoint {
			p = junqi.Point(i)
		}
	}
	for i, r := range depsA[junqi.South] {
		if officer(r) && r != depsA[junqi.South][p] && q == junqi.NoPoint {
			q = junqi.Point(i)
		}
	}
	mb, _, _ := sandayiHand(t, 3, o, nil, nil, func(x junqi.Seat, d *junqi.Deployment) {
		*d = *depsA[x]
		if x == junqi.South {
			d[p], d[q] = d[q], d[p]
		}
	})
	oa, _ := know.Observe(ma, junqi.South)
	ob, _ := know.Observe(mb, junqi.South)
	if reflect.DeepEqual(oa, ob) {
		t.Fatal("two different armies of the observer look the same to it")
	}
}

func over(m *junqi.Match) bool {
	st := m.State()
	return st.Result().Over
}

// TestSandayiMatch plays paired 三打一 hands between two levels:
// WARBOARD_AI_SANDAYI="hard greedy dark 6 [FIRST [ROLE]]" plays 6 hands (from hand FIRST, 0 by default; landlord seat and
// bid vary with the hand), each twice with the same deal, pick and
// deployments: A as the landlord against B's three farmers, then B as the
// landlord against A's farmers (ROLE "landlord" or "farmers": only the games
// where A plays that role). A's score: a win 1, a draw ½. Games are kept
// under WARBOARD_AI_RECORDS=DIR.
func TestSandayiMatch(t *testing.T) {
	spec := strings.Fields(os.Getenv("WARBOARD_AI_SANDAYI"))
	if len(spec) < 4 || len(spec) > 6 {
		t.Skip(`set WARBOARD_AI_SANDAYI="A B dark|open N [FIRST [landlord|farmers]]"`)
	}
	first := 0
	if len(spec) >= 5 {
		first, _ = strconv.Atoi(spec[4])
	}
	swaps := []int{0, 1}
	if len(spec) == 6 {
		swaps = map[string][]int{"landlord": {0}, "farmers": {1}}[spec[5]]
	}
	a, b := spec[0], spec[1]
	mode := junqi.Dark
	if spec[2] == "open" {
		mode = junqi.Open
	}
	n, _ := strconv.Atoi(spec[3])
	var score float64
	var wins, draws, losses, asLandlord, asFarmers int
	for k := first; k < first+n; k++ {
		o := sdyOpts{mode: mode, landlord: junqi.Seat(k % 4), bid: []int{2, 1, 3, 0}[k%4]}
		seed := uint64(1000 + k)
		for _, swap := range swaps {
			m := sandayiMatch(t, seed, o)
			var levels [4]string
			for x := range levels {
				landlordIsA := swap == 0
				if (junqi.Seat(x) == o.landlord) == landlordIsA {
					levels[x] = a
				} else {
					levels[x] = b
				}
			}
			for ply := 0; !over(m); ply++ {
				st := m.State()
				seat, _ := st.Turn()
				obs, err := know.Observe(m, seat)
				if err != nil {
					t.Fatal(err)
				}
				pl, err := New(levels[seat], obs, seed*7919+uint64(ply))
				if err != nil {
					t.Fatal(err)
				}
				pl.AvoidUndoing(lastAction(m, seat))
				for !pl.Step(1 << 30) {
				}
				if _, err := m.Apply(pl.Action()); err != nil {
					t.Fatal(err)
				}
			}
			st := m.State()
			res := st.Result()
			aSide := uint8(1) << o.landlord // A's seats
			if swap == 1 {
				aSide = 0xf &^ aSide
			}
			role := "landlord"
			if swap == 1 {
				role = "farmers"
			}
			switch {
			case res.Draw || res.Winners == 0:
				score += 0.5
				draws++
			case res.Winners&aSide != 0:
				score++
				wins++
				if swap == 0 {
					asLandlord++
				} else {
					asFarmers++
				}
			default:
				losses++
			}
			if dir := os.Getenv("WARBOARD_AI_RECORDS"); dir != "" {
				name := fmt.Sprintf("%s/sandayi-%d-%s-%s.txt", dir, seed, a, role)
				if err := os.WriteFile(name, []byte(m.RecordText()), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			t.Logf("hand %d (landlord %v, bid %d) %s as %s: %v, winners %04b after %d plies", k, o.landlord, o.bid, a, role, res.Reason, res.Winners, st.Ply())
		}
	}
	games := len(swaps) * n
	t.Logf("%s vs %s, 三打一 %v, %d games: +%d =%d -%d (won %d as landlord, %d as farmers): %.1f%%",
		a, b, mode, games, wins, draws, losses, asLandlord, asFarmers, 100*score/float64(games))
}
