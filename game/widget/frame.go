package widget

import (
	"image/color"
	"math"

	"warboard/game/i18n"
	"warboard/render"
)

// Type sizes and spacing of the menus, in logical pixels, before uiScale.
const (
	LabelSize = 17.0
	HelpSize  = 14.0
	TitleSize = 22.0
	barH      = 60.0 // the top bar: Back and the screen's title
	footH     = 76.0 // the bottom bar holding the main action
)

// UIScale grows the menus a little on tablets and desktops, where there is room and the
// screen is farther from the eyes.
func UIScale(v render.View) float64 { return Clamp(math.Min(v.W, v.H)/380, 1, 1.2) }

func Clamp(x, lo, hi float64) float64 { return math.Max(lo, math.Min(hi, x)) }

// Margin is the empty border kept round every menu.
func Margin(v render.View) float64 { return Clamp(math.Min(v.W, v.H)*0.04, 10, 32) }

// Frame places a menu screen: a top bar with Back and the title, the body under it, and an
// optional bottom bar for the main action. The body is one centred column, never wider than
// reads well.
type Frame struct {
	K         float64 // uiScale
	Back      render.Rect
	Title     render.Rect
	TitleSize float64
	Body      render.Rect // the column between the bars
	Foot      render.Rect // the main action's button; zero without a bottom bar
	FootBar   render.Rect // the whole bottom bar, full width
}

// NewFrame lays out a screen; foot is the main action's label, "" for none. A short
// screen (a phone on its side) puts the main action at the right of the top bar instead,
// leaving the height to the list.
func NewFrame(v render.View, fonts *render.Fonts, p *i18n.Printer, foot string) Frame {
	k := UIScale(v)
	m := Margin(v)
	colW := math.Min(v.W-2*m, 680*k)
	x := (v.W - colW) / 2
	var f Frame
	f.K = k
	backW := math.Max(88, fonts.Width(backLabel(p), LabelSize*k)+36)
	bar := barH * k
	f.Back = render.Rect{X: x, Y: m/2 + (bar-48)/2, W: backW, H: 48}
	f.TitleSize = TitleSize * k
	f.Title = render.Rect{X: x + backW + 14, Y: m / 2, W: colW - backW - 14, H: bar}
	top := m/2 + bar
	bottom := v.H
	if foot != "" && v.H < 480 {
		bw := math.Max(140, fonts.Width(foot, 20*k)+48)
		f.Foot = render.Rect{X: x + colW - bw, Y: f.Back.Y, W: bw, H: 48}
		f.Title.W -= bw + 14
	} else if foot != "" {
		fh := footH * k
		f.FootBar = render.Rect{X: 0, Y: v.H - fh, W: v.W, H: fh}
		bw := math.Min(colW, 420*k)
		f.Foot = render.Rect{X: (v.W - bw) / 2, Y: v.H - fh + (fh-56)/2, W: bw, H: 56}
		bottom = f.FootBar.Y
	}
	f.Body = render.Rect{X: x, Y: top, W: colW, H: bottom - top}
	return f
}

func backLabel(p *i18n.Printer) string { return "‹  " + p.T(i18n.Back) }

func (f Frame) BackButton(p *i18n.Printer) *Button {
	return &Button{Name: "button:back", Label: backLabel(p), Rect: f.Back, Size: LabelSize * f.K}
}

// DrawBars paints the title and the bottom bar's background; buttons draw themselves.
func (f Frame) DrawBars(p render.Painter, title string) {
	p.Text(title, f.TitleSize, f.Title, render.AlignLeft, render.TitleColour)
	if f.FootBar.H > 0 {
		p.Panel(f.FootBar, 0, render.PanelFill, nil)
		p.Rule(f.FootBar, render.RuleColour)
	}
}

// DrawModal dims the whole screen and draws a panel over it: the ground of a menu or a
// question shown over a screen that waits.
func DrawModal(p render.Painter, panel render.Rect) {
	p.Panel(p.View.Bounds(), 0, color.RGBA{0x08, 0x0e, 0x0b, 0xc0}, nil)
	p.Panel(panel, 14, render.PanelFill, render.ButtonBorder)
}
