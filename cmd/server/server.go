//go:build !js

package main

import (
	"context"
	"errors"
	"net"
	"net/http"
	"sync"
	"time"

	"github.com/coder/websocket"

	"warboard/cmd/internal/pageserve"
	"warboard/cmd/server/internal/room"
	"warboard/cmd/server/internal/store"
)

// Config is a server's setup.
type Config struct {
	Web     string   // the static page's directory ("": none)
	DB      string   // the rooms' file ("": rooms in memory only)
	Origins []string // more origins that may open /ws (websocket.AcceptOptions.OriginPatterns)
	// Rate and Burst limit each connection's messages (per second; at once).
	Rate, Burst float64
	// MaxPerAddr bounds the open connections from one IP address (0: no bound). Behind a
	// proxy every connection comes from the proxy's address: leave it 0 there and let the
	// proxy bound them.
	MaxPerAddr int
	// TickEvery is how often away seats are looked at (default a second).
	TickEvery time.Duration
	Logf      func(format string, args ...any)
}

// Server is the HTTP handler of the page and of /ws.
type Server struct {
	cfg    Config
	hub    *room.Hub
	st     *store.Store
	static http.Handler

	mu      sync.Mutex
	clients map[*client]bool
	perAddr map[string]int // open connections by remote IP (Config.MaxPerAddr)
	stop    chan struct{}
	ticker  sync.WaitGroup
}

// NewServer opens the store, loads its rooms and starts the away clock.
func NewServer(cfg Config) (*Server, error) {
	if cfg.Rate == 0 {
		cfg.Rate, cfg.Burst = 20, 40
	}
	if cfg.TickEvery == 0 {
		cfg.TickEvery = time.Second
	}
	s := &Server{cfg: cfg, clients: map[*client]bool{}, perAddr: map[string]int{}, stop: make(chan struct{})}
	if cfg.DB != "" {
		st, err := store.Open(cfg.DB)
		if err != nil {
			return nil, err
		}
		s.st = st
	}
	s.hub = room.NewHub(s.st)
	s.hub.Logf = cfg.Logf
	if _, err := s.hub.Load(); err != nil {
		s.Close()
		return nil, err
	}
	s.static = staticHandler(cfg.Web)
	s.ticker.Add(1)
	go func() {
		defer s.ticker.Done()
		t := time.NewTicker(cfg.TickEvery)
		defer t.Stop()
		for {
			select {
			case <-s.stop:
				return
			case <-t.C:
				s.hub.Tick()
			}
		}
	}()
	return s, nil
}

// Close drops every connection, waits for the computer's searches and commits the store.
func (s *Server) Close() error {
	select {
	case <-s.stop:
		return errors.New("closed twice")
	default:
	}
	close(s.stop)
	s.ticker.Wait()
	// every client is told, at once; the stop waits a second at most for their answers
	s.mu.Lock()
	clients := make([]*client, 0, len(s.clients))
	for c := range s.clients {
		clients = append(clients, c)
	}
	s.mu.Unlock()
	var told sync.WaitGroup
	for _, c := range clients {
		told.Add(1)
		go func() {
			defer told.Done()
			c.ws.Close(websocket.StatusGoingAway, "the server stops")
		}()
	}
	done := make(chan struct{})
	go func() { told.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(time.Second): // the rest end by themselves (the library's own 5 s)
	}
	s.hub.Wait()
	if s.st != nil {
		return s.st.Close()
	}
	return nil
}

func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path == "/ws" {
		s.serveWS(w, r)
		return
	}
	s.static.ServeHTTP(w, r)
}

// staticHandler serves the page's files as cmd/webserve does (package pageserve: the
// compressed bundle, the offline worker whole), or says how to build them.
func staticHandler(dir string) http.Handler {
	if dir == "" {
		return http.NotFoundHandler()
	}
	h, err := pageserve.NewHandler(dir)
	if err != nil {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			http.Error(w, "no page here yet: build it with make wasm (dist/web), or start the server with -web DIR", http.StatusNotFound)
		})
	}
	return h
}

// readLimit is what the WebSocket reads of one message: past proto.MaxSize the client is
// told (CodeTooBig) and the connection stays; past readLimit the connection is closed.
const readLimit = 64 << 10

func (s *Server) serveWS(w http.ResponseWriter, r *http.Request) {
	addr := remoteIP(r)
	if !s.openFrom(addr) {
		http.Error(w, "too many connections from your address: close another tab or device first", http.StatusTooManyRequests)
		return
	}
	defer s.closedFrom(addr)
	ws, err := websocket.Accept(w, r, &websocket.AcceptOptions{OriginPatterns: s.cfg.Origins})
	if err != nil {
		return // Accept has answered (403 for a foreign origin)
	}
	ws.SetReadLimit(readLimit)
	c := &client{ws: ws, srv: s, out: make(chan []byte, 64), page: pageURL(r), tokens: s.cfg.Burst, last: time.Now()}
	s.mu.Lock()
	s.clients[c] = true
	s.mu.Unlock()
	ctx, cancel := context.WithCancel(r.Context())
	go c.write(ctx, cancel)
	c.read(ctx)
	cancel()
	if c.room != nil {
		c.room.Leave(c)
	}
	s.mu.Lock()
	delete(s.clients, c)
	s.mu.Unlock()
	ws.CloseNow()
}

// remoteIP is the connection's address without its port.
func remoteIP(r *http.Request) string {
	if h, _, err := net.SplitHostPort(r.RemoteAddr); err == nil {
		return h
	}
	return r.RemoteAddr
}

// openFrom counts a new connection from addr, or reports that addr has its
// Config.MaxPerAddr open already.
func (s *Server) openFrom(addr string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.cfg.MaxPerAddr > 0 && s.perAddr[addr] >= s.cfg.MaxPerAddr {
		return false
	}
	s.perAddr[addr]++
	return true
}

func (s *Server) closedFrom(addr string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.perAddr[addr]--; s.perAddr[addr] <= 0 {
		delete(s.perAddr, addr)
	}
}

// pageURL is the page that opened the socket, for a room's link.
func pageURL(r *http.Request) string {
	if o := r.Header.Get("Origin"); o != "" && o != "null" {
		return o + "/"
	}
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	return scheme + "://" + r.Host + "/"
}
