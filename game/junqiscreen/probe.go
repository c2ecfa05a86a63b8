package junqiscreen

import (
	"warboard/game/junqiplay"
	"warboard/game/menu"
	"warboard/game/scene"
	"warboard/game/widget"
	"warboard/render"
	"warboard/render/junqiboard"
	"warboard/render/junqipic"
	"warboard/rules/junqi"
)

// Probe looks into the Junqi game behind a screen, for the app's tests and tools: the
// controller, what the board shows and how, and the words the screens use. It is live (it
// follows the game as it goes on) and changes nothing but a move's slide.
type Probe struct{ g *junqiGame }

// ProbeOf is the probe of a Junqi deployment or play screen; ok is false for any other.
func ProbeOf(s scene.Scene) (p *Probe, ok bool) {
	switch s := s.(type) {
	case *JunqiDeploy:
		return &Probe{s.g}, true
	case *JunqiPlay:
		return &Probe{s.g}, true
	}
	return nil, false
}

// Session is the play controller.
func (p *Probe) Session() *junqiplay.Session { return p.g.sess }

// Picture is the controller's picture the board shows.
func (p *Probe) Picture() junqiplay.Picture { return p.g.view.pic }

// Drawn is the scene the board renderer draws: the picture's own.
func (p *Probe) Drawn() junqipic.Scene { return p.g.view.pic.Scene }

// Feedback is the controller's answer to the last action.
func (p *Probe) Feedback() junqiplay.Feedback { return p.g.fb }

// Sliding reports a move still sliding into place.
func (p *Probe) Sliding() bool { return p.g.view.Sliding() }

// IsPoint reports whether name names a point of the board.
func (p *Probe) IsPoint(name string) bool { return p.g.view.isPoint(name) }

// Geometry is the board as drawn and hit; Base is the zoomed board at the zoom's origin.
func (p *Probe) Geometry() *junqiboard.Geometry { return &p.g.view.geo }

// Base is the zoomed board laid out at the zoom's origin, before the pan.
func (p *Probe) Base() *junqiboard.Geometry { return &p.g.view.base }

// Zoom is the board's zoom.
func (p *Probe) Zoom() *widget.BoardZoom { return &p.g.view.zoom }

// ZoomState is the zoom's state: factor, pan, area.
func (p *Probe) ZoomState() *render.Zoom { return &p.g.view.zoom.Z }

// SeatName is a seat's name as the screens write it.
func (p *Probe) SeatName(x junqi.Seat) string { return p.g.name(x) }

// NoteText and FeedbackText are the screens' words for a controller's answer.
func (p *Probe) NoteText(fb junqiplay.Feedback, pic junqiplay.Picture) string {
	return p.g.noteText(fb, pic)
}

// FeedbackText is the feedback line's words for fb.
func (p *Probe) FeedbackText(fb junqiplay.Feedback, pic junqiplay.Picture) string {
	return p.g.feedbackText(fb, pic)
}

// SideText is the side panel of pic with at most moves moves, as plain lines.
func (p *Probe) SideText(pic junqiplay.Picture, moves int) string {
	return widget.SideText(p.g.junqiSideRows(pic, moves))
}

// SidePanel is where the play screen puts its side panel (empty without room).
func (s *JunqiPlay) SidePanel() render.Rect { return s.frame.side }

// GameMenu is the screen's in-game menu.
func (s *JunqiPlay) GameMenu() *menu.GameMenu { return s.menu }

// PointAt is the board point under a screen point.
func (p *Probe) PointAt(x, y float64) (junqi.Point, bool) { return p.g.view.pointAt(x, y) }

// ApplyZoom lays the board out again after a test moved the zoom's pan itself.
func (p *Probe) ApplyZoom() { p.g.view.applyZoom() }

// Redraws counts the board's full redraws (a pan must not redraw it).
func (p *Probe) Redraws() int { return p.g.view.r.Redraws }

// DragFrom is the point whose piece a finger holds (NoPoint none).
func (p *Probe) DragFrom() junqi.Point { return p.g.view.dragFrom }

// Naval reports whether the board draws the 海战棋 set.
func (p *Probe) Naval() bool { return p.g.view.r.Naval }

// PieceName is a rank code's name as the screens write it (side panel, count panel).
func (p *Probe) PieceName(code string) string { return p.g.pieceName(code, "") }

// MarkLabel is a guess's short label on the board and in the chooser.
func (p *Probe) MarkLabel(code byte) string { return p.g.markLabels()[code] }
