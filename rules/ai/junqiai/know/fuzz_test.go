package know

import (
	"math/rand/v2"
	"testing"

	"warboard/rules/junqi"
)

// fuzzConfig picks a board, mode and seating from a byte.
func fuzzConfig(sel uint8) junqi.Config {
	cfg := junqi.DefaultConfig([]junqi.BoardKind{junqi.TwoPlayer, junqi.FourCountry}[sel&1],
		[]junqi.Mode{junqi.Open, junqi.Dark, junqi.Flip}[int(sel>>1)%3])
	if cfg.Board == junqi.FourCountry {
		switch (sel >> 3) % 4 {
		case 1:
			cfg.Teams = sn
		case 2:
			if cfg.Mode != junqi.Flip {
				cfg.Seats = []junqi.Seat{junqi.South, junqi.East, junqi.West}
			}
		case 3:
			cfg.Seats = []junqi.Seat{junqi.South, junqi.West, junqi.North, junqi.East}
			cfg.Teams = sn
		}
	}
	cfg.BattleReveal = sel&32 != 0
	cfg.AlliesSee = sel&64 != 0
	if sel&128 != 0 {
		cfg.NoCapture = 0
	}
	return cfg
}

// FuzzObserveSample: over random games in every configuration, at any
// length, every seat's observation holds the real ranks among the possible
// ones, its samples are legal positions that look to the seat exactly like
// the real one, and the sampled start replays to what the seat saw.
func FuzzObserveSample(f *testing.F) {
	for _, c := range [][3]uint64{{2, 1, 100}, {3, 2, 250}, {11, 3, 400}, {4, 4, 60}, {5, 5, 300}, {43, 6, 200}, {99, 7, 500}, {163, 8, 150}} {
		f.Add(uint8(c[0]), c[1], uint16(c[2]))
	}
	f.Fuzz(func(t *testing.T, sel uint8, seed uint64, n uint16) {
		cfg := fuzzConfig(sel)
		m, start := randomGame(t, cfg, seed, int(n%700))
		st := m.State()
		r := rand.New(rand.NewPCG(seed, 1))
		for _, x := range st.Seats() {
			checkObservation(t, m, start, x, r, true)
		}
	})
}
