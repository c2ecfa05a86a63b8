package onlinescreen

import (
	"strconv"
	"strings"

	"warboard/game/input"
	"warboard/game/online/seatview"
	"warboard/game/widget"
	"warboard/render"
	"warboard/render/junqiboard"
	"warboard/render/junqipic"
	"warboard/rules/junqi"
)

// junqiZoom is the zoom of a Junqi room's board, as at the device (game/junqiscreen's
// view): where its points would be closer than a finger (the four-country board, and
// 三打一's, on a phone) it shows zoomed, with widget.BoardZoom's button above it ("Whole
// board" / "Zoom in"); a tap on the whole board zooms in there, a drag pans. The view turns
// to the seat's own area when its deployment (its whole deployment region where that fits)
// or its turn starts, and once on the first state of a seat that has neither yet. Taps on
// points act on the board as drawn (Room.geo), zoomed or whole.
type junqiZoom struct {
	zoom    widget.BoardZoom
	base    junqiboard.Geometry // the zoomed board laid out at the zoom's origin
	whole   junqiboard.Geometry // the whole board in the zoom's area
	focused bool                // the view has turned to the seat once

	// path is the last move sliding in along its way (as at the device), tick its frames;
	// nil when nothing slides.
	path []junqi.Point
	tick int

	// held is the point of a piece a finger carries (NoPoint: none), at where the finger is,
	// start where it went down.
	held      junqi.Point
	at, start input.Point
}

// junqiSlide starts the move a new state brought sliding in; prev is the board before it
// (had: there was one). A state that brings no new move leaves a slide running.
func (s *Room) junqiSlide(prev *junqipic.Scene, had bool) {
	if !had || s.c.Last.Phase == "deploy" {
		return
	}
	if p := seatview.SlidePath(junqi.BoardOf(s.game.Board), prev, &s.j.Scene); p != nil {
		s.jz.path, s.jz.tick = p, 0
		if len(p) > 2 {
			s.j.Scene.Path = p // the railway run stays drawn, as at a device
		}
	}
}

// junqiTick runs a slide a frame on, and pans a zoomed board while a carried piece is held
// near its edge; it reports whether to draw again.
func (s *Room) junqiTick() bool {
	if s.jz.held != junqi.NoPoint && s.jz.zoom.AutoPan(s.jz.start, s.jz.at) {
		s.junqiApplyZoom()
		return true
	}
	if s.jz.path == nil {
		return false
	}
	s.jz.tick++
	if s.jz.tick >= junqiboard.SlideTicks {
		s.jz.path = nil
	}
	return true
}

// drawJunqi draws the Junqi board, the sliding piece off its point and drawn along its way.
func (s *Room) drawJunqi(p render.Painter) {
	sc := &s.j.Scene
	var pc junqipic.Piece
	to := junqi.NoPoint
	switch n := len(s.jz.path); {
	case s.jz.held != junqi.NoPoint:
		to = s.jz.held
	case n > 0:
		to = s.jz.path[n-1]
	}
	if to != junqi.NoPoint {
		pc, sc.Pieces[to] = sc.Pieces[to], junqipic.Piece{}
	}
	s.r.Draw(p.Dst, p.View, &s.geo, sc)
	if to != junqi.NoPoint {
		sc.Pieces[to] = pc
	}
	s.jz.zoom.Draw(p)
	switch {
	case to == junqi.NoPoint:
	case s.jz.held != junqi.NoPoint:
		s.r.DrawPiece(p.Dst, p.View, &s.geo, pc, sc.ShowRankNumbers, s.jz.at.X, s.jz.at.Y)
	default:
		if x, y, ok := s.geo.SlideAt(s.jz.path, s.jz.tick); ok {
			s.r.DrawPiece(p.Dst, p.View, &s.geo, pc, sc.ShowRankNumbers, x, y)
		}
	}
}

// JunqiSliding is the way of the move sliding in on a Junqi room's board, its points'
// names joined by "-" ("" none).
func (s *Room) JunqiSliding() string {
	b := junqi.BoardOf(s.game.Board)
	var names []string
	for _, q := range s.jz.path {
		names = append(names, b.Name(q))
	}
	return strings.Join(names, "-")
}

// junqiLayout lays the Junqi board out in r with bottom's area at the bottom, zoomed or
// whole, into s.geo.
func (s *Room) junqiLayout(r render.Rect, bottom junqi.Seat, v render.View) {
	jz, k := &s.jz, s.game.Board
	if s.nap != nil || s.hand.on { // no Junqi board drawn: Napoleon's own, 三打一's bidding
		s.geo = junqiboard.Layout(k, bottom, r)
		return
	}
	jz.zoom.Enable(s.sh.Fonts, s.sh.Text, s.k)
	deploying := s.c.Last.Phase == "deploy" && s.dep != nil
	whole := junqiboard.Layout(k, bottom, r)
	jz.zoom.Layout(r, whole.Cells(), func(in render.Rect) {
		jz.whole, jz.base = junqiboard.ZoomLayout(k, bottom, in, v.Scale, &jz.zoom.Z)
		if deploying {
			jz.base = junqiboard.DeployZoom(&jz.whole, &jz.base, s.dep.Seat, &s.j.Scene, &jz.zoom.Z)
		}
	}, s.junqiFocus)
	s.junqiApplyZoom()
}

