package know

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"warboard/rules/junqi"
)

// withSwaps is start with the pieces on the swapped points exchanged.
func withSwaps(t *testing.T, start junqi.State, swaps [][2]junqi.Point) junqi.State {
	t.Helper()
	pcs := map[junqi.Point]junqi.Piece{}
	b := start.Board()
	for p := 0; p < b.N; p++ {
		pcs[junqi.Point(p)] = start.At(junqi.Point(p))
	}
	for _, sw := range swaps {
		pcs[sw[0]], pcs[sw[1]] = pcs[sw[1]], pcs[sw[0]]
	}
	v := start.View(junqi.NoSeat) // every rank hidden at the start
	s, err := junqi.FromView(start.Config(), &v, 0, func(p junqi.Point) junqi.Piece { return pcs[p] })
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func replayed(t *testing.T, start junqi.State, tokens []string) *junqi.Match {
	t.Helper()
	m := junqi.NewMatch(start)
	for _, tok := range tokens {
		if err := m.Play(tok); err != nil {
			t.Fatal(err)
		}
	}
	return m
}

// TestHiddenRanksUnreachable: two games that differ only in ranks the seat
// cannot see (found by exchanging pieces the seat never told apart, checked by
// replaying both) give identical observations, deep-compared field by field,
// and identical samples from the same seed. Dark and flip, two and four
// players, with and without allies-see and battle-reveal.
func TestHiddenRanksUnreachable(t *testing.T) {
	for _, cfg := range hiddenConfigs() {
		t.Run(cfgName(cfg), func(t *testing.T) {
			swapped := 0
			for seed := uint64(1); seed <= 4; seed++ {
				mA, sA := randomGame(t, cfg, seed, []int{30, 120, 250, 60}[seed-1])
				st := mA.State()
				r := rand.New(rand.NewPCG(seed, 9))
				for _, seat := range st.Seats() {
					// Candidates: pairs of pieces the seat cannot see at the
					// start, of one seat in 暗棋 (any two face down in 翻棋).
					v := sA.View(seat)
					var hidden []junqi.Point
					for p := 0; p < sA.Board().N; p++ {
						if pc := v.At(junqi.Point(p)); pc != 0 && pc.Rank() == junqi.Unknown {
							hidden = append(hidden, junqi.Point(p))
						}
					}
					var swaps [][2]junqi.Point
					for try := 0; try < 60 && len(swaps) < 6 && len(hidden) > 1; try++ {
						p, q := hidden[r.IntN(len(hidden))], hidden[r.IntN(len(hidden))]
						a, b := sA.At(p), sA.At(q)
						if a == b || cfg.Mode == junqi.Dark && a.Seat() != b.Seat() {
							continue
						}
						next := append(append([][2]junqi.Point(nil), swaps...), [2]junqi.Point{p, q})
						if indistinguishable(sA, withSwaps(t, sA, next), mA.Tokens(), seat) == "" {
							swaps = next
						}
					}
					if len(swaps) == 0 {
						continue
					}
					swapped += len(swaps)
					sB := withSwaps(t, sA, swaps)
					if sA.PositionString() == sB.PositionString() {
						t.Fatal("the swapped game is the same game: the test would prove nothing")
					}
					mB := replayed(t, sB, mA.Tokens())
					oA, err := Observe(mA, seat)
					if err != nil {
						t.Fatal(err)
					}
					oB, err := Observe(mB, seat)
					if err != nil {
						t.Fatal(err)
					}
					if !reflect.DeepEqual(oA, oB) {
						t.Fatalf("seed %d seat %v: observations differ after %d swaps", seed, seat, len(swaps))
					}
					for k := uint64(0); k < 3; k++ {
						smA, errA := oA.Sample(rand.New(rand.NewPCG(k, 1)))
						smB, errB := oB.Sample(rand.New(rand.NewPCG(k, 1)))
						if errA != nil || errB != nil || smA != smB {
							t.Fatalf("seed %d seat %v: samples differ", seed, seat)
						}
					}
				}
			}
			if swapped == 0 {
				t.Fatal("no invisible exchange found: the test would prove nothing")
			}
		})
	}
}

// TestObservationsDifferWhenSeen is the control: exchanging two of the
// seat's own pieces of different ranks changes its observation.
func TestObservationsDifferWhenSeen(t *testing.T) {
	cfg := junqi.DefaultConfig(junqi.TwoPlayer, junqi.Dark)
	_, sA := randomGame(t, cfg, 1, 0)
	var p, q junqi.Point = 0, 0
	for q = 1; sA.At(q) == 0 || sA.At(q).Rank() == sA.At(p).Rank(); q++ {
	}
	sB := withSwaps(t, sA, [][2]junqi.Point{{p, q}})
	oA, _ := Observe(junqi.NewMatch(sA), junqi.South)
	oB, _ := Observe(junqi.NewMatch(sB), junqi.South)
	if reflect.DeepEqual(oA, oB) {
		t.Fatal("the seat's own pieces exchanged and its observation did not change")
	}
	oA, _ = Observe(junqi.NewMatch(sA), junqi.North)
	oB, _ = Observe(junqi.NewMatch(sB), junqi.North)
	if !reflect.DeepEqual(oA, oB) {
		t.Fatal("North's observation changed with South's hidden ranks")
	}
}
