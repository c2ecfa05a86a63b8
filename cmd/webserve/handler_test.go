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
	"time"

	"github.com/andybalholm/brotli"
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

// decode undoes a response's Content-Encoding.
func decode(t *testing.T, resp *http.Response) []byte {
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

// TestHandlerNegotiatesEncoding: with game.wasm.br and game.wasm.gz beside
// game.wasm, each Accept-Encoding gets the coding it rates highest (br on a
// tie), with the decoded file's type and size.
func TestHandlerNegotiatesEncoding(t *testing.T) {
	root, wasm := site(t)
	h, err := NewHandler(root)
	if err != nil {
		t.Fatal(err)
	}
	for accept, want := range map[string]string{
		"gzip, deflate, br, zstd": "br", // what Chromium sends, also to http://127.0.0.1
		"br":                      "br",
		"BR;Q=1":                  "br",
		"*":                       "br",
		"br, gzip;q=0.5":          "br",
		"gzip, deflate":           "gzip", // no br: older browsers, plain-HTTP hosts
		"x-gzip":                  "gzip",
		"br;q=0, gzip":            "gzip",
		"gzip, br;q=0":            "gzip",
		"*, br;q=0":               "gzip",
		"br;q=0.5, gzip":          "gzip", // the client prefers gzip
		"br;q=nonsense, gzip":     "gzip",
		"":                        "",
		"identity":                "",
		"zstd, deflate":           "",
		"br;q=0, gzip;q=0":        "",
		"*;q=0":                   "",
		"*, br;q=0, gzip;q=0":     "",
	} {
		resp := serveOne(t, h, http.MethodGet, "/game.wasm", map[string]string{"Accept-Encoding": accept})
		if resp.StatusCode != http.StatusOK {
			t.Errorf("Accept-Encoding %q: status %d", accept, resp.StatusCode)
			continue
		}
		if got := resp.Header.Get("Content-Encoding"); got != want {
			t.Errorf("Accept-Encoding %q: Content-Encoding %q, want %q", accept, got, want)
		}
		if got := resp.Header.Get("Vary"); got != "Accept-Encoding" {
			t.Errorf("Accept-Encoding %q: Vary %q, want Accept-Encoding", accept, got)
		}
		if got := resp.Header.Get("Content-Type"); got != "application/wasm" {
			t.Errorf("Accept-Encoding %q: Content-Type %q, want application/wasm (the type of the decoded file)", accept, got)
		}
		if got := resp.Header.Get(UncompressedLengthHeader); got != strconv.Itoa(len(wasm)) {
			t.Errorf("Accept-Encoding %q: %s %q, want %d", accept, UncompressedLengthHeader, got, len(wasm))
		}
		sent := resp.Header.Get("Content-Length")
		if body := decode(t, resp); !bytes.Equal(body, wasm) {
			t.Errorf("Accept-Encoding %q: the decoded body is not game.wasm", accept)
		}
		if want == "" && sent != strconv.Itoa(len(wasm)) {
			t.Errorf("Accept-Encoding %q: Content-Length %q, want %d", accept, sent, len(wasm))
		}
		if want != "" {
			sib, err := os.Stat(filepath.Join(root, "game.wasm."+map[string]string{"br": "br", "gzip": "gz"}[want]))
			if err != nil {
				t.Fatal(err)
			}
			if sent != strconv.FormatInt(sib.Size(), 10) {
				t.Errorf("Accept-Encoding %q: Content-Length %q, want the %s file's %d", accept, sent, want, sib.Size())
			}
		}
	}
}

// TestHandlerIgnoresStaleSiblings: a .br or .gz older than game.wasm was made
// from an earlier build and is never sent; a fresh one is.
func TestHandlerIgnoresStaleSiblings(t *testing.T) {
	const chromium = "gzip, deflate, br, zstd"
	for _, tc := range []struct {
		name       string
		brAge      time.Duration // relative to game.wasm; negative is older
		gzAge      time.Duration
		want, vary string
	}{
		{"both fresh", time.Minute, time.Minute, "br", "Accept-Encoding"},
		{"same time as the wasm", 0, 0, "br", "Accept-Encoding"},
		{"stale br", -time.Second, time.Minute, "gzip", "Accept-Encoding"},
		{"stale gzip", time.Minute, -time.Second, "br", "Accept-Encoding"},
		{"both stale", -time.Hour, -time.Millisecond, "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			root, wasm := site(t)
			h, err := NewHandler(root)
			if err != nil {
				t.Fatal(err)
			}
			name := filepath.Join(root, "game.wasm")
			base := time.Now().Add(-24 * time.Hour)
			for file, d := range map[string]time.Duration{name: 0, name + ".br": tc.brAge, name + ".gz": tc.gzAge} {
				if err := os.Chtimes(file, base.Add(d), base.Add(d)); err != nil {
					t.Fatal(err)
				}
			}
			resp := serveOne(t, h, http.MethodGet, "/game.wasm", map[string]string{"Accept-Encoding": chromium})
			if got := resp.Header.Get("Content-Encoding"); got != tc.want {
				t.Errorf("Content-Encoding %q, want %q", got, tc.want)
			}
			if got := resp.Header.Get("Vary"); got != tc.vary {
				t.Errorf("Vary %q, want %q", got, tc.vary)
			}
			if body := decode(t, resp); !bytes.Equal(body, wasm) {
				t.Errorf("the decoded body is not game.wasm")
			}
		})
	}
}

