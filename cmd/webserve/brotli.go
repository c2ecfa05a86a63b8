package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/andybalholm/brotli"
)

// BrotliOptions are the encoder settings. Quality 11 with a 16 MB window
// (LGWin 24) is the smallest the encoder makes (game.wasm: 3.3 MB against
// gzip's 4.6 MB) and also the slowest (about 1.5 minutes of CPU), which is
// why webserve makes it in the background and keeps it while game.wasm is
// unchanged (docs/performance.md, "Download size").
type BrotliOptions struct {
	Quality int // 0..11
	LGWin   int // log2 of the window, 10..24
}

// BestBrotli is what the site ships.
var BestBrotli = BrotliOptions{Quality: 11, LGWin: 24}

// BrotliResult says what Precompress did.
type BrotliResult struct {
	RawBytes    int64
	BrotliBytes int64
	Reused      bool // the existing .br was made from this very file: nothing compressed
	Took        time.Duration
}

// brotliMeta is written beside the .br (name.br.json) once the .br is in place:
// which file it was made from, how, and the .br's own checksum, so that an
// unchanged game.wasm is not compressed again and a damaged .br is not trusted.
type brotliMeta struct {
	SourceSHA256 string `json:"source_sha256"`
	BrotliSHA256 string `json:"br_sha256"`
	Quality      int    `json:"quality"`
	LGWin        int    `json:"lgwin"`
}

func brotliMetaName(name string) string { return name + ".br.json" }

// tempPrefix names the files being written; they are renamed into place when
// complete, so a reader sees either the old file, no file or the whole new one.
func tempPrefix(name string) string { return "." + filepath.Base(name) + ".tmp-" }

// errSourceChanged: the file was rewritten while it was being compressed.
var errSourceChanged = errors.New("the file changed while it was being compressed")

// brotliSource is the file to compress, as read once: the checksum and the
// compressed bytes come from the same data.
type brotliSource struct {
	name string
	data []byte
	sum  string
}

func readBrotliSource(name string) (*brotliSource, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	return &brotliSource{name: name, data: data, sum: sha256Hex(data)}, nil
}

func sha256Hex(data []byte) string {
	s := sha256.Sum256(data)
	return hex.EncodeToString(s[:])
}

// Precompress makes name.br next to name unless the .br already there was made
// from the same bytes with the same options and is intact.
func Precompress(ctx context.Context, name string, opt BrotliOptions) (BrotliResult, error) {
	start := time.Now()
	src, err := readBrotliSource(name)
	if err != nil {
		return BrotliResult{}, err
	}
	res, reused, err := src.reuse(opt)
	if err != nil || reused {
		res.Took = time.Since(start)
		return res, err
	}
	res, err = src.compress(ctx, opt)
	res.Took = time.Since(start)
	return res, err
}

// reuse keeps name.br when its record says it was made from src with opt and
// its checksum still matches, and then makes it no older than name (the
// handler ignores older siblings). Otherwise it removes name.br and its
// record, so that nothing stale or damaged is served while a new one is made.
func (src *brotliSource) reuse(opt BrotliOptions) (BrotliResult, bool, error) {
	br := src.name + ".br"
	res := BrotliResult{RawBytes: int64(len(src.data))}
	if ok, size := src.matches(br, opt); ok {
		res.BrotliBytes, res.Reused = size, true
		srcInfo, err := os.Stat(src.name)
		if err != nil {
			return res, false, err
		}
		brInfo, err := os.Stat(br)
		if err != nil {
			return res, false, err
		}
		if brInfo.ModTime().Before(srcInfo.ModTime()) {
			now := time.Now()
			if err := os.Chtimes(br, now, now); err != nil {
				return res, false, err
			}
		}
		return res, true, nil
	}
	for _, stale := range []string{br, brotliMetaName(src.name)} {
		if err := os.Remove(stale); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return res, false, err
		}
	}
	return res, false, nil
}

