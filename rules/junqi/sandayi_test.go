package junqi

import (
	"errors"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"warboard/rules/record"
)

// The extra pieces' battles, both ways round (shared/rules/junqi.md, 三打一).
func TestSandayiCombat(t *testing.T) {
	type res struct{ a, d bool }
	cases := []struct {
		att, def Rank
		want     res
	}{
		{Supreme, Marshal, res{false, true}}, // 元帅 above 司令
		{Marshal, Supreme, res{true, false}},
		{Supreme, Mine, res{true, false}}, // dies on a landmine
		{Supreme, Fortress, res{true, false}},
		{Supreme, Bomb, res{true, true}}, // trades with a bomb
		{Bomb, Supreme, res{true, true}},
		{Supreme, Flag, res{false, true}},
		{Engineer, Fortress, res{true, false}}, // a fortress is larger than an engineer
		{Engineer, Mine, res{false, true}},
		{Bomb, Fortress, res{true, true}}, // only a bomb removes it, both go
		{Marshal, Fortress, res{true, false}},
		{Missile, Fortress, res{true, false}},
		{Missile, Major, res{false, true}}, // beats 营长 and below
		{Missile, Engineer, res{false, true}},
		{Missile, Colonel, res{true, true}}, // trades with 团长 and above
		{Missile, Marshal, res{true, true}},
		{Missile, Supreme, res{true, true}},
		{Supreme, Missile, res{true, true}},
		{Major, Missile, res{true, false}},
		{Colonel, Missile, res{true, true}},
		{Missile, Bomb, res{true, true}},
		{Missile, Mine, res{true, false}},
		{Missile, Flag, res{false, true}},
	}
	for _, c := range cases {
		a, d := Combat(c.att, c.def)
		if (res{a, d}) != c.want {
			t.Errorf("%s attacks %s: removed %v %v, want %v", c.att.Name(), c.def.Name(), a, d, c.want)
		}
	}
}

func TestSandayiRankCodes(t *testing.T) {
	for _, c := range "ATR" {
		r, ok := RankOf(byte(c))
		if !ok || r.Code() != byte(c) || r.Name() == "" {
			t.Errorf("%c: %v %v", c, r, ok)
		}
		for x := South; x <= West; x++ {
			pc := MakePiece(x, r)
			if pc.Rank() != r || pc.Seat() != x || pc.FaceDown() || pc == 0 {
				t.Errorf("piece %v of %v packs as %#x", r, x, pc)
			}
		}
	}
	if Fortress.Movable() || !Supreme.Movable() || !Missile.Movable() || !Missile.RailTurner() || Supreme.RailTurner() {
		t.Error("movement classes of the extras")
	}
}

// sandayiHand deals seed's hand, plays the bids and picks A, T, R and the
// highest 16 others of the pool.
func sandayiHand(t testing.TB, rules HandRules, seed uint64, bids ...int) *Hand {
	t.Helper()
	h, err := NewHand(rules, nil, rand.NewPCG(seed, 13))
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range bids {
		if err := h.MakeBid(b); err != nil {
			t.Fatal(err)
		}
	}
	if h.Phase() != PhasePick {
		return h
	}
	pick := []Rank{Supreme, Fortress, Missile}
	for _, r := range h.Pool() {
		if r != Supreme && r != Fortress && r != Missile && len(pick) < PickSize {
			pick = append(pick, r)
		}
	}
	if err := h.TakePick(pick); err != nil {
		t.Fatal(err)
	}
	return h
}

// handRecord writes a record of h with position pos and the given moves.
func handRecord(h *Hand, mode Mode, pos string, extra ...string) string {
	rec := &record.Record{Tags: HandTags(h, mode, 70, false, false, nil)}
	if pos != "" {
		rec.SetTag("Position", pos)
	}
	var moves []string
	for _, e := range extra {
		if strings.HasPrefix(e, "[") {
			i := strings.IndexByte(e, ' ')
			name, val := e[1:i], strings.Trim(e[i+1:len(e)-1], `"`)
			rec.SetTag(name, val)
		} else {
			moves = append(moves, e)
		}
	}
	return rec.String() + "\n" + strings.Join(moves, " ") + "\n"
}

func TestSandayiDeal(t *testing.T) {
	a := sandayiHand(t, HandRules{}, 1)
	b := sandayiHand(t, HandRules{}, 1)
	c := sandayiHand(t, HandRules{}, 2)
	if a.Deal != b.Deal {
		t.Error("the same seed deals differently")
	}
	if a.Deal == c.Deal {
		t.Error("two seeds deal the same")
	}
	var total [NumRanks]int
	for x := range a.Deal {
		for _, r := range a.Deal[x] {
			if r < Engineer || r > Bomb {
				t.Fatalf("%v dealt %s", Seat(x), r.Name())
			}
			total[r]++
		}
	}
	pool := a.Pool()
	if len(pool) != PoolSize {
		t.Fatalf("pool of %d", len(pool))
	}
	for _, r := range pool {
		total[r]++
	}
	for r := Engineer; r <= Bomb; r++ {
		if total[r] != 4*int(Standard[r]) {
			t.Errorf("%s: %d in deal and pool", r.Name(), total[r])
		}
	}
	if total[Supreme] != 1 || total[Fortress] != 1 || total[Missile] != 1 || total[Flag] != 0 {
		t.Error("the pool holds one each of A, T, R and no flag")
	}
}

