package know

import (
	"math/rand/v2"
	"testing"

	"warboard/rules/junqi"
)

// sdyGame deals a 三打一 hand from seed (landlord and bid from the seed too,
// options as given), deploys at random and plays up to n random actions,
// attacks preferred half of the time. It gives back the start of play.
func sdyGame(t testing.TB, seed uint64, mode junqi.Mode, poolOpen, alliesSee bool, n int) (*junqi.Match, junqi.State) {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 78))
	rules := junqi.HandRules{PoolOpen: poolOpen, First: junqi.FirstMover(r.IntN(2))}
	if r.IntN(3) == 0 {
		rules.Bidding = junqi.BidLandlord
	}
	h, err := junqi.NewHand(rules, nil, rand.NewPCG(seed, 1))
	if err != nil {
		t.Fatal(err)
	}
	m, err := junqi.NewSandayiMatch(h, mode, 70, r.IntN(3) == 0, alliesSee)
	if err != nil {
		t.Fatal(err)
	}
	landlord, bid := junqi.Seat(r.IntN(4)), 1+r.IntN(3)
	for m.Phase() == junqi.PhaseBidding {
		x, _ := h.Bidder()
		v := junqi.Pass
		if x == landlord {
			v = bid
			if rules.Bidding == junqi.BidLandlord {
				v = 3 // the call
			}
		}
		if err := m.Bid(v); err != nil {
			t.Fatal(err)
		}
	}
	if err := m.RandomPick(rand.NewPCG(seed, 2)); err != nil {
		t.Fatal(err)
	}
	var deps [4]*junqi.Deployment
	for x := junqi.Seat(0); x < 4; x++ {
		d, err := h.RandomDeployment(x, rand.NewPCG(seed, 3+uint64(x)))
		if err != nil {
			t.Fatal(err)
		}
		deps[x] = &d
	}
	if err := m.StartPlay(deps); err != nil {
		t.Fatal(err)
	}
	start := m.State()
	playRandomly(t, m, r, n, 300) // 三打一 is on the four-country board
	return m, start
}

// checkSandayi: what checkObservation checks (every real rank possible,
// samples that look like the game, the sampled start replaying to what the
// seat saw) and the armies: no farmer piece is one of the landlord's extras,
// and on every sampled board the pieces of the hidden seats fit the shared
// multiset together (each seat's own extras first).
func checkSandayi(t *testing.T, m *junqi.Match, start junqi.State, seat junqi.Seat, r *rand.Rand) {
	t.Helper()
	checkObservation(t, m, start, seat, r, true)
	o, err := Observe(m, seat)
	if err != nil {
		t.Fatal(err)
	}
	real := m.State()
	l, _ := real.Landlord()
	b := real.Board()
	for p := 0; p < b.N; p++ {
		pc := real.At(junqi.Point(p))
		if pc != 0 && pc.Seat() != l && o.Possible(junqi.Point(p))&(1<<junqi.Supreme|1<<junqi.Fortress|1<<junqi.Missile) != 0 {
			t.Fatalf("%v: a farmer's piece on %s may be one of the landlord's extras", seat, b.Name(junqi.Point(p)))
		}
	}
	if o.t.b.relaxed || real.Mode() != junqi.Dark {
		return
	}
	for k := 0; k < 4; k++ {
		smp, err := o.Sample(r)
		if err != nil {
			t.Fatal(err)
		}
		var used [nSlots]int16
		for _, x := range smp.Seats() {
			if x == seat {
				continue
			}
			for s := 1; s < nSlots; s++ {
				used[s] += max(0, int16(smp.Count(x, rankOfSlot(s)))-o.t.sdy.own[x][s])
			}
		}
		for s := 1; s < nSlots; s++ {
			if used[s] > o.t.sdy.shared[s] {
				t.Fatalf("%v (landlord %v): the sample's hidden armies hold %d × %v, the shared pieces %d\n%s", seat, l, used[s], rankOfSlot(s), o.t.sdy.shared[s], m.Record())
			}
		}
	}
}

// TestSandayiConsistentWithRealGame: random 三打一 hands, open and dark,
// with 双明, pool-open and 战后亮子 now and then, at every stage; every seat.
func TestSandayiConsistentWithRealGame(t *testing.T) {
	for seed := uint64(1); seed <= 16; seed++ {
		mode := junqi.Dark
		if seed%5 == 0 {
			mode = junqi.Open
		}
		n := []int{0, 15, 60, 150, 300, 600}[seed%6]
		m, start := sdyGame(t, seed, mode, seed%3 == 0, seed%4 == 1, n)
		r := rand.New(rand.NewPCG(seed, 5))
		for x := junqi.Seat(0); x < 4; x++ {
			checkSandayi(t, m, start, x, r)
		}
	}
}

