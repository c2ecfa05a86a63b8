package junqi

import "math/rand/v2"

func randomStart(k BoardKind, m Mode, seed uint64) State {
	s, err := NewRandomState(DefaultConfig(k, m), rand.NewPCG(seed, 7))
	if err != nil {
		panic(err)
	}
	return s
}
