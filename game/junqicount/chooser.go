package junqicount

import (
	"strings"

	"warboard/game/i18n"
	"warboard/game/junqiplay"
	"warboard/game/widget"
	"warboard/render"
)

// The marks' chooser (标记): the guesses a person may put on a piece whose rank its seat
// does not know, beside that piece. The game at a device and an online room open the same.

// MarkChooser is the chooser of guesses for the piece on the point named point: one
// choice a code of codes ("mark:9"; '?' is Watch), labelled by labels, cur the mark in
// force (0: none), then Clear ("mark:clear").
func MarkChooser(p *i18n.Printer, labels map[byte]string, codes string, naval bool, cur byte, point string) *widget.Chooser {
	var items []widget.ChooserItem
	for i := 0; i < len(codes); i++ {
		c := codes[i]
		sub := p.T(i18n.MarkWatch)
		if k, ok := i18n.JunqiPieceIn(c, naval); ok && c != '?' {
			sub = p.T(k)
		}
		items = append(items, widget.ChooserItem{Name: "mark:" + string(c), Label: labels[c], Sub: sub, Selected: c == cur})
	}
	items = append(items, widget.ChooserItem{Name: "mark:clear", Label: p.T(i18n.MarkClear)})
	return widget.NewChooser(p.T(i18n.MarkTitle, point), items)
}

// LayoutChooser places the chooser c beside anchor (its piece's tile) on view v.
func LayoutChooser(c *widget.Chooser, fonts *render.Fonts, anchor render.Rect, v render.View) {
	k := widget.UIScale(v)
	cols := 5
	if v.W < 420 {
		cols = 4
	}
	// A small line is never shrunk under render.MinTextSize (it wraps): its longest word
	// must fit a cell ("Commandant"), with the button's side margins.
	c.MinCell = 0
	for _, b := range c.Buttons {
		for _, w := range strings.Fields(b.Sub) {
			c.MinCell = max(c.MinCell, fonts.Width(w, max(11*k, render.MinTextSize))*1.04+12)
		}
	}
	c.Layout(anchor, v.Bounds(), cols, k)
	for _, b := range c.Buttons {
		if b.Name == "mark:clear" {
			b.Size = 15 * k
		}
	}
}

// MarkLabels are the marks' short labels in the player's language, by code
// (junqiplay.MarkCodes, and 三打一's A T R).
func MarkLabels(p *i18n.Printer, naval bool) map[byte]string {
	f := strings.Fields(p.T(i18n.JunqiMarkLabels(naval)))
	out := map[byte]string{}
	for i := 0; i < len(junqiplay.MarkCodes) && i < len(f); i++ {
		out[junqiplay.MarkCodes[i]] = f[i]
	}
	k := i18n.SandayiMarkLabels // 三打一's 元帅 堡垒 导弹
	if naval {
		k = i18n.NavalSandayiMarkLabels
	}
	for i, l := range strings.Fields(p.T(k)) {
		if i < 3 {
			out["ATR"[i]] = l
		}
	}
	return out
}
