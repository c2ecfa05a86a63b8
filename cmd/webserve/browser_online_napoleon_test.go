//go:build !js

package main

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"warboard/game/layouts"
	"warboard/rules/napoleon"
)

// Online Napoleon rooms in the browser (issue 30): two headless pages against a real
// cmd/server process, everything by touch taps on the app's own screens.

// createNapoleonRoom goes New game → Napoleon → options → Play online on page p (the
// options as New game offers them: 8×8, its army, its terrain) and returns the code.
func (p *browserPage) createNapoleonRoom(t *testing.T, people, computers []string, level string, options ...string) string {
	t.Helper()
	return p.createRoomOf(t, "button:napoleon", options, people, computers, level)
}

// setUpNapoleon sets the page's army up once its seat is to: two of its pieces swapped by
// taps (the set-up shown must change), then Ready.
func (p *browserPage) setUpNapoleon(t *testing.T) {
	t.Helper()
	p.waitOnline(t, "the set-up", 30*time.Second, func(s onlineState) bool {
		return s.Phase == "deploy" && strings.Contains(s.Turn, s.Seat) || s.Phase == "move"
	})
	if p.online(t).Phase != "deploy" {
		return
	}
	before := p.evalString(t, `window.warboard.online().deployment`)
	items := strings.Fields(before)
	if len(items) < 2 {
		t.Fatalf("the set-up shown is %q", before)
	}
	kind := func(it string) string { _, v, _ := strings.Cut(it, "="); return v[:2] }
	sq := func(it string) string { q, _, _ := strings.Cut(it, "="); return q }
	// a swap of two kinds the terrain allows (a cannon may not stand in a forest): try
	// the first piece that is not a cannon (a picked cannon's facing handles lie over the
	// squares round it, as at a device) with the others until one is taken
	first := items[0]
	for _, it := range items {
		if !strings.HasSuffix(kind(it), "K") {
			first = it
			break
		}
	}
	swapped := false
	for _, it := range items {
		if kind(it) == kind(first) {
			continue
		}
		p.tapAndWait(t, sq(first), "selected", sq(first))
		p.tapAndWait(t, sq(it), "selected", "")
		if p.evalString(t, `window.warboard.online().deployment`) != before {
			swapped = true
			break
		}
	}
	if !swapped {
		t.Fatalf("no two taps on pieces of two kinds swapped anything: %q", before)
	}
	p.tapTarget(t, "button:ready", "online")
}

// loadBuiltinLayout loads the first 8×8 built-in set-up through Layouts once the page's
// seat sets up, and checks the set-up shown is it, turned to the seat's edge.
func (p *browserPage) loadBuiltinLayout(t *testing.T, seat string) {
	t.Helper()
	p.waitOnline(t, "the set-up", 30*time.Second, func(s onlineState) bool {
		return s.Phase == "deploy" && strings.Contains(s.Turn, s.Seat)
	})
	builtin := layouts.NapoleonBuiltins("8x8")[0]
	p.tapTarget(t, "button:layouts", "layouts")
	p.tapTarget(t, fmt.Sprintf("option:entry:%d:load", builtin.ID), "online")
	south, err := layouts.DecodeNapoleon(napoleon.Board8, builtin.Text)
	if err != nil {
		t.Fatal(err)
	}
	x := napoleon.South
	if seat == "N" {
		x = napoleon.North
	}
	want := strings.Fields(napoleon.FormatPosition(layouts.NapoleonFor(napoleon.Board8, south, x)))
	got := strings.Fields(p.evalString(t, `window.warboard.online().deployment`))
	slices.Sort(want)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Fatalf("after loading %q the set-up is %q, want %q", builtin.Name, got, want)
	}
}

// waitRoom waits until the room's key (window.warboard.online()[key]) is want: a tap is
// taken on one of the game's next frames.
func (p *browserPage) waitRoom(t *testing.T, key, want string) {
	t.Helper()
	if got, ok := p.roomShows(t, key, want, 5*time.Second); !ok {
		p.fatal(t, fmt.Sprintf("the room's %s is %q, want %q", key, got, want))
	}
}

