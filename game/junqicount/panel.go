// Package junqicount is what a Junqi seat keeps track of on its own screen: the Count
// pieces panel (记牌) — a column per counted seat, a row per rank, each the number of that
// rank not yet accounted for as far as the seat can tell (junqiplay.Tally) — and the marks'
// chooser (标记). The game at a device (game/junqiscreen) and an online room
// (game/onlinescreen) show the same, each from its own tallies and marks.
package junqicount

import (
	"fmt"
	"math"

	"warboard/game/i18n"
	"warboard/game/junqiplay"
	"warboard/game/widget"
	"warboard/render"
	"warboard/render/junqiboard"
	"warboard/rules/junqi"
)

// Words are what the panel names: seats and pieces, in the screen's own words.
type Words struct {
	Text  *i18n.Printer
	Fonts *render.Fonts
	Seat  func(junqi.Seat) string // a seat's name
	Piece func(code byte) string  // a rank code's name
}

// Draw paints the panel of ts over the view v, centred; sandayi counts 三打一's extra
// ranks. It returns the panel's rectangle (a tap anywhere closes it: the caller's).
func Draw(p render.Painter, v render.View, w Words, ts []junqiplay.Tally, sandayi bool) render.Rect {
	tr := w.Text
	k := widget.UIScale(v)
	mg := widget.Margin(v)
	size := 15 * k
	codes := "987654321BMF"
	if sandayi {
		codes = "A987654321RBMTF" // 三打一's 元帅, 导弹, 堡垒 among them
	}
	rankW := 118 * k
	for _, c := range []byte(codes) { // the longest name whole ("Général de division")
		rankW = max(rankW, w.Fonts.Width(w.Piece(c), size)+10)
	}
	colW := 74 * k
	pw := math.Min(v.W-2*mg, rankW+float64(max(1, len(ts)))*colW+36)
	if pw < rankW+float64(len(ts))*colW+36 {
		colW = (pw - 36 - rankW) / float64(max(1, len(ts)))
	}
	rows := len(codes)
	titleH := 40 * k
	// the footnotes under the table: each seat's hidden pieces, what a range means, how
	// to mark
	var lines []string
	ranged := false
	for _, t := range ts {
		if t.Out {
			continue
		}
		line := w.Seat(t.Seat) + " · " + tr.T(i18n.CountHidden, t.Hidden, t.UnknownDead)
		if sandayi {
			line = w.Seat(t.Seat) + " · " + tr.T(i18n.CountArmySize, t.Size)
			if !t.Own {
				line += " · " + tr.T(i18n.CountHidden, t.Hidden, t.UnknownDead)
			}
		}
		lines = append(lines, line)
		for r := junqi.Engineer; r < junqi.NumRanks; r++ {
			ranged = ranged || t.Min[r] != t.Max[r]
		}
	}
	if sandayi {
		lines = append(lines, tr.T(i18n.CountSandayi))
	} else if ranged {
		lines = append(lines, tr.T(i18n.CountRange))
	}
	lines = append(lines, tr.T(i18n.CountMarkHint))
	fs := size * 0.8
	lh := fs * 1.4
	var wrapped []string
	for _, l := range lines {
		wrapped = append(wrapped, w.Fonts.Wrap(l, fs, pw-36)...)
	}
	footH := float64(len(wrapped))*lh + 12*k
	rowH := math.Min(30*k, (v.H-2*mg-titleH-footH-8*k)/float64(rows+1))
	size = math.Min(size, rowH*0.8) // a short screen (a phone on its side): rows that do not overlap
	h := titleH + float64(rows+1)*rowH + footH + 8*k
	panel := render.Rect{X: (v.W - pw) / 2, Y: math.Max(mg, (v.H-h)/2), W: pw, H: h}
	widget.DrawModal(p, panel)
	x0 := panel.X + 18
	p.Text(tr.T(i18n.CountTitle), widget.TitleSize*k*0.9, render.Rect{X: x0, Y: panel.Y + 4, W: pw - 36, H: titleH}, render.AlignLeft, render.TitleColour)
	y := panel.Y + titleH
	for i, t := range ts {
		r := render.Rect{X: x0 + rankW + float64(i)*colW, Y: y, W: colW, H: rowH}
		if t.Seat <= junqi.West {
			p.Panel(render.Rect{X: r.X + r.W/2 - 5*k, Y: r.Y + 2, W: 10 * k, H: 4 * k}, 2, junqiboard.SeatColour(t.Seat), nil)
		}
		name := w.Seat(t.Seat)
		if t.Own {
			name = tr.T(i18n.CountYou)
		}
		p.Text(name, size, r, render.AlignCentre, render.TitleColour)
	}
	y += rowH
	for _, c := range []byte(codes) {
		r, _ := junqi.RankOf(c)
		p.Text(w.Piece(c), size, render.Rect{X: x0, Y: y, W: rankW - 6, H: rowH}, render.AlignLeft, render.TextColour)
		for i, t := range ts {
			cell := render.Rect{X: x0 + rankW + float64(i)*colW, Y: y, W: colW, H: rowH}
			if t.Out {
				if c == '9' {
					p.Text(tr.T(i18n.CountOut), size*0.9, cell, render.AlignCentre, render.MutedColour)
				}
				continue
			}
			lo, hi := t.Left(r)
			text, col := fmt.Sprint(lo), render.TextColour
			if lo != hi {
				text = fmt.Sprintf("%d–%d", lo, hi)
			}
			if hi == 0 {
				col = render.MutedColour
			}
			p.Text(text, size*1.05, cell, render.AlignCentre, col)
		}
		y += rowH
		p.Rule(render.Rect{X: x0, Y: y - 1, W: pw - 36, H: 1}, render.RuleColour)
	}
	p.Lines(wrapped, fs, lh, render.Rect{X: x0, Y: y + 6*k, W: pw - 36, H: float64(len(wrapped)) * lh}, render.AlignLeft, render.MutedColour)
	return panel
}
