//go:build !js

package client

import (
	"context"
	"errors"
	"os"
	"time"

	"github.com/coder/websocket"

	"warboard/game/storage"
)

// ServerURL is where the desktop app finds rooms: $WARBOARD_SERVER (ws://host:port/ws), else
// the server of the last room link joined (FollowLink), else a server on this computer
// (`make online`).
func ServerURL(store storage.Store) string {
	if u := os.Getenv("WARBOARD_SERVER"); u != "" {
		return u
	}
	if b, err := store.Load(serverName); err == nil && len(b) > 0 {
		return string(b)
	}
	return "ws://127.0.0.1:8080/ws"
}

// ChooseServer reports whether the person may pick the server (the desktop app, unless
// $WARBOARD_SERVER names it); a page's rooms are its own server's.
func ChooseServer() bool { return os.Getenv("WARBOARD_SERVER") == "" }

// KeepServer makes ws the server of the next rooms and of the next start.
func KeepServer(store storage.Store, ws string) { store.Save(serverName, []byte(ws)) }

// FollowLink reports the server of a room's link typed into Join (LinkServer) and keeps it
// for the next start, so a desktop player needs nothing but the link a friend sent.
// $WARBOARD_SERVER, when set, wins.
func FollowLink(store storage.Store, text string) (ws string, ok bool) {
	if os.Getenv("WARBOARD_SERVER") != "" {
		return "", false
	}
	if ws, ok = LinkServer(text); ok {
		store.Save(serverName, []byte(ws)) // not kept: the link works this time still
	}
	return ws, ok
}

// PageRoom is the room the page's address names; the desktop app has none.
func PageRoom() string { return "" }

// ShowRoom has no address to show the room in on the desktop.
func ShowRoom(string) {}

// Dial opens a WebSocket with coder/websocket: the dial, the reads and the writes each on a
// goroutine of their own, so the frame loop never waits for the network.
func Dial(url string, sink func(Event)) Conn {
	ctx, cancel := context.WithCancel(context.Background())
	c := &wsConn{out: make(chan []byte, 64), cancel: cancel}
	go func() {
		dctx, done := context.WithTimeout(ctx, 10*time.Second)
		ws, _, err := websocket.Dial(dctx, url, nil)
		done()
		if err != nil {
			sink(Event{Kind: Closed, Err: err})
			return
		}
		ws.SetReadLimit(4 << 20)
		sink(Event{Kind: Opened})
		go func() { // the writer
			for {
				select {
				case <-ctx.Done():
					ws.CloseNow()
					return
				case data := <-c.out:
					wctx, done := context.WithTimeout(ctx, 10*time.Second)
					err := ws.Write(wctx, websocket.MessageText, data)
					done()
					if err != nil {
						ws.CloseNow()
						return
					}
				}
			}
		}()
		for {
			_, data, err := ws.Read(ctx)
			if err != nil {
				if ctx.Err() != nil {
					err = nil // we closed it
				}
				sink(Event{Kind: Closed, Err: err})
				cancel()
				return
			}
			sink(Event{Kind: Message, Data: data})
		}
	}()
	return c
}

type wsConn struct {
	out    chan []byte
	cancel func()
}

var errQueueFull = errors.New("the connection is not taking messages")

func (c *wsConn) Send(data []byte) error {
	select {
	case c.out <- data:
		return nil
	default:
		return errQueueFull
	}
}

func (c *wsConn) Close() { c.cancel() }
