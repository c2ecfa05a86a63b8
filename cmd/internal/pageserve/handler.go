// Package pageserve serves the page's files as cmd/webserve builds them (dist/web): the
// types browsers are strict about, the precompressed bundle (game.wasm.br/.gz) to a browser
// that accepts it with the size before compression for the loading bar, the offline worker
// always whole, nothing outside the folder. cmd/webserve and cmd/server both serve with it.
package pageserve

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
	"time"
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
	".br":          "application/octet-stream", // no registered type
}

// UncompressedLengthHeader carries the size of the file before compression: when the
// browser decompresses a response, Content-Length no longer tells the page how
// many bytes to expect, and the loading bar needs that figure.
const UncompressedLengthHeader = "X-Uncompressed-Length"

// ServiceWorkerName is the offline worker (web/sw.js): the browser compares its bytes to
// find a new build, so it is never answered "not modified".
const ServiceWorkerName = "sw.js"

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
// accepts br or gzip gets file.br or file.gz, when it exists and is not older
// than file, with Content-Encoding: br or gzip (br when both are accepted).
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

	sib := h.sibling(name, info, r.Header.Values("Accept-Encoding"))
	if sib.offered {
		hdr.Add("Vary", "Accept-Encoding")
	}
	if sib.file != nil {
		defer sib.file.Close()
		hdr.Set("Content-Encoding", sib.coding)
		f, info = sib.file, sib.info
		if r.Header.Get("Range") == "" {
			// ServeContent leaves it out when Content-Encoding is set (for
			// writers that compress on the fly); here it is the file's size.
			// 304s and errors drop it again.
			hdr.Set("Content-Length", strconv.FormatInt(info.Size(), 10))
		}
	}
	modTime := info.ModTime()
	if name == ServiceWorkerName {
		// The browser compares the worker's bytes to find a new build. Answered by
		// modification time, a build made within the same second as the last would be
		// "304 Not Modified": the worker is always sent whole instead (it is small).
		hdr.Set("Cache-Control", "no-store")
		modTime = time.Time{}
	}
	http.ServeContent(w, r, name, modTime, f)
}

// encodings are the precompressed siblings the handler looks for, in the
// order it prefers them when the client likes them equally: Brotli is
// smaller.
var encodings = []struct{ coding, ext string }{
	{"br", ".br"},
	{"gzip", ".gz"},
}

// chosenSibling is the precompressed file to send instead of the one asked for.
type chosenSibling struct {
	offered bool // a usable sibling exists: the answer depends on Accept-Encoding
	coding  string
	file    *os.File // nil: send the file itself
	info    os.FileInfo
}

// sibling picks the precompressed sibling (name.br, name.gz) the client
// accepts. A sibling older than name is stale (name was rebuilt after it) and
// never sent. The .br and .gz themselves, asked for by name, are sent as they
// are.
func (h *staticHandler) sibling(name string, info os.FileInfo, accept []string) chosenSibling {
	var none chosenSibling
	for _, e := range encodings {
		if strings.HasSuffix(name, e.ext) {
			return none
		}
	}
	var offered []string
	for _, e := range encodings {
		if sib, err := h.root.Stat(filepath.FromSlash(name + e.ext)); err == nil && fresh(sib, info) {
			offered = append(offered, e.coding)
		}
	}
	if len(offered) == 0 {
		return none
	}
	chosen := chosenSibling{offered: true}
	coding := negotiate(accept, offered)
	for _, e := range encodings {
		if e.coding != coding {
			continue
		}
		// Opened after the Stat: check again what was opened.
		f, sib, err := h.openFile(name + e.ext)
		if err != nil {
			break
		}
		if !fresh(sib, info) {
			f.Close()
			break
		}
		chosen.coding, chosen.file, chosen.info = coding, f, sib
	}
	return chosen
}

// fresh: a sibling is usable when it is a regular file written no earlier than
// the file it encodes.
func fresh(sib, of os.FileInfo) bool {
	return sib.Mode().IsRegular() && !sib.ModTime().Before(of.ModTime())
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

// negotiate picks, from the offered content codings, the one the
// Accept-Encoding values (such as "gzip, deflate, br") rate highest, or ""
// when none is acceptable. "br;q=0" refuses br; "*" stands for every coding
// not named separately; x-gzip is gzip. Ties go to the earlier offer.
func negotiate(accept []string, offered []string) string {
	named := map[string]float64{}
	star := -1.0
	for _, v := range accept {
		for _, part := range strings.Split(v, ",") {
			coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
			coding = strings.ToLower(strings.TrimSpace(coding))
			if coding == "x-gzip" {
				coding = "gzip"
			}
			q := quality(params)
			if coding == "*" {
				star = max(star, q)
				continue
			}
			if old, ok := named[coding]; !ok || q > old {
				named[coding] = q
			}
		}
	}
	best, bestQ := "", 0.0
	for _, c := range offered {
		q, ok := named[c]
		if !ok {
			q = star
		}
		if q > bestQ {
			best, bestQ = c, q
		}
	}
	return best
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
