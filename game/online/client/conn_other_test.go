//go:build !js

package client

import (
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"warboard/rules/record"
)

// events gathers a connection's events for a test.
type events struct{ in inbox }

func (e *events) sink(ev Event) { e.in.push(ev) }

// wait is the next event, failing after a few seconds.
func (e *events) wait(t *testing.T, pending *[]Event) Event {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		*pending = append(*pending, e.in.drain()...)
		if len(*pending) > 0 {
			ev := (*pending)[0]
			*pending = (*pending)[1:]
			return ev
		}
	}
	t.Fatal("no event within 5 s")
	return Event{}
}

// TestDesktopDialEchoes: the desktop's connection (coder/websocket) opens, sends and
// reads text messages, and says when it is closed; a dead address is said too.
func TestDesktopDialEchoes(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ws, err := websocket.Accept(w, r, nil)
		if err != nil {
			return
		}
		defer ws.CloseNow()
		for {
			typ, data, err := ws.Read(context.Background())
			if err != nil {
				return
			}
			if string(data) == "bye" {
				ws.Close(websocket.StatusNormalClosure, "")
				return
			}
			ws.Write(context.Background(), typ, append([]byte("echo "), data...))
		}
	}))
	defer srv.Close()
	var e events
	var pending []Event
	c := Dial("ws"+strings.TrimPrefix(srv.URL, "http")+"/ws", e.sink)
	if ev := e.wait(t, &pending); ev.Kind != Opened {
		t.Fatalf("first event %+v, want Opened", ev)
	}
	if err := c.Send([]byte("hello")); err != nil {
		t.Fatal(err)
	}
	if ev := e.wait(t, &pending); ev.Kind != Message || string(ev.Data) != "echo hello" {
		t.Fatalf("got %+v, want the echo", ev)
	}
	c.Send([]byte("bye"))
	if ev := e.wait(t, &pending); ev.Kind != Closed {
		t.Fatalf("got %+v, want Closed when the server closes", ev)
	}
	c.Close() // closing a closed connection is harmless

	ln, _ := net.Listen("tcp", "127.0.0.1:0")
	dead := ln.Addr().String()
	ln.Close()
	var e2 events
	pending = nil
	Dial("ws://"+dead+"/ws", e2.sink)
	if ev := e2.wait(t, &pending); ev.Kind != Closed || ev.Err == nil {
		t.Fatalf("a dead address gave %+v, want Closed with an error", ev)
	}
}

// TestLinkServer: the rooms' server of a room link, and text that is no such link.
func TestLinkServer(t *testing.T) {
	checkServers(t, "LinkServer", LinkServer, map[string]string{
		"http://192.168.1.5:8080/?room=QW2ER3":    "ws://192.168.1.5:8080/ws",
		" https://play.example/?room=qw2er3&x=1 ": "wss://play.example/ws",
		"HTTP://h/?room=QW2ER3":                   "ws://h/ws",
		"QW2ER3":                                  "",
		"http://h/":                               "",
		"ftp://h/?room=QW2ER3":                    "",
		"room=QW2ER3":                             "",
		"http://%zz/?room=A":                      "",
	})
}

// checkServers checks f gives each text's server, "" (and false) for none.
func checkServers(t *testing.T, name string, f func(string) (string, bool), want map[string]string) {
	t.Helper()
	for text, w := range want {
		if got, ok := f(text); got != w || ok != (w != "") {
			t.Errorf("%s(%q) = %q %v, want %q", name, text, got, ok, w)
		}
	}
}

// TestAppendTokens: the tokens a state brings go after the history's moves, or after a
// blank line when it has only its tags so far, so the history stays a record.
func TestAppendTokens(t *testing.T) {
	for _, c := range []struct{ history, tokens, want string }{
		{"[Game \"junqi\"]\n", "a2-b3", "[Game \"junqi\"]\n\na2-b3"},
		{"[Game \"junqi\"]\n[Mode \"dark\"]\n", "a2-b3 c6xc7", "[Game \"junqi\"]\n[Mode \"dark\"]\n\na2-b3 c6xc7"},
		{"[Game \"junqi\"]\n\na2-b3\n", "c6xc7", "[Game \"junqi\"]\n\na2-b3 c6xc7"},
		{"a2-b3", "c6xc7", "a2-b3 c6xc7"},
	} {
		got := AppendTokens(c.history, c.tokens)
		if got != c.want {
			t.Errorf("AppendTokens(%q, %q) = %q, want %q", c.history, c.tokens, got, c.want)
		}
		if strings.HasPrefix(got, "[") {
			if _, err := record.Parse(got + "\n"); err != nil {
				t.Errorf("%q is no record: %v", got, err)
			}
		}
	}
}

// TestParseServer: a server as a person types it, and text that names none.
func TestParseServer(t *testing.T) {
	checkServers(t, "ParseServer", ParseServer, map[string]string{
		"192.168.1.5:8080":                     "ws://192.168.1.5:8080/ws",
		" play.example ":                       "ws://play.example:8080/ws",
		"play.example:9000":                    "ws://play.example:9000/ws",
		"ws://127.0.0.1:8080/ws":               "ws://127.0.0.1:8080/ws",
		"wss://play.example/ws":                "wss://play.example/ws",
		"https://play.example/":                "wss://play.example/ws",
		"http://192.168.1.5:8080/?room=QW2ER3": "ws://192.168.1.5:8080/ws",
		"HTTPS://Play.Example":                 "wss://Play.Example/ws",
		"[::1]:8080":                           "ws://[::1]:8080/ws",
		"":                                     "",
		"two words":                            "",
		"ftp://play.example":                   "",
		"http://user:pw@play.example":          "",
		"http://%zz":                           "",
		"://":                                  "",
	})
}
