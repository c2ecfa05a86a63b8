//go:build js

package client

import (
	"errors"
	"fmt"
	"syscall/js"

	"warboard/game/storage"
)

// FollowLink: the page's rooms are its own server's (the only origin /ws accepts); a link
// to another server is opened as a page.
func FollowLink(storage.Store, string) (string, bool) { return "", false }

// ChooseServer: a page's rooms are its own server's (the only origin /ws accepts).
func ChooseServer() bool { return false }

// KeepServer: a page keeps no other server.
func KeepServer(storage.Store, string) {}

// ServerURL is the rooms of the server that served the page: ws(s)://its host/ws.
func ServerURL(storage.Store) string {
	loc := js.Global().Get("location")
	scheme := "ws://"
	if loc.Get("protocol").String() == "https:" {
		scheme = "wss://"
	}
	return scheme + loc.Get("host").String() + "/ws"
}

// PageRoom is the room the page's address names (?room=CODE), "" for none.
func PageRoom() (room string) {
	defer func() {
		if recover() != nil {
			room = ""
		}
	}()
	params := js.Global().Get("URLSearchParams").New(js.Global().Get("location").Get("search"))
	if v := params.Call("get", "room"); v.Type() == js.TypeString {
		return v.String()
	}
	return ""
}

// ShowRoom puts the room in the page's address (?room=CODE; "" takes it away), so a reload
// comes back to the room and the address bar is the link to share.
func ShowRoom(code string) {
	catch(func() {
		loc := js.Global().Get("location")
		u := loc.Get("pathname").String()
		if code != "" {
			u += "?room=" + code
		}
		js.Global().Get("history").Call("replaceState", js.Null(), "", u)
	})
}

// Dial opens the browser's WebSocket (no WebSocket library in the bundle). Its callbacks
// run on the page's event loop and only queue the events.
func Dial(url string, report func(Event)) Conn {
	sink := func(e Event) {
		report(e)
		wake()
	}
	c := &jsConn{}
	err := catch(func() { c.ws = js.Global().Get("WebSocket").New(url) })
	if err != nil {
		sink(Event{Kind: Closed, Err: err})
		return c
	}
	closed := false
	c.funcs = []js.Func{
		js.FuncOf(func(js.Value, []js.Value) any { sink(Event{Kind: Opened}); return nil }),
		js.FuncOf(func(_ js.Value, args []js.Value) any {
			if len(args) > 0 {
				if d := args[0].Get("data"); d.Type() == js.TypeString {
					sink(Event{Kind: Message, Data: []byte(d.String())})
				}
			}
			return nil
		}),
		js.FuncOf(func(_ js.Value, args []js.Value) any {
			if !closed {
				closed = true
				var err error
				if len(args) > 0 && args[0].Get("code").Int() != 1000 {
					err = fmt.Errorf("the connection closed (%d)", args[0].Get("code").Int())
				}
				sink(Event{Kind: Closed, Err: err})
				c.release()
			}
			return nil
		}),
	}
	c.ws.Set("onopen", c.funcs[0])
	c.ws.Set("onmessage", c.funcs[1])
	c.ws.Set("onclose", c.funcs[2])
	return c
}

// wake ends the page's idle spell (web/index.html holds animation frames back while the
// game is quiet): the frame that polls the client comes at once, not a quarter second later.
func wake() {
	if f := js.Global().Get("warboardIdle"); f.Type() == js.TypeFunction {
		f.Invoke(false)
	}
}

type jsConn struct {
	ws    js.Value
	funcs []js.Func
}

var errNotOpen = errors.New("not connected")

func (c *jsConn) Send(data []byte) error {
	if c.ws.IsUndefined() || c.ws.Get("readyState").Int() != 1 {
		return errNotOpen
	}
	return catch(func() { c.ws.Call("send", string(data)) })
}

func (c *jsConn) Close() {
	if !c.ws.IsUndefined() {
		catch(func() { c.ws.Call("close") })
	}
}

func (c *jsConn) release() {
	for _, f := range c.funcs {
		f.Release()
	}
	c.funcs = nil
}

// catch turns a JavaScript exception (a panic in syscall/js) into an error.
func catch(f func()) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("%v", p)
		}
	}()
	f()
	return nil
}
