package junqi

import (
	"math/rand/v2"
	"testing"
)

// playout plays random legal actions until the game ends; it returns the plies.
func playout(g *Game, src rand.Source, buf []Action) int {
	n := 0
	for !g.State.result.Over {
		acts := g.State.Actions(buf)
		g.Apply(acts[intn(src, len(acts))])
		n++
	}
	return n
}

func benchGames(b *testing.B, cfg Config) {
	src := rand.NewPCG(1, 2)
	var g Game
	buf := make([]Action, 0, MaxActions)
	plies := 0
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		s, err := NewRandomState(cfg, src)
		if err != nil {
			b.Fatal(err)
		}
		g.Reset(s)
		plies += playout(&g, src, buf)
	}
	b.ReportMetric(float64(plies)/float64(b.N), "plies/game")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(plies), "ns/ply")
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

// Complete random games from deployment to the end.
func BenchmarkRandomGame2pOpen(b *testing.B) { benchGames(b, DefaultConfig(TwoPlayer, Open)) }
func BenchmarkRandomGame2pFlip(b *testing.B) { benchGames(b, DefaultConfig(TwoPlayer, Flip)) }
func BenchmarkRandomGame4pOpen(b *testing.B) { benchGames(b, DefaultConfig(FourCountry, Open)) }

func benchActions(b *testing.B, text string) {
	m := load(b, text)
	s := m.State()
	buf := make([]Action, 0, MaxActions)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		buf = s.Actions(buf)
	}
	b.ReportMetric(float64(len(buf)), "actions")
}

// Legal-action generation per position.
func BenchmarkActions2pStart(b *testing.B) { benchActions(b, rec("2p", perft2p)) }
func BenchmarkActions2pMid(b *testing.B)   { benchActions(b, rec("2p", perftMid2p)) }
func BenchmarkActions4pMid(b *testing.B)   { benchActions(b, rec("4p", perftMid4p)) }
func BenchmarkActionsFlipMid(b *testing.B) {
	benchActions(b, rec("2p", perftMidFlip, `[Mode "flip"]`, `[Turn "N"]`))
}

// Perft: generate, apply and undo (copy the State back) over a whole tree.
func benchPerft(b *testing.B, text string, depth int) {
	m := load(b, text)
	var nodes uint64
	for i := 0; i < b.N; i++ {
		n, err := m.Perft(depth)
		if err != nil {
			b.Fatal(err)
		}
		nodes += n
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "leaves/s")
}

func BenchmarkPerft2pDepth3(b *testing.B) { benchPerft(b, rec("2p", perft2p), 3) }
func BenchmarkPerft4pDepth3(b *testing.B) { benchPerft(b, rec("4p", perft4p), 3) }
func BenchmarkPerftFlipDepth3(b *testing.B) {
	benchPerft(b, rec("2p", perftFlip, `[Mode "flip"]`, `[Turn "?"]`), 3)
}

// The view text a seat is sent (the online server writes it for every seat after every
// action): 2p dark at the start, every piece of the other seat unknown.
func BenchmarkViewString2pDark(b *testing.B) {
	s, err := NewRandomState(DefaultConfig(TwoPlayer, Dark), rand.NewPCG(3, 4))
	if err != nil {
		b.Fatal(err)
	}
	v := s.View(South)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if v.String() == "" {
			b.Fatal("empty view")
		}
	}
}
