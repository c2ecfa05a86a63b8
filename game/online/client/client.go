// Package client is the app's side of an online room (docs/online.md): one connection to
// the server, the seat's token kept on the device per room, reconnecting by itself, and the
// room as last told (the State message). It draws nothing and imports no Ebitengine: the
// screens (game/onlinescreen) poll it once a frame.
package client

import (
	"errors"
	"net/url"
	"strings"
	"time"

	"warboard/game/online/proto"
	"warboard/game/storage"
)

// Status is the connection's.
type Status uint8

const (
	Idle       Status = iota // not asked to connect
	Connecting               // a dial under way
	Online                   // open
	Waiting                  // dropped: trying again at a time (backoff)
)

// Client is one room at a time.
type Client struct {
	store storage.Store
	url   string
	dial  Dialer

	conn  Conn
	gen   int // the connection's number: events of older ones are dropped
	in    inbox
	state Status

	// Room is the room's code, Link its page link (from Created, or made from the code).
	Room, Link string
	// Seat is this device's seat in the room, "" before joining.
	Seat  string
	token string

	create *proto.Msg // a room to create once connected

	// Last is the room's last State; History the record as the seat may see it (the
	// first state's History, then each Last appended).
	Last    proto.Msg
	History string
	// ErrCode is the last problem: a refusal's code (proto.Code…, with the server's
	// sentence in Err) or one of this side's (CodeLost, CodeNoServer, CodeNoSave). A State
	// clears a refusal; an open connection clears CodeLost and CodeNoServer.
	Err, ErrCode string
	// Reached tells whether the server ever answered this client: a page with no server
	// behind it says so instead of trying forever in silence.
	Reached bool
	// Counted is the seat's last Count pieces from the server (proto.Counted: Count, at
	// its Ply), asked by AskCount.
	Counted proto.Msg
	// Hinted is the last hint from the server (proto.Hinted: the move in Arg, at its
	// Ply), asked by AskHint.
	Hinted proto.Msg

	resuming bool // a Resume is on its way: a token refusal answers it
	taken    bool // the seat was opened on another connection: do not take it back by reconnecting
	fresh    bool // a State came on this connection: the room shown is the server's now
	tries    int
	retryAt  time.Time
	pingAt   time.Time
}

// New is a client of the server at url, keeping tokens in store and opening connections
// with dial (Dial, or a test's).
func New(store storage.Store, url string, dial Dialer) *Client {
	return &Client{store: store, url: url, dial: dial}
}

// Status is the connection's state.
func (c *Client) Status() Status { return c.state }

// Create asks for a new room with m's tags, players and away policy; once it is made the
// client takes the first free person's seat.
func (c *Client) Create(m proto.Msg, now time.Time) {
	m.T = proto.Create
	c.leave()
	c.create = &m
	c.connect(now)
}

// Join opens room code: with this device's token for it the same seat again, else the
// first free person's seat.
func (c *Client) Join(code string, now time.Time) {
	c.leave()
	c.Room = NormalCode(code)
	c.Seat, c.token = c.loadToken(c.Room)
	c.connect(now)
}

// NormalCode is a typed room code as the server writes it: capitals, no spaces; a whole
// link is taken for its ?room= part.
func NormalCode(s string) string {
	if i := strings.Index(s, "room="); i >= 0 {
		s = s[i+5:]
		if j := strings.IndexAny(s, "&#"); j >= 0 {
			s = s[:j]
		}
	}
	return strings.ToUpper(strings.TrimSpace(s))
}

// AppendTokens is a history (a record's text) with tokens played after it: after its moves,
// or after a blank line when it has tags and no move yet (the first state of a room often
// comes before any move).
func AppendTokens(history, tokens string) string {
	h := strings.TrimRight(history, " \n")
	if strings.HasPrefix(h, "[") && !strings.Contains(h, "\n\n") && strings.HasSuffix(h, "]") {
		return h + "\n\n" + tokens
	}
	return h + " " + tokens
}

// LinkServer is the rooms of the server a room's link names: http://host:port/?room=CODE
// gives ws://host:port/ws (https gives wss://), since the server that serves the page serves
// its rooms too. ok is false for text that is not such a link (a bare code).
func LinkServer(text string) (ws string, ok bool) {
	u, err := url.Parse(strings.TrimSpace(text))
	if err != nil || u.Host == "" || !strings.Contains(u.RawQuery, "room=") {
		return "", false
	}
	switch strings.ToLower(u.Scheme) {
	case "http":
		return "ws://" + u.Host + "/ws", true
	case "https":
		return "wss://" + u.Host + "/ws", true
	}
	return "", false
}

