// Command webserve builds the browser version of Warboard into dist/web and
// serves it for development:
//
//	go run ./cmd/webserve              # build, then serve on http://127.0.0.1:8080
//	go run ./cmd/webserve -build-only  # build (game.wasm.br included) and exit
//	go run ./cmd/webserve -no-build    # serve what dist/web already holds
//
// Only Go is needed: the bundle is game.wasm (plus precompressed
// game.wasm.gz and game.wasm.br), Go's wasm_exec.js and the static files of
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
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "address to serve on")
	buildOnly := flag.Bool("build-only", false, "build dist/web and exit")
	noBuild := flag.Bool("no-build", false, "serve the existing dist/web without building")
	out := flag.String("out", "", "output directory (default dist/web in the module root)")
	pkg := flag.String("pkg", "./cmd/warboard", "the game's main package")
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
		res, err := Build(ctx, BuildConfig{ModuleDir: root, Package: *pkg, OutDir: dir, Log: os.Stderr})
		if err != nil {
			log.Fatal(err)
		}
		log.Printf("built %s: game.wasm %s, gzip %s, in %s", dir, megabytes(res.WasmBytes), megabytes(res.GzipBytes), res.Took.Round(time.Millisecond))
	} else if _, err := os.Stat(filepath.Join(dir, "game.wasm")); err != nil {
		log.Fatalf("-no-build: %s has no game.wasm; build it first (go run ./cmd/webserve -build-only)", dir)
	}
	wasm := filepath.Join(dir, "game.wasm")

	// Quick: keeps an intact game.wasm.br made from this game.wasm, or removes
	// it (with -brotli=false too: a static host would serve a stale one).
	src, err := readBrotliSource(wasm)
	if err != nil {
		log.Fatal(err)
	}
	res, reused, err := src.reuse(BestBrotli)
	if err != nil {
		log.Fatal(err)
	}
	if reused {
		logBrotli(res)
	}
	compressed := make(chan struct{})
	switch {
	case reused || !*withBrotli:
		close(compressed)
	case *buildOnly:
		// dist/web is meant for a static host: it must be complete.
		log.Printf("making game.wasm.br (Brotli quality %d, about 1.5 minutes)", BestBrotli.Quality)
		res, err := timedCompress(ctx, src)
		if err != nil {
			log.Fatalf("game.wasm.br: %v", err)
		}
		logBrotli(res)
		return
	default:
		log.Printf("making game.wasm.br in the background (about 1.5 minutes); gzip until then")
		go func() {
			defer close(compressed)
			res, err := timedCompress(ctx, src)
			switch {
			case ctx.Err() != nil: // stopping
			case err != nil:
				log.Printf("game.wasm.br not made (gzip is served): %v", err)
			default:
				logBrotli(res)
				log.Printf("browsers that accept br get game.wasm.br from now on")
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

func logBrotli(res BrotliResult) {
	if res.Reused {
		log.Printf("game.wasm.br %s (kept: made from this game.wasm)", megabytes(res.BrotliBytes))
		return
	}
	log.Printf("game.wasm.br %s, made in %s", megabytes(res.BrotliBytes), res.Took.Round(100*time.Millisecond))
}

func serve(ctx context.Context, addr, dir string) error {
	h, err := NewHandler(dir)
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
