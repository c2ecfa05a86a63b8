package render

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
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
// spills out of r sideways.
func (p Painter) Text(s string, size float64, r Rect, align Align, clr color.Color) {
	size = p.Fonts.FitSize(s, size, r.W)
	s = LatinPunctuation(s)
	sc := p.View.Scale
	op := &text.DrawOptions{}
	op.SecondaryAlign = text.AlignCenter
	x := r.X
	if align == AlignCentre {
		op.PrimaryAlign = text.AlignCenter
		x += r.W / 2
	}
	op.GeoM.Translate(x*sc, (r.Y+r.H/2)*sc)
	op.ColorScale.ScaleWithColor(clr)
	text.Draw(p.Dst, s, p.Fonts.Face(size*sc), op)
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
	radius := float32(min(12, b.Rect.H/4) * sc)
	path := roundRect(r, radius)
	fill := ButtonFill
	if b.Pressed {
		fill = ButtonDown
	}
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(fill)
	vector.FillPath(p.Dst, path, nil, op)

	op.ColorScale.Reset()
	op.ColorScale.ScaleWithColor(ButtonBorder)
	vector.StrokePath(p.Dst, path, &vector.StrokeOptions{Width: float32(2 * sc)}, op)

	pad := min(16, b.Rect.W/10)
	inner := Rect{b.Rect.X + pad, b.Rect.Y, b.Rect.W - 2*pad, b.Rect.H}
	if b.Sub == "" {
		p.Text(b.Label, b.LabelSize, inner, AlignCentre, TextColour)
		return
	}
	// Two lines: the label a little above the middle, the sub-label below it.
	total := b.LabelSize*1.25 + b.SubSize*1.3
	top := b.Rect.Y + (b.Rect.H-total)/2
	p.Text(b.Label, b.LabelSize, Rect{inner.X, top, inner.W, b.LabelSize * 1.25}, AlignCentre, TextColour)
	p.Text(b.Sub, b.SubSize, Rect{inner.X, top + b.LabelSize*1.25, inner.W, b.SubSize * 1.3}, AlignCentre, MutedColour)
}

// roundRect is the outline of r (physical pixels) with corners of the given radius.
func roundRect(r Rect, radius float32) *vector.Path {
	x0, y0 := float32(r.X), float32(r.Y)
	x1, y1 := float32(r.X+r.W), float32(r.Y+r.H)
	var path vector.Path
	path.MoveTo(x0+radius, y0)
	path.LineTo(x1-radius, y0)
	path.ArcTo(x1, y0, x1, y0+radius, radius)
	path.LineTo(x1, y1-radius)
	path.ArcTo(x1, y1, x1-radius, y1, radius)
	path.LineTo(x0+radius, y1)
	path.ArcTo(x0, y1, x0, y1-radius, radius)
	path.LineTo(x0, y0+radius)
	path.ArcTo(x0, y0, x0+radius, y0, radius)
	path.Close()
	return &path
}
