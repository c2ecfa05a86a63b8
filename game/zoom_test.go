package game

import (
	"warboard/game/input"
	"warboard/game/junqiscreen"
	"warboard/game/napoleonscreen"
	"warboard/game/scene"
	"warboard/game/widget"
	"warboard/render/napoleonboard"
	"warboard/rules/napoleon"
)

// boardZoomOf is the zoom of the board on scene sc (nil when it shows none) and a test of
// whether a target names one of its points.
func boardZoomOf(sc scene.Scene) (*widget.BoardZoom, func(string) bool) {
	if j, ok := junqiscreen.ProbeOf(sc); ok {
		return j.Zoom(), j.IsPoint
	}
	if n, ok := napoleonscreen.ProbeOf(sc); ok {
		g := n.Geometry()
		return n.Zoom(), func(name string) bool {
			_, err := napoleonboard.ParseSquare(name, g.W, g.H)
			return err == nil
		}
	}
	return nil, nil
}

// showOnBoard brings a board point into view before a tap, as a player on a phone does:
// on the zoomed board, when the point is out of view, "Whole board" and then a tap on the
// point, which zooms in there; on the whole board the tap on the point zooms in there.
//
// It reports whether that tap also acted on the point: on a Napoleon board a tap on one's own
// piece on the whole board zooms in and picks the piece, so tapping it again would put it down.
func (a *testApp) showOnBoard(name string) (acted bool) {
	a.t.Helper()
	bz, isPoint := boardZoomOf(a.scene)
	if bz == nil || !bz.Active() || !isPoint(name) {
		return false
	}
	if bz.Z.Zoomed {
		if a.visible(name) {
			return false
		}
		a.idle()
		a.tapAt(a.at(widget.ZoomWholeTarget))
	}
	var before napoleon.Square = napoleon.NoSquare
	if nb, ok := napoleonOf(a); ok {
		before = nb.Picture().Selected
	}
	a.idle()
	a.tapAt(a.at(name))
	a.idle()
	if !bz.Z.Zoomed || !a.visible(name) {
		a.t.Fatalf("a tap on %s on the whole board did not zoom in on it", name)
	}
	if nb, ok := napoleonOf(a); ok {
		pic := nb.Picture()
		q, err := (napoleon.Board{W: pic.W, H: pic.H}).ParseSquare(name)
		return err == nil && pic.Selected == q && before != q
	}
	return false
}

// tapAt taps a screen point with a finger.
func (a *testApp) tapAt(p input.Point) {
	a.gesture(input.Touch, 1, rawStep{input.Down, p}, rawStep{input.Up, p})
}
