package game

import (
	"math"
	"unicode"
	"unicode/utf8"

	"warboard/game/i18n"
	"warboard/render"
)

// Type sizes and spacing of the menus, in logical pixels, before uiScale.
const (
	labelSize = 17.0
	helpSize  = 14.0
	titleSize = 22.0
	barH      = 60.0 // the top bar: Back and the screen's title
	footH     = 76.0 // the bottom bar holding the main action
)

// uiScale grows the menus a little on tablets and desktops, where there is room and the
// screen is farther from the eyes.
func uiScale(v render.View) float64 { return clampF(math.Min(v.W, v.H)/380, 1, 1.2) }

func clampF(x, lo, hi float64) float64 { return math.Max(lo, math.Min(hi, x)) }

// margin is the empty border kept round every menu.
func margin(v render.View) float64 { return clampF(math.Min(v.W, v.H)*0.04, 10, 32) }

// frame places a menu screen: a top bar with Back and the title, the body under it, and an
// optional bottom bar for the main action. The body is one centred column, never wider than
// reads well.
type frame struct {
	k         float64 // uiScale
	back      render.Rect
	title     render.Rect
	titleSize float64
	body      render.Rect // the column between the bars
	foot      render.Rect // the main action's button; zero without a bottom bar
	footBar   render.Rect // the whole bottom bar, full width
}

// newFrame lays out a screen; foot is the main action's label, "" for none. A short
// screen (a phone on its side) puts the main action at the right of the top bar instead,
// leaving the height to the list.
func newFrame(v render.View, fonts *render.Fonts, p *i18n.Printer, foot string) frame {
	k := uiScale(v)
	m := margin(v)
	colW := math.Min(v.W-2*m, 680*k)
	x := (v.W - colW) / 2
	var f frame
	f.k = k
	backW := math.Max(88, fonts.Width(backLabel(p), labelSize*k)+36)
	bar := barH * k
	f.back = render.Rect{X: x, Y: m/2 + (bar-48)/2, W: backW, H: 48}
	f.titleSize = titleSize * k
	f.title = render.Rect{X: x + backW + 14, Y: m / 2, W: colW - backW - 14, H: bar}
	top := m/2 + bar
	bottom := v.H
	if foot != "" && v.H < 480 {
		bw := math.Max(140, fonts.Width(foot, 20*k)+48)
		f.foot = render.Rect{X: x + colW - bw, Y: f.back.Y, W: bw, H: 48}
		f.title.W -= bw + 14
	} else if foot != "" {
		fh := footH * k
		f.footBar = render.Rect{X: 0, Y: v.H - fh, W: v.W, H: fh}
		bw := math.Min(colW, 420*k)
		f.foot = render.Rect{X: (v.W - bw) / 2, Y: v.H - fh + (fh-56)/2, W: bw, H: 56}
		bottom = f.footBar.Y
	}
	f.body = render.Rect{X: x, Y: top, W: colW, H: bottom - top}
	return f
}

func backLabel(p *i18n.Printer) string { return "‹  " + p.T(i18n.Back) }

func (f frame) backButton(p *i18n.Printer) *button {
	return &button{name: "button:back", label: backLabel(p), rect: f.back, size: labelSize * f.k}
}

// drawBars paints the title and the bottom bar's background; buttons draw themselves.
func (f frame) drawBars(p render.Painter, title string) {
	p.Text(title, f.titleSize, f.title, render.AlignLeft, render.TitleColour)
	if f.footBar.H > 0 {
		p.Panel(f.footBar, 0, render.PanelFill, nil)
		p.Rule(f.footBar, render.RuleColour)
	}
}

// sentences joins two sentences: with a space, but none after Chinese full-width
// punctuation, which carries its own space ("双方议和。过中线……").
// fullStop ends s with the language's full stop ("。" in Chinese).
func fullStop(p *i18n.Printer, s string) string {
	if p.Lang() == i18n.Zh {
		return s + "。"
	}
	return s + "."
}

func sentences(a, b string) string {
	r, _ := utf8.DecodeLastRuneInString(a)
	if r >= 0x3000 && r <= 0x303f || r >= 0xff00 && r <= 0xffef || unicode.Is(unicode.Han, r) {
		return a + b
	}
	return a + " " + b
}
