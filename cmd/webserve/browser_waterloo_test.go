//go:build !js

package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestBrowserWaterloo plays a three-army Napoleon game (Waterloo) in headless Chromium with
// real touch taps: the options (three armies, a turn limit), the three secret set-ups
// behind hand-overs in Seats order, turns by taps on squares the screen shows, until the
// turn limit ends the game on the result screen.
func TestBrowserWaterloo(t *testing.T) {
	p, art := startPage(t, 8*time.Minute)
	step := func(target, scene string) { t.Helper(); p.tapTarget(t, target, scene) }
	step("button:new", "newgame")
	step("button:napoleon", "options")
	step("option:armies:3", "options")
	for p.eval(t, `window.warboard.pointAt("option:turnlimit:plus") === null`) == "true" {
		p.scroll(t)
	}
	step("option:turnlimit:plus", "options")
	step("button:start", "handover")
	for i, seat := range []string{"S", "E", "N"} {
		step("button:ready", "setup")
		step("button:random", "setup")
		// the tap is handled on the next frame: wait for the army to show
		for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(50 * time.Millisecond) {
			shown := p.eval(t, `window.warboard.shown()`)
			if strings.Count(shown, "="+seat) == 16 && strings.Count(shown, "=") == 16 {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("%s's random set-up shows %q", seat, shown)
			}
		}
		next := "handover"
		if i == 2 {
			next = "play"
		}
		step("button:done", next)
	}
	rec := p.eval(t, `window.warboard.record()`)
	if !strings.Contains(rec, `[Seats "S E N"]`) || !strings.Contains(rec, "=EK>") {
		t.Fatalf("the record at the start of play:\n%s", rec)
	}
	p.screenshot(t, filepath.Join(art, "browser-waterloo-play.png"))
	// the whole 15x15 board on screen: every square is a tap away (zoomed, a square at the
	// edge of the view may sit under the pan margin)
	if p.eval(t, `String(window.warboard.pointAt("button:wholeboard") !== null)`) == "true" {
		p.tapTarget(t, "button:wholeboard", "play")
		time.Sleep(300 * time.Millisecond)
	}
	for turn := 1; p.scene(t) == "play"; turn++ {
		if turn > 10 {
			t.Fatalf("the game did not end after the 10-turn limit:\n%s", p.eval(t, `window.warboard.record()`))
		}
		// a move whose two squares are on screen (a phone shows the board zoomed, turned to
		// the last move, maybe far from the mover's pieces: then the whole board)
		const onScreen = `(() => { const w = window.warboard, ok = (m) => !m.includes("/") && m.split(/[-x]/).every((q) => w.pointAt(q));
  return w.moves().find(ok) || ""; })()`
		tok := p.eval(t, onScreen)
		if tok == "" && p.eval(t, `String(window.warboard.pointAt("button:wholeboard") !== null)`) == "true" {
			p.tapTarget(t, "button:wholeboard", "play")
			time.Sleep(300 * time.Millisecond)
			tok = p.eval(t, onScreen)
		}
		i := strings.IndexAny(tok, "-x")
		if i < 0 {
			t.Fatalf("turn %d: no move on screen (%q)", turn, p.eval(t, `window.warboard.moves().join(" ")`))
		}
		step(tok[:i], "play")
		step(tok[i+1:], "play")
		p.waitShown(t, tok[i+1:], fmt.Sprintf("turn %d: after %s", turn, tok))
		x, y := p.pointAt(t, "button:endturn")
		p.tap(t, x, y)
		p.waitRecord(t, turn)
	}
	p.waitScene(t, "result", "after the last turn")
	rec = p.eval(t, `window.warboard.record()`)
	if !strings.Contains(rec, "[Result ") {
		t.Fatalf("the finished record:\n%s", rec)
	}
	p.screenshot(t, filepath.Join(art, "browser-waterloo-result.png"))
	p.failOnProblems(t, "at the end")
}
