package onlinescreen

import "warboard/game/scene"

// What a room offers beside playing, as at a device: at the end Replay and Save record
// (ended.go), in play Count pieces and marks (marks.go).

// moreButtons adds the room's other buttons to the layout's (b adds one).
func (s *Room) moreButtons(b func(name, label string, primary bool)) {
	s.endButtons(b)
}

// doMore runs those buttons: a scene to go to, or nil to stay.
func (s *Room) doMore(name string) scene.Scene {
	return s.doEnd(name)
}
