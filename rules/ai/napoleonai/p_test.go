package napoleonai
import ("testing"; "math/rand/v2"; "warboard/rules/napoleon")
func TestPrintDepth(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	for i := 0; i < 6; i++ {
		rec := randomRecordOngoing(t, uint64(i+40))
		m, _ := napoleon.FromRecord(rec)
		s := m.State()
		for _, l := range []string{"normal", "hard"} {
			sp, _ := parseLevel(l)
			e := newSearch(&s, sp, rngFor(&s, 1))
			e.run(sp.params)
			t.Log(s.Board(), len(s.LegalMoves(nil)), l, e.best, e.bestScore, "depth", e.depthDone, "nodes", e.nodes, "q", e.qnodes, "ttfill")
		}
	}
	_ = rng
}
