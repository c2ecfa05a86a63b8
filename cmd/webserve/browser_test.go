//go:build !js

package main

import (
	"bytes"
	"context"
	"fmt"
	"math"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
	"warboard/cmd/internal/pageserve"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	cdplog "github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// The browser tests drive the real game in headless Chromium: the bundle
// cmd/webserve builds, served by NewHandler, loaded the way a tablet loads it.
//
//	WARBOARD_REQUIRE_BROWSER=1  fail (not skip) when Chromium is missing
//	WARBOARD_CHROMIUM=path      another Chromium or Chrome binary
//	WARBOARD_ARTEFACTS=dir      where screenshots go (default: a new temp dir)
//	WARBOARD_STARTUP_RUNS=n     run TestBrowserStartupTime with n cold starts

func chromiumPath(t *testing.T) string {
	t.Helper()
	candidates := []string{os.Getenv("WARBOARD_CHROMIUM"), "/usr/bin/chromium", "chromium", "chromium-browser", "google-chrome"}
	for _, c := range candidates {
		if c == "" {
			continue
		}
		if p, err := exec.LookPath(c); err == nil {
			return p
		}
	}
	msg := "headless Chromium not found (looked for $WARBOARD_CHROMIUM, /usr/bin/chromium, chromium, chromium-browser, google-chrome); install it with `make deps` (Debian package chromium)"
	if os.Getenv("WARBOARD_REQUIRE_BROWSER") == "1" {
		t.Fatal(msg + "; WARBOARD_REQUIRE_BROWSER=1 makes this a failure")
	}
	t.Skip(msg + "; set WARBOARD_REQUIRE_BROWSER=1 to make this a failure")
	return ""
}

// The bundle is built once per test binary: compiling the game to wasm is the
// slow part.
var (
	bundleOnce sync.Once
	bundleDir  string
	bundleRes  BuildResult
	bundleErr  error
)

func TestMain(m *testing.M) {
	code := m.Run()
	if bundleDir != "" {
		os.RemoveAll(bundleDir)
	}
	os.Exit(code)
}

func bundle(t *testing.T) string {
	t.Helper()
	bundleOnce.Do(func() {
		root, err := FindModuleRoot(".")
		if err != nil {
			bundleErr = err
			return
		}
		if bundleDir, err = os.MkdirTemp("", "warboard-web-"); err != nil {
			bundleErr = err
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
		defer cancel()
		var out bytes.Buffer
		bundleRes, bundleErr = Build(ctx, BuildConfig{ModuleDir: root, OutDir: bundleDir, Log: &out})
		if bundleErr != nil {
			bundleErr = fmt.Errorf("%w\n%s", bundleErr, out.String())
		}
	})
	if bundleErr != nil {
		t.Fatalf("building the web bundle: %v", bundleErr)
	}
	return bundleDir
}

func artefactDir(t *testing.T) string {
	t.Helper()
	dir := os.Getenv("WARBOARD_ARTEFACTS")
	if dir == "" {
		d, err := os.MkdirTemp("", "warboard-artefacts-")
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

// browserPage is one headless Chromium with one tab, and what its console said.
type browserPage struct {
	ctx    context.Context
	mu     sync.Mutex
	errors []string // console errors, exceptions: each fails the test
	recent []string // the last console lines of any kind (a Go panic is console.log)
}

// console is the page's recent console output, for failure messages.
func (p *browserPage) console() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.recent) == 0 {
		return "(the console is empty)"
	}
	return "recent console output:\n  " + strings.Join(p.recent, "\n  ")
}

func (p *browserPage) problems() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return slices.Clone(p.errors)
}

func (p *browserPage) note(format string, args ...any) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.errors = append(p.errors, fmt.Sprintf(format, args...))
}

