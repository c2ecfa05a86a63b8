package onlinescreen_test

import (
	"strings"
	"testing"

	"warboard/game/gametest"
	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/online/proto"
	"warboard/game/onlinescreen"
	"warboard/rules/junqi"
)

// TestHintsInARoom: the create step allows hints (off unless chosen); in such a room the
// seat to move has Hint, which asks the server and shows the move that comes, ringed and
// said, until the next move; a room without hints offers none.
func TestHintsInARoom(t *testing.T) {
	for _, allowed := range []bool{false, true} {
		a := gametest.NewTestApp(t, gametest.ShotViews[4].V)
		srv := &server{}
		var create []string
		if allowed {
			create = append(create, "option:hints:on")
		}
		openRoomOf(t, a, srv, "button:junqi", []string{"option:mode:dark"}, create...)
		if got := srv.sent[0].Hints == proto.HintsOn; got != allowed {
			t.Fatalf("allowed %v: the create asked hints %q", allowed, srv.sent[0].Hints)
		}
		room := a.Scene().(*onlinescreen.Room)
		m := playing(t).(*junqi.Match)
		st := moveState(t, m, "S")
		st.History, st.Ply = tags, 0
		if allowed {
			st.Hints = proto.HintsOn
		}
		srv.say(st)
		settle(a)
		if a.Visible("button:hint") != allowed {
			t.Fatalf("allowed %v: Hint offered %v", allowed, a.Visible("button:hint"))
		}
		if !allowed {
			continue
		}
		a.Tap(input.Touch, "button:hint")
		settle(a)
		if last := srv.sent[len(srv.sent)-1]; last.T != proto.Hint {
			t.Fatalf("Hint sent %+v", last)
		}
		if a.Visible("button:hint") || room.Hint() != "" {
			t.Fatal("Hint still offered, or a hint before the answer")
		}
		// A server with enough hints waiting says so: Hint is offered again, the reason shown.
		srv.say(proto.Msg{T: proto.Error, Code: proto.CodeHintBusy, Err: "busy"})
		settle(a)
		if !a.Visible("button:hint") || room.Hint() != "" || room.OnlineState()["problem"] != proto.CodeHintBusy {
			t.Fatalf("a hint refused as busy: Hint offered %v, state %v", a.Visible("button:hint"), room.OnlineState())
		}
		a.Tap(input.Touch, "button:hint")
		settle(a)
		if last := srv.sent[len(srv.sent)-1]; last.T != proto.Hint || a.Visible("button:hint") {
			t.Fatalf("Hint asked again: sent %+v, still offered %v", last, a.Visible("button:hint"))
		}
		mv := m.Moves()[len(m.Moves())/2]
		srv.say(proto.Msg{T: proto.Hinted, ID: "QW2ER3", Seat: "S", Arg: mv})
		settle(a)
		if room.Hint() != mv {
			t.Fatalf("hint %q, want %q", room.Hint(), mv)
		}
		// The move is played: the hint goes.
		if err := m.Play(mv); err != nil {
			t.Fatal(err)
		}
		if err := m.Play(m.Moves()[0]); err != nil {
			t.Fatal(err)
		}
		st = moveState(t, m, "S")
		st.Last, st.Ply, st.Hints = strings.Join(m.Tokens(), " "), 2, proto.HintsOn
		srv.say(st)
		settle(a)
		if room.Hint() != "" || !a.Visible("button:hint") {
			t.Fatalf("after the move: hint %q, Hint offered %v", room.Hint(), a.Visible("button:hint"))
		}
	}
}

// TestHintBusyShots draws a room whose server refused a hint as busy, at every size in the
// three languages: the reason is said and Hint is on the screen to ask again.
func TestHintBusyShots(t *testing.T) {
	m := playing(t).(*junqi.Match)
	eachShot(t, func(a *gametest.App, shoot func(name string, targets ...string)) {
		srv := &server{}
		openRoomOf(t, a, srv, "button:junqi", []string{"option:mode:dark"}, "option:hints:on")
		st := moveState(t, m, "S")
		st.History, st.Ply, st.Hints = tags, 0, proto.HintsOn
		srv.say(st)
		settle(a)
		a.Tap(input.Touch, "button:hint")
		settle(a)
		srv.say(proto.Msg{T: proto.Error, Code: proto.CodeHintBusy, Err: "busy"})
		settle(a)
		want := a.Shared().Text.T(i18n.OnlineErrHintBusy)
		if words := strings.Join(a.Scene().(*onlinescreen.Room).Words(), " "); !strings.Contains(words, want) {
			t.Errorf("%s: the room says %q, want %q", a.Shared().Text.Lang().Code(), words, want)
		}
		shoot("hint-busy", "button:hint")
	})
}
