package game_test

import (
	"math"
	"runtime/debug"
	"testing"

	"warboard/game"
	"warboard/game/gametest"
	"warboard/render"
)

// gcSettings reads the collector's percent and memory limit without changing them.
func gcSettings() (int, int64) {
	p := debug.SetGCPercent(-1)
	debug.SetGCPercent(p)
	return p, debug.SetMemoryLimit(-1)
}

// TestStartupGCEndsAtFirstFrame: the collector waits for game.StartupHeap during the start only;
// the first drawn frame sets it back as it was.
func TestStartupGCEndsAtFirstFrame(t *testing.T) {
	percent, limit := gcSettings()
	if percent < 0 || limit != math.MaxInt64 {
		t.Skipf("GOGC or GOMEMLIMIT set in the environment (%d, %d)", percent, limit)
	}
	a := gametest.NewTestApp(t, render.View{W: 360, H: 640, Scale: 1})
	a.SetStartupDone(game.StartupGC())
	defer debug.SetGCPercent(percent)
	defer debug.SetMemoryLimit(limit)
	if p, l := gcSettings(); p != -1 || l != game.StartupHeap {
		t.Fatalf("during the start: GC percent %d, limit %d", p, l)
	}
	a.SetDirty(true)
	a.Draw(gametest.NewScreen(a.View()))
	if p, l := gcSettings(); p != percent || l != limit {
		t.Fatalf("after the first frame: GC percent %d, limit %d, want %d, %d", p, l, percent, limit)
	}
	if a.StartupDone() != nil {
		t.Fatal("the start's end is kept for another frame")
	}
}
