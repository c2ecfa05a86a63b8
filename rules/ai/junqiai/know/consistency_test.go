package know

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"warboard/rules/junqi"
)

// sampledStart is the start position the sample implies: every identity's
// sampled piece on the point it started from. Pieces of seats that went out
// (not sampled: gone from every future) keep their real rank.
func sampledStart(t *testing.T, o *Observation, real junqi.State, r *rand.Rand) junqi.State {
	t.Helper()
	_, all, err := o.sample(r)
	if err != nil {
		t.Fatal(err)
	}
	byStart := map[junqi.Point]junqi.Piece{}
	v := real.View(o.seat)
	for id, pi := range o.t.pcs {
		pc := all[id]
		if pc == 0 {
			pc = real.At(pi.start)
		}
		if v.At(pi.start).FaceDown() {
			pc = pc.Down()
		}
		byStart[pi.start] = pc
	}
	s, err := junqi.FromView(real.Config(), &v, 0, func(p junqi.Point) junqi.Piece { return byStart[p] })
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// checkObservation tests everything that must hold of o against the real game.
func checkObservation(t *testing.T, m *junqi.Match, start junqi.State, seat junqi.Seat, r *rand.Rand, replay bool) {
	t.Helper()
	o, err := Observe(m, seat)
	if err != nil {
		t.Fatal(err)
	}
	real := m.State()
	b := real.Board()
	if o.View() != real.View(seat) {
		t.Fatalf("%v: the observation's view is not the seat's view", seat)
	}
	for p := 0; p < b.N; p++ {
		pc := real.At(junqi.Point(p))
		if pc == 0 {
			if o.Possible(junqi.Point(p)) != 0 {
				t.Fatalf("%v: empty %s has possible ranks", seat, b.Name(junqi.Point(p)))
			}
			continue
		}
		poss := o.Possible(junqi.Point(p))
		if poss&(1<<pc.Rank()) == 0 {
			t.Fatalf("%v: %s is %v but Possible is %s\n%s", seat, b.Name(junqi.Point(p)), pc, rankSet(poss), m.Record())
		}
		if real.Knows(seat, junqi.Point(p)) && poss != 1<<pc.Rank() {
			t.Fatalf("%v: %s is known but Possible is %s", seat, b.Name(junqi.Point(p)), rankSet(poss))
		}
	}
	for k := 0; k < 4; k++ {
		smp, err := o.Sample(r)
		if err != nil {
			t.Fatal(err)
		}
		if smp.View(seat) != real.View(seat) {
			t.Fatalf("%v: the sample looks different to the seat:\n%s\n%s", seat, smp.PositionString(), real.PositionString())
		}
		if smp.Ply() != real.Ply() || smp.NoCaptureCount() != real.NoCaptureCount() || smp.Result() != real.Result() {
			t.Fatalf("%v: the sample's counters differ", seat)
		}
		for p := 0; p < b.N; p++ {
			if pc := smp.At(junqi.Point(p)); pc != 0 && o.Possible(junqi.Point(p))&(1<<pc.Rank()) == 0 {
				t.Fatalf("%v: the sample puts %v on %s, not possible", seat, pc, b.Name(junqi.Point(p)))
			}
		}
		if o.t.b.relaxed || o.t.sdy != nil { // (三打一's counts: checkSandayi)
			continue
		}
		for _, x := range smp.Seats() {
			for rk := junqi.Engineer; rk <= junqi.Flag; rk++ {
				if real.Mode() == junqi.Dark && smp.Count(x, rk) > int(junqi.Standard[rk]) {
					t.Fatalf("%v: the sample has %d × %v of %v", seat, smp.Count(x, rk), rk, x)
				}
			}
		}
		var buf [junqi.MaxActions]junqi.Action
		smp.Actions(buf[:0])
		if replay && k == 0 {
			if why := indistinguishable(sampledStart(t, o, start, r), start, m.Tokens(), seat); why != "" {
				t.Fatalf("%v: the sampled game is not what the seat saw: %s\n%s", seat, why, m.Record())
			}
		}
	}
}

func rankSet(d uint32) string {
	s := "{"
	for r := junqi.Engineer; r <= junqi.Missile; r++ {
		if d&(1<<r) != 0 && r != junqi.Unknown {
			s += string(r.Code())
		}
	}
	return s + "}"
}

// TestConsistentWithRealGame: over random games in every hidden mode, the
// real rank of every piece is possible, samples look to the seat exactly like
// the real game now, and replaying the history from the sampled start shows
// the seat exactly what it saw.
func TestConsistentWithRealGame(t *testing.T) {
	for _, cfg := range hiddenConfigs() {
		t.Run(cfgName(cfg), func(t *testing.T) {
			for seed := uint64(1); seed <= 6; seed++ {
				n := []int{0, 20, 80, 200, 400, 600}[seed%6]
				m, start := randomGame(t, cfg, seed, n)
				st := m.State()
				r := rand.New(rand.NewPCG(seed, 5))
				for _, x := range st.Seats() {
					checkObservation(t, m, start, x, r, true)
				}
			}
		})
	}
}

// TestObserveOpen: in open mode the sample is the real position.
func TestObserveOpen(t *testing.T) {
	for _, k := range []junqi.BoardKind{junqi.TwoPlayer, junqi.FourCountry} {
		m, _ := randomGame(t, junqi.DefaultConfig(k, junqi.Open), 3, 150)
		o, err := Observe(m, junqi.South)
		if err != nil {
			t.Fatal(err)
		}
		smp, err := o.Sample(rand.New(rand.NewPCG(1, 1)))
		if err != nil {
			t.Fatal(err)
		}
		real := m.State()
		if smp.PositionString() != real.PositionString() || smp.Hash() != real.Hash() {
			t.Fatalf("open sample differs:\n%s\n%s", smp.PositionString(), real.PositionString())
		}
		if seat, known := o.ToMove(); !known || seat != mustTurn(real) {
			t.Fatal("ToMove is not the real turn")
		}
	}
}

func mustTurn(s junqi.State) junqi.Seat { x, _ := s.Turn(); return x }

var _ = fmt.Sprint

// TestSampleConcurrent: an observation may be sampled from many goroutines
// at once; each seed gives the same sample as alone (run with -race).
func TestSampleConcurrent(t *testing.T) {
	m, _ := randomGame(t, dark2v2, 4, 200)
	o, err := Observe(m, junqi.South)
	if err != nil {
		t.Fatal(err)
	}
	want := make([]junqi.State, 8)
	for i := range want {
		want[i], _ = o.Sample(rand.New(rand.NewPCG(uint64(i), 0)))
	}
	got := make([]junqi.State, 8)
	done := make(chan bool)
	for i := range got {
		go func() {
			for k := 0; k < 20; k++ {
				got[i], _ = o.Sample(rand.New(rand.NewPCG(uint64(i), 0)))
			}
			done <- true
		}()
	}
	for range got {
		<-done
	}
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("seed %d: a concurrent sample differs", i)
		}
	}
}
