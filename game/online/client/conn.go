package client

import "sync"

// Conn is one WebSocket to the server, as the platform opens it (conn_js.go: the browser's
// WebSocket; conn_other.go: github.com/coder/websocket). Send never blocks the frame.
type Conn interface {
	Send(data []byte) error
	Close()
}

// Dialer opens a connection to url and reports what happens to it through sink, from any
// goroutine (or the browser's event loop): Opened once, then Message for each text
// message, and Closed once at the end (also when it never opened).
type Dialer func(url string, sink func(Event)) Conn

// EventKind is what happened to a connection.
type EventKind uint8

const (
	Opened EventKind = iota + 1
	Message
	Closed
)

// Event is one thing a connection reports.
type Event struct {
	Kind EventKind
	Data []byte // Message
	Err  error  // Closed: why (nil: closed cleanly)
	gen  int    // the connection it is of: a late event of an old one is dropped
}

// inbox gathers events from the connection's goroutines (or JavaScript callbacks, which
// must not block) until the frame loop takes them.
type inbox struct {
	mu     sync.Mutex
	events []Event
}

func (b *inbox) push(e Event) {
	b.mu.Lock()
	b.events = append(b.events, e)
	b.mu.Unlock()
}

func (b *inbox) drain() []Event {
	b.mu.Lock()
	defer b.mu.Unlock()
	out := b.events
	b.events = nil
	return out
}