func TestSandayiBiddingPoints(t *testing.T) {
	h := sandayiHand(t, HandRules{}, 3)
	if x, _ := h.Bidder(); x != South {
		t.Fatalf("first bidder %v", x)
	}
	if err := h.MakeBid(2); err != nil {
		t.Fatal(err)
	}
	if err := h.MakeBid(1); err == nil || !strings.Contains(err.Error(), "must top") {
		t.Errorf("a lower bid: %v", err)
	}
	if err := h.MakeBid(4); err == nil {
		t.Error("bid 4 accepted")
	}
	if got := h.LegalBids(); len(got) != 2 || got[0] != Pass || got[1] != 3 {
		t.Errorf("legal after a 2: %v", got)
	}
	for _, b := range []int{Pass, Pass} {
		if err := h.MakeBid(b); err != nil {
			t.Fatal(err)
		}
	}
	if l, _, ok := h.Landlord(); ok {
		t.Fatalf("landlord %v before W spoke", l)
	}
	if err := h.MakeBid(Pass); err != nil {
		t.Fatal(err)
	}
	if l, bid, ok := h.Landlord(); !ok || l != South || bid != 2 || h.Phase() != PhasePick {
		t.Errorf("after S=2 and three passes: %v %d %v %v", l, bid, ok, h.Phase())
	}
	// a 3 ends the bidding at once
	h = sandayiHand(t, HandRules{}, 3, Pass, 3)
	if l, bid, ok := h.Landlord(); !ok || l != East || bid != 3 {
		t.Errorf("E=3 ends it: %v %d %v", l, bid, ok)
	}
	if err := (&Hand{}).MakeBid(1); err == nil {
		t.Log("a zero hand bids")
	}
	// nobody bids: redeal
	h = sandayiHand(t, HandRules{}, 3, Pass, Pass, Pass, Pass)
	if h.Phase() != PhaseRedeal || h.MakeBid(1) == nil {
		t.Fatalf("all pass: %v", h.Phase())
	}
	old := h.Deal
	h.Redeal(rand.NewPCG(9, 9))
	if h.Phase() != PhaseBidding || len(h.Bids) != 0 || h.Deal == old {
		t.Error("redeal starts a new bidding on a new deal")
	}
}

func TestSandayiBiddingLandlord(t *testing.T) {
	h := sandayiHand(t, HandRules{Bidding: BidLandlord}, 4, Pass)
	if got := h.LegalBids(); len(got) != 2 || got[1] != 3 {
		t.Errorf("叫地主 words: %v", got)
	}
	if err := h.MakeBid(1); err == nil {
		t.Error("叫地主 took a 1")
	}
	h.MakeBid(3)
	if l, bid, ok := h.Landlord(); !ok || l != East || bid != 3 {
		t.Errorf("E calls: %v %d %v", l, bid, ok)
	}
	cfg, err := h.Config(Open, 70, false, false)
	if err != nil || cfg.Bid != 3 || cfg.Landlord != East {
		t.Errorf("叫地主 must put out all three: %+v %v", cfg, err)
	}
}

func TestSandayiPick(t *testing.T) {
	h := sandayiHand(t, HandRules{}, 5, 1, Pass, Pass, Pass)
	if h.Phase() != PhaseDeploy {
		t.Fatal(h.Phase())
	}
	if got := len(h.Army(South)); got != 39 {
		t.Errorf("landlord army %d", got)
	}
	for _, x := range []Seat{East, North, West} {
		army := h.Army(x)
		n := 0
		for _, r := range army {
			if r == Lieutenant {
				n++
			}
		}
		dealt := 0
		for _, r := range h.Deal[x] {
			if r == Lieutenant {
				dealt++
			}
		}
		if len(army) != 25 || n != dealt+FarmerExtra {
			t.Errorf("farmer %v army %d with %d 排长", x, len(army), n)
		}
	}
	h = sandayiHand(t, HandRules{}, 5, 1, Pass, Pass)
	h.MakeBid(Pass)
	if err := h.TakePick(h.Pool()[:18]); err == nil {
		t.Error("18 pieces taken")
	}
	twoA := append([]Rank{Supreme, Supreme}, h.Pool()[2:PickSize]...)
	if err := h.TakePick(twoA); err == nil || !strings.Contains(err.Error(), "no more") {
		t.Errorf("two 元帅: %v", err)
	}
	a, b := *h, *h
	if err := a.RandomPick(rand.NewPCG(1, 1)); err != nil {
		t.Fatal(err)
	}
	b.RandomPick(rand.NewPCG(1, 1))
	if RankCodes(a.Pick) != RankCodes(b.Pick) || len(a.Pick) != PickSize {
		t.Error("a random pick is the seed's")
	}
}

