package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"

	"github.com/andybalholm/brotli"
)

// Bundle is a shipped file's size raw and as the site compresses it.
type Bundle struct {
	Name              string
	Raw, Gzip, Brotli int
}

// Compress measures data as webserve ships it: gzip -9 and Brotli quality 11 with a
// 16 MB window (cmd/webserve's BestBrotli).
func Compress(name string, data []byte) Bundle {
	var br bytes.Buffer
	zw := brotli.NewWriterOptions(&br, brotli.WriterOptions{Quality: 11, LGWin: 24})
	zw.Write(data)
	zw.Close()
	return Bundle{Name: name, Raw: len(data), Gzip: gzipLen(data), Brotli: br.Len()}
}

// compareBundles prints the compressed sizes of files (built with -ldflags='-s -w'), each
// against the last one; the files are compressed in parallel (about 1.5 minutes each).
func compareBundles(w io.Writer, files []string) error {
	out := make([]Bundle, len(files))
	errs := make([]error, len(files))
	var wg sync.WaitGroup
	for i, f := range files {
		wg.Add(1)
		go func() {
			defer wg.Done()
			data, err := os.ReadFile(f)
			if err != nil {
				errs[i] = err
				return
			}
			out[i] = Compress(filepath.Base(f), data)
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	base := out[len(out)-1]
	fmt.Fprintf(w, "| file | raw | gzip -9 | Brotli 11 |\n|---|---|---|---|\n")
	for _, b := range out {
		fmt.Fprintf(w, "| %s | %s (%.2f×) | %s (%.2f×) | %s (%.2f×) |\n", b.Name,
			mb(b.Raw), ratio(b.Raw, base.Raw), mb(b.Gzip), ratio(b.Gzip, base.Gzip), mb(b.Brotli), ratio(b.Brotli, base.Brotli))
	}
	return nil
}

func mb(n int) string { return fmt.Sprintf("%.2f MB", float64(n)/1e6) }

func ratio(a, b int) float64 { return float64(a) / float64(b) }