// readyProbe records, inside the page, when window.warboard.ready first holds
// (performance.now() counts from the start of the navigation), and the last
// input events the page saw, which a failing test prints.
const readyProbe = `(() => {
  const seen = window.__warboardEvents = [];
  for (const type of ["pointerdown", "pointerup", "pointercancel", "touchstart", "touchend", "mousedown", "mouseup"]) {
    window.addEventListener(type, (e) => {
      seen.push(type + (e.pointerType ? "/" + e.pointerType : "") + " (" + Math.round(e.clientX ?? e.changedTouches?.[0]?.clientX) +
        "," + Math.round(e.clientY ?? e.changedTouches?.[0]?.clientY) + ") t=" + Math.round(e.timeStamp));
      if (seen.length > 30) seen.shift();
    }, {capture: true});
  }
  const t = setInterval(() => {
    const w = window.warboard;
    if (w && (typeof w.ready === "function" ? w.ready() : w.ready)) {
      window.__warboardReadyAt = performance.now();
      clearInterval(t);
    }
  }, 5);
})();`

// openBrowser starts Chromium (a fresh profile in a temp dir that chromedp
// removes, with every child process, when the test ends).
func openBrowser(t *testing.T, ctx context.Context) *browserPage {
	t.Helper()
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromiumPath(t)),
		chromedp.Headless,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.NoSandbox,
		chromedp.DisableGPU, // also --enable-unsafe-swiftshader: WebGL on the CPU
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("disable-extensions", true),
		chromedp.Flag("disable-default-apps", true),
		chromedp.Flag("disable-breakpad", true),
		chromedp.Flag("disable-background-timer-throttling", true),
		chromedp.Flag("disable-renderer-backgrounding", true),
		chromedp.Flag("mute-audio", true),
		chromedp.WindowSize(1024, 768),
	}
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(ctx, opts...)
	tabCtx, cancelTab := chromedp.NewContext(allocCtx)
	t.Cleanup(func() {
		cancelTab()
		cancelAlloc() // kills Chromium and waits for it
	})
	p := &browserPage{ctx: tabCtx}
	err := chromedp.Listen(tabCtx, func(ev any) {
		switch ev := ev.(type) {
		case *runtime.EventConsoleAPICalled:
			line := fmt.Sprintf("console.%s: %s", ev.Type, remoteArgs(ev.Args))
			p.mu.Lock()
			p.recent = append(p.recent, line)
			if len(p.recent) > 40 {
				p.recent = p.recent[1:]
			}
			p.mu.Unlock()
			if ev.Type == runtime.ConsoleAPICalledTypeError || ev.Type == runtime.ConsoleAPICalledTypeAssert {
				p.note("%s", line)
			}
		case *runtime.EventExceptionThrown:
			d := ev.ExceptionDetails
			msg := d.Text
			if d.Exception != nil && d.Exception.Description != "" {
				msg += " " + d.Exception.Description
			}
			p.note("uncaught exception at %s:%d: %s", d.URL, d.LineNumber+1, msg)
		case *cdplog.EventEntryAdded:
			if ev.Entry.Level == cdplog.EntryLevelError {
				p.note("browser log (%s): %s %s", ev.Entry.Source, ev.Entry.Text, ev.Entry.URL)
			}
		}
	})
	if err != nil {
		t.Fatalf("starting Chromium: %v", err)
	}
	if _, err := chromedp.Call(tabCtx, cdplog.Enable, cdp.Empty{}); err != nil {
		t.Fatalf("Log.enable: %v", err)
	}
	probe := page.AddScriptToEvaluateOnNewDocumentParams{Source: readyProbe}
	if _, err := chromedp.Call(tabCtx, page.AddScriptToEvaluateOnNewDocument, probe); err != nil {
		t.Fatalf("Page.addScriptToEvaluateOnNewDocument: %v", err)
	}
	return p
}

func remoteArgs(args []*runtime.RemoteObject) string {
	var parts []string
	for _, a := range args {
		switch {
		case a.Value != nil:
			s := string(a.Value)
			if u, err := strconv.Unquote(s); err == nil {
				s = u
			}
			parts = append(parts, s)
		case a.Description != "":
			parts = append(parts, a.Description)
		default:
			parts = append(parts, string(a.Type))
		}
	}
	return strings.Join(parts, " ")
}

