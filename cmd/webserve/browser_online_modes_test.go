//go:build !js

package main

import (
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Online room modes that had no browser test of their own (issue 30): the four-country
// free-for-all in the dark and the four-country 翻棋, each one person (the page) and three
// computer seats against a real cmd/server process on 127.0.0.1, by touch taps
// (browser_online_test.go and browser_online_more_test.go have the helpers).

// TestBrowserOnlineFreeForAll: a dark four-country free-for-all room (no teams), one person
// (South, the page) and three computer seats at easy: the person deploys and moves by touch,
// the computers' moves come between, no other seat's rank is shown on the person's board,
// and the person resigns while the room goes on or ends.
func TestBrowserOnlineFreeForAll(t *testing.T) {
	_, _, a, _, art := onlinePages(t, 3*time.Minute)
	a.createRoom(t, "4p-ffa", "dark", nil, []string{"E", "N", "W"}, "easy")
	if st := a.online(t); st.Seat != "S" {
		t.Fatalf("the room's maker is on seat %q, want S (the only person)", st.Seat)
	}
	a.deployOnline(t)
	a.waitOnline(t, "play", 60*time.Second, func(s onlineState) bool { return s.Phase == "move" })
	if it := otherRank(a.state(t).Shown, "S"); it != "" {
		t.Errorf("South's dark board shows another seat's rank after the deployment: %s", it)
	}
	start := a.online(t).Ply
	playRound(t, 4, rand.New(rand.NewPCG(30, 21)), 90*time.Second, a)
	a.screenshot(t, filepath.Join(art, "online-ffa.png"))
	st := a.online(t)
	if st.Phase != "over" && st.Ply < start+12 {
		t.Errorf("%d plies after four of South's moves in a four-seat room: the computers' turns are missing", st.Ply-start)
	}
	if it := otherRank(a.state(t).Shown, "S"); it != "" {
		t.Errorf("South's dark board shows another seat's rank in play: %s", it)
	}
	if st.Phase == "over" {
		t.Logf("the room ended before South resigned: %+v", st)
		return // South lost its flag or every piece that moves: nothing left to resign
	}
	a.waitOnline(t, "South's turn", 60*time.Second, func(s onlineState) bool {
		return s.Phase == "over" || s.Phase == "move" && strings.Contains(s.Turn, s.Seat)
	})
	if a.online(t).Phase == "over" {
		return
	}
	ply := a.online(t).Ply
	a.tapTarget(t, "button:resign", "online")
	a.tapTarget(t, "button:confirm", "online")
	// In a free-for-all one seat's resignation does not end the room: the three computers
	// play on (or the room ends), and South is to move no more.
	st = a.waitOnline(t, "South's resignation taken", 20*time.Second, func(s onlineState) bool {
		return s.Phase == "over" || s.Ply > ply && !strings.Contains(s.Turn, s.Seat)
	})
	if rec := a.evalString(t, `window.warboard.record()`); !strings.Contains(rec, "resign") {
		t.Errorf("the record after South resigned does not say resign:\n%s", rec)
	}
	a.screenshot(t, filepath.Join(art, "online-ffa-resigned.png"))
	t.Logf("after South resigned the room is %+v", st)
	if st.Phase != "over" {
		// the others play on without South
		after := a.waitOnline(t, "play going on without South", 30*time.Second, func(s onlineState) bool {
			return s.Phase == "over" || s.Ply > st.Ply
		})
		if after.Phase != "over" && strings.Contains(after.Turn, "S") {
			t.Errorf("South resigned and is to move again: %+v", after)
		}
	}
	a.failOnProblems(t, "after South resigned")
}

// TestBrowserOnline4pFlip: a four-country 翻棋 room (2v2), one person and three computer
// seats at easy: all pieces start face down; the first action is a flip, which turns one
// piece face up for the person's board too and gives the first player the colour it shows;
// then a few actions by touch with the computers' between.
func TestBrowserOnline4pFlip(t *testing.T) {
	_, _, a, _, art := onlinePages(t, 3*time.Minute)
	a.createRoom(t, "4p-teams", "flip", nil, []string{"E", "N", "W"}, "easy")
	a.waitOnline(t, "play", 30*time.Second, func(s onlineState) bool { return s.Phase == "move" && s.Turn != "" })
	shown := a.state(t).Shown
	down := strings.Count(shown, "?")
	if n := len(strings.Fields(shown)); n < 80 {
		t.Fatalf("the four-country 翻棋 board shows %d pieces: %s", n, shown)
	}
	// Whoever flipped first (the person or a computer), the first action is a flip: one
	// piece fewer face down.
	st := a.waitOnline(t, "the first flip, or South's turn", 30*time.Second, func(s onlineState) bool {
		return s.Ply > 0 || strings.Contains(s.Turn, s.Seat)
	})
	if st.Ply == 0 {
		moves := a.moves(t)
		if len(moves) == 0 {
			t.Fatalf("the person is to act first and has no action; the room is %+v", st)
		}
		for _, m := range moves {
			if !strings.HasPrefix(m, "@") {
				t.Fatalf("a first action of 翻棋 is %q, want only flips: %v", m, moves)
			}
		}
		tok := moves[rand.New(rand.NewPCG(30, 22)).IntN(len(moves))]
		a.touchPoint(t, tok[1:])
		t.Logf("the person flips first: %s", tok)
		a.waitOnline(t, "the person's first flip played", 15*time.Second, func(s onlineState) bool { return s.Ply > 0 })
		if turned := pieceAt(a.state(t).Shown, tok[1:]); len(turned) < 2 || turned[len(turned)-2] == '?' {
			t.Fatalf("the point the person flipped shows %q", turned)
		} else {
			// the first flip gives the first player the colour it shows (rules/junqi.md)
			colour := string(turned[len(turned)-2])
			a.waitOnline(t, "the person on the colour it turned up ("+colour+")", 15*time.Second, func(s onlineState) bool { return s.Seat == colour })
		}
	} else {
		t.Logf("a computer flipped first; the room is %+v", st)
	}
	if rec := a.evalString(t, `window.warboard.record()`); !strings.Contains(rec, "@") {
		t.Errorf("the record after the first flip has no flip:\n%s", rec)
	}
	if now := strings.Count(a.state(t).Shown, "?"); now >= down {
		t.Errorf("after the first flip %d pieces are face down, %d before", now, down)
	}
	start := a.online(t).Ply
	playRound(t, 3, rand.New(rand.NewPCG(30, 23)), 90*time.Second, a)
	a.screenshot(t, filepath.Join(art, "online-4p-flip.png"))
	if st := a.online(t); st.Phase != "over" && st.Ply < start+9 {
		t.Errorf("%d plies after three of the person's actions in a four-seat room: the computers' turns are missing", st.Ply-start)
	}
	a.failOnProblems(t, "in four-country 翻棋")
}
