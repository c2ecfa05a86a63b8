package main

import (
	"bytes"
	"strings"
	"testing"
)

// module is a small wasm module: one imported function, two defined ones (bodies of 2 and
// 4 bytes), an empty data section, and names for the defined functions as Go's linker
// writes them.
func module() []byte {
	section := func(id byte, body ...byte) []byte { return append([]byte{id, byte(len(body))}, body...) }
	name := func(s string) []byte { return append([]byte{byte(len(s))}, s...) }
	var m []byte
	m = append(m, "\x00asm\x01\x00\x00\x00"...)
	m = append(m, section(1, 1, 0x60, 0, 0)...)                                                           // one type: func()
	m = append(m, section(2, append(append(append([]byte{1}, name("go")...), name("f")...), 0, 0)...)...) // import go.f
	m = append(m, section(3, 2, 0, 0)...)                                                                 // two functions
	m = append(m, section(10, 2, 2, 0x00, 0x0b, 4, 0x00, 0x01, 0x01, 0x0b)...)                            // their bodies
	m = append(m, section(11, 0)...)                                                                      // no data
	names := []byte{2}                                                                                    // two names
	for i, n := range []string{"warboard_render.__Fonts_.Face", "github.com_x_y.F"} {
		names = append(names, byte(i+1))
		names = append(names, name(n)...)
	}
	sub := append([]byte{1, byte(len(names))}, names...)
	m = append(m, section(0, append(name("name"), sub...)...)...)
	return m
}

func TestParseNamesAndSizes(t *testing.T) {
	p, err := Parse(module())
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Funcs) != 2 || p.Funcs[0].Name != "warboard_render.__Fonts_.Face" || p.Funcs[0].Size != 2 ||
		p.Funcs[1].Name != "github.com_x_y.F" || p.Funcs[1].Size != 4 {
		t.Fatalf("funcs = %+v", p.Funcs)
	}
	if p.CodeBytes != 9 || p.DataBytes != 1 {
		t.Fatalf("code %d, data %d bytes; want 9 and 1", p.CodeBytes, p.DataBytes)
	}
	pkgs := p.ByPackage(NewPackages([]string{"warboard/render", "github.com/x/y"}), 0)
	if g := pkgs["warboard/render"]; g.Bytes != 2 || g.Funcs != 1 || g.Gzip == 0 {
		t.Errorf("warboard/render: %+v", g)
	}
	if g := pkgs["github.com/x/y"]; g.Bytes != 4 {
		t.Errorf("github.com/x/y: %+v", g)
	}
	if top := p.ByPackage(NewPackages([]string{"warboard/render", "github.com/x/y"}), 1); top["warboard"].Bytes != 2 || top["github.com"].Bytes != 4 {
		t.Errorf("depth 1: %+v", top)
	}
	var out bytes.Buffer
	Report(&out, []*Profile{p, p}, NewPackages([]string{"warboard/render"}), 10, 5, 0)
	if !strings.Contains(out.String(), "| warboard/render | 0.0 kB /") {
		t.Errorf("report lacks the package row:\n%s", out.String())
	}
}

func TestPackageOf(t *testing.T) {
	ps := NewPackages([]string{"warboard/render", "warboard/render/junqiboard", "github.com/go-text/typesetting/font"})
	for name, want := range map[string]string{
		"warboard_render.__Fonts_.Face":                      "warboard/render",
		"warboard_render_junqiboard.pen.text":                "warboard/render/junqiboard",
		"github.com_go_text_typesetting_font.Face.GlyphData": "github.com/go-text/typesetting/font",
		"github.com_go_text_typesetting_font_cff.Parse":      "github.com_go_text_typesetting_font_cff", // unknown: the name's own prefix
		"type_.eq.image.Point":                               "type_",
		"runtime.mallocgc":                                   "runtime",
		"wasm_pc_f_loop":                                     "wasm_pc_f_loop",
	} {
		if got := ps.Of(name); got != want {
			t.Errorf("Of(%q) = %q, want %q", name, got, want)
		}
	}
}

func TestParseRejectsBadInput(t *testing.T) {
	m := module()
	for _, bad := range [][]byte{nil, []byte("\x00asm"), []byte("notwasm!"), m[:len(m)-3], m[:20]} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("Parse(% x) gave no error", bad)
		}
	}
}

func FuzzParse(f *testing.F) {
	f.Add(module())
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := Parse(data)
		if err != nil {
			return
		}
		total := 0
		for _, fn := range p.Funcs {
			total += fn.Size
		}
		if total > len(data) {
			t.Fatalf("bodies of %d bytes in a %d-byte file", total, len(data))
		}
	})
}

func TestModule(t *testing.T) {
	for pkg, want := range map[string]string{
		"runtime":             "std",
		"type_":               "std",
		"encoding/json":       "std",
		"warboard/render/art": "warboard/render",
		"warboard/game":       "warboard/game",
		"github.com/hajimehoshi/ebiten/v2/internal/ui": "github.com/hajimehoshi/ebiten/v2",
		"github.com/go-text/typesetting/harfbuzz":      "github.com/go-text/typesetting",
		"golang.org/x/image/font/sfnt":                 "golang.org/x/image",
	} {
		if got := Module(pkg); got != want {
			t.Errorf("Module(%q) = %q, want %q", pkg, got, want)
		}
	}
}
