package napoleonai

import (
	"fmt"
	"testing"

	"warboard/rules/napoleon"
)

// game is one game's set-up: board, variant, army rule.
type game struct {
	name string
	cfg  napoleon.Config
	rule napoleon.ArmyRule
}

func std() napoleon.Config { return napoleon.Standard() }

// startMatch deploys both seats with the given levels' set-ups.
func startMatch(t testing.TB, g game, levels [2]string, seed uint64, first napoleon.Seat) *napoleon.Match {
	t.Helper()
	var all []napoleon.Placed
	for seat := napoleon.South; seat <= napoleon.North; seat++ {
		ps, err := DeployRule(g.cfg, g.rule, seat, levels[seat], seed+uint64(seat)*7919)
		if err != nil {
			t.Fatalf("%s: deploy %s: %v", g.name, seat, err)
		}
		all = append(all, ps...)
	}
	m, err := napoleon.NewMatch(g.cfg, all, first)
	if err != nil {
		t.Fatalf("%s: %v", g.name, err)
	}
	return m
}

// playOut plays m to its end with the levels (indexed by seat), checking
// every turn with the core. It returns the outcome and the number of turns.
func playOut(t testing.TB, m *napoleon.Match, levels [2]string, seed uint64, maxTurns int) (napoleon.Outcome, int) {
	t.Helper()
	n := 0
	for ; n < maxTurns && !m.Outcome().Over; n++ {
		s := m.State()
		seat := s.ToMove()
		sp, err := parseLevel(levels[seat])
		if err != nil {
			t.Fatal(err)
		}
		turn := decide(&s, sp, seed+uint64(n), 0)
		if err := m.Play(turn.String()); err != nil {
			t.Fatalf("turn %d (%s %s): %q is not legal: %v\n%s", n+1, seat, levels[seat], turn, err, m.Record())
		}
	}
	return m.Outcome(), n
}

func (g game) String() string { return fmt.Sprintf("%s (%s)", g.name, g.cfg.Board) }
