//go:build !js

// Package fallback is the face for characters the embedded font subset lacks (a name typed
// in Chinese): on the desktop the system's CJK font (face_other.go), in a browser the page's
// own fonts drawn on a canvas (face_js.go). The game hands it to render.SetFallback.
package fallback

import (
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
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

// fontDirs are where a Linux or BSD desktop keeps fonts, the player's own first.
func fontDirs() []string {
	var dirs []string
	if home, err := os.UserHomeDir(); err == nil {
		dirs = append(dirs, filepath.Join(home, ".local/share/fonts"), filepath.Join(home, ".fonts"))
	}
	return append(dirs, "/usr/local/share/fonts", "/usr/share/fonts")
}

// cjkNamed lists the font files under dirs whose names say they are CJK fonts (Noto/Source
// Han CJK, WenQuanYi, Droid Sans Fallback, AR PL, Sarasa…): a system whose CJK font lies
// elsewhere than fallbackFiles knows still gets one. At most maxFontFiles files are looked at.
func cjkNamed(dirs []string) []string {
	const maxFontFiles = 20000
	var found []string
	seen := 0
	for _, dir := range dirs {
		filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil || seen > maxFontFiles {
				return fs.SkipDir
			}
			if d.IsDir() {
				return nil
			}
			seen++
			name := strings.ToLower(d.Name())
			ext := filepath.Ext(name)
			if ext != ".ttc" && ext != ".ttf" && ext != ".otf" && ext != ".otc" {
				return nil
			}
			for _, hint := range []string{"cjk", "wqy", "fallback", "hansans", "han sans", "uming", "ukai", "sarasa", "zenhei", "microhei", "simsun", "simhei", "msyh"} {
				if strings.Contains(name, hint) {
					found = append(found, path)
					break
				}
			}
			return nil
		})
	}
	sort.Strings(found) // the same pick on every start
	return found
}

// Face is the system font at size pixels, nil when the system has none we know.
func Face(size float64) font.Face {
	systemFont.once.Do(func() {
		systemFont.font = loadFallback(fallbackFiles(runtime.GOOS))
		if systemFont.font == nil && runtime.GOOS != "windows" && runtime.GOOS != "darwin" {
			systemFont.font = loadFallback(cjkNamed(fontDirs()))
		}
	})
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
