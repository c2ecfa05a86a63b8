//go:build !js

package main

import (
	"context"
	"errors"
	"net/http"
	"time"

	"github.com/coder/websocket"

	"warboard/game/online/proto"
)

// wsClient is a program's side of a room connection: the tests' and the load test's
// simulated people (the app's client comes next, docs/online.md).
type wsClient struct {
	ws  *websocket.Conn
	in  chan proto.Msg
	err error // why in closed
}

// dialWS connects to a server's /ws (url ws://host/ws) with header (an Origin, in tests).
func dialWS(ctx context.Context, url string, header http.Header) (*wsClient, error) {
	ws, _, err := websocket.Dial(ctx, url, &websocket.DialOptions{HTTPHeader: header})
	if err != nil {
		return nil, err
	}
	ws.SetReadLimit(4 << 20)
	c := &wsClient{ws: ws, in: make(chan proto.Msg, 16)}
	go func() {
		defer close(c.in)
		for {
			_, data, err := ws.Read(context.Background())
			if err != nil {
				c.err = err
				return
			}
			m, err := proto.DecodeServer(data)
			if err != nil {
				c.err = err
				return
			}
			c.in <- m
		}
	}()
	return c, nil
}

func (c *wsClient) send(m proto.Msg) error {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	return c.ws.Write(ctx, websocket.MessageText, proto.Encode(m))
}

func (c *wsClient) sendRaw(data []byte) error {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	return c.ws.Write(ctx, websocket.MessageText, data)
}

var errTimeout = errors.New("no message in time")

// next is the next message, or an error once the connection is gone or after d.
func (c *wsClient) next(d time.Duration) (proto.Msg, error) {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case m, ok := <-c.in:
		if !ok {
			if c.err == nil {
				c.err = errors.New("closed")
			}
			return proto.Msg{}, c.err
		}
		return m, nil
	case <-t.C:
		return proto.Msg{}, errTimeout
	}
}

// until reads messages until one satisfies ok; the others go to seen (may be nil).
func (c *wsClient) until(d time.Duration, ok func(proto.Msg) bool, seen func(proto.Msg)) (proto.Msg, error) {
	deadline := time.Now().Add(d)
	for {
		left := time.Until(deadline)
		if left <= 0 {
			return proto.Msg{}, errTimeout
		}
		m, err := c.next(left)
		if err != nil {
			return proto.Msg{}, err
		}
		if seen != nil {
			seen(m)
		}
		if ok(m) {
			return m, nil
		}
	}
}

func (c *wsClient) close() { c.ws.CloseNow() }
