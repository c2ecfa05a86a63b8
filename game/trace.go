package game

import (
	"fmt"
	"strings"

	"warboard/game/input"
)

// traceLen is how many of the latest pointer reports the app keeps for Trace.
const traceLen = 48

// traceRing keeps the latest raw pointer reports and the events they made, each with the
// tick and the scene that took it: when a page's test finds a tap had no effect, the trace
// tells a tap never seen from one seen and not acted on.
type traceRing struct {
	lines [traceLen]string
	next  int
	full  bool
}

func (r *traceRing) add(line string) {
	r.lines[r.next] = line
	r.next = (r.next + 1) % traceLen
	r.full = r.full || r.next == 0
}

func (r *traceRing) String() string {
	var b strings.Builder
	start, n := 0, r.next
	if r.full {
		start, n = r.next, traceLen
	}
	for i := 0; i < n; i++ {
		b.WriteString(r.lines[(start+i)%traceLen])
		b.WriteByte('\n')
	}
	return b.String()
}

// traceTick notes a tick's raw reports and events.
func (a *App) traceTick(scene string, raws []input.Raw, events []input.Event) {
	for _, r := range raws {
		a.trace.add(fmt.Sprintf("tick %d %s raw %s phase %d at (%.0f,%.0f) t=%dms", a.updates, scene, r.Device, r.Phase, r.Pos.X, r.Pos.Y, r.At.Milliseconds()))
	}
	for _, e := range events {
		a.trace.add(fmt.Sprintf("tick %d %s event %s at (%.0f,%.0f) from (%.0f,%.0f)", a.updates, scene, e.Kind, e.Pos.X, e.Pos.Y, e.Start.X, e.Start.Y))
	}
}

// Trace is the latest pointer reports and events, oldest first, one a line.
func (a *App) Trace() string {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.trace.String()
}
