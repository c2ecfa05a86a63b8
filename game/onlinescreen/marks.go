package onlinescreen

import (
	"strings"
	"time"

	"warboard/game/input"
	"warboard/game/junqicount"
	"warboard/game/junqiplay"
	"warboard/game/junqiscreen"
	"warboard/game/online/seatview"
	"warboard/game/widget"
	"warboard/render"
	"warboard/rules/junqi"
)

// Marks (标记) in a room, as at a device: a long press (touch) or a right click (mouse) on a
// piece whose rank the seat does not know opens a chooser of guesses beside it; the guess
// shows on the piece, on this device only. They are kept per room on the device
// ("online-marks-CODE"), so a reload keeps them; they never go to the server. Following
// them is seatview.Marks's.

// marking is the room's marks and the gesture that sets them.
type marking struct {
	room    string // the room whose marks are loaded
	marks   seatview.Marks
	loaded  bool
	armed   bool // a press rests on a markable piece
	point   junqi.Point
	since   time.Time     // when the press began (the door's clock)
	pressAt time.Duration // … and by the events' clock
	swallow bool          // the long press opened the chooser: the rest of its gesture is dropped
	byClock bool          // the ticks' clock opened it, before the release's own time was known
	chooser *widget.Chooser
	at      junqi.Point
}

func marksKey(room string) string { return "online-marks-" + room }

// canMark reports whether marks are set now: in play, on a board read from the server.
func (s *Room) canMark() bool {
	ph := s.c.Last.Phase
	return s.hasView && s.bad == nil && s.nap == nil && (ph == "move" || ph == "draw" || ph == "takeback") // Napoleon hides nothing
}

// followMarks brings the room's marks to its last state and shows them (rebuild calls it).
func (s *Room) followMarks() {
	m := &s.more.mk
	if m.room != s.c.Room || !m.loaded {
		m.room, m.loaded, m.marks = s.c.Room, true, seatview.Marks{}
		if b, err := s.sh.Store.Load(marksKey(s.c.Room)); err == nil {
			if got, err := seatview.ParseMarks(s.game.Board, string(b), junqiplay.ValidMark); err == nil {
				m.marks = got
			}
		}
	}
	if s.r.MarkLabel == nil {
		s.r.MarkLabel = func(code byte) string { return s.markLabels()[code] }
	}
	if s.c.Last.Phase == "over" {
		if len(m.marks.At) > 0 {
			m.marks = seatview.Marks{}
			s.sh.Store.Remove(marksKey(s.c.Room)) // the end shows every piece
		}
		return
	}
	if m.marks.Follow(&s.j, s.game.Board, s.c.History) {
		s.saveMarks()
	}
	m.marks.Show(&s.j.Scene)
}

func (s *Room) saveMarks() {
	if s.c.Room != "" {
		s.sh.Store.Save(marksKey(s.c.Room), []byte(s.more.mk.marks.String(s.game.Board))) // a mark not kept is no harm
	}
}

// markCodes are the guesses a mark may hold here, in the chooser's order (三打一 adds the
// landlord's 元帅, 导弹 and 堡垒).
func (s *Room) markCodes() string {
	if s.game.Variant == "sandayi" {
		return junqiplay.SandayiMarkCodes
	}
	return junqiplay.MarkCodes
}

// markLabels are the marks' short labels in the player's language.
func (s *Room) markLabels() map[byte]string { return junqicount.MarkLabels(s.sh.Text, s.game.Naval) }

