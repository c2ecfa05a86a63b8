// Package ebitentest runs a package's tests inside Ebitengine's game loop. Packages that
// draw need this: Ebitengine only renders, and images can only be read back, while RunGame
// runs. Use it from a TestMain:
//
//	func TestMain(m *testing.M) { ebitentest.Main(m) }
//
// On Linux the tests then need a display: xvfb-run -a go test ./...
// Tests that use it must not call t.Parallel: they all run on the game loop's goroutine.
package ebitentest

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// Main runs m's tests from the first Update of a small window and exits with their result.
// Each check runs after the tests; one that returns an error fails the run with it
// (render.WatchCuts: no screen a test drew cut a text short).
func Main(m *testing.M, checks ...func() error) {
	if runtime.GOOS == "linux" && os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		fmt.Fprintln(os.Stderr, "ebitentest: these tests draw with Ebitengine and need a display; run them with: xvfb-run -a go test ./...")
		os.Exit(2)
	}
	r := &runner{m: m, code: 1, checks: checks}
	ebiten.SetWindowTitle("Warboard tests")
	ebiten.SetWindowSize(320, 240)
	if err := ebiten.RunGame(r); err != nil {
		fmt.Fprintln(os.Stderr, "ebitentest:", err)
		os.Exit(2)
	}
	os.Exit(r.code)
}

type runner struct {
	m      *testing.M
	code   int
	checks []func() error
}

func (r *runner) Update() error {
	r.code = r.m.Run()
	for _, c := range r.checks {
		if err := c(); err != nil {
			fmt.Fprintln(os.Stderr, "FAIL:", err)
			r.code = 1
		}
	}
	return ebiten.Termination
}

func (*runner) Draw(*ebiten.Image) {}

func (*runner) Layout(int, int) (int, int) { return 320, 240 }

// ArtefactsDir is where tests leave images for people to look at: $WARBOARD_ARTEFACTS, or
// warboard-artefacts in the system's temporary directory. It is created if needed.
func ArtefactsDir(t testing.TB) string {
	dir := os.Getenv("WARBOARD_ARTEFACTS")
	if dir == "" {
		dir = filepath.Join(os.TempDir(), "warboard-artefacts")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatalf("create the artefacts directory: %v", err)
	}
	return dir
}
