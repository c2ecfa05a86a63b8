package game

import (
	"fmt"
	"strings"

	"warboard/game/input"
)

// traceLen is how many of the latest pointer reports the app keeps for Trace.
const traceLen = 48

// traceEntry is a raw pointer report or an event it made, with the tick and the scene that
// took it; it is put into words only when Trace is asked, not in the game loop.
type traceEntry struct {
	tick  int
	scene string
	isRaw bool
	raw   input.Raw
	event input.Event
}

func (e traceEntry) String() string {
	if r := e.raw; e.isRaw {
		return fmt.Sprintf("tick %d %s raw %s phase %d at (%.0f,%.0f) t=%dms", e.tick, e.scene, r.Device, r.Phase, r.Pos.X, r.Pos.Y, r.At.Milliseconds())
	}
	ev := e.event
	return fmt.Sprintf("tick %d %s event %s at (%.0f,%.0f) from (%.0f,%.0f)", e.tick, e.scene, ev.Kind, ev.Pos.X, ev.Pos.Y, ev.Start.X, ev.Start.Y)
}

// traceRing keeps the latest raw pointer reports and the events they made: when a page's
// test finds a tap had no effect, the trace tells a tap never seen from one seen and not
// acted on.
type traceRing struct {
	entries [traceLen]traceEntry
	next    int
	full    bool
}

func (r *traceRing) add(e traceEntry) {
	r.entries[r.next] = e
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
		b.WriteString(r.entries[(start+i)%traceLen].String())
		b.WriteByte('\n')
	}
	return b.String()
}

// traceTick notes a tick's raw reports and events.
func (a *App) traceTick(scene string, raws []input.Raw, events []input.Event) {
	for _, r := range raws {
		a.trace.add(traceEntry{tick: a.updates, scene: scene, isRaw: true, raw: r})
	}
	for _, e := range events {
		a.trace.add(traceEntry{tick: a.updates, scene: scene, event: e})
	}
}

// Trace is the latest pointer reports and events, oldest first, one a line.
func (a *App) Trace() string {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.trace.String()
}
