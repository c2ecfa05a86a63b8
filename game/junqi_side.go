package game

import (
	"fmt"
	"image/color"
	"math"
	"sort"
	"strings"

	"warboard/game/i18n"
	"warboard/game/junqiplay"
	"warboard/render"
	"warboard/render/junqiboard"
	"warboard/rules/junqi"
)

// The side panel tells what the board alone does not: how near the no-capture draw is,
// the pieces each seat has lost and the last moves. Everything in it comes from the
// screen's Picture, so it names only the ranks the screen's seat may know.

// sideRow is one line of a side panel: a heading, or a line with its seat's colour mark.
type sideRow struct {
	heading bool
	mark    color.Color // the seat's colour; nil: no mark
	warn    bool        // a rule holds something back: drawn in the warning colour
	text    string
}

// rankOrder lists the Junqi rank codes strongest first, as the lost pieces are listed.
const rankOrder = "987654321BMF"

// junqiSideRows are the side panel's lines for pic: the counter, the losses, then at
// most moves of the latest moves, oldest first.
func (g *junqiGame) junqiSideRows(pic junqiplay.Picture, moves int) []sideRow {
	p := g.sh.Text
	var rows []sideRow
	if pic.NoCaptureLimit > 0 && pic.Phase != junqiplay.Over {
		rows = append(rows, sideRow{text: p.T(i18n.PanelNoCapture, pic.NoCapture, pic.NoCaptureLimit)})
	}
	rows = append(rows, sideRow{heading: true, text: p.T(i18n.PanelLost)})
	for _, x := range g.sess.Config().Seats {
		colon := ": "
		switch p.Lang() {
		case i18n.Zh:
			colon = "："
		case i18n.Fr:
			colon = "\u00a0: " // French sets a no-break space before a colon
		}
		rows = append(rows, sideRow{mark: junqiMark(x), text: g.name(x) + colon + g.lostText(pic.Lost[x&3])})
	}
	if moves <= 0 || len(pic.History) == 0 {
		return rows
	}
	rows = append(rows, sideRow{heading: true, text: p.T(i18n.PanelMoves)})
	first := max(0, len(pic.History)-moves)
	for i := first; i < len(pic.History); i++ {
		h := pic.History[i]
		tok := h.Token
		switch tok {
		case "resign":
			tok = p.T(i18n.PanelResigned)
		case "draw":
			tok = p.T(i18n.PanelDrawAgreed)
		}
		rows = append(rows, sideRow{mark: junqiMark(h.Seat), text: fmt.Sprintf("%d. %s", i+1, tok)})
	}
	return rows
}

// lostText names a seat's lost pieces strongest first ("Colonel, Captain ×2"), then
// how many the screen may not know the rank of.
func (g *junqiGame) lostText(codes []byte) string {
	if len(codes) == 0 {
		return g.sh.Text.T(i18n.PanelNoneLost)
	}
	counts := map[byte]int{}
	for _, c := range codes {
		counts[c]++
	}
	order := func(c byte) int {
		if i := strings.IndexByte(rankOrder, c); i >= 0 {
			return i
		}
		return len(rankOrder)
	}
	var known []byte
	for c := range counts {
		if c != '?' {
			known = append(known, c)
		}
	}
	sort.Slice(known, func(i, j int) bool { return order(known[i]) < order(known[j]) })
	var parts []string
	for _, c := range known {
		s := g.pieceName(string(c), "")
		if n := counts[c]; n > 1 {
			s += fmt.Sprintf("\u00a0×%d", n) // a no-break space: the count stays with its name
		}
		parts = append(parts, s)
	}
	if n := counts['?']; n > 0 {
		parts = append(parts, g.sh.Text.T(i18n.PanelUnknownRanks, n))
	}
	sep := ", "
	if g.sh.Text.Lang() == i18n.Zh {
		sep = "、"
	}
	return strings.Join(parts, sep)
}

// sideSizes are a side panel's text sizes at ui scale k.
func sideSizes(k float64) (size, lineH float64) {
	size = 14 * k
	return size, size * 1.5
}

// sideLayout wraps each row to the panel's width: its lines, with the x they start at.
func sideLayout(f *render.Fonts, r render.Rect, k float64, rows []sideRow) [][]string {
	size, _ := sideSizes(k)
	out := make([][]string, len(rows))
	for i, row := range rows {
		w := r.W - 12
		if row.mark != nil {
			w -= size*0.75 + 7
		}
		out[i] = f.Wrap(row.text, size, w)
		if len(out[i]) == 0 {
			out[i] = []string{""}
		}
	}
	return out
}

// sideMoves is how many move lines fit in r under the fixed rows (those a panel shows
// before its moves), counting one line for the moves' heading.
func sideMoves(f *render.Fonts, r render.Rect, k float64, fixed []sideRow) int {
	_, lineH := sideSizes(k)
	used := 1
	for _, ls := range sideLayout(f, r, k, fixed) {
		used += len(ls)
	}
	return int(r.H/lineH) - used
}

// drawSide draws rows in r from the top on a panel, each row wrapped to the width and
// marked with its seat's colour; rows that do not fit are left out.
func drawSide(p render.Painter, r render.Rect, k float64, rows []sideRow) {
	if r.H <= 0 || len(rows) == 0 {
		return
	}
	size, lineH := sideSizes(k)
	wrapped := sideLayout(p.Fonts, r, k, rows)
	n := 0
	for _, ls := range wrapped {
		n += len(ls)
	}
	p.Panel(render.Rect{X: r.X - 4, Y: r.Y - 4, W: r.W + 8, H: math.Min(r.H, float64(n)*lineH) + 8}, 10, render.PanelFill, nil)
	y := r.Y
	for i, row := range rows {
		if y+float64(len(wrapped[i]))*lineH > r.Y+r.H+0.5 {
			break
		}
		x := r.X + 6
		clr := color.Color(render.TextColour)
		switch {
		case row.heading:
			clr = render.Accent
		case row.warn:
			clr = warnColour
		}
		if c := row.mark; c != nil {
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

// warnColour is the colour of a warning line.
var warnColour = color.RGBA{0xff, 0xb4, 0x8c, 0xff}

// junqiMark is a Junqi seat's colour (nil: no mark).
func junqiMark(x junqi.Seat) color.Color {
	if x > junqi.West {
		return nil
	}
	return junqiboard.SeatColour(x)
}

// sideText is a panel's rows as plain text, one a line, for tests.
func sideText(rows []sideRow) string {
	var sb strings.Builder
	for _, r := range rows {
		sb.WriteString(r.text + "\n")
	}
	return sb.String()
}
