package render

import (
	"fmt"
	"math"
	"runtime"
	"strings"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"

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
		sf.gox.size = sf.size
		var buf sfnt.Buffer // the face's calls are serialised: one buffer will do
		sf.gox.has = func(r rune) bool { return hasGlyph(f.src, &buf, r) }
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

// MinTextSize is the smallest size (logical px) a text a player reads is shrunk to, to fit:
// at phone scale smaller letters are hard to read (French labels, the longest of the three
// languages, were shrunk to 9 px and less). Below it, Fit wraps the text and then elides
// it instead. A text asked for smaller than this (a board's coordinates) shrinks freely.
const MinTextSize = 13.0

// Fit lays s out in a box width × height at size: one line at size, or shrunk to fit the
// width but never below MinTextSize (for a text asked for at MinTextSize or more); when
// that is not enough, the lines the height holds at the floor, the last one elided with
// "…" if the text still does not fit. at is the size the lines are drawn at; lines are
// at*FitLineH apart.
func (f *Fonts) Fit(s string, size, width, height float64) (lines []string, at float64) {
	fit := f.FitSize(s, size, width)
	floor := MinTextSize
	if size < floor || fit >= floor || width <= 0 {
		return []string{s}, fit
	}
	defer func() {
		if last := lines[len(lines)-1]; CutHook != nil && strings.HasSuffix(last, "…") && !strings.HasSuffix(s, "…") {
			CutHook(Cut{Text: s, Size: size, W: width, H: height, Lines: lines})
		}
	}()
	lines = f.Wrap(s, floor, width)
	n := max(1, int((height+0.5)/(floor*FitLineH)))
	if len(lines) > n {
		rest := strings.Join(lines[n-1:], " ")
		lines = append(lines[:n-1], f.Elide(rest, floor, width))
	}
	for i, l := range lines {
		if f.Width(l, floor) > width { // a run without a break point
			lines[i] = f.Elide(l, floor, width)
		}
	}
	return lines, floor
}

// Cut is a text Fit could not fit in its box even shrunk to MinTextSize and wrapped: it is
// drawn cut short with "…". A program's own text should never be: its screen lacks room.
type Cut struct {
	Text  string   // the text asked for
	Size  float64  // the size asked for
	W, H  float64  // the box
	Lines []string // what was drawn, the last line ending with "…"
}

func (c Cut) String() string {
	return fmt.Sprintf("%q at %.1f px in a %.0f×%.0f box, drawn as %q", c.Text, c.Size, c.W, c.H, c.Lines)
}

// CutHook, when set (by tests and the gallery: WatchCuts), hears of every Cut.
var CutHook func(Cut)

// drawnFrom names the first two functions outside this package that led to a Cut: the
// screen and the widget that drew the text, so a report says where to look.
func drawnFrom() string {
	pc := make([]uintptr, 32)
	frames := runtime.CallersFrames(pc[:runtime.Callers(3, pc)])
	var names []string
	for len(names) < 2 {
		f, more := frames.Next()
		if !strings.HasPrefix(f.Function, "warboard/render.") && f.Function != "" {
			names = append(names, strings.TrimPrefix(f.Function, "warboard/"))
		}
		if !more {
			break
		}
	}
	return strings.Join(names, ", called by ")
}

// WatchCuts sets CutHook to collect every distinct Cut from now on and returns a check
// that lists them as an error (nil when there was none): ebitentest.Main runs it after a
// package's tests, so a text cut short on any screen any test draws fails the run.
func WatchCuts() (check func() error) {
	var mu sync.Mutex
	seen := map[string]bool{}
	var cuts []string
	CutHook = func(c Cut) {
		k := c.String() + ", drawn by " + drawnFrom()
		mu.Lock()
		defer mu.Unlock()
		if !seen[k] {
			seen[k] = true
			cuts = append(cuts, k)
		}
	}
	return func() error {
		mu.Lock()
		defer mu.Unlock()
		if len(cuts) == 0 {
			return nil
		}
		return fmt.Errorf("%d texts cut short on screens the tests drew (make gallery shows where):\n  %s", len(cuts), strings.Join(cuts, "\n  "))
	}
}

// FitLineH is the line height of wrapped lines Fit makes, times their size.
const FitLineH = 1.15

// Elide is s cut short with "…" to be no wider than width at size (s when it fits).
func (f *Fonts) Elide(s string, size, width float64) string {
	if f.Width(s, size) <= width {
		return s
	}
	r := []rune(s)
	lo, hi := 0, len(r) // the longest prefix that fits with the ellipsis: binary search
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if f.Width(strings.TrimRight(string(r[:mid]), " ")+"…", size) <= width {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return strings.TrimRight(string(r[:lo]), " ") + "…"
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
