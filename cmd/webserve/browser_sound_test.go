//go:build !js

package main

import (
	"context"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// countSounds wraps the page's AudioContext before the game loads, counting the contexts
// made and the sounds started, so a test can see what the game played.
const countSounds = `(() => {
	const AC = window.AudioContext || window.webkitAudioContext;
	window.__sound = {contexts: 0, starts: 0};
	if (!AC) return;
	window.AudioContext = class extends AC {
		constructor(...a) { super(...a); window.__sound.contexts++; }
		createBufferSource() {
			const s = super.createBufferSource();
			const start = s.start.bind(s);
			s.start = (...a) => { window.__sound.starts++; return start(...a); };
			return s;
		}
	};
})()`

// TestBrowserSoundAfterATap: no audio context before the first gesture (browsers refuse
// one), one made by the first tap, and each move of a game starts a sound; with sound off
// in Settings moves play nothing. No console error all along.
func TestBrowserSoundAfterATap(t *testing.T) {
	chromiumPath(t)
	url := serveBundle(t)
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	p := openBrowser(t, ctx)
	addScript := chromedp.Action[chromedp.Void](func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
		_, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: countSounds})
		return chromedp.Void{}, err
	})
	if _, err := chromedp.Run(p.ctx, addScript); err != nil {
		t.Fatal(err)
	}
	p.loadGame(t, url)
	if got := p.eval(t, `window.__sound.contexts`); got != "0" {
		t.Fatalf("%s audio contexts before any gesture", got)
	}
	p.newJunqi2p(t, "open", "deploy")
	if got := p.eval(t, `window.__sound.contexts`); got != "1" {
		t.Fatalf("after the taps: %s audio contexts, want 1", got)
	}
	p.deployOpen(t)
	before := p.eval(t, `window.__sound.starts`)
	p.playByTaps(t, pick(t, p.moves(t)))
	if after := p.eval(t, `window.__sound.starts`); after == before {
		t.Fatalf("a move started no sound (%s before, %s after)", before, after)
	}
	// Sound off: the next move is silent.
	p.tapTarget(t, "button:gamemenu", "play")
	p.tapTarget(t, "menu:main", "menu")
	p.tapTarget(t, "button:settings", "settings")
	for p.eval(t, `window.warboard.pointAt("option:sound:off") === null`) == "true" {
		p.scroll(t)
	}
	p.tapTarget(t, "option:sound:off", "settings")
	p.tapTarget(t, "button:back", "menu")
	p.tapTarget(t, "button:continue", "play")
	before = p.eval(t, `window.__sound.starts`)
	p.playByTaps(t, pick(t, p.moves(t)))
	if after := p.eval(t, `window.__sound.starts`); after != before {
		t.Fatalf("with sound off a move started a sound (%s before, %s after)", before, after)
	}
	p.failOnProblems(t, "at the end")
}