func TestSandayiDeploymentRules(t *testing.T) {
	h := sandayiHand(t, HandRules{}, 6, Pass, 2, Pass, Pass) // E is the landlord
	b := BoardOf(FourCountry)
	for x := South; x <= West; x++ {
		for seed := uint64(0); seed < 20; seed++ {
			d, err := h.RandomDeployment(x, rand.NewPCG(seed, uint64(x)))
			if err != nil {
				t.Fatal(err)
			}
			if err := h.CheckDeployment(x, &d); err != nil {
				t.Fatalf("%v seed %d: random deployment breaks %v", x, seed, err)
			}
		}
		for seed := uint64(0); seed < 400; seed++ { // never the 司令 or the 元帅 on a headquarters
			d, err := h.RandomDeployment(x, rand.NewPCG(seed, 9+uint64(x)))
			if err != nil {
				t.Fatal(err)
			}
			for p, r := range d {
				if (r == Marshal || r == Supreme) && b.KindOf(Point(p)) == HQ {
					t.Fatalf("%v seed %d: %s on the headquarters %s", x, seed, r.Name(), b.Name(Point(p)))
				}
			}
		}
	}
	d, _ := h.RandomDeployment(East, rand.NewPCG(1, 1))
	n, centre := 0, 0
	for p, r := range d {
		if r != 0 {
			n++
			if b.Area(Point(p)) == NoSeat {
				centre++
			}
		}
	}
	if n != 39 || centre != 9 {
		t.Errorf("landlord: %d pieces, %d in the centre", n, centre)
	}
	// swap helpers: move a piece of rank r to point name, swapping with what is there
	swap := func(d Deployment, r Rank, name string) Deployment {
		q := b.must(name)
		for p := range d {
			if d[p] == r {
				d[p], d[q] = d[q], d[p]
				return d
			}
		}
		t.Fatalf("no %s", r.Name())
		return d
	}
	bad := []struct {
		seat       Seat
		rank       Rank
		to         string
		want, rule string
	}{
		{East, Bomb, "Cb2", "centre", "centre"},
		{East, Bomb, "Ea6", "front rank", "bomb"},
		{East, Fortress, "Eb3", "ranks 1–2", "mine"},
		{East, Flag, "Ec1", "headquarters", "flag"},
	}
	for _, c := range bad {
		d, _ := h.RandomDeployment(c.seat, rand.NewPCG(2, 2))
		d = swap(d, c.rank, c.to)
		err := h.CheckDeployment(c.seat, &d)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s to %s: %v", c.rank.Name(), c.to, err)
		}
		hasRule(t, err, c.to, c.rule)
	}
	d, _ = h.RandomDeployment(South, rand.NewPCG(3, 3))
	q := b.must("Sb3")
	for p := range d {
		if d[p] == Lieutenant {
			d[p], d[q] = 0, Lieutenant
			break
		}
	}
	if err := h.CheckDeployment(South, &d); err == nil || !strings.Contains(err.Error(), "camp") {
		t.Errorf("a farmer in a camp: %v", err)
	} else {
		hasRule(t, err, "Sb3", "camp")
	}
	d, _ = h.RandomDeployment(South, rand.NewPCG(3, 3))
	d[b.must("Cb2")] = Lieutenant
	if err := h.CheckDeployment(South, &d); err == nil || !strings.Contains(err.Error(), "outside") {
		t.Errorf("a farmer in the centre: %v", err)
	} else {
		hasRule(t, err, "Cb2", "area")
	}
	d, _ = h.RandomDeployment(South, rand.NewPCG(3, 3))
	for p := range d {
		if d[p] == Lieutenant {
			d[p] = Captain
			break
		}
	}
	if err := h.CheckDeployment(South, &d); err == nil || !strings.Contains(err.Error(), "the army has") {
		t.Errorf("a piece changed: %v", err)
	} else {
		hasRule(t, err, "", "count")
	}
}

// More landmines than ranks 1–2 hold: the rest may stand further up the area.
func TestSandayiManyMines(t *testing.T) {
	h := &Hand{Order: [4]Seat{South, East, North, West}}
	var deal [4][]Rank
	deal[0] = []Rank{Mine, Mine, Mine, Mine, Mine, Mine, Mine, Mine, Mine, Mine, Mine, Bomb, Bomb, Bomb, 1, 1, 1, 2, 2}
	rest := dealable()
	var left [NumRanks]int
	for _, r := range rest {
		left[r]++
	}
	for _, r := range deal[0] {
		left[r]--
	}
	x := 1
	for r := Rank(1); r <= Bomb && x < 4; r++ {
		for ; left[r] > 0 && x < 4; left[r]-- {
			deal[x] = append(deal[x], r)
			if len(deal[x]) == DealSize {
				x++
			}
		}
	}
	if err := h.SetDeal(deal); err != nil {
		t.Fatal(err)
	}
	for _, b := range []int{Pass, 1, Pass, Pass} {
		h.MakeBid(b)
	}
	h.RandomPick(rand.NewPCG(1, 1))
	for seed := uint64(0); seed < 10; seed++ {
		d, err := h.RandomDeployment(South, rand.NewPCG(seed, 0))
		if err != nil {
			t.Fatal(err)
		}
		if err := h.CheckDeployment(South, &d); err != nil {
			t.Fatalf("11 landmines: %v", err)
		}
	}
	if err := h.SetDeal([4][]Rank{deal[0], deal[0], deal[1], deal[2]}); err == nil {
		t.Error("22 landmines dealt")
	}
}

