//go:build !js

package main

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"warboard/game/online/proto"
)

// refusedWith sends m (or raw bytes) and wants an error message of code; the connection
// then still answers a ping (the room goes on).
func refusedWith(t *testing.T, c *wsClient, code string, m *proto.Msg, raw []byte) {
	t.Helper()
	var err error
	if m != nil {
		err = c.send(*m)
	} else {
		err = c.sendRaw(raw)
	}
	if err != nil {
		t.Fatal(err)
	}
	got := expect(t, c, proto.Error)
	if got.Code != code {
		t.Fatalf("refused with %s (%s), want %s", got.Code, got.Err, code)
	}
	if strings.Contains(got.Err, "goroutine") || strings.Contains(got.Err, ".go:") {
		t.Fatalf("internal text sent: %q", got.Err)
	}
	if err := c.send(proto.Msg{T: proto.Ping}); err != nil {
		t.Fatal(err)
	}
	expect(t, c, proto.Pong)
}

func TestRefusals(t *testing.T) {
	ts := startServer(t, Config{Rate: 1000, Burst: 1000})
	c := dial(t, ts)
	open := map[string]string{"Game": "junqi", "Board": "2p", "Mode": "open"}
	id := create(t, c, proto.Msg{Tags: open})
	s, n := dial(t, ts), dial(t, ts)
	join(t, s, id, "S")
	join(t, n, id, "N")
	playSome(t, ts, id, map[string]*wsClient{"S": s, "N": n}, 2) // both deployed: S to move
	drain(s)
	drain(n)

	t.Run("malformed", func(t *testing.T) {
		refusedWith(t, c, proto.CodeMalformed, nil, []byte("hello"))
		refusedWith(t, c, proto.CodeMalformed, nil, []byte(`{"v":1,"t":"state"}`))
		refusedWith(t, c, proto.CodeMalformed, nil, []byte(`{"v":7,"t":"ping"}`))
		refusedWith(t, c, proto.CodeMalformed, nil, []byte(`{"v":1,"t":"join","id":["x"]}`))
	})
	t.Run("oversize", func(t *testing.T) {
		refusedWith(t, c, proto.CodeTooBig, nil, []byte(`{"v":1,"t":"ping","text":"`+strings.Repeat("x", 9000)+`"}`))
	})
	t.Run("no seat", func(t *testing.T) {
		refusedWith(t, c, proto.CodeNoSeat, &proto.Msg{T: proto.Act, Act: proto.ActMove, Arg: "a4-a5"}, nil)
	})
	t.Run("no room", func(t *testing.T) {
		refusedWith(t, c, proto.CodeNoRoom, &proto.Msg{T: proto.Join, ID: "ZZZZZZ"}, nil)
	})
	t.Run("bad game", func(t *testing.T) {
		for _, m := range []proto.Msg{
			{T: proto.Create, Tags: map[string]string{"Game": "junqi", "Board": "2p", "Position": "a1=SF"}},
			{T: proto.Create, Tags: map[string]string{"Game": "junqi", "Board": "7p"}},
			{T: proto.Create, Tags: open, Players: map[string]string{"S": "grandmaster"}},
			{T: proto.Create, Tags: open, Players: map[string]string{"E": "person"}},
			{T: proto.Create, Tags: open, Players: map[string]string{"S": "hard", "N": "hard"}},
			{T: proto.Create, Tags: open, AwayDo: "explode"},
		} {
			refusedWith(t, c, proto.CodeBadGame, &m, nil)
		}
	})
	t.Run("full room", func(t *testing.T) {
		refusedWith(t, c, proto.CodeFull, &proto.Msg{T: proto.Join, ID: id}, nil)
		refusedWith(t, c, proto.CodeSeat, &proto.Msg{T: proto.Join, ID: id, Seat: "S"}, nil)
	})
	t.Run("wrong token", func(t *testing.T) {
		refusedWith(t, c, proto.CodeToken, &proto.Msg{T: proto.Resume, ID: id, Token: "00112233445566778899aabbccddeeff"}, nil)
	})
	t.Run("not your turn", func(t *testing.T) {
		refusedWith(t, n, proto.CodeNotYours, &proto.Msg{T: proto.Act, Act: proto.ActMove, Arg: "a7-a6"}, nil)
		refusedWith(t, n, proto.CodeNotYours, &proto.Msg{T: proto.Act, Act: proto.ActDeploy, Arg: "a1=NF"}, nil)
		refusedWith(t, n, proto.CodeNotYours, &proto.Msg{T: proto.Act, Act: proto.ActAccept}, nil)
	})
	t.Run("illegal", func(t *testing.T) {
		refusedWith(t, s, proto.CodeIllegal, &proto.Msg{T: proto.Act, Act: proto.ActMove, Arg: "a1-a12"}, nil)
		refusedWith(t, s, proto.CodeIllegal, &proto.Msg{T: proto.Act, Act: proto.ActMove, Arg: "zz"}, nil)
		refusedWith(t, s, proto.CodeIllegal, &proto.Msg{T: proto.Act, Act: proto.ActTakeBack}, nil)
		refusedWith(t, s, proto.CodeMalformed, &proto.Msg{T: proto.Act, Act: "teleport"}, nil)
	})
	t.Run("rate", func(t *testing.T) {
		slow := startServer(t, Config{Rate: 5, Burst: 5})
		c := dial(t, slow)
		for i := 0; i < 30; i++ {
			c.send(proto.Msg{T: proto.Ping})
		}
		m, err := c.until(5*time.Second, func(m proto.Msg) bool { return m.T == proto.Error }, nil)
		if err != nil || m.Code != proto.CodeRate {
			t.Fatalf("no rate refusal: %v %+v", err, m)
		}
	})
	t.Run("origin", func(t *testing.T) {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		if _, err := dialWS(ctx, ts.url, http.Header{"Origin": {"http://evil.example"}}); err == nil {
			t.Fatal("a page of another origin opened /ws")
		}
		host := strings.TrimSuffix(strings.TrimPrefix(ts.url, "ws://"), "/ws")
		ok, err := dialWS(ctx, ts.url, http.Header{"Origin": {"http://" + host}})
		if err != nil {
			t.Fatalf("the page's own origin refused: %v", err)
		}
		ok.close()
		extra := startServer(t, Config{Origins: []string{"friends.example"}})
		c, err := dialWS(ctx, extra.url, http.Header{"Origin": {"https://friends.example"}})
		if err != nil {
			t.Fatalf("an origin of -origins refused: %v", err)
		}
		c.close()
	})
	t.Run("per address", func(t *testing.T) {
		few := startServer(t, Config{MaxPerAddr: 2})
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		a, b := dial(t, few), dial(t, few)
		if _, err := dialWS(ctx, few.url, nil); err == nil || !strings.Contains(err.Error(), "429") {
			t.Fatalf("a third connection from one address: %v, want refused with 429", err)
		}
		a.close()
		// the server counts the closed one down once it sees it gone
		var c *wsClient
		for deadline := time.Now().Add(5 * time.Second); c == nil; time.Sleep(20 * time.Millisecond) {
			var err error
			if c, err = dialWS(ctx, few.url, nil); err != nil && time.Now().After(deadline) {
				t.Fatalf("after one closed, a new connection is still refused: %v", err)
			}
		}
		c.send(proto.Msg{T: proto.Ping})
		expect(t, c, proto.Pong)
		c.close()
		b.send(proto.Msg{T: proto.Ping})
		expect(t, b, proto.Pong)
	})
	// after all of it the game goes on
	playSome(t, ts, id, map[string]*wsClient{"S": s, "N": n}, 4)
}