// TestHandlerOnlyGzip: while game.wasm.br is being made (only its temporary
// file exists, half written), a browser that prefers br gets gzip.
func TestHandlerOnlyGzip(t *testing.T) {
	root, wasm := site(t)
	br := filepath.Join(root, "game.wasm.br")
	whole, err := os.ReadFile(br)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(br); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, tempPrefix(br)+"123"), whole[:len(whole)/2], 0o644); err != nil {
		t.Fatal(err)
	}
	h, err := NewHandler(root)
	if err != nil {
		t.Fatal(err)
	}
	for accept, want := range map[string]string{"gzip, deflate, br, zstd": "gzip", "br": "", "*, gzip;q=0": ""} {
		resp := serveOne(t, h, http.MethodGet, "/game.wasm", map[string]string{"Accept-Encoding": accept})
		if got := resp.Header.Get("Content-Encoding"); got != want {
			t.Errorf("Accept-Encoding %q: Content-Encoding %q, want %q", accept, got, want)
		}
		if body := decode(t, resp); !bytes.Equal(body, wasm) {
			t.Errorf("Accept-Encoding %q: the decoded body is not game.wasm", accept)
		}
	}
}

// TestHandlerSiblingsByName: game.wasm.br and .gz asked for by name come as
// they are, not encoded again nor labelled as encoded.
func TestHandlerSiblingsByName(t *testing.T) {
	root, _ := site(t)
	h, err := NewHandler(root)
	if err != nil {
		t.Fatal(err)
	}
	for path, wantType := range map[string]string{"/game.wasm.br": "application/octet-stream", "/game.wasm.gz": "application/gzip"} {
		resp := serveOne(t, h, http.MethodGet, path, map[string]string{"Accept-Encoding": "gzip, br"})
		body, _ := io.ReadAll(resp.Body)
		want, err := os.ReadFile(filepath.Join(root, path[1:]))
		if err != nil {
			t.Fatal(err)
		}
		if resp.Header.Get("Content-Encoding") != "" || !bytes.Equal(body, want) || resp.Header.Get("Content-Type") != wantType {
			t.Errorf("GET %s: Content-Encoding %q, Content-Type %q, same bytes as the file %v",
				path, resp.Header.Get("Content-Encoding"), resp.Header.Get("Content-Type"), bytes.Equal(body, want))
		}
	}
}

