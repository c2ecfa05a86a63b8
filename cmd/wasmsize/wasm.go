package main

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Func is one function body of the code section.
type Func struct {
	Name string
	Size int // bytes of its body in the code section
	body []byte
}

// Profile is what a wasm binary is made of.
type Profile struct {
	Name      string
	Total     int
	CodeBytes int // the code section
	DataBytes int // the data section (Go's rodata, type data, pclntab, ...)
	Funcs     []Func
}

// Group is the code of one package (or package prefix).
type Group struct {
	Name  string
	Bytes int
	Gzip  int // the group's bodies alone, gzip -9
	Funcs int
}

// Parse reads a wasm module's sections: sizes of the code and data sections, each function
// body, and the function names of the "name" custom section (unnamed functions are called
// "func<index>").
func Parse(data []byte) (*Profile, error) {
	r := &reader{b: data}
	if len(data) < 8 || !bytes.Equal(data[:4], []byte("\x00asm")) {
		return nil, errors.New("not a WebAssembly module")
	}
	r.pos = 8
	p := &Profile{Total: len(data)}
	imported := 0
	var bodies [][]byte
	names := map[int]string{}
	for r.pos < len(data) {
		id := r.byte()
		size := r.uleb()
		if r.err != nil || r.pos+size > len(data) {
			return nil, fmt.Errorf("section at byte %d: truncated", r.pos)
		}
		sec := &reader{b: data[r.pos : r.pos+size]}
		switch id {
		case 2: // imports: their functions come first in the function index space
			n := sec.uleb()
			for i := 0; i < n && sec.err == nil; i++ {
				sec.name()
				sec.name()
				kind := sec.byte()
				switch kind {
				case 0: // function: type index
					sec.uleb()
					imported++
				case 1: // table: element type, limits
					sec.byte()
					sec.limits()
				case 2: // memory
					sec.limits()
				case 3: // global: type, mutability
					sec.byte()
					sec.byte()
				default:
					return nil, fmt.Errorf("import kind %d", kind)
				}
			}
		case 10:
			p.CodeBytes = size
			n := sec.uleb()
			for i := 0; i < n && sec.err == nil; i++ {
				l := sec.uleb()
				bodies = append(bodies, sec.bytes(l))
			}
		case 11:
			p.DataBytes = size
		case 0:
			if sec.name() != "name" {
				break
			}
			for sec.pos < len(sec.b) && sec.err == nil {
				sub := sec.byte()
				l := sec.uleb()
				b := sec.bytes(l)
				if sub != 1 {
					continue
				}
				fr := &reader{b: b}
				n := fr.uleb()
				for i := 0; i < n && fr.err == nil; i++ {
					idx := fr.uleb()
					names[idx] = fr.name()
				}
				if fr.err != nil {
					return nil, fmt.Errorf("name section: %w", fr.err)
				}
			}
		}
		if sec.err != nil {
			return nil, fmt.Errorf("section %d: %w", id, sec.err)
		}
		r.pos += size
	}
	for i, b := range bodies {
		name, ok := names[imported+i]
		if !ok {
			name = fmt.Sprintf("func%d", imported+i)
		}
		p.Funcs = append(p.Funcs, Func{Name: name, Size: len(b), body: b})
	}
	return p, nil
}

// Packages turns the linker's function names back into import paths. The wasm linker writes
// every character other than letters, digits, '_' and '.' as '_' ("warboard/render.(*Fonts).Face"
// becomes "warboard_render.__Fonts_.Face"), so the import paths come from a list (go list -deps).
type Packages struct {
	byMangled map[string]string
}

// NewPackages knows the given import paths.
func NewPackages(paths []string) *Packages {
	m := map[string]string{"main": "main"} // the linker names a main package "main"
	for _, p := range paths {
		if p = strings.TrimSpace(p); p != "" {
			m[mangle(p)] = p
		}
	}
	return &Packages{byMangled: m}
}

func mangle(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '.' || r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' {
			return r
		}
		return '_'
	}, s)
}

// Of is the import path of a function name: the longest known package whose mangled path
// is followed by '.' in name; else the name up to its first '.' after a domain-like first
// element ("type_.eq.x" -> "type_", "github.com_x_y.F" -> "github.com_x_y").
func (ps *Packages) Of(name string) string {
	best := ""
	for i := 0; i < len(name); i++ {
		if name[i] != '.' {
			continue
		}
		if p, ok := ps.byMangled[name[:i]]; ok && len(p) > len(best) {
			best = p
		}
	}
	if best != "" {
		return best
	}
	start := 0
	if u := strings.IndexByte(name, '_'); u > 0 && strings.Contains(name[:u], ".") {
		start = u
	}
	if i := strings.IndexByte(name[start:], '.'); i >= 0 {
		return name[:start+i]
	}
	return name
}

