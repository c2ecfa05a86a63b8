package arena

import (
	"fmt"
	"strings"
	"testing"

	"warboard/rules/ai/stats"
)

// chunks plays three short matches with seeds 1–3, as a long run is played in chunks.
func chunks(t *testing.T) []*Report {
	var reps []*Report
	for seed := uint64(1); seed <= 3; seed++ {
		reps = append(reps, run(t, Spec{Board: "8x8", Pairs: 3, Seed: seed, Threads: 1}, random{}, random{}))
	}
	return reps
}

func TestAReportReadsBack(t *testing.T) {
	for _, r := range chunks(t) {
		c, err := ParseChunk(r.Text())
		if err != nil {
			t.Fatalf("%v\n%s", err, r.Text())
		}
		got := c.Report
		if c.Match != r.Spec.Describe() || c.A != r.Spec.A || c.B != r.Spec.B || c.Seed != r.Spec.Seed || c.MaxPlies != r.Spec.MaxPlies {
			t.Errorf("head read as %q A %q B %q seed %d cap %d, from\n%s", c.Match, c.A, c.B, c.Seed, c.MaxPlies, r.Text())
		}
		if got.Pairs != r.Pairs || got.Games != r.Games || got.W != r.W || got.D != r.D || got.L != r.L ||
			got.Pent != r.Pent || got.AFirst != r.AFirst || got.BFirst != r.BFirst || got.Capped != r.Capped ||
			got.FaultsA != r.FaultsA || got.FaultsB != r.FaultsB || got.Spec.Pairs != r.Spec.Pairs {
			t.Errorf("counts read as %+v, from\n%s", got, r.Text())
		}
	}
}

func TestSumAddsTheChunks(t *testing.T) {
	reps := chunks(t)
	var cs []*Chunk
	var pent stats.Pentanomial
	w, d, l, games := 0, 0, 0, 0
	for _, r := range reps {
		c, err := ParseChunk(r.Text())
		if err != nil {
			t.Fatal(err)
		}
		cs = append(cs, c)
		for i := range pent {
			pent[i] += r.Pent[i]
		}
		w, d, l, games = w+r.W, d+r.D, l+r.L, games+r.Games
	}
	out, err := Sum(cs, nil)
	if err != nil {
		t.Fatal(err)
	}
	var want Report
	want.Pent, want.W, want.D, want.L, want.Games = pent, w, d, l, games
	want.Estimate = stats.FromPentanomial(pent)
	for _, line := range []string{
		"sum    3 reports, seeds 1 2 3",
		"played 9 of 9 pairs, 18 games",
		fmt.Sprintf("pairs by A's score 0/0.5/1/1.5/2: %d %d %d %d %d", pent[0], pent[1], pent[2], pent[3], pent[4]),
		"Elo A-B " + want.Estimate.String(),
	} {
		if !strings.Contains(out, line) {
			t.Errorf("the sum lacks %q:\n%s", line, out)
		}
	}
	// The sum reads back as a report of its own (so sums of sums work).
	back, err := ParseChunk(strings.Replace(out, "sides  A random, B random; move cap", "sides  A random, B random; seed 0, 1 threads, move cap", 1))
	if err != nil {
		t.Fatalf("the sum does not read back: %v\n%s", err, out)
	}
	if back.Report.Pent != pent || back.Report.W != w || back.Report.Games != games {
		t.Errorf("the sum read back as %+v", back.Report)
	}
	// With a test asked, its verdict is on the total.
	sprt := stats.SPRT{Elo0: 0, Elo1: 50, Alpha: 0.05, Beta: 0.05}
	out, err = Sum(cs, &sprt)
	if err != nil || !strings.Contains(out, "SPRT elo0=0 elo1=50") {
		t.Errorf("the sum with a test: %v\n%s", err, out)
	}
}

func TestSumRefusesWhatDoesNotAdd(t *testing.T) {
	reps := chunks(t)
	c1, _ := ParseChunk(reps[0].Text())
	c2, _ := ParseChunk(reps[1].Text())
	if _, err := Sum([]*Chunk{c1, c1}, nil); err == nil || !strings.Contains(err.Error(), "twice") {
		t.Errorf("the same seed twice: %v", err)
	}
	other := *c2
	other.B = "greedy"
	if _, err := Sum([]*Chunk{c1, &other}, nil); err == nil || !strings.Contains(err.Error(), "another match") {
		t.Errorf("another match: %v", err)
	}
	if _, err := Sum(nil, nil); err == nil {
		t.Error("no report: no error")
	}
	for _, bad := range []string{
		"",
		"hello\nworld",
		strings.Replace(reps[0].Text(), "played 3 of", "played 4 of", 1), // the pairs do not add up
		strings.Replace(reps[0].Text(), "pairs by A's score 0/0.5/1/1.5/2: ", "pairs by A's score 0/0.5/1/1.5/2: x ", 1),
		strings.Replace(reps[0].Text(), "sides  A random", "sides  Arandom", 1),
	} {
		if _, err := ParseChunk(bad); err == nil {
			t.Errorf("read without an error:\n%s", bad)
		}
	}
}

func FuzzParseChunk(f *testing.F) {
	f.Add("match  napoleon 8x8\nsides  A hard, B normal; seed 4, 1 threads, move cap 1500 plies\nplayed 1 of 1 pairs, 2 games\n\ntotal 1 0 1 50.0%\npairs by A's score 0/0.5/1/1.5/2: 0 0 1 0 0\n")
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseChunk(s)
		if err != nil {
			return
		}
		if _, err := Sum([]*Chunk{c}, nil); err != nil {
			t.Fatalf("a report that reads does not sum: %v", err)
		}
	})
}
