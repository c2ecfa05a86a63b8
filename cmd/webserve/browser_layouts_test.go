//go:build !js

package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"warboard/game/layouts"
	"warboard/rules/junqi"
)

// boxState is the page's text box (the <input> or <textarea> a text field puts over itself).
type boxState struct {
	Shown   bool      `json:"shown"`
	Focused bool      `json:"focused"`
	Value   string    `json:"value"`
	Rect    []float64 `json:"rect"`
}

func (p *browserPage) box(t *testing.T, tag string) boxState {
	t.Helper()
	js := fmt.Sprintf(`(() => {
  const el = document.getElementById("warboard-%s");
  if (!el || el.style.display === "none") return {shown: false, focused: false, value: "", rect: []};
  const r = el.getBoundingClientRect();
  return {shown: true, focused: document.activeElement === el, value: el.value, rect: [r.left, r.top, r.width, r.height]};
})()`, tag)
	b, err := chromedp.Run(p.ctx, chromedp.Evaluate[boxState](js))
	if err != nil {
		t.Fatalf("reading the %s box: %v", tag, err)
	}
	return b
}

// waitBox waits until the page's <tag> box is shown (or hidden) over the named field.
func (p *browserPage) waitBox(t *testing.T, tag, field string, shown bool) boxState {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		p.failOnProblems(t, "waiting for the "+tag+" box")
		b := p.box(t, tag)
		if b.Shown == shown {
			if shown {
				x, y := p.pointAt(t, field)
				if len(b.Rect) != 4 || x < b.Rect[0] || x > b.Rect[0]+b.Rect[2] || y < b.Rect[1] || y > b.Rect[1]+b.Rect[3] {
					t.Fatalf("the %s box %v is not over %s (%.0f,%.0f)", tag, b.Rect, field, x, y)
				}
			}
			return b
		}
		if time.Now().After(deadline) {
			t.Fatalf("the %s box never became shown=%v", tag, shown)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// tapBox taps the middle of the page's <tag> box with a finger: the browser focuses it (the
// soft keyboard would open).
func (p *browserPage) tapBox(t *testing.T, tag string) {
	t.Helper()
	b := p.box(t, tag)
	p.tap(t, b.Rect[0]+b.Rect[2]/2, b.Rect[1]+b.Rect[3]/2)
	deadline := time.Now().Add(5 * time.Second)
	for !p.box(t, tag).Focused {
		if time.Now().After(deadline) {
			t.Fatalf("a tap on the %s box did not focus it", tag)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// typeText types s into the focused box as an input method commits text
// (Input.insertText: what pinyin sends when a word is chosen, and what Paste inserts).
func (p *browserPage) typeText(t *testing.T, s string) {
	t.Helper()
	if _, err := chromedp.Call(p.ctx, input.InsertText, input.InsertTextParams{Text: s}); err != nil {
		t.Fatalf("typing %q: %v", s, err)
	}
}

// storedLayouts is the layouts book as the page's localStorage holds it.
func (p *browserPage) storedLayouts(t *testing.T) string {
	return p.evalString(t, `localStorage.getItem("warboard/layouts") || ""`)
}

func (p *browserPage) waitStored(t *testing.T, want string) string {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		s := p.storedLayouts(t)
		if strings.Contains(s, want) {
			return s
		}
		if time.Now().After(deadline) {
			t.Fatalf("the stored layouts never held %q:\n%s", want, s)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestBrowserLayoutNameAndPaste: on a touch tablet, Save in the layouts list shows a real
// <input> over the name field; a finger tap focuses it, a Chinese name typed as an input
// method commits it, Enter on the keyboard saves it. Then, with the clipboard refused, Paste
// shows a <textarea>; a layout text pasted into it is imported under the suggested name,
// and a bad text is refused with the box kept.
func TestBrowserLayoutNameAndPaste(t *testing.T) {
	p, art := startPage(t, 4*time.Minute)
	if err := chromedp.Do(p.ctx, chromedp.EmulateViewport(820, 1180, chromedp.EmulateScale(2), chromedp.EmulateMobile, chromedp.EmulateTouch)); err != nil {
		t.Fatalf("emulating a tablet: %v", err)
	}
	time.Sleep(500 * time.Millisecond)
	// A browser that refuses to read the clipboard (as one does without the player's
	// leave): the paste box is the way in.
	if _, err := chromedp.Run(p.ctx, chromedp.Evaluate[bool](`(navigator.clipboard && Object.defineProperty(navigator.clipboard, "readText",
  {value: () => Promise.reject(new DOMException("Read permission denied.", "NotAllowedError"))}), true)`)); err != nil {
		t.Fatal(err)
	}
	p.newJunqi2p(t, "open", "deploy")
	p.tapTarget(t, "layout:fortress", "deploy")
	p.tapTarget(t, "button:layouts", "layouts")

	p.tapTarget(t, "button:save", "layouts")
	b := p.waitBox(t, "input", "field:name", true)
	if b.Value != "Layout 1" {
		t.Fatalf("the name box starts with %q, want the suggestion Layout 1", b.Value)
	}
	p.tapBox(t, "input")
	if _, err := chromedp.Run(p.ctx, chromedp.Evaluate[bool](`(document.getElementById("warboard-input").select(), true)`)); err != nil {
		t.Fatal(err)
	}
	p.typeText(t, "我的布阵·龘")
	p.screenshot(t, filepath.Join(art, "browser-layout-name.png"))
	if err := chromedp.Do(p.ctx, chromedp.KeyEvent("\r")); err != nil {
		t.Fatalf("Enter: %v", err)
	}
	p.waitBox(t, "input", "", false)
	p.waitStored(t, "我的布阵·龘")
	p.waitScene(t, "layouts", "after saving")
	p.screenshot(t, filepath.Join(art, "browser-layout-saved.png"))
	p.dismissNotice(t)

	// Paste: the clipboard refused, an empty <textarea> to paste into.
	text := layouts.JunqiFor(junqi.Layouts[1].Layout, junqi.TwoPlayer, junqi.South) // the right flag
	p.tapTarget(t, "button:paste", "layouts")
	b = p.waitBox(t, "textarea", "field:text", true)
	if b.Value != "" {
		t.Fatalf("the paste box starts with %q", b.Value)
	}
	p.tapBox(t, "textarea")
	p.typeText(t, "a1=SF b1=SF")
	p.tapTarget(t, "dialog:ok", "layouts")
	time.Sleep(300 * time.Millisecond)
	if b := p.box(t, "textarea"); !b.Shown || b.Value != "a1=SF b1=SF" {
		t.Fatalf("a bad text: the box is %+v, want it kept", b)
	}
	p.screenshot(t, filepath.Join(art, "browser-layout-paste-refused.png"))
	p.tapBox(t, "textarea")
	if _, err := chromedp.Run(p.ctx, chromedp.Evaluate[bool](`(document.getElementById("warboard-textarea").select(), true)`)); err != nil {
		t.Fatal(err)
	}
	p.typeText(t, text)
	p.tapTarget(t, "dialog:ok", "layouts")
	b = p.waitBox(t, "input", "field:name", true)
	if b.Value != "Layout 2" {
		t.Fatalf("the pasted layout's name starts as %q", b.Value)
	}
	p.tapTarget(t, "dialog:ok", "layouts")
	p.waitBox(t, "input", "", false)
	stored := p.waitStored(t, "Layout 2")
	// The list draws 龘, which the embedded font lacks, from the page's own fonts (look).
	if !strings.Contains(stored, layouts.JunqiText(junqi.Layouts[1].Layout)) || !strings.Contains(stored, "我的布阵") {
		t.Fatalf("the stored layouts:\n%s", stored)
	}
	p.screenshot(t, filepath.Join(art, "browser-layouts-after-paste.png"))
	p.failOnProblems(t, "at the end")
}

// TestBrowserLayoutClipboard: where the browser lets the page use the clipboard (granted
// here), Copy on a built-in puts its placement list on the real clipboard, and Paste opens
// the box with the clipboard's text, which imports as a new layout.
func TestBrowserLayoutClipboard(t *testing.T) {
	p, art := startPage(t, 4*time.Minute)
	origin := strings.TrimSuffix(p.evalString(t, `location.origin`), "/")
	for _, name := range []string{"clipboard-read", "clipboard-write"} {
		if _, err := chromedp.CallBrowser(p.ctx, browser.SetPermission, browser.SetPermissionParams{
			Permission: &browser.PermissionDescriptor{Name: name}, Setting: browser.PermissionSettingGranted, Origin: origin}); err != nil {
			t.Fatalf("granting %s: %v", name, err)
		}
	}
	if err := chromedp.Do(p.ctx, chromedp.EmulateViewport(820, 1180, chromedp.EmulateScale(2), chromedp.EmulateMobile, chromedp.EmulateTouch)); err != nil {
		t.Fatalf("emulating a tablet: %v", err)
	}
	time.Sleep(500 * time.Millisecond)
	p.newJunqi2p(t, "open", "deploy")
	p.tapTarget(t, "button:layouts", "layouts")
	p.tapTarget(t, "option:entry:-1:copy", "layouts") // the left flag
	want := layouts.JunqiFor(junqi.Layouts[0].Layout, junqi.TwoPlayer, junqi.South)
	deadline := time.Now().Add(10 * time.Second)
	for {
		got, err := chromedp.Run(p.ctx, chromedp.Evaluate[string](`navigator.clipboard.readText()`, chromedp.EvalAwaitPromise))
		if err == nil && got == want {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the clipboard holds %q (%v), want %q", got, err, want)
		}
		time.Sleep(50 * time.Millisecond)
	}
	p.screenshot(t, filepath.Join(art, "browser-layout-copied.png"))
	p.dismissNotice(t)
	p.tapTarget(t, "button:paste", "layouts")
	if b := p.waitBox(t, "textarea", "field:text", true); b.Value != want {
		t.Fatalf("Paste opens the box with %q, want the clipboard's %q", b.Value, want)
	}
	p.tapTarget(t, "dialog:ok", "layouts")
	p.waitBox(t, "input", "field:name", true)
	p.tapTarget(t, "dialog:ok", "layouts")
	p.waitBox(t, "input", "", false)
	if s := p.waitStored(t, "Layout 1"); !strings.Contains(s, layouts.JunqiText(junqi.Layouts[0].Layout)) {
		t.Fatalf("the stored layouts:\n%s", s)
	}
	p.failOnProblems(t, "at the end")
}

// dismissNotice taps the notice away if it still shows: it may cover a button at the
// bottom (it goes by itself after a few seconds; a tap elsewhere would reach the screen).
func (p *browserPage) dismissNotice(t *testing.T) {
	t.Helper()
	if p.eval(t, `window.warboard.pointAt("notice") !== null`) != "true" {
		return
	}
	x, y := p.pointAt(t, "notice")
	ticks := p.ticks(t)
	p.tap(t, x, y)
	p.waitTicks(t, ticks+3)
}
