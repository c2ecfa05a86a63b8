package render

import (
	"image/color"
	"strings"
)

// The menu widgets: panels, toggle switches, segmented choices (chips) and steppers. They
// draw only; the scenes decide where they go and what a tap on them means.

// Panel fills r with a rounded rectangle of the given colours; a nil border draws none.
func (p Painter) Panel(r Rect, radius float64, fill, border color.Color) {
	sc := p.View.Scale
	roundedRect(p.Dst, r.scaled(sc), min(radius, r.H/2, r.W/2)*sc, 1.5*sc, fill, border)
}

// Rule draws a thin horizontal line across r's top edge.
func (p Painter) Rule(r Rect, clr color.Color) {
	sc := p.View.Scale
	FillRect(p.Dst, float32(r.X*sc), float32(r.Y*sc), float32(r.W*sc), float32(max(1, sc)), clr)
}

// ToggleSize is the drawn size of a toggle switch (its touch target is the whole row).
const ToggleW, ToggleH = 52.0, 30.0

// Toggle draws a switch centred in r: a track that is the accent colour when on, and a knob
// at the right (on) or the left (off).
func (p Painter) Toggle(r Rect, on, pressed bool) {
	cx, cy := r.Centre()
	track := Rect{cx - ToggleW/2, cy - ToggleH/2, ToggleW, ToggleH}
	fill, border := color.Color(ToggleOff), color.Color(ButtonBorder)
	if on {
		fill = Accent
	}
	if pressed {
		fill = ButtonDown
	}
	p.Panel(track, ToggleH/2, fill, border)
	kr := ToggleH/2 - 4
	kx := track.X + 4 + kr
	if on {
		kx = track.X + track.W - 4 - kr
	}
	sc := p.View.Scale
	FillCircle(p.Dst, float32(kx*sc), float32(cy*sc), float32(kr*sc), TextColour)
}

// Chip draws one choice of a segmented control: filled with the accent colour when it is the
// selected one.
func (p Painter) Chip(r Rect, label string, size float64, selected, pressed bool) {
	fill, clr := color.Color(ChipFill), color.Color(TextColour)
	border := color.Color(ChipBorder)
	switch {
	case pressed:
		fill = ButtonDown
	case selected:
		fill, clr, border = Accent, AccentText, Accent
	}
	p.Panel(r, 10, fill, border)
	pad := min(10, r.W/8)
	p.Text(label, size, Rect{r.X + pad, r.Y, r.W - 2*pad, r.H}, AlignCentre, clr)
}

// Lines draws wrapped lines of text from the top of r, lineH apart.
func (p Painter) Lines(lines []string, size, lineH float64, r Rect, align Align, clr color.Color) {
	for i, l := range lines {
		p.Text(l, size, Rect{r.X, r.Y + float64(i)*lineH, r.W, lineH}, align, clr)
	}
}

// The CJK font draws curly quotes full-width, as Chinese sets them; in a line without
// Chinese that leaves a gap after every French or English apostrophe ("l’ écran"). Such
// lines get the straight forms, which the font draws at Latin width.
var latinQuotes = strings.NewReplacer("’", "'", "‘", "'", "“", "\"", "”", "\"")

// LatinPunctuation is s as drawn: with straight quotes when it holds no wide character, and
// without word joiners.
func LatinPunctuation(s string) string {
	s = stripJoiners(s)
	if !strings.ContainsAny(s, "’‘“”") {
		return s
	}
	for _, r := range s {
		if isWide(r) {
			return s
		}
	}
	return latinQuotes.Replace(s)
}
