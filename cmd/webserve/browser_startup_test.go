//go:build !js

package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
	"warboard/cmd/internal/pageserve"

	"github.com/chromedp/chromedp"
)

// helloWorldDir is the smallest Ebitengine program (shared/hello-world beside the clone, as
// CI has it, or $WARBOARD_HELLO_WORLD), or "" with the places looked at.
func helloWorldDir(root string) (string, string) {
	candidates := []string{os.Getenv("WARBOARD_HELLO_WORLD"), filepath.Join(root, "..", "shared", "hello-world"),
		filepath.Join(root, "..", "..", "shared", "hello-world")}
	var looked []string
	for _, c := range candidates {
		if c == "" {
			continue
		}
		looked = append(looked, c)
		if _, err := os.Stat(filepath.Join(c, "build.sh")); err == nil {
			return c, ""
		}
	}
	return "", strings.Join(looked, ", ")
}

// buildHelloWorld builds hello-world with its own build.sh (the game's build flags) into a
// temporary folder and compresses it as Build and Precompress do for the game, so both
// bundles are served alike.
func buildHelloWorld(t *testing.T, ctx context.Context, dir string, brotli bool) (string, BuildResult) {
	return buildHelloWorldNamed(t, ctx, dir, brotli, false)
}

// buildHelloWorldNamed is buildHelloWorld, keeping the wasm name section when keepNames is
// set (for a profile that names hello-world's functions; the code is the same).
func buildHelloWorldNamed(t *testing.T, ctx context.Context, dir string, brotli, keepNames bool) (string, BuildResult) {
	t.Helper()
	out := t.TempDir()
	script := filepath.Join(dir, "build.sh")
	if keepNames {
		b, err := os.ReadFile(script)
		if err != nil {
			t.Fatal(err)
		}
		named := strings.Replace(string(b), `-ldflags="-s -w" `, "", 1)
		if named == string(b) {
			t.Fatalf("%s: no -ldflags=\"-s -w\" to drop for a named build", script)
		}
		// The script copies its folder's Go files: run the named copy from beside them.
		script = filepath.Join(t.TempDir(), "build.sh")
		named = strings.Replace(named, `src=$(cd "$(dirname "$0")" && pwd)`, "src="+dir, 1)
		if err := os.WriteFile(script, []byte(named), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.CommandContext(ctx, "bash", script, out)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building hello-world with %s/build.sh: %v\n%s", dir, err, b)
	}
	wasm := filepath.Join(out, "game.wasm")
	// The same gzip as the game's bundle (build.sh uses the gzip tool).
	raw, gz, err := gzipFile(wasm)
	if err != nil {
		t.Fatal(err)
	}
	if brotli {
		if _, err := Precompress(ctx, wasm, BestBrotli); err != nil {
			t.Fatalf("hello-world game.wasm.br: %v", err)
		}
	}
	return out, BuildResult{WasmBytes: raw, GzipBytes: gz}
}

// TestBrowserStartupAgainstHelloWorld times navigation to window.warboard.ready for the game
// and for the smallest Ebitengine program, served by the same handler from one server with
// the same compression, in alternating cold starts (a fresh browser and profile each), and
// prints both medians and their ratio (docs/performance.md, "Size and startup against
// hello-world"). It measures; it asserts no timing.
//
//	make startup   # WARBOARD_STARTUP_RUNS=5; WARBOARD_STARTUP_BROTLI=1 serves Brotli to both
func TestBrowserStartupAgainstHelloWorld(t *testing.T) {
	runs, _ := strconv.Atoi(os.Getenv("WARBOARD_STARTUP_RUNS"))
	if runs <= 0 {
		t.Skip("set WARBOARD_STARTUP_RUNS=n to time n cold starts of the game and of hello-world")
	}
	chromiumPath(t)
	root, err := FindModuleRoot(".")
	if err != nil {
		t.Fatal(err)
	}
	hello, looked := helloWorldDir(root)
	if hello == "" {
		t.Skipf("hello-world not found (looked in %s; set WARBOARD_HELLO_WORLD to its folder)", looked)
	}
	brotli := os.Getenv("WARBOARD_STARTUP_BROTLI") == "1"
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	game := bundle(t)
	helloOut, helloRes := buildHelloWorld(t, ctx, hello, brotli)
	if brotli {
		if _, err := Precompress(ctx, filepath.Join(game, "game.wasm"), BestBrotli); err != nil {
			t.Fatalf("game.wasm.br: %v", err)
		}
	} else if err := os.Remove(filepath.Join(game, "game.wasm.br")); err != nil && !errors.Is(err, fs.ErrNotExist) {
		t.Fatal(err)
	}

	mux := http.NewServeMux()
	for prefix, dir := range map[string]string{"/warboard/": game, "/hello/": helloOut} {
		h, err := pageserve.NewHandler(dir)
		if err != nil {
			t.Fatal(err)
		}
		mux.Handle(prefix, http.StripPrefix(strings.TrimSuffix(prefix, "/"), h))
	}
	srv := httptest.NewServer(mux)
	defer srv.Close()

	pages := []struct{ name, url string }{{"warboard", srv.URL + "/warboard/"}, {"hello-world", srv.URL + "/hello/"}}
	times := map[string][]time.Duration{}
	for i := range runs {
		order := pages
		if i%2 == 1 { // alternate which goes first
			order = []struct{ name, url string }{pages[1], pages[0]}
		}
		for _, pg := range order {
			t.Run(fmt.Sprintf("run%d-%s", i+1, pg.name), func(t *testing.T) {
				ctx, cancel := context.WithTimeout(ctx, 3*time.Minute)
				defer cancel()
				p := openBrowser(t, ctx)
				d := p.timeReady(t, pg.url)
				times[pg.name] = append(times[pg.name], d)
				// The game's page also stamps its own steps (hello-world's has none).
				steps, _ := chromedp.Run(p.ctx, chromedp.Evaluate[map[string]float64](`(window.warboardBoot || {}).times || {}`))
				if len(steps) > 0 {
					t.Logf("ready after %s (game.wasm downloaded %s, instantiated %s)", d.Round(time.Millisecond),
						ms(steps["downloaded"]).Round(time.Millisecond), ms(steps["instantiated"]).Round(time.Millisecond))
				} else {
					t.Logf("ready after %s", d.Round(time.Millisecond))
				}
			})
		}
	}
	if len(times["warboard"]) != runs || len(times["hello-world"]) != runs {
		t.Fatal("some runs failed")
	}
	median := func(v []time.Duration) time.Duration {
		v = slices.Clone(v)
		slices.Sort(v)
		return v[len(v)/2].Round(time.Millisecond)
	}
	served := "gzip"
	if brotli {
		served = "Brotli"
	}
	w, h := median(times["warboard"]), median(times["hello-world"])
	fmt.Printf("startup, navigation to window.warboard.ready, median of %d alternating cold starts each (%s): warboard %s (min %s, max %s), hello-world %s (min %s, max %s), ratio %.2f\n",
		runs, served, w, slices.Min(times["warboard"]).Round(time.Millisecond), slices.Max(times["warboard"]).Round(time.Millisecond),
		h, slices.Min(times["hello-world"]).Round(time.Millisecond), slices.Max(times["hello-world"]).Round(time.Millisecond),
		float64(w)/float64(h))
	fmt.Printf("bundles: warboard game.wasm %.2f MB, gzip %.2f MB; hello-world %.2f MB, gzip %.2f MB; gzip ratio %.2f\n",
		float64(bundleRes.WasmBytes)/1e6, float64(bundleRes.GzipBytes)/1e6,
		float64(helloRes.WasmBytes)/1e6, float64(helloRes.GzipBytes)/1e6, float64(bundleRes.GzipBytes)/float64(helloRes.GzipBytes))
	if brotli {
		gb, _ := os.Stat(filepath.Join(game, "game.wasm.br"))
		hb, _ := os.Stat(filepath.Join(helloOut, "game.wasm.br"))
		if gb != nil && hb != nil {
			fmt.Printf("Brotli: warboard %.2f MB, hello-world %.2f MB, ratio %.2f\n", float64(gb.Size())/1e6, float64(hb.Size())/1e6, float64(gb.Size())/float64(hb.Size()))
		}
	}
}

// timeReady navigates to url and returns when openBrowser's probe (readyProbe, installed in
// every page before its own scripts) saw window.warboard.ready, counted from navigation
// start: both pages are timed by the same probe, not by their own bookkeeping.
func (p *browserPage) timeReady(t *testing.T, url string) time.Duration {
	t.Helper()
	if err := chromedp.Do(p.ctx, chromedp.Navigate(url)); err != nil {
		t.Fatalf("navigate to %s: %v", url, err)
	}
	deadline := time.Now().Add(90 * time.Second)
	for {
		at, err := chromedp.Run(p.ctx, chromedp.Evaluate[float64](`window.__warboardReadyAt || 0`))
		if err != nil {
			t.Fatalf("reading the probe: %v", err)
		}
		p.failOnProblems(t, "while "+url+" loaded")
		if at > 0 {
			return ms(at)
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: window.warboard.ready did not become true within 90s\n%s", url, p.console())
		}
		time.Sleep(50 * time.Millisecond)
	}
}
