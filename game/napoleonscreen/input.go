package napoleonscreen

import (
	"time"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/napoleonplay"
	"warboard/game/scene"
	"warboard/render"
	"warboard/rules/napoleon"
)

// Update lets a computer side play when it must (not while the game menu is open: its
// turn waits until the person has closed it), then takes the person's events.
func (s *napoleonScreen) Update(events []input.Event) scene.Step {
	busy := false
	if !s.menu.IsOpen() {
		before := s.pic
		acted, b := s.computerTurn()
		if acted {
			s.slide.active = false
			st := s.changed()
			if st.Next == nil && s.pic.Phase == napoleonplay.Play && s.pic.Last.From != napoleon.NoSquare {
				// the computer's piece travels to its square, as a tapped one does, and
				// the cannons it turned swing round
				s.slide = pieceSlide{active: true, from: s.pic.Last.From, to: s.pic.Last.To, start: time.Now()}
				s.swings, s.swingStart = cannonSwings(before, s.pic), time.Now().Add(slideTime)
				s.showSwings() // from where they pointed
			}
			return st
		}
		busy = b
	}
	st := s.update(events)
	st.Busy = st.Busy || busy
	st.Redraw = st.Redraw || s.g.bots.TakeNews() // the hint came: show it now
	return st
}

func (s *napoleonScreen) update(events []input.Event) scene.Step {
	redraw := false
	if handled, st := s.menu.Update(events); handled {
		if st.Next != nil {
			return st
		}
		if s.sessChanged {
			s.sessChanged = false
			return s.changed()
		}
		return st
	} else if st.Redraw {
		redraw = true // the opener's look changed
	}
	tapped, changed := s.bar.Handle(events, render.Rect{})
	redraw = redraw || changed
	if tapped != "" {
		return s.button(tapped)
	}
	events, zoomed := s.handleZoom(events)
	redraw = redraw || zoomed
	for _, e := range events {
		var st scene.Step
		switch e.Kind {
		case input.Tap:
			if s.onControl(e.Pos) {
				continue
			}
			st = s.tap(e.Pos.X, e.Pos.Y)
		case input.DragStart:
			st.Redraw = s.startDrag(e.Start.X, e.Start.Y, e.Pos)
		case input.DragMove:
			if s.drag.active {
				s.drag.x, s.drag.y = e.Pos.X, e.Pos.Y
				st.Redraw = true
			}
		case input.DragEnd:
			if s.drag.active {
				st = s.drop(e.Pos.X, e.Pos.Y)
			}
		case input.Cancelled:
			st.Redraw = s.drag.active
			s.drag.active = false
		}
		if st.Next != nil {
			return st
		}
		redraw = redraw || st.Redraw
	}
	if s.drag.active && s.board.zoom.AutoPan(s.drag.start, input.Point{X: s.drag.x, Y: s.drag.y}) {
		// A piece held near the zoomed board's edge pans it, every tick, moving or not.
		s.board.applyZoom()
		redraw = true
	}
	if s.slide.active {
		redraw = true
		if time.Since(s.slide.start) >= slideTime {
			s.slide.active = false
		}
	}
	if len(s.swings) > 0 {
		s.showSwings()
		redraw = true
	}
	return scene.Step{Redraw: redraw || s.board.Pending()}
}

// onControl reports whether a point is on a button or the menu opener, which handle it.
func (s *napoleonScreen) onControl(p input.Point) bool {
	if r, ok := s.menu.Target("button:gamemenu"); ok && r.Contains(p.X, p.Y) {
		return true
	}
	for _, b := range s.bar {
		if b.Rect.Contains(p.X, p.Y) {
			return true
		}
	}
	return false
}

// act runs one controller call: a refusal is shown under the board and changes nothing,
// anything else is autosaved and may lead to another scene.
func (s *napoleonScreen) act(err error) scene.Step {
	if err != nil {
		s.msg = s.errText(err)
		return scene.Step{Redraw: true}
	}
	s.msg = ""
	return s.changed()
}

// changed follows the session after an action: a new phase gets its own scene (the
// hand-over, the result); otherwise the screen shows the new picture and it is saved.
func (s *napoleonScreen) changed() scene.Step {
	before := s.pic.Phase
	s.refresh()
	if s.pic.Phase != before || s.pic.Phase == napoleonplay.HandOver || s.pic.Phase == napoleonplay.Over {
		return scene.Step{Next: s.g.Scene()}
	}
	s.g.save()
	return scene.Step{Redraw: true}
}

func (s *napoleonScreen) button(name string) scene.Step {
	sess := s.g.sess
	switch name {
	case "button:done":
		return s.act(sess.Done())
	case "button:random":
		return s.act(sess.Random())
	case "button:clear":
		return s.act(sess.Clear())
	case "button:layouts":
		return scene.Step{Next: s.layoutsScreen(), Redraw: true}
	case "button:endturn":
		s.slide.active = false
		return s.act(sess.EndTurn())
	case "button:undo":
		s.slide.active = false
		return s.act(sess.Undo())
	case "button:accept":
		if s.pic.TakeBackAsked {
			by, _, _ := sess.AskedBy()
			st := s.act(sess.AcceptTakeBack())
			if !sess.TakeBackAsked() { // the last yes (Waterloo asks every other army)
				s.msg = s.g.sh.Text.T(i18n.TookBackBy, s.g.seatName(by))
			}
			return st
		}
		return s.act(sess.AcceptDraw())
	case "button:decline":
		_, answering, _ := sess.AskedBy()
		if s.pic.TakeBackAsked {
			st := s.act(sess.RefuseTakeBack())
			s.msg = s.g.sh.Text.T(i18n.TakeBackRefused, s.g.seatName(answering))
			return st
		}
		st := s.act(sess.DeclineDraw())
		s.msg = s.g.sh.Text.T(i18n.OfferDeclined, s.g.seatName(answering))
		return st
	case "button:los":
		s.g.showLOS = !s.g.showLOS
		s.refresh()
		return scene.Step{Redraw: true}
	}
	return scene.Step{}
}