// ParseServer is the rooms of a server as a person types it: "host:port" (ws://host:port/ws),
// a bare host (the server's own port, 8080), a ws:// or wss:// address, or a page's
// address or a room's link (http gives ws, https wss). ok is false for anything else.
func ParseServer(text string) (ws string, ok bool) {
	text = strings.TrimSpace(text)
	if text == "" || strings.ContainsAny(text, " \t") {
		return "", false
	}
	bare := !strings.Contains(text, "://")
	if bare {
		text = "ws://" + text
	}
	u, err := url.Parse(text)
	if err != nil || u.Hostname() == "" || u.User != nil {
		return "", false
	}
	host := u.Host
	if bare && u.Port() == "" && u.Path == "" {
		host += ":8080" // a bare host: the server's default address
	}
	switch strings.ToLower(u.Scheme) {
	case "ws", "http":
		return "ws://" + host + "/ws", true
	case "wss", "https":
		return "wss://" + host + "/ws", true
	}
	return "", false
}

// serverName keeps the server the desktop app last followed a link to.
const serverName = "online-server"

// Leave closes the connection and stops reconnecting; the token stays on the device, so
// Join of the same code later takes the seat again.
func (c *Client) Leave() { c.leave() }

func (c *Client) leave() {
	if c.conn != nil {
		c.conn.Close()
		c.conn = nil
	}
	c.gen++
	c.state = Idle
	c.Room, c.Link, c.Seat, c.token, c.create = "", "", "", "", nil
	c.Last, c.History, c.Err, c.ErrCode, c.Counted, c.Hinted = proto.Msg{}, "", "", "", proto.Msg{}, proto.Msg{}
	c.tries, c.resuming, c.taken, c.Reached = 0, false, false, false
}

func (c *Client) connect(now time.Time) {
	c.gen++
	gen := c.gen
	c.state = Connecting
	c.pingAt = now.Add(pingEvery)
	c.conn = c.dial(c.url, func(e Event) {
		e.gen = gen
		c.in.push(e)
	})
}

// pingEvery keeps an idle connection open through proxies.
const pingEvery = 25 * time.Second

// backoff is the wait before the n-th try again: 0.5 s doubling up to 8 s.
func backoff(n int) time.Duration {
	d := 500 * time.Millisecond
	for ; n > 1 && d < 8*time.Second; n-- {
		d *= 2
	}
	return min(d, 8*time.Second)
}

// Poll takes what the connection reported since the last frame, reconnects when it is
// time, and reports whether anything a screen shows changed.
func (c *Client) Poll(now time.Time) bool {
	changed := false
	for _, e := range c.in.drain() {
		if e.gen != c.gen {
			continue
		}
		changed = true
		switch e.Kind {
		case Opened:
			c.opened()
		case Message:
			c.message(e.Data)
		case Closed:
			c.dropped(e.Err, now)
		}
	}
	switch {
	case c.state == Waiting && !now.Before(c.retryAt):
		c.connect(now)
		changed = true
	case c.state == Online && !now.Before(c.pingAt):
		c.send(proto.Msg{T: proto.Ping})
		c.pingAt = now.Add(pingEvery)
	}
	return changed
}

func (c *Client) opened() {
	c.state, c.tries, c.Reached, c.fresh = Online, 0, true, false
	if c.ErrCode == CodeLost || c.ErrCode == CodeNoServer {
		c.Err, c.ErrCode = "", ""
	}
	switch {
	case c.create != nil:
		c.send(*c.create)
	case c.token != "":
		c.resuming = true
		c.send(proto.Msg{T: proto.Resume, ID: c.Room, Token: c.token})
	case c.Room != "":
		c.send(proto.Msg{T: proto.Join, ID: c.Room})
	}
}

// This side's problems, beside the server's refusal codes.
const (
	CodeLost     = "lost"     // the connection dropped: trying again
	CodeNoServer = "noserver" // no server answered yet (a page without one): trying again
	CodeNoSave   = "nosave"   // the seat's token could not be kept on the device
)

