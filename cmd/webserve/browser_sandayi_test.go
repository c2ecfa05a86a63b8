//go:build !js

package main

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserSandayiPhone starts 三打一 in Chromium as a 390×844 phone with real touch taps:
// the covers, a bid of 3 (which ends the bidding), the landlord's pick of 19 chips, the four
// deployments, and play.
func TestBrowserSandayiPhone(t *testing.T) {
	p, art := startPage(t, 5*time.Minute)
	if err := chromedp.Do(p.ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(3), chromedp.EmulateMobile, chromedp.EmulateTouch)); err != nil {
		t.Fatalf("emulating a phone: %v", err)
	}
	time.Sleep(500 * time.Millisecond) // the game lays out for the new size on its next frame
	p.tapTarget(t, "button:new", "newgame")
	p.tapTarget(t, "button:junqi", "options")
	p.tapTarget(t, "option:board:sandayi", "options")
	p.choosePlayers(t, "person", "E", "N", "W") // four people (a newcomer's: three computers)
	p.waitTarget(t, "button:start")
	x, y := p.pointAt(t, "button:start")
	p.tap(t, x, y)
	p.waitScene(t, "handover", "after Start")
	p.tapTarget(t, "button:ready", "bid")
	// South bids 3, which ends the bidding: South picks (behind a cover when the device is
	// passed between people), then the seats deploy, each behind its cover.
	x, y = p.pointAt(t, "bid:3")
	p.tap(t, x, y)
	p.passCovers(t, "pick")
	for i := 0; i < 19; i++ {
		p.tapTarget(t, "pool:"+strconv.Itoa(i), "pick")
	}
	p.screenshot(t, filepath.Join(art, "browser-sandayi-pick.png"))
	x, y = p.pointAt(t, "button:done")
	p.tap(t, x, y)
	for deadline := time.Now().Add(2 * time.Minute); p.passCovers(t, "deploy", "play") == "deploy"; {
		if time.Now().After(deadline) {
			t.Fatal("the deployments never ended")
		}
		if p.eval(t, `String(window.warboard.pointAt("button:done") !== null)`) == "true" {
			x, y = p.pointAt(t, "button:done")
			p.tap(t, x, y)
		}
		time.Sleep(200 * time.Millisecond)
	}
	p.failOnProblems(t, "in play")
}

// TestBrowserSandayiAgainstTheComputer: a person on a tablet, by touch, plays 三打一 against
// three computers at the newcomer's level (nothing to change), as the landlord, dark: see
// sandayiVsComputer.
func TestBrowserSandayiAgainstTheComputer(t *testing.T) {
	p, art := startPage(t, 6*time.Minute)
	if err := chromedp.Do(p.ctx, chromedp.EmulateViewport(820, 1180, chromedp.EmulateScale(2), chromedp.EmulateMobile, chromedp.EmulateTouch)); err != nil {
		t.Fatalf("emulating a tablet: %v", err)
	}
	time.Sleep(500 * time.Millisecond)
	p.setPace(t, "instant")
	p.sandayiVsComputer(t, art, "", 3)
	if rec := p.eval(t, `window.warboard.record()`); !strings.Contains(rec, `[Bids "S=3"]`) || !strings.Contains(rec, "[Position ") {
		t.Fatalf("the record:\n%s", rec)
	}
	p.failOnProblems(t, "in play against the computers")
	p.requireWorker(t, "in play")
}

// quietFirst is a move that attacks nobody when there is one (a tap on a hidden enemy
// piece may turn into a long press on a loaded machine), else an attack.
func quietFirst(t *testing.T, moves []string) string {
	t.Helper()
	for _, m := range moves {
		if !strings.Contains(m, "x") && !strings.HasPrefix(m, "@") {
			return m
		}
	}
	return pick(t, moves)
}