// trayAt is the reserve item under a point, with pieces left.
func (s *napoleonScreen) trayAt(x, y float64) (napoleon.Kind, bool) { return s.tray.At(x, y) }

// tap: a reserve item picks its kind (again: unpicks it), a facing handle turns the
// selected cannon, a square goes to the controller.
func (s *napoleonScreen) tap(x, y float64) scene.Step {
	sess := s.g.sess
	if k, ok := s.trayAt(x, y); ok {
		if k == s.pic.ReservePick {
			k = napoleon.NoKind
		}
		return s.act(sess.PickReserve(k))
	}
	if s.handles() {
		if f, ok := s.board.geo.FacingHandleAt(s.pic.Selected, x, y); ok {
			return s.act(sess.TurnCannon(s.pic.Selected, napoleon.Dir(f)))
		}
	}
	q, ok := s.board.squareAt(x, y)
	if !ok {
		return scene.Step{}
	}
	moved := s.pic.Moved
	st := s.act(sess.Tap(q))
	if st.Next == nil && s.pic.Phase == napoleonplay.Play && s.pic.Moved && !moved {
		s.slide = pieceSlide{active: true, from: s.pic.Last.From, to: s.pic.Last.To, start: time.Now()}
	}
	return st
}

// startDrag picks up a reserve piece, or a piece the player may move, under the finger.
func (s *napoleonScreen) startDrag(x0, y0 float64, at input.Point) bool {
	s.drag = pieceDrag{x: at.X, y: at.Y, start: input.Point{X: x0, Y: y0}}
	pic := s.pic
	if k, ok := s.trayAt(x0, y0); ok {
		face := napoleon.DirN
		if pic.Seat == napoleon.North {
			face = napoleon.DirS
		}
		s.drag.active, s.drag.fromTray, s.drag.kind = true, true, k
		s.drag.piece = napoleonplay.Piece{Present: true, Side: pic.Seat, Kind: k, Facing: face}
		return true
	}
	q, ok := s.board.squareAt(x0, y0)
	if !ok || !s.own(q) {
		return false
	}
	s.drag.active, s.drag.from, s.drag.piece = true, q, pic.Pieces[q]
	return true
}

// own reports whether the player may pick up the piece on q.
func (s *napoleonScreen) own(q napoleon.Square) bool {
	pic := &s.pic
	if !pic.Pieces[q].Present {
		return false
	}
	return (pic.Phase == napoleonplay.SetUp && pic.Pieces[q].Side == pic.Seat) ||
		(pic.Phase == napoleonplay.Play && pic.Pieces[q].Side == pic.ToMove && !pic.Moved)
}

// handleZoom takes the zoom's gestures (its button, a tap on the whole board, a pan, a
// wheel) out of events. A drag from the player's piece moves it; a tap on a facing handle
// turns the cannon even on the whole board (the handles are finger-sized there too).
func (s *napoleonScreen) handleZoom(events []input.Event) ([]input.Event, bool) {
	own := func(x, y float64) bool {
		q, ok := s.board.squareAt(x, y)
		return ok && s.own(q)
	}
	acts := func(x, y float64) bool {
		if !s.handles() {
			return false
		}
		_, ok := s.board.geo.FacingHandleAt(s.pic.Selected, x, y)
		return ok
	}
	// A tap on one's own piece on the whole board zooms in there and picks the piece at
	// once: on a giant board a move is two taps (the piece, its square), not three.
	pick, via := napoleon.NoSquare, input.Event{}
	if s.board.zoom.Active() && s.board.zoom.Z.Overview() {
		for _, e := range events {
			if e.Kind != input.Tap || acts(e.Pos.X, e.Pos.Y) || s.board.zoom.OnButton(e.Start) {
				continue
			}
			if q, ok := s.board.squareAt(e.Pos.X, e.Pos.Y); ok && s.own(q) {
				pick, via = q, e
			}
		}
	}
	rest, moved, redraw := s.board.zoom.Handle(events, own, acts)
	if moved {
		s.board.applyZoom()
	}
	if pick != napoleon.NoSquare && s.board.zoom.ShowsZoomed() {
		x, y := s.board.geo.Centre(pick)
		if q, ok := s.board.squareAt(x, y); ok && q == pick { // in view once zoomed
			via.Pos, via.Start = input.Point{X: x, Y: y}, input.Point{X: x, Y: y}
			rest = append(rest, via)
		}
	}
	return rest, redraw
}

// drop puts the dragged piece down: on a square (placed, moved or swapped by the
// controller), or, in the set-up, anywhere off the board back into the reserve.
func (s *napoleonScreen) drop(x, y float64) scene.Step {
	d := s.drag
	s.drag.active = false
	sess := s.g.sess
	q, onBoard := s.board.squareAt(x, y)
	switch {
	case d.fromTray && onBoard:
		return s.act(sess.PlaceFromReserve(d.kind, q))
	case d.fromTray:
		return scene.Step{Redraw: true}
	case onBoard:
		return s.act(sess.Drag(d.from, q))
	case s.pic.Phase == napoleonplay.SetUp:
		return s.act(sess.RemoveToReserve(d.from))
	}
	return scene.Step{Redraw: true}
}