func (c *Client) dropped(err error, now time.Time) {
	c.conn = nil
	if c.state == Idle || c.taken {
		c.state = Idle
		return
	}
	c.tries++
	c.state, c.retryAt = Waiting, now.Add(backoff(c.tries))
	if c.ErrCode == "" || c.ErrCode == CodeLost || c.ErrCode == CodeNoServer {
		c.Err, c.ErrCode = "", CodeLost
		if !c.Reached {
			c.ErrCode = CodeNoServer
		}
	}
}

// Fresh reports whether the room shown came on the open connection (after a reconnect,
// the last State before the drop is shown until the server's answer).
func (c *Client) Fresh() bool { return c.state == Online && c.fresh }

// Lost reports whether the connection is down and being tried again.
func (c *Client) Lost() bool { return c.state == Waiting || c.state == Connecting && c.Reached }

func (c *Client) message(data []byte) {
	m, err := proto.DecodeServer(data)
	if err != nil { // a server of another version, or garbage: say so, keep the room
		c.Err, c.ErrCode = "", proto.CodeMalformed
		return
	}
	switch m.T {
	case proto.Created:
		c.create = nil
		c.Room, c.Link = m.ID, m.Text
		c.send(proto.Msg{T: proto.Join, ID: m.ID})
	case proto.Joined:
		c.Room, c.Seat, c.resuming = m.ID, m.Seat, false
		if m.Token != "" { // a join gives the token; a resume does not repeat it
			c.token = m.Token
			c.saveToken(m.ID, m.Seat, m.Token)
		}
	case proto.State:
		c.Last, c.fresh = m, true
		c.Reached = true
		if m.Seat != "" {
			c.Seat = m.Seat // 翻棋: the seat follows the colour turned up
		}
		switch {
		case m.History != "":
			c.History = m.History
		case m.Last != "":
			c.History = AppendTokens(c.History, m.Last)
		}
		c.Err, c.ErrCode = "", ""
	case proto.Counted:
		c.Counted = m
	case proto.Hinted:
		c.Hinted = m
	case proto.Error:
		c.Err, c.ErrCode = m.Err, m.Code
		switch {
		case m.Code == proto.CodeToken && c.resuming: // the token opens no seat: join anew
			c.resuming = false
			c.forgetToken(c.Room)
			c.Seat, c.token = "", ""
			c.send(proto.Msg{T: proto.Join, ID: c.Room})
		case m.Code == proto.CodeToken: // the seat was opened elsewhere (another tab, device)
			c.taken = true
		}
	}
}

// ErrOffline is an action asked while the connection is down.
var ErrOffline = errors.New("not connected")

// Act sends one decision of this seat (proto's Act words with their record tokens).
func (c *Client) Act(act, arg string) error {
	if c.state != Online || c.Seat == "" {
		return ErrOffline
	}
	return c.send(proto.Msg{T: proto.Act, Act: act, Arg: arg})
}

// AskCount asks the server for the seat's Count pieces: it comes as Counted.
func (c *Client) AskCount() error {
	if c.state != Online || c.Seat == "" {
		return ErrOffline
	}
	return c.send(proto.Msg{T: proto.Count})
}

// AskHint asks the server for a hint for the seat to move: it comes as Hinted.
func (c *Client) AskHint() error {
	if c.state != Online || c.Seat == "" {
		return ErrOffline
	}
	return c.send(proto.Msg{T: proto.Hint})
}

func (c *Client) send(m proto.Msg) error {
	if c.conn == nil {
		return ErrOffline
	}
	return c.conn.Send(proto.Encode(m))
}

// The token of each room is kept as "online-CODE": "SEAT TOKEN".
func tokenName(room string) string { return "online-" + room }

func (c *Client) loadToken(room string) (seat, token string) {
	if room == "" {
		return "", ""
	}
	b, err := c.store.Load(tokenName(room))
	if err != nil {
		return "", ""
	}
	seat, token, _ = strings.Cut(string(b), " ")
	return seat, token
}

func (c *Client) saveToken(room, seat, token string) {
	if c.store.Save(tokenName(room), []byte(seat+" "+token)) != nil {
		c.Err, c.ErrCode = "", CodeNoSave // the seat is taken; a reload would not find it
	}
}

func (c *Client) forgetToken(room string) { c.store.Remove(tokenName(room)) }
