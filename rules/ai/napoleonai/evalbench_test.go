package napoleonai

import (
	"testing"

	"warboard/rules/napoleon"
)

func BenchmarkEvaluate8(b *testing.B) {
	s := benchPosition(b, benchGames[0])
	sp, _ := parseLevel("hard")
	e := newSearch(&s, sp, rngFor(&s, 1))
	moves := s.LegalMoves(nil)
	b.ResetTimer()
	for b.Loop() {
		e.evaluate(&s, moves, true)
	}
}

func BenchmarkLegalMoves8(b *testing.B) {
	s := benchPosition(b, benchGames[0])
	buf := make([]napoleon.Move, 0, 256)
	for b.Loop() {
		buf = s.LegalMoves(buf[:0])
	}
}
