//go:build !js

package main

import (
	"strings"
	"testing"
	"time"

	"warboard/cmd/server/internal/table"
	"warboard/game/online/proto"
)

// TestTakeBackAndDrawByAgreement: a take back needs the other person's yes (a no leaves
// the game as it was); a draw ends the game when every other seat accepts.
func TestTakeBackAndDrawByAgreement(t *testing.T) {
	ts := startServer(t, Config{Rate: 1000, Burst: 1000})
	c := dial(t, ts)
	id := create(t, c, proto.Msg{Tags: map[string]string{"Game": "junqi", "Board": "2p", "Mode": "open"}})
	s, n := dial(t, ts), dial(t, ts)
	join(t, s, id, "S")
	join(t, n, id, "N")
	people := map[string]*wsClient{"S": s, "N": n}
	playSome(t, ts, id, people, 5) // deployments, then S N S
	r := ts.srv.hub.Room(id)
	ply := func() (p int) { r.Do(func(g *table.Game) { p = g.Ply() }); return }
	before := ply()
	drain(s)
	drain(n)
	ask := func() {
		if err := s.send(proto.Msg{T: proto.Act, Act: proto.ActTakeBack}); err != nil {
			t.Fatal(err)
		}
		m := lastState(t, n)
		if m.Phase != proto.ActTakeBack || m.Turn != "N" {
			t.Fatalf("N was not asked: %+v", m)
		}
		wantNews(t, m, proto.NewsTakeBack, "S", "S asks to take back its last move")
	}
	ask()
	n.send(proto.Msg{T: proto.Act, Act: proto.ActDecline})
	if m := lastState(t, s); m.Ply != before || m.Phase != proto.ActMove {
		t.Fatalf("after a no: %+v", m)
	} else {
		wantNews(t, m, proto.NewsRefuseBack, "N", "N refuses the take back")
	}
	ask()
	n.send(proto.Msg{T: proto.Act, Act: proto.ActAccept})
	if m := lastState(t, s); m.Ply != before-1 || m.Turn != "S" {
		t.Fatalf("after a yes: ply %d turn %s (was %d)", m.Ply, m.Turn, before)
	} else {
		wantNews(t, m, proto.NewsTookBack, "S", "S took back its move")
	}
	drain(n)
	s.send(proto.Msg{T: proto.Act, Act: proto.ActDraw})
	if m := lastState(t, n); m.Phase != proto.ActDraw || m.Turn != "N" {
		t.Fatalf("no draw offer: %+v", m)
	} else {
		wantNews(t, m, proto.NewsDraw, "S", "S offers a draw")
	}
	n.send(proto.Msg{T: proto.Act, Act: proto.ActAccept})
	if m := lastState(t, s); m.Phase != "over" || m.Result != "draw agreed" {
		t.Fatalf("after the draw: %+v", m)
	}
}

// wantNews checks a state's news: its code and seat for the client, and the same news in
// English words for a client that does not know News.
func wantNews(t *testing.T, m proto.Msg, code, seat, text string) {
	t.Helper()
	c, x, ok := proto.ParseNews(m.News)
	if !ok || c != code || x != seat || m.Text != text {
		t.Errorf("news %q text %q: want %s %s, %q", m.News, m.Text, code, seat, text)
	}
}

// TestNewsOfDeclineAndResign: declining a draw and resigning are told as News codes too.
func TestNewsOfDeclineAndResign(t *testing.T) {
	ts := startServer(t, Config{Rate: 1000, Burst: 1000})
	c := dial(t, ts)
	id := create(t, c, proto.Msg{Tags: map[string]string{"Game": "junqi", "Board": "2p", "Mode": "open"}})
	s, n := dial(t, ts), dial(t, ts)
	join(t, s, id, "S")
	if m := lastState(t, s); m.News != "" && m.News != proto.MakeNews(proto.NewsJoined, "S") {
		t.Errorf("after S joined: news %q", m.News)
	}
	join(t, n, id, "N")
	wantNews(t, lastState(t, s), proto.NewsJoined, "N", "N joined")
	people := map[string]*wsClient{"S": s, "N": n}
	playSome(t, ts, id, people, 3) // deployments, then S
	drain(s)
	drain(n)
	n.send(proto.Msg{T: proto.Act, Act: proto.ActDraw})
	lastState(t, s)
	s.send(proto.Msg{T: proto.Act, Act: proto.ActDecline})
	wantNews(t, lastState(t, n), proto.NewsDeclineDraw, "S", "S declines the draw")
	drain(s)
	n.send(proto.Msg{T: proto.Act, Act: proto.ActResign})
	m := lastState(t, s)
	wantNews(t, m, proto.NewsResign, "N", "N resigns")
	if m.Phase != "over" {
		t.Errorf("after N resigned: %+v", m)
	}
}

