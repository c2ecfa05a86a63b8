//go:build !js

package main

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
	"warboard/cmd/internal/pageserve"

	"github.com/chromedp/chromedp"
)

// wasmRequest is what the server saw of the page's request for game.wasm.
type wasmRequest struct {
	accept, encoding string
	sent             int64
}

type countingWriter struct {
	http.ResponseWriter
	n int64
}

func (c *countingWriter) Write(p []byte) (int, error) {
	n, err := c.ResponseWriter.Write(p)
	c.n += int64(n)
	return n, err
}

// TestBrowserGetsBrotli: headless Chromium, on http://127.0.0.1 (a secure
// context), asks for game.wasm accepting br, gets game.wasm.br, and the game
// starts from it; the loading bar still counts every decoded byte.
func TestBrowserGetsBrotli(t *testing.T) {
	chromiumPath(t)
	// A copy of the shared bundle: the other browser tests keep testing gzip.
	dir := filepath.Join(t.TempDir(), "web")
	if err := os.CopyFS(dir, os.DirFS(bundle(t))); err != nil {
		t.Fatal(err)
	}
	wasm := filepath.Join(dir, "game.wasm")
	// The encoder's quickest settings that still make a real Brotli stream;
	// the site's own (quality 11) are the same code, only slower.
	res, err := Precompress(context.Background(), wasm, BrotliOptions{Quality: 5, LGWin: 22})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("game.wasm %.2f MB, game.wasm.br (quality 5) %.2f MB, made in %s", float64(res.RawBytes)/1e6, float64(res.BrotliBytes)/1e6, res.Took.Round(time.Millisecond))

	h, err := pageserve.NewHandler(dir)
	if err != nil {
		t.Fatal(err)
	}
	var (
		mu   sync.Mutex
		seen []wasmRequest
	)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		cw := &countingWriter{ResponseWriter: w}
		h.ServeHTTP(cw, r)
		if r.URL.Path == "/game.wasm" {
			mu.Lock()
			seen = append(seen, wasmRequest{r.Header.Get("Accept-Encoding"), w.Header().Get("Content-Encoding"), cw.n})
			mu.Unlock()
		}
	}))
	t.Cleanup(srv.Close)

	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	p := openBrowser(t, ctx)
	st := p.loadGame(t, srv.URL+"/")
	t.Logf("navigation to ready %s (game.wasm downloaded %s)", st.Ready.Round(time.Millisecond), st.Downloaded.Round(time.Millisecond))

	mu.Lock()
	var got []wasmRequest
	for _, r := range seen {
		// The service worker, installing once the game runs, revalidates game.wasm: a 304
		// with no body (TestBrowserOffline), which is not a download.
		if r.sent > 0 {
			got = append(got, r)
		}
	}
	mu.Unlock()
	if len(got) != 1 {
		t.Fatalf("game.wasm was downloaded %d times, want once: %+v (all requests: %+v)", len(got), got, seen)
	}
	if !strings.Contains(got[0].accept, "br") || got[0].encoding != "br" || got[0].sent != res.BrotliBytes {
		t.Errorf("game.wasm request: Accept-Encoding %q, answered with Content-Encoding %q and %d bytes; want br and the %d bytes of game.wasm.br",
			got[0].accept, got[0].encoding, got[0].sent, res.BrotliBytes)
	}
	// The browser's own account: what came over the wire and what it decoded.
	type sizes struct {
		Encoded float64 `json:"encoded"`
		Decoded float64 `json:"decoded"`
	}
	sz, err := chromedp.Run(p.ctx, chromedp.Evaluate[sizes](`(() => {
  const e = performance.getEntriesByType("resource").find((e) => new URL(e.name).pathname === "/game.wasm");
  return e ? {encoded: e.encodedBodySize, decoded: e.decodedBodySize} : {encoded: -1, decoded: -1};
})()`))
	if err != nil {
		t.Fatal(err)
	}
	if int64(sz.Encoded) != res.BrotliBytes || int64(sz.Decoded) != res.RawBytes {
		t.Errorf("Chromium's resource timing: %.0f bytes over the wire, %.0f decoded; want %d and %d", sz.Encoded, sz.Decoded, res.BrotliBytes, res.RawBytes)
	}
	if scene := p.scene(t); scene != "menu" {
		t.Errorf("scene() after ready is %q, want \"menu\"", scene)
	}
	p.checkPage(t) // the loading bar counted every decoded byte, X-Uncompressed-Length gave the total
	p.failOnProblems(t, "at the end")
}
