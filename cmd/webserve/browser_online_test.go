//go:build !js

package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Online rooms in the browser (issue 30): real headless Chromium pages against a real
// cmd/server process on 127.0.0.1, driven by touch taps on the app's own screens.

var (
	serverOnce sync.Once
	serverBin  string
	serverErr  error
)

// serverBinary builds cmd/server once per test binary.
func serverBinary(t *testing.T) string {
	t.Helper()
	serverOnce.Do(func() {
		root, err := FindModuleRoot(".")
		if err != nil {
			serverErr = err
			return
		}
		dir, err := os.MkdirTemp("", "warboard-server-")
		if err != nil {
			serverErr = err
			return
		}
		serverBin = filepath.Join(dir, "server")
		cmd := exec.Command("go", "build", "-o", serverBin, "./cmd/server")
		cmd.Dir = root
		if out, err := cmd.CombinedOutput(); err != nil {
			serverErr = fmt.Errorf("go build ./cmd/server: %v\n%s", err, out)
		}
	})
	if serverErr != nil {
		t.Fatal(serverErr)
	}
	return serverBin
}

// serverProc is a cmd/server process serving the bundle and rooms on addr, its rooms in db.
type serverProc struct {
	cmd           *exec.Cmd
	addr, web, db string
	done          chan error
}