// sandayiState starts play from random deployments of a hand.
func sandayiState(t testing.TB, h *Hand, mode Mode, seed uint64) State {
	t.Helper()
	var deps [4]*Deployment
	for x := South; x <= West; x++ {
		d, err := h.RandomDeployment(x, rand.NewPCG(seed, uint64(x)))
		if err != nil {
			t.Fatal(err)
		}
		deps[x] = &d
	}
	cfg, err := h.Config(mode, 70, false, false)
	if err != nil {
		t.Fatal(err)
	}
	s, err := h.Start(cfg, deps)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestSandayiStart(t *testing.T) {
	h := sandayiHand(t, HandRules{}, 7, Pass, Pass, 1, Pass) // N is the landlord
	s := sandayiState(t, h, Dark, 1)
	if x, _ := s.Turn(); x != North {
		t.Errorf("the landlord moves first, not %v", x)
	}
	if !s.Allies(South, East) || !s.Allies(East, West) || s.Allies(North, South) {
		t.Error("the farmers are allies against the landlord")
	}
	if l, bid := s.Landlord(); l != North || bid != 1 {
		t.Errorf("landlord %v bid %d", l, bid)
	}
	h2 := *h
	h2.Rules.First = SeatOrderFirst
	s = sandayiState(t, &h2, Dark, 1)
	if x, _ := s.Turn(); x != South {
		t.Errorf("first=seats: %v moves first", x)
	}
	// the farmers' flags are shown to everybody, the landlord's to nobody else
	b := s.Board()
	for p := 0; p < b.N; p++ {
		pc := s.At(Point(p))
		if pc.Rank() != Flag {
			continue
		}
		for v := South; v <= West; v++ {
			known := s.Knows(v, Point(p))
			if want := pc.Seat() != North || v == North; known != want {
				t.Errorf("%v sees the flag of %v: %v", v, pc.Seat(), known)
			}
		}
	}
}

// A position of hand h: only flags and the given pieces.
func sandayiLoad(t testing.TB, h *Hand, mode Mode, pos string, extra ...string) *Match {
	t.Helper()
	return load(t, handRecord(h, mode, pos, extra...))
}

func TestSandayiWin(t *testing.T) {
	flags := "Sb1=SF Eb1=EF Nb1=NF Wb1=WF "
	// E is the landlord; S has nothing that moves and goes out on its turn
	for _, c := range []struct {
		bid    int
		result string
	}{{1, "E nomoves"}, {2, "ongoing"}} {
		h := sandayiHand(t, HandRules{}, 8, Pass, c.bid, Pass, Pass)
		m := sandayiLoad(t, h, Open, flags+"Ec3=EA Nc3=N2 Wc3=W2")
		play(t, m, "Ec3-Ec2 Nc3-Nc2 Wc3-Wc2")
		if m.Result() != c.result {
			t.Errorf("bid %d, one farmer out: %s", c.bid, m.Result())
		}
	}
	// bid 2: two farmers out
	h := sandayiHand(t, HandRules{}, 8, Pass, 2, Pass, Pass)
	m := sandayiLoad(t, h, Open, flags+"Ec3=EA Wc3=W2")
	play(t, m, "Ec3-Ec2")
	if m.Result() != "ongoing" {
		t.Errorf("bid 2, N out: %s", m.Result())
	}
	play(t, m, "Wc3-Wc2")
	if m.Result() != "E nomoves" {
		t.Errorf("bid 2, S and N out: %s", m.Result())
	}
	// the landlord's flag taken: the farmers win
	m = sandayiLoad(t, h, Open, flags+"Ec3=EA Eb2=E2 Sc3=S2 Nc3=N2 Wc3=W2")
	play(t, m, "Ec3-Ec4 Nc3-Nc2 Wc3-Wc2 Sc3-Sc2 Ec4-Ec3 Nc2-Nc3 Wc2-Wc3")
	if m.Result() != "ongoing" {
		t.Fatal(m.Result())
	}
	m = sandayiLoad(t, h, Open, flags+"Ec1=EA Ea1=E2 Sc3=S2 Nc3=N2 Wc3=W2 Eb2=W2", `[Turn "W"]`)
	play(t, m, "Eb2xEb1")
	if m.Result() != "SNW flag" {
		t.Errorf("landlord's flag taken: %s", m.Result())
	}
	// the landlord without a move is out: the farmers win
	m = sandayiLoad(t, h, Open, flags+"Nc3=N2 Sc3=S2 Wc3=W2", `[Turn "W"]`)
	play(t, m, "Wc3-Wc2 Sc3-Sc2")
	if m.Result() != "SNW nomoves" {
		t.Errorf("landlord without a move: %s", m.Result())
	}
	// the landlord resigns
	m = sandayiLoad(t, h, Open, flags+"Ec3=EA Nc3=N2 Sc3=S2 Wc3=W2")
	play(t, m, "resign")
	if m.Result() != "SNW resign" {
		t.Errorf("landlord resigns: %s", m.Result())
	}
	// a farmer resigns: out, and it counts toward the bid
	m = sandayiLoad(t, h, Open, flags+"Ec3=EA Nc3=N2 Sc3=S2 Wc3=W2", `[Turn "S"]`)
	play(t, m, "resign Ec3-Ec2 resign")
	if m.Result() != "E resign" {
		t.Errorf("two farmers resign against a bid of 2: %s", m.Result())
	}
	// farmers never attack each other
	m = sandayiLoad(t, h, Open, flags+"Ec3=EA Sc6=S2 Cb1=N2 Wc3=W2", `[Turn "S"]`)
	if has(m, "Sc6xCb1") {
		t.Error("a farmer attacks a farmer")
	}
}

func TestSandayiMovement(t *testing.T) {
	h := sandayiHand(t, HandRules{}, 8, Pass, 2, Pass, Pass)
	flags := "Sb1=SF Eb1=EF Nb1=NF Wb1=WF Sc3=S2 Nc3=N2 Wc3=W2 "
	m := sandayiLoad(t, h, Open, flags+"Ea2=ER Ee2=ET Ec3=EA")
	if !has(m, "Ea2-Ee6") || !has(m, "Ea2-Ca2") {
		t.Errorf("导弹 turns on the railway like an engineer: %v", from(m, "Ea2"))
	}
	if len(from(m, "Ee2")) != 0 {
		t.Errorf("堡垒 moves: %v", from(m, "Ee2"))
	}
	if err := m.Play("Ee2-Ee3"); err == nil || !strings.Contains(err.Error(), "fortress") {
		t.Errorf("fortress move: %v", err)
	}
	m = sandayiLoad(t, h, Open, flags+"Ea2=EA")
	if has(m, "Ea2-Ee6") || !has(m, "Ea2-Ea6") {
		t.Errorf("元帅 runs straight: %v", from(m, "Ea2"))
	}
	// the generator agrees with the naive one over random 三打一 games
	for seed := uint64(0); seed < 3; seed++ {
		hh := sandayiHand(t, HandRules{}, seed, 1, 2, 3)
		s := sandayiState(t, hh, Open, seed)
		src := rand.NewPCG(seed, 5)
		for i := 0; i < 120 && !s.Result().Over; i++ {
			var buf [MaxActions]Action
			acts := s.Actions(buf[:0])
			var got []string
			for _, a := range acts {
				got = append(got, a.Notation(s.Board()))
			}
			want := bruteActions(&s)
			if strings.Join(sorted(strings.Join(got, " ")), " ") != strings.Join(want, " ") {
				t.Fatalf("seed %d ply %d: generator and brute force differ", seed, i)
			}
			s.Apply(acts[intn(src, len(acts))])
		}
	}
}

// The records of every phase load, say where they stand, and round-trip.
func TestSandayiRecordPhases(t *testing.T) {
	h := sandayiHand(t, HandRules{}, 10)
	text := handRecord(h, Dark, "")
	m := load(t, text)
	if m.Phase() != PhaseBidding || m.Turn() != "S" || strings.Join(m.Moves(), " ") != "1 2 3 pass" {
		t.Fatalf("fresh deal: %v %s %v", m.Phase(), m.Turn(), m.Moves())
	}
	h.MakeBid(1)
	h.MakeBid(2)
	m = load(t, handRecord(h, Dark, ""))
	if m.Phase() != PhaseBidding || m.Turn() != "N" || strings.Join(m.Moves(), " ") != "3 pass" {
		t.Fatalf("mid-bid: %v %s %v", m.Phase(), m.Turn(), m.Moves())
	}
	if err := m.Play("Sc3-Sc2"); err == nil {
		t.Error("a move in the bidding")
	}
	if _, err := m.Perft(1); err == nil {
		t.Error("perft in the bidding")
	}
	h.MakeBid(Pass)
	h.MakeBid(Pass)
	m = load(t, handRecord(h, Dark, ""))
	if m.Phase() != PhasePick || m.Turn() != "E" || m.Moves() != nil {
		t.Fatalf("pick: %v %s", m.Phase(), m.Turn())
	}
	h.RandomPick(rand.NewPCG(2, 2))
	m = load(t, handRecord(h, Dark, ""))
	if m.Phase() != PhaseDeploy || m.Turn() != "-" {
		t.Fatalf("deploy: %v %s", m.Phase(), m.Turn())
	}
	var deps [4]Deployment
	for x := range deps {
		deps[x], _ = h.RandomDeployment(Seat(x), rand.NewPCG(3, uint64(x)))
	}
	full := &record.Record{Tags: HandTags(h, Dark, 70, false, false, &deps)}
	m = load(t, full.String())
	if m.Phase() != PhasePlay || m.Turn() != "E" || len(m.Moves()) == 0 {
		t.Fatalf("play: %v %s", m.Phase(), m.Turn())
	}
	mv := m.Moves()[0]
	play(t, m, mv)
	back := load(t, m.Record().String())
	if back.game.State != m.game.State || back.Position() != m.Position() {
		t.Error("a 三打一 record does not round-trip")
	}
	// what each seat may see: its own deal; the pool and pick for the landlord
	lines := strings.Join(m.SandayiLines(NoSeat), "\n")
	if !strings.Contains(lines, "deal "+h.DealString()) || !strings.Contains(lines, "landlord E 2") {
		t.Errorf("referee lines:\n%s", lines)
	}
	for v := South; v <= West; v++ {
		got := strings.Join(m.SandayiLines(v), "\n")
		for x := South; x <= West; x++ {
			own := x.String() + ":" + RankCodes(h.Deal[x][:])
			if strings.Contains(got, own) != (x == v) {
				t.Errorf("view of %v and the deal of %v:\n%s", v, x, got)
			}
		}
		if strings.Contains(got, "pick ") != (v == East) || strings.Contains(got, "pool ") != (v == East) {
			t.Errorf("view of %v and the pick:\n%s", v, got)
		}
	}
	h.Rules.PoolOpen = true
	m = load(t, (&record.Record{Tags: HandTags(h, Dark, 70, false, false, &deps)}).String())
	if got := strings.Join(m.SandayiLines(South), "\n"); !strings.Contains(got, "pick ") || strings.Contains(got, "pool ") {
		t.Errorf("pool-open shows the pick, not the pool:\n%s", got)
	}
}

func TestSandayiRecordErrors(t *testing.T) {
	h := sandayiHand(t, HandRules{}, 11, 1, Pass, Pass, Pass)
	base := handRecord(h, Open, "")
	for _, c := range []struct{ edit, want string }{
		{`[Bids "S=1 E=pass N=pass W=pass"]` + "|" + `[Bids "E=1"]`, "S's turn"},
		{`[Bids "S=1 E=pass N=pass W=pass"]` + "|" + `[Bids "S=1 E=1"]`, "must top"},
		{`[Bids "S=1 E=pass N=pass W=pass"]` + "|" + `[Bids "S=call"]`, "a bid is 1, 2, 3 or pass"},
		{`[Pick "`, "[Pick \"AA"},
		{`[Variant "sandayi"]` + "|" + `[Variant "chess"]`, "not a junqi variant"},
		{`pick=choose`, "pick=maybe"},
		{`[Board "4p"]` + "|" + `[Board "2p"]`, "four-country"},
	} {
		var text string
		if i := strings.Index(c.edit, "|"); i > 0 {
			text = strings.Replace(base, c.edit[:i], c.edit[i+1:], 1)
		} else {
			text = strings.Replace(base, c.edit, c.want, 1)
		}
		_, err := loadErr(text)
		if err == nil {
			t.Errorf("%s: loads", c.edit)
			continue
		}
		var re *record.Error
		if !errors.As(err, &re) {
			t.Errorf("%s: %T", c.edit, err)
		}
	}
	// the app's door refuses 三打一 until it has screens
	if r, err := record.Parse(base); err != nil {
		t.Fatal(err)
	} else if _, err := ConfigFromTags(r); err == nil || !strings.Contains(err.Error(), "三打一") {
		t.Errorf("ConfigFromTags of a 三打一 record: %v", err)
	}
	// moves before a position; Deal tags in a plain game
	if _, err := loadErr(base + "Sc3-Sc2\n"); err == nil || !strings.Contains(err.Error(), "need a [Position]") {
		t.Errorf("moves without a position: %v", err)
	}
	if _, err := loadErr(rec("4p", four, `[Deal "S:1"]`)); err == nil || !strings.Contains(err.Error(), "三打一") {
		t.Errorf("Deal in a plain game: %v", err)
	}
	if _, err := loadErr(rec("4p", "Sb1=SA")); err == nil || !strings.Contains(err.Error(), "三打一") {
		t.Errorf("元帅 in a plain game: %v", err)
	}
	// a position with a piece the army lacks
	if _, err := loadErr(handRecord(h, Open, "Sb1=SF Eb1=EF Nb1=NF Wb1=WF Ec3=EA")); err == nil || !strings.Contains(err.Error(), "army") {
		t.Errorf("a farmer's 元帅: %v", err)
	}
}

// Random complete hands: deal, bids, pick, deployment, play to the end; the
// invariants hold after every action and every game ends properly.
func TestSandayiRandomGames(t *testing.T) {
	n := 40
	if testing.Short() {
		n = 8
	}
	for seed := uint64(0); seed < uint64(n); seed++ {
		sandayiRandomGame(t, seed, 3000)
	}
}

func sandayiRandomGame(t *testing.T, seed uint64, maxPlies int) {
	src := rand.NewPCG(seed, 77)
	rules := HandRules{Bidding: Bidding(seed % 2), Pick: PickRule(seed / 2 % 2), First: FirstMover(seed / 4 % 2)}
	h, err := NewHand(rules, nil, src)
	if err != nil {
		t.Fatal(err)
	}
	for h.Phase() != PhasePick {
		if h.Phase() == PhaseRedeal {
			h.Redeal(src)
			continue
		}
		ws := h.LegalBids()
		if err := h.MakeBid(ws[intn(src, len(ws))]); err != nil {
			t.Fatal(err)
		}
	}
	if err := h.RandomPick(src); err != nil {
		t.Fatal(err)
	}
	mode := Mode(seed % 3 / 2) // open or dark
	cfg, _ := h.Config(mode, 70, seed%5 == 0, seed%7 == 0)
	var deps [4]*Deployment
	for x := range deps {
		d, err := h.RandomDeployment(Seat(x), src)
		if err != nil {
			t.Fatal(err)
		}
		deps[x] = &d
	}
	s, err := h.Start(cfg, deps)
	if err != nil {
		t.Fatal(err)
	}
	start := s.count
	var fought [MaxPoints]bool
	var buf [MaxActions]Action
	for ply := 0; ply < maxPlies && !s.Result().Over; ply++ {
		acts := s.Actions(buf[:0])
		if len(acts) == 0 {
			t.Fatalf("seed %d: no action and not over", seed)
		}
		a := acts[intn(src, len(acts))]
		bt := s.Apply(a)
		if bt.Fought() {
			fought[a.From], fought[a.To] = false, s.battleReveal
		} else {
			fought[a.To], fought[a.From] = fought[a.From], false
		}
		checkInvariants(t, &s, start, &fought)
	}
	r := s.Result()
	if !r.Over {
		return
	}
	l, bid := s.Landlord()
	farmersOut := 0
	for x := South; x <= West; x++ {
		if out, _ := s.Out(x); out && x != l {
			farmersOut++
		}
	}
	landlordOut, _ := s.Out(l)
	switch {
	case r.Draw:
	case r.Winners == 1<<l:
		if farmersOut < bid || landlordOut {
			t.Fatalf("seed %d: landlord wins with %d farmers out of a bid of %d", seed, farmersOut, bid)
		}
	case r.Winners == 15&^(1<<l):
		if !landlordOut {
			t.Fatalf("seed %d: farmers win with the landlord in", seed)
		}
	default:
		t.Fatalf("seed %d: winners %b", seed, r.Winners)
	}
}

// FuzzSandayiPlayout plays random 三打一 hands from fuzzed seeds.
func FuzzSandayiPlayout(f *testing.F) {
	for _, s := range []uint64{1, 2, 99} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, seed uint64) { sandayiRandomGame(t, seed, 400) })
}

