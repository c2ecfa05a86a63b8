//go:build !js

package main

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// newcomerGame starts a two-player game against the computer seat as a newcomer finds it
// (only the mode chosen, open so that its deployment shows), deploys South as drawn and
// gives North's deployment from the record.
func (p *browserPage) newcomerGame(t *testing.T) string {
	t.Helper()
	if p.scene(t) == "play" { // back to the main menu through the game menu, as a player goes
		p.tapTarget(t, "button:gamemenu", "play")
		p.tapTarget(t, "menu:main", "menu")
	}
	p.tapTarget(t, "button:new", "newgame")
	p.tapTarget(t, "button:junqi", "options")
	p.tapTarget(t, "option:board:2p", "options")
	p.tapTarget(t, "option:mode:open", "options")
	p.startReplacing(t, "deploy")
	p.tapTarget(t, "button:done", "play")
	p.awaitPerson(t, time.Minute)
	rec := p.eval(t, `window.warboard.record()`)
	if strings.Contains(rec, "[Seed ") {
		t.Fatalf("the seed shows in a game going on:\n%s", rec)
	}
	var north []string
	for _, line := range strings.Split(rec, "\n") {
		if pos, ok := strings.CutPrefix(line, `[Position "`); ok {
			for _, it := range strings.Fields(strings.TrimSuffix(pos, `"]`)) {
				if strings.Contains(it, "=N") {
					north = append(north, it)
				}
			}
		}
	}
	if len(north) != 25 {
		t.Fatalf("North's deployment is not in the record:\n%s", rec)
	}
	return strings.Join(north, " ")
}

// TestBrowserEveryGameIsNew: three games against the computer started as a player starts
// them — in a fresh browser profile, in another fresh profile, and a second New game in
// the first page — meet three different computer deployments (the computer drew the same
// layout every game before each game drew its own seed). In the first game the hint, asked
// once, comes onto the screen with no tap at all.
func TestBrowserEveryGameIsNew(t *testing.T) {
	first, art := startPage(t, 5*time.Minute)
	if err := chromedp.Do(first.ctx, chromedp.EmulateViewport(1024, 768, chromedp.EmulateScale(1), chromedp.EmulateMobile, chromedp.EmulateTouch)); err != nil {
		t.Fatalf("emulating a tablet: %v", err)
	}
	time.Sleep(500 * time.Millisecond)
	deployments := []string{first.newcomerGame(t)}

	// the hint: asked from the game menu, then not one input until it is drawn
	first.tapTarget(t, "button:gamemenu", "play")
	first.tapTarget(t, "menu:hint", "play")
	hint := ""
	for deadline := time.Now().Add(20 * time.Second); hint == "" && time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		hint = first.eval(t, `window.warboard.drawnHint()`)
	}
	if hint == "" {
		first.screenshot(t, filepath.Join(art, "browser-hint-not-shown.png"))
		t.Fatal("the hint did not reach the screen within 20 s without a tap")
	}
	first.screenshot(t, filepath.Join(art, "browser-hint-shown.png"))

	second, _ := startPage(t, 3*time.Minute)
	deployments = append(deployments, second.newcomerGame(t))
	deployments = append(deployments, first.newcomerGame(t)) // New game again in the first page
	for i := range deployments {
		for j := i + 1; j < len(deployments); j++ {
			if deployments[i] == deployments[j] {
				t.Fatalf("games %d and %d met the same computer deployment: %s", i+1, j+1, deployments[i])
			}
		}
	}
	first.failOnProblems(t, "at the end")
	second.failOnProblems(t, "at the end")
}
