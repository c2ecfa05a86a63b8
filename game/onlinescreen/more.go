package onlinescreen

import (
	"strings"

	"warboard/game/input"
	"warboard/game/scene"
	"warboard/render"
)

// What a room offers beside playing, as at a device: at the end Replay and Save record
// (ended.go), in play marks (marks.go), Count pieces (count.go) and hints where the room
// allows them (hint.go). The room's own files call these hooks only.

// more is the state of those.
type more struct {
	mk    marking
	count counting
	hint  hinting
}

// moreButtons adds the room's other buttons to the layout's (b adds one).
func (s *Room) moreButtons(b func(name, label string, primary bool)) {
	s.hintButton(b)
	s.countButton(b)
	s.endButtons(b)
}

// doMore runs those buttons: a scene to go to, or nil to stay.
func (s *Room) doMore(name string) scene.Scene {
	switch {
	case name == "button:count" && s.canCount():
		s.openCount()
		return nil
	case name == "button:hint" && s.canHint():
		s.askHint()
		return nil
	}
	return s.doEnd(name)
}

// moreRebuild follows the room's new state: the marks, the count's panel.
func (s *Room) moreRebuild() {
	s.followMarks()
	s.followCount()
}

// moreEvents takes the events the marks' chooser and gestures own; the rest go on to the
// buttons and the board.
func (s *Room) moreEvents(events []input.Event) (rest []input.Event, redraw bool) {
	if handled, redraw := s.countEvents(events); handled {
		return nil, redraw
	}
	rest, redraw, _ = s.handleMarks(events)
	return rest, redraw
}

// moreBusy: a press rests on a piece and may become a long press: the room wants ticks.
func (s *Room) moreBusy() bool { return s.more.mk.armed }

// moreLayout places what the hooks draw, once the board is placed.
func (s *Room) moreLayout() { s.layoutChooser() }

// moreDraw paints over the room: the marks' chooser.
func (s *Room) moreDraw(p render.Painter) {
	s.drawHint(p)
	s.drawMarks(p)
	s.drawCount(p)
}

// moreText is the line the hooks add to the room's words: the hint.
func (s *Room) moreText() string { return s.hintText() }

// moreTarget finds the hooks' targets ("mark:9").
func (s *Room) moreTarget(name string) (render.Rect, bool) {
	if c := s.more.mk.chooser; c != nil && strings.HasPrefix(name, "mark:") {
		return c.Target(name)
	}
	return render.Rect{}, false
}
