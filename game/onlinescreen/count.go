package onlinescreen

import (
	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/junqicount"
	"warboard/game/online/proto"
	"warboard/game/online/seatview"
	"warboard/render"
	"warboard/rules/junqi"
)

// Count pieces (记牌) in a room, as at a device: the pieces of each other seat not yet
// accounted for as far as this seat can tell. The server counts (the app's own count,
// from the seat's observation alone: the client holds too little of the game to count);
// the panel asks when it opens and again after every move while it shows, and a tap
// anywhere closes it.

// counting is the panel's state.
type counting struct {
	open  bool
	asked int // the ply the last ask was made at
}

// canCount: a Junqi room in play where pieces are hidden (not an open game).
func (s *Room) canCount() bool { return s.canMark() && s.game.Mode != "open" && s.game.Mode != "" }

func (s *Room) countButton(b func(name, label string, primary bool)) {
	if s.canCount() {
		b("button:count", s.sh.Text.T(i18n.CountOpen), false)
	}
}

// openCount opens the panel and asks for the count.
func (s *Room) openCount() {
	if err := s.c.AskCount(); err != nil {
		s.local = s.sh.Text.T(i18n.OnlineErrOffline)
		return
	}
	s.more.count = counting{open: true, asked: s.c.Last.Ply}
}

// followCount asks again when a move came while the panel shows; it closes out of play.
func (s *Room) followCount() {
	ct := &s.more.count
	switch {
	case !ct.open:
	case !s.canCount():
		ct.open = false
	case s.c.Counted.T == proto.Counted && s.c.Counted.Ply == s.c.Last.Ply && s.c.Counted.Count == "":
		ct.open, s.local = false, s.sh.Text.T(i18n.OnlineCountNone) // 翻棋 before the colours are dealt
	case s.c.Counted.T == proto.Counted && !readable(s.c.Counted.Count):
		ct.open, s.local = false, s.sh.Text.T(i18n.OnlineErrBadMsg)
	case ct.asked != s.c.Last.Ply && s.c.Counted.Ply != s.c.Last.Ply:
		if s.c.AskCount() == nil {
			ct.asked = s.c.Last.Ply
		}
	}
}

// countEvents takes every event while the panel shows: a tap closes it.
func (s *Room) countEvents(events []input.Event) (handled, redraw bool) {
	if !s.more.count.open {
		return false, false
	}
	for _, e := range events {
		if e.Kind == input.Tap {
			s.more.count.open, redraw = false, true
		}
	}
	return true, redraw
}

// drawCount paints the panel once the count has come (game/junqicount's panel).
func (s *Room) drawCount(p render.Painter) {
	ct := s.more.count
	if !ct.open || s.c.Counted.T != proto.Counted || s.c.Counted.Ply != s.c.Last.Ply {
		return // the count of this ply is on its way
	}
	ts, err := seatview.ParseCounts(s.c.Counted.Count)
	if err != nil || len(ts) == 0 {
		return // said by followCount
	}
	tr := s.sh.Text
	w := junqicount.Words{Text: tr, Fonts: s.sh.Fonts,
		Seat: func(x junqi.Seat) string { return seatName(tr, x.String()) },
		Piece: func(c byte) string {
			if k, ok := i18n.JunqiPieceIn(c, s.game.Naval); ok {
				return tr.T(k)
			}
			return string(c)
		}}
	junqicount.Draw(p, s.view, w, ts, false)
}

func readable(count string) bool {
	_, err := seatview.ParseCounts(count)
	return err == nil
}

// CountShown reports whether the Count pieces panel shows (open, its count come).
func (s *Room) CountShown() bool {
	return s.more.count.open && s.c.Counted.T == proto.Counted && s.c.Counted.Ply == s.c.Last.Ply
}
