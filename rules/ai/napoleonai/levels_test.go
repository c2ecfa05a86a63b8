package napoleonai

import (
	"testing"

	"warboard/rules/ai/level"
)

// Every level of the table has its spec here, and every level players choose its Waterloo
// spec (random and greedy answer at once there): a new level's row in
// rules/ai/level fails this until Napoleon knows how it plays.
func TestEveryLevelHasASpec(t *testing.T) {
	for _, l := range level.All {
		if s, ok := specs[l.Name]; !ok || s.name != l.Name {
			t.Errorf("level %q has no row in specs", l.Name)
		}
		if _, ok := waterlooSpecs[l.Name]; l.Chosen && !ok {
			t.Errorf("level %q has no row in waterlooSpecs", l.Name)
		}
	}
}
