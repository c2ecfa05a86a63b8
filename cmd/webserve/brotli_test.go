package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"warboard/cmd/internal/pageserve"
	"warboard/cmd/internal/pageserve/pagetest"

	"github.com/andybalholm/brotli"
)

// testBrotli keeps the tests quick; BestBrotli is the same code with a bigger
// window and more search.
var testBrotli = BrotliOptions{Quality: 5, LGWin: 18}

// fakeWasm is compressible but not trivially so: words in a random order.
func fakeWasm(seed uint64) []byte {
	words := []string{"\x00asm", "i32.add", "local.get", "call", "br_if", "memory", "warboard", "junqi", "napoleon"}
	r := rand.New(rand.NewPCG(seed, 1))
	var b bytes.Buffer
	for b.Len() < 200_000 {
		b.WriteString(words[r.IntN(len(words))])
		b.WriteByte(byte(r.IntN(4)))
	}
	return b.Bytes()
}

// wasmFile writes data as dir/game.wasm, dated an hour ago.
func wasmFile(t *testing.T, dir string, data []byte) string {
	t.Helper()
	name := filepath.Join(dir, "game.wasm")
	if err := os.WriteFile(name, data, 0o644); err != nil {
		t.Fatal(err)
	}
	setTime(t, name, time.Now().Add(-time.Hour))
	return name
}

func setTime(t *testing.T, name string, when time.Time) {
	t.Helper()
	if err := os.Chtimes(name, when, when); err != nil {
		t.Fatal(err)
	}
}

func modTime(t *testing.T, name string) time.Time {
	t.Helper()
	info, err := os.Stat(name)
	if err != nil {
		t.Fatal(err)
	}
	return info.ModTime()
}

func unbrotli(t *testing.T, name string) []byte {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	data, err := io.ReadAll(brotli.NewReader(f))
	if err != nil {
		t.Fatalf("%s does not decode: %v", name, err)
	}
	return data
}

// noTemps fails when a temporary file is left in dir.
func noTemps(t *testing.T, dir string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if strings.Contains(e.Name(), ".tmp-") {
			t.Errorf("temporary file left behind: %s", e.Name())
		}
	}
}

func TestPrecompressRoundTrips(t *testing.T) {
	dir := t.TempDir()
	data := fakeWasm(1)
	name := wasmFile(t, dir, data)
	res, err := Precompress(context.Background(), name, testBrotli)
	if err != nil {
		t.Fatal(err)
	}
	br, err := os.ReadFile(name + ".br")
	if err != nil {
		t.Fatal(err)
	}
	if res.Reused || res.RawBytes != int64(len(data)) || res.BrotliBytes != int64(len(br)) || res.BrotliBytes >= res.RawBytes/2 {
		t.Errorf("result %+v for %d raw bytes and a %d-byte .br", res, len(data), len(br))
	}
	if !bytes.Equal(unbrotli(t, name+".br"), data) {
		t.Error("game.wasm.br does not decode to game.wasm")
	}
	var meta brotliMeta
	raw, err := os.ReadFile(brotliMetaName(name))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(raw, &meta); err != nil {
		t.Fatal(err)
	}
	want := brotliMeta{SourceSHA256: sha256Hex(data), BrotliSHA256: sha256Hex(br), Quality: testBrotli.Quality, LGWin: testBrotli.LGWin}
	if meta != want {
		t.Errorf("record %+v, want %+v", meta, want)
	}
	if modTime(t, name+".br").Before(modTime(t, name)) {
		t.Error("the new .br is older than game.wasm: the handler would not send it")
	}
	if info, err := os.Stat(name + ".br"); err != nil || info.Mode().Perm() != 0o644 {
		t.Errorf("game.wasm.br mode %v (%v), want 0644", info.Mode(), err)
	}
	noTemps(t, dir)
}

