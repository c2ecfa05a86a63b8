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
	for turn := 1; p.scene(t) == "play"; turn++ {
		if turn > 10 {
			t.Fatalf("the game did not end after the 10-turn limit:\n%s", p.eval(t, `window.warboard.record()`))
		}
		// a move whose two squares are well inside the zoomed view (nearest its middle); when
		// none is, the whole board, and a tap on the mover's piece zooms in there
		const central = `(() => { const w = window.warboard, pts = [];
  const P = (q) => { const p = w.pointAt(q); return !p ? null : Array.isArray(p) ? {x: p[0], y: p[1]} : p; };
  for (const f of "abcdefghijklmno") for (let r = 1; r <= 15; r++) { const p = P(f + r); if (p) pts.push(p); }
  if (!pts.length) return "";
  const cx = pts.reduce((a, p) => a + p.x, 0) / pts.length, cy = pts.reduce((a, p) => a + p.y, 0) / pts.length;
  const far = (q) => { const p = P(q); return p ? Math.max(Math.abs(p.x - cx), Math.abs(p.y - cy)) : 1e9; };
  let best = "", score = 1e9;
  for (const m of w.moves()) { if (m.includes("/")) continue; const [a, b] = m.split(/[-x]/), s = Math.max(far(a), far(b));
    if (s < score) { best = m; score = s; } }
  const span = Math.max(...pts.map((p) => Math.abs(p.x - cx)), ...pts.map((p) => Math.abs(p.y - cy)));
  return score < span * 0.8 ? best : ""; })()`
		tok := p.eval(t, central)
		if tok == "" && p.eval(t, `String(window.warboard.pointAt("button:wholeboard") !== null)`) == "true" {
			p.tapTarget(t, "button:wholeboard", "play")
			time.Sleep(300 * time.Millisecond)
			first := p.eval(t, `(window.warboard.moves().find((m) => !m.includes("/")) || "")`)
			if j := strings.IndexAny(first, "-x"); j > 0 {
				x, y := p.pointAt(t, first[:j])
				p.tap(t, x, y) // zooms in on the piece
				time.Sleep(300 * time.Millisecond)
			}
			tok = p.eval(t, central)
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
