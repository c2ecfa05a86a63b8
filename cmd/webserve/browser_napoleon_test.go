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

// TestBrowserNapoleon plays a short Napoleon game in headless Chromium with real touch
// taps at the points window.warboard.pointAt gives: options with a turn limit, both
// secret set-ups behind hand-overs, turns by taps on squares, until the turn limit ends
// the game on the result screen.
func TestBrowserNapoleon(t *testing.T) {
	p, art := startPage(t, 5*time.Minute)
	step := func(target, scene string) { t.Helper(); p.tapTarget(t, target, scene) }
	step("button:new", "newgame")
	step("button:napoleon", "options")
	p.choosePlayers(t, "person", "N")
	// The turn limit counts by tens: one tap sets 10 turns (five each). Tapped last, once the
	// options stand still, so no later tap can land on it.
	for p.eval(t, `window.warboard.pointAt("option:turnlimit:plus") === null`) == "true" {
		p.scroll(t)
	}
	p.settle(t, "option:turnlimit:plus")
	step("option:turnlimit:plus", "options")
	time.Sleep(300 * time.Millisecond)
	step("button:start", "handover")
	if shown := p.eval(t, `window.warboard.shown()`); shown != "" {
		t.Fatalf("the hand-over shows a board: %q", shown)
	}
	step("button:ready", "setup")
	step("button:random", "setup")
	// The scene stays "setup": wait for the frame that places the army (a loaded machine may
	// take a while to run it).
	shown := p.eval(t, `window.warboard.shown()`)
	for deadline := time.Now().Add(10 * time.Second); strings.Count(shown, "=S") != 16 && time.Now().Before(deadline); {
		time.Sleep(50 * time.Millisecond)
		shown = p.eval(t, `window.warboard.shown()`)
	}
	if strings.Count(shown, "=S") != 16 || strings.Contains(shown, "=N") {
		t.Fatalf("South's random set-up shows %q", shown)
	}
	step("button:done", "handover")
	step("button:ready", "setup")
	step("button:random", "setup")
	step("button:done", "play")
	rec := p.eval(t, `window.warboard.record()`)
	if !strings.Contains(rec, "turnlimit=10") || !strings.Contains(rec, "[Position ") {
		t.Fatalf("the record at the start of play:\n%s", rec)
	}
	p.screenshot(t, filepath.Join(art, "browser-napoleon-play.png"))

	for turn := 1; p.scene(t) == "play"; turn++ {
		if turn > 10 {
			t.Fatalf("the game did not end after the 10-turn limit:\n%s", p.eval(t, `window.warboard.record()`))
		}
		tok := p.eval(t, `(window.warboard.moves().find((m) => !m.includes("/")) || "")`)
		i := strings.IndexAny(tok, "-x")
		if i < 0 {
			t.Fatalf("turn %d: no move listed (%q)", turn, tok)
		}
		from, to := tok[:i], tok[i+1:]
		step(from, "play")
		step(to, "play")
		p.waitShown(t, to, fmt.Sprintf("turn %d: after %s", turn, tok))
		x, y := p.pointAt(t, "button:endturn")
		p.tap(t, x, y)
		p.waitRecord(t, turn)
	}
	p.waitScene(t, "result", "after the last turn")
	rec = p.eval(t, `window.warboard.record()`)
	if !strings.Contains(rec, "[Result ") || len(strings.Fields(movesText(rec))) < 10 {
		t.Fatalf("the finished record:\n%s", rec)
	}
	p.screenshot(t, filepath.Join(art, "browser-napoleon-result.png"))
	p.failOnProblems(t, "at the end")
}

// waitShown waits until the board shows a piece on square.
func (p *browserPage) waitShown(t *testing.T, square, after string) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		p.failOnProblems(t, after)
		shown := p.eval(t, `window.warboard.shown()`)
		if strings.Contains(" "+shown, " "+square+"=") {
			return
		}
		if time.Now().After(deadline) {
			shot := filepath.Join(artefactDir(t), "browser-napoleon-not-shown.png")
			p.screenshot(t, shot)
			t.Fatalf("%s the board shows %q, nothing on %s (screen: %s)", after, shown, square, shot)
		}
		time.Sleep(30 * time.Millisecond)
	}
}

// eval runs JavaScript in the page and returns its value as a string.
func (p *browserPage) eval(t *testing.T, js string) string {
	t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[any](js))
	if err != nil {
		t.Fatalf("%s: %v\n%s", js, err, p.console())
	}
	if s, ok := v.(string); ok {
		return s
	}
	return fmt.Sprint(v)
}

// scroll drags the options list up by a finger's swipe... by the mouse wheel, which the
// list scrolls by as well.
func (p *browserPage) scroll(t *testing.T) { t.Helper(); p.scrollBy(t, 200) }

// scrollBy turns the mouse wheel over the middle of the canvas by dy pixels.
func (p *browserPage) scrollBy(t *testing.T, dy int) {
	t.Helper()
	if _, err := chromedp.Run(p.ctx, chromedp.Evaluate[bool](fmt.Sprintf(`(() => {
  const c = document.querySelector("canvas"), r = c.getBoundingClientRect();
  c.dispatchEvent(new WheelEvent("wheel", {deltaY: %d, clientX: r.width / 2, clientY: r.height / 2, bubbles: true}));
  return true;
})()`, dy))); err != nil {
		t.Fatal(err)
	}
	time.Sleep(150 * time.Millisecond)
}

// waitRecord waits until the record holds at least n turns (move tokens that are not
// cannon turns), or the game is over.
func (p *browserPage) waitRecord(t *testing.T, n int) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		p.failOnProblems(t, "after End turn")
		moves := 0
		for _, tok := range strings.Fields(movesText(p.eval(t, `window.warboard.record()`))) {
			if !strings.Contains(tok, ">") {
				moves++
			}
		}
		if moves >= n {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("End turn did not write turn %d (scene %q)", n, p.scene(t))
		}
		time.Sleep(30 * time.Millisecond)
	}
}

// movesText is the move part of a record.
func movesText(rec string) string {
	var out []string
	for _, l := range strings.Split(rec, "\n") {
		if l != "" && !strings.HasPrefix(strings.TrimSpace(l), "[") {
			out = append(out, l)
		}
	}
	return strings.Join(out, " ")
}