// TestPrecompressKeepsUnchanged: the same bytes are not compressed again,
// even when game.wasm was rewritten (a new build of the same code), and the
// kept .br is made no older than game.wasm so the handler sends it.
func TestPrecompressKeepsUnchanged(t *testing.T) {
	dir := t.TempDir()
	data := fakeWasm(2)
	name := wasmFile(t, dir, data)
	if _, err := Precompress(context.Background(), name, testBrotli); err != nil {
		t.Fatal(err)
	}
	made := time.Now().Add(-30 * time.Minute) // after game.wasm
	setTime(t, name+".br", made)
	before, _ := os.ReadFile(name + ".br")

	res, err := Precompress(context.Background(), name, testBrotli)
	if err != nil {
		t.Fatal(err)
	}
	if !res.Reused || res.BrotliBytes != int64(len(before)) {
		t.Errorf("second run: %+v, want the .br kept", res)
	}
	if !modTime(t, name+".br").Equal(made) {
		t.Error("the kept .br was touched although it was newer than game.wasm")
	}

	// Rebuilt with the same bytes: newer game.wasm, same content.
	if err := os.WriteFile(name, data, 0o644); err != nil {
		t.Fatal(err)
	}
	res, err = Precompress(context.Background(), name, testBrotli)
	if err != nil {
		t.Fatal(err)
	}
	after, _ := os.ReadFile(name + ".br")
	if !res.Reused || !bytes.Equal(before, after) {
		t.Errorf("after rewriting the same game.wasm: %+v (same .br %v), want it kept", res, bytes.Equal(before, after))
	}
	if modTime(t, name+".br").Before(modTime(t, name)) {
		t.Error("the kept .br stayed older than the rewritten game.wasm: the handler would ignore it")
	}
}

// TestPrecompressRemakes: a new game.wasm, other options, a damaged .br or a
// missing record each make a new .br that decodes to the current game.wasm.
func TestPrecompressRemakes(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(t *testing.T, wasm string) []byte // returns the game.wasm now expected
		opt    BrotliOptions
	}{
		{"new game.wasm", func(t *testing.T, wasm string) []byte {
			data := fakeWasm(4)
			if err := os.WriteFile(wasm, data, 0o644); err != nil {
				t.Fatal(err)
			}
			return data
		}, testBrotli},
		{"other options", nil, BrotliOptions{Quality: 4, LGWin: 18}},
		{"truncated .br", func(t *testing.T, wasm string) []byte {
			br, _ := os.ReadFile(wasm + ".br")
			if err := os.WriteFile(wasm+".br", br[:len(br)/2], 0o644); err != nil {
				t.Fatal(err)
			}
			return nil
		}, testBrotli},
		{"a flipped byte", func(t *testing.T, wasm string) []byte {
			br, _ := os.ReadFile(wasm + ".br")
			br[len(br)/3] ^= 0x40
			if err := os.WriteFile(wasm+".br", br, 0o644); err != nil {
				t.Fatal(err)
			}
			return nil
		}, testBrotli},
		{"no record", func(t *testing.T, wasm string) []byte {
			if err := os.Remove(brotliMetaName(wasm)); err != nil {
				t.Fatal(err)
			}
			return nil
		}, testBrotli},
		{"garbled record", func(t *testing.T, wasm string) []byte {
			if err := os.WriteFile(brotliMetaName(wasm), []byte("{not json"), 0o644); err != nil {
				t.Fatal(err)
			}
			return nil
		}, testBrotli},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			data := fakeWasm(3)
			name := wasmFile(t, dir, data)
			if _, err := Precompress(context.Background(), name, testBrotli); err != nil {
				t.Fatal(err)
			}
			if tc.change != nil {
				if d := tc.change(t, name); d != nil {
					data = d
				}
			}
			res, err := Precompress(context.Background(), name, tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			if res.Reused {
				t.Error("the old .br was kept")
			}
			if !bytes.Equal(unbrotli(t, name+".br"), data) {
				t.Error("the new .br does not decode to game.wasm")
			}
			if src, err := readBrotliSource(name); err != nil {
				t.Fatal(err)
			} else if ok, _ := src.matches(name+".br", tc.opt); !ok {
				t.Error("the new .br does not match its record")
			}
			noTemps(t, dir)
		})
	}
}

