package stats

import "testing"

// The SPRT is checked after every pair: its LLR (two secular equations solved
// by bisection) must cost nothing next to a game.
func BenchmarkLLRPentanomial(b *testing.B) {
	s := SPRT{Elo0: 0, Elo1: 50, Alpha: 0.05, Beta: 0.05}
	p := Pentanomial{12, 40, 90, 45, 13}
	for b.Loop() {
		s.LLRPentanomial(p)
	}
}
