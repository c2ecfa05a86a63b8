//go:build !js

package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/performance"
	"github.com/chromedp/chromedp"
)

// TestBrowserGiantNapoleonFrames measures the frames of the largest Napoleon board in
// headless Chromium (issue 12): a custom 32×32 board with the army that fills it (120 a
// side, 240 pieces) on random terrain, chosen, set up and played by touch taps on the
// desktop-sized window. It samples the zoomed play screen at rest, the second after
// "Whole board" (the whole 32×32 board drawn anew), and the seconds after three moves'
// destination taps, with the frame probe of TestBrowserIdleCPU. It only runs when asked:
//
//	WARBOARD_MEASURE=1 go test -count=1 -v -run TestBrowserGiantNapoleonFrames ./cmd/webserve
func TestBrowserGiantNapoleonFrames(t *testing.T) {
	if os.Getenv("WARBOARD_MEASURE") != "1" {
		t.Skip("set WARBOARD_MEASURE=1 to measure the giant board's frames in the browser")
	}
	chromiumPath(t)
	url := serveBundle(t)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	p := openBrowser(t, ctx)
	if _, err := chromedp.Call(p.ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: frameProbe}); err != nil {
		t.Fatal(err)
	}
	p.loadGame(t, url)
	if _, err := chromedp.Call(p.ctx, performance.Enable, performance.EnableParams{}); err != nil {
		t.Fatal(err)
	}
	browserPID := chromedp.FromContext(p.ctx).Browser.Process().Pid
	art := artefactDir(t)

	p.tapTarget(t, "button:new", "newgame")
	p.tapTarget(t, "button:napoleon", "options")
	p.tapTarget(t, "option:board:custom", "options")
	for _, side := range []string{"width", "height"} {
		target := "option:board-" + side + ":plus"
		for i := 0; p.eval(t, fmt.Sprintf(`window.warboard.pointAt(%q) === null`, target)) == "true"; i++ {
			if i > 12 {
				t.Fatalf("%s never came into view", target)
			}
			p.scroll(t)
		}
		for i := 8; i < 32; i++ {
			p.tapTarget(t, target, "options")
		}
	}
	for i := 0; p.eval(t, `window.warboard.pointAt("option:terrain:random") === null`) == "true"; i++ {
		if i > 20 {
			t.Fatal("the terrain row never came into view")
		}
		p.scroll(t)
	}
	p.tapTarget(t, "option:terrain:random", "options")
	p.choosePlayers(t, "person", "N")
	p.tapTarget(t, "button:start", "handover")
	for _, next := range []string{"handover", "play"} {
		p.tapTarget(t, "button:ready", "setup")
		p.tapTarget(t, "button:random", "setup")
		p.tapTarget(t, "button:done", next)
	}
	rec := p.eval(t, `window.warboard.record()`)
	if !strings.Contains(rec, `[Board "32x32"]`) || !strings.Contains(rec, "[Terrain ") || strings.Count(rec, "=S") != 120 {
		t.Fatalf("the record at the start of play:\n%s", rec)
	}
	time.Sleep(3 * time.Second)
	rest := p.idle(t, browserPID, 5*time.Second)
	p.screenshot(t, filepath.Join(art, "browser-giant32-play.png"))

	var moves []idleFigures
	for i := 0; i < 3 && p.scene(t) == "play"; i++ {
		tok := pick(t, p.moves(t))
		from, to := splitMove(tok)
		p.touchPoint(t, from)
		p.waitVisible(t, to, "after selecting "+from)
		x, y := p.pointAt(t, to)
		moves = append(moves, p.sample(t, browserPID, time.Second, func() { p.tap(t, x, y) }))
		time.Sleep(300 * time.Millisecond)
		x, y = p.pointAt(t, "button:endturn")
		p.tap(t, x, y)
		p.waitRecord(t, i+1)
		time.Sleep(500 * time.Millisecond)
	}
	p.waitVisible(t, "button:wholeboard", "play on the 32x32 board")
	x, y := p.pointAt(t, "button:wholeboard")
	whole := p.sample(t, browserPID, time.Second, func() { p.tap(t, x, y) })
	time.Sleep(2 * time.Second)
	p.screenshot(t, filepath.Join(art, "browser-giant32-whole.png"))

	load, _ := os.ReadFile("/proc/loadavg")
	fmt.Printf("giant 32x32 board, 240 pieces, terrain; load average %s\n", strings.Join(strings.Fields(string(load))[:3], " "))
	rows := []struct {
		name string
		m    idleFigures
	}{{"zoomed play screen at rest (5 s)", rest}, {"the second after Whole board", whole}}
	for i, m := range moves {
		rows = append(rows, struct {
			name string
			m    idleFigures
		}{fmt.Sprintf("move %d, the second from the destination tap", i+1), m})
	}
	for _, r := range rows {
		fmt.Printf("  %s: Chromium %.1f%% of one core (renderer %.1f%%, GPU process %.1f%%); %s\n",
			r.name, r.m.total, r.m.renderer, r.m.gpu, r.m.frames)
	}
	p.failOnProblems(t, "at the end")
}

// splitMove splits a move token at its separator, which follows the from point's letters
// and digits (on 24 files and more a point may start with x, the capture sign).
func splitMove(tok string) (from, to string) {
	i := 0
	for i < len(tok) && tok[i] >= 'a' && tok[i] <= 'z' {
		i++
	}
	for i < len(tok) && tok[i] >= '0' && tok[i] <= '9' {
		i++
	}
	if i >= len(tok) {
		return tok, ""
	}
	to, _, _ = strings.Cut(tok[i+1:], "/")
	return tok[:i], to
}
