//go:build !js

package main

import (
	"testing"

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
	}
	ask()
	n.send(proto.Msg{T: proto.Act, Act: proto.ActDecline})
	if m := lastState(t, s); m.Ply != before || m.Phase != proto.ActMove {
		t.Fatalf("after a no: %+v", m)
	}
	ask()
	n.send(proto.Msg{T: proto.Act, Act: proto.ActAccept})
	if m := lastState(t, s); m.Ply != before-1 || m.Turn != "S" {
		t.Fatalf("after a yes: ply %d turn %s (was %d)", m.Ply, m.Turn, before)
	}
	drain(n)
	s.send(proto.Msg{T: proto.Act, Act: proto.ActDraw})
	if m := lastState(t, n); m.Phase != proto.ActDraw || m.Turn != "N" {
		t.Fatalf("no draw offer: %+v", m)
	}
	n.send(proto.Msg{T: proto.Act, Act: proto.ActAccept})
	if m := lastState(t, s); m.Phase != "over" || m.Result != "draw agreed" {
		t.Fatalf("after the draw: %+v", m)
	}
}