// tapAndWait taps sq on the board and waits until the room's key is want.
func (p *browserPage) tapAndWait(t *testing.T, sq, key, want string) {
	t.Helper()
	p.tapBoard(t, sq)
	if got, ok := p.roomShows(t, key, want, 5*time.Second); !ok {
		p.fatal(t, fmt.Sprintf("a tap on %s left the room's %s %q, want %q", sq, key, got, want))
	}
}

// roomShows waits up to within for the room's key to be want, and says what it was.
func (p *browserPage) roomShows(t *testing.T, key, want string, within time.Duration) (string, bool) {
	t.Helper()
	expr := fmt.Sprintf(`String(window.warboard.online()[%q] ?? "")`, key)
	for deadline := time.Now().Add(within); ; time.Sleep(30 * time.Millisecond) {
		got := p.evalString(t, expr)
		if got == want || time.Now().After(deadline) {
			return got, got == want
		}
	}
}

// tapBoard taps a square as a person on a zoomed board does: a square out of the zoomed
// view is reached by Whole board, then a tap on it (which zooms in there), then the tap.
func (p *browserPage) tapBoard(t *testing.T, sq string) {
	t.Helper()
	if p.eval(t, fmt.Sprintf(`window.warboard.pointAt(%q) === null`, sq)) == "true" &&
		p.eval(t, `window.warboard.pointAt("button:wholeboard") !== null`) == "true" {
		p.tapTarget(t, "button:wholeboard", "online")
	}
	p.tapSquare(t, sq)
}

// playNapoleonTurn plays one turn of the page's seat by taps: a move picked from the
// client's legal moves (its two squares), a cannon of the seat turned by its facing handle
// now and then, End turn; it waits until the room has gone past it.
func (p *browserPage) playNapoleonTurn(t *testing.T, rng *rand.Rand) string {
	t.Helper()
	moves := p.moves(t)
	if len(moves) == 0 {
		return ""
	}
	st := p.online(t)
	tok := moves[rng.IntN(len(moves))]
	for _, m := range moves { // captures first: the game moves on
		if strings.Contains(m, "x") && rng.IntN(2) == 0 {
			tok = m
			break
		}
	}
	i := strings.IndexAny(tok, "-x")
	dest, push, _ := strings.Cut(tok[i+1:], "/")
	p.tapAndWait(t, tok[:i], "selected", tok[:i])
	p.tapBoard(t, dest)
	if push != "" { // a drum push: where the cavalry goes
		p.tapBoard(t, push)
	}
	p.waitRoom(t, "turn_built", tok)
	turn := tok
	if rng.IntN(2) == 0 { // turn one of the seat's cannons as well
		for _, it := range strings.Fields(p.state(t).Shown) {
			sq, v, _ := strings.Cut(it, "=")
			if !strings.HasPrefix(v, st.Seat+"K>") || sq == tok[:i] || sq == dest || sq == push {
				continue
			}
			face := "N"
			if strings.HasSuffix(v, ">N") {
				face = "S"
			}
			// a cannon that moved stays picked, its facing handles over the squares round
			// it: a person taps it again to put them away before picking another cannon
			if cur := p.evalString(t, `window.warboard.online().selected`); cur != "" && cur != sq {
				p.tapAndWait(t, cur, "selected", "")
			}
			p.tapAndWait(t, sq, "selected", sq)
			if p.eval(t, fmt.Sprintf(`window.warboard.pointAt(%q) === null`, sq+">"+face)) == "true" {
				break // the handle is off the zoomed view: no cannon turn this time
			}
			p.tapTarget(t, sq+">"+face, "online")
			turn += " " + sq + ">" + face
			p.waitRoom(t, "turn_built", turn)
			break
		}
	}
	p.tapTarget(t, "button:endturn", "online")
	p.waitOnline(t, "the turn "+turn+" played", 15*time.Second, func(s onlineState) bool { return s.Ply > st.Ply || s.Phase == "over" })
	return turn
}

