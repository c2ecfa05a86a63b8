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