// FuzzSandayiRecord: fuzzed 三打一 records load or fail with a record error,
// and a record that loads round-trips and answers every question.
func FuzzSandayiRecord(f *testing.F) {
	h := sandayiHand(f, HandRules{}, 12)
	f.Add(handRecord(h, Dark, ""))
	h.MakeBid(Pass)
	h.MakeBid(2)
	f.Add(handRecord(h, Dark, ""))
	h.MakeBid(Pass)
	h.MakeBid(3)
	f.Add(handRecord(h, Open, ""))
	h.RandomPick(rand.NewPCG(1, 1))
	f.Add(handRecord(h, Dark, ""))
	var deps [4]Deployment
	for x := range deps {
		deps[x], _ = h.RandomDeployment(Seat(x), rand.NewPCG(1, uint64(x)))
	}
	f.Add((&record.Record{Tags: HandTags(h, Dark, 70, true, true, &deps)}).String() + "\nWc3-Wc4 resign\n")
	f.Add(handRecord(h, Open, "Sb1=SF Eb1=EF Nb1=NF Wb1=WF Wc3=WA", "Wc3-Wc4"))
	f.Fuzz(func(t *testing.T, text string) {
		r, err := record.Parse(text)
		if err != nil {
			return
		}
		m, err := FromRecord(r)
		if err != nil {
			var re *record.Error
			if !errors.As(err, &re) {
				t.Fatalf("error is %T, not *record.Error: %v", err, err)
			}
			return
		}
		_ = m.Moves()
		_ = m.Result()
		_ = m.Turn()
		for x := South; x <= West; x++ {
			m.View(x.String())
			lines := strings.Join(m.SandayiLines(x), "\n")
			if h := m.Hand(); h != nil {
				for y := South; y <= West; y++ {
					if y != x && strings.Contains(lines, y.String()+":") {
						t.Fatalf("the view of %v shows the deal of %v", x, y)
					}
				}
			}
		}
		m.Perft(1)
		back, err := loadErr(m.Record().String())
		if err != nil {
			t.Fatalf("own record does not load: %v\n%s", err, m.Record().String())
		}
		if back.game.State != m.game.State || back.Turn() != m.Turn() || back.Result() != m.Result() || back.Phase() != m.Phase() {
			t.Fatalf("record does not round-trip:\n%s", m.Record().String())
		}
	})
}

