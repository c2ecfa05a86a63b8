package junqiscreen

import (
	"strings"
	"time"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/junqicount"
	"warboard/game/widget"
	"warboard/render"
	"warboard/rules/junqi"
)

// Marks (标记) on the play screen: a long press (touch) or a right click (mouse) on a piece
// whose rank the seat does not know opens a chooser of guesses beside it; the guess shows
// as a sticker on the piece, on this seat's screen only. A long press never also selects
// or moves: the rest of its gesture is the marker's. The game menu opens the count panel.

// LongPress is how long a finger rests on a piece before the mark chooser opens.
const LongPress = 450 * time.Millisecond

// marker is the long press under way and the chooser it opened.
type marker struct {
	armed   bool        // a press rests on a markable piece
	point   junqi.Point // that piece
	since   time.Time   // when the press began (the screens' clock)
	pressAt time.Duration
	swallow bool // the long press opened the chooser: the rest of its gesture is dropped
	byClock bool // the ticks' clock opened it, before the release's own time was known

	chooser *widget.Chooser
	at      junqi.Point // the piece the chooser marks
}

// markLabels are the marks' short labels in the player's language, by junqiplay.MarkCodes.
func (g *junqiGame) markLabels() map[byte]string { return junqicount.MarkLabels(g.sh.Text, g.naval) }

// handleMarks takes the events that are the marker's: everything while the chooser is
// open, a right click or a long press on a markable piece, and the rest of a long press's
// gesture. It returns the events left for the board, whether to draw again, and whether
// the marker took them all.
func (s *JunqiPlay) handleMarks(events []input.Event) (rest []input.Event, redraw, handled bool) {
	g, m := s.g, &s.marks
	if m.chooser != nil && m.byClock {
		if i, early, decided := junqicount.RoseEarly(events, m.pressAt, LongPress); decided {
			m.byClock = false
			if early { // a tap the page was slow to see: it selects or plays as a tap does
				m.chooser, m.swallow = nil, false
				return events[i:], true, false
			}
		}
	}
	events = m.dropGesture(events)
	if m.chooser != nil {
		picked, closed, changed := m.chooser.Handle(events)
		switch {
		case picked != "":
			code := byte(0)
			if c, ok := strings.CutPrefix(picked, "mark:"); ok && len(c) == 1 {
				code = c[0]
			}
			if err := g.sess.SetMark(m.at, code); err == nil {
				g.save()
				g.view.set(g.sess.Picture(), g.sess.MoveCount())
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
		switch e.Kind {
		case input.Context:
			if q, ok := g.view.pointAt(e.Pos.X, e.Pos.Y); ok && g.sess.CanMark(q) {
				s.openChooser(q)
				return nil, true, true
			}
		case input.Press:
			m.armed = false
			if q, ok := g.view.pointAt(e.Pos.X, e.Pos.Y); ok && g.view.area.Contains(e.Pos.X, e.Pos.Y) && g.sess.CanMark(q) {
				m.armed, m.point, m.since, m.pressAt = true, q, now(), e.At
			}
		case input.DragStart, input.Cancelled, input.Tap:
			m.armed = false
		case input.Release:
			if m.armed && e.At-m.pressAt >= LongPress {
				// held long enough though no tick came between: still a long press, and
				// its tap (next in this batch) is the marker's
				m.armed = false
				s.openChooser(m.point)
				return events[:i], true, true
			}
		}
	}
	if m.armed && now().Sub(m.since) >= LongPress {
		m.armed, m.swallow, m.byClock = false, true, true
		s.openChooser(m.point)
		return nil, true, true
	}
	return events, false, false
}

// dropGesture drops what is left of the gesture whose long press opened the chooser (its
// release must not count as a tap outside, nor its drag as a move), up to the next press.
func (m *marker) dropGesture(events []input.Event) []input.Event {
	if !m.swallow {
		return events
	}
	out := events[:0:0]
	for _, e := range events {
		if e.Kind == input.Press {
			m.swallow = false
		}
		if !m.swallow || e.Kind == input.Context || e.Kind == input.Scroll {
			out = append(out, e)
		}
	}
	return out
}

// marking reports a press resting on a piece that may turn into a long press: the screen
// wants ticks until it does.
func (s *JunqiPlay) marking() bool { return s.marks.armed }

// openChooser shows the guesses for the piece on q next to it.
func (s *JunqiPlay) openChooser(q junqi.Point) {
	g, m := s.g, &s.marks
	name := junqi.BoardOf(g.sess.Config().Board).Name(q)
	m.chooser = junqicount.MarkChooser(g.sh.Text, g.markLabels(), g.sess.MarkCodes(), g.naval, g.view.pic.Marks[q], name)
	m.at = q
	s.layoutChooser()
}

// layoutChooser places the open chooser beside its piece.
func (s *JunqiPlay) layoutChooser() {
	m := &s.marks
	if m.chooser == nil || !s.v.Valid() {
		return
	}
	junqicount.LayoutChooser(m.chooser, s.g.sh.Fonts, s.g.view.geo.TileRect(m.at), s.v)
}

// countItem is the game menu's entry for the count panel, while it has something to count.
func (g *junqiGame) countItem() [][2]string {
	if !g.sess.CanCount() {
		return nil
	}
	return [][2]string{{"menu:count", g.sh.Text.T(i18n.CountOpen)}}
}

// onMenuItem runs the game menu's items of this file.
func (g *junqiGame) onMenuItem(name string) {
	if name == "menu:count" && g.sess.CanCount() {
		g.count.open = true
	}
}

// counter is the count panel while it shows.
type counter struct {
	open  bool
	panel render.Rect
}

// handleCount takes every event while the count panel shows: a tap closes it.
func (s *JunqiPlay) handleCount(events []input.Event) (handled bool) {
	if !s.g.count.open {
		return false
	}
	for _, e := range events {
		if e.Kind == input.Tap {
			s.g.count.open = false
		}
	}
	return true
}

// drawCount paints the count panel (game/junqicount).
func (s *JunqiPlay) drawCount(p render.Painter) {
	if !s.g.count.open {
		return
	}
	g := s.g
	w := junqicount.Words{Text: g.sh.Text, Fonts: g.sh.Fonts, Seat: g.name,
		Piece: func(c byte) string { return g.pieceName(string(c), "") }}
	g.count.panel = junqicount.Draw(p, s.v, w, g.sess.Counts(), g.sess.Config().Bid > 0)
}

// pressShown is how soon a press resting on a markable piece rings it: the player sees a
// long press coming before the chooser opens.
const pressShown = 150 * time.Millisecond

// drawChooser paints the open chooser and rings the piece it marks, or the piece a long
// press is resting on.
func (s *JunqiPlay) drawChooser(p render.Painter) {
	m := &s.marks
	if m.armed && now().Sub(m.since) >= pressShown {
		if r, ok := s.g.view.geo.Target(junqi.BoardOf(s.g.sess.Config().Board).Name(m.point)); ok {
			widget.Ring(p, r)
		}
	}
	if m.chooser == nil {
		return
	}
	if r, ok := s.g.view.geo.Target(junqi.BoardOf(s.g.sess.Config().Board).Name(m.at)); ok {
		widget.Ring(p, r)
	}
	m.chooser.Draw(p)
}

// ChooserOpen reports whether the mark chooser shows, and for which point.
func (s *JunqiPlay) ChooserOpen() (junqi.Point, bool) {
	if s.marks.chooser == nil {
		return junqi.NoPoint, false
	}
	return s.marks.at, true
}

// CountOpen reports whether the count panel shows.
func (p *Probe) CountOpen() bool { return p.g.count.open }
