package pageserve

import (
	"bytes"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"
	"warboard/cmd/internal/pageserve/pagetest"
)

func newTestHandler(t *testing.T) (http.Handler, []byte) {
	t.Helper()
	root, wasm := pagetest.Site(t)
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
		resp := pagetest.ServeOne(t, h, http.MethodGet, path, nil)
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
	root, wasm := pagetest.Site(t)
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
		resp := pagetest.ServeOne(t, h, http.MethodGet, "/game.wasm", map[string]string{"Accept-Encoding": accept})
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
		if body := pagetest.Decode(t, resp); !bytes.Equal(body, wasm) {
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
			root, wasm := pagetest.Site(t)
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
			resp := pagetest.ServeOne(t, h, http.MethodGet, "/game.wasm", map[string]string{"Accept-Encoding": chromium})
			if got := resp.Header.Get("Content-Encoding"); got != tc.want {
				t.Errorf("Content-Encoding %q, want %q", got, tc.want)
			}
			if got := resp.Header.Get("Vary"); got != tc.vary {
				t.Errorf("Vary %q, want %q", got, tc.vary)
			}
			if body := pagetest.Decode(t, resp); !bytes.Equal(body, wasm) {
				t.Errorf("the decoded body is not game.wasm")
			}
		})
	}
}

// TestHandlerOnlyGzip: while game.wasm.br is being made (only its temporary
// file exists, half written), a browser that prefers br gets gzip.
func TestHandlerOnlyGzip(t *testing.T) {
	root, wasm := pagetest.Site(t)
	br := filepath.Join(root, "game.wasm.br")
	whole, err := os.ReadFile(br)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(br); err != nil {
		t.Fatal(err)
	}
	// a half-written .br as cmd/webserve names it while it compresses (its tempPrefix)
	if err := os.WriteFile(filepath.Join(root, ".game.wasm.br.tmp-123"), whole[:len(whole)/2], 0o644); err != nil {
		t.Fatal(err)
	}
	h, err := NewHandler(root)
	if err != nil {
		t.Fatal(err)
	}
	for accept, want := range map[string]string{"gzip, deflate, br, zstd": "gzip", "br": "", "*, gzip;q=0": ""} {
		resp := pagetest.ServeOne(t, h, http.MethodGet, "/game.wasm", map[string]string{"Accept-Encoding": accept})
		if got := resp.Header.Get("Content-Encoding"); got != want {
			t.Errorf("Accept-Encoding %q: Content-Encoding %q, want %q", accept, got, want)
		}
		if body := pagetest.Decode(t, resp); !bytes.Equal(body, wasm) {
			t.Errorf("Accept-Encoding %q: the decoded body is not game.wasm", accept)
		}
	}
}

// TestHandlerSiblingsByName: game.wasm.br and .gz asked for by name come as
// they are, not encoded again nor labelled as encoded.
func TestHandlerSiblingsByName(t *testing.T) {
	root, _ := pagetest.Site(t)
	h, err := NewHandler(root)
	if err != nil {
		t.Fatal(err)
	}
	for path, wantType := range map[string]string{"/game.wasm.br": "application/octet-stream", "/game.wasm.gz": "application/gzip"} {
		resp := pagetest.ServeOne(t, h, http.MethodGet, path, map[string]string{"Accept-Encoding": "gzip, br"})
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
	resp := pagetest.ServeOne(t, h, http.MethodGet, "/wasm_exec.js", map[string]string{"Accept-Encoding": "gzip, br"})
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
		if resp := pagetest.ServeOne(t, h, http.MethodGet, path, nil); resp.StatusCode != http.StatusNotFound {
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
		resp := pagetest.ServeOne(t, h, http.MethodGet, path, nil)
		body, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != http.StatusNotFound || bytes.Contains(body, []byte("secret")) || bytes.Contains(body, []byte("body{}")) {
			t.Errorf("GET %s: status %d body %q, want 404 without the file", path, resp.StatusCode, body)
		}
	}
}

func TestHandlerMethods(t *testing.T) {
	h, wasm := newTestHandler(t)
	resp := pagetest.ServeOne(t, h, http.MethodHead, "/game.wasm", nil)
	if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Length") != strconv.Itoa(len(wasm)) {
		t.Errorf("HEAD: status %d Content-Length %q", resp.StatusCode, resp.Header.Get("Content-Length"))
	}
	resp = pagetest.ServeOne(t, h, http.MethodHead, "/game.wasm", map[string]string{"Accept-Encoding": "br"})
	br, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Encoding") != "br" || len(br) != 0 ||
		resp.Header.Get(UncompressedLengthHeader) != strconv.Itoa(len(wasm)) {
		t.Errorf("HEAD with br: status %d Content-Encoding %q, %d body bytes, %s %q",
			resp.StatusCode, resp.Header.Get("Content-Encoding"), len(br), UncompressedLengthHeader, resp.Header.Get(UncompressedLengthHeader))
	}
	resp = pagetest.ServeOne(t, h, http.MethodPost, "/index.html", nil)
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

// TestHandlerEncodedRangeAndNotModified: the Content-Length set for an
// encoded file gives way to the range's own, and a 304 carries none.
func TestHandlerEncodedRangeAndNotModified(t *testing.T) {
	root, _ := pagetest.Site(t)
	h, err := NewHandler(root)
	if err != nil {
		t.Fatal(err)
	}
	br, err := os.ReadFile(filepath.Join(root, "game.wasm.br"))
	if err != nil {
		t.Fatal(err)
	}
	resp := pagetest.ServeOne(t, h, http.MethodGet, "/game.wasm", map[string]string{"Accept-Encoding": "br", "Range": "bytes=0-9"})
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusPartialContent || resp.Header.Get("Content-Length") != "10" || !bytes.Equal(body, br[:10]) {
		t.Errorf("range of the br file: status %d, Content-Length %q, body %q (want %q)", resp.StatusCode, resp.Header.Get("Content-Length"), body, br[:10])
	}
	full := pagetest.ServeOne(t, h, http.MethodGet, "/game.wasm", map[string]string{"Accept-Encoding": "br"})
	resp = pagetest.ServeOne(t, h, http.MethodGet, "/game.wasm", map[string]string{"Accept-Encoding": "br", "If-Modified-Since": full.Header.Get("Last-Modified")})
	if resp.StatusCode != http.StatusNotModified || resp.Header.Get("Content-Length") != "" || resp.Header.Get("Content-Encoding") != "" {
		t.Errorf("revalidation: status %d, Content-Length %q, Content-Encoding %q; want 304 without them",
			resp.StatusCode, resp.Header.Get("Content-Length"), resp.Header.Get("Content-Encoding"))
	}
}