// failOnProblems stops the test at the first console error or exception.
func (p *browserPage) failOnProblems(t *testing.T, when string) {
	t.Helper()
	if errs := p.problems(); len(errs) > 0 {
		t.Fatalf("%s, the page reported:\n  %s", when, strings.Join(errs, "\n  "))
	}
}

type bootStatus struct {
	Ready   bool               `json:"ready"`
	Boot    string             `json:"boot"`
	Error   string             `json:"error"`
	ReadyAt float64            `json:"readyAt"`
	Times   map[string]float64 `json:"times"`
}

// startup is when each step finished, counted from navigation start.
type startup struct {
	Downloaded   time.Duration // the last byte of game.wasm
	Instantiated time.Duration // WebAssembly compiled and instantiated
	Ready        time.Duration // window.warboard.ready (first frame drawn)
}

func ms(v float64) time.Duration { return time.Duration(v * float64(time.Millisecond)) }

const bootStatusJS = `(() => {
  const w = window.warboard, b = window.warboardBoot || {};
  const ready = !!(w && (typeof w.ready === "function" ? w.ready() : w.ready));
  return {ready, boot: b.state || "", error: b.error || "", readyAt: window.__warboardReadyAt || 0, times: b.times || {}};
})()`

// loadGame navigates to url and waits for window.warboard.ready; it returns
// the page's own timings, counted from navigation start.
func (p *browserPage) loadGame(t *testing.T, url string) startup {
	t.Helper()
	if err := chromedp.Do(p.ctx, chromedp.Navigate(url)); err != nil {
		t.Fatalf("navigate to %s: %v", url, err)
	}
	deadline := time.Now().Add(90 * time.Second)
	for {
		st, err := chromedp.Run(p.ctx, chromedp.Evaluate[bootStatus](bootStatusJS))
		if err != nil {
			t.Fatalf("reading the page's state: %v", err)
		}
		if st.Boot == "failed" {
			t.Fatalf("the page could not start the game: %s\n%s", st.Error, p.console())
		}
		p.failOnProblems(t, "while the game loaded")
		if st.Ready && st.ReadyAt > 0 {
			return startup{Downloaded: ms(st.Times["downloaded"]), Instantiated: ms(st.Times["instantiated"]), Ready: ms(st.ReadyAt)}
		}
		if time.Now().After(deadline) {
			t.Fatalf("window.warboard.ready did not become true within 90s (page state %q)\n%s", st.Boot, p.console())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func (p *browserPage) scene(t *testing.T) string {
	t.Helper()
	s, err := chromedp.Run(p.ctx, chromedp.Evaluate[string](`String(window.warboard.scene())`))
	if err != nil {
		t.Fatalf("window.warboard.scene(): %v\n%s", err, p.console())
	}
	return s
}

func (p *browserPage) waitScene(t *testing.T, want, after string) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		p.failOnProblems(t, after)
		got := p.scene(t)
		if got == want {
			return
		}
		if time.Now().After(deadline) {
			events, _ := chromedp.Run(p.ctx, chromedp.Evaluate[[]string](`window.__warboardEvents || []`))
			t.Fatalf("%s, scene() is %q, want %q; the page saw these input events:\n  %s",
				after, got, want, strings.Join(events, "\n  "))
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// pointAt asks the game where a named control is, in CSS pixels of the page.
func (p *browserPage) pointAt(t *testing.T, name string) (x, y float64) {
	t.Helper()
	js := fmt.Sprintf(`(() => {
  const p = window.warboard.pointAt(%q);
  if (!p) return {ok: false};
  return Array.isArray(p) ? {ok: true, x: p[0], y: p[1]} : {ok: true, x: p.x, y: p.y};
})()`, name)
	type point struct {
		OK bool    `json:"ok"`
		X  float64 `json:"x"`
		Y  float64 `json:"y"`
	}
	pt, err := chromedp.Run(p.ctx, chromedp.Evaluate[point](js))
	if err != nil {
		t.Fatalf("window.warboard.pointAt(%q): %v", name, err)
	}
	if !pt.OK || math.IsNaN(pt.X) || math.IsNaN(pt.Y) {
		t.Fatalf("window.warboard.pointAt(%q) found no such control on scene %q", name, p.scene(t))
	}
	return pt.X, pt.Y
}

// hold is how long a finger or button stays down: long enough for the game's
// update loop (60 ticks a second) to see the press.
const hold = 120 * time.Millisecond

// tap sends a real touch (CDP Input.dispatchTouchEvent), as a tablet does.
func (p *browserPage) tap(t *testing.T, x, y float64) {
	t.Helper()
	taken := p.releases(t)
	one := 1.0
	id := 1.0
	start := input.DispatchTouchEventParams{
		Type:        input.DispatchTouchEventTypeTouchStart,
		TouchPoints: []*input.TouchPoint{{X: x, Y: y, RadiusX: &one, RadiusY: &one, Force: &one, ID: &id}},
	}
	// The touchEnd goes hold after the touchStart was sent, not after the browser answered
	// it: on a loaded machine the answer can take half a second, and a finger held that
	// long is a long press (the marks' chooser on a hidden piece), not the tap meant.
	started := make(chan error, 1)
	go func() { _, err := chromedp.Call(p.ctx, input.DispatchTouchEvent, start); started <- err }()
	time.Sleep(hold)
	end := input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}}
	_, endErr := chromedp.Call(p.ctx, input.DispatchTouchEvent, end)
	if err := <-started; err != nil {
		t.Fatalf("touchStart at (%.0f,%.0f): %v", x, y, err)
	}
	if endErr != nil {
		t.Fatalf("touchEnd at (%.0f,%.0f): %v", x, y, endErr)
	}
	p.awaitRelease(t, taken+1, fmt.Sprintf("the tap at (%.0f,%.0f)", x, y))
}

// fatal ends the test with msg, a screenshot of the page and its latest pointer reports:
// what the page showed and took when a tap seemed to do nothing.
func (p *browserPage) fatal(t *testing.T, msg string) {
	t.Helper()
	shot := filepath.Join(artefactDir(t), "failed-"+strings.NewReplacer("/", "-", " ", "-").Replace(t.Name())+".png")
	p.screenshot(t, shot)
	t.Fatalf("%s\nthe page's latest pointer reports:\n%s%s", msg, p.eval(t, `window.warboard.trace()`), p.console())
}

// releases is how many pointer releases the game's ticks have taken.
func (p *browserPage) releases(t *testing.T) int {
	t.Helper()
	n, err := strconv.Atoi(p.eval(t, `String(window.warboard.counts().releases)`))
	if err != nil {
		t.Fatalf("counts().releases: %v", err)
	}
	return n
}

// awaitRelease waits until the game's ticks have taken n pointer releases. The browser
// answers a dispatched touchEnd before the game's next tick takes it: a test that looked,
// or scrolled, at once would judge the screen before the tap (the armies chip, then the
// turn-limit stepper under a wheel turn that came first, were "lost" taps of this kind).
func (p *browserPage) awaitRelease(t *testing.T, n int, what string) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); p.releases(t) < n; time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("%s: the game took %d of %d pointer releases in 10 s; its trace:\n%s", what, p.releases(t), n, p.eval(t, `window.warboard.trace()`))
		}
	}
}

