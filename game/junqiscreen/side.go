package junqiscreen

import (
	"fmt"
	"image/color"
	"sort"
	"strings"

	"warboard/game/i18n"
	"warboard/game/junqiplay"
	"warboard/game/widget"
	"warboard/render/junqiboard"
	"warboard/rules/junqi"
)

// The side panel tells what the board alone does not: how near the no-capture draw is,
// the pieces each seat has lost and the last moves. Everything in it comes from the
// screen's Picture, so it names only the ranks the screen's seat may know.

// rankOrder lists the Junqi rank codes strongest first, as the lost pieces are listed.
const rankOrder = "987654321BMF"

// junqiSideRows are the side panel's lines for pic: the counter, the losses, then at
// most moves of the latest moves, oldest first.
func (g *junqiGame) junqiSideRows(pic junqiplay.Picture, moves int) []widget.SideRow {
	return g.sideRowsOf(pic, moves, false)
}

// sideRowsOf is junqiSideRows, compact or not: a compact panel (a phone's, too short for a
// line each) puts the no-capture count in the heading, so every seat's losses still show.
func (g *junqiGame) sideRowsOf(pic junqiplay.Picture, moves int, compact bool) []widget.SideRow {
	p := g.sh.Text
	var rows []widget.SideRow
	counter := pic.NoCaptureLimit > 0 && pic.Phase != junqiplay.Over
	switch {
	case counter && compact:
		rows = append(rows, widget.SideRow{Heading: true, Text: p.T(i18n.PanelLostCounter, pic.NoCapture, pic.NoCaptureLimit)})
	case counter:
		rows = append(rows, widget.SideRow{Text: p.T(i18n.PanelNoCapture, pic.NoCapture, pic.NoCaptureLimit)})
		fallthrough
	default:
		rows = append(rows, widget.SideRow{Heading: true, Text: p.T(i18n.PanelLost)})
	}
	for _, x := range g.sess.Config().Seats {
		colon := ": "
		switch p.Lang() {
		case i18n.Zh:
			colon = "："
		case i18n.Fr:
			colon = "\u00a0: " // French sets a no-break space before a colon
		}
		rows = append(rows, widget.SideRow{Mark: junqiMark(x), Text: g.name(x) + colon + g.lostText(pic.Lost[x&3])})
	}
	return widget.AppendMoves(rows, p, len(pic.History), moves, func(i int) (string, color.Color) {
		h := pic.History[i]
		tok := h.Token
		if k, ok := outcomeWords[h.Outcome]; ok {
			tok += " " + p.T(k) // a4xa5 lost
		}
		return tok, junqiMark(h.Seat)
	})
}

// outcomeWords mark an attack's result in the move list.
var outcomeWords = map[string]i18n.Key{"won": i18n.MoveWon, "lost": i18n.MoveLost, "both": i18n.MoveBoth, "flag": i18n.MoveFlag}

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

// junqiMark is a Junqi seat's colour (nil: no mark).
func junqiMark(x junqi.Seat) color.Color {
	if x > junqi.West {
		return nil
	}
	return junqiboard.SeatColour(x)
}