// playNapoleon plays n turns between the pages, each when its seat is to move.
func playNapoleon(t *testing.T, n int, rng *rand.Rand, pages ...*browserPage) {
	t.Helper()
	deadline := time.Now().Add(120 * time.Second)
	for done := 0; done < n; {
		if time.Now().After(deadline) {
			t.Fatalf("no turn for 120 s: the room is %+v\n%s", pages[0].online(t), pages[0].console())
		}
		moved := false
		for _, p := range pages {
			if p.online(t).Phase == "over" {
				return
			}
			if tok := p.playNapoleonTurn(t, rng); tok != "" {
				done++
				moved = true
			}
		}
		if !moved {
			time.Sleep(100 * time.Millisecond) // a computer army thinks
		}
	}
}

// TestBrowserOnlineNapoleon: two pages play an 8×8 Napoleon room: one makes it from the
// options screen, the other opens its link; each sets its army up in secret (a swap by
// taps, Ready); they play turns by taps (a move, sometimes a cannon turned by its handle,
// End turn); the page to move resigns and both see the result.
func TestBrowserOnlineNapoleon(t *testing.T) {
	_, url, a, b, art := onlinePages(t, 6*time.Minute)
	code := a.createNapoleonRoom(t, []string{"N"}, nil, "")
	b.loadGame(t, url+"?room="+code)
	b.waitScene(t, "online", "opening the room's link")
	stB := b.waitOnline(t, "the second page seated", 20*time.Second, func(s onlineState) bool { return s.Seat != "" && s.Phase != "" })
	if stB.Seat == a.online(t).Seat {
		t.Fatalf("both pages on seat %s", stB.Seat)
	}
	a.setUpNapoleon(t)
	a.screenshot(t, filepath.Join(art, "online-napoleon-setup.png"))
	// While b sets up, a sees its own army only: nothing of b's is shown anywhere.
	if sh := a.state(t).Shown; sh != "" {
		t.Fatalf("while the others set up the board shows %q", sh)
	}
	b.loadBuiltinLayout(t, stB.Seat)
	b.setUpNapoleon(t)
	for _, p := range []*browserPage{a, b} {
		p.waitOnline(t, "play", 20*time.Second, func(s onlineState) bool { return s.Phase == "move" })
	}
	if a.state(t).Shown != b.state(t).Shown || a.state(t).Shown == "" {
		t.Fatalf("the armies revealed differ:\n  %s\n  %s", a.state(t).Shown, b.state(t).Shown)
	}
	rng := rand.New(rand.NewPCG(30, 9))
	playNapoleon(t, 4, rng, a, b)

	// A reload: the same seat, the same board, without asking anything.
	before, seat := b.state(t), b.online(t).Seat
	b.reload(t)
	st := b.waitOnline(t, "the seat resumed after a reload", 20*time.Second, func(s onlineState) bool { return s.Phase == "move" })
	if st.Seat != seat {
		t.Fatalf("after a reload the page is on seat %q, was %q", st.Seat, seat)
	}
	if after := b.state(t); after.Shown != before.Shown || after.Scene != "online" {
		t.Fatalf("after a reload the board is\n  %s\nwas\n  %s", after.Shown, before.Shown)
	}
	playNapoleon(t, 4, rng, a, b)
	b.screenshot(t, filepath.Join(art, "online-napoleon-play.png"))

	// A draw offered by the page to move, declined by the other: play goes on.
	if p0 := a.online(t); p0.Phase == "move" {
		offerer, other := b, a
		if strings.Contains(p0.Turn, p0.Seat) {
			offerer, other = a, b
		}
		offerer.tapTarget(t, "button:draw", "online")
		other.waitOnline(t, "the draw offer", 20*time.Second, func(s onlineState) bool { return s.Phase == "draw" && strings.Contains(s.Turn, s.Seat) })
		other.tapTarget(t, "button:decline", "online")
		offerer.waitOnline(t, "the offer declined", 20*time.Second, func(s onlineState) bool { return s.Phase == "move" })
	}

	// a's own answer to the offer may not have come back yet: its room still says "draw",
	// a to answer, and a, not to move once it comes, would resign in a layout about to change
	p0 := a.waitOnline(t, "a turn", 20*time.Second, func(s onlineState) bool { return s.Phase == "move" || s.Phase == "over" })
	if p0.Phase != "over" {
		mover := b
		if strings.Contains(p0.Turn, p0.Seat) {
			mover = a
		}
		mover.tapTarget(t, "button:resign", "online")
		mover.tapTarget(t, "button:confirm", "online")
	}
	for _, p := range []*browserPage{a, b} {
		st := p.waitOnline(t, "the end", 20*time.Second, func(s onlineState) bool { return s.Phase == "over" })
		if st.Result == "" || st.Result == "ongoing" {
			t.Fatalf("over with the result %q", st.Result)
		}
	}
	a.screenshot(t, filepath.Join(art, "online-napoleon-over.png"))
	if rec := a.evalString(t, `window.warboard.record()`); !strings.Contains(rec, "[Game \"napoleon\"]") || p0.Phase != "over" && !strings.Contains(rec, "resign") {
		t.Errorf("the finished record:\n%s", rec)
	}
}

