package client

import (
	"errors"
	"strings"
	"testing"
	"time"

	"warboard/game/online/proto"
	"warboard/game/storage"
)

// fakeServer is the far end of every connection a test client dials: it records what the
// client sends and lets the test answer.
type fakeServer struct {
	dials  int
	sinks  []func(Event)
	sent   []proto.Msg
	refuse bool // dials fail at once (no server)
}

type fakeConn struct {
	s      *fakeServer
	closed bool
}

func (f *fakeConn) Send(data []byte) error {
	m, err := proto.Decode(data)
	if err != nil {
		return err
	}
	f.s.sent = append(f.s.sent, m)
	return nil
}
func (f *fakeConn) Close() { f.closed = true }

func (s *fakeServer) dial(url string, sink func(Event)) Conn {
	s.dials++
	s.sinks = append(s.sinks, sink)
	if s.refuse {
		sink(Event{Kind: Closed, Err: errors.New("connection refused")})
	}
	return &fakeConn{s: s}
}

func (s *fakeServer) open() { s.sinks[len(s.sinks)-1](Event{Kind: Opened}) }
func (s *fakeServer) drop() { s.sinks[len(s.sinks)-1](Event{Kind: Closed, Err: errors.New("reset")}) }
func (s *fakeServer) say(m proto.Msg) {
	s.sinks[len(s.sinks)-1](Event{Kind: Message, Data: proto.Encode(m)})
}
func (s *fakeServer) last() proto.Msg { return s.sent[len(s.sent)-1] }

var t0 = time.Date(2026, 12, 3, 11, 0, 0, 0, time.UTC)

func TestCreateJoinsAndKeepsTheToken(t *testing.T) {
	srv, store := &fakeServer{}, storage.NewMemStore()
	c := New(store, "ws://x/ws", srv.dial)
	c.Create(proto.Msg{Tags: map[string]string{"Game": "junqi"}}, t0)
	srv.open()
	c.Poll(t0)
	if m := srv.last(); m.T != proto.Create || m.Tags["Game"] != "junqi" {
		t.Fatalf("sent %+v, want the create", m)
	}
	srv.say(proto.Msg{T: proto.Created, ID: "ABC234", Text: "http://x/?room=ABC234"})
	c.Poll(t0)
	if m := srv.last(); m.T != proto.Join || m.ID != "ABC234" {
		t.Fatalf("after created sent %+v, want a join of the room", m)
	}
	srv.say(proto.Msg{T: proto.Joined, ID: "ABC234", Seat: "S", Token: "tok1"})
	c.Poll(t0)
	if c.Room != "ABC234" || c.Seat != "S" || c.Link != "http://x/?room=ABC234" {
		t.Fatalf("room %q seat %q link %q", c.Room, c.Seat, c.Link)
	}
	if b, err := store.Load("online-ABC234"); err != nil || string(b) != "S tok1" {
		t.Fatalf("kept %q, %v", b, err)
	}

	// Another client on the same device (a reload) resumes with the token.
	srv2 := &fakeServer{}
	c2 := New(store, "ws://x/ws", srv2.dial)
	c2.Join(" abc234 ", t0)
	srv2.open()
	c2.Poll(t0)
	if m := srv2.last(); m.T != proto.Resume || m.ID != "ABC234" || m.Token != "tok1" {
		t.Fatalf("a reload sent %+v, want resume with the token", m)
	}
}

