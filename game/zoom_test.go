package game

import (
	"warboard/game/input"
	"warboard/render/napoleonboard"
)

// boardZoomOf is the zoom of the board on scene sc (nil when it shows none) and a test of
// whether a target names one of its points.
func boardZoomOf(sc Scene) (*boardZoom, func(string) bool) {
	switch s := sc.(type) {
	case *JunqiPlay:
		return &s.g.view.zoom, s.g.view.isPoint
	case *JunqiDeploy:
		return &s.g.view.zoom, s.g.view.isPoint
	case *napoleonScreen:
		g := s.board.geo
		return &s.board.zoom, func(name string) bool {
			_, err := napoleonboard.ParseSquare(name, g.W, g.H)
			return err == nil
		}
	}
	return nil, nil
}

// showOnBoard brings a board point into view before a tap, as a player on a phone does:
// on the zoomed board, when the point is out of view, "Whole board" and then a tap on the
// point, which zooms in there; on the whole board the tap on the point zooms in there.
func (a *testApp) showOnBoard(name string) {
	a.t.Helper()
	bz, isPoint := boardZoomOf(a.scene)
	if bz == nil || !bz.active() || !isPoint(name) {
		return
	}
	if bz.z.Zoomed {
		if a.visible(name) {
			return
		}
		a.idle()
		a.tapAt(a.at(zoomWholeTarget))
	}
	a.idle()
	a.tapAt(a.at(name))
	a.idle()
	if !bz.z.Zoomed || !a.visible(name) {
		a.t.Fatalf("a tap on %s on the whole board did not zoom in on it", name)
	}
}

// tapAt taps a screen point with a finger.
func (a *testApp) tapAt(p input.Point) {
	a.gesture(input.Touch, 1, rawStep{input.Down, p}, rawStep{input.Up, p})
}
