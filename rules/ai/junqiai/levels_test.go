package junqiai

import (
	"testing"

	"warboard/rules/ai/level"
)

// Every level of the table has its parameters here: a new level's row in rules/ai/level
// fails this until Junqi knows how it plays.
func TestEveryLevelHasParams(t *testing.T) {
	for _, l := range level.Names() {
		if _, ok := levelParams[l]; !ok {
			t.Errorf("level %q has no row in levelParams", l)
		}
	}
}