// matches reports whether br and its record belong to src made with opt.
func (src *brotliSource) matches(br string, opt BrotliOptions) (bool, int64) {
	raw, err := os.ReadFile(brotliMetaName(src.name))
	if err != nil {
		return false, 0
	}
	var meta brotliMeta
	if err := json.Unmarshal(raw, &meta); err != nil {
		return false, 0
	}
	if meta.SourceSHA256 != src.sum || meta.Quality != opt.Quality || meta.LGWin != opt.LGWin {
		return false, 0
	}
	compressed, err := os.ReadFile(br)
	if err != nil || sha256Hex(compressed) != meta.BrotliSHA256 {
		return false, 0
	}
	return true, int64(len(compressed))
}

// compress encodes src in memory (stopping early when ctx ends), checks that
// the result decodes to src and that the file on disk is still src, then
// renames the .br into place and writes its record.
func (src *brotliSource) compress(ctx context.Context, opt BrotliOptions) (BrotliResult, error) {
	res := BrotliResult{RawBytes: int64(len(src.data))}
	removeOldTemps(src.name, time.Hour)
	var buf bytes.Buffer
	zw := brotli.NewWriterOptions(&buf, brotli.WriterOptions{Quality: opt.Quality, LGWin: opt.LGWin})
	const chunk = 1 << 20 // the encoder works as input arrives: check ctx between chunks
	for off := 0; off < len(src.data); off += chunk {
		if err := ctx.Err(); err != nil {
			return res, err
		}
		if _, err := zw.Write(src.data[off:min(off+chunk, len(src.data))]); err != nil {
			return res, err
		}
	}
	if err := zw.Close(); err != nil {
		return res, err
	}
	// A retracted release of the encoder corrupted data now and then; a
	// decode costs a fraction of a second.
	back, err := io.ReadAll(brotli.NewReader(bytes.NewReader(buf.Bytes())))
	if err != nil || !bytes.Equal(back, src.data) {
		return res, fmt.Errorf("brotli output of %s does not decode to it (%v)", filepath.Base(src.name), err)
	}
	now, err := os.ReadFile(src.name)
	if err != nil {
		return res, err
	}
	if sha256Hex(now) != src.sum {
		return res, errSourceChanged
	}
	if err := ctx.Err(); err != nil {
		return res, err
	}
	if err := writeFileAtomic(src.name+".br", buf.Bytes()); err != nil {
		return res, err
	}
	meta, err := json.MarshalIndent(brotliMeta{
		SourceSHA256: src.sum, BrotliSHA256: sha256Hex(buf.Bytes()), Quality: opt.Quality, LGWin: opt.LGWin,
	}, "", "  ")
	if err != nil {
		return res, err
	}
	if err := writeFileAtomic(brotliMetaName(src.name), append(meta, '\n')); err != nil {
		return res, err
	}
	res.BrotliBytes = int64(buf.Len())
	return res, nil
}

// writeFileAtomic writes data to a temporary file in name's directory, syncs
// it and renames it to name.
func writeFileAtomic(name string, data []byte) error {
	f, err := os.CreateTemp(filepath.Dir(name), tempPrefix(name)+"*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(tmp, 0o644)
	}
	if err == nil {
		err = os.Rename(tmp, name)
	}
	if err != nil {
		os.Remove(tmp)
	}
	return err
}

// removeOldTemps deletes the temporary files of name's siblings (.br, .gz,
// .br.json) that a killed webserve left behind. Only old ones: a second
// webserve may be writing into the same directory.
func removeOldTemps(name string, age time.Duration) {
	dir := filepath.Dir(name)
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	prefix := "." + filepath.Base(name) + "."
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), prefix) || !strings.Contains(e.Name(), ".tmp-") {
			continue
		}
		if info, err := e.Info(); err == nil && time.Since(info.ModTime()) > age {
			os.Remove(filepath.Join(dir, e.Name()))
		}
	}
}
