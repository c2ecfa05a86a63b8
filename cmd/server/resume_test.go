//go:build !js

package main

import (
	"testing"
	"time"

	"warboard/cmd/server/internal/table"
	"warboard/game/online/proto"
)

// playSome plays n decisions of room id through its people's connections, one at a
// time, each by the seat the room waits for (the random player's choice).
func playSome(t *testing.T, ts *testServer, id string, people map[string]*wsClient, n int) {
	t.Helper()
	r := ts.srv.hub.Room(id)
	for i := 0; i < n; i++ {
		var seat, what, d string
		var ply int
		r.Do(func(g *table.Game) {
			tn := g.Turn()
			seat, what, ply = tn.Seat, tn.What, g.Ply()
			d, _ = g.Computer(tn.Seat, "random")
		})
		if what == "" {
			return
		}
		c := people[seat]
		if c == nil { // the computer's seat: it plays by itself
			time.Sleep(5 * time.Millisecond)
			i--
			continue
		}
		if err := c.send(proto.Msg{T: proto.Act, Act: what, Arg: d}); err != nil {
			t.Fatal(err)
		}
		// wait until the room has taken it
		deadline := time.Now().Add(10 * time.Second)
		for {
			var now int
			var tn table.Turn
			r.Do(func(g *table.Game) { now, tn = g.Ply(), g.Turn() })
			if now > ply || tn.Seat != seat || tn.What != what {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("%s's %s %q was not taken", seat, what, d)
			}
			time.Sleep(2 * time.Millisecond)
		}
	}
}

// lastState is the latest state c was sent (waiting a little for one).
func lastState(t *testing.T, c *wsClient) proto.Msg {
	t.Helper()
	var last proto.Msg
	for {
		m, err := c.next(300 * time.Millisecond)
		if err != nil {
			if last.T == "" {
				t.Fatalf("no state: %v", err)
			}
			return last
		}
		if m.T == proto.Error {
			t.Fatalf("refused: %s %s", m.Code, m.Err)
		}
		if m.T == proto.State {
			last = m
		}
	}
}

// TestReconnectResumes: a person's connection drops mid-game; a new connection with its
// token is the same seat, sent the same view, and play goes on.
func TestReconnectResumes(t *testing.T) {
	ts, id, s, n, tokS, _ := twoPeopleDark(t)
	playSome(t, ts, id, map[string]*wsClient{"S": s, "N": n}, 12)
	before := lastState(t, s)
	s.close()
	time.Sleep(50 * time.Millisecond)
	s2 := dial(t, ts)
	if seat := resume(t, s2, id, tokS); seat != "S" {
		t.Fatalf("resumed as %q", seat)
	}
	after := lastState(t, s2)
	if after.Seat != "S" || after.View != before.View || after.Ply != before.Ply {
		t.Fatalf("resumed state differs:\n%+v\n%+v", before, after)
	}
	playSome(t, ts, id, map[string]*wsClient{"S": s2, "N": n}, 6)
	if got := lastState(t, s2); got.Ply <= before.Ply {
		t.Fatalf("play did not go on: ply %d", got.Ply)
	}
}

// TestRestartGoesOn: the server stops mid-game and starts again on the same store; the
// people reconnect with their tokens and play on from the same position, and the computer
// seat of the room goes on too.
func TestRestartGoesOn(t *testing.T) {
	ts := startServer(t, Config{Rate: 1000, Burst: 1000})
	c := dial(t, ts)
	id := create(t, c, proto.Msg{Tags: map[string]string{"Game": "junqi", "Board": "4p", "Mode": "dark", "Teams": "SN EW"},
		Players: map[string]string{"E": "random", "W": "random"}})
	s, n := dial(t, ts), dial(t, ts)
	_, tokS := join(t, s, id, "S")
	_, tokN := join(t, n, id, "N")
	playSome(t, ts, id, map[string]*wsClient{"S": s, "N": n}, 10)
	ts.stop()
	// after the stop: a computer's search under way at the stop was played and stored
	var rec string
	var plies int
	ts.srv.hub.Room(id).Do(func(g *table.Game) { rec, plies = g.Record().String(), g.Ply() })

	ts2 := startServer(t, Config{DB: ts.db, Rate: 1000, Burst: 1000})
	r := ts2.srv.hub.Room(id)
	if r == nil {
		t.Fatal("the room is gone after the restart")
	}
	var again string
	r.Do(func(g *table.Game) { again = g.Record().String() })
	if again != rec {
		t.Fatalf("the game after the restart:\n%s\nbefore:\n%s", again, rec)
	}
	s2, n2 := dial(t, ts2), dial(t, ts2)
	for c, tok := range map[*wsClient]string{s2: tokS, n2: tokN} {
		resume(t, c, id, tok)
	}
	playSome(t, ts2, id, map[string]*wsClient{"S": s2, "N": n2}, 10)
	var ply int
	r.Do(func(g *table.Game) { ply = len(g.Record().Moves) })
	if ply <= plies {
		t.Fatalf("no play after the restart (%d tokens)", ply)
	}
}

// TestResumeDuringDeploymentKeepsTheSentDeployment: North sends its deployment before
// South has deployed, drops and reconnects: the state it is sent gives its deployment
// back (its view cannot show it yet), so its client does not ask for it again; and the
// deployment is played when North's turn comes, a restart of the server between.
func TestResumeDuringDeploymentKeepsTheSentDeployment(t *testing.T) {
	ts, id, s, n, tokS, tokN := twoPeopleDark(t)
	var dep string
	ts.srv.hub.Room(id).Do(func(g *table.Game) {
		var err error
		if dep, err = g.Computer("N", "random"); err != nil {
			t.Fatal(err)
		}
	})
	if err := n.send(proto.Msg{T: proto.Act, Act: proto.ActDeploy, Arg: dep}); err != nil {
		t.Fatal(err)
	}
	if got := lastState(t, n); got.Phase != proto.ActDeploy || got.Arg != dep {
		t.Fatalf("North's state after sending its deployment: phase %q arg %q", got.Phase, got.Arg)
	}
	if got := lastState(t, s); got.Arg != "" {
		t.Fatalf("South was sent North's deployment: %q", got.Arg)
	}
	n.close()
	ts.stop()
	ts2 := startServer(t, Config{DB: ts.db, Rate: 1000, Burst: 1000})
	n2 := dial(t, ts2)
	resume(t, n2, id, tokN)
	if got := lastState(t, n2); got.Phase != proto.ActDeploy || got.Arg != dep || got.Turn != "SN" {
		t.Fatalf("North's state after the reconnect: phase %q turn %q arg %q", got.Phase, got.Turn, got.Arg)
	}
	s2 := dial(t, ts2)
	resume(t, s2, id, tokS)
	playSome(t, ts2, id, map[string]*wsClient{"S": s2}, 1) // South deploys; North's waits
	if got := lastState(t, n2); got.Phase != proto.ActMove || got.Arg != "" {
		t.Fatalf("North's deployment was not played when its turn came: phase %q arg %q", got.Phase, got.Arg)
	}
}
