//go:build !js

package main

import (
	"context"
	"errors"
	"time"

	"github.com/coder/websocket"

	"warboard/cmd/server/internal/room"
	"warboard/game/online/proto"
)

// client is one WebSocket connection: at most one seat (its token), messages in through
// the size and rate limits, messages out through a queue that never blocks a room.
type client struct {
	ws   *websocket.Conn
	srv  *Server
	out  chan []byte // encoded messages: a queue of thousands of connections stays small
	page string

	room  *room.Room
	token string

	tokens  float64 // the rate limit's bucket
	last    time.Time
	dropped int // messages refused by the rate limit in a row
	created int
}

// maxCreates is how many rooms one connection may make.
const maxCreates = 20

// Send queues m; a client that does not read its messages is dropped rather than waited for.
func (c *client) Send(m proto.Msg) {
	select {
	case c.out <- proto.Encode(m):
	default:
		go c.ws.CloseNow() // not under the room's lock
	}
}

func (c *client) write(ctx context.Context, cancel func()) {
	defer cancel()
	for {
		select {
		case <-ctx.Done():
			return
		case data := <-c.out:
			wctx, done := context.WithTimeout(ctx, 10*time.Second)
			err := c.ws.Write(wctx, websocket.MessageText, data)
			done()
			if err != nil {
				c.ws.CloseNow()
				return
			}
		}
	}
}

// allow is the rate limit: a bucket of Burst messages filled at Rate a second.
func (c *client) allow(now time.Time) bool {
	cfg := c.srv.cfg
	c.tokens = min(cfg.Burst, c.tokens+now.Sub(c.last).Seconds()*cfg.Rate)
	c.last = now
	if c.tokens < 1 {
		return false
	}
	c.tokens--
	return true
}

func (c *client) fail(code, text string) {
	c.Send(proto.Msg{T: proto.Error, Code: code, Err: text})
}

func (c *client) read(ctx context.Context) {
	for {
		typ, data, err := c.ws.Read(ctx)
		if err != nil {
			return
		}
		if !c.allow(time.Now()) {
			c.dropped++
			if c.dropped == 1 {
				c.fail(proto.CodeRate, "too many messages: slow down")
			}
			if c.dropped > 200 {
				c.ws.Close(websocket.StatusPolicyViolation, "too many messages")
				return
			}
			continue
		}
		c.dropped = 0
		if typ != websocket.MessageText {
			c.fail(proto.CodeMalformed, "messages are JSON text")
			continue
		}
		m, err := proto.Decode(data)
		if errors.Is(err, proto.ErrTooBig) {
			c.fail(proto.CodeTooBig, err.Error())
			continue
		}
		if err != nil {
			c.fail(proto.CodeMalformed, err.Error())
			continue
		}
		c.handle(m)
	}
}

// handle answers one message; a refusal is an error message, and the room goes on.
func (c *client) handle(m proto.Msg) {
	hub := c.srv.hub
	switch m.T {
	case proto.Ping:
		c.Send(proto.Msg{T: proto.Pong})
	case proto.Create:
		if c.created >= maxCreates {
			c.fail(proto.CodeRate, "this connection has made enough rooms")
			return
		}
		r, err := hub.Create(m)
		if err != nil {
			c.refused(err)
			return
		}
		c.created++
		c.Send(proto.Msg{T: proto.Created, ID: r.ID, Text: c.page + "?room=" + r.ID})
	case proto.Join, proto.Resume:
		r := hub.Room(m.ID)
		if r == nil {
			c.fail(proto.CodeNoRoom, "no room has that code")
			return
		}
		if c.room != nil {
			c.room.Leave(c)
			c.room, c.token = nil, ""
		}
		token := m.Token
		var err error
		if m.T == proto.Join {
			_, token, err = r.Join(c, m.Seat)
		} else {
			_, err = r.Resume(c, token)
		}
		if err != nil {
			c.refused(err)
			return
		}
		c.room, c.token = r, token
	case proto.Act:
		if c.room == nil {
			c.fail(proto.CodeNoSeat, "join a room or resume a seat first")
			return
		}
		if err := c.room.Act(c, c.token, m.Act, m.Arg); err != nil {
			c.refused(err)
		}
	case proto.Count:
		if c.room == nil {
			c.fail(proto.CodeNoSeat, "join a room or resume a seat first")
			return
		}
		if err := c.room.Count(c, c.token); err != nil {
			c.refused(err)
		}
	case proto.Hint:
		if c.room == nil {
			c.fail(proto.CodeNoSeat, "join a room or resume a seat first")
			return
		}
		if err := c.room.Hint(c, c.token); err != nil {
			c.refused(err)
		}
	default:
		c.fail(proto.CodeMalformed, "a client does not send "+m.T)
	}
}

// refused tells the client why; only a room's refusal is told in words, anything else is
// logged and said in general terms (no internal text leaves the server).
func (c *client) refused(err error) {
	var ref *room.Refusal
	if errors.As(err, &ref) {
		c.fail(ref.Code, ref.Text)
		return
	}
	c.srv.logf("refused: %v", err)
	c.fail(proto.CodeIllegal, "the server could not do that")
}

func (s *Server) logf(format string, args ...any) {
	if s.cfg.Logf != nil {
		s.cfg.Logf(format, args...)
	}
}
