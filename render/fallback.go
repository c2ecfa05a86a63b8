package render

import (
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
)

// The embedded font holds only the characters the program's own texts use (a subset keeps
// the download small), but a player may type any: a layout named in Chinese with characters
// no menu uses. Those are drawn from a fallback face the platform offers (a system CJK font
// on the desktop, the browser's own fonts through a 2D canvas); without one they show as the
// font's missing-glyph box.

var fallback struct {
	mu   sync.Mutex
	make func(size float64) font.Face
}

// SetFallback sets what makes the fallback face at a size in pixels (nil: none). A face it
// makes must answer ok false for a character it lacks. Set it before drawing.
func SetFallback(make func(size float64) font.Face) {
	fallback.mu.Lock()
	fallback.make = make
	fallback.mu.Unlock()
}

func fallbackFace(size float64) font.Face {
	fallback.mu.Lock()
	mk := fallback.make
	fallback.mu.Unlock()
	if mk == nil {
		return nil
	}
	return mk(size)
}

// hasGlyph reports whether src draws r (rather than its missing-glyph box).
func hasGlyph(src *sfnt.Font, buf *sfnt.Buffer, r rune) bool {
	g, err := src.GlyphIndex(buf, r)
	return err == nil && g != 0
}
