//go:build !js

package platform

import (
	"os"
	"path/filepath"
	"runtime"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// The desktop's fallback font for characters the embedded subset lacks (a name typed in
// Chinese): the system's own CJK font, read when first needed.

// fallbackFiles are the CJK fonts worth trying, by system, best first.
func fallbackFiles(goos string) []string {
	switch goos {
	case "darwin":
		return []string{"/System/Library/Fonts/STHeiti Light.ttc", "/System/Library/Fonts/Hiragino Sans GB.ttc",
			"/Library/Fonts/Arial Unicode.ttf", "/System/Library/Fonts/Supplemental/Arial Unicode.ttf"}
	case "windows":
		dir := filepath.Join(os.Getenv("WINDIR"), "Fonts")
		return []string{filepath.Join(dir, "msyh.ttc"), filepath.Join(dir, "simsun.ttc"), filepath.Join(dir, "simhei.ttf")}
	}
	return []string{
		"/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
		"/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc",
		"/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc",
		"/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
		"/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc",
		"/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
		"/usr/share/fonts/truetype/arphic/uming.ttc",
	}
}

var systemFont struct {
	once sync.Once
	font *sfnt.Font
}

// loadFallback parses the first fallback file that reads (the Simplified Chinese face of a
// collection when it has one).
func loadFallback(files []string) *sfnt.Font {
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			continue
		}
		c, err := opentype.ParseCollection(data)
		if err != nil || c.NumFonts() == 0 {
			continue
		}
		var buf sfnt.Buffer
		var pick *sfnt.Font
		for i := range c.NumFonts() {
			f, err := c.Font(i)
			if err != nil {
				continue
			}
			if pick == nil {
				pick = f
			}
			if name, _ := f.Name(&buf, sfnt.NameIDFull); name == "Noto Sans CJK SC" {
				pick = f
				break
			}
		}
		if pick != nil {
			return pick
		}
	}
	return nil
}

// FallbackFace is the system font at size pixels, nil when the system has none we know.
func FallbackFace(size float64) font.Face {
	systemFont.once.Do(func() { systemFont.font = loadFallback(fallbackFiles(runtime.GOOS)) })
	if systemFont.font == nil {
		return nil
	}
	face, err := opentype.NewFace(systemFont.font, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		return nil
	}
	return &onlyGlyphs{Face: face, font: systemFont.font}
}

// onlyGlyphs is a face that admits lacking a character (ok false), where an opentype face
// answers with its missing-glyph box.
type onlyGlyphs struct {
	font.Face
	font *sfnt.Font
	buf  sfnt.Buffer
}

func (o *onlyGlyphs) has(r rune) bool {
	g, err := o.font.GlyphIndex(&o.buf, r)
	return err == nil && g != 0
}

func (o *onlyGlyphs) GlyphAdvance(r rune) (fixed.Int26_6, bool) {
	if !o.has(r) {
		return 0, false
	}
	return o.Face.GlyphAdvance(r)
}