// TestBrowserOnlineWaterloo: one page makes a Waterloo room of three armies (15×15), East
// and North played by the computer: it sets South up, the computers set theirs up, turns go
// round the table (the computers' between the person's), the person resigns and play goes
// on without South.
func TestBrowserOnlineWaterloo(t *testing.T) {
	_, _, a, _, art := onlinePages(t, 5*time.Minute)
	a.createNapoleonRoom(t, []string{"S"}, []string{"E", "N"}, "easy", "option:armies:3")
	if st := a.online(t); st.Seat != "S" {
		t.Fatalf("the creator sits on %q, want S", st.Seat)
	}
	a.setUpNapoleon(t)
	a.waitOnline(t, "play", 60*time.Second, func(s onlineState) bool { return s.Phase == "move" })
	shown := a.state(t).Shown
	for _, x := range []string{"=S", "=E", "=N"} {
		if !strings.Contains(shown, x) {
			t.Fatalf("the revealed armies lack %s: %q", x, shown)
		}
	}
	rng := rand.New(rand.NewPCG(30, 12))
	start := a.online(t).Ply
	for i := 0; i < 3; i++ {
		a.waitOnline(t, "South's turn", 90*time.Second, func(s onlineState) bool { return s.Phase == "over" || s.Turn == "S" && s.Phase == "move" })
		if a.online(t).Phase == "over" {
			break
		}
		a.playNapoleonTurn(t, rng)
	}
	a.screenshot(t, filepath.Join(art, "online-waterloo.png"))
	st := a.waitOnline(t, "South's turn", 90*time.Second, func(s onlineState) bool { return s.Phase == "over" || s.Turn == "S" && s.Phase == "move" })
	if st.Phase != "over" && st.Ply < start+6 {
		t.Errorf("%d tokens after three of South's turns: the computers' turns are missing", st.Ply-start)
	}
	if st.Phase == "over" {
		return
	}
	a.tapTarget(t, "button:resign", "online")
	a.tapTarget(t, "button:confirm", "online")
	after := a.waitOnline(t, "play going on without South", 60*time.Second, func(s onlineState) bool {
		return s.Phase == "over" || s.Ply > st.Ply+1
	})
	if after.Phase != "over" && strings.Contains(after.Turn, "S") {
		t.Errorf("South resigned, yet the room waits for it: %+v", after)
	}
	a.screenshot(t, filepath.Join(art, "online-waterloo-resigned.png"))
}
