package onlinescreen_test

import (
	"testing"

	"warboard/game/gametest"
	"warboard/game/input"
	"warboard/game/online/proto"
	"warboard/rules/junqi"
)

// TestCountPiecesInARoom: in a dark room in play, Count pieces asks the server for the
// seat's count and shows the panel when it comes; a new move while it shows asks again; a
// tap closes it.
func TestCountPiecesInARoom(t *testing.T) {
	a := gametest.NewTestApp(t, gametest.ShotViews[3].V)
	srv := &server{}
	room := openRoom(t, a, srv)
	m := playing(t).(*junqi.Match)
	st := moveState(t, m, "S")
	st.History, st.Ply = tags, 0
	srv.say(st)
	settle(a)
	if !a.Visible("button:count") {
		t.Fatal("no Count pieces in a dark game")
	}
	a.Tap(input.Touch, "button:count")
	settle(a)
	if last := srv.sent[len(srv.sent)-1]; last.T != proto.Count {
		t.Fatalf("Count pieces sent %+v", last)
	}
	if room.CountShown() {
		t.Fatal("a panel shown before the count came")
	}
	srv.say(proto.Msg{T: proto.Counted, ID: "QW2ER3", Seat: "S", Count: "N size=0 hidden=25 gone=0 9=1 8=1 7=2 6=2 5=2 4=2 3=3 2=3 1=3 M=3 B=2 F=1"})
	settle(a)
	if !room.CountShown() {
		t.Fatal("no panel once the count came")
	}
	// North moves: the panel asks for the new count.
	tok := m.Moves()[0]
	if err := m.Play(tok); err != nil {
		t.Fatal(err)
	}
	st = moveState(t, m, "S")
	st.Last, st.Ply = tok, 1
	n := len(srv.sent)
	srv.say(st)
	settle(a)
	if len(srv.sent) != n+1 || srv.sent[n].T != proto.Count {
		t.Fatalf("after a move the open panel sent %+v", srv.sent[n:])
	}
	srv.say(proto.Msg{T: proto.Counted, ID: "QW2ER3", Seat: "S", Ply: 1, Count: "N size=0 hidden=25 gone=0 9=1"})
	settle(a)
	if !room.CountShown() {
		t.Fatal("the panel went with the move")
	}
	a.TapAt(input.Point{X: 5, Y: 5})
	settle(a)
	if room.CountShown() {
		t.Fatal("a tap did not close the panel")
	}
	// Nothing to count (翻棋 before the colours are dealt): said, no panel.
	a.Tap(input.Touch, "button:count")
	srv.say(proto.Msg{T: proto.Counted, ID: "QW2ER3", Seat: "S", Ply: 1})
	settle(a)
	if room.CountShown() {
		t.Fatal("a panel of nothing")
	}
}
