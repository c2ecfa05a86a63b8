package junqiplay

import (
	"testing"

	"warboard/rules/junqi"
)

// TestRecentSinceOwnTurn: in a four-player game at one device, the picture behind each
// hand-over tells what the called seat missed — its own last action first, then one
// action of every other seat, in play order, the newest being the last note — and on
// the seat's own screen the same list; before a seat has acted, the others' actions only.
func TestRecentSinceOwnTurn(t *testing.T) {
	s := newSession(t, tagsFor(t, "4p", "dark", "S E N W", "SN EW", ""), Options{}, 7)
	for s.phase != Play {
		if s.phase == HandOver {
			ok(t, s.Ready())
			continue
		}
		ok(t, s.Random())
		ok(t, s.Done())
	}
	checked := 0
	playRandom(t, s, 3, 24, func() {
		t.Helper()
		if s.phase == Over || s.match.NumTokens() == 0 || s.selected != junqi.NoPoint {
			return
		}
		pic := s.Picture()
		n := len(pic.Recent)
		if n == 0 || n > len(s.cfg.Seats) {
			t.Fatalf("after %d tokens: %d recent notes", s.match.NumTokens(), n)
		}
		if last := pic.Recent[n-1]; last.Text != pic.Note.Text {
			t.Fatalf("the newest recent note %q is not the last event %q", last.Text, pic.Note.Text)
		}
		me := s.viewer()
		if s.phase == HandOver {
			me = s.seat
		}
		acted := s.match.NumTokens() >= len(s.cfg.Seats)
		if first := pic.Recent[0].Args[0]; acted && n == len(s.cfg.Seats) && first != me.String() {
			t.Fatalf("%v's recent list starts with %s's action: %+v", me, first, pic.Recent)
		}
		checked++
	})
	if checked < 10 {
		t.Fatalf("only %d pictures checked", checked)
	}
}