func TestReconnectsWithBackoffAndResumes(t *testing.T) {
	srv, store := &fakeServer{}, storage.NewMemStore()
	store.Save("online-ROOM22", []byte("N tokN"))
	c := New(store, "ws://x/ws", srv.dial)
	c.Join("ROOM22", t0)
	srv.open()
	c.Poll(t0)
	srv.say(proto.Msg{T: proto.State, ID: "ROOM22", Seat: "N", Phase: "move", History: "[Game \"junqi\"]\n\nc6-c7"})
	c.Poll(t0)
	srv.drop()
	if !c.Poll(t0) || !c.Lost() || c.ErrCode != CodeLost {
		t.Fatalf("after a drop: lost %v code %q", c.Lost(), c.ErrCode)
	}
	if c.Last.Phase != "move" {
		t.Fatal("a drop lost the room's last state")
	}
	c.Poll(t0.Add(400 * time.Millisecond))
	if srv.dials != 1 {
		t.Fatalf("dialled again after 0.4 s (%d dials), want a wait of 0.5 s", srv.dials)
	}
	c.Poll(t0.Add(500 * time.Millisecond))
	if srv.dials != 2 {
		t.Fatalf("%d dials after the wait, want 2", srv.dials)
	}
	srv.drop() // the second try fails: the wait doubles
	c.Poll(t0.Add(500 * time.Millisecond))
	c.Poll(t0.Add(1400 * time.Millisecond))
	if srv.dials != 2 {
		t.Fatal("the second wait did not double")
	}
	c.Poll(t0.Add(1500 * time.Millisecond))
	srv.open()
	c.Poll(t0.Add(1500 * time.Millisecond))
	if m := srv.last(); m.T != proto.Resume || m.Token != "tokN" {
		t.Fatalf("reconnected and sent %+v, want resume", m)
	}
	srv.say(proto.Msg{T: proto.Joined, ID: "ROOM22", Seat: "N"}) // a resume's answer has no token
	c.Poll(t0.Add(1500 * time.Millisecond))
	srv.drop()
	c.Poll(t0.Add(1500 * time.Millisecond))
	c.Poll(t0.Add(2000 * time.Millisecond))
	srv.open()
	c.Poll(t0.Add(2000 * time.Millisecond))
	if m := srv.last(); m.T != proto.Resume || m.Token != "tokN" {
		t.Fatalf("a second reconnect sent %+v, want resume with the token still", m)
	}
	if c.Lost() || c.ErrCode != "" {
		t.Fatalf("back online but lost %v code %q", c.Lost(), c.ErrCode)
	}
	srv.say(proto.Msg{T: proto.State, ID: "ROOM22", Seat: "N", Phase: "move", Last: "c7-c8"})
	c.Poll(t0.Add(1500 * time.Millisecond))
	if !strings.HasSuffix(c.History, "c6-c7 c7-c8") {
		t.Fatalf("history %q does not go on with the last tokens", c.History)
	}
}

func TestNoServerIsSaid(t *testing.T) {
	srv := &fakeServer{refuse: true}
	c := New(storage.NewMemStore(), "ws://x/ws", srv.dial)
	c.Join("ROOM22", t0)
	c.Poll(t0)
	if c.ErrCode != CodeNoServer || c.Status() != Waiting {
		t.Fatalf("no server: code %q status %v", c.ErrCode, c.Status())
	}
	if err := c.Act(proto.ActResign, ""); !errors.Is(err, ErrOffline) {
		t.Fatalf("acting with no server: %v", err)
	}
}

func TestRefusalsAndBadMessages(t *testing.T) {
	srv, store := &fakeServer{}, storage.NewMemStore()
	store.Save("online-ROOM22", []byte("S stale"))
	c := New(store, "ws://x/ws", srv.dial)
	c.Join("ROOM22", t0)
	srv.open()
	c.Poll(t0)
	// A token the server no longer knows: forget it and join anew.
	srv.say(proto.Msg{T: proto.Error, Code: proto.CodeToken, Err: "that token is no seat of this room"})
	c.Poll(t0)
	if m := srv.last(); m.T != proto.Join || m.ID != "ROOM22" {
		t.Fatalf("after a stale token sent %+v, want a join", m)
	}
	if _, err := store.Load("online-ROOM22"); !errors.Is(err, storage.ErrNotFound) {
		t.Fatalf("the stale token is still kept: %v", err)
	}
	srv.say(proto.Msg{T: proto.Joined, ID: "ROOM22", Seat: "N", Token: "t2"})
	srv.say(proto.Msg{T: proto.State, ID: "ROOM22", Seat: "N", Phase: "move", Turn: "N"})
	c.Poll(t0)
	// Garbage from the server is said and loses nothing.
	srv.sinks[len(srv.sinks)-1](Event{Kind: Message, Data: []byte(`{"v":1,"t":"state","seats":`)})
	c.Poll(t0)
	if c.ErrCode != proto.CodeMalformed || c.Last.Turn != "N" || c.Seat != "N" {
		t.Fatalf("after garbage: code %q turn %q seat %q", c.ErrCode, c.Last.Turn, c.Seat)
	}
	srv.say(proto.Msg{T: proto.Error, Code: proto.CodeIllegal, Err: "that piece cannot move there"})
	c.Poll(t0)
	if c.ErrCode != proto.CodeIllegal || c.Err != "that piece cannot move there" {
		t.Fatalf("refusal shown as %q %q", c.ErrCode, c.Err)
	}
	if err := c.Act(proto.ActMove, "c6-c7"); err != nil {
		t.Fatal(err)
	}
	if m := srv.last(); m.T != proto.Act || m.Act != proto.ActMove || m.Arg != "c6-c7" {
		t.Fatalf("act sent as %+v", m)
	}
	// Events of a connection left behind are dropped.
	old := srv.sinks[len(srv.sinks)-1]
	c.Leave()
	old(Event{Kind: Message, Data: proto.Encode(proto.Msg{T: proto.State, Phase: "over"})})
	if c.Poll(t0) || c.Last.Phase != "" {
		t.Fatal("a left connection's message reached the client")
	}
}

