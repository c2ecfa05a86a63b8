package main

import (
	"os/exec"
	"strings"
	"testing"
)

// leftOut are packages the browser bundle must not link: each cost the download and the app
// has a small replacement (docs/performance.md, "Size and startup against hello-world" and
// the sections after it).
var leftOut = map[string]string{
	"encoding/json": "game/internal/minijson writes and reads the saves",
	"github.com/hajimehoshi/ebiten/v2/text/v2": "render.TextFace draws the text",
	"github.com/go-text/typesetting/font":      "text/v2's dependency; render uses x/image/font/opentype",
	"github.com/rivo/uniseg":                   "text/v2's line breaking",
	"github.com/hajimehoshi/ebiten/v2/vector":  "render's shapes (render/shapes.go: FillRect, FillCircle, StrokeLine, …) draw with the core",
	"warboard/rules/ai":                        "the page's computer players think in its worker (cmd/aiworker); game/computer asks it",
	"warboard/rules/ai/junqiai":                "the worker's; the page asks it",
	"warboard/rules/ai/napoleonai":             "the worker's; Napoleon's fallback set-up is the rules' RandomSetup",
	"warboard/game/computer/players":           "the worker's and the desktop's (game/computer/players_other.go)",
	"golang.org/x/image/font/opentype":         "", // needed: the one font engine (listed to check the list is read)
}

// TestBundleLeavesOutHeavyPackages: a change that brings one of them back into the browser
// build fails here, with the replacement to use.
func TestBundleLeavesOutHeavyPackages(t *testing.T) {
	cmd := exec.Command("go", "list", "-deps", "../warboard")
	cmd.Env = append(cmd.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.Output()
	if err != nil {
		t.Skipf("go list: %v", err)
	}
	deps := map[string]bool{}
	for _, p := range strings.Fields(string(out)) {
		deps[p] = true
	}
	for p, use := range leftOut {
		switch {
		case use == "" && !deps[p]:
			t.Errorf("%s is not in the browser build's package list: is the list read right?", p)
		case use != "" && deps[p]:
			t.Errorf("the browser build links %s again: %s", p, use)
		}
	}
}
