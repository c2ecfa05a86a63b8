package junqiai

import (
	"testing"

	"warboard/rules/ai/internal/cputime"

	"warboard/rules/ai/junqiai/know"
	"warboard/rules/junqi"
)

// benchPositions are games in progress: planned deployments, then some plies of easy play.
func benchPositions(b *testing.B, mode string) []*junqi.Match {
	var out []*junqi.Match
	if mode == "4p-flip-known" {
		// four-country 翻棋, every piece face up: hard searches every root move there
		return append(out, loadRecord(b, knownFlipEndgame))
	}
	for i, plies := range []int{8, 30, 60} {
		var m *junqi.Match
		switch mode {
		case "sandayi-dark", "sandayi-open":
			// 三打一: a landlord on a bid of 2, seats in turn
			o := sdyOpts{mode: junqi.Dark, landlord: junqi.Seat(i + 1), bid: 2}
			if mode == "sandayi-open" {
				o.mode = junqi.Open
			}
			m = sandayiMatch(b, uint64(100+i), o)
		default:
			m = junqi.NewMatch(startState(b, config(mode), uint64(100+i)))
		}
		for ply := 0; ply < plies; ply++ {
			st := m.State()
			if st.Result().Over {
				break
			}
			seat, _ := st.Turn()
			obs, err := know.Observe(m, seat)
			if err != nil {
				b.Fatal(err)
			}
			pl, err := New("easy", obs, uint64(ply))
			if err != nil {
				b.Fatal(err)
			}
			for !pl.Step(1 << 30) {
			}
			m.Apply(pl.Action())
		}
		if st := m.State(); !st.Result().Over {
			out = append(out, m)
		}
	}
	return out
}

// benchDecide times whole decisions: the observation, the samples and the search.
func benchDecide(b *testing.B, level, mode string) {
	ms := benchPositions(b, mode)
	work := 0
	b.ResetTimer()
	cpu := cputime.Start()
	for i := 0; i < b.N; i++ {
		m := ms[i%len(ms)]
		st := m.State()
		seat, _ := st.Turn()
		obs, err := know.Observe(m, seat)
		if err != nil {
			b.Fatal(err)
		}
		pl, err := New(level, obs, uint64(i))
		if err != nil {
			b.Fatal(err)
		}
		for !pl.Step(1 << 30) {
		}
		work += pl.Work()
	}
	c := cpu.Elapsed()
	cpu.Report(b)
	b.ReportMetric(float64(c.Microseconds())/1000/float64(b.N), "cpu-ms/decision")
	b.ReportMetric(float64(c.Nanoseconds())/float64(work), "cpu-ns/work")
	b.ReportMetric(float64(work)/float64(b.N), "work/op")
	b.ReportMetric(float64(b.Elapsed().Microseconds())/1000/float64(b.N), "ms/decision")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(work), "ns/work")
}

func BenchmarkDecide(b *testing.B) {
	for _, mode := range []string{"2p-open", "2p-dark", "2p-flip", "4p-2v2-open", "4p-2v2-dark", "4p-flip", "4p-flip-known", "4p-ffa", "4p-ffa-flip", "4p-three", "sandayi-dark", "sandayi-open"} {
		for _, level := range []string{"greedy", "easy", "normal", "hard"} {
			b.Run(level+"/"+mode, func(b *testing.B) { benchDecide(b, level, mode) })
		}
	}
}
