//go:build !js

package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// hasNameSection reports whether a wasm module has the "name" custom section (function
// names for profiles and stack traces).
func hasNameSection(t *testing.T, wasm []byte) bool {
	t.Helper()
	if !bytes.HasPrefix(wasm, []byte("\x00asm")) {
		t.Fatal("not a wasm module")
	}
	for pos := 8; pos < len(wasm); {
		id := wasm[pos]
		pos++
		size, shift := 0, 0
		for {
			c := wasm[pos]
			pos++
			size |= int(c&0x7f) << shift
			shift += 7
			if c&0x80 == 0 {
				break
			}
		}
		if id == 0 && bytes.HasPrefix(wasm[pos:pos+size], []byte("\x04name")) {
			return true
		}
		pos += size
	}
	return false
}

// TestBuildKeepNames: the shipped build drops the wasm name section (-s), a KeepNames build
// (for browser profiles) keeps it.
func TestBuildKeepNames(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a wasm program")
	}
	mod := t.TempDir()
	for name, text := range map[string]string{
		"go.mod":         "module tiny\n\ngo 1.26\n",
		"main.go":        "package main\n\nfunc main() { println(\"hi\") }\n",
		"web/index.html": "<!DOCTYPE html>\n",
	} {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(mod, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(mod, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	for _, keep := range []bool{false, true} {
		out := t.TempDir()
		var log bytes.Buffer
		if _, err := Build(ctx, BuildConfig{ModuleDir: mod, Package: ".", OutDir: out, Log: &log, KeepNames: keep}); err != nil {
			t.Fatalf("KeepNames %v: %v\n%s", keep, err, log.String())
		}
		wasm, err := os.ReadFile(filepath.Join(out, "game.wasm"))
		if err != nil {
			t.Fatal(err)
		}
		if got := hasNameSection(t, wasm); got != keep {
			t.Errorf("KeepNames %v: name section present = %v", keep, got)
		}
	}
}

// The scripts that measure the bundle build it with the game's flags.
func TestSizeScriptsBuildAsShipped(t *testing.T) {
	flag := strings.TrimPrefix(GameGCFlags, "-gcflags=")
	for _, script := range []string{"../wasmsize/bundles.sh", "../wasmsize/profile.sh"} {
		b, err := os.ReadFile(script)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(b), "-gcflags="+flag) {
			t.Errorf("%s does not build with %s", script, GameGCFlags)
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