// drain reads what is waiting.
func drain(c *wsClient) {
	for {
		if _, err := c.next(100 * time.Millisecond); err != nil {
			return
		}
	}
}

// TestAwaySeat: a person gone longer than the room's limit is played by the computer
// (AwayComputer) until it resumes; with AwayForfeit it resigns when it is to move.
func TestAwaySeat(t *testing.T) {
	for _, do := range []string{proto.AwayComputer, proto.AwayForfeit} {
		t.Run(do, func(t *testing.T) {
			ts := startServer(t, Config{Rate: 1000, Burst: 1000, TickEvery: 50 * time.Millisecond})
			c := dial(t, ts)
			id := create(t, c, proto.Msg{Tags: map[string]string{"Game": "junqi", "Board": "2p", "Mode": "dark"},
				Away: 1, AwayDo: do, Level: "random"})
			s, n := dial(t, ts), dial(t, ts)
			join(t, s, id, "S")
			join(t, n, id, "N")
			playSome(t, ts, id, map[string]*wsClient{"S": s, "N": n}, 4)
			n.close() // N leaves; S plays on alone
			m, err := s.until(20*time.Second, func(m proto.Msg) bool {
				if do == proto.AwayForfeit {
					return m.T == proto.State && m.Phase == "over"
				}
				return m.T == proto.State && m.News == proto.MakeNews(proto.NewsAway, "N") && strings.Contains(m.Text, "computer plays")
			}, func(m proto.Msg) {
				if m.T == proto.State && m.Turn == "S" && m.Phase == proto.ActMove {
					s.send(proto.Msg{T: proto.Act, Act: proto.ActMove, Arg: strings.Fields(m.Moves)[0]})
				}
			})
			if err != nil {
				t.Fatal(err)
			}
			if do == proto.AwayForfeit && m.Result != "S resign" {
				t.Fatalf("result %q", m.Result)
			}
		})
	}
}