func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// startServer starts the server and waits until it serves the page.
func startServer(t *testing.T, addr, web, db string) *serverProc {
	t.Helper()
	s := &serverProc{addr: addr, web: web, db: db, done: make(chan error, 1)}
	s.cmd = exec.Command(serverBinary(t), "-addr", addr, "-web", web, "-db", db)
	s.cmd.Stdout, s.cmd.Stderr = os.Stderr, os.Stderr
	if err := s.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { s.done <- s.cmd.Wait() }()
	t.Cleanup(func() { s.stop(t) })
	for deadline := time.Now().Add(20 * time.Second); ; {
		resp, err := http.Get("http://" + addr + "/")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return s
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("the server on %s did not answer within 20 s: %v", addr, err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// stop ends the server as a person would (SIGTERM: it commits every room first).
func (s *serverProc) stop(t *testing.T) {
	if s.cmd.ProcessState != nil || s.cmd.Process == nil {
		return
	}
	s.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-s.done:
	case <-time.After(15 * time.Second):
		s.cmd.Process.Kill()
		<-s.done
		t.Errorf("the server did not stop within 15 s of SIGTERM")
	}
	s.cmd.ProcessState = &os.ProcessState{} // stopped: a second stop does nothing
}

// onlineState is window.warboard.online().
type onlineState struct {
	Room    string `json:"room"`
	Seat    string `json:"seat"`
	Phase   string `json:"phase"`
	Turn    string `json:"turn"`
	Status  string `json:"status"`
	Result  string `json:"result"`
	Ply     int    `json:"ply"`
	Problem string `json:"problem"`
}

func (p *browserPage) online(t *testing.T) onlineState {
	t.Helper()
	st, err := chromedp.Run(p.ctx, chromedp.Evaluate[onlineState](`window.warboard.online() || {}`))
	if err != nil {
		t.Fatalf("window.warboard.online(): %v\n%s", err, p.console())
	}
	return st
}

// waitOnline waits until ok holds of the page's room.
func (p *browserPage) waitOnline(t *testing.T, what string, d time.Duration, ok func(onlineState) bool) onlineState {
	t.Helper()
	deadline := time.Now().Add(d)
	for {
		p.forgiveSocketErrors()
		p.failOnProblems(t, "waiting for "+what)
		st := p.online(t)
		if ok(st) {
			return st
		}
		if time.Now().After(deadline) {
			p.fatal(t, fmt.Sprintf("%s: not within %v; the room is %+v", what, d, st))
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// forgiveSocketErrors drops the browser's own lines about a WebSocket that could not
// connect: while the server restarts the client tries again, and Chromium logs each try.
func (p *browserPage) forgiveSocketErrors() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.errors = slices.DeleteFunc(p.errors, func(e string) bool { return strings.Contains(e, "WebSocket connection to") })
}

// createRoom goes New game → Junqi → options → Play online on page p and returns the code.
func (p *browserPage) createRoom(t *testing.T, board, mode string, people, computers []string, level string) string {
	t.Helper()
	return p.createRoomOf(t, "button:junqi", []string{"option:board:" + board, "option:mode:" + mode}, people, computers, level)
}

// createRoomOf goes New game → game → the options tapped → the seats (people, computers at
// level) → Play online → Make the room on page p, and returns the room's code once the
// page holds its first seat.
func (p *browserPage) createRoomOf(t *testing.T, game string, options, people, computers []string, level string) string {
	t.Helper()
	p.tapTarget(t, "button:new", "newgame")
	p.tapTarget(t, game, "options")
	for _, o := range options {
		p.tapTarget(t, o, "options")
	}
	p.choosePlayers(t, "person", people...)
	if len(computers) > 0 {
		p.choosePlayers(t, level, computers...)
	}
	p.tapTarget(t, "button:online", "online-create")
	p.tapTarget(t, "button:make", "online")
	st := p.waitOnline(t, "the room made and its first seat taken", 20*time.Second, func(s onlineState) bool {
		return s.Room != "" && s.Seat != "" && s.Phase != ""
	})
	return st.Room
}

// deployOnline taps Ready once the page's seat is to deploy.
func (p *browserPage) deployOnline(t *testing.T) {
	t.Helper()
	p.waitOnline(t, "the deployment", 20*time.Second, func(s onlineState) bool {
		return s.Phase == "deploy" && strings.Contains(s.Turn, s.Seat) || s.Phase == "move"
	})
	if p.online(t).Phase == "deploy" {
		p.tapTarget(t, "button:ready", "online")
	}
}

// playOnline plays one move of the page's seat by tapping its two points (a move picked
// from the legal moves the client has) and waits until the room has gone past it.
func (p *browserPage) playOnline(t *testing.T, rng *rand.Rand) string {
	t.Helper()
	moves := p.moves(t)
	if len(moves) == 0 {
		return ""
	}
	before := p.online(t).Ply
	tok := moves[rng.IntN(len(moves))]
	for _, m := range moves { // captures first: the game moves on
		if strings.Contains(m, "x") && rng.IntN(2) == 0 {
			tok = m
			break
		}
	}
	i := strings.IndexAny(tok, "-x")
	for _, pt := range []string{tok[:i], tok[i+1:]} {
		p.touchPoint(t, pt) // a zoomed board's point out of view is reached through the whole board
	}
	p.waitOnline(t, "the move "+tok+" played", 15*time.Second, func(s onlineState) bool { return s.Ply > before })
	return tok
}

// playPlies plays n plies between the pages, each when its seat is to move.
func playPlies(t *testing.T, n int, rng *rand.Rand, pages ...*browserPage) {
	t.Helper()
	deadline := time.Now().Add(90 * time.Second)
	for done := 0; done < n; {
		if time.Now().After(deadline) {
			var rooms []string
			for _, p := range pages {
				rooms = append(rooms, fmt.Sprintf("%+v moves %v", p.online(t), p.moves(t)))
			}
			t.Fatalf("no move for 90 s: the rooms are\n  %s\n%s", strings.Join(rooms, "\n  "), pages[0].console())
		}
		moved := false
		for _, p := range pages {
			if p.online(t).Phase == "over" {
				return
			}
			if tok := p.playOnline(t, rng); tok != "" {
				done++
				moved = true
			}
		}
		if !moved {
			time.Sleep(100 * time.Millisecond) // a computer seat thinks
		}
	}
}

// onlinePages starts the server, the bundle and two pages at its menu.
func onlinePages(t *testing.T, d time.Duration) (srv *serverProc, url string, a, b *browserPage, art string) {
	t.Helper()
	chromiumPath(t)
	web := bundle(t)
	srv = startServer(t, freeAddr(t), web, filepath.Join(t.TempDir(), "rooms.db"))
	ctx, cancel := context.WithTimeout(context.Background(), d)
	t.Cleanup(cancel)
	url = "http://" + srv.addr + "/"
	a, b = openBrowser(t, ctx), openBrowser(t, ctx)
	a.loadGame(t, url)
	return srv, url, a, b, artefactDir(t)
}

// TestBrowserOnlineDark: two pages play a 2p dark room: one makes it from the options
// screen, the other opens its link; both deploy; they play by taps; the second page
// reloads mid-game and is back on its seat; the server process is stopped and started
// again mid-game and both pages go on by themselves; the first resigns and both see the end;
// the end's Replay opens and comes back.
func TestBrowserOnlineDark(t *testing.T) {
	srv, url, a, b, art := onlinePages(t, 6*time.Minute)
	code := a.createRoom(t, "2p", "dark", []string{"N"}, nil, "")
	a.screenshot(t, filepath.Join(art, "online-created.png"))
	if got := a.evalString(t, `location.search`); got != "?room="+code {
		t.Errorf("the creator's address is %q, want ?room=%s (a reload comes back to the room)", got, code)
	}
	b.loadGame(t, url+"?room="+code)
	b.waitScene(t, "online", "opening the room's link")
	stB := b.waitOnline(t, "the second page seated", 20*time.Second, func(s onlineState) bool { return s.Seat != "" && s.Phase != "" })
	if stB.Seat == a.online(t).Seat {
		t.Fatalf("both pages on seat %s", stB.Seat)
	}
	a.deployOnline(t)
	b.deployOnline(t)
	for _, p := range []*browserPage{a, b} {
		p.waitOnline(t, "play", 20*time.Second, func(s onlineState) bool { return s.Phase == "move" })
	}
	a.screenshot(t, filepath.Join(art, "online-play-a.png"))
	rng := rand.New(rand.NewPCG(30, 1))
	playPlies(t, 6, rng, a, b)

	// A reload: the same seat, the same board, without asking anything.
	before := b.state(t)
	seat := b.online(t).Seat
	b.reload(t)
	st := b.waitOnline(t, "the seat resumed after a reload", 20*time.Second, func(s onlineState) bool { return s.Phase == "move" })
	if st.Seat != seat {
		t.Fatalf("after a reload the page is on seat %q, was %q", st.Seat, seat)
	}
	if after := b.state(t); after.Shown != before.Shown || after.Scene != "online" {
		t.Fatalf("after a reload the board is\n  %s\nwas\n  %s", after.Shown, before.Shown)
	}
	playPlies(t, 4, rng, a, b)

	// The server restarts: both pages reconnect and resume by themselves.
	ply := a.online(t).Ply
	srv.stop(t)
	for _, p := range []*browserPage{a, b} {
		p.waitOnline(t, "the drop seen", 15*time.Second, func(s onlineState) bool { return s.Status != "online" })
	}
	b.screenshot(t, filepath.Join(art, "online-lost.png"))
	srv = startServer(t, srv.addr, srv.web, srv.db)
	for _, p := range []*browserPage{a, b} {
		p.waitOnline(t, "back after the restart", 30*time.Second, func(s onlineState) bool {
			return s.Status == "online" && s.Phase == "move" && s.Ply == ply
		})
	}
	playPlies(t, 4, rng, a, b)

	// The end: the page to move resigns (two taps), both see the result.
	var mover *browserPage
	p0 := a.waitOnline(t, "a turn", 20*time.Second, func(s onlineState) bool { return s.Turn != "" })
	mover = b
	if strings.Contains(p0.Turn, p0.Seat) {
		mover = a
	}
	mover.tapTarget(t, "button:resign", "online")
	mover.tapTarget(t, "button:confirm", "online")
	for _, p := range []*browserPage{a, b} {
		st := p.waitOnline(t, "the end", 20*time.Second, func(s onlineState) bool { return s.Phase == "over" })
		if st.Result == "" || st.Result == "ongoing" {
			t.Fatalf("over with the result %q", st.Result)
		}
	}
	a.screenshot(t, filepath.Join(art, "online-over.png"))
	if rec := a.evalString(t, `window.warboard.record()`); !strings.Contains(rec, "resign") {
		t.Errorf("the finished record does not say resign:\n%s", rec)
	}
	// The finished game offers Replay, as at a device: it opens on the whole game, every
	// piece shown, and Back returns to the room.
	a.tapTarget(t, "button:replay", "replay")
	if shown := a.evalString(t, `window.warboard.shown()`); shown == "" || strings.Contains(shown, "?") {
		t.Errorf("the replay's end does not show every piece: %q", shown)
	}
	a.tapTarget(t, "button:back", "online")
}

// TestBrowserOnlineTeams: a 2v2 dark room on the four-country board with two people (two
// pages) and two computer seats: everybody deploys, play goes round the table with the
// computers' moves between the people's, and the people resign one after the other.
func TestBrowserOnlineTeams(t *testing.T) {
	_, url, a, b, art := onlinePages(t, 5*time.Minute)
	code := a.createRoom(t, "4p-teams", "dark", []string{"N"}, []string{"E", "W"}, "easy")
	b.loadGame(t, url+"?room="+code)
	b.waitScene(t, "online", "opening the room's link")
	b.waitOnline(t, "the second page seated", 20*time.Second, func(s onlineState) bool { return s.Seat != "" && s.Phase != "" })
	a.deployOnline(t)
	b.deployOnline(t)
	for _, p := range []*browserPage{a, b} {
		p.waitOnline(t, "play", 30*time.Second, func(s onlineState) bool { return s.Phase == "move" })
	}
	rng := rand.New(rand.NewPCG(30, 4))
	start := a.online(t).Ply
	playPlies(t, 6, rng, a, b)
	if got := a.online(t).Ply; got < start+10 {
		t.Errorf("%d plies after six of the people's moves: the computers' turns are missing", got-start)
	}
	a.screenshot(t, filepath.Join(art, "online-teams.png"))
	for _, p := range []*browserPage{a, b} {
		p.waitOnline(t, "its turn", 60*time.Second, func(s onlineState) bool {
			return s.Phase == "over" || s.Phase == "move" && strings.Contains(s.Turn, s.Seat)
		})
		if p.online(t).Phase == "over" {
			break
		}
		p.tapTarget(t, "button:resign", "online")
		p.tapTarget(t, "button:confirm", "online")
	}
	st := a.waitOnline(t, "the end", 30*time.Second, func(s onlineState) bool { return s.Phase == "over" })
	if st.Result == "" || st.Result == "ongoing" {
		t.Fatalf("over with the result %q", st.Result)
	}
}
