package napoleonscreen

import (
	"warboard/game/napoleonplay"
	"warboard/game/scene"
	"warboard/game/widget"
	"warboard/render"
	"warboard/render/napoleonboard"
	"warboard/rules/napoleon"
)

// Probe looks into a Napoleon screen, for the app's tests and tools: the controller's
// picture, the board as drawn and its zoom. It is live and changes nothing but a slide.
type Probe struct{ s *napoleonScreen }

// ProbeOf is the probe of a Napoleon board screen; ok is false for any other scene.
func ProbeOf(sc scene.Scene) (p *Probe, ok bool) {
	if s, ok := sc.(*napoleonScreen); ok {
		return &Probe{s}, true
	}
	return nil, false
}

// Session is the play controller.
func (p *Probe) Session() *napoleonplay.Session { return p.s.g.sess }

// Picture is the controller's picture the screen shows.
func (p *Probe) Picture() napoleonplay.Picture { return p.s.pic }

// Message is the last refusal shown under the board ("" none).
func (p *Probe) Message() string { return p.s.msg }

// Geometry is the board as drawn and hit.
func (p *Probe) Geometry() *napoleonboard.Geometry { return &p.s.board.geo }

// Zoom is the board's zoom.
func (p *Probe) Zoom() *widget.BoardZoom { return &p.s.board.zoom }

// ZoomState is the zoom's state: factor, pan, area.
func (p *Probe) ZoomState() *render.Zoom { return &p.s.board.zoom.Z }

// Pending reports board art still being made.
func (p *Probe) Pending() bool { return p.s.board.Pending() }

// StopSlide puts a sliding piece on its square at once (a screenshot of the move made).
func (p *Probe) StopSlide() { p.s.slide.active = false }

// Tray is the set-up's reserve on screen: each kind, how many are left and where.
func (p *Probe) Tray() []TrayItem {
	out := make([]TrayItem, len(p.s.tray.Items))
	for i, it := range p.s.tray.Items {
		out[i] = TrayItem{Kind: it.Kind, Count: it.Count, Rect: it.Rect}
	}
	return out
}

// TrayItem is one kind of the reserve as the tray shows it.
type TrayItem struct {
	Kind  napoleon.Kind
	Count int
	Rect  render.Rect
}

// SquareAt is the square under a screen point.
func (p *Probe) SquareAt(x, y float64) (napoleon.Square, bool) { return p.s.board.squareAt(x, y) }

// HintText is what the line under the board says of the hint ("" when none shows).
func (p *Probe) HintText() string { return p.s.hintText() }

// Line is the line under the board: the last refusal or message, else what to do now.
func (p *Probe) Line() string {
	text, _ := p.s.hint()
	return text
}
