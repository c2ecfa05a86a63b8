package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// BuildConfig says what to build and where.
type BuildConfig struct {
	ModuleDir string    // module root: holds go.mod and web/
	Package   string    // the game's main package, relative to ModuleDir
	OutDir    string    // the site is written here (created if missing)
	Log       io.Writer // go build's output and progress lines; nil discards
	// Worker is the computer players' worker program (built to aiworker.wasm); "" means
	// ./cmd/aiworker when the module has it (a test program has none).
	Worker string
	// KeepNames keeps the wasm name section (-ldflags=-w instead of -s -w): browser
	// profiles then name Go functions. For measuring only; the site ships without it.
	KeepNames bool
	// Version names a release build in the game's About ("" leaves "dev").
	Version string
}

// ReleaseVar is the variable a release build's version is written into (go build -X).
const ReleaseVar = "warboard/game/menu.Release"

// BuildResult gives the sizes the performance notes track.
type BuildResult struct {
	WasmBytes int64
	GzipBytes int64
	// the computer players' worker, aiworker.wasm (0 without one)
	WorkerBytes     int64
	WorkerGzipBytes int64
	Took            time.Duration
	Offline         OfflineBuild // what the service worker precaches, and its version
}

// Build writes the browser bundle: the static files of web/, Go's
// wasm_exec.js, game.wasm and game.wasm.gz, the computer players' worker
// aiworker.wasm and aiworker.wasm.gz (cmd/aiworker), and stamps sw.js with the
// bundle's version (StampServiceWorker). game.wasm.br is Precompress's
// (slow) job; one made from an earlier game.wasm is older than the new
// game.wasm, so the handler ignores it until Precompress keeps or replaces it.
func Build(ctx context.Context, cfg BuildConfig) (BuildResult, error) {
	start := time.Now()
	if cfg.Package == "" {
		cfg.Package = "./cmd/warboard"
	}
	logw := cfg.Log
	if logw == nil {
		logw = io.Discard
	}
	if err := os.MkdirAll(cfg.OutDir, 0o755); err != nil {
		return BuildResult{}, err
	}
	if err := copyStatic(filepath.Join(cfg.ModuleDir, "web"), cfg.OutDir); err != nil {
		return BuildResult{}, fmt.Errorf("copy web/: %w", err)
	}
	goroot, err := goEnv(ctx, cfg.ModuleDir, "GOROOT")
	if err != nil {
		return BuildResult{}, err
	}
	if err := copyFile(filepath.Join(goroot, "lib", "wasm", "wasm_exec.js"), filepath.Join(cfg.OutDir, "wasm_exec.js")); err != nil {
		return BuildResult{}, fmt.Errorf("copy wasm_exec.js: %w", err)
	}

	// -s -w drops the symbol and debug tables (panics keep their stack
	// traces); -trimpath keeps the machine's paths out of the download;
	// -buildvcs=false: no git needed (nor a checkout owned by this user).
	// A .gz from an earlier build must not outlive a failed one: a static host
	// would serve it.
	ldflags := "-ldflags=-s -w"
	if cfg.KeepNames {
		ldflags = "-ldflags=-w"
	}
	if cfg.Version != "" {
		ldflags += " -X " + ReleaseVar + "=" + cfg.Version
	}
	wasmBytes, gzBytes, err := buildWasm(ctx, cfg, cfg.Package, filepath.Join(cfg.OutDir, "game.wasm"), ldflags, logw, GameGCFlags)
	if err != nil {
		return BuildResult{}, err
	}
	res := BuildResult{WasmBytes: wasmBytes, GzipBytes: gzBytes}
	if cfg.Worker == "" {
		if st, err := os.Stat(filepath.Join(cfg.ModuleDir, "cmd", "aiworker")); err == nil && st.IsDir() {
			cfg.Worker = "./cmd/aiworker"
		}
	}
	if cfg.Worker != "" {
		if res.WorkerBytes, res.WorkerGzipBytes, err = buildWasm(ctx, cfg, cfg.Worker, filepath.Join(cfg.OutDir, WorkerWasmName), ldflags, logw); err != nil {
			return BuildResult{}, err
		}
	}
	// Last: the worker's version is the hash of everything written above. A site
	// without web/sw.js (a test program) has no offline copy.
	if _, err := os.Stat(filepath.Join(cfg.ModuleDir, "web", ServiceWorkerName)); err == nil {
		if res.Offline, err = StampServiceWorker(cfg.OutDir); err != nil {
			return BuildResult{}, fmt.Errorf("service worker: %w", err)
		}
	}
	res.Took = time.Since(start)
	return res, nil
}

