package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"warboard/cmd/internal/pageserve"
)

// ServiceWorkerName is the offline worker web/sw.js; the build writes the
// bundle's version and file list into its copy.
const ServiceWorkerName = pageserve.ServiceWorkerName

// buildMarker is the line of web/sw.js the build replaces: unstamped (as in
// web/), the worker caches nothing.
const buildMarker = `const BUILD = { version: "", files: {} }; // written by cmd/webserve`

// precached says which files of the bundle the worker keeps for offline play:
// the page, the scripts, the game, the manifest and icons. The compressed
// siblings (.gz, .br) are the same game in other encodings, and the worker
// itself is fetched by the browser, never from a cache.
func precached(name string) bool {
	if name == ServiceWorkerName {
		return false
	}
	switch strings.ToLower(filepath.Ext(name)) {
	case ".html", ".js", ".wasm", ".webmanifest", ".css", ".png", ".svg", ".ico":
		return true
	}
	return false
}

// OfflineBuild is what the worker was stamped with.
type OfflineBuild struct {
	Version string            `json:"version"` // a content hash of every precached file
	Files   map[string]string `json:"files"`   // slash-separated name -> SHA-256 (hex) of its bytes
}

// StampServiceWorker hashes the bundle in dir and writes the version and the
// file hashes into dir/sw.js. A changed file changes the version, so the
// browser sees a new worker, which fetches the whole new set into a cache of
// its own (checking every file against its hash) before it takes over.
func StampServiceWorker(dir string) (OfflineBuild, error) {
	b := OfflineBuild{Files: map[string]string{}}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		name := filepath.ToSlash(rel)
		if !precached(name) {
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(data)
		b.Files[name] = hex.EncodeToString(sum[:])
		return nil
	})
	if err != nil {
		return OfflineBuild{}, err
	}
	names := make([]string, 0, len(b.Files))
	for n := range b.Files {
		names = append(names, n)
	}
	slices.Sort(names)
	h := sha256.New()
	for _, n := range names {
		fmt.Fprintf(h, "%s %s\n", n, b.Files[n])
	}
	b.Version = hex.EncodeToString(h.Sum(nil))[:16]

	swPath := filepath.Join(dir, ServiceWorkerName)
	src, err := os.ReadFile(swPath)
	if err != nil {
		return OfflineBuild{}, err
	}
	if bytes.Count(src, []byte(buildMarker)) != 1 {
		return OfflineBuild{}, fmt.Errorf("%s: want exactly one line %q to stamp", swPath, buildMarker)
	}
	js, err := json.Marshal(b)
	if err != nil {
		return OfflineBuild{}, err
	}
	stamped := bytes.Replace(src, []byte(buildMarker), []byte("const BUILD = "+string(js)+";"), 1)
	if err := writeFileAtomic(swPath, stamped); err != nil {
		return OfflineBuild{}, err
	}
	return b, nil
}