// Module is the module-like group of an import path: "std" for the standard library (and the
// linker's own names such as "type_"), the first three path elements of a hosted path (one
// more for a major version, "github.com/hajimehoshi/ebiten/v2"), and the first two otherwise
// ("warboard/render/art" -> "warboard/render").
func Module(pkg string) string {
	parts := strings.Split(pkg, "/")
	switch {
	case strings.Contains(parts[0], "."):
		n := min(3, len(parts))
		if len(parts) > 3 && len(parts[3]) > 1 && parts[3][0] == 'v' && strings.Trim(parts[3][1:], "0123456789") == "" {
			n = 4
		}
		return strings.Join(parts[:n], "/")
	case pkg == "main":
		return pkg
	case parts[0] == "warboard":
		return strings.Join(parts[:min(2, len(parts))], "/")
	}
	return "std"
}

// ByPackage sums the code per package; depth > 0 keeps only the first depth path elements,
// depth < 0 groups by Module.
func (p *Profile) ByPackage(ps *Packages, depth int) map[string]Group {
	bodies := map[string]*bytes.Buffer{}
	out := map[string]Group{}
	for _, f := range p.Funcs {
		pkg := ps.Of(f.Name)
		if depth < 0 {
			pkg = Module(pkg)
		} else if depth > 0 {
			if parts := strings.Split(pkg, "/"); len(parts) > depth {
				pkg = strings.Join(parts[:depth], "/")
			}
		}
		g := out[pkg]
		g.Name = pkg
		g.Bytes += f.Size
		g.Funcs++
		out[pkg] = g
		if bodies[pkg] == nil {
			bodies[pkg] = new(bytes.Buffer)
		}
		bodies[pkg].Write(f.body)
	}
	for pkg, b := range bodies {
		g := out[pkg]
		g.Gzip = gzipLen(b.Bytes())
		out[pkg] = g
	}
	return out
}

// Largest is the n largest functions, largest first.
func (p *Profile) Largest(n int) []Func {
	fs := slices.Clone(p.Funcs)
	slices.SortStableFunc(fs, func(a, b Func) int { return b.Size - a.Size })
	return fs[:min(n, len(fs))]
}

func sortedGroups(m map[string]Group) []Group {
	var gs []Group
	for _, g := range m {
		gs = append(gs, g)
	}
	slices.SortFunc(gs, func(a, b Group) int {
		if a.Bytes != b.Bytes {
			return b.Bytes - a.Bytes
		}
		return strings.Compare(a.Name, b.Name)
	})
	return gs
}

func gzipLen(b []byte) int {
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	zw.Write(b)
	zw.Close()
	return buf.Len()
}

// reader reads wasm's encodings; the first error sticks and later reads return zeros.
type reader struct {
	b   []byte
	pos int
	err error
}

func (r *reader) fail(what string) {
	if r.err == nil {
		r.err = fmt.Errorf("truncated %s at byte %d", what, r.pos)
	}
}

func (r *reader) byte() byte {
	if r.err != nil || r.pos >= len(r.b) {
		r.fail("byte")
		return 0
	}
	r.pos++
	return r.b[r.pos-1]
}

// uleb reads an unsigned LEB128 number (at most 32 bits: counts, sizes and indices).
func (r *reader) uleb() int {
	var v uint64
	for shift := 0; shift < 35; shift += 7 {
		c := r.byte()
		if r.err != nil {
			return 0
		}
		v |= uint64(c&0x7f) << shift
		if c&0x80 == 0 {
			return int(v)
		}
	}
	r.fail("number")
	return 0
}

func (r *reader) bytes(n int) []byte {
	if r.err != nil || n < 0 || r.pos+n > len(r.b) {
		r.fail("bytes")
		return nil
	}
	r.pos += n
	return r.b[r.pos-n : r.pos]
}

func (r *reader) name() string { return string(r.bytes(r.uleb())) }

func (r *reader) limits() {
	if r.byte()&1 != 0 {
		r.uleb()
	}
	r.uleb()
}
