//go:build !js

package main

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// draftKeys are the page's drafts in its local storage (game/online/drafts' keys), each
// with its kind: "warboard/online-draft-CODE-S=pick".
func (p *browserPage) draftKeys(t *testing.T) string {
	t.Helper()
	return p.evalString(t, `Object.keys(localStorage).filter(k => k.includes("online-draft-")).sort().
  map(k => k + "=" + ((localStorage.getItem(k) || "").match(/\nkind (\w+)/) || ["", "?"])[1]).join(",")`)
}

// roomKey is window.warboard.online()[key] as text.
func (p *browserPage) roomKey(t *testing.T, key string) string {
	t.Helper()
	return p.evalString(t, fmt.Sprintf(`String(window.warboard.online()[%q] ?? "")`, key))
}

// TestBrowserOnlineDrafts: in a 三打一 room the landlord changes the computer's pick by
// taps and reloads the page before Done: the pick is still the one it made. It sends it,
// swaps pieces of its deployment and reloads before Ready: the deployment is still the one
// it arranged. Neither went to the server before it was sent (the room's record holds no
// pick before Done), and once sent the page keeps no draft.
func TestBrowserOnlineDrafts(t *testing.T) {
	_, _, a, _, art := onlinePages(t, 5*time.Minute)
	code := a.createRoom(t, "sandayi", "dark", nil, []string{"E", "N", "W"}, "easy")
	a.waitOnline(t, "South's bid", 30*time.Second, func(s onlineState) bool { return s.Phase == "bid" && s.Turn == s.Seat })
	a.tapTarget(t, "bid:3", "online")
	a.waitOnline(t, "South's pick", 20*time.Second, func(s onlineState) bool { return s.Phase == "pick" && s.Turn == "S" })
	a.waitTarget(t, "pool:22")
	first := a.roomKey(t, "chosen")
	if len(first) != 19 {
		t.Fatalf("the pick starts as %q", first)
	}
	// one piece off, then one of another rank on: a pick of 19 that is not the computer's
	tap := func(i int) string {
		a.tapTarget(t, "pool:"+strconv.Itoa(i), "online")
		return a.roomKey(t, "chosen")
	}
	off := -1
	for i := 0; i < 23 && off < 0; i++ {
		if len(tap(i)) == 18 {
			off = i
		}
	}
	if off < 0 {
		a.fatal(t, "no tap on the pool took a piece off the pick")
	}
	chosen := ""
	for j := 0; j < 23 && chosen == ""; j++ {
		if j == off {
			continue
		}
		switch got := tap(j); {
		case len(got) == 17: // it was chosen: back on
			tap(j)
		case len(got) == 19 && got != first:
			chosen = got
		case len(got) == 19: // the same rank as the one taken off: off again
			tap(j)
		}
	}
	if chosen == "" {
		a.fatal(t, "the pick could not be changed by taps")
	}
	if keys := a.draftKeys(t); !strings.Contains(keys, "online-draft-"+code+"-S=pick") {
		t.Fatalf("the pick is not kept on the device: local storage has %q", keys)
	}
	a.reload(t)
	a.waitOnline(t, "the pick resumed after a reload", 30*time.Second, func(s onlineState) bool {
		return s.Status == "online" && s.Phase == "pick" && s.Turn == "S"
	})
	a.waitTarget(t, "pool:22")
	if got, ok := a.roomShows(t, "chosen", chosen, 5*time.Second); !ok {
		a.fatal(t, fmt.Sprintf("after a reload the pick is %q, want the one made %q (the computer's was %q)", got, chosen, first))
	}
	if rec := a.evalString(t, `window.warboard.record()`); strings.Contains(rec, "[Pick") {
		t.Fatalf("the pick is in the room's record before Done:\n%s", rec)
	}
	a.screenshot(t, filepath.Join(art, "online-draft-pick.png"))
	a.tapTarget(t, "button:done", "online")
	a.waitOnline(t, "South's deployment", 20*time.Second, func(s onlineState) bool { return s.Phase == "deploy" && strings.Contains(s.Turn, "S") })
	if keys := a.draftKeys(t); strings.Contains(keys, "=pick") {
		t.Errorf("the pick sent is still kept: %q", keys)
	}

	// The deployment: two swaps by taps, then a reload before Ready.
	swap := func(from string, tos ...string) {
		before := a.roomKey(t, "deployment")
		for _, q := range tos {
			a.touchPoint(t, from)
			a.touchPoint(t, q)
			for deadline := time.Now().Add(2 * time.Second); time.Now().Before(deadline); time.Sleep(30 * time.Millisecond) {
				if got := a.roomKey(t, "deployment"); got != before && got != "" {
					return // swapped (a swap the rules refuse changes nothing)
				}
			}
		}
		a.fatal(t, "no swap of "+from+" was taken")
	}
	swap("Sa1", "Sb2", "Sc2", "Sd2", "Sa2", "Se2", "Sa3")
	swap("Se1", "Sd2", "Sc2", "Sb2", "Se2", "Sa2", "Se3")
	arranged := a.roomKey(t, "deployment")
	if keys := a.draftKeys(t); !strings.Contains(keys, "online-draft-"+code+"-S=deploy") {
		t.Fatalf("the deployment is not kept on the device: local storage has %q", keys)
	}
	a.reload(t)
	a.waitOnline(t, "the deployment resumed after a reload", 30*time.Second, func(s onlineState) bool {
		return s.Status == "online" && s.Phase == "deploy" && strings.Contains(s.Turn, "S")
	})
	if got, ok := a.roomShows(t, "deployment", arranged, 5*time.Second); !ok {
		a.fatal(t, fmt.Sprintf("after a reload the deployment is\n  %s\nwant the one arranged\n  %s", got, arranged))
	}
	a.screenshot(t, filepath.Join(art, "online-draft-deploy.png"))
	a.tapTarget(t, "button:ready", "online")
	a.waitOnline(t, "play", 60*time.Second, func(s onlineState) bool { return s.Phase == "move" })
	if keys := a.draftKeys(t); keys != "" {
		t.Errorf("the deployment sent is still kept: %q", keys)
	}
	a.failOnProblems(t, "after the drafts")
}

