// Package pagetest has what the tests of the page's server need: a small built page and
// one request answered and decoded.
package pagetest

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
)

// Site writes a small bundle (index.html, game.wasm with its .gz and .br, a few other
// files) and a secret next to it, outside the served root, which is returned.
func Site(t *testing.T) (root string, wasm []byte) {
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
		"game.wasm.br":           brotlied(t, wasm),
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
	// One time for all: a sibling written a moment before game.wasm would
	// count as stale.
	when := time.Now().Add(-time.Minute)
	for name := range files {
		if err := os.Chtimes(filepath.Join(root, filepath.FromSlash(name)), when, when); err != nil {
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

func brotlied(t *testing.T, data []byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := brotli.NewWriterLevel(&buf, brotli.BestCompression)
	if _, err := zw.Write(data); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// Decode undoes a response's Content-Encoding.
func Decode(t *testing.T, resp *http.Response) []byte {
	t.Helper()
	var r io.Reader = resp.Body
	switch enc := resp.Header.Get("Content-Encoding"); enc {
	case "":
	case "gzip":
		zr, err := gzip.NewReader(resp.Body)
		if err != nil {
			t.Fatal(err)
		}
		r = zr
	case "br":
		r = brotli.NewReader(resp.Body)
	default:
		t.Fatalf("unexpected Content-Encoding %q", enc)
	}
	body, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("decoding the %q body: %v", resp.Header.Get("Content-Encoding"), err)
	}
	return body
}

// ServeOne answers one request with h.
func ServeOne(t *testing.T, h http.Handler, method, target string, header map[string]string) *http.Response {
	t.Helper()
	req := httptest.NewRequest(method, target, nil)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Result()
}
