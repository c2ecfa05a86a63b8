//go:build !js

package main

import (
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// rightClick sends a real right mouse button press and release.
func (p *browserPage) rightClick(t *testing.T, x, y float64) {
	t.Helper()
	defer p.awaitRelease(t, p.releases(t)+1, fmt.Sprintf("the right click at (%.0f,%.0f)", x, y))
	for _, ev := range []input.DispatchMouseEventParams{
		{Type: input.DispatchMouseEventTypeMouseMoved, X: x, Y: y},
		{Type: input.DispatchMouseEventTypeMousePressed, X: x, Y: y, Button: input.MouseButtonRight, Buttons: 2, ClickCount: 1},
		{Type: input.DispatchMouseEventTypeMouseReleased, X: x, Y: y, Button: input.MouseButtonRight, ClickCount: 1},
	} {
		if _, err := chromedp.Call(p.ctx, input.DispatchMouseEvent, ev); err != nil {
			t.Fatalf("mouse %s at (%.0f,%.0f): %v", ev.Type, x, y, err)
		}
		time.Sleep(hold)
	}
}

// TestBrowserMarkByRightClick: in a dark game in the browser, a right click on a hidden
// piece opens the mark chooser (the browser's own menu stays off the canvas), a left click
// on a guess closes it, and no move is played.
func TestBrowserMarkByRightClick(t *testing.T) {
	p, art := startPage(t, 4*time.Minute)
	p.newJunqi2p(t, "dark", "handover")
	p.tapTarget(t, "button:ready", "deploy")
	p.tapTarget(t, "button:done", "handover")
	p.tapTarget(t, "button:ready", "deploy")
	p.tapTarget(t, "button:done", "handover")
	p.tapTarget(t, "button:ready", "play")
	record := p.evalString(t, `window.warboard.record()`)

	if got := p.eval(t, `(() => { const e = new MouseEvent('contextmenu', {cancelable: true, bubbles: true}); document.querySelector('canvas').dispatchEvent(e); return String(e.defaultPrevented) })()`); got != "true" {
		t.Fatalf("the canvas lets the browser's context menu open (defaultPrevented %s)", got)
	}
	time.Sleep(time.Second)    // mouse presses right after a touch are the browser's emulated clicks
	x, y := p.pointAt(t, "a7") // North's front row: a hidden piece whatever its layout
	p.rightClick(t, x, y)
	p.waitTarget(t, "mark:9")
	if p.eval(t, `window.warboard.pointAt("mark:9") === null`) == "true" {
		t.Fatalf("no mark chooser after a right click on a7\n%s", p.console())
	}
	p.screenshot(t, filepath.Join(art, "browser-mark-chooser.png"))
	mx, my := p.pointAt(t, "mark:9")
	p.click(t, mx, my)
	deadline := time.Now().Add(5 * time.Second)
	for p.eval(t, `window.warboard.pointAt("mark:9") === null`) != "true" {
		if time.Now().After(deadline) {
			t.Fatal("the chooser stays open after a guess was clicked")
		}
		time.Sleep(20 * time.Millisecond)
	}
	p.screenshot(t, filepath.Join(art, "browser-mark.png"))

	// A finger held on another hidden piece: the chooser opens while it rests there.
	bx, by := p.pointAt(t, "e7")
	one, id := 1.0, 2.0
	start := input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchStart,
		TouchPoints: []*input.TouchPoint{{X: bx, Y: by, RadiusX: &one, RadiusY: &one, Force: &one, ID: &id}}}
	if _, err := chromedp.Call(p.ctx, input.DispatchTouchEvent, start); err != nil {
		t.Fatal(err)
	}
	time.Sleep(900 * time.Millisecond)
	opened := p.eval(t, `window.warboard.pointAt("mark:B") !== null`)
	end := input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}}
	if _, err := chromedp.Call(p.ctx, input.DispatchTouchEvent, end); err != nil {
		t.Fatal(err)
	}
	if opened != "true" {
		t.Fatalf("no chooser while a finger rests on e7\n%s", p.console())
	}
	time.Sleep(2 * hold)
	if p.eval(t, `window.warboard.pointAt("mark:B") !== null`) != "true" {
		t.Fatal("lifting the finger closed the chooser")
	}
	p.tapTarget(t, "mark:B", "play")
	p.screenshot(t, filepath.Join(art, "browser-mark-long-press.png"))
	if got := p.scene(t); got != "play" {
		t.Fatalf("scene %q after marking", got)
	}
	if p.evalString(t, `window.warboard.record()`) != record {
		t.Fatal(fmt.Sprintf("marking changed the record:\n%s", p.evalString(t, `window.warboard.record()`)))
	}
	p.failOnProblems(t, "at the end")
}
