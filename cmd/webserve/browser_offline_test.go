//go:build !js

package main

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"
	"warboard/cmd/internal/pageserve"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// offlineState is what the page's service worker and caches hold.
type offlineState struct {
	Controlled bool                `json:"controlled"`
	Caches     map[string][]string `json:"caches"`  // cache name -> the paths it holds, sorted
	Workers    string              `json:"workers"` // the registration's workers and their states
}

const offlineStateJS = `(async () => {
  const sw = navigator.serviceWorker;
  const out = {controlled: !!(sw && sw.controller), caches: {}, workers: ""};
  const reg = sw && await sw.getRegistration();
  if (reg) {
    out.workers = ["installing", "waiting", "active"].map((k) => k + "=" + (reg[k] ? reg[k].state : "none")).join(" ");
  }
  for (const k of await caches.keys()) {
    out.caches[k] = (await (await caches.open(k)).keys()).map((r) => new URL(r.url).pathname).sort();
  }
  return out;
})()`

func (p *browserPage) offlineState(t *testing.T) offlineState {
	t.Helper()
	st, err := chromedp.Run(p.ctx, chromedp.Evaluate[offlineState](offlineStateJS, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("reading the service worker's state: %v\n%s", err, p.console())
	}
	return st
}

// waitCached waits until a service worker controls the page and the only Warboard cache is
// build b's, holding every file of b.
func (p *browserPage) waitCached(t *testing.T, b OfflineBuild) {
	t.Helper()
	var want []string
	for name := range b.Files {
		want = append(want, "/"+name)
	}
	slices.Sort(want)
	wantCache := "warboard-" + b.Version
	deadline := time.Now().Add(60 * time.Second)
	for {
		st := p.offlineState(t)
		if st.Controlled && len(st.Caches) == 1 && slices.Equal(st.Caches[wantCache], want) {
			return
		}
		p.failOnProblems(t, "while the service worker installed")
		if time.Now().After(deadline) {
			t.Fatalf("after 60s the page is controlled=%v (workers: %s) with caches %v; want only %s holding %v\n%s",
				st.Controlled, st.Workers, st.Caches, wantCache, want, p.console())
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// title is the page's <title>, which the second build of TestBrowserOfflineUpdate changes.
func (p *browserPage) title(t *testing.T) string {
	t.Helper()
	return p.evalString(t, `document.title`)
}

// TestBrowserOffline: a first visit installs the service worker, which caches the page, the
// runtime, the game and the computer players' worker; with the server gone, a reload starts
// the game from the cache (the loading bar still counts every byte), a game is played by
// touch, and one against the computer, whose worker loads from the cache.
func TestBrowserOffline(t *testing.T) {
	chromiumPath(t)
	h, err := pageserve.NewHandler(bundle(t))
	if err != nil {
		t.Fatal(err)
	}
	// The worker's install must not download game.wasm a second time: it revalidates, and
	// the answer is 304 with the body from the HTTP cache.
	var wasmFull, wasmRevalidated atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rec := &statusRecorder{ResponseWriter: w, status: http.StatusOK}
		h.ServeHTTP(rec, r)
		if r.URL.Path == "/game.wasm" {
			switch rec.status {
			case http.StatusOK:
				wasmFull.Add(1)
			case http.StatusNotModified:
				wasmRevalidated.Add(1)
			}
		}
	}))
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	p := openBrowser(t, ctx)
	art := artefactDir(t)

	first := p.loadGame(t, srv.URL+"/")
	p.waitCached(t, bundleRes.Offline)
	// Installable on a home screen: Chromium finds nothing missing (manifest, icons, worker).
	inst, err := chromedp.Call(p.ctx, page.GetInstallabilityErrors, cdp.Empty{})
	if err != nil {
		t.Fatalf("Page.getInstallabilityErrors: %v", err)
	}
	for _, e := range inst.InstallabilityErrors {
		t.Errorf("not installable: %s %v", e.ErrorID, e.ErrorArguments)
	}

	if full, reval := wasmFull.Load(), wasmRevalidated.Load(); full != 1 || reval != 1 {
		t.Errorf("game.wasm was sent whole %d times and revalidated %d times on the first visit, want once each (the page, then the worker)", full, reval)
	}

	srv.Close() // no network from here on
	if resp, err := http.Get(srv.URL + "/"); err == nil {
		resp.Body.Close()
		t.Fatal("the server still answers after Close")
	}
	p.reload(t)
	p.waitScene(t, "menu", "after the offline reload")
	p.checkPage(t)
	st, err := chromedp.Run(p.ctx, chromedp.Evaluate[bootStatus](bootStatusJS))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("navigation to ready: first visit (network) %s, offline reload (cache) %s; game.wasm %.2f MB, gzip %.2f MB",
		first.Ready.Round(time.Millisecond), ms(st.ReadyAt).Round(time.Millisecond),
		float64(bundleRes.WasmBytes)/1e6, float64(bundleRes.GzipBytes)/1e6)
	p.newJunqi2p(t, "open", "deploy")
	p.deployOpen(t)
	tok := pick(t, p.moves(t))
	p.playByTaps(t, tok)
	if rec := p.evalString(t, `window.warboard.record()`); !strings.Contains(rec, tok) {
		t.Errorf("offline, the record lacks the move %s:\n%s", tok, rec)
	}
	p.screenshot(t, filepath.Join(art, "browser-offline-play.png"))
	p.failOnProblems(t, "offline")

	// Against the computer, offline: its worker (aiworker.js, aiworker.wasm) comes from the
	// cache too; it was never loaded online.
	p.tapTarget(t, "button:gamemenu", "play")
	p.tapTarget(t, "menu:main", "menu")
	p.setPace(t, "instant")
	p.junqiVsComputer(t, art, "2p", "open", "easy", 2)
	p.requireWorker(t, "offline against the computer")
	p.failOnProblems(t, "offline against the computer")
}

// TestBrowserOfflineUpdate: a second build deployed at the same address is picked up whole.
// The visit that finds it still runs the first build (never a mix); its worker installs the
// second build's files into a new cache, takes over and deletes the old cache; the next visit,
// offline, runs the second build from that cache.
func TestBrowserOfflineUpdate(t *testing.T) {
	chromiumPath(t)
	dirA := bundle(t)
	dirB := t.TempDir()
	if err := os.CopyFS(dirB, os.DirFS(dirA)); err != nil {
		t.Fatal(err)
	}
	// CopyFS writes game.wasm.gz after game.wasm; make sure the handler finds it fresh.
	now := time.Now().Add(time.Second)
	if err := os.Chtimes(filepath.Join(dirB, "game.wasm.gz"), now, now); err != nil {
		t.Fatal(err)
	}
	index := filepath.Join(dirB, "index.html")
	html, err := os.ReadFile(index)
	if err != nil {
		t.Fatal(err)
	}
	changed := strings.Replace(string(html), "<title>Warboard</title>", "<title>Warboard B</title>", 1)
	if changed == string(html) {
		t.Fatal("index.html has no <title>Warboard</title> to change")
	}
	if err := os.WriteFile(index, []byte(changed), 0o644); err != nil {
		t.Fatal(err)
	}
	root, err := FindModuleRoot(".")
	if err != nil {
		t.Fatal(err)
	}
	if err := copyFile(filepath.Join(root, "web", ServiceWorkerName), filepath.Join(dirB, ServiceWorkerName)); err != nil {
		t.Fatal(err)
	}
	buildB, err := StampServiceWorker(dirB)
	if err != nil {
		t.Fatal(err)
	}
	buildA := bundleRes.Offline
	if buildB.Version == buildA.Version {
		t.Fatalf("both builds have version %s", buildA.Version)
	}

	var current atomic.Pointer[http.Handler]
	serve := func(dir string) {
		h, err := pageserve.NewHandler(dir)
		if err != nil {
			t.Fatal(err)
		}
		current.Store(&h)
	}
	serve(dirA)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		(*current.Load()).ServeHTTP(w, r)
	}))
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	p := openBrowser(t, ctx)

	p.loadGame(t, srv.URL+"/")
	p.waitCached(t, buildA)

	// A deploy caught half-way: the new worker is there, but index.html is still the old
	// one. Its hash does not match, so the worker does not install and the cache stays whole.
	torn := t.TempDir()
	if err := os.CopyFS(torn, os.DirFS(dirB)); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(filepath.Join(torn, "game.wasm.gz"), now, now); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(torn, "index.html"), html, 0o644); err != nil {
		t.Fatal(err)
	}
	serve(torn)
	p.reload(t)
	deadline := time.Now().Add(30 * time.Second)
	for !strings.Contains(p.console(), "offline copy was not updated") {
		if time.Now().After(deadline) {
			t.Fatalf("the torn deploy's worker did not report a failed install within 30s\n%s", p.console())
		}
		time.Sleep(100 * time.Millisecond)
	}
	p.waitCached(t, buildA)

	serve(dirB) // the deploy, complete
	p.reload(t)
	if got := p.title(t); got != "Warboard" {
		t.Errorf("the visit that finds the new build shows %q, want the first build's \"Warboard\" whole", got)
	}
	p.waitCached(t, buildB)
	// Every stored file is the second build's, byte for byte.
	cachedIndex, err := chromedp.Run(p.ctx, chromedp.Evaluate[string](
		`caches.match("/index.html", {cacheName: "warboard-`+buildB.Version+`"}).then((r) => r.text())`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("reading the cached index.html: %v", err)
	}
	if cachedIndex != changed {
		t.Errorf("the cached index.html is not the second build's (%d bytes, want %d)", len(cachedIndex), len(changed))
	}

	srv.Close()
	p.reload(t)
	if got := p.title(t); got != "Warboard B" {
		t.Errorf("the visit after the update shows %q, want the second build's \"Warboard B\"", got)
	}
	p.waitScene(t, "menu", "after the update, offline")
	p.checkPage(t)
	p.failOnProblems(t, "after the update")
}

// TestBrowserWithoutServiceWorker: where service workers are missing (file://, plain http
// to another machine) the game starts as before and nothing complains.
func TestBrowserWithoutServiceWorker(t *testing.T) {
	chromiumPath(t)
	url := serveBundle(t)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	p := openBrowser(t, ctx)
	params := page.AddScriptToEvaluateOnNewDocumentParams{Source: `delete Navigator.prototype.serviceWorker;`}
	if _, err := chromedp.Call(p.ctx, page.AddScriptToEvaluateOnNewDocument, params); err != nil {
		t.Fatal(err)
	}
	p.loadGame(t, url)
	if got := p.evalString(t, `typeof navigator.serviceWorker`); got != "undefined" {
		t.Fatalf("navigator.serviceWorker is %s, want it gone for this test", got)
	}
	time.Sleep(time.Second) // time for a registration to fail, were one tried
	if st := p.offlineState(t); st.Controlled || len(st.Caches) != 0 {
		t.Errorf("without service workers the page is controlled=%v with caches %v", st.Controlled, st.Caches)
	}
	p.checkPage(t)
	p.failOnProblems(t, "without service workers")
}