// junqiApplyZoom sets the geometry drawn and hit: the whole board, or the zoomed one panned
// and clipped to its area.
func (s *Room) junqiApplyZoom() {
	s.geo = s.jz.whole
	if s.jz.zoom.ShowsZoomed() {
		s.geo = s.jz.base.Panned(&s.jz.zoom.Z)
	}
}

// junqiFocus turns the zoomed board to the seat's own area at its deployment and at each
// of its turns, and once for a seat that waits (a spectator: the middle of the board).
func (s *Room) junqiFocus() {
	jz, st := &s.jz, s.c.Last
	var key string
	switch {
	case s.mineNow() && st.Phase == "deploy":
		key = "deploy"
	case s.mineNow() && st.Phase == "move":
		key = "move " + strconv.Itoa(st.Ply)
	case !jz.focused && s.hasView:
		key = "watch"
	default:
		return
	}
	jz.focused = true
	seat := s.j.Seat
	if s.c.Seat == "" {
		seat = junqi.NoSeat
	}
	r := jz.base.FocusArea(seat, st.Phase == "deploy", &s.j.Scene, &jz.zoom.Z)
	x, y := r.Centre()
	o := jz.zoom.Z.Origin()
	jz.zoom.Focus(key, x-o.X, y-o.Y)
}

// junqiZoomEvents takes the zoom's gestures out of events (its button, a tap on the whole
// board, a pan): a drag pans unless it starts on a piece the seat may carry.
func (s *Room) junqiZoomEvents(events []input.Event) ([]input.Event, bool) {
	if s.nap != nil || s.hand.on || !s.hasView || s.bad != nil {
		return events, false
	}
	own := func(x, y float64) bool {
		_, ok := s.junqiHoldable(x, y)
		return ok
	}
	rest, moved, redraw := s.jz.zoom.Handle(events, own, nil)
	if moved {
		s.junqiApplyZoom()
		s.layoutChooser()
	}
	return rest, redraw
}

// junqiHoldable is the point of the piece under x, y a finger may pick up and carry, as
// at the device: one's own while deploying, one's own that can move (not only flip) at
// one's turn.
func (s *Room) junqiHoldable(x, y float64) (junqi.Point, bool) {
	p, ok := s.geo.PointAt(x, y)
	if !ok || !s.boardR.Contains(x, y) {
		return p, false
	}
	pc := s.j.Scene.Pieces[p]
	switch {
	case s.editing():
		return p, pc.Present && pc.Seat == s.dep.Seat
	case !s.mineNow() || s.c.Last.Phase != "move" || s.waiting:
		return p, false
	}
	for _, tok := range s.j.From(p) {
		if !strings.HasPrefix(tok, "@") {
			return p, true
		}
	}
	return p, false
}

// junqiDrag is one event of a piece carried by a finger: dropped on another point it acts
// as the two taps would (a swap while deploying, a move or attack at one's turn); dropped
// off the board or where it was, it goes back. It reports whether it took the event.
func (s *Room) junqiDrag(e input.Event) bool {
	jz := &s.jz
	switch e.Kind {
	case input.DragStart:
		p, ok := s.junqiHoldable(e.Start.X, e.Start.Y)
		if !ok {
			return false
		}
		jz.held, jz.at, jz.start, jz.path = p, e.Pos, e.Start, nil
		return true
	case input.DragMove:
		if jz.held == junqi.NoPoint {
			return false
		}
		jz.at = e.Pos
		return true
	case input.DragEnd:
		from := jz.held
		if from == junqi.NoPoint {
			return false
		}
		jz.held = junqi.NoPoint
		to, ok := s.geo.PointAt(e.Pos.X, e.Pos.Y)
		if !ok || to == from || !s.boardR.Contains(e.Pos.X, e.Pos.Y) {
			return true
		}
		if s.editing() {
			s.depSel = from
		} else {
			s.j.Select(from)
		}
		s.tap(to)
		return true
	case input.Cancelled:
		if jz.held == junqi.NoPoint {
			return false
		}
		jz.held = junqi.NoPoint
		return true
	}
	return false
}

// junqiTarget is the zoom's button by its name of the moment, or a point's tile while it
// shows.
func (s *Room) junqiTarget(name string) (render.Rect, bool) {
	if r, ok := s.jz.zoom.Target(name); ok && !s.hand.on {
		return r, true
	}
	return s.geo.Target(name)
}

// BoardZoom is a Junqi room's board zoom and which names are its points, for scripted taps
// that bring a point into view first (game/gametest); nil in a Napoleon room.
func (s *Room) BoardZoom() (*widget.BoardZoom, func(string) bool) {
	if s.nap != nil {
		return nil, nil
	}
	return &s.jz.zoom, func(name string) bool {
		_, ok := junqi.BoardOf(s.game.Board).PointByName(name)
		return ok && s.hasView
	}
}
