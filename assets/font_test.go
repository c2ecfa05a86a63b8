package assets

import (
	"bytes"
	"fmt"
	"go/scanner"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"golang.org/x/image/font/sfnt"
)

// sourceDirs hold the Go code whose strings reach the screen; fonts/subset.sh scans the same.
var sourceDirs = []string{"../game", "../render", "../cmd/warboard"}

// programRunes collects every printable rune of the string and rune literals in sourceDirs'
// non-test Go files, with one place each was seen.
func programRunes(t *testing.T) map[rune]string {
	t.Helper()
	runes := map[rune]string{}
	for _, dir := range sourceDirs {
		err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			src, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			fset := token.NewFileSet()
			file := fset.AddFile(path, -1, len(src))
			var s scanner.Scanner
			s.Init(file, src, nil, 0)
			for {
				pos, tok, lit := s.Scan()
				if tok == token.EOF {
					break
				}
				if tok != token.STRING && tok != token.CHAR {
					continue
				}
				val, err := strconv.Unquote(lit)
				if err != nil {
					t.Errorf("%s: cannot unquote %s: %v", fset.Position(pos), lit, err)
					continue
				}
				for _, r := range val {
					if unicode.IsPrint(r) {
						if _, seen := runes[r]; !seen {
							runes[r] = fset.Position(pos).String()
						}
					}
				}
			}
			return nil
		})
		if err != nil {
			t.Fatalf("scan %s: %v", dir, err)
		}
	}
	return runes
}

func TestFontCoversProgramStrings(t *testing.T) {
	f, err := sfnt.Parse(UIFont)
	if err != nil {
		t.Fatalf("parse the UI font: %v", err)
	}
	runes := programRunes(t)
	// Guard against a scan that silently finds nothing: the menu names Junqi in Chinese.
	if _, ok := runes['军']; !ok {
		t.Fatalf("no '军' found in the program's strings; is the scan broken?")
	}
	// Printable ASCII and Latin-1 letters are promised too (player names, French text).
	for r := rune(0x20); r < 0x7f; r++ {
		runes[r] = "printable ASCII"
	}
	for r := rune(0xc0); r <= 0xff; r++ {
		runes[r] = "Latin-1"
	}
	var buf sfnt.Buffer
	var missing []string
	for r, where := range runes {
		g, err := f.GlyphIndex(&buf, r)
		if err != nil {
			t.Fatalf("look up %q: %v", r, err)
		}
		if g == 0 {
			missing = append(missing, fmt.Sprintf("%q (U+%04X, %s)", r, r, where))
		}
	}
	if len(missing) > 0 {
		n := len(missing)
		sort.Strings(missing)
		if n > 10 {
			missing = append(missing[:10], "…")
		}
		t.Errorf("the UI font lacks %d characters the program uses; run sh assets/fonts/subset.sh. Missing: %s",
			n, strings.Join(missing, ", "))
	}
}

func TestFontIsSubset(t *testing.T) {
	// The full Noto Sans CJK SC face is ~16 MB; the subset goes into the wasm download, so a
	// few hundred CJK characters of UI text (~250 bytes each) is what we expect.
	const budget = 512 << 10
	if len(UIFont) > budget {
		t.Fatalf("UI font is %d bytes, budget %d: is it the subset?", len(UIFont), budget)
	}
	if !strings.Contains(FontLicence, "SIL OPEN FONT LICENSE Version 1.1") {
		t.Fatalf("FontLicence does not hold the OFL text")
	}
}

func TestSubsetScriptExplainsMissingFont(t *testing.T) {
	sh, err := exec.LookPath("sh")
	if err != nil {
		t.Skip("no sh")
	}
	cmd := exec.Command(sh, "fonts/subset.sh")
	cmd.Env = append(os.Environ(), "NOTO_CJK_TTC=/nonexistent/NotoSansCJK.ttc")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err = cmd.Run()
	if exit, ok := err.(*exec.ExitError); !ok || exit.ExitCode() != 1 {
		t.Fatalf("subset.sh with a missing font: err %v, want exit status 1", err)
	}
	if !strings.Contains(stderr.String(), "apt-get install fonts-noto-cjk") {
		t.Fatalf("subset.sh does not say how to get the font; stderr:\n%s", stderr.String())
	}
}

// TestFontHasNoUnusedCJK: the subset carries no CJK character the program does not draw (a
// character dropped from the texts leaves the font at the next subset.sh run; this catches a
// font not regenerated since). Each costs about 200 bytes of the download.
func TestFontHasNoUnusedCJK(t *testing.T) {
	f, err := sfnt.Parse(UIFont)
	if err != nil {
		t.Fatalf("parse the UI font: %v", err)
	}
	used := programRunes(t)
	var buf sfnt.Buffer
	var unused []string
	// CJK radicals, punctuation, kana, ideographs, and the full-width forms.
	for _, block := range [][2]rune{{0x2E80, 0x9FFF}, {0xF900, 0xFAFF}, {0xFE30, 0xFE4F}, {0xFF00, 0xFFEF}} {
		for r := block[0]; r <= block[1]; r++ {
			g, err := f.GlyphIndex(&buf, r)
			if err != nil {
				t.Fatalf("look up %q: %v", r, err)
			}
			if _, ok := used[r]; g != 0 && !ok {
				unused = append(unused, fmt.Sprintf("%q (U+%04X)", r, r))
			}
		}
	}
	if len(unused) > 0 {
		t.Errorf("the UI font has %d CJK characters no program string uses; run sh assets/fonts/subset.sh: %s",
			len(unused), strings.Join(unused, ", "))
	}
}
