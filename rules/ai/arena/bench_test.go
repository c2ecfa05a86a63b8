package arena

import (
	"context"
	"testing"
)

// benchPairs plays b.N pairs of random against random through the door: the
// arena's cost plus the (temporary) random player's, which replays the record
// for every decision.
func benchPairs(b *testing.B, s Spec) {
	s.A, s.B, s.Pairs, s.Seed, s.Threads = "random", "random", b.N, 1, 1
	r, err := Run(context.Background(), s, Door, Door, nil)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(r.Plies)/float64(r.Games), "plies/game")
}

func BenchmarkPairNapoleon8x8(b *testing.B) { benchPairs(b, Spec{Board: "8x8"}) }
func BenchmarkPairJunqi2pDark(b *testing.B) { benchPairs(b, Spec{Board: "2p", Mode: "dark"}) }
