package napoleonai

import (
	"testing"

	"warboard/rules/napoleon"
)

// benchGames are the positions of the decision benchmarks: the first
// decision after intent set-ups (seed 2).
var benchGames = []game{
	{"8x8", std(), napoleon.ExactArmy(napoleon.Army16)},
	{"10x10", napoleon.Config{Board: napoleon.Board10, Options: napoleon.Options{Target: 5}}, napoleon.ExactArmy(napoleon.Army20)},
	{"15x15", napoleon.Config{Board: napoleon.Board15, Options: napoleon.Options{Target: 15}}, napoleon.ExactArmy(napoleon.Army60)},
}

func benchPosition(b testing.TB, g game) napoleon.State {
	m := startMatch(b, g, [2]string{"hard", "hard"}, 2, napoleon.South)
	if m.Outcome().Over {
		b.Fatal("bench game over")
	}
	return m.State()
}

func benchDecide(b *testing.B, g game, level string) {
	s := benchPosition(b, g)
	sp, _ := parseLevel(level)
	var nodes int64
	n := 0
	for ; b.Loop(); n++ {
		e := newSearch(&s, sp, rngFor(&s, uint64(n)))
		e.run(sp.params)
		nodes += e.nodes
	}
	b.ReportMetric(float64(nodes)/float64(n), "nodes/op")
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

func BenchmarkEasy8(b *testing.B)    { benchDecide(b, benchGames[0], "easy") }
func BenchmarkNormal8(b *testing.B)  { benchDecide(b, benchGames[0], "normal") }
func BenchmarkHard8(b *testing.B)    { benchDecide(b, benchGames[0], "hard") }
func BenchmarkEasy10(b *testing.B)   { benchDecide(b, benchGames[1], "easy") }
func BenchmarkNormal10(b *testing.B) { benchDecide(b, benchGames[1], "normal") }
func BenchmarkHard10(b *testing.B)   { benchDecide(b, benchGames[1], "hard") }
func BenchmarkEasy15(b *testing.B)   { benchDecide(b, benchGames[2], "easy") }
func BenchmarkNormal15(b *testing.B) { benchDecide(b, benchGames[2], "normal") }
func BenchmarkHard15(b *testing.B)   { benchDecide(b, benchGames[2], "hard") }

// giantBenchGames are the giant fields: four panels (16x16, 40 a side) and
// the largest board (32x32, the 120-piece armies).
var giantBenchGames = []game{
	{"16x16", napoleon.Config{Board: napoleon.Board16, Options: napoleon.Options{Target: 10}}, napoleon.ExactArmy(napoleon.Army40)},
	{"32x32", napoleon.Config{Board: napoleon.Board32, Options: napoleon.Options{Target: 30}}, napoleon.ExactArmy(napoleon.Army120)},
}

func BenchmarkEasy16(b *testing.B)   { benchDecide(b, giantBenchGames[0], "easy") }
func BenchmarkNormal16(b *testing.B) { benchDecide(b, giantBenchGames[0], "normal") }
func BenchmarkHard16(b *testing.B)   { benchDecide(b, giantBenchGames[0], "hard") }
func BenchmarkEasy32(b *testing.B)   { benchDecide(b, giantBenchGames[1], "easy") }
func BenchmarkNormal32(b *testing.B) { benchDecide(b, giantBenchGames[1], "normal") }
func BenchmarkHard32(b *testing.B)   { benchDecide(b, giantBenchGames[1], "hard") }
