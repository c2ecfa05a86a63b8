// Command webserve builds the browser version of Warboard into dist/web and
// serves it for development:
//
//	go run ./cmd/webserve              # build, then serve on http://127.0.0.1:8080
//	go run ./cmd/webserve -build-only  # build (game.wasm.br included) and exit
//	go run ./cmd/webserve -no-build    # serve what dist/web already holds
//
// Only Go is needed: the bundle is game.wasm (plus precompressed
// game.wasm.gz and game.wasm.br), the computer players' Web Worker
// aiworker.wasm (cmd/aiworker, also .gz and .br), Go's wasm_exec.js and the static files of
// web/, whose service worker sw.js the build stamps with the bundle's version
// (StampServiceWorker: the game then plays offline). The Brotli file takes about 1.5 minutes to make, so when serving it is
// made in the background: gzip until it is ready, br from then on. It is kept
// (with game.wasm.br.json, which records what it was made from) and not made
// again while game.wasm is unchanged.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"
	"warboard/cmd/internal/pageserve"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "address to serve on")
	buildOnly := flag.Bool("build-only", false, "build dist/web and exit")
	noBuild := flag.Bool("no-build", false, "serve the existing dist/web without building")
	out := flag.String("out", "", "output directory (default dist/web in the module root)")
	pkg := flag.String("pkg", "./cmd/warboard", "the game's main package")
	version := flag.String("version", "", "a release's version, shown in the game's About (default: dev)")
	withBrotli := flag.Bool("brotli", true, "make game.wasm.br too (in the background when serving)")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("webserve: ")
	if *buildOnly && *noBuild {
		log.Fatal("-build-only and -no-build exclude each other")
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	root, err := FindModuleRoot(".")
	if err != nil {
		log.Fatal(err)
	}
	dir := *out
	if dir == "" {
		dir = filepath.Join(root, "dist", "web")
	}

	if !*noBuild {
		res, err := Build(ctx, BuildConfig{ModuleDir: root, Package: *pkg, OutDir: dir, Log: os.Stderr, Version: *version})
		if err != nil {
			log.Fatal(err)
		}
		log.Printf("built %s: game.wasm %s, gzip %s; %s %s, gzip %s; in %s", dir, megabytes(res.WasmBytes), megabytes(res.GzipBytes),
			WorkerWasmName, megabytes(res.WorkerBytes), megabytes(res.WorkerGzipBytes), res.Took.Round(time.Millisecond))
	} else if _, err := os.Stat(filepath.Join(dir, "game.wasm")); err != nil {
		log.Fatalf("-no-build: %s has no game.wasm; build it first (go run ./cmd/webserve -build-only)", dir)
	}
	// game.wasm and the computer players' worker aiworker.wasm, each with its .br.
	var pending []*brotliSource // to compress
	for _, name := range []string{"game.wasm", WorkerWasmName} {
		wasm := filepath.Join(dir, name)
		if name == WorkerWasmName {
			if _, err := os.Stat(wasm); err != nil {
				continue // a site without the worker (another program)
			}
		}
		// Quick: keeps an intact .br made from this very file, or removes it
		// (with -brotli=false too: a static host would serve a stale one).
		src, err := readBrotliSource(wasm)
		if err != nil {
			log.Fatal(err)
		}
		res, reused, err := src.reuse(BestBrotli)
		if err != nil {
			log.Fatal(err)
		}
		if reused {
			logBrotli(name, res)
		} else {
			pending = append(pending, src)
		}
	}
	compressed := make(chan struct{})
	switch {
	case len(pending) == 0 || !*withBrotli:
		close(compressed)
	case *buildOnly:
		// dist/web is meant for a static host: it must be complete.
		for _, src := range pending {
			log.Printf("making %s.br (Brotli quality %d; game.wasm: about 1.5 minutes)", filepath.Base(src.name), BestBrotli.Quality)
			res, err := timedCompress(ctx, src)
			if err != nil {
				log.Fatalf("%s.br: %v", filepath.Base(src.name), err)
			}
			logBrotli(filepath.Base(src.name), res)
		}
		return
	default:
		log.Printf("making the .br files in the background (about 1.5 minutes); gzip until then")
		go func() {
			defer close(compressed)
			for _, src := range pending {
				name := filepath.Base(src.name)
				res, err := timedCompress(ctx, src)
				switch {
				case ctx.Err() != nil: // stopping
					return
				case err != nil:
					log.Printf("%s.br not made (gzip is served): %v", name, err)
				default:
					logBrotli(name, res)
					log.Printf("browsers that accept br get %s.br from now on", name)
				}
			}
		}()
	}
	if *buildOnly {
		return
	}

	if err := serve(ctx, *addr, dir); err != nil {
		log.Fatal(err)
	}
	// The compressor works in memory and puts files in place by rename: if
	// it is still compressing (it notices ctx only between input chunks, and
	// the encoder can spend several seconds on one), nothing is lost by
	// leaving; the wait lets a rename that has begun finish.
	select {
	case <-compressed:
	case <-time.After(2 * time.Second):
	}
}

func timedCompress(ctx context.Context, src *brotliSource) (BrotliResult, error) {
	start := time.Now()
	res, err := src.compress(ctx, BestBrotli)
	res.Took = time.Since(start)
	return res, err
}

func logBrotli(name string, res BrotliResult) {
	if res.Reused {
		log.Printf("%s.br %s (kept: made from this %s)", name, megabytes(res.BrotliBytes), name)
		return
	}
	log.Printf("%s.br %s, made in %s", name, megabytes(res.BrotliBytes), res.Took.Round(100*time.Millisecond))
}

func serve(ctx context.Context, addr, dir string) error {
	h, err := pageserve.NewHandler(dir)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	srv := &http.Server{Handler: logRequests(h), ReadHeaderTimeout: 10 * time.Second}
	log.Printf("serving %s on http://%s (Ctrl-C stops)", dir, ln.Addr())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		shutdownCtx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
		defer cancel()
		if err := srv.Shutdown(shutdownCtx); err != nil {
			return err
		}
		if err := <-done; !errors.Is(err, http.ErrServerClosed) {
			return err
		}
		return nil
	}
}

type statusRecorder struct {
	http.ResponseWriter
	status int
}

func (s *statusRecorder) WriteHeader(code int) {
	s.status = code
	s.ResponseWriter.WriteHeader(code)
}

func logRequests(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rec := &statusRecorder{ResponseWriter: w, status: http.StatusOK}
		h.ServeHTTP(rec, r)
		enc := w.Header().Get("Content-Encoding")
		if enc != "" {
			enc = " (" + enc + ")"
		}
		log.Printf("%d %s %s%s", rec.status, r.Method, r.URL.Path, enc)
	})
}

func megabytes(n int64) string {
	return fmt.Sprintf("%.2f MB", float64(n)/1e6)
}