// Frozen perft figures of a seeded 三打一 hand (testdata/sandayi.txt: seed
// 2026, S=pass E=1 N=2 W=pass, N the landlord) at the start and after 40
// random actions; a change to the extras' movement or the deployment shows here.
func TestSandayiPerft(t *testing.T) {
	text, err := os.ReadFile("testdata/sandayi.txt")
	if err != nil {
		t.Fatal(err)
	}
	mid := " Na6xEe6 Wb4-Wb5 Sc6xCb1 Ec6-Eb5 Ca3xWa6 Wc2-Wd3 Se5-Sd5 Ec3-Ec4 Cc2-Ec6 Wc3-Wc4 Sc5-Sb5 Ec2-Ec3 Ne6-Ca3 Wd4-Wd5 Se6-Se5 Ec3-Eb3 Cc1-Cc2 Wb5-Wb4 Sb6-Sc6 Ed2-Ec2 Cb1xSc6 Wb2-Wb3 Sd4-Sd3 Eb6xEc6 Ee6-Na6 Wa5xWa6 Se4-Sd4 Ea6-Cb1 Ec6-Ea6 Wd2-Wc2 Sb5-Sc4 Cb1-Cc1 Cc2xCc1 We4-Wd4 Sd6xEa6 Ee5xNa6 Sc6-Cb1 Wd3-Wc3 Se5-Cc2 Ee4-Ed5\n"
	for _, c := range []struct {
		moves string
		want  []uint64
	}{
		{"", []uint64{1, 11, 391, 13677}},
		{mid, []uint64{1, 36, 966, 36326}},
	} {
		m := load(t, string(text)+c.moves)
		for d, want := range c.want {
			if got, err := m.Perft(d); err != nil || got != want {
				t.Errorf("perft %d after %d moves: %d, want %d (%v)", d, len(m.Tokens()), got, want, err)
			}
			if d <= 2 && d > 0 {
				if naive := naivePerft(t, string(text)+c.moves, d); naive != want {
					t.Errorf("naive perft %d: %d, want %d", d, naive, want)
				}
			}
		}
	}
}

