//go:build !js

package fallback

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"golang.org/x/image/font/sfnt"
)

// The desktop's fallback face draws a Chinese character the embedded subset lacks, from the
// system's CJK font, and admits lacking what no font has.
func TestFallbackFace(t *testing.T) {
	files := fallbackFiles(runtime.GOOS)
	found := false
	for _, f := range files {
		if _, err := os.Stat(f); err == nil {
			found = true
		}
	}
	if !found {
		t.Skipf("no system CJK font here (looked for %v)", files)
	}
	face := Face(20)
	if face == nil {
		t.Fatal("a system CJK font is installed, yet no fallback face")
	}
	if a, ok := face.GlyphAdvance('龘'); !ok || a <= 0 {
		t.Fatalf("龘: advance %v, ok %v", a, ok)
	}
	if _, ok := face.GlyphAdvance(0x10FFFD); ok {
		t.Fatal("a private-use character no font has was admitted")
	}
}

// A CJK font kept where fallbackFiles does not look (a player's own font folder) is found by
// its name, and the face made from it draws Chinese; other fonts are passed over.
func TestFallbackFoundInFontFolders(t *testing.T) {
	var system string
	for _, f := range fallbackFiles("linux") {
		if _, err := os.Stat(f); err == nil {
			system = f
			break
		}
	}
	if system == "" {
		t.Skip("no system CJK font here to copy into a font folder")
	}
	dir := t.TempDir()
	own := filepath.Join(dir, "fonts", "noto", filepath.Base(system))
	if err := os.MkdirAll(filepath.Dir(own), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(system, own); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "fonts", "DejaVuSans.ttf"), []byte("not CJK"), 0o644); err != nil {
		t.Fatal(err)
	}
	got := cjkNamed([]string{filepath.Join(dir, "missing"), filepath.Join(dir, "fonts")})
	if len(got) != 1 || got[0] != own {
		t.Fatalf("found %q, want only %q", got, own)
	}
	f := loadFallback(got)
	if f == nil {
		t.Fatal("the font found does not load")
	}
	var buf sfnt.Buffer
	if g, err := f.GlyphIndex(&buf, '龘'); err != nil || g == 0 {
		t.Fatalf("the font found lacks 龘 (glyph %v, %v)", g, err)
	}
}
