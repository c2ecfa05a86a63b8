//go:build !js

package main

import (
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"warboard/cmd/server/internal/table"
	"warboard/game/online/proto"
)

// person is a simulated person at one seat over a real WebSocket: it keeps every message
// it is sent, and makes the random player's decision whenever the room waits for its seat
// (the decision is taken from the server's game, white-box: what is tested is what the
// seat is sent, not how it chooses).
type person struct {
	c     *wsClient
	seat  string
	token string
	got   []proto.Msg
}

// playRoom plays room id to its end (or until limit) with the people, checking every
// message they get with check (nil: none). It fails the test on a refusal of a decision.
func playRoom(t *testing.T, ts *testServer, id string, people []*person, limit time.Duration) {
	t.Helper()
	r := ts.srv.hub.Room(id)
	var wg sync.WaitGroup
	errc := make(chan error, len(people))
	deadline := time.Now().Add(limit)
	fail := func(err error) {
		errc <- err
		for _, q := range people {
			q.c.close() // the others stop at once
		}
	}
	for _, p := range people {
		wg.Add(1)
		go func() {
			defer wg.Done()
			acted := "" // the state last acted on: a stale copy of it is not acted on twice
			for {
				m, err := p.c.next(time.Until(deadline))
				if err != nil {
					last := proto.Msg{}
					if len(p.got) > 0 {
						last = p.got[len(p.got)-1]
					}
					fail(fmt.Errorf("%s: %v (last message %+v)", p.seat, err, last))
					return
				}
				p.got = append(p.got, m)
				if m.T == proto.Error {
					fail(fmt.Errorf("%s refused: %s %s", p.seat, m.Code, m.Err))
					return
				}
				if m.T != proto.State {
					continue
				}
				p.seat = m.Seat // 翻棋's first flip may seat a person on another colour
				if m.Phase == "over" {
					return
				}
				if m.Phase == proto.ActTakeBack || m.Turn == "" || m.Turn[:1] != p.seat {
					continue
				}
				key := fmt.Sprint(m.Ply, m.Phase, m.Turn)
				if key == acted {
					continue
				}
				var d, what string
				var derr error
				r.Do(func(g *table.Game) {
					tn := g.Turn()
					if tn.Seat != p.seat || g.Ply() != m.Ply {
						return // stale: a newer state is on its way
					}
					what = tn.What
					d, derr = g.Computer(p.seat, "random")
				})
				if derr != nil {
					fail(fmt.Errorf("%s: %v", p.seat, derr))
					return
				}
				if what == "" {
					continue
				}
				acted = key
				act := what
				switch {
				case what == proto.ActMove && d == "resign":
					act, d = proto.ActResign, ""
				case what == proto.ActDraw:
					act, d = d, ""
				}
				if err := p.c.send(proto.Msg{T: proto.Act, Act: act, Arg: d}); err != nil {
					fail(err)
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errc)
	for err := range errc {
		t.Fatal(err)
	}
}

// seatPeople joins one person to every person's seat of room id.
func seatPeople(t *testing.T, ts *testServer, id string, seats []string) []*person {
	var out []*person
	for _, s := range seats {
		c := dial(t, ts)
		seat, token := join(t, c, id, s)
		out = append(out, &person{c: c, seat: seat, token: token})
	}
	return out
}

func seatsOf(ts *testServer, id string) []string {
	var out []string
	ts.srv.hub.Room(id).Do(func(g *table.Game) { out = g.Seats() })
	return out
}

// TestTwoPeoplePlayADarkGame: two clients play 2p 暗棋 to its end over the server.
func TestTwoPeoplePlayADarkGame(t *testing.T) {
	ts := startServer(t, Config{Rate: 1000, Burst: 1000})
	c := dial(t, ts)
	id := create(t, c, proto.Msg{Tags: map[string]string{"Game": "junqi", "Board": "2p", "Mode": "dark"}})
	people := seatPeople(t, ts, id, []string{"S", "N"})
	playRoom(t, ts, id, people, 60*time.Second)
	last := people[0].got[len(people[0].got)-1]
	if last.Phase != "over" || last.Result == "ongoing" || !strings.Contains(last.History, "[Result") {
		t.Fatalf("the game did not end: %+v", last)
	}
}

// TestTwoPeopleAndTwoComputers: 2v2 暗棋, two people (S and E) and the computer at N and W.
func TestTwoPeopleAndTwoComputers(t *testing.T) {
	ts := startServer(t, Config{Rate: 1000, Burst: 1000})
	c := dial(t, ts)
	id := create(t, c, proto.Msg{Tags: map[string]string{"Game": "junqi", "Board": "4p", "Mode": "dark", "Teams": "SN EW"},
		Players: map[string]string{"N": "random", "W": "random"}})
	people := seatPeople(t, ts, id, []string{"S", "E"})
	playRoom(t, ts, id, people, 90*time.Second)
	last := people[1].got[len(people[1].got)-1]
	if last.Phase != "over" || last.Seats["N"] != "computer" || last.Seats["S"] != "person" {
		t.Fatalf("the game did not end as set: %+v", last)
	}
	checkViews(t, ts, id, people)
}
