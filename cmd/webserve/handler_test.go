package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

// site writes a small bundle and a secret next to it (outside the served root).
func site(t *testing.T) (root string, wasm []byte) {
	t.Helper()
	parent := t.TempDir()
	root = filepath.Join(parent, "web")
	wasm = bytes.Repeat([]byte("\x00asm wasm body "), 500)
	files := map[string][]byte{
		"index.html":             []byte("<!doctype html><title>Warboard</title>"),
		"wasm_exec.js":           []byte("// go"),
		"manifest.webmanifest":   []byte(`{"name":"Warboard"}`),
		"icons/icon-192.png":     []byte("\x89PNG"),
		"game.wasm":              wasm,
		"game.wasm.gz":           gzipped(t, wasm),
		"notes/readme.txt":       []byte("plain"),
		"../secret.txt":          []byte("secret"),
		"../web-other/index.css": []byte("body{}"),
	}
	for name, data := range files {
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(filepath.Join(parent, "secret.txt"), filepath.Join(root, "link.txt")); err != nil {
		t.Fatal(err)
	}
	return root, wasm
}

func gzipped(t *testing.T, data []byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	if _, err := zw.Write(data); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func serveOne(t *testing.T, h http.Handler, method, target string, header map[string]string) *http.Response {
	t.Helper()
	req := httptest.NewRequest(method, target, nil)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Result()
}

func newTestHandler(t *testing.T) (http.Handler, []byte) {
	t.Helper()
	root, wasm := site(t)
	h, err := NewHandler(root)
	if err != nil {
		t.Fatal(err)
	}
	return h, wasm
}

func TestHandlerContentTypes(t *testing.T) {
	h, _ := newTestHandler(t)
	for path, want := range map[string]string{
		"/":                     "text/html; charset=utf-8",
		"/index.html":           "text/html; charset=utf-8",
		"/wasm_exec.js":         "text/javascript; charset=utf-8",
		"/game.wasm":            "application/wasm",
		"/manifest.webmanifest": "application/manifest+json",
		"/icons/icon-192.png":   "image/png",
		"/notes/readme.txt":     "text/plain; charset=utf-8",
	} {
		resp := serveOne(t, h, http.MethodGet, path, nil)
		if resp.StatusCode != http.StatusOK {
			t.Errorf("GET %s: status %d, want 200", path, resp.StatusCode)
			continue
		}
		if got := resp.Header.Get("Content-Type"); got != want {
			t.Errorf("GET %s: Content-Type %q, want %q", path, got, want)
		}
		if got := resp.Header.Get("Cache-Control"); got != "no-cache" {
			t.Errorf("GET %s: Cache-Control %q, want no-cache", path, got)
		}
	}
}

func TestHandlerServesGzipWhenAccepted(t *testing.T) {
	h, wasm := newTestHandler(t)
	resp := serveOne(t, h, http.MethodGet, "/game.wasm", map[string]string{"Accept-Encoding": "gzip, deflate, br"})
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d", resp.StatusCode)
	}
	if got := resp.Header.Get("Content-Encoding"); got != "gzip" {
		t.Fatalf("Content-Encoding %q, want gzip", got)
	}
	if got := resp.Header.Get("Vary"); got != "Accept-Encoding" {
		t.Errorf("Vary %q, want Accept-Encoding", got)
	}
	if got := resp.Header.Get("Content-Type"); got != "application/wasm" {
		t.Errorf("Content-Type %q, want application/wasm (the type of the decoded file)", got)
	}
	if got := resp.Header.Get(UncompressedLengthHeader); got != strconv.Itoa(len(wasm)) {
		t.Errorf("%s %q, want %d", UncompressedLengthHeader, got, len(wasm))
	}
	zr, err := gzip.NewReader(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	body, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(body, wasm) {
		t.Errorf("decoded body differs from game.wasm")
	}
}

func TestHandlerServesPlainWithoutGzip(t *testing.T) {
	h, wasm := newTestHandler(t)
	for _, accept := range []string{"", "identity", "br", "gzip;q=0", "*, gzip;q=0", "*;q=0"} {
		resp := serveOne(t, h, http.MethodGet, "/game.wasm", map[string]string{"Accept-Encoding": accept})
		if got := resp.Header.Get("Content-Encoding"); got != "" {
			t.Errorf("Accept-Encoding %q: Content-Encoding %q, want none", accept, got)
		}
		if got := resp.Header.Get("Vary"); got != "Accept-Encoding" {
			t.Errorf("Accept-Encoding %q: Vary %q, want Accept-Encoding (a .gz exists)", accept, got)
		}
		body, _ := io.ReadAll(resp.Body)
		if !bytes.Equal(body, wasm) {
			t.Errorf("Accept-Encoding %q: body is not the plain game.wasm", accept)
		}
		if got := resp.Header.Get("Content-Length"); got != strconv.Itoa(len(wasm)) {
			t.Errorf("Accept-Encoding %q: Content-Length %q, want %d", accept, got, len(wasm))
		}
	}
}

func TestHandlerNoGzipSibling(t *testing.T) {
	h, _ := newTestHandler(t)
	resp := serveOne(t, h, http.MethodGet, "/wasm_exec.js", map[string]string{"Accept-Encoding": "gzip"})
	if got := resp.Header.Get("Content-Encoding"); got != "" {
		t.Errorf("Content-Encoding %q for a file without .gz", got)
	}
	if got := resp.Header.Get("Vary"); got != "" {
		t.Errorf("Vary %q for a file without .gz", got)
	}
}

func TestHandlerNotFound(t *testing.T) {
	h, _ := newTestHandler(t)
	for _, path := range []string{
		"/missing.js",
		"/icons",  // a directory
		"/icons/", // a directory without index.html
		"/notes/readme.txt/",
	} {
		if resp := serveOne(t, h, http.MethodGet, path, nil); resp.StatusCode != http.StatusNotFound {
			t.Errorf("GET %s: status %d, want 404", path, resp.StatusCode)
		}
	}
}

func TestHandlerStaysInsideRoot(t *testing.T) {
	h, _ := newTestHandler(t)
	for _, path := range []string{
		"/../secret.txt",
		"/icons/../../secret.txt",
		"/%2e%2e/secret.txt",
		"/..%2fsecret.txt",
		"/..%5csecret.txt",
		"/../web-other/index.css",
		"/link.txt", // a symlink pointing outside the root
	} {
		resp := serveOne(t, h, http.MethodGet, path, nil)
		body, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != http.StatusNotFound || bytes.Contains(body, []byte("secret")) || bytes.Contains(body, []byte("body{}")) {
			t.Errorf("GET %s: status %d body %q, want 404 without the file", path, resp.StatusCode, body)
		}
	}
}

func TestHandlerMethods(t *testing.T) {
	h, wasm := newTestHandler(t)
	resp := serveOne(t, h, http.MethodHead, "/game.wasm", nil)
	if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Length") != strconv.Itoa(len(wasm)) {
		t.Errorf("HEAD: status %d Content-Length %q", resp.StatusCode, resp.Header.Get("Content-Length"))
	}
	resp = serveOne(t, h, http.MethodPost, "/index.html", nil)
	if resp.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("POST: status %d, want 405", resp.StatusCode)
	}
}

