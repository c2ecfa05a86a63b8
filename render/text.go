package render

import (
	"bytes"
	"fmt"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"warboard/assets"
)

// Fonts holds the parsed UI font. Parse it once: every face shares its glyph cache.
type Fonts struct {
	src *text.GoTextFaceSource
}

// LoadFonts parses the embedded UI font.
func LoadFonts() (*Fonts, error) {
	src, err := text.NewGoTextFaceSource(bytes.NewReader(assets.UIFont))
	if err != nil {
		return nil, fmt.Errorf("render: parse the UI font: %w", err)
	}
	return &Fonts{src: src}, nil
}

// Face is the UI font at size pixels.
func (f *Fonts) Face(size float64) *text.GoTextFace {
	return &text.GoTextFace{Source: f.src, Size: size}
}

// Width is how wide s is at size, in the same unit as size.
func (f *Fonts) Width(s string, size float64) float64 {
	return text.Advance(LatinPunctuation(s), f.Face(size))
}

// FitSize is size, or smaller if s would be wider than width at size.
func (f *Fonts) FitSize(s string, size, width float64) float64 {
	w := f.Width(s, size)
	if w <= width || w <= 0 {
		return size
	}
	// Advances snap to whole units, so width is not quite proportional to size: scale,
	// then nudge down until it fits.
	size *= width / w
	for i := 0; i < 8 && f.Width(s, size) > width; i++ {
		size *= 0.97
	}
	return size
}