func TestHandlerNoSibling(t *testing.T) {
	h, _ := newTestHandler(t)
	resp := serveOne(t, h, http.MethodGet, "/wasm_exec.js", map[string]string{"Accept-Encoding": "gzip, br"})
	if got := resp.Header.Get("Content-Encoding"); got != "" {
		t.Errorf("Content-Encoding %q for a file without .gz or .br", got)
	}
	if got := resp.Header.Get("Vary"); got != "" {
		t.Errorf("Vary %q for a file without .gz or .br", got)
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
	resp = serveOne(t, h, http.MethodHead, "/game.wasm", map[string]string{"Accept-Encoding": "br"})
	br, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Encoding") != "br" || len(br) != 0 ||
		resp.Header.Get(UncompressedLengthHeader) != strconv.Itoa(len(wasm)) {
		t.Errorf("HEAD with br: status %d Content-Encoding %q, %d body bytes, %s %q",
			resp.StatusCode, resp.Header.Get("Content-Encoding"), len(br), UncompressedLengthHeader, resp.Header.Get(UncompressedLengthHeader))
	}
	resp = serveOne(t, h, http.MethodPost, "/index.html", nil)
	if resp.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("POST: status %d, want 405", resp.StatusCode)
	}
}

func TestNegotiate(t *testing.T) {
	both, gz := []string{"br", "gzip"}, []string{"gzip"}
	for _, tc := range []struct {
		header  string
		offered []string
		want    string
	}{
		{"", both, ""},
		{"gzip", both, "gzip"},
		{"GZIP", gz, "gzip"},
		{"deflate, gzip;q=0.5", gz, "gzip"},
		{"x-gzip", gz, "gzip"},
		{"*", gz, "gzip"},
		{"*", both, "br"},
		{"gzip;q=0", gz, ""},
		{"gzip; q=0.0", gz, ""},
		{"*, gzip;q=0", gz, ""},
		{"gzip;q=0, *", gz, ""},
		{"gzip;q=0, *", both, "br"},
		{"br;q=1, identity;q=0.5", gz, ""},
		{"br;q=1, identity;q=0.5", both, "br"},
		{"gzip;q=nonsense", gz, ""},
		{"gzip;q=0.8, br;q=0.9", both, "br"},
		{"gzip;q=0.9, br;q=0.8", both, "gzip"},
		{"gzip, br", nil, ""},
	} {
		if got := negotiate([]string{tc.header}, tc.offered); got != tc.want {
			t.Errorf("negotiate(%q, %q) = %q, want %q", tc.header, tc.offered, got, tc.want)
		}
	}
	// Several Accept-Encoding lines count together.
	if got := negotiate([]string{"gzip", "br"}, both); got != "br" {
		t.Errorf("two header lines gzip + br: %q, want br", got)
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

// TestHandlerEncodedRangeAndNotModified: the Content-Length set for an
// encoded file gives way to the range's own, and a 304 carries none.
func TestHandlerEncodedRangeAndNotModified(t *testing.T) {
	root, _ := site(t)
	h, err := NewHandler(root)
	if err != nil {
		t.Fatal(err)
	}
	br, err := os.ReadFile(filepath.Join(root, "game.wasm.br"))
	if err != nil {
		t.Fatal(err)
	}
	resp := serveOne(t, h, http.MethodGet, "/game.wasm", map[string]string{"Accept-Encoding": "br", "Range": "bytes=0-9"})
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusPartialContent || resp.Header.Get("Content-Length") != "10" || !bytes.Equal(body, br[:10]) {
		t.Errorf("range of the br file: status %d, Content-Length %q, body %q (want %q)", resp.StatusCode, resp.Header.Get("Content-Length"), body, br[:10])
	}
	full := serveOne(t, h, http.MethodGet, "/game.wasm", map[string]string{"Accept-Encoding": "br"})
	resp = serveOne(t, h, http.MethodGet, "/game.wasm", map[string]string{"Accept-Encoding": "br", "If-Modified-Since": full.Header.Get("Last-Modified")})
	if resp.StatusCode != http.StatusNotModified || resp.Header.Get("Content-Length") != "" || resp.Header.Get("Content-Encoding") != "" {
		t.Errorf("revalidation: status %d, Content-Length %q, Content-Encoding %q; want 304 without them",
			resp.StatusCode, resp.Header.Get("Content-Length"), resp.Header.Get("Content-Encoding"))
	}
}
