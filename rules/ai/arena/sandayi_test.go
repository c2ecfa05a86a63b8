package arena

import (
	"reflect"
	"strings"
	"sync"
	"testing"

	"warboard/rules/ai"
	"warboard/rules/junqi"
)

func sandayiSpec(pairs int) Spec {
	return Spec{Board: "4p", Variant: "sandayi", Mode: "dark", Pairs: pairs, Threads: 1, MaxPlies: 80}
}

// landlordOf reads the landlord of a game's record.
func landlordOf(t *testing.T, g Game) string {
	t.Helper()
	m, err := junqi.FromRecord(g.Record)
	if err != nil {
		t.Fatal(err)
	}
	l, _, ok := m.Hand().Landlord()
	if !ok {
		t.Fatalf("no landlord:\n%s", g.Record)
	}
	return l.String()
}

// A pair of 三打一 is one hand played twice: the same deal, bids, pick and
// deployments; the side that spoke the bidding and picked (A in even pairs,
// B in odd ones) deploys the landlord and plays it in game 0, the other side
// deploys and plays the farmers; game 1 swaps who plays what.
func TestSandayiPairIsOneHandTwice(t *testing.T) {
	s := sandayiSpec(2)
	s.KeepRecords = true
	a, b := &sdyLogger{Player: random{}}, &sdyLogger{Player: random{}}
	r := run(t, s, a, b)
	if r.Pairs != 2 || r.Games != 4 || r.FaultsA+r.FaultsB != 0 {
		t.Fatalf("%s", r.Text())
	}
	logs := [2]*sdyLogger{a, b}
	for i, pair := range r.Played {
		g0, g1 := pair[0].Record, pair[1].Record
		for _, tag := range []string{"Deal", "Bids", "Pick", "Position", "Turn"} {
			v0, ok0 := g0.Tag(tag)
			v1, _ := g1.Tag(tag)
			if !ok0 || v0 != v1 {
				t.Errorf("pair %d: %s %q and %q", i, tag, v0, v1)
			}
		}
		l := landlordOf(t, pair[0])
		x := i & 1
		if pair[0].AFirst != (x == 0) || pair[1].AFirst != (x == 1) {
			t.Errorf("pair %d: A as landlord %v %v", i, pair[0].AFirst, pair[1].AFirst)
		}
		deal, _ := g0.Tag("Deal")
		for side, lg := range logs {
			var calls []call // this pair's: the calls on its deal
			for _, c := range lg.calls {
				if c.deal == deal {
					calls = append(calls, c.call)
				}
			}
			bids, deploys := 0, map[string]bool{}
			playSeats := []map[string]bool{{}, {}}
			game, last := -1, -1
			for _, c := range calls {
				switch {
				case c.deploy:
					deploys[c.seat] = true
				case c.position == "":
					bids++
				default:
					if c.moves <= last || game < 0 {
						game++
					}
					last = c.moves
					playSeats[min(game, 1)][c.seat] = true
				}
			}
			lord := side == x // this side is the landlord in game 0
			if lord != (bids > 0) {
				t.Errorf("pair %d side %d: %d bids and pick asked", i, side, bids)
			}
			wantDeploy := map[string]bool{l: true}
			if !lord {
				wantDeploy = map[string]bool{}
				for _, seat := range []string{"S", "E", "N", "W"} {
					if seat != l {
						wantDeploy[seat] = true
					}
				}
			}
			if !reflect.DeepEqual(deploys, wantDeploy) {
				t.Errorf("pair %d side %d: deploys %v, want %v (landlord %s)", i, side, deploys, wantDeploy, l)
			}
			for g, seats := range playSeats {
				if len(seats) > 0 && seats[l] != (lord == (g == 0)) {
					t.Errorf("pair %d side %d game %d: played %v (landlord %s)", i, side, g, seats, l)
				}
			}
		}
	}
}

// sdyLogger writes down every request with the deal it was about.
type sdyLogger struct {
	Player
	mu    sync.Mutex
	calls []struct {
		call
		deal string
	}
}

func (l *sdyLogger) note(r ai.Request, deploy bool) {
	pos, _ := r.Record.Tag("Position")
	deal, _ := r.Record.Tag("Deal")
	l.mu.Lock()
	l.calls = append(l.calls, struct {
		call
		deal string
	}{call{deploy, r.Seat, len(r.Record.Moves), pos}, deal})
	l.mu.Unlock()
}

func (l *sdyLogger) Decide(r ai.Request) (string, error) { l.note(r, false); return l.Player.Decide(r) }
func (l *sdyLogger) Deploy(r ai.Request) (string, error) { l.note(r, true); return l.Player.Deploy(r) }

