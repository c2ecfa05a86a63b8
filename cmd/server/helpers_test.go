//go:build !js

package main

import (
	"context"
	"net"
	"net/http"
	"path/filepath"
	"testing"
	"time"

	"warboard/game/online/proto"
)

// testServer is a server on 127.0.0.1 for one test.
type testServer struct {
	srv *Server
	hs  *http.Server
	url string // ws://127.0.0.1:port/ws
	db  string
}

func startServer(t *testing.T, cfg Config) *testServer {
	t.Helper()
	if cfg.DB == "" {
		cfg.DB = filepath.Join(t.TempDir(), "rooms.db")
	}
	if cfg.Logf == nil {
		cfg.Logf = t.Logf
	}
	srv, err := NewServer(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := &http.Server{Handler: srv}
	go hs.Serve(ln)
	ts := &testServer{srv: srv, hs: hs, url: "ws://" + ln.Addr().String() + "/ws", db: cfg.DB}
	t.Cleanup(ts.stop)
	return ts
}

// stop stops the server as SIGTERM does: connections dropped, the store committed.
func (ts *testServer) stop() {
	if ts.hs == nil {
		return
	}
	ts.hs.Close()
	ts.srv.Close()
	ts.hs = nil
}

func dial(t *testing.T, ts *testServer) *wsClient {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, err := dialWS(ctx, ts.url, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.close)
	return c
}

// expect reads until a message of type typ (failing on an error message unless typ is
// Error).
func expect(t *testing.T, c *wsClient, typ string) proto.Msg {
	t.Helper()
	m, err := c.until(20*time.Second, func(m proto.Msg) bool { return m.T == typ || m.T == proto.Error }, nil)
	if err != nil {
		t.Fatalf("waiting for %s: %v", typ, err)
	}
	if m.T != typ {
		t.Fatalf("waiting for %s: %s %s", typ, m.Code, m.Err)
	}
	return m
}

func create(t *testing.T, c *wsClient, m proto.Msg) string {
	t.Helper()
	m.T = proto.Create
	if err := c.send(m); err != nil {
		t.Fatal(err)
	}
	return expect(t, c, proto.Created).ID
}

func join(t *testing.T, c *wsClient, id, seat string) (string, string) {
	t.Helper()
	if err := c.send(proto.Msg{T: proto.Join, ID: id, Seat: seat}); err != nil {
		t.Fatal(err)
	}
	m := expect(t, c, proto.Joined)
	return m.Seat, m.Token
}

// resume takes the seat of token again on c and returns the seat.
func resume(t *testing.T, c *wsClient, id, token string) string {
	t.Helper()
	if err := c.send(proto.Msg{T: proto.Resume, ID: id, Token: token}); err != nil {
		t.Fatal(err)
	}
	return expect(t, c, proto.Joined).Seat
}

// twoPeopleDark is a server with a 2p dark room whose South and North are people on
// connections s and n, with their tokens.
func twoPeopleDark(t *testing.T) (ts *testServer, id string, s, n *wsClient, tokS, tokN string) {
	t.Helper()
	ts = startServer(t, Config{Rate: 1000, Burst: 1000})
	id = create(t, dial(t, ts), proto.Msg{Tags: map[string]string{"Game": "junqi", "Board": "2p", "Mode": "dark"}})
	s, n = dial(t, ts), dial(t, ts)
	_, tokS = join(t, s, id, "S")
	_, tokN = join(t, n, id, "N")
	return ts, id, s, n, tokS, tokN
}
