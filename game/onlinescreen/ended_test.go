package onlinescreen_test

import (
	"strings"
	"testing"

	"warboard/game/gametest"
	"warboard/game/input"
	"warboard/game/online/proto"
	"warboard/rules/junqi"
	"warboard/rules/referee"
)

// finishedState is the last state of a dark game South resigned after a few moves: its
// history the whole record, every piece placed, as the server sends it at the end.
func finishedState(t *testing.T) (proto.Msg, string) {
	t.Helper()
	m := playing(t).(*junqi.Match)
	for i := 0; i < 6; i++ {
		if err := m.Play(m.Moves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	if err := m.Play("resign"); err != nil {
		t.Fatal(err)
	}
	v, err := referee.View(m, "S")
	if err != nil {
		t.Fatal(err)
	}
	rec := m.Record().String()
	return proto.Msg{T: proto.State, ID: "QW2ER3", Seat: "S", Phase: "over", View: v, Result: m.Result(),
		History: rec, Ply: 7, Seats: map[string]string{"S": "person", "N": "person"}}, rec
}

// TestFinishedGameSavesAndReplays: at the end the room offers Replay and Save record as a
// game at the device does; Save record writes the whole record into the records, Replay
// opens the game's own replay on it and its Back returns to the room; the game in progress
// at this device (the model) is left alone.
func TestFinishedGameSavesAndReplays(t *testing.T) {
	a := gametest.NewTestApp(t, gametest.ShotViews[3].V)
	srv := &server{}
	room := openRoom(t, a, srv)
	m := playing(t)
	srv.say(moveState(t, m, "S"))
	settle(a)
	if a.Visible("button:replay") || a.Visible("button:saverecord") {
		t.Fatal("Replay or Save record offered in play")
	}
	st, rec := finishedState(t)
	srv.say(st)
	settle(a)
	if !a.Visible("button:replay") || !a.Visible("button:saverecord") {
		t.Fatal("no Replay or Save record at the end")
	}
	a.Tap(input.Touch, "button:saverecord")
	settle(a)
	files, err := a.Shared().Records.List()
	if err != nil || len(files) != 1 || !strings.HasPrefix(files[0], "junqi-") {
		t.Fatalf("records after Save record: %v %v", files, err)
	}
	text, err := a.Shared().Records.Read(files[0])
	if err != nil || strings.TrimSpace(text) != strings.TrimSpace(rec) {
		t.Fatalf("saved %q (%v), want the whole record %q", text, err, rec)
	}
	if a.Shared().Notice == "" {
		t.Error("Save record said nothing")
	}
	a.Shared().ClearNotice()
	a.GoTo("button:replay", "replay")
	if got := a.Shown(); got == "" || strings.Contains(got, "?") {
		t.Fatalf("the replay's end does not show every piece: %q", got)
	}
	a.GoTo("button:back", "online")
	if a.Scene() != room {
		t.Fatal("Back from the replay is not the room")
	}
	if a.Shared().Model.Game() != "" {
		t.Fatalf("the replay made %q the game in progress", a.Shared().Model.Game())
	}
}