// The same seed gives the same report however many threads play it; another
// seed deals other hands.
func TestSandayiDeterministicAcrossThreads(t *testing.T) {
	var reports []*Report
	for _, threads := range []int{1, 3} {
		s := sandayiSpec(3)
		s.Threads = threads
		r := run(t, s, random{}, random{})
		r.Spec.Threads = 0
		reports = append(reports, r)
	}
	if !reflect.DeepEqual(reports[0], reports[1]) {
		t.Errorf("threads change the result:\n%s\n%s", reports[0].Text(), reports[1].Text())
	}
	var deals []string
	for seed := uint64(1); seed <= 2; seed++ {
		s := sandayiSpec(1)
		s.Seed, s.KeepRecords = seed, true
		r := run(t, s, random{}, random{})
		d, _ := r.Played[0][0].Record.Tag("Deal")
		deals = append(deals, d)
	}
	if deals[0] == deals[1] {
		t.Errorf("seeds 1 and 2 dealt the same hand")
	}
	text := reports[0].Text()
	for _, want := range []string{"match  junqi 4p dark variant sandayi", "A as landlord", "B as landlord"} {
		if !strings.Contains(text, want) {
			t.Errorf("report lacks %q:\n%s", want, text)
		}
	}
	// and reads back for referee sum
	c, err := ParseChunk(text)
	if err != nil || c.Report.AFirst != reports[0].AFirst || c.Report.BFirst != reports[0].BFirst {
		t.Fatalf("read back: %v %+v", err, c)
	}
	sum, err := Sum([]*Chunk{c}, nil)
	if err != nil || !strings.Contains(sum, "A as landlord") {
		t.Errorf("sum: %v\n%s", err, sum)
	}
}

// sdyFake answers as random, but fails at one step: "bid", "pass" (always
// passes), "pick", "deploy", or "play".
type sdyFake struct {
	random
	how string
}

func (f sdyFake) Decide(r ai.Request) (string, error) {
	_, playing := r.Record.Tag("Position")
	_, picking := r.Record.Tag("Bids")
	m, _ := junqi.FromRecord(r.Record)
	switch {
	case f.how == "play" && playing:
		return "a1-a2", nil
	case f.how == "pass" && !playing && m.Phase() == junqi.PhaseBidding:
		return "pass", nil
	case f.how == "bid" && !playing && m.Phase() == junqi.PhaseBidding:
		return "4", nil
	case f.how == "pick" && picking && m.Phase() == junqi.PhasePick:
		return "AAAAAAAAAAAAAAAAAAA", nil
	}
	return f.random.Decide(r)
}

func (f sdyFake) Deploy(r ai.Request) (string, error) {
	if f.how == "deploy" {
		list, err := f.random.Deploy(r)
		return strings.Join(strings.Fields(list)[1:], " "), err
	}
	return f.random.Deploy(r)
}

// A fault before play (the bid, the pick — of the side that bids in that
// pair — or a deployment) loses both games of the pair; a fault in play
// loses its game; every one is counted and named.
func TestSandayiFaults(t *testing.T) {
	for _, c := range []struct {
		how, step string
		faults    int // A's, over two pairs (A bids in pair 0 only)
	}{
		{"bid", "bid", 2}, {"pass", "bid", 2}, {"pick", "pick", 2}, {"deploy", "deploy", 4}, {"play", "", 4},
	} {
		r := run(t, sandayiSpec(2), sdyFake{how: c.how}, random{})
		if r.FaultsA != c.faults || r.FaultsB != 0 || len(r.Faults) == 0 {
			t.Errorf("%s: faults A %d B %d, want %d:\n%s", c.how, r.FaultsA, r.FaultsB, c.faults, r.Text())
			continue
		}
		f := r.Faults[0]
		if f.Side != SideA || f.Step != c.step || (c.step != "") != (f.Game == -1) || f.Request.Record == nil {
			t.Errorf("%s: fault %+v", c.how, f)
		}
		if c.step == "bid" || c.step == "pick" {
			if !strings.Contains(f.String(), "pair 0 "+c.step) || r.Pent[0] < 1 {
				t.Errorf("%s: %s; pairs %v", c.how, f, r.Pent)
			}
		}
	}
}

func TestSandayiSpecErrors(t *testing.T) {
	for _, s := range []Spec{
		{Board: "2p", Variant: "sandayi"},
		{Board: "4p", Variant: "sandayi", Teams: "SN EW"},
		{Board: "4p", Variant: "sandayi", Mode: "flip"},
		{Board: "4p", Variant: "sandayi", Options: "bidding=auction"},
		{Board: "4p", Variant: "chess"},
		{Board: "8x8", Variant: "sandayi"},
	} {
		s.Pairs, s.A, s.B = 1, "random", "random"
		if _, err := Run(t.Context(), s, random{}, random{}, nil); err == nil {
			t.Errorf("%+v: no error", s)
		}
	}
}