// Every piece that can stand on a board has a Zobrist identity of its own.
func TestPieceIdentities(t *testing.T) {
	seen := map[uint8]Piece{}
	for x := South; x <= West; x++ {
		for r := Engineer; r < NumRanks; r++ {
			if !r.Real() {
				continue
			}
			for _, pc := range []Piece{MakePiece(x, r), MakePiece(x, r).Down()} {
				if r > Flag && pc.FaceDown() {
					continue // the extras are never face down (三打一 is not 翻棋)
				}
				id := pc.identity()
				if other, ok := seen[id]; ok || id >= 128 || id&15 == 0 {
					t.Errorf("%v and %v share identity %d", pc, other, id)
				}
				seen[id] = pc
				if pc.railTurner() != (r == Engineer || r == Missile) && !pc.FaceDown() {
					t.Errorf("%v railTurner", pc)
				}
			}
		}
	}
}

// The app's way through a hand: every step rewrites the record, which loads
// back at the same phase; a redeal after four passes; play starts with the
// options kept.
func TestSandayiMatchSteps(t *testing.T) {
	src := rand.NewPCG(21, 21)
	h, _ := NewHand(HandRules{PoolOpen: true}, nil, src)
	m, err := NewSandayiMatch(h, Dark, 50, true, true)
	if err != nil {
		t.Fatal(err)
	}
	same := func(step string) {
		t.Helper()
		back := load(t, m.Record().String())
		if back.Phase() != m.Phase() || back.Turn() != m.Turn() || back.Position() != m.Position() ||
			strings.Join(back.SandayiLines(NoSeat), "|") != strings.Join(m.SandayiLines(NoSeat), "|") {
			t.Fatalf("%s: the record does not load back the same:\n%s", step, m.Record().String())
		}
	}
	same("deal")
	for i := 0; i < 4; i++ {
		if err := m.Bid(Pass); err != nil {
			t.Fatal(err)
		}
		same("pass")
	}
	if m.Phase() != PhaseRedeal || m.Bid(1) == nil || m.TakePick(nil) == nil {
		t.Fatalf("four passes: %v", m.Phase())
	}
	old := h.DealString()
	if err := m.Redeal(src); err != nil || h.DealString() == old || m.Phase() != PhaseBidding {
		t.Fatalf("redeal: %v", err)
	}
	same("redeal")
	m.Bid(1)
	m.Bid(Pass)
	if err := m.Bid(3); err != nil {
		t.Fatal(err)
	}
	same("N=3")
	if m.Phase() != PhasePick || m.Turn() != "N" {
		t.Fatalf("after a 3: %v %s", m.Phase(), m.Turn())
	}
	if err := m.RandomPick(src); err != nil {
		t.Fatal(err)
	}
	same("pick")
	var deps [4]*Deployment
	for x := range deps {
		d, _ := h.RandomDeployment(Seat(x), src)
		deps[x] = &d
	}
	bad := *deps[0]
	bad[BoardOf(FourCountry).must("Sb3")], bad[BoardOf(FourCountry).must("Sa1")] = bad[BoardOf(FourCountry).must("Sa1")], 0
	if err := m.StartPlay([4]*Deployment{&bad, deps[1], deps[2], deps[3]}); err == nil || m.Phase() != PhaseDeploy {
		t.Error("a farmer in a camp started play")
	}
	if err := m.StartPlay(deps); err != nil {
		t.Fatal(err)
	}
	same("play")
	st := m.State()
	cfg := st.Config()
	if m.Turn() != "N" || cfg.NoCapture != 50 || !cfg.BattleReveal || !cfg.AlliesSee || cfg.Landlord != North || cfg.Bid != 3 {
		t.Errorf("play starts with %+v, turn %s", cfg, m.Turn())
	}
	play(t, m, m.Moves()[0])
	same("a move")
}

