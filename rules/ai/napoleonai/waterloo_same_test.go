package napoleonai

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"warboard/rules/napoleon"
)

var updateWaterloo = flag.Bool("update-waterloo", false, "rewrite testdata/waterloo_decisions.golden")

// waterlooSamePositions are the positions of TestWaterlooSameDecisions: three and four
// armies, free-for-all and teams, each army the standard 16 set up by normal, then 60
// turns of greedy; every fifth position.
func waterlooSamePositions(t testing.TB) (names []string, states []napoleon.State) {
	for _, c := range []struct {
		name, seats, teams string
		board              napoleon.Board
	}{
		{"3x15", "S E N", "", napoleon.Board15},
		{"3x15-S-EN", "S E N", "S EN", napoleon.Board15},
		{"4x16", "S E N W", "", napoleon.WaterlooBoard4},
		{"4x16-SN-EW", "S E N W", "SN EW", napoleon.WaterlooBoard4},
	} {
		st := waterlooTeamStart(t, c.seats, c.teams, c.board)
		for ply := 0; ply < 60 && !st.Outcome().Over; ply++ {
			if ply%5 == 0 {
				names = append(names, fmt.Sprintf("%s ply %d", c.name, ply))
				states = append(states, st)
			}
			tn := waterlooDecide(&st, "greedy", uint64(ply), 0)
			st.PlayTrusted(tn.Move, tn.Turns)
		}
	}
	return names, states
}

// The speed work keeps the decisions: every level's turn and nodes on a fixed set of
// Waterloo positions (at a third of the budgets) are those written in
// testdata/waterloo_decisions.golden by the code before it (go test -run
// TestWaterlooSameDecisions -update-waterloo rewrites it, for a change meant to change
// the play). Hard plays the paranoid search here in every game (waterlooParanoid), so
// the file also guards the team games' search after best reply came in for free-for-all.
func TestWaterlooSameDecisions(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	old := budgetDivisor
	budgetDivisor = 3
	defer func() { budgetDivisor = old }()
	names, states := waterlooSamePositions(t)
	var b strings.Builder
	for i, st := range states {
		for _, level := range []string{"greedy", "easy", "normal", "hard"} {
			s := st
			turn, nodes := waterlooDecideParanoid(&s, level, uint64(i))
			fmt.Fprintf(&b, "%s %s: %s (%d nodes)\n", names[i], level, turn, nodes)
		}
	}
	const file = "testdata/waterloo_decisions.golden"
	if *updateWaterloo {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	got, wl := strings.Split(b.String(), "\n"), strings.Split(string(want), "\n")
	if len(got) != len(wl) {
		t.Fatalf("%d decisions, the file has %d", len(got), len(wl))
	}
	bad := 0
	for i := range got {
		if got[i] != wl[i] {
			bad++
			if bad <= 10 {
				t.Errorf("got  %s\nwant %s", got[i], wl[i])
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d decisions differ", bad, len(got)-1)
	}
}

// waterlooDecideParanoid is waterlooDecideNodes with the paranoid search at every level.
func waterlooDecideParanoid(s *napoleon.State, level string, seed uint64) (napoleon.Turn, int64) {
	paranoidOnly = true
	defer func() { paranoidOnly = false }()
	return waterlooDecideNodes(s, level, seed, 0)
}
