//go:build !js

package main

import (
	"path/filepath"
	"strconv"
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
	for _, x := range []string{"E", "N", "W"} { // four people (the first game: three computers)
		p.tapTarget(t, "option:seat-"+x+":person", "options")
	}
	p.waitTarget(t, "button:start")
	x, y := p.pointAt(t, "button:start")
	p.tap(t, x, y)
	p.waitScene(t, "handover", "after Start")
	p.tapTarget(t, "button:ready", "bid")
	p.tapTarget(t, "bid:3", "handover")
	p.tapTarget(t, "button:ready", "pick")
	for i := 0; i < 19; i++ {
		p.tapTarget(t, "pool:"+strconv.Itoa(i), "pick")
	}
	p.screenshot(t, filepath.Join(art, "browser-sandayi-pick.png"))
	p.tapTarget(t, "button:done", "handover")
	for i := 0; i < 4; i++ {
		p.tapTarget(t, "button:ready", "deploy")
		next := "handover"
		if i == 3 {
			next = "play"
		}
		p.tapTarget(t, "button:done", next)
	}
	p.failOnProblems(t, "in play")
}