// click sends a real mouse move, press and release (Input.dispatchMouseEvent).
func (p *browserPage) click(t *testing.T, x, y float64) {
	t.Helper()
	defer p.awaitRelease(t, p.releases(t)+1, fmt.Sprintf("the click at (%.0f,%.0f)", x, y))
	for _, ev := range []input.DispatchMouseEventParams{
		{Type: input.DispatchMouseEventTypeMouseMoved, X: x, Y: y},
		{Type: input.DispatchMouseEventTypeMousePressed, X: x, Y: y, Button: input.MouseButtonLeft, Buttons: 1, ClickCount: 1},
		{Type: input.DispatchMouseEventTypeMouseReleased, X: x, Y: y, Button: input.MouseButtonLeft, ClickCount: 1},
	} {
		if _, err := chromedp.Call(p.ctx, input.DispatchMouseEvent, ev); err != nil {
			t.Fatalf("mouse %s at (%.0f,%.0f): %v", ev.Type, x, y, err)
		}
		time.Sleep(hold)
	}
}

// screenshot saves the page once the game has drawn the current scene: the
// scene changes in the game's update, its first frame comes a little later.
func (p *browserPage) screenshot(t *testing.T, path string) {
	t.Helper()
	const settle = `new Promise((done) => setTimeout(() =>
  requestAnimationFrame(() => requestAnimationFrame(() => done(true))), 300))`
	if _, err := chromedp.Run(p.ctx, chromedp.Evaluate[bool](settle, chromedp.EvalAwaitPromise)); err != nil {
		t.Fatalf("waiting for frames before a screenshot: %v", err)
	}
	png, err := chromedp.Run(p.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	if err := os.WriteFile(path, png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot: %s", path)
}

// checkPage: the progress count saw every byte of game.wasm (served
// gzip-encoded, so the total must come from X-Uncompressed-Length), the
// loading overlay is gone, the canvas fills the page without scrolling, and
// the page's no-zoom viewport survived Ebitengine adding its own.
func (p *browserPage) checkPage(t *testing.T) {
	t.Helper()
	type boot struct {
		State     string    `json:"state"`
		Loaded    float64   `json:"loaded"`
		Total     float64   `json:"total"`
		Hidden    bool      `json:"hidden"`
		Viewports []string  `json:"viewports"`
		Canvas    []float64 `json:"canvas"`
		Window    []float64 `json:"window"`
		Scroll    []float64 `json:"scroll"`
	}
	b, err := chromedp.Run(p.ctx, chromedp.Evaluate[boot](`(() => {
  const b = window.warboardBoot, r = document.querySelector("canvas").getBoundingClientRect();
  const el = document.scrollingElement || document.documentElement;
  return {
    state: b.state, loaded: b.loaded, total: b.total, hidden: document.getElementById("boot").hidden,
    viewports: [...document.querySelectorAll('meta[name="viewport"]')].map((m) => m.content),
    canvas: [r.left, r.top, r.width, r.height],
    window: [innerWidth, innerHeight],
    scroll: [el.scrollWidth, el.scrollHeight],
  };
})()`))
	if err != nil {
		t.Fatal(err)
	}
	want := float64(bundleRes.WasmBytes)
	if b.Loaded != want || b.Total != want {
		t.Errorf("loading progress counted %.0f of %.0f bytes, want %.0f of %.0f", b.Loaded, b.Total, want, want)
	}
	if b.State != "running" || !b.Hidden {
		t.Errorf("after ready the page is %q with the overlay hidden=%v, want \"running\" and hidden", b.State, b.Hidden)
	}
	if len(b.Viewports) != 1 || !strings.Contains(b.Viewports[0], "user-scalable=no") {
		t.Errorf("viewport tags %q, want only the page's own (user-scalable=no)", b.Viewports)
	}
	if !slices.Equal(b.Canvas, []float64{0, 0, b.Window[0], b.Window[1]}) {
		t.Errorf("canvas at %v, want it to fill the %vx%v window", b.Canvas, b.Window[0], b.Window[1])
	}
	if b.Scroll[0] > b.Window[0] || b.Scroll[1] > b.Window[1] {
		t.Errorf("the page scrolls: content %v in a %v window", b.Scroll, b.Window)
	}
}

func serveBundle(t *testing.T) string {
	t.Helper()
	h, err := pageserve.NewHandler(bundle(t))
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h) // 127.0.0.1 on a free port
	t.Cleanup(srv.Close)
	return srv.URL + "/"
}

// startPage serves the bundle, opens Chromium with a deadline of d and loads the game:
// the page at its menu and the artefacts folder. The browser closes when the test ends.
func startPage(t *testing.T, d time.Duration) (*browserPage, string) {
	t.Helper()
	chromiumPath(t)
	url := serveBundle(t)
	ctx, cancel := context.WithTimeout(context.Background(), d)
	t.Cleanup(cancel)
	p := openBrowser(t, ctx)
	art := artefactDir(t)
	p.loadGame(t, url)
	return p, art
}

// newJunqi2p goes from the menu through New game to a two-player Junqi game in mode
// ("open", "dark", "flip") between two people by touch taps and waits for scene after Start.
func (p *browserPage) newJunqi2p(t *testing.T, mode, after string) {
	t.Helper()
	p.tapTarget(t, "button:new", "newgame")
	p.tapTarget(t, "button:junqi", "options")
	p.tapTarget(t, "option:board:2p", "options")
	p.tapTarget(t, "option:mode:"+mode, "options")
	p.choosePlayers(t, "person", "N")
	p.tapTarget(t, "button:start", after)
}

// choosePlayers sets who plays each named seat on the options screen ("person", "easy",
// "normal", "hard"): a newcomer's game is against the computer, pass-and-play is chosen.
func (p *browserPage) choosePlayers(t *testing.T, who string, seats ...string) {
	t.Helper()
	for i := 0; i < 6; i++ {
		p.scrollBy(t, -400)
	}
	for _, x := range seats {
		target := "option:seat-" + x + ":" + who
		for i := 0; p.eval(t, fmt.Sprintf(`window.warboard.pointAt(%q) === null`, target)) == "true"; i++ {
			if i > 12 {
				t.Fatalf("%s never came into view", target)
			}
			p.scroll(t)
		}
		p.settle(t, target)
		p.tapTarget(t, target, "options")
		// The options scene stays: let the game's next frames take the tap before a scroll
		// (a wheel right after a touch reads as the finger dragging the list, not a tap).
		time.Sleep(300 * time.Millisecond)
	}
}

// passCovers waits until the scene is one of want, tapping Ready on every hand-over on the
// way, and gives the scene reached.
func (p *browserPage) passCovers(t *testing.T, want ...string) string {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); {
		sc := p.scene(t)
		if slices.Contains(want, sc) {
			return sc
		}
		if sc == "handover" && p.eval(t, `String(window.warboard.pointAt("button:ready") !== null)`) == "true" {
			x, y := p.pointAt(t, "button:ready")
			p.tap(t, x, y)
			for p.scene(t) == "handover" && time.Now().Before(deadline) {
				time.Sleep(50 * time.Millisecond)
			}
			continue
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("the scene never became %v; it is %q", want, p.scene(t))
	return ""
}

// settle waits until the named control stands still on screen: after a scroll the options
// may still glide for a few frames, and a tap at where the control was lands elsewhere.
func (p *browserPage) settle(t *testing.T, name string) {
	t.Helper()
	x0, y0 := p.pointAt(t, name)
	for i := 0; i < 50; i++ {
		time.Sleep(100 * time.Millisecond)
		x, y := p.pointAt(t, name)
		if x == x0 && y == y0 {
			return
		}
		x0, y0 = x, y
	}
}

// deployOpen finishes an open game's deployments: South takes the left-flag layout, North
// its random one, and play starts.
func (p *browserPage) deployOpen(t *testing.T) {
	t.Helper()
	p.tapTarget(t, "layout:left flag", "deploy")
	p.tapTarget(t, "button:done", "deploy")
	p.tapTarget(t, "button:done", "play")
}

// TestBrowserTouchAndMouse loads the game in headless Chromium, starts a Junqi
// game with touch taps, as on a tablet, and goes back to the menu with a mouse
// click.
func TestBrowserTouchAndMouse(t *testing.T) {
	chromiumPath(t)
	url := serveBundle(t)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	p := openBrowser(t, ctx)
	art := artefactDir(t)
	t.Logf("artefacts: %s", art)

	start := time.Now()
	st := p.loadGame(t, url)
	t.Logf("navigation to window.warboard.ready: %s in the page (game.wasm downloaded %s, instantiated %s), %s from the test (game.wasm %.2f MB, gzip %.2f MB)",
		st.Ready.Round(time.Millisecond), st.Downloaded.Round(time.Millisecond), st.Instantiated.Round(time.Millisecond),
		time.Since(start).Round(time.Millisecond),
		float64(bundleRes.WasmBytes)/1e6, float64(bundleRes.GzipBytes)/1e6)

	if got := p.scene(t); got != "menu" {
		t.Fatalf("scene() after ready is %q, want \"menu\"", got)
	}
	p.checkPage(t)
	p.screenshot(t, filepath.Join(art, "browser-menu.png"))

	const touch, mouse = "touch tap", "mouse click"
	lastTouch := time.Time{}
	for _, step := range []struct{ how, target, scene string }{
		{touch, "button:new", "newgame"},
		{touch, "button:junqi", "options"},
		{touch, "button:start", "deploy"},
		{mouse, "button:gamemenu", "deploy"},
		{mouse, "menu:main", "menu"},
	} {
		if step.how == mouse {
			// The game ignores mouse presses for a moment after a touch (the
			// browser's emulated click for a tap must not act twice); a person
			// going from finger to mouse takes longer than that anyway.
			time.Sleep(time.Until(lastTouch.Add(time.Second)))
		}
		x, y := p.pointAt(t, step.target)
		if step.how == touch {
			p.tap(t, x, y)
			lastTouch = time.Now()
		} else {
			p.click(t, x, y)
		}
		p.waitScene(t, step.scene, fmt.Sprintf("after a %s on %s at (%.0f,%.0f)", step.how, step.target, x, y))
		if step.scene == "deploy" && step.how == touch {
			p.screenshot(t, filepath.Join(art, "browser-game.png"))
		}
	}
	p.failOnProblems(t, "at the end")
}

// TestBrowserStartupTime measures navigation-to-ready over several cold
// starts (a fresh browser and profile each time) for docs/performance.md:
//
//	WARBOARD_STARTUP_RUNS=5 go test -v -run TestBrowserStartupTime ./cmd/webserve
func TestBrowserStartupTime(t *testing.T) {
	runs, _ := strconv.Atoi(os.Getenv("WARBOARD_STARTUP_RUNS"))
	if runs <= 0 {
		t.Skip("set WARBOARD_STARTUP_RUNS=n to measure startup over n cold starts")
	}
	chromiumPath(t)
	url := serveBundle(t)
	var runsDone []startup
	for i := range runs {
		t.Run(fmt.Sprintf("run%d", i+1), func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
			defer cancel()
			p := openBrowser(t, ctx)
			st := p.loadGame(t, url)
			runsDone = append(runsDone, st)
			t.Logf("downloaded %s, instantiated %s, ready %s", st.Downloaded.Round(time.Millisecond),
				st.Instantiated.Round(time.Millisecond), st.Ready.Round(time.Millisecond))
		})
	}
	if len(runsDone) != runs {
		t.Fatal("some runs failed")
	}
	median := func(get func(startup) time.Duration) time.Duration {
		var v []time.Duration
		for _, r := range runsDone {
			v = append(v, get(r))
		}
		slices.Sort(v)
		return v[len(v)/2].Round(time.Millisecond)
	}
	ready := func(s startup) time.Duration { return s.Ready }
	fmt.Printf("startup over %d cold starts, median (ms after navigation): downloaded %s, instantiated %s, ready %s (ready min %s, max %s); game.wasm %.2f MB, gzip %.2f MB\n",
		runs, median(func(s startup) time.Duration { return s.Downloaded }),
		median(func(s startup) time.Duration { return s.Instantiated }), median(ready),
		slices.MinFunc(runsDone, func(a, b startup) int { return int(a.Ready - b.Ready) }).Ready.Round(time.Millisecond),
		slices.MaxFunc(runsDone, func(a, b startup) int { return int(a.Ready - b.Ready) }).Ready.Round(time.Millisecond),
		float64(bundleRes.WasmBytes)/1e6, float64(bundleRes.GzipBytes)/1e6)
}

// TestBrowserShowsLoadErrors: when the game cannot start, the page says so in
// plain words instead of staying on the loading bar.
func TestBrowserShowsLoadErrors(t *testing.T) {
	chromiumPath(t)
	root, err := FindModuleRoot(".")
	if err != nil {
		t.Fatal(err)
	}
	goroot, err := goEnv(context.Background(), root, "GOROOT")
	if err != nil {
		t.Fatal(err)
	}
	// A site without a real game: copying web/ and wasm_exec.js needs no build.
	site := func(t *testing.T, wasm []byte) string {
		dir := t.TempDir()
		if err := copyStatic(filepath.Join(root, "web"), dir); err != nil {
			t.Fatal(err)
		}
		if err := copyFile(filepath.Join(goroot, "lib", "wasm", "wasm_exec.js"), filepath.Join(dir, "wasm_exec.js")); err != nil {
			t.Fatal(err)
		}
		if wasm != nil {
			if err := os.WriteFile(filepath.Join(dir, "game.wasm"), wasm, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		h, err := pageserve.NewHandler(dir)
		if err != nil {
			t.Fatal(err)
		}
		srv := httptest.NewServer(h)
		t.Cleanup(srv.Close)
		return srv.URL + "/"
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	panics := panickingWasm(t, ctx)
	p := openBrowser(t, ctx)
	art := artefactDir(t)

	for _, tc := range []struct {
		name    string
		wasm    []byte
		disable string // script run before the page's own, taking something away
		want    string
	}{
		{"missing", nil, "", "could not be downloaded"},
		{"broken", []byte("this is not WebAssembly"), "", "could not start it"},
		{"no-webassembly", []byte("unused"), "delete window.WebAssembly;", "needs WebAssembly"},
		{"no-webgl2", []byte("unused"), "HTMLCanvasElement.prototype.getContext = () => null;", "draws with WebGL 2"},
		{"go-panic", panics, "", "panic: the game broke"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			url := site(t, tc.wasm)
			if tc.disable != "" {
				params := page.AddScriptToEvaluateOnNewDocumentParams{Source: tc.disable}
				res, err := chromedp.Call(p.ctx, page.AddScriptToEvaluateOnNewDocument, params)
				if err != nil {
					t.Fatal(err)
				}
				defer chromedp.Call(p.ctx, page.RemoveScriptToEvaluateOnNewDocument,
					page.RemoveScriptToEvaluateOnNewDocumentParams{Identifier: res.Identifier})
			}
			if err := chromedp.Do(p.ctx, chromedp.Navigate(url)); err != nil {
				t.Fatal(err)
			}
			type shown struct {
				State string `json:"state"`
				Text  string `json:"text"`
			}
			deadline := time.Now().Add(20 * time.Second)
			for {
				got, err := chromedp.Run(p.ctx, chromedp.Evaluate[shown](`({
  state: (window.warboardBoot || {}).state || "",
  text: document.getElementById("error").hidden ? "" : document.getElementById("error").innerText,
})`))
				if err != nil {
					t.Fatal(err)
				}
				if got.State == "failed" {
					if !strings.Contains(got.Text, tc.want) {
						t.Errorf("the page says %q, want it to contain %q", got.Text, tc.want)
					}
					break
				}
				if time.Now().After(deadline) {
					t.Fatalf("no error shown after 20s (state %q)", got.State)
				}
				time.Sleep(50 * time.Millisecond)
			}
			p.screenshot(t, filepath.Join(art, "browser-error-"+tc.name+".png"))
		})
	}
}

// panickingWasm builds a Go program that panics at once, standing in for a
// game that crashes while starting.
func panickingWasm(t *testing.T, ctx context.Context) []byte {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		"go.mod":  "module panics\n\ngo 1.21\n",
		"main.go": "package main\n\nfunc main() { panic(\"the game broke\") }\n",
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.CommandContext(ctx, "go", "build", "-o", "panics.wasm", ".")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "GOFLAGS=-buildvcs=false")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building a panicking wasm: %v\n%s", err, out)
	}
	data, err := os.ReadFile(filepath.Join(dir, "panics.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	return data
}
