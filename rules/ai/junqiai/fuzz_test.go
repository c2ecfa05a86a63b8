package junqiai

import (
	"math/rand/v2"
	"testing"

	"warboard/rules/ai/junqiai/know"
	"warboard/rules/junqi"
)

// FuzzPlayer: from random legal positions (random deployments, then random
// actions), every level answers with a legal action and never panics.
func FuzzPlayer(f *testing.F) {
	for i := range 8 {
		f.Add(uint64(i), uint16(i*37), uint8(i), uint8(i))
	}
	f.Fuzz(func(t *testing.T, seed uint64, plies uint16, mode, level uint8) {
		cfg := config(allModes[int(mode)%len(allModes)])
		lv := Levels[int(level)%len(Levels)]
		r := rand.New(rand.NewPCG(seed, 3))
		s, err := junqi.NewRandomState(cfg, r)
		if err != nil {
			t.Fatal(err)
		}
		m := junqi.NewMatch(s)
		var buf [junqi.MaxActions]junqi.Action
		for i := 0; i < int(plies%400); i++ {
			st := m.State()
			acts := st.Actions(buf[:0])
			if len(acts) == 0 {
				break
			}
			if _, err := m.Apply(acts[r.IntN(len(acts))]); err != nil {
				t.Fatal(err)
			}
		}
		st := m.State()
		if st.Result().Over {
			return
		}
		seat, _ := st.Turn()
		obs, err := know.Observe(m, seat)
		if err != nil {
			t.Fatalf("observe: %v", err)
		}
		pl, err := New(lv, obs, seed)
		if err != nil {
			t.Fatalf("%s: %v", lv, err)
		}
		small(pl)
		for !pl.Step(1000) {
		}
		if !st.Legal(pl.Action()) {
			t.Fatalf("%s chose %s, not legal in %s", lv, pl.Best(), st.PositionString())
		}
	})
}

// FuzzSandayiPlayer: from random legal 三打一 positions (a random hand, bid
// and options, random deployments, then random actions), every level
// answers the seat to move with a legal action and never panics.
func FuzzSandayiPlayer(f *testing.F) {
	for i := range 8 {
		f.Add(uint64(i), uint16(i*53), uint8(i*37), uint8(i))
	}
	f.Fuzz(func(t *testing.T, seed uint64, plies uint16, opts, level uint8) {
		o := sdyOpts{mode: junqi.Dark, landlord: junqi.Seat(opts & 3), bid: int(opts>>2) % 4,
			poolOpen: opts&16 != 0, alliesSee: opts&32 != 0, first: junqi.FirstMover(opts >> 6 & 1)}
		if opts&128 != 0 {
			o.mode = junqi.Open
		}
		lv := Levels[int(level)%len(Levels)]
		m := sandayiMatch(t, seed, o)
		r := rand.New(rand.NewPCG(seed, 3))
		var buf [junqi.MaxActions]junqi.Action
		for i := 0; i < int(plies%600); i++ {
			st := m.State()
			if st.Result().Over {
				break
			}
			acts := st.Actions(buf[:0])
			a := acts[r.IntN(len(acts))]
			if r.IntN(2) == 0 {
				for _, b := range acts {
					if b.Kind == junqi.Attack && r.IntN(3) == 0 {
						a = b
						break
					}
				}
			}
			if _, err := m.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		st := m.State()
		if st.Result().Over {
			return
		}
		pl := decideFor(t, m, lv, seed, true)
		if !st.Legal(pl.Action()) {
			t.Fatalf("%s chose %s, not legal in %s", lv, pl.Best(), st.PositionString())
		}
	})
}