// TestReuseRemovesDamaged: the quick check that runs before serving removes a
// .br it cannot vouch for, so the handler falls back to gzip at once instead of
// sending it while a new one is made.
func TestReuseRemovesDamaged(t *testing.T) {
	root, wasm := pagetest.Site(t)
	name := filepath.Join(root, "game.wasm")
	if _, err := Precompress(context.Background(), name, testBrotli); err != nil {
		t.Fatal(err)
	}
	br, _ := os.ReadFile(name + ".br")
	if err := os.WriteFile(name+".br", br[:len(br)-7], 0o644); err != nil { // cut short, still newer than game.wasm
		t.Fatal(err)
	}
	src, err := readBrotliSource(name)
	if err != nil {
		t.Fatal(err)
	}
	if _, reused, err := src.reuse(testBrotli); err != nil || reused {
		t.Fatalf("reuse of a truncated .br: %v, %v", reused, err)
	}
	for _, gone := range []string{name + ".br", brotliMetaName(name)} {
		if _, err := os.Stat(gone); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("%s still there (%v)", filepath.Base(gone), err)
		}
	}
	h, err := pageserve.NewHandler(root)
	if err != nil {
		t.Fatal(err)
	}
	resp := pagetest.ServeOne(t, h, http.MethodGet, "/game.wasm", map[string]string{"Accept-Encoding": "gzip, deflate, br, zstd"})
	if got := resp.Header.Get("Content-Encoding"); got != "gzip" {
		t.Errorf("Content-Encoding %q after removing the damaged .br, want gzip", got)
	}
	if !bytes.Equal(pagetest.Decode(t, resp), wasm) {
		t.Error("the decoded body is not game.wasm")
	}
}

// TestCompressStopsWhenCancelled: stopping webserve mid-compression leaves no
// .br, no record and no temporary file.
func TestCompressStopsWhenCancelled(t *testing.T) {
	dir := t.TempDir()
	name := wasmFile(t, dir, bytes.Repeat(fakeWasm(5), 12)) // several chunks
	src, err := readBrotliSource(name)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := src.compress(ctx, testBrotli); !errors.Is(err, context.Canceled) {
		t.Fatalf("compress with a cancelled context: %v, want context.Canceled", err)
	}
	for _, gone := range []string{name + ".br", brotliMetaName(name)} {
		if _, err := os.Stat(gone); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("%s exists after a cancelled compression (%v)", filepath.Base(gone), err)
		}
	}
	noTemps(t, dir)
}

// TestCompressNoticesRebuild: when game.wasm is rewritten while it is being
// compressed, the result (of the old bytes) is not put in place.
func TestCompressNoticesRebuild(t *testing.T) {
	dir := t.TempDir()
	name := wasmFile(t, dir, fakeWasm(6))
	src, err := readBrotliSource(name)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(name, fakeWasm(7), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := src.compress(context.Background(), testBrotli); !errors.Is(err, errSourceChanged) {
		t.Fatalf("compress after a rebuild: %v, want errSourceChanged", err)
	}
	if _, err := os.Stat(name + ".br"); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a .br of the old game.wasm was put in place (%v)", err)
	}
	noTemps(t, dir)
}

// TestRemoveOldTemps: leftovers of a killed webserve go, a temporary file
// another webserve may be writing right now stays, other files stay.
func TestRemoveOldTemps(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "game.wasm")
	old := []string{tempPrefix(name+".br") + "1", tempPrefix(brotliMetaName(name)) + "2", tempPrefix(name+".gz") + "3"}
	keep := []string{tempPrefix(name+".br") + "4", "game.wasm.br", ".other.tmp-5", "index.html"}
	for _, f := range append(append([]string{}, old...), keep...) {
		if err := os.WriteFile(filepath.Join(dir, f), []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range append(old, keep[1:]...) {
		setTime(t, filepath.Join(dir, f), time.Now().Add(-2*time.Hour))
	}
	removeOldTemps(name, time.Hour)
	for _, f := range old {
		if _, err := os.Stat(filepath.Join(dir, f)); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("old temporary file %s kept (%v)", f, err)
		}
	}
	for _, f := range keep {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("%s removed: %v", f, err)
		}
	}
}

func TestWriteFileAtomicReplaces(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "game.wasm.gz")
	for _, content := range []string{"first", "second, longer"} {
		if err := writeFileAtomic(name, []byte(content)); err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(name)
		if err != nil || string(got) != content {
			t.Errorf("after writing %q the file holds %q (%v)", content, got, err)
		}
	}
	noTemps(t, dir)
	if err := writeFileAtomic(filepath.Join(dir, "missing", "x"), []byte("x")); err == nil {
		t.Error("writing into a missing directory did not fail")
	}
}
