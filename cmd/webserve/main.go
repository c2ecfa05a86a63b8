// Command webserve builds the browser version of Warboard into dist/web and
// serves it for development:
//
//	go run ./cmd/webserve              # build, then serve on http://127.0.0.1:8080
//	go run ./cmd/webserve -build-only  # build and exit
//	go run ./cmd/webserve -no-build    # serve what dist/web already holds
//
// Only Go is needed: the bundle is game.wasm (plus a precompressed
// game.wasm.gz), Go's wasm_exec.js and the static files of web/.
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
		if *buildOnly {
			return
		}
	} else if _, err := os.Stat(filepath.Join(dir, "game.wasm")); err != nil {
		log.Fatalf("-no-build: %s has no game.wasm; build it first (go run ./cmd/webserve -build-only)", dir)
	}

	if err := serve(ctx, *addr, dir); err != nil {
		log.Fatal(err)
	}
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