// handleMarks takes the events that are the marker's (the open chooser's, a right click or
// a long press on a markable piece and the rest of its gesture); the others are left for
// the board and the buttons. handled: the chooser took them all.
func (s *Room) handleMarks(events []input.Event) (rest []input.Event, redraw, handled bool) {
	m := &s.more.mk
	if !s.canMark() {
		m.armed, m.chooser = false, nil
		return events, false, false
	}
	if m.chooser != nil && m.byClock {
		if i, early, decided := junqicount.RoseEarly(events, m.pressAt, junqiscreen.LongPress); decided {
			m.byClock = false
			if early { // a tap the page was slow to see: it picks or plays as a tap does
				m.chooser, m.swallow = nil, false
				return events[i:], true, false
			}
		}
	}
	if m.swallow {
		kept := events[:0:0]
		for _, e := range events {
			if e.Kind == input.Press {
				m.swallow = false
			}
			if !m.swallow {
				kept = append(kept, e)
			}
		}
		events = kept
	}
	if m.chooser != nil {
		picked, closed, changed := m.chooser.Handle(events)
		switch {
		case picked != "":
			code := byte(0)
			if c, ok := strings.CutPrefix(picked, "mark:"); ok && len(c) == 1 {
				code = c[0]
			}
			if m.marks.Set(&s.j, m.at, code) {
				s.saveMarks()
				s.j.Scene.Marks[m.at] = code
			}
			m.chooser = nil
			return nil, true, true
		case closed:
			m.chooser = nil
			return nil, true, true
		}
		return nil, changed, true
	}
	for i, e := range events {
		q, on := s.pointAt(e.Pos)
		switch e.Kind {
		case input.Context:
			if on && s.j.Markable(q) {
				s.openChooser(q)
				return nil, true, true
			}
		case input.Press:
			m.armed = on && s.j.Markable(q)
			m.point, m.since, m.pressAt = q, s.door.Now(), e.At
		case input.DragStart, input.Cancelled, input.Tap:
			m.armed = false
		case input.Release:
			if m.armed && e.At-m.pressAt >= junqiscreen.LongPress {
				m.armed = false
				s.openChooser(m.point)
				return events[:i], true, true // its tap is the marker's
			}
		}
	}
	if m.armed && s.door.Now().Sub(m.since) >= junqiscreen.LongPress {
		m.armed, m.swallow, m.byClock = false, true, true
		s.openChooser(m.point)
		return nil, true, true
	}
	return events, false, false
}

// pointAt is the board point under pos.
func (s *Room) pointAt(pos input.Point) (junqi.Point, bool) {
	if !s.hasView || !s.boardR.Contains(pos.X, pos.Y) {
		return junqi.NoPoint, false
	}
	return s.geo.PointAt(pos.X, pos.Y)
}

// openChooser shows the guesses for the piece on q beside it.
func (s *Room) openChooser(q junqi.Point) {
	m := &s.more.mk
	m.chooser = junqicount.MarkChooser(s.sh.Text, s.markLabels(), s.markCodes(), s.game.Naval, m.marks.At[q].Code,
		junqi.BoardOf(s.game.Board).Name(q))
	m.at = q
	s.layoutChooser()
}

// layoutChooser places the open chooser beside its piece.
func (s *Room) layoutChooser() {
	if m := &s.more.mk; m.chooser != nil && s.view.Valid() {
		junqicount.LayoutChooser(m.chooser, s.sh.Fonts, s.geo.TileRect(m.at), s.view)
	}
}

// drawMarks paints the open chooser, its piece ringed, or the piece a long press rests on.
func (s *Room) drawMarks(p render.Painter) {
	m := &s.more.mk
	name := func(q junqi.Point) string { return junqi.BoardOf(s.game.Board).Name(q) }
	if m.armed && s.door.Now().Sub(m.since) >= 150*time.Millisecond {
		if r, ok := s.geo.Target(name(m.point)); ok {
			widget.Ring(p, r)
		}
	}
	if m.chooser == nil {
		return
	}
	if r, ok := s.geo.Target(name(m.at)); ok {
		widget.Ring(p, r)
	}
	m.chooser.Draw(p)
}

// MarkAt is the seat's mark on the piece on the named point (0: none); tests read it.
func (s *Room) MarkAt(name string) byte {
	p, ok := junqi.BoardOf(s.game.Board).PointByName(name)
	if !ok {
		return 0
	}
	return s.more.mk.marks.At[p].Code
}

// ChooserOpen reports whether the mark chooser shows.
func (s *Room) ChooserOpen() bool { return s.more.mk.chooser != nil }
