package render

import (
	"fmt"
	"math"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"

	"warboard/assets"
)

// All text goes through one font engine, golang.org/x/image/font/opentype: TextFace draws it
// on Ebitengine images (as text/v2's GoXFace would, without text/v2's dependencies), and
// pictures drawn on the CPU (the Junqi tiles) use the same faces. text/v2's other face,
// GoTextFace, would bring go-text/typesetting (a HarfBuzz port with its Unicode and script
// tables: about 0.8 MB of the gzip download, see docs/performance.md), whose shaping the
// app's texts do not need: Chinese, and Latin scripts without ligatures. Kerning (the font's
// GPOS pairs) is kept by sfnt.

// Fonts holds the parsed UI font and its faces by size. There is one, shared by every
// caller (LoadFonts): faces keep glyph caches, so sharing them saves work and memory.
type Fonts struct {
	src *opentype.Font

	mu    sync.Mutex
	faces map[float64]*sizedFace
}

// sizedFace is the font at one size: an x/image face for pictures drawn on the CPU, and a
// TextFace over another one (each made when first asked for). Two faces, because an x/image
// face keeps scratch buffers: a TextFace serialises its calls to its own face only.
type sizedFace struct {
	size float64
	x    font.Face
	gox  *TextFace
}

// maxFaces bounds the face cache: FitSize and zooming make many sizes over a session.
const maxFaces = 96

var shared struct {
	once  sync.Once
	fonts *Fonts
	err   error
}

// LoadFonts parses the embedded UI font (once; later calls return the same Fonts).
func LoadFonts() (*Fonts, error) {
	shared.once.Do(func() {
		src, err := opentype.Parse(assets.UIFont)
		if err != nil {
			shared.err = fmt.Errorf("render: parse the UI font: %w", err)
			return
		}
		shared.fonts = &Fonts{src: src, faces: map[float64]*sizedFace{}}
	})
	return shared.fonts, shared.err
}

// quantise rounds a pixel size to a quarter pixel, so nearby sizes share a face and its glyph
// cache (a quarter pixel is below what the eye can tell at UI sizes).
func quantise(size float64) float64 { return math.Max(1, math.Round(size*4)/4) }

func (f *Fonts) newFace(size float64) font.Face {
	x, err := opentype.NewFace(f.src, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		// NewFace fails only for options out of range; quantise keeps size positive.
		panic(fmt.Sprintf("render: UI face at %v px: %v", size, err))
	}
	return x
}

// sized is the cache entry for size; f.mu must be held.
func (f *Fonts) sized(size float64) *sizedFace {
	size = quantise(size)
	if sf, ok := f.faces[size]; ok {
		return sf
	}
	if len(f.faces) >= maxFaces {
		clear(f.faces)
	}
	sf := &sizedFace{size: size}
	f.faces[size] = sf
	return sf
}

// Face is the UI font at size pixels, for drawing on Ebitengine images.
func (f *Fonts) Face(size float64) *TextFace {
	f.mu.Lock()
	defer f.mu.Unlock()
	sf := f.sized(size)
	if sf.gox == nil {
		sf.gox = newTextFace(f.newFace(sf.size))
	}
	return sf.gox
}

// GlyphFace is the UI font at size pixels for drawing on an image.Image with font.Drawer: the
// same font and rasteriser as Face, for pictures made on the CPU. Like any x/image face it
// is not safe for use by several goroutines at once.
func (f *Fonts) GlyphFace(size float64) font.Face {
	f.mu.Lock()
	defer f.mu.Unlock()
	sf := f.sized(size)
	if sf.x == nil {
		sf.x = f.newFace(sf.size)
	}
	return sf.x
}

// Width is how wide s is at size, in the same unit as size.
func (f *Fonts) Width(s string, size float64) float64 {
	return f.Face(size).Advance(LatinPunctuation(s))
}

// FitSize is size, or smaller if s would be wider than width at size.
func (f *Fonts) FitSize(s string, size, width float64) float64 {
	w := f.Width(s, size)
	if w <= width || w <= 0 {
		return size
	}
	// Advances snap to whole units and sizes to quarter pixels, so width is not quite
	// proportional to size: scale, then nudge down until it fits.
	size *= width / w
	for i := 0; i < 12 && f.Width(s, size) > width; i++ {
		size *= 0.97
	}
	return size
}
