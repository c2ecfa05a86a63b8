//go:build !js

package main

import (
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// More online rooms in the browser (issue 30): 三打一 with its bidding and pick, 翻棋 and 明棋
// between two pages, and three players with computer seats — each against a real cmd/server
// process, by touch taps on the app's own screens (browser_online_test.go has the helpers).

// playAny plays one action of the page's seat by touch — a flip ("@d4") by one tap on its
// point, a move by taps on its two points — and waits until the room has gone past it. ""
// when the seat has nothing to play now.
func (p *browserPage) playAny(t *testing.T, rng *rand.Rand) string {
	t.Helper()
	moves := p.moves(t)
	if len(moves) == 0 {
		return ""
	}
	before := p.online(t).Ply
	tok := moves[rng.IntN(len(moves))]
	// a zoomed board's point out of view is reached through the whole board
	if pt, ok := strings.CutPrefix(tok, "@"); ok {
		p.touchPoint(t, pt)
	} else {
		i := strings.IndexAny(tok, "-x")
		p.touchPoint(t, tok[:i])
		p.touchPoint(t, tok[i+1:])
	}
	p.waitOnline(t, "the action "+tok+" played", 15*time.Second, func(s onlineState) bool { return s.Ply > before || s.Phase == "over" })
	return tok
}

// playRound plays n actions of the people's pages in turn (the computer seats' come
// between), within bound.
func playRound(t *testing.T, n int, rng *rand.Rand, bound time.Duration, pages ...*browserPage) {
	t.Helper()
	deadline := time.Now().Add(bound)
	for done := 0; done < n; {
		if time.Now().After(deadline) {
			t.Fatalf("%d of %d actions in %v; the room is %+v", done, n, bound, pages[0].online(t))
		}
		moved := false
		for _, p := range pages {
			if p.online(t).Phase == "over" {
				return
			}
			if p.playAny(t, rng) != "" {
				done++
				moved = true
			}
		}
		if !moved {
			time.Sleep(100 * time.Millisecond)
		}
	}
}

// joinByLink opens the room's link on page b and waits until it has a seat.
func joinByLink(t *testing.T, b *browserPage, url, code string) onlineState {
	t.Helper()
	b.loadGame(t, url+"?room="+code)
	b.waitScene(t, "online", "opening the room's link")
	return b.waitOnline(t, "the second page seated", 20*time.Second, func(s onlineState) bool { return s.Seat != "" && s.Phase != "" })
}

// pieceAt is the item of a shown() placement list on point pt ("d4=N5"), "" none.
func pieceAt(shown, pt string) string {
	for _, it := range strings.Fields(shown) {
		if strings.HasPrefix(it, pt+"=") {
			return it
		}
	}
	return ""
}

// TestBrowserOnlineSandayi: on a 360×640 phone by touch, one person (South) and three
// computer seats in a dark 三打一 room made from the options screen: South bids 3 by a tap (which ends the bidding), finds
// the pick ready and sends it, deploys and plays by touch as the landlord; its 元帅, 堡垒
// and 导弹 stand on its board and no farmer's rank is shown.
func TestBrowserOnlineSandayi(t *testing.T) {
	_, _, a, _, art := onlinePages(t, 4*time.Minute)
	if err := chromedp.Do(a.ctx, chromedp.EmulateViewport(360, 640, chromedp.EmulateScale(3), chromedp.EmulateMobile, chromedp.EmulateTouch)); err != nil {
		t.Fatalf("emulating a phone: %v", err)
	}
	time.Sleep(500 * time.Millisecond) // the game lays out for the new size on its next frame
	a.createRoom(t, "sandayi", "dark", nil, []string{"E", "N", "W"}, "easy")
	a.waitOnline(t, "South's bid", 30*time.Second, func(s onlineState) bool { return s.Phase == "bid" && s.Turn == s.Seat })
	if st := a.online(t); st.Seat != "S" {
		t.Fatalf("the room's maker is on seat %q, want S (the only person)", st.Seat)
	}
	a.waitTarget(t, "bid:pass")
	a.screenshot(t, filepath.Join(art, "online-sandayi-bid.png"))
	a.tapTarget(t, "bid:3", "online")
	a.waitOnline(t, "South's pick", 20*time.Second, func(s onlineState) bool { return s.Phase == "pick" && s.Turn == "S" })
	if rec := a.evalString(t, `window.warboard.record()`); !strings.Contains(rec, `[Bids "S=3"]`) {
		t.Fatalf("the room's record after the bid:\n%s", rec)
	}
	a.waitTarget(t, "pool:22")
	a.screenshot(t, filepath.Join(art, "online-sandayi-pick.png"))
	a.tapTarget(t, "button:done", "online")
	a.waitOnline(t, "South's deployment", 20*time.Second, func(s onlineState) bool { return s.Phase == "deploy" && strings.Contains(s.Turn, "S") })
	a.deployOnline(t)
	a.waitOnline(t, "play, South first", 60*time.Second, func(s onlineState) bool { return s.Phase == "move" && s.Turn == "S" })
	shown := a.state(t).Shown
	for _, code := range []string{"=SA", "=ST", "=SR"} {
		if !strings.Contains(shown, code) {
			t.Errorf("the landlord's board lacks %s: %s", code[2:], shown)
		}
	}
	a.screenshot(t, filepath.Join(art, "online-sandayi-play.png"))
	rng := rand.New(rand.NewPCG(30, 13))
	start := a.online(t).Ply
	playRound(t, 4, rng, 90*time.Second, a)
	if got := a.online(t); got.Phase != "over" && got.Ply < start+8 {
		t.Errorf("%d plies after four of South's moves: the computers' turns are missing", got.Ply-start)
	}
	if it := otherRank(a.state(t).Shown, "S"); it != "" {
		t.Errorf("South's dark board shows a farmer's rank: %s", it)
	}
	a.failOnProblems(t, "in play")
}

// TestBrowserOnlineFlip: a 2p 翻棋 room between two pages: the first flip decides the
// colours (the page that flipped takes the colour it turned up), then both play by touch.
func TestBrowserOnlineFlip(t *testing.T) {
	_, url, a, b, art := onlinePages(t, 4*time.Minute)
	code := a.createRoom(t, "2p", "flip", []string{"N"}, nil, "")
	joinByLink(t, b, url, code)
	first := a
	st := a.waitOnline(t, "the first flip due", 20*time.Second, func(s onlineState) bool { return s.Phase == "move" && s.Turn != "" })
	if !strings.Contains(st.Turn, st.Seat) {
		first = b
	}
	moves := first.moves(t)
	if len(moves) == 0 || !strings.HasPrefix(moves[0], "@") {
		t.Fatalf("the first actions of 翻棋 are %v, want flips", moves)
	}
	tok := moves[rand.New(rand.NewPCG(30, 2)).IntN(len(moves))]
	first.tapSquare(t, tok[1:])
	first.waitOnline(t, "the first flip played", 15*time.Second, func(s onlineState) bool { return s.Ply > 0 })
	turned := pieceAt(first.state(t).Shown, tok[1:])
	if len(turned) < 2 || turned[len(turned)-2] == '?' {
		t.Fatalf("the flipped point shows %q", turned)
	}
	colour := string(turned[len(turned)-2])
	sa := first.waitOnline(t, "the flipper on its colour", 15*time.Second, func(s onlineState) bool { return s.Seat == colour })
	other := b
	if first == b {
		other = a
	}
	sb := other.waitOnline(t, "the other page on the other colour", 15*time.Second, func(s onlineState) bool { return s.Seat != "" && s.Seat != colour })
	if sa.Seat == sb.Seat {
		t.Fatalf("both pages on %s after the first flip", sa.Seat)
	}
	playRound(t, 8, rand.New(rand.NewPCG(30, 3)), 90*time.Second, a, b)
	a.screenshot(t, filepath.Join(art, "online-flip.png"))
	if st := a.online(t); st.Ply < 9 && st.Phase != "over" {
		t.Errorf("%d plies played", st.Ply)
	}
	for _, p := range []*browserPage{a, b} {
		p.failOnProblems(t, "in 翻棋")
	}
}

// TestBrowserOnlineOpen: a 2p 明棋 room between two pages: both deploy, play by touch, and
// every piece is face up on both boards.
func TestBrowserOnlineOpen(t *testing.T) {
	_, url, a, b, art := onlinePages(t, 4*time.Minute)
	code := a.createRoom(t, "2p", "open", []string{"N"}, nil, "")
	joinByLink(t, b, url, code)
	a.deployOnline(t)
	b.deployOnline(t)
	for _, p := range []*browserPage{a, b} {
		p.waitOnline(t, "play", 20*time.Second, func(s onlineState) bool { return s.Phase == "move" })
	}
	playRound(t, 6, rand.New(rand.NewPCG(30, 5)), 90*time.Second, a, b)
	a.screenshot(t, filepath.Join(art, "online-open.png"))
	for _, p := range []*browserPage{a, b} {
		shown := p.state(t).Shown
		if shown == "" || strings.Contains(shown, "?") {
			t.Errorf("seat %s's open board hides a piece: %s", p.online(t).Seat, shown)
		}
		if n := len(strings.Fields(shown)); n < 40 {
			t.Errorf("seat %s's board shows %d pieces", p.online(t).Seat, n)
		}
	}
}

// TestBrowserOnlineThreeDark: three players, dark, one person and two computer seats: the
// person deploys and moves by touch, the computers' moves come between.
func TestBrowserOnlineThreeDark(t *testing.T) {
	_, _, a, _, art := onlinePages(t, 4*time.Minute)
	a.createRoom(t, "3p", "dark", nil, []string{"E", "N"}, "easy")
	a.deployOnline(t)
	a.waitOnline(t, "play", 60*time.Second, func(s onlineState) bool { return s.Phase == "move" })
	start := a.online(t).Ply
	playRound(t, 4, rand.New(rand.NewPCG(30, 7)), 90*time.Second, a)
	a.screenshot(t, filepath.Join(art, "online-three.png"))
	if st := a.online(t); st.Phase != "over" && st.Ply < start+8 {
		t.Errorf("%d plies after four of the person's moves: the computers' turns are missing", st.Ply-start)
	}
	if it := otherRank(a.state(t).Shown, a.online(t).Seat); it != "" {
		t.Errorf("the person's dark board shows a computer's rank: %s", it)
	}
}
