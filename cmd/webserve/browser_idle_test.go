//go:build !js

package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/performance"
	"github.com/chromedp/chromedp"
)

// frameProbe wraps requestAnimationFrame before the game starts (Ebitengine looks it up
// once, when its package initialises), so that every frame callback — the game's Update,
// Draw and WebGL calls — is timed: window.__frames holds [timestamp, duration ms] pairs
// while window.__recordFrames is true.
const frameProbe = `(() => {
  const raf = window.requestAnimationFrame.bind(window);
  window.__frames = [];
  window.__recordFrames = false;
  window.requestAnimationFrame = (cb) => raf((ts) => {
    const t0 = performance.now();
    try { cb(ts); } finally {
      if (window.__recordFrames) window.__frames.push([ts, performance.now() - t0]);
    }
  });
})();`

// TestBrowserIdleCPU measures what the game costs in headless Chromium while nobody
// touches it (the menu, a Junqi play screen), and the frames while a move slides, for
// docs/performance.md. It only runs when asked:
//
//	WARBOARD_MEASURE=1 go test -count=1 -v -run TestBrowserIdleCPU ./cmd/webserve
//
// WARBOARD_IDLE_SECONDS sets the sampling window (default 20). Figures: the CPU time of
// all of Chromium's processes (/proc, utime+stime; the renderer runs the game, the GPU
// process draws WebGL with SwiftShader on the CPU), the page's own TaskDuration and
// ScriptDuration (CDP Performance.getMetrics), and the requestAnimationFrame callbacks.
func TestBrowserIdleCPU(t *testing.T) {
	if os.Getenv("WARBOARD_MEASURE") != "1" {
		t.Skip("set WARBOARD_MEASURE=1 to measure the browser page's idle CPU")
	}
	window := 20 * time.Second
	if s, err := strconv.Atoi(os.Getenv("WARBOARD_IDLE_SECONDS")); err == nil && s > 0 {
		window = time.Duration(s) * time.Second
	}
	chromiumPath(t)
	url := serveBundle(t)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	p := openBrowser(t, ctx)
	if _, err := chromedp.Call(p.ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: frameProbe}); err != nil {
		t.Fatal(err)
	}
	p.loadGame(t, url)
	if _, err := chromedp.Call(p.ctx, performance.Enable, performance.EnableParams{}); err != nil {
		t.Fatal(err)
	}
	browserPID := chromedp.FromContext(p.ctx).Browser.Process().Pid

	time.Sleep(3 * time.Second)
	menu := p.idle(t, browserPID, window)

	p.newJunqi2p(t, "open", "deploy")
	p.deployOpen(t)
	time.Sleep(3 * time.Second)
	play := p.idle(t, browserPID, window)

	// A move slides: the frames from the tap on its destination for a second.
	var slides []idleFigures
	for i := 0; i < 5 && p.scene(t) == "play"; i++ {
		tok := pick(t, p.moves(t))
		j := strings.IndexAny(tok, "-x")
		p.waitTarget(t, tok[:j])
		x, y := p.pointAt(t, tok[:j])
		p.tap(t, x, y)
		p.waitTarget(t, tok[j+1:])
		x, y = p.pointAt(t, tok[j+1:])
		slides = append(slides, p.sample(t, browserPID, time.Second, func() { p.tap(t, x, y) }))
		time.Sleep(500 * time.Millisecond)
	}
	load, _ := os.ReadFile("/proc/loadavg")
	fmt.Printf("browser idle over %s, load average %s\n", window, strings.Join(strings.Fields(string(load))[:3], " "))
	rows := []struct {
		name string
		m    idleFigures
	}{{"menu", menu}, {"Junqi play screen", play}}
	for i, s := range slides {
		rows = append(rows, struct {
			name string
			m    idleFigures
		}{fmt.Sprintf("move %d, the second from the tap", i+1), s})
	}
	for _, r := range rows {
		fmt.Printf("  %s: Chromium %.1f%% of one core (renderer %.1f%%, GPU process %.1f%%, browser %.1f%%, other %.1f%%); page TaskDuration %.1f%%, ScriptDuration %.1f%%; %s\n",
			r.name, r.m.total, r.m.renderer, r.m.gpu, r.m.browser, r.m.total-r.m.renderer-r.m.gpu-r.m.browser, r.m.task, r.m.script, r.m.frames)
	}
	p.failOnProblems(t, "at the end")
}

type idleFigures struct {
	total, renderer, gpu, browser float64 // % of one core
	task, script                  float64 // % of the wall-clock window
	frames                        frameStats
}

// idle samples the page for d while nobody touches it.
func (p *browserPage) idle(t *testing.T, browserPID int, d time.Duration) idleFigures {
	t.Helper()
	return p.sample(t, browserPID, d, func() {})
}

