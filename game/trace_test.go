package game_test

import (
	"strings"
	"testing"

	"warboard/game/gametest"
	"warboard/game/input"
)

// The trace holds the latest pointer reports and the events they made, oldest first, and
// keeps only the last 48 lines; the pointer's releases are counted.
func TestTraceAndReleases(t *testing.T) {
	a := gametest.NewTestApp(t, gametest.ShotViews[3].V)
	before := a.Releases()
	a.Step([]input.Raw{{Device: input.Touch, ID: 1, Phase: input.Down, Pos: input.Point{X: 5, Y: 7}, At: a.Now}})
	a.Step([]input.Raw{{Device: input.Touch, ID: 1, Phase: input.Up, Pos: input.Point{X: 5, Y: 7}, At: a.Now}})
	tr := a.Trace()
	for _, want := range []string{"menu raw touch phase 1 at (5,7)", "menu event press at (5,7)", "menu event tap at (5,7)"} {
		if !strings.Contains(tr, want) {
			t.Errorf("the trace lacks %q:\n%s", want, tr)
		}
	}
	if got := a.Releases() - before; got != 1 {
		t.Errorf("%d releases counted for one tap", got)
	}
	for i := 0; i < 40; i++ { // 40 taps: 200 lines, of which the trace keeps 48
		a.Step([]input.Raw{{Device: input.Touch, ID: 1, Phase: input.Down, Pos: input.Point{X: 9, Y: float64(i)}, At: a.Now}})
		a.Step([]input.Raw{{Device: input.Touch, ID: 1, Phase: input.Up, Pos: input.Point{X: 9, Y: float64(i)}, At: a.Now}})
	}
	lines := strings.Split(strings.TrimSpace(a.Trace()), "\n")
	if len(lines) != 48 || !strings.Contains(lines[len(lines)-1], "tap at (9,39)") || strings.Contains(a.Trace(), "(5,7)") {
		t.Errorf("the trace after 41 taps has %d lines, last %q", len(lines), lines[len(lines)-1])
	}
}
