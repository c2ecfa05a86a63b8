//go:build !js

package main

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestServesThePage: the server serves the page's directory, the bundle compressed when the
// browser accepts it.
func TestServesThePage(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "index.html"), []byte("<title>Warboard</title>"), 0o644)
	os.WriteFile(filepath.Join(dir, "game.wasm"), []byte("plain wasm"), 0o644)
	time.Sleep(10 * time.Millisecond)
	os.WriteFile(filepath.Join(dir, "game.wasm.br"), []byte("brotli"), 0o644)
	ts := startServer(t, Config{Web: dir})
	base := "http://" + strings.TrimSuffix(strings.TrimPrefix(ts.url, "ws://"), "/ws")
	get := func(path, accept string) (*http.Response, string) {
		req, _ := http.NewRequest("GET", base+path, nil)
		req.Header.Set("Accept-Encoding", accept)
		res, err := http.DefaultTransport.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		body, _ := io.ReadAll(res.Body)
		return res, string(body)
	}
	if _, body := get("/", ""); !strings.Contains(body, "Warboard") {
		t.Fatalf("index: %q", body)
	}
	if res, body := get("/game.wasm", "gzip, br"); body != "brotli" || res.Header.Get("Content-Encoding") != "br" || res.Header.Get("X-Uncompressed-Length") != "10" {
		t.Fatalf("wasm with br: %q %v", body, res.Header)
	}
	if _, body := get("/game.wasm", ""); body != "plain wasm" {
		t.Fatalf("wasm plain: %q", body)
	}
	os.Mkdir(filepath.Join(dir, "icons"), 0o755)
	if res, _ := get("/icons/", ""); res.StatusCode == 200 {
		t.Fatal("a directory listed")
	}
	if res, _ := get("/../../etc/passwd", ""); res.StatusCode == 200 {
		t.Fatal("outside the directory")
	}
	// the offline worker is always sent whole: a new build must be seen at once
	os.WriteFile(filepath.Join(dir, "sw.js"), []byte("// worker"), 0o644)
	if res, body := get("/sw.js", ""); body != "// worker" || res.Header.Get("Cache-Control") != "no-store" {
		t.Fatalf("sw.js: %q %v", body, res.Header)
	}
}

// TestNoPageYet: a server started before the page is built says how to build it.
func TestNoPageYet(t *testing.T) {
	ts := startServer(t, Config{Web: filepath.Join(t.TempDir(), "not-built")})
	res, err := http.Get("http://" + strings.TrimSuffix(strings.TrimPrefix(ts.url, "ws://"), "/ws") + "/")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != http.StatusNotFound || !strings.Contains(string(body), "make wasm") {
		t.Fatalf("%s %q", res.Status, body)
	}
}