// TestBrowserOnlineNapoleonDrafts: in an 8×8 Napoleon room against the computer, South
// swaps two pieces of its set-up and reloads before Ready: the set-up is as arranged; in
// play it makes its move and reloads before End turn: the turn is as built, and End turn
// sends it; the page then keeps no draft.
func TestBrowserOnlineNapoleonDrafts(t *testing.T) {
	_, _, a, _, art := onlinePages(t, 5*time.Minute)
	a.createNapoleonRoom(t, []string{"S"}, []string{"N"}, "easy")
	a.waitOnline(t, "the set-up", 30*time.Second, func(s onlineState) bool { return s.Phase == "deploy" && strings.Contains(s.Turn, "S") })
	before := a.roomKey(t, "deployment")
	items := strings.Fields(before)
	kind := func(it string) string { _, v, _ := strings.Cut(it, "="); return v[:2] }
	sq := func(it string) string { q, _, _ := strings.Cut(it, "="); return q }
	for _, it := range items[1:] {
		if kind(it) == kind(items[0]) {
			continue
		}
		a.tapAndWait(t, sq(items[0]), "selected", sq(items[0]))
		a.tapAndWait(t, sq(it), "selected", "")
		if a.roomKey(t, "deployment") != before {
			break
		}
	}
	arranged := a.roomKey(t, "deployment")
	if arranged == before {
		a.fatal(t, "no swap of "+sq(items[0])+" was taken")
	}
	a.reload(t)
	a.waitOnline(t, "the set-up resumed after a reload", 30*time.Second, func(s onlineState) bool {
		return s.Status == "online" && s.Phase == "deploy" && strings.Contains(s.Turn, "S")
	})
	if got, ok := a.roomShows(t, "deployment", arranged, 5*time.Second); !ok {
		a.fatal(t, fmt.Sprintf("after a reload the set-up is\n  %s\nwant the one arranged\n  %s", got, arranged))
	}
	a.tapTarget(t, "button:ready", "online")
	st := a.waitOnline(t, "South's turn", 60*time.Second, func(s onlineState) bool { return s.Phase == "move" && s.Turn == "S" })
	if keys := a.draftKeys(t); keys != "" {
		t.Errorf("the set-up sent is still kept: %q", keys)
	}
	moves := a.moves(t)
	if len(moves) == 0 {
		a.fatal(t, "no moves on South's turn")
	}
	tok := moves[0]
	i := strings.IndexAny(tok, "-x")
	dest, push, _ := strings.Cut(tok[i+1:], "/")
	a.tapAndWait(t, tok[:i], "selected", tok[:i])
	a.tapBoard(t, dest)
	if push != "" {
		a.tapBoard(t, push)
	}
	a.waitRoom(t, "turn_built", tok)
	a.reload(t)
	a.waitOnline(t, "the turn resumed after a reload", 30*time.Second, func(s onlineState) bool {
		return s.Status == "online" && s.Phase == "move" && s.Turn == "S"
	})
	if got, ok := a.roomShows(t, "turn_built", tok, 5*time.Second); !ok {
		a.fatal(t, fmt.Sprintf("after a reload the turn built is %q, want %q", got, tok))
	}
	if a.online(t).Ply != st.Ply {
		t.Fatalf("the turn was played before End turn: ply %d, was %d", a.online(t).Ply, st.Ply)
	}
	a.screenshot(t, filepath.Join(art, "online-draft-turn.png"))
	a.tapTarget(t, "button:endturn", "online")
	a.waitOnline(t, "the turn "+tok+" played", 15*time.Second, func(s onlineState) bool { return s.Ply > st.Ply || s.Phase == "over" })
	if rec := a.evalString(t, `window.warboard.record()`); !strings.Contains(rec, tok) {
		t.Errorf("the room's record lacks the turn sent %s:\n%s", tok, rec)
	}
	if keys := a.draftKeys(t); strings.Contains(keys, "=turn") {
		t.Errorf("the turn sent is still kept: %q", keys)
	}
	a.failOnProblems(t, "after the drafts")
}
