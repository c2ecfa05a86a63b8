package widget

import (
	"image/color"
	"math"
	"strconv"
	"strings"

	"warboard/game/i18n"
	"warboard/render"
)

// The side panel of a game screen: a few lines beside or under the board (a counter, the
// losses, the latest moves), each wrapped to the panel and marked with its seat's colour.

// SideRow is one line of a side panel: a heading, or a line with its seat's colour mark.
type SideRow struct {
	Heading bool
	Mark    color.Color // the seat's colour; nil: no mark
	Warn    bool        // a rule holds something back: drawn in the warning colour
	Text    string
}

// SideSizes are a side panel's text sizes at ui scale k.
func SideSizes(k float64) (size, lineH float64) {
	size = 14 * k
	return size, size * 1.5
}

// sideLayout wraps each row to the panel's width: its lines, with the x they start at.
func sideLayout(f *render.Fonts, r render.Rect, k float64, rows []SideRow) [][]string {
	size, _ := SideSizes(k)
	out := make([][]string, len(rows))
	for i, row := range rows {
		w := r.W - 12
		if row.Mark != nil {
			w -= size*0.75 + 7
		}
		out[i] = f.Wrap(row.Text, size, w)
		if len(out[i]) == 0 {
			out[i] = []string{""}
		}
	}
	return out
}

// SideMoves is how many move lines fit in r under the fixed rows (those a panel shows
// before its moves), counting one line for the moves' heading.
func SideMoves(f *render.Fonts, r render.Rect, k float64, fixed []SideRow) int {
	_, lineH := SideSizes(k)
	used := 1
	for _, ls := range sideLayout(f, r, k, fixed) {
		used += len(ls)
	}
	return int(r.H/lineH) - used
}

// DrawSide draws rows in r from the top on a panel, each row wrapped to the width and
// marked with its seat's colour; rows that do not fit are left out.
func DrawSide(p render.Painter, r render.Rect, k float64, rows []SideRow) {
	if r.H <= 0 || len(rows) == 0 {
		return
	}
	size, lineH := SideSizes(k)
	wrapped := sideLayout(p.Fonts, r, k, rows)
	n := 0
	for _, ls := range wrapped {
		n += len(ls)
	}
	p.Panel(render.Rect{X: r.X - 4, Y: r.Y - 4, W: r.W + 8, H: math.Min(r.H, float64(n)*lineH) + 8}, 10, render.PanelFill, nil)
	y := r.Y
	for i, row := range rows[:sideFit(wrapped, r, lineH)] {
		x := r.X + 6
		clr := color.Color(render.TextColour)
		switch {
		case row.Heading:
			clr = render.Accent
		case row.Warn:
			clr = WarnColour
		}
		if c := row.Mark; c != nil {
			d := size * 0.75
			p.Panel(render.Rect{X: x, Y: y + (lineH-d)/2, W: d, H: d}, d/2, c, render.TextColour)
			x += d + 7
		}
		for _, l := range wrapped[i] {
			p.Text(l, size, render.Rect{X: x, Y: y, W: r.X + r.W - 6 - x, H: lineH}, render.AlignLeft, clr)
			y += lineH
		}
	}
}

// sideFit is how many of the wrapped rows fit in r, from the top.
func sideFit(wrapped [][]string, r render.Rect, lineH float64) int {
	y := r.Y
	for i, ls := range wrapped {
		if y+float64(len(ls))*lineH > r.Y+r.H+0.5 {
			return i
		}
		y += float64(len(ls)) * lineH
	}
	return len(wrapped)
}

// SideShown is the rows DrawSide shows in r: those that fit, from the top.
func SideShown(f *render.Fonts, r render.Rect, k float64, rows []SideRow) []SideRow {
	if r.H <= 0 {
		return nil
	}
	_, lineH := SideSizes(k)
	return rows[:sideFit(sideLayout(f, r, k, rows), r, lineH)]
}

// WarnColour is the colour of a warning line.
var WarnColour = color.RGBA{0xff, 0xb4, 0x8c, 0xff}

// SideText is a panel's rows as plain text, one a line, for tests.
func SideText(rows []SideRow) string {
	var sb strings.Builder
	for _, r := range rows {
		sb.WriteString(r.Text + "\n")
	}
	return sb.String()
}

// AppendMoves adds a side panel's move list to rows: its heading, then the latest of count
// moves, at most n, oldest first, each numbered ("12. c6xc7") and marked with its seat's
// colour. move gives the i-th move's notation and mark; "resign" and "draw" read as words.
// With n or count 0 nothing is added.
func AppendMoves(rows []SideRow, p *i18n.Printer, count, n int, move func(i int) (token string, mark color.Color)) []SideRow {
	if n <= 0 || count == 0 {
		return rows
	}
	rows = append(rows, SideRow{Heading: true, Text: p.T(i18n.PanelMoves)})
	for i := max(0, count-n); i < count; i++ {
		tok, mark := move(i)
		switch tok {
		case "resign":
			tok = p.T(i18n.PanelResigned)
		case "draw":
			tok = p.T(i18n.PanelDrawAgreed)
		}
		rows = append(rows, SideRow{Mark: mark, Text: strconv.Itoa(i+1) + ". " + tok})
	}
	return rows
}