func TestAcceptsGzip(t *testing.T) {
	for header, want := range map[string]bool{
		"":                       false,
		"gzip":                   true,
		"GZIP":                   true,
		"deflate, gzip;q=0.5":    true,
		"x-gzip":                 true,
		"*":                      true,
		"gzip;q=0":               false,
		"gzip; q=0.0":            false,
		"*, gzip;q=0":            false,
		"gzip;q=0, *":            false,
		"br;q=1, identity;q=0.5": false,
		"gzip;q=nonsense":        false,
	} {
		if got := acceptsGzip([]string{header}); got != want {
			t.Errorf("acceptsGzip(%q) = %v, want %v", header, got, want)
		}
	}
}

func TestCopyStaticLeavesSourcesBehind(t *testing.T) {
	src, dst := t.TempDir(), t.TempDir()
	for _, name := range []string{"index.html", "icons/icon.png", "icons/draw.go", "icons/README.md", "icons/testdata/x.png"} {
		p := filepath.Join(src, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(name), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := copyStatic(src, dst); err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]bool{
		"index.html": true, "icons/icon.png": true,
		"icons/draw.go": false, "icons/README.md": false, "icons/testdata/x.png": false,
	} {
		_, err := os.Stat(filepath.Join(dst, filepath.FromSlash(name)))
		if got := err == nil; got != want {
			t.Errorf("%s copied = %v, want %v", name, got, want)
		}
	}
}

func TestGzipFileRoundTrips(t *testing.T) {
	name := filepath.Join(t.TempDir(), "game.wasm")
	data := bytes.Repeat([]byte("warboard "), 1000)
	if err := os.WriteFile(name, data, 0o644); err != nil {
		t.Fatal(err)
	}
	raw, compressed, err := gzipFile(name)
	if err != nil {
		t.Fatal(err)
	}
	gz, err := os.ReadFile(name + ".gz")
	if err != nil {
		t.Fatal(err)
	}
	if raw != int64(len(data)) || compressed != int64(len(gz)) || compressed >= raw {
		t.Errorf("sizes raw %d compressed %d (file %d)", raw, compressed, len(gz))
	}
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		t.Fatal(err)
	}
	back, err := io.ReadAll(zr)
	if err != nil || !bytes.Equal(back, data) {
		t.Errorf("game.wasm.gz does not decode to game.wasm (err %v)", err)
	}
}
