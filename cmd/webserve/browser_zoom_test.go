//go:build !js

package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// visibleTarget reports whether window.warboard.pointAt(name) finds the control on screen.
func (p *browserPage) visibleTarget(t *testing.T, name string) bool {
	t.Helper()
	ok, err := chromedp.Run(p.ctx, chromedp.Evaluate[bool](fmt.Sprintf(`!!window.warboard.pointAt(%q)`, name)))
	if err != nil {
		t.Fatalf("pointAt(%q): %v", name, err)
	}
	return ok
}

// waitVisible waits until the named control shows, failing after a few seconds.
func (p *browserPage) waitVisible(t *testing.T, name, after string) {
	t.Helper()
	p.waitTarget(t, name)
	if !p.visibleTarget(t, name) {
		t.Fatalf("%s: %s does not show", after, name)
	}
}

// touchPoint taps a board point on a zoomable board as a player does: a point out of the
// zoomed view is reached by "Whole board" and a tap on it there (which zooms in on it), a
// tap on the whole board first zooms in; then the point itself.
func (p *browserPage) touchPoint(t *testing.T, name string) {
	t.Helper()
	if p.visibleTarget(t, "button:wholeboard") && !p.visibleTarget(t, name) {
		x, y := p.pointAt(t, "button:wholeboard")
		p.tap(t, x, y)
		p.waitVisible(t, "button:zoomin", "after Whole board")
	}
	if p.visibleTarget(t, "button:zoomin") {
		x, y := p.pointAt(t, name)
		p.tap(t, x, y)
		p.waitVisible(t, "button:wholeboard", "after a tap on the whole board at "+name)
		if p.evalString(t, `window.warboard.picked()`) == name {
			return // on a Napoleon board that tap picked one's piece there too
		}
	}
	p.waitVisible(t, name, "zoomed in on "+name)
	x, y := p.pointAt(t, name)
	p.tap(t, x, y)
}

// TestBrowserZoomFourCountryPhone plays a four-country Junqi game in Chromium as a
// 390×844 phone with real touch taps: the board shows zoomed (its button says "Whole
// board"), points out of view are brought in through the whole board, and moves play.
func TestBrowserZoomFourCountryPhone(t *testing.T) {
	p, art := startPage(t, 5*time.Minute)
	if err := chromedp.Do(p.ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(3), chromedp.EmulateMobile, chromedp.EmulateTouch)); err != nil {
		t.Fatalf("emulating a phone: %v", err)
	}
	time.Sleep(500 * time.Millisecond) // the game lays out for the new size on its next frame
	p.tapTarget(t, "button:new", "newgame")
	p.tapTarget(t, "button:junqi", "options")
	p.tapTarget(t, "option:board:4p-ffa", "options")
	p.tapTarget(t, "option:mode:open", "options")
	p.choosePlayers(t, "person", "E", "N", "W")
	p.waitTarget(t, "button:start")
	x, y := p.pointAt(t, "button:start")
	p.tap(t, x, y)
	deployed := 0
	for deadline := time.Now().Add(60 * time.Second); p.scene(t) != "play"; {
		if time.Now().After(deadline) {
			t.Fatalf("the deployments never ended (scene %q)", p.scene(t))
		}
		switch p.scene(t) {
		case "handover":
			p.tapTarget(t, "button:ready", "deploy")
		case "deploy":
			p.waitVisible(t, "button:wholeboard", "the deployment on a phone")
			if deployed == 0 {
				p.screenshot(t, filepath.Join(art, "browser-zoom-junqi4-deploy.png"))
			}
			x, y := p.pointAt(t, "button:done")
			p.tap(t, x, y)
			deployed++
			time.Sleep(300 * time.Millisecond)
		default:
			time.Sleep(50 * time.Millisecond)
		}
	}
	var played []string
	for i := 0; i < 5 && p.scene(t) == "play"; i++ {
		moves := p.moves(t)
		for wait := 0; len(moves) == 0 && wait < 100; wait++ {
			time.Sleep(50 * time.Millisecond) // a screen still settling after the deployments
			moves = p.moves(t)
		}
		if len(moves) == 0 {
			t.Fatalf("no move listed on the play screen; the record:\n%s", p.eval(t, `window.warboard.record()`))
		}
		tok := moves[0]
		for _, m := range moves {
			if strings.Contains(m, "-") {
				tok = m
				break
			}
		}
		before := p.evalString(t, `window.warboard.record()`)
		j := strings.IndexAny(tok, "-x")
		p.touchPoint(t, tok[:j])
		p.touchPoint(t, tok[j+1:])
		deadline := time.Now().Add(10 * time.Second)
		for p.evalString(t, `window.warboard.record()`) == before {
			p.failOnProblems(t, "after tapping "+tok)
			if time.Now().After(deadline) {
				t.Fatalf("tapping %s played nothing", tok)
			}
			time.Sleep(20 * time.Millisecond)
		}
		played = append(played, tok)
		if i == 1 {
			p.screenshot(t, filepath.Join(art, "browser-zoom-junqi4-play.png"))
		}
		for p.scene(t) == "handover" {
			p.tapTarget(t, "button:ready", "play")
		}
	}
	if len(played) < 4 {
		t.Fatalf("only %d moves played: %v", len(played), played)
	}
	rec := p.evalString(t, `window.warboard.record()`)
	for _, tok := range played {
		if !strings.Contains(rec, tok) {
			t.Errorf("the record lacks %s:\n%s", tok, rec)
		}
	}
	p.failOnProblems(t, "at the end")
}
