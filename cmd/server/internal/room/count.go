//go:build !js

package room

import "warboard/game/online/proto"

// counted is a seat's Count pieces at a change of the room: a count is made once a
// change for each seat (it replays the game from the seat's side; asking again is no more
// work), and a take back is a change.
type counted struct {
	gen  int
	text string
}

// Count sends the seat token opens its Count pieces now (proto.Counted).
func (r *Room) Count(c Conn, token string) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	s, err := r.seatOn(c, token)
	if err != nil {
		return err
	}
	got, ok := r.counts[s.Letter]
	if !ok || got.gen != r.gen {
		got = counted{gen: r.gen, text: r.game.Counts(s.Letter)}
		if r.counts == nil {
			r.counts = map[string]counted{}
		}
		r.counts[s.Letter] = got
	}
	c.Send(proto.Msg{T: proto.Counted, ID: r.ID, Seat: s.Letter, Ply: r.game.Ply(), Count: got.text})
	return nil
}
