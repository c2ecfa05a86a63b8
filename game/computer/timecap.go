package computer

import (
	"runtime"
	"strconv"
	"strings"
	"time"
	"warboard/rules/ai/level"

	"warboard/rules/record"
)

// The clock only caps a decision: the level's counted work decides it, so a seed replays a
// game exactly, unless the work takes longer than the issue allows a level in the browser
// (Hard 1 s a move, Normal 0.3 s; Napoleon's boards over 10×10 2 s). There the question
// carries a cap under that limit, which leaves room for the question and the answer to
// cross between the page and its worker and for the page's next frame to take the answer
// (up to 200 ms apart in headless Chromium's software WebGL). The desktop thinks 3–5 times faster
// than the browser's WebAssembly and is never capped: its decisions depend on the seed alone.
var capped = runtime.GOOS == "js"

// levelCapMS is a level's cap in milliseconds on boards up to 10×10 (the table's; tests
// set another).
var levelCapMS = func(name string) int {
	l, _ := level.Of(name)
	return l.CapMS
}

// ThinkCap is the most a decision of ask may think in this program (0: no cap).
func ThinkCap(a Ask) time.Duration {
	if !capped || a.What != Move || a.Record == nil {
		return 0
	}
	return capFor(a.Record, a.Level)
}

// capFor is the browser's cap of a level's move in rec's game.
func capFor(rec *record.Record, lv string) time.Duration {
	big := false // a Napoleon board over 10×10 has twice the time
	if g, err := rec.Game(); err == nil && g == "napoleon" {
		if b, ok := rec.Tag("Board"); ok {
			w, h, _ := strings.Cut(b, "x")
			x, _ := strconv.Atoi(w)
			y, _ := strconv.Atoi(h)
			big = x*y > 100
		}
	}
	ms := levelCapMS(lv)
	if ms == 0 {
		return 0 // random and greedy answer at once
	}
	if big {
		ms *= 2
	}
	return time.Duration(ms) * time.Millisecond
}