// sample runs act and samples the page until d has passed since.
func (p *browserPage) sample(t *testing.T, browserPID int, d time.Duration, act func()) idleFigures {
	t.Helper()
	m0 := p.metrics(t)
	c0 := chromiumCPU(t, browserPID)
	p.recordFrames(t, true)
	t0 := time.Now()
	act()
	time.Sleep(time.Until(t0.Add(d)))
	wall := time.Since(t0).Seconds()
	fr := p.frames(t)
	c1 := chromiumCPU(t, browserPID)
	m1 := p.metrics(t)
	share := func(kind string) float64 { return 100 * float64(c1[kind]-c0[kind]) / 100 / wall }
	var all float64
	for k := range c1 {
		all += share(k)
	}
	return idleFigures{
		total: all, renderer: share("renderer"), gpu: share("gpu-process"), browser: share("browser"),
		task:   100 * (m1["TaskDuration"] - m0["TaskDuration"]) / wall,
		script: 100 * (m1["ScriptDuration"] - m0["ScriptDuration"]) / wall,
		frames: fr,
	}
}

func (p *browserPage) metrics(t *testing.T) map[string]float64 {
	t.Helper()
	res, err := chromedp.Call(p.ctx, performance.GetMetrics, cdp.Empty{})
	if err != nil {
		t.Fatalf("Performance.getMetrics: %v", err)
	}
	out := map[string]float64{}
	for _, m := range res.Metrics {
		out[m.Name] = m.Value
	}
	return out
}

func (p *browserPage) recordFrames(t *testing.T, on bool) {
	t.Helper()
	js := fmt.Sprintf(`window.__frames = []; window.__recordFrames = %v; true`, on)
	if _, err := chromedp.Run(p.ctx, chromedp.Evaluate[bool](js)); err != nil {
		t.Fatal(err)
	}
}

// frameStats summarises recorded frame callbacks.
type frameStats struct {
	n                   int
	perSecond           float64
	costMedian, costMax float64 // callback duration, ms
	gapMedian, gapMax   float64 // time between frames, ms
	late                int     // gaps over 25 ms: a frame missed at 60 Hz
}

func (s frameStats) String() string {
	return fmt.Sprintf("%d frame callbacks (%.0f/s), callback median %.2f ms max %.2f ms, interval median %.1f ms max %.1f ms, %d intervals over 25 ms",
		s.n, s.perSecond, s.costMedian, s.costMax, s.gapMedian, s.gapMax, s.late)
}

func (p *browserPage) frames(t *testing.T) frameStats {
	t.Helper()
	fr, err := chromedp.Run(p.ctx, chromedp.Evaluate[[][2]float64](`(() => { window.__recordFrames = false; return window.__frames; })()`))
	if err != nil {
		t.Fatal(err)
	}
	var s frameStats
	s.n = len(fr)
	if s.n < 2 {
		return s
	}
	var cost, gap []float64
	for i, f := range fr {
		cost = append(cost, f[1])
		if i > 0 {
			g := f[0] - fr[i-1][0]
			gap = append(gap, g)
			if g > 25 {
				s.late++
			}
		}
	}
	slices.Sort(cost)
	slices.Sort(gap)
	s.perSecond = float64(s.n-1) / ((fr[s.n-1][0] - fr[0][0]) / 1000)
	s.costMedian, s.costMax = cost[len(cost)/2], cost[len(cost)-1]
	s.gapMedian, s.gapMax = gap[len(gap)/2], gap[len(gap)-1]
	return s
}

// chromiumCPU is the CPU time, in clock ticks, of the browser process and its
// descendants, by Chromium process type ("browser" for the first).
func chromiumCPU(t *testing.T, root int) map[string]int64 {
	t.Helper()
	entries, err := os.ReadDir("/proc")
	if err != nil {
		t.Fatal(err)
	}
	parent := map[int]int{}
	ticks := map[int]int64{}
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		data, err := os.ReadFile(filepath.Join("/proc", e.Name(), "stat"))
		if err != nil {
			continue
		}
		f := strings.Fields(string(data[bytes.LastIndexByte(data, ')')+2:]))
		pp, _ := strconv.Atoi(f[1])
		u, _ := strconv.ParseInt(f[11], 10, 64)
		s, _ := strconv.ParseInt(f[12], 10, 64)
		parent[pid], ticks[pid] = pp, u+s
	}
	out := map[string]int64{}
	for pid, tk := range ticks {
		q := pid
		for q != root && q > 1 {
			q = parent[q]
		}
		if q != root {
			continue
		}
		kind := "browser"
		if pid != root {
			kind = "other"
			cmdline, _ := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "cmdline"))
			// Chromium's children rewrite their argv as one line with spaces.
			for _, arg := range strings.Fields(strings.ReplaceAll(string(cmdline), "\x00", " ")) {
				if v, ok := strings.CutPrefix(arg, "--type="); ok {
					kind = v
				}
			}
		}
		out[kind] += tk
	}
	return out
}
