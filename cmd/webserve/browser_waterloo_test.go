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
// real touch taps, one person (South) against the computer at East and North (Easy, in the
// page's worker, the instant pace): the options (three armies, the computer seats, a turn
// limit), South's set-up, the computer armies' set-ups and turns, South's turns by taps on
// squares the screen shows, until the turn limit ends the game on the result screen. (Three
// people at one device, set-ups behind hand-overs and agreements between them, are played
// by touch in game/waterloo_test.go.)
func TestBrowserWaterloo(t *testing.T) {
	p, art := startPage(t, 8*time.Minute)
	p.setPace(t, "instant")
	step := func(target, scene string) { t.Helper(); p.tapTarget(t, target, scene) }
	step("button:new", "newgame")
	step("button:napoleon", "options")
	step("option:armies:3", "options")
	if p.eval(t, `window.warboard.pointAt("option:teams:S EN") !== null`) != "true" {
		t.Fatalf("no teams row after a tap on option:armies:3: Waterloo is not chosen; trace:\n%s", p.eval(t, `window.warboard.trace()`))
	}
	for p.eval(t, `window.warboard.pointAt("option:turnlimit:plus") === null`) == "true" {
		p.scroll(t)
	}
	step("option:turnlimit:plus", "options")
	p.choosePlayers(t, "easy", "E", "N")
	step("button:start", "setup") // South sets up first; the computer armies after it
	step("button:random", "setup")
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		shown := p.eval(t, `window.warboard.shown()`)
		if strings.Count(shown, "=S") == 16 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("South's random set-up shows %q", shown)
		}
	}
	x, y := p.pointAt(t, "button:done")
	p.tap(t, x, y)
	p.awaitPerson(t, time.Minute) // the computer armies set up, and move if first
	rec := p.eval(t, `window.warboard.record()`)
	if !strings.Contains(rec, `[Seats "S E N"]`) || !strings.Contains(rec, "=EK>") {
		t.Fatalf("the record at the start of play:\n%s", rec)
	}
	p.screenshot(t, filepath.Join(art, "browser-waterloo-play.png"))
	for turn := 1; ; turn++ {
		p.awaitPerson(t, time.Minute) // the computer armies' turns
		if p.scene(t) != "play" {
			break
		}
		if turn > 10 {
			t.Fatalf("the game did not end after the 10-turn limit:\n%s", p.eval(t, `window.warboard.record()`))
		}
		// a move whose two squares are in full view: not in a row or file the zoomed view
		// cuts at its edge; when none is, the whole board, and a tap on the mover's piece
		// zooms in there
		const central = `(() => { const w = window.warboard, F = "abcdefghijklmno", seen = {};
  let f0 = 99, f1 = -1, r0 = 99, r1 = -1;
  for (let f = 0; f < 15; f++) for (let r = 1; r <= 15; r++) if (w.pointAt(F[f] + r)) {
    seen[F[f] + r] = true; f0 = Math.min(f0, f); f1 = Math.max(f1, f); r0 = Math.min(r0, r); r1 = Math.max(r1, r); }
  const safe = (q) => { if (!seen[q]) return false; const f = F.indexOf(q[0]), r = +q.slice(1);
    return (f > f0 || f0 === 0) && (f < f1 || f1 === 14) && (r > r0 || r0 === 1) && (r < r1 || r1 === 15); };
  return w.moves().find((m) => !m.includes("/") && m.split(/[-x]/).every(safe)) || ""; })()`
		tok := p.eval(t, central)
		if tok == "" && p.eval(t, `String(window.warboard.pointAt("button:wholeboard") !== null)`) == "true" {
			p.tapTarget(t, "button:wholeboard", "play")
			time.Sleep(300 * time.Millisecond)
			first := p.eval(t, `(window.warboard.moves().find((m) => !m.includes("/")) || "")`)
			if j := strings.IndexAny(first, "-x"); j > 0 {
				x, y := p.pointAt(t, first[:j])
				p.tap(t, x, y) // zooms in on the piece, and picks it
				time.Sleep(300 * time.Millisecond)
			}
			tok = p.eval(t, central)
		}
		i := strings.IndexAny(tok, "-x")
		if i < 0 {
			t.Fatalf("turn %d: no move on screen (%q)", turn, p.eval(t, `window.warboard.moves().join(" ")`))
		}
		if p.evalString(t, `window.warboard.picked()`) != tok[:i] { // else the tap that zoomed in picked it
			step(tok[:i], "play")
		}
		step(tok[i+1:], "play")
		p.waitShown(t, tok[i+1:], fmt.Sprintf("turn %d: after %s", turn, tok))
		before := p.eval(t, `window.warboard.record()`)
		x, y = p.pointAt(t, "button:endturn")
		p.tap(t, x, y)
		for deadline := time.Now().Add(10 * time.Second); p.eval(t, `window.warboard.record()`) == before; time.Sleep(20 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("turn %d: End turn played nothing", turn)
			}
		}
	}
	p.waitScene(t, "result", "after the last turn")
	rec = p.eval(t, `window.warboard.record()`)
	if !strings.Contains(rec, "[Result ") {
		t.Fatalf("the finished record:\n%s", rec)
	}
	if body := rec[strings.LastIndex(rec, "]")+1:]; !strings.Contains(rec, "=EK>") || len(strings.Fields(body)) < 10 {
		t.Fatalf("the computer armies did not set up and play:\n%s", rec)
	}
	p.screenshot(t, filepath.Join(art, "browser-waterloo-result.png"))
	p.failOnProblems(t, "at the end")
	p.requireWorker(t, "at the end")
}