// The options round-trip through the record, and 叫地主's words are call and pass.
func TestSandayiOptionsInRecords(t *testing.T) {
	rules := HandRules{Bidding: BidLandlord, Pick: PickRandom, First: SeatOrderFirst, PoolOpen: true}
	h := sandayiHand(t, rules, 14)
	m := load(t, handRecord(h, Dark, ""))
	if got := m.Hand().Rules; got != rules {
		t.Fatalf("options read back as %+v", got)
	}
	if strings.Join(m.Moves(), " ") != "call pass" {
		t.Errorf("叫地主 words: %v", m.Moves())
	}
	text := handRecord(h, Dark, "", `[Bids "S=pass E=call"]`)
	m = load(t, text)
	if l, bid, ok := m.Hand().Landlord(); !ok || l != East || bid != 3 {
		t.Errorf("E calls: %v %d %v", l, bid, ok)
	}
	if _, err := loadErr(handRecord(h, Dark, "", `[Bids "S=pass E=1"]`)); err == nil {
		t.Error("a 1 in 叫地主")
	}
	if _, err := loadErr(handRecord(h, Dark, "", `[Bids "S=call E=call"]`)); err == nil {
		t.Error("a word after the call")
	}
}

// 双明 (allies-see) in 三打一: the farmers see each other's pieces in the dark, the
// landlord still sees none of theirs and they none of its.
func TestSandayiAlliesSee(t *testing.T) {
	h := sandayiHand(t, HandRules{}, 15, Pass, Pass, 1, Pass) // N is the landlord
	var deps [4]*Deployment
	for x := range deps {
		d, _ := h.RandomDeployment(Seat(x), rand.NewPCG(1, uint64(x)))
		deps[x] = &d
	}
	cfg, _ := h.Config(Dark, 70, false, true)
	s, err := h.Start(cfg, deps)
	if err != nil {
		t.Fatal(err)
	}
	b := s.Board()
	for p := 0; p < b.N; p++ {
		pc := s.At(Point(p))
		if pc == 0 || pc.Rank() == Flag {
			continue
		}
		for v := South; v <= West; v++ {
			want := v == pc.Seat() || v != North && pc.Seat() != North
			if s.Knows(v, Point(p)) != want {
				t.Fatalf("allies-see: %v knows %v on %s: %v", v, pc, b.Name(Point(p)), !want)
			}
		}
	}
}
