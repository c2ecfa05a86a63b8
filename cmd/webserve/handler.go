package main

import (
	"errors"
	"io/fs"
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
)

// contentTypes fixes the types the browser is strict about (application/wasm
// for instantiateStreaming, a JavaScript type for <script>, the manifest type)
// instead of trusting the machine's mime tables.
var contentTypes = map[string]string{
	".html":        "text/html; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".wasm":        "application/wasm",
	".webmanifest": "application/manifest+json",
	".json":        "application/json",
	".css":         "text/css; charset=utf-8",
	".png":         "image/png",
	".svg":         "image/svg+xml",
	".ico":         "image/x-icon",
	".gz":          "application/gzip",
}

// UncompressedLengthHeader carries the size of the file before gzip: when the
// browser decompresses a response, Content-Length no longer tells the page how
// many bytes to expect, and the loading bar needs that figure.
const UncompressedLengthHeader = "X-Uncompressed-Length"

func contentType(name string) string {
	ext := strings.ToLower(path.Ext(name))
	if t, ok := contentTypes[ext]; ok {
		return t
	}
	if t := mime.TypeByExtension(ext); t != "" {
		return t
	}
	return "application/octet-stream"
}

// NewHandler serves the files under dir. "/" means index.html. A request that
// accepts gzip gets file.gz, when it exists, with Content-Encoding: gzip.
// Directories are not listed, and nothing outside dir can be reached.
func NewHandler(dir string) (http.Handler, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, err
	}
	return &staticHandler{root: root}, nil
}

type staticHandler struct {
	root *os.Root
}

func (h *staticHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name, ok := fileName(r.URL.Path)
	if !ok {
		http.NotFound(w, r)
		return
	}
	f, info, err := h.openFile(name)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()

	hdr := w.Header()
	hdr.Set("Content-Type", contentType(name))
	hdr.Set("Cache-Control", "no-cache")
	hdr.Set("X-Content-Type-Options", "nosniff")
	hdr.Set(UncompressedLengthHeader, strconv.FormatInt(info.Size(), 10))

	if !strings.HasSuffix(name, ".gz") {
		if gz, gzInfo, err := h.openFile(name + ".gz"); err == nil {
			defer gz.Close()
			hdr.Add("Vary", "Accept-Encoding")
			if acceptsGzip(r.Header.Values("Accept-Encoding")) {
				hdr.Set("Content-Encoding", "gzip")
				f, info = gz, gzInfo
			}
		}
	}
	http.ServeContent(w, r, name, info.ModTime(), f)
}

// fileName turns a URL path into a slash-separated name relative to the root,
// or reports false for names that can never be served.
func fileName(urlPath string) (string, bool) {
	if strings.Contains(urlPath, "\x00") || strings.Contains(urlPath, "\\") {
		return "", false
	}
	clean := path.Clean("/" + urlPath)
	if strings.HasSuffix(urlPath, "/") {
		clean = path.Join(clean, "index.html")
	}
	name := strings.TrimPrefix(clean, "/")
	if name == "" || !fs.ValidPath(name) {
		return "", false
	}
	return name, true
}

// openFile opens a regular file inside the root; os.Root refuses names
// (including symlinks) that would leave it.
func (h *staticHandler) openFile(name string) (*os.File, os.FileInfo, error) {
	f, err := h.root.Open(filepath.FromSlash(name))
	if err != nil {
		return nil, nil, err
	}
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	if !info.Mode().IsRegular() {
		f.Close()
		return nil, nil, errors.New("not a regular file")
	}
	return f, info, nil
}

// acceptsGzip reads Accept-Encoding values such as "gzip, deflate, br".
// "gzip;q=0" refuses gzip; "*" accepts it unless gzip is named separately.
func acceptsGzip(values []string) bool {
	gzip, star := -1.0, -1.0
	for _, v := range values {
		for _, part := range strings.Split(v, ",") {
			coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
			switch strings.ToLower(strings.TrimSpace(coding)) {
			case "gzip", "x-gzip":
				gzip = max(gzip, quality(params))
			case "*":
				star = max(star, quality(params))
			}
		}
	}
	if gzip >= 0 {
		return gzip > 0
	}
	return star > 0
}

// quality reads the q parameter of one Accept-Encoding entry (default 1).
func quality(params string) float64 {
	for _, p := range strings.Split(params, ";") {
		k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
		if !ok || strings.ToLower(strings.TrimSpace(k)) != "q" {
			continue
		}
		q, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		if err != nil {
			return 0
		}
		return q
	}
	return 1
}
