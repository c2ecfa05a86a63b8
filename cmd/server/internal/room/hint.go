//go:build !js

package room

import (
	"warboard/game/online/proto"
)

// Hints: in a room whose creator allowed them (Create's Hints; off by default, people
// playing each other), the seat to move may ask for a hint: the move the computer player
// at the hard level, as at a device, would make for it. The players decide from the seat's
// view alone (notation.md: two records the seat cannot tell apart give the same answer),
// so a hint tells nothing the seat did not see. It is searched like a computer seat's
// move, on the hub's thinking cores, never under the room's lock; one a seat a change,
// kept until the game changes.

// hintLevel is the level that hints: the app's own hint is the hard player's move.
const hintLevel = "hard"

// Hint answers the seat token opens with a hint (proto.Hinted), now if it is made, else
// once it is.
func (r *Room) Hint(c Conn, token string) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	s, err := r.seatOn(c, token)
	if err != nil {
		return err
	}
	if !r.hints {
		return refuse(proto.CodeNotYours, "this room gives no hints")
	}
	tn := r.game.Turn()
	if tn.Seat != s.Letter || tn.What != proto.ActMove || r.undo != nil {
		return refuse(proto.CodeNotYours, "a hint is for the seat to move")
	}
	if h, ok := r.hinted[s.Letter]; ok && h.gen == r.gen {
		c.Send(r.hintMsg(s.Letter, h.text))
		return nil
	}
	if g, ok := r.hinting[s.Letter]; ok && g == r.gen {
		return nil // under way: it is sent when found
	}
	if ok, busy := r.hub.startHint(); busy {
		return refuse(proto.CodeHintBusy, "the server is busy with other hints: ask again in a moment")
	} else if !ok {
		return refuse(proto.CodeBusy, "the server is stopping")
	}
	if r.hinting == nil {
		r.hinting, r.hinted = map[string]int{}, map[string]counted{}
	}
	job := r.game.ComputerJob(s.Letter, hintLevel)
	gen, letter := r.gen, s.Letter
	r.hinting[letter] = gen
	go func() {
		defer r.hub.doneHint()
		r.hub.think <- struct{}{}
		ans, err := job()
		<-r.hub.think
		r.mu.Lock()
		defer r.mu.Unlock()
		if r.hinting[letter] == gen {
			delete(r.hinting, letter)
		}
		if err != nil || gen != r.gen {
			return // the game moved on: a new ask makes a new hint
		}
		r.hinted[letter] = counted{gen: gen, text: ans}
		if x := r.seatOf(letter); x != nil && x.conn != nil {
			x.conn.Send(r.hintMsg(letter, ans))
		}
	}()
	return nil
}

func (r *Room) hintMsg(seat, move string) proto.Msg {
	return proto.Msg{T: proto.Hinted, ID: r.ID, Seat: seat, Ply: r.game.Ply(), Arg: move}
}