func TestSeatOpenedElsewhereIsNotFoughtFor(t *testing.T) {
	srv, store := &fakeServer{}, storage.NewMemStore()
	store.Save("online-ROOM22", []byte("S tokS"))
	c := New(store, "ws://x/ws", srv.dial)
	c.Join("ROOM22", t0)
	srv.open()
	c.Poll(t0)
	srv.say(proto.Msg{T: proto.Joined, ID: "ROOM22", Seat: "S"})
	srv.say(proto.Msg{T: proto.Error, Code: proto.CodeToken, Err: "this seat was opened on another connection"})
	c.Poll(t0)
	if m := srv.last(); m.T != proto.Resume {
		t.Fatalf("answered the seat opened elsewhere with %+v", m)
	}
	if b, _ := store.Load("online-ROOM22"); string(b) != "S tokS" {
		t.Fatal("the token was forgotten because another tab took the seat")
	}
	srv.drop()
	c.Poll(t0)
	c.Poll(t0.Add(time.Minute))
	if srv.dials != 1 {
		t.Fatalf("%d dials: the client fights the other tab for its seat", srv.dials)
	}
	if c.ErrCode != proto.CodeToken {
		t.Fatalf("code %q", c.ErrCode)
	}
}

func TestTokenSaveFailureIsSaid(t *testing.T) {
	srv, store := &fakeServer{}, storage.NewMemStore()
	store.FailSave = storage.ErrFull
	c := New(store, "ws://x/ws", srv.dial)
	c.Join("ROOM22", t0)
	srv.open()
	srv.say(proto.Msg{T: proto.Joined, ID: "ROOM22", Seat: "S", Token: "t"})
	c.Poll(t0)
	if c.ErrCode != CodeNoSave || c.Seat != "S" {
		t.Fatalf("code %q seat %q", c.ErrCode, c.Seat)
	}
}

func TestNormalCode(t *testing.T) {
	for in, want := range map[string]string{" ab3x9k ": "AB3X9K", "https://h/?room=QW2ER3&x=1": "QW2ER3", "http://h/?room=qw2er3#": "QW2ER3"} {
		if got := NormalCode(in); got != want {
			t.Errorf("NormalCode(%q) = %q, want %q", in, got, want)
		}
	}
	if backoff(1) != 500*time.Millisecond || backoff(3) != 2*time.Second || backoff(20) != 8*time.Second {
		t.Errorf("backoff %v %v %v", backoff(1), backoff(3), backoff(20))
	}
}

// TestAskCount: Count pieces and hints are asked only with a seat on an open connection; the answer
// is kept as Counted, and a Leave forgets it.
func TestAskCount(t *testing.T) {
	srv, store := &fakeServer{}, storage.NewMemStore()
	c := New(store, "ws://x/ws", srv.dial)
	if c.AskCount() == nil {
		t.Fatal("a count asked with no connection")
	}
	c.Join("QW2ER3", t0)
	srv.open()
	srv.say(proto.Msg{T: proto.Joined, ID: "QW2ER3", Seat: "S", Token: "tok"})
	c.Poll(t0)
	if err := c.AskCount(); err != nil || srv.last().T != proto.Count {
		t.Fatalf("AskCount: %v, sent %+v", err, srv.last())
	}
	srv.say(proto.Msg{T: proto.Counted, ID: "QW2ER3", Seat: "S", Ply: 7, Count: "N size=0 hidden=20 gone=3 9=1"})
	if !c.Poll(t0) || c.Counted.Ply != 7 || !strings.HasPrefix(c.Counted.Count, "N ") {
		t.Fatalf("counted %+v", c.Counted)
	}
	if err := c.AskHint(); err != nil || srv.last().T != proto.Hint {
		t.Fatalf("AskHint: %v, sent %+v", err, srv.last())
	}
	srv.say(proto.Msg{T: proto.Hinted, ID: "QW2ER3", Seat: "S", Ply: 7, Arg: "c4-c5"})
	if !c.Poll(t0) || c.Hinted.Arg != "c4-c5" || c.Hinted.Ply != 7 {
		t.Fatalf("hinted %+v", c.Hinted)
	}
	c.Leave()
	if c.Counted.Count != "" || c.Hinted.Arg != "" {
		t.Fatal("Leave kept the count or the hint")
	}
	if c.AskHint() == nil {
		t.Fatal("a hint asked with no connection")
	}
}