// TestCountPieces: a seat asks for its Count pieces and is sent the count of the other
// seat, as the app counts it; without a seat the server says so.
func TestCountPieces(t *testing.T) {
	ts := startServer(t, Config{Rate: 1000, Burst: 1000})
	c := dial(t, ts)
	id := create(t, c, proto.Msg{Tags: map[string]string{"Game": "junqi", "Board": "2p", "Mode": "dark"}})
	c.send(proto.Msg{T: proto.Count})
	if m, err := c.until(5*time.Second, func(m proto.Msg) bool { return m.T == proto.Error }, nil); err != nil || m.Code != proto.CodeNoSeat {
		t.Fatalf("a count without a seat: %+v %v", m, err)
	}
	s, n := dial(t, ts), dial(t, ts)
	join(t, s, id, "S")
	join(t, n, id, "N")
	playSome(t, ts, id, map[string]*wsClient{"S": s, "N": n}, 12)
	drain(s)
	s.send(proto.Msg{T: proto.Count})
	m, err := s.until(5*time.Second, func(m proto.Msg) bool { return m.T == proto.Counted }, nil)
	if err != nil {
		t.Fatal(err)
	}
	var want string
	ts.srv.hub.Room(id).Do(func(g *table.Game) { want = g.Counts("S") })
	if m.Seat != "S" || m.Count == "" || m.Count != want || !strings.HasPrefix(m.Count, "N ") {
		t.Fatalf("counted %+v, want %q", m, want)
	}
}

// TestHints: a room gives hints only when its creator allowed them; the hint is for the
// seat to move, one of its legal moves, and comes as Hinted.
func TestHints(t *testing.T) {
	ts := startServer(t, Config{Rate: 1000, Burst: 1000})
	for _, allowed := range []bool{false, true} {
		c := dial(t, ts)
		m := proto.Msg{Tags: map[string]string{"Game": "junqi", "Board": "2p", "Mode": "dark"}}
		if allowed {
			m.Hints = proto.HintsOn
		}
		id := create(t, c, m)
		s, n := dial(t, ts), dial(t, ts)
		join(t, s, id, "S")
		join(t, n, id, "N")
		playSome(t, ts, id, map[string]*wsClient{"S": s, "N": n}, 2) // the deployments: S to move
		drain(n)
		st := lastState(t, s)
		if (st.Hints == proto.HintsOn) != allowed {
			t.Fatalf("allowed %v: the state says hints %q", allowed, st.Hints)
		}
		s.send(proto.Msg{T: proto.Hint})
		got, err := s.until(60*time.Second, func(m proto.Msg) bool { return m.T == proto.Hinted || m.T == proto.Error }, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !allowed {
			if got.T != proto.Error || got.Code != proto.CodeNotYours {
				t.Fatalf("a hint in a room without hints: %+v", got)
			}
			continue
		}
		if got.T != proto.Hinted || got.Seat != "S" || !strings.Contains(" "+st.Moves+" ", " "+got.Arg+" ") {
			t.Fatalf("hinted %+v, not one of S's moves %q", got, st.Moves)
		}
		n.send(proto.Msg{T: proto.Hint})
		if m, err := n.until(5*time.Second, func(m proto.Msg) bool { return m.T == proto.Hinted || m.T == proto.Error }, nil); err != nil || m.Code != proto.CodeNotYours {
			t.Fatalf("a hint for the seat not to move: %+v %v", m, err)
		}
	}
	c := dial(t, ts)
	c.send(proto.Msg{T: proto.Create, Tags: map[string]string{"Game": "junqi", "Board": "2p"}, Hints: "maybe"})
	if m, err := c.until(5*time.Second, func(m proto.Msg) bool { return m.T == proto.Error || m.T == proto.Created }, nil); err != nil || m.Code != proto.CodeBadGame {
		t.Fatalf("hints %q: %+v %v", "maybe", m, err)
	}
}
