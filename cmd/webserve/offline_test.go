package main

import (
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
	"warboard/cmd/internal/pageserve"
)

// offlineSite is a bundle with web/'s real sw.js and files of every kind the build writes.
func offlineSite(t *testing.T) string {
	t.Helper()
	root, err := FindModuleRoot(".")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	files := map[string]string{
		"index.html":           "<title>Warboard</title>",
		"wasm_exec.js":         "// go",
		"game.wasm":            "\x00asm",
		"game.wasm.gz":         "gz",
		"game.wasm.br":         "br",
		"game.wasm.br.json":    "{}",
		"manifest.webmanifest": "{}",
		"icons/icon-192.png":   "\x89PNG",
	}
	for name, text := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := copyFile(filepath.Join(root, "web", ServiceWorkerName), filepath.Join(dir, ServiceWorkerName)); err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestStampServiceWorker(t *testing.T) {
	dir := offlineSite(t)
	b, err := StampServiceWorker(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for n := range b.Files {
		names = append(names, n)
	}
	slices.Sort(names)
	want := []string{"game.wasm", "icons/icon-192.png", "index.html", "manifest.webmanifest", "wasm_exec.js"}
	if !slices.Equal(names, want) {
		t.Errorf("precached %v, want %v (no compressed copies, no sw.js, no notes)", names, want)
	}
	sum := sha256.Sum256([]byte("<title>Warboard</title>"))
	if b.Files["index.html"] != hex.EncodeToString(sum[:]) {
		t.Errorf("index.html hash %s, want its SHA-256", b.Files["index.html"])
	}
	sw, err := os.ReadFile(filepath.Join(dir, ServiceWorkerName))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(sw), buildMarker) || !strings.Contains(string(sw), `"version":"`+b.Version+`"`) {
		t.Errorf("sw.js was not stamped with version %s:\n%s", b.Version, sw)
	}
	// Stamped once, a worker cannot be stamped again (its marker is gone): a build always
	// starts from web/sw.js.
	if _, err := StampServiceWorker(dir); err == nil {
		t.Error("stamping an already stamped sw.js succeeded")
	}

	// The same files give the same version; any change gives another.
	again := offlineSite(t)
	b2, err := StampServiceWorker(again)
	if err != nil {
		t.Fatal(err)
	}
	if b2.Version != b.Version {
		t.Errorf("the same bundle stamped twice: versions %s and %s", b.Version, b2.Version)
	}
	changed := offlineSite(t)
	if err := os.WriteFile(filepath.Join(changed, "wasm_exec.js"), []byte("// go, newer"), 0o644); err != nil {
		t.Fatal(err)
	}
	b3, err := StampServiceWorker(changed)
	if err != nil {
		t.Fatal(err)
	}
	if b3.Version == b.Version {
		t.Errorf("a changed wasm_exec.js kept version %s", b.Version)
	}
	// The compressed copies are not part of the version: Brotli is made later.
	later := offlineSite(t)
	if err := os.WriteFile(filepath.Join(later, "game.wasm.br"), []byte("other"), 0o644); err != nil {
		t.Fatal(err)
	}
	b4, err := StampServiceWorker(later)
	if err != nil {
		t.Fatal(err)
	}
	if b4.Version != b.Version {
		t.Errorf("a new game.wasm.br changed the version from %s to %s", b.Version, b4.Version)
	}
}

func TestStampServiceWorkerNeedsTheMarker(t *testing.T) {
	dir := offlineSite(t)
	if err := os.WriteFile(filepath.Join(dir, ServiceWorkerName), []byte("// no marker"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := StampServiceWorker(dir); err == nil || !strings.Contains(err.Error(), "stamp") {
		t.Errorf("stamping a worker without the marker: err %v, want an error naming it", err)
	}
	if err := os.Remove(filepath.Join(dir, ServiceWorkerName)); err != nil {
		t.Fatal(err)
	}
	if _, err := StampServiceWorker(dir); err == nil {
		t.Error("stamping without sw.js succeeded")
	}
}

// The worker is always sent whole: a conditional request answered 304 by modification time
// would hide a build made within the same second.
func TestHandlerServesTheWorkerUnconditionally(t *testing.T) {
	dir := offlineSite(t)
	h, err := pageserve.NewHandler(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"sw.js", "index.html"} {
		req := httptest.NewRequest(http.MethodGet, "/"+name, nil)
		req.Header.Set("If-Modified-Since", time.Now().Add(time.Hour).UTC().Format(http.TimeFormat))
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if name == "index.html" {
			if rec.Code != http.StatusNotModified {
				t.Errorf("index.html: status %d, want 304 (the other files keep their validators)", rec.Code)
			}
			continue
		}
		if rec.Code != http.StatusOK || rec.Body.Len() == 0 {
			t.Errorf("sw.js: status %d with %d bytes, want 200 with the worker", rec.Code, rec.Body.Len())
		}
		if cc := rec.Header().Get("Cache-Control"); cc != "no-store" {
			t.Errorf("sw.js: Cache-Control %q, want no-store", cc)
		}
		if lm := rec.Header().Get("Last-Modified"); lm != "" {
			t.Errorf("sw.js: Last-Modified %q, want none", lm)
		}
		if ct := rec.Header().Get("Content-Type"); !strings.HasPrefix(ct, "text/javascript") {
			t.Errorf("sw.js: Content-Type %q, want JavaScript", ct)
		}
	}
}