// FuzzSandayiObserve: any seat of any random 三打一 hand at any stage.
func FuzzSandayiObserve(f *testing.F) {
	for i := range 6 {
		f.Add(uint64(i), uint16(i*61), uint8(i))
	}
	f.Fuzz(func(t *testing.T, seed uint64, plies uint16, opts uint8) {
		mode := junqi.Dark
		if opts&1 != 0 {
			mode = junqi.Open
		}
		m, start := sdyGame(t, seed, mode, opts&2 != 0, opts&4 != 0, int(plies%500))
		checkSandayi(t, m, start, junqi.Seat(opts>>3&3), rand.New(rand.NewPCG(seed, 6)))
	})
}

// The deductions 三打一 adds: a farmer's hidden piece is never 元帅, 堡垒 or
// 导弹; a landlord's piece in the centre is no landmine, fortress, bomb or
// flag; its flag stands on an HQ; a piece that moved is no fortress; one that
// turned on the railway is an engineer or a 导弹.
func TestSandayiDeductions(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		m, _ := sdyGame(t, seed, junqi.Dark, false, false, 0)
		st := m.State()
		l, _ := st.Landlord()
		seat := (l + 1) & 3
		o, err := Observe(m, seat)
		if err != nil {
			t.Fatal(err)
		}
		b := st.Board()
		for p := 0; p < b.N; p++ {
			pc := st.At(junqi.Point(p))
			if pc == 0 || pc.Seat() == seat {
				continue
			}
			poss := o.Possible(junqi.Point(p))
			switch {
			case pc.Seat() != l && pc.Rank() != junqi.Flag && poss&(1<<junqi.Supreme|1<<junqi.Fortress|1<<junqi.Missile) != 0:
				t.Fatalf("a farmer's piece may be an extra: %s", rankSet(poss))
			case pc.Seat() == l && b.Area(junqi.Point(p)) == junqi.NoSeat && poss&(1<<junqi.Mine|1<<junqi.Fortress|1<<junqi.Bomb|1<<junqi.Flag) != 0:
				t.Fatalf("the landlord's piece in the centre on %s may be %s", b.Name(junqi.Point(p)), rankSet(poss))
			case pc.Seat() == l && b.KindOf(junqi.Point(p)) != junqi.HQ && poss&(1<<junqi.Flag) != 0:
				t.Fatalf("the landlord's flag may be on %s", b.Name(junqi.Point(p)))
			case pc.Seat() == l && poss&(1<<junqi.Missile) == 0 && b.Area(junqi.Point(p)) == l && b.KindOf(junqi.Point(p)) != junqi.HQ:
				t.Fatalf("the landlord's piece on %s cannot be its 导弹: %s", b.Name(junqi.Point(p)), rankSet(poss))
			}
		}
	}
	// moves: play until the landlord's pieces have moved, along the railway too
	turned := false
	for seed := uint64(1); seed <= 30 && !turned; seed++ {
		m, _ := sdyGame(t, seed, junqi.Dark, false, false, 0)
		st := m.State()
		l, _ := st.Landlord()
		seat := (l + 1) & 3
		r := rand.New(rand.NewPCG(seed, 4))
		var buf [junqi.MaxActions]junqi.Action
		for i := 0; i < 200 && !turned; i++ {
			st := m.State()
			if st.Result().Over {
				break
			}
			acts := st.Actions(buf[:0])
			a := acts[r.IntN(len(acts))]
			mover, _ := st.Turn()
			straight := false
			if mover == l && a.Kind == junqi.MoveTo {
				for _, line := range b4().Lines {
					straight = straight || onLineClear(&st, line, a.From, a.To)
				}
				for _, q := range b4().RoadNeighbours(a.From) {
					straight = straight || q == a.To
				}
			}
			if _, err := m.Apply(a); err != nil {
				t.Fatal(err)
			}
			if mover != l || a.Kind != junqi.MoveTo {
				continue
			}
			o, err := Observe(m, seat)
			if err != nil {
				t.Fatal(err)
			}
			poss := o.Possible(a.To)
			if poss&(1<<junqi.Fortress|1<<junqi.Mine|1<<junqi.Flag) != 0 {
				t.Fatalf("a piece that moved may be %s", rankSet(poss))
			}
			if !straight {
				turned = true
				if poss&^(1<<junqi.Engineer|1<<junqi.Missile) != 0 {
					t.Fatalf("a piece that turned on the railway may be %s", rankSet(poss))
				}
			}
		}
	}
	if !turned {
		t.Fatal("no landlord's piece turned on the railway in 30 hands")
	}
}

func b4() *junqi.Board { return junqi.BoardOf(junqi.FourCountry) }

// onLineClear: from and to on the line with nothing between them.
func onLineClear(s *junqi.State, line []junqi.Point, from, to junqi.Point) bool {
	i, j := indexIn(line, from), indexIn(line, to)
	if i < 0 || j < 0 {
		return false
	}
	step := 1
	if j < i {
		step = -1
	}
	for k := i + step; k != j; k += step {
		if s.At(line[k]) != 0 {
			return false
		}
	}
	return true
}
