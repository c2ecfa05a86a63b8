package render

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// Painter draws on one target in logical coordinates; it converts to physical pixels.
type Painter struct {
	Dst   *ebiten.Image
	View  View
	Fonts *Fonts
}

// Align places text horizontally inside its rectangle.
type Align uint8

const (
	AlignCentre Align = iota
	AlignLeft
)

// Clear fills the whole target with the background colour.
func (p Painter) Clear() { p.Dst.Fill(Background) }

// Text draws s vertically centred in r at size logical pixels, shrunk if needed so it never
// spills out of r sideways — but never below MinTextSize: then wrapped onto the lines r
// holds, and elided (Fonts.Fit).
func (p Painter) Text(s string, size float64, r Rect, align Align, clr color.Color) {
	lines, size := p.Fonts.Fit(s, size, r.W, r.H)
	if len(lines) > 1 {
		lineH := size * FitLineH
		top := r.Y + (r.H-float64(len(lines))*lineH)/2
		for i, l := range lines {
			p.line(l, size, Rect{X: r.X, Y: top + float64(i)*lineH, W: r.W, H: lineH}, align, clr)
		}
		return
	}
	p.line(lines[0], size, r, align, clr)
}

// line draws one line of s at size, vertically centred in r.
func (p Painter) line(s string, size float64, r Rect, align Align, clr color.Color) {
	s = LatinPunctuation(s)
	sc := p.View.Scale
	x := r.X
	if align == AlignCentre {
		x += r.W / 2
	}
	var at ebiten.GeoM
	at.Translate(x*sc, (r.Y+r.H/2)*sc)
	var cs ebiten.ColorScale
	cs.ScaleWithColor(clr)
	p.Fonts.Face(size*sc).Draw(p.Dst, s, align == AlignCentre, at, cs)
}

// Button is a labelled touch target as the renderer sees it.
type Button struct {
	Rect      Rect
	Label     string
	Sub       string // optional second, smaller line
	LabelSize float64
	SubSize   float64
	Pressed   bool // drawn highlighted while a finger or button holds it
}

// Button draws b as a rounded, bordered panel with its label (and sub-label) centred.
func (p Painter) Button(b Button) {
	sc := p.View.Scale
	r := b.Rect.scaled(sc)
	fill := ButtonFill
	if b.Pressed {
		fill = ButtonDown
	}
	roundedRect(p.Dst, r, min(12, b.Rect.H/4)*sc, 2*sc, fill, ButtonBorder)

	pad := min(16, b.Rect.W/10)
	inner := Rect{b.Rect.X + pad, b.Rect.Y, b.Rect.W - 2*pad, b.Rect.H}
	if b.Sub == "" {
		p.Text(b.Label, b.LabelSize, inner, AlignCentre, TextColour)
		return
	}
	// The label a little above the middle, the sub-label below it: on one line, or wrapped
	// onto the lines the button's height leaves ("Field / Marshal" in a narrow cell). The
	// sub-label may come nearer the border than the label, so a narrow cell holds a long
	// word ("Commandant").
	subIn := inner
	if sp := min(pad, 4+b.Rect.W/40); sp < pad {
		subIn = Rect{b.Rect.X + sp, b.Rect.Y, b.Rect.W - 2*sp, b.Rect.H}
	}
	subH := b.SubSize * 1.3
	if lines, at := p.Fonts.Fit(b.Sub, b.SubSize, subIn.W, b.Rect.H-b.LabelSize*1.25-4); len(lines) > 1 {
		subH = float64(len(lines)) * at * FitLineH
	}
	total := b.LabelSize*1.25 + subH
	top := b.Rect.Y + (b.Rect.H-total)/2
	p.Text(b.Label, b.LabelSize, Rect{inner.X, top, inner.W, b.LabelSize * 1.25}, AlignCentre, TextColour)
	p.Text(b.Sub, b.SubSize, Rect{subIn.X, top + b.LabelSize*1.25, subIn.W, subH}, AlignCentre, MutedColour)
}