// GameGCFlags builds the page's wasm without inlining in the project's own packages
// (warboard/...: screens, controllers, saves, render, and the rules the page only checks and
// applies moves with): Go's inlining copies bodies and their inline tables into every
// caller. No inlining in warboard/game/... took 108 kB off the gzipped download (session 6,
// size2), and in render and rules 96 kB more once the session's features were in. The page
// runs no search: the computer players think in the worker, built with inlining, and so are
// the desktop game and the referee (docs/performance.md, "The bundle in session 6").
// cmd/wasmsize/bundles.sh and profile.sh build with the same flag.
const GameGCFlags = "-gcflags=warboard/...=-l"

// WorkerWasmName is the computer players' worker program in the bundle (cmd/aiworker,
// started by web/aiworker.js).
const WorkerWasmName = "aiworker.wasm"

// buildWasm builds pkg for js/wasm to out, with out.gz beside it, and returns both sizes.
func buildWasm(ctx context.Context, cfg BuildConfig, pkg, out, ldflags string, logw io.Writer, flags ...string) (raw, gz int64, err error) {
	if err := os.Remove(out + ".gz"); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return 0, 0, err
	}
	fmt.Fprintf(logw, "webserve: GOOS=js GOARCH=wasm go build %s\n", pkg)
	args := append([]string{"build", "-trimpath", "-buildvcs=false", ldflags}, flags...)
	cmd := exec.CommandContext(ctx, "go", append(args, "-o", out, pkg)...)
	cmd.Dir = cfg.ModuleDir
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	cmd.Stdout = logw
	cmd.Stderr = logw
	if err := cmd.Run(); err != nil {
		return 0, 0, fmt.Errorf("go build %s for js/wasm: %w", pkg, err)
	}
	raw, gz, err = gzipFile(out)
	if err != nil {
		return 0, 0, fmt.Errorf("gzip %s: %w", filepath.Base(out), err)
	}
	return raw, gz, nil
}

// copyStatic copies the site's files; Go sources and notes (the icon
// generator, READMEs) stay behind.
func copyStatic(src, dst string) error {
	return filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, p)
		if err != nil {
			return err
		}
		if d.IsDir() {
			if d.Name() == "testdata" {
				return filepath.SkipDir
			}
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		switch strings.ToLower(filepath.Ext(p)) {
		case ".go", ".md":
			return nil
		}
		return copyFile(p, filepath.Join(dst, rel))
	})
}

func copyFile(src, dst string) error {
	data, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	return os.WriteFile(dst, data, 0o644)
}

// gzipFile writes name.gz at the best compression and returns both sizes.
func gzipFile(name string) (raw, compressed int64, err error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return 0, 0, err
	}
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return 0, 0, err
	}
	if _, err := zw.Write(data); err != nil {
		return 0, 0, err
	}
	if err := zw.Close(); err != nil {
		return 0, 0, err
	}
	if err := writeFileAtomic(name+".gz", buf.Bytes()); err != nil {
		return 0, 0, err
	}
	return int64(len(data)), int64(buf.Len()), nil
}

func goEnv(ctx context.Context, dir, key string) (string, error) {
	cmd := exec.CommandContext(ctx, "go", "env", key)
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("go env %s: %w", key, err)
	}
	return strings.TrimSpace(string(out)), nil
}

// FindModuleRoot walks up from dir to the directory holding go.mod.
func FindModuleRoot(dir string) (string, error) {
	dir, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("no go.mod found in this directory or above it")
		}
		dir = parent
	}
}
