package onlinescreen_test

import (
	"strings"
	"testing"
	"time"

	"warboard/game/gametest"
	"warboard/game/input"
	"warboard/game/junqiscreen"
	"warboard/game/online/proto"
	"warboard/game/onlinescreen"
	"warboard/rules/junqi"
)

// TestMarksInARoom: a right click on a hidden enemy piece opens the guesses, a pick marks
// it; the mark follows the piece when it moves; a long press opens the guesses too, a tap
// does not; the marks are kept on the device per room, never sent, and a reload (the room
// opened again) shows them where the piece stands.
func TestMarksInARoom(t *testing.T) {
	a := gametest.NewTestApp(t, gametest.ShotViews[3].V)
	srv := &server{}
	room := openRoom(t, a, srv)
	clock := time.Unix(1_900_000_000, 0)
	a.Shared().Online.(*onlinescreen.Door).Now = func() time.Time { return clock }
	m := playing(t).(*junqi.Match)
	// South moves, then North is to move: South sees North's pieces as backs.
	first := m.Moves()[0]
	if err := m.Play(first); err != nil {
		t.Fatal(err)
	}
	var from, to, step string
	for _, tok := range m.Moves() {
		if f, e, ok := strings.Cut(tok, "-"); ok {
			from, to, step = f, e, tok
			break
		}
	}
	if step == "" {
		t.Fatal("North has no plain move")
	}
	st := moveState(t, m, "S")
	st.History, st.Ply = tags+"\n"+first, 1
	srv.say(st)
	settle(a)
	sent := len(srv.sent)
	a.Step([]input.Raw{{Device: input.Mouse, Phase: input.Secondary, Pos: a.At(from), At: a.Now}})
	a.Idle()
	if !room.ChooserOpen() {
		t.Fatalf("no guesses after a right click on North's %s", from)
	}
	a.Tap(input.Mouse, "mark:9")
	settle(a)
	if room.ChooserOpen() || room.MarkAt(from) != '9' {
		t.Fatalf("after picking: chooser %v, mark %q", room.ChooserOpen(), room.MarkAt(from))
	}
	if b, err := a.Store.Load("online-marks-QW2ER3"); err != nil || !strings.Contains(string(b), from+"=N9") {
		t.Fatalf("the mark is not kept on the device: %q %v", b, err)
	}
	// North moves the marked piece: the mark goes with it.
	if err := m.Play(step); err != nil {
		t.Fatal(err)
	}
	st = moveState(t, m, "S")
	st.Last, st.Ply = step, 2
	srv.say(st)
	settle(a)
	if room.MarkAt(to) != '9' || room.MarkAt(from) != 0 {
		t.Fatalf("after %s: mark on %s %q, on %s %q", step, to, room.MarkAt(to), from, room.MarkAt(from))
	}
	// South's own piece takes no mark; a tap on a hidden piece opens nothing.
	own := m.Moves()[0]
	own = own[:strings.IndexAny(own, "-x")]
	a.Step([]input.Raw{{Device: input.Mouse, Phase: input.Secondary, Pos: a.At(own), At: a.Now}})
	a.Idle()
	if room.ChooserOpen() {
		t.Fatalf("guesses offered on South's own %s", own)
	}
	other := "e7"
	a.Tap(input.Touch, other)
	settle(a)
	if room.ChooserOpen() {
		t.Fatal("a tap opened the guesses")
	}
	// A long press: the guesses open once the finger rested long enough.
	at := a.At(other)
	a.Step([]input.Raw{{Device: input.Touch, ID: 2, Phase: input.Down, Pos: at, At: a.Now}})
	clock = clock.Add(junqiscreen.LongPress)
	a.Now += junqiscreen.LongPress // the events' clock runs as the door's does
	a.Step(nil)
	if !room.ChooserOpen() {
		t.Fatal("no guesses after a long press")
	}
	a.Step([]input.Raw{{Device: input.Touch, ID: 2, Phase: input.Up, Pos: at, At: a.Now}})
	a.Idle()
	if !room.ChooserOpen() {
		t.Fatal("lifting the finger closed the guesses")
	}
	a.Tap(input.Touch, "mark:B")
	settle(a)
	if room.MarkAt(other) != 'B' {
		t.Fatalf("long press mark on %s: %q", other, room.MarkAt(other))
	}
	for _, msg := range srv.sent[sent:] {
		if msg.T == proto.Act {
			t.Fatalf("marking sent %+v", msg)
		}
	}
	// A tap the page was slow to see: the door's clock passes a long press before the
	// release comes, whose own time says 100 ms. The guesses close unchosen.
	press := a.Now
	a.Step([]input.Raw{{Device: input.Touch, ID: 3, Phase: input.Down, Pos: at, At: press}})
	clock = clock.Add(junqiscreen.LongPress)
	a.Step(nil)
	if !room.ChooserOpen() {
		t.Fatal("no guesses by the door's clock")
	}
	a.Step([]input.Raw{{Device: input.Touch, ID: 3, Phase: input.Up, Pos: at, At: press + 100*time.Millisecond}})
	if room.ChooserOpen() || room.MarkAt(other) != 'B' {
		t.Fatalf("a tap of 100 ms by its own times: guesses open %v, mark %q", room.ChooserOpen(), room.MarkAt(other))
	}
	// A reload: the room opened again is sent the whole history; the marks are where they were.
	next := a.Shared().Online.Join(a.Shared(), "QW2ER3", nil)
	a.SetScene(next)
	settle(a)
	st.History, st.Last = tags+"\n"+first+" "+step, ""
	srv.say(st)
	settle(a)
	again := a.Scene().(*onlinescreen.Room)
	if again.MarkAt(to) != '9' || again.MarkAt(other) != 'B' {
		t.Fatalf("after a reload: %s %q, %s %q", to, again.MarkAt(to), other, again.MarkAt(other))
	}
}
