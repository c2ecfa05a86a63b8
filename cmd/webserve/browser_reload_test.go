//go:build !js

package main

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// screenState is what a reload must bring back exactly.
type screenState struct {
	Scene  string   `json:"scene"`
	Record string   `json:"record"`
	Shown  string   `json:"shown"`
	Moves  []string `json:"moves"`
}

func (p *browserPage) state(t *testing.T) screenState {
	t.Helper()
	st, err := chromedp.Run(p.ctx, chromedp.Evaluate[screenState](`(() => {
  const w = window.warboard;
  return {scene: String(w.scene()), record: String(w.record()), shown: String(w.shown()), moves: [...w.moves()]};
})()`))
	if err != nil {
		t.Fatalf("reading the screen's state: %v\n%s", err, p.console())
	}
	return st
}

// reload reloads the page, as a player pressing the browser's reload button, and waits for
// the game to draw its first frame again.
func (p *browserPage) reload(t *testing.T) {
	t.Helper()
	if err := chromedp.Do(p.ctx, chromedp.Reload()); err != nil {
		t.Fatalf("reload: %v", err)
	}
	deadline := time.Now().Add(90 * time.Second)
	for {
		st, err := chromedp.Run(p.ctx, chromedp.Evaluate[bootStatus](bootStatusJS))
		if err != nil {
			t.Fatalf("reading the page's state after the reload: %v", err)
		}
		if st.Boot == "failed" {
			t.Fatalf("after the reload the game could not start: %s\n%s", st.Error, p.console())
		}
		p.failOnProblems(t, "while the game loaded again")
		if st.Ready && st.ReadyAt > 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("after the reload window.warboard.ready did not become true within 90s\n%s", p.console())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// reloadAndContinue reloads the page at the current screen, taps Continue on the menu and
// checks that the very same screen is back: scene, record, board and legal moves. covered
// says the screen shows secrets (暗棋): it comes back behind a hand-over first, which shows
// no board, and Ready brings the screen back.
func (p *browserPage) reloadAndContinue(t *testing.T, art, name string, covered bool) {
	t.Helper()
	before := p.state(t)
	p.reload(t)
	p.waitScene(t, "menu", "after the reload")
	if covered {
		p.tapTarget(t, "button:continue", "handover")
		if s := p.evalString(t, `window.warboard.shown()`); s != "" {
			t.Fatalf("%s: the covering hand-over shows a board: %s", name, s)
		}
		p.screenshot(t, filepath.Join(art, "browser-reload-"+name+"-covered.png"))
		p.tapTarget(t, "button:ready", before.Scene)
	} else {
		p.tapTarget(t, "button:continue", before.Scene)
	}
	after := p.state(t)
	if after.Record != before.Record {
		t.Errorf("%s: record() changed across the reload\nbefore:\n%s\nafter:\n%s", name, before.Record, after.Record)
	}
	if after.Shown != before.Shown {
		t.Errorf("%s: shown() changed across the reload\nbefore: %s\nafter:  %s", name, before.Shown, after.Shown)
	}
	if !slices.Equal(after.Moves, before.Moves) {
		t.Errorf("%s: moves() changed across the reload\nbefore: %v\nafter:  %v", name, before.Moves, after.Moves)
	}
	p.screenshot(t, filepath.Join(art, "browser-reload-"+name+".png"))
	if t.Failed() {
		t.FailNow()
	}
}

// TestBrowserReload reloads the page at awkward moments of real games played with touch
// taps — a 暗棋 hand-over, the middle of a Junqi game, a half-done Napoleon set-up, a
// Napoleon turn with its move made but not ended — and checks that Continue brings back
// exactly the same screen. Then it damages the autosave in localStorage: the page still
// starts, says so on the menu, and logs no error.
func TestBrowserReload(t *testing.T) {
	p, art := startPage(t, 4*time.Minute)

	// Install as an app (issue 27): the browser's offer (a beforeinstallprompt, made here by
	// hand) is kept by the page and shows on About; a tap on it shows the browser's prompt
	// once (the kept event's prompt, swapped for one that counts).
	if got := p.eval(t, `(() => { window.dispatchEvent(new Event("beforeinstallprompt", {cancelable: true})); return !!window.warboardInstall.event; })()`); got != "true" {
		t.Fatalf("the page did not keep the beforeinstallprompt event (%s)", got)
	}
	// (headless Chromium may fire a real beforeinstallprompt of its own later, whose prompt
	// shows nothing: the kept event is pinned to a fake that counts)
	p.eval(t, `(() => { const f = { n: 0, prompt() { this.n++; } }; let cur = f; window.warboardFakePrompt = f;
		Object.defineProperty(window.warboardInstall, "event", { get() { return cur; }, set(v) { if (v === null) cur = null; }, configurable: true });
		return true; })()`)
	p.tapTarget(t, "button:about", "about")
	p.tapTarget(t, "install", "about")
	deadline := time.Now().Add(5 * time.Second)
	for p.eval(t, `String(window.warboardFakePrompt.n)`) != "1" {
		if time.Now().After(deadline) {
			t.Fatalf("a tap on Install Warboard did not show the browser's prompt once (%s)", p.eval(t, `String(window.warboardFakePrompt.n)`))
		}
		time.Sleep(50 * time.Millisecond)
	}
	p.tapTarget(t, "button:back", "menu")

	// Junqi, two players, 暗棋: South deploys, then the page reloads on the hand-over.
	p.newJunqi2p(t, "dark", "handover")
	p.tapTarget(t, "button:ready", "deploy")
	p.tapTarget(t, "layout:right flag", "deploy")
	p.tapTarget(t, "button:done", "handover")
	p.reloadAndContinue(t, art, "junqi-handover", false)
	p.tapTarget(t, "button:ready", "deploy")
	p.tapTarget(t, "button:done", "handover")
	p.tapTarget(t, "button:ready", "play")
	p.playByTaps(t, pick(t, p.moves(t)))
	p.waitScene(t, "handover", "after South's move")
	p.tapTarget(t, "button:ready", "play")
	p.reloadAndContinue(t, art, "junqi-play", true)
	// The restored game goes on.
	p.playByTaps(t, pick(t, p.moves(t)))
	p.waitScene(t, "handover", "after North's move in the restored game")

	// Napoleon: a set-up with a few pieces placed by taps. (A reload is the way to the menu
	// from a hand-over screen.)
	p.reload(t)
	p.waitScene(t, "menu", "after a reload")
	p.tapTarget(t, "button:new", "newgame")
	p.tapTarget(t, "button:napoleon", "options")
	p.choosePlayers(t, "person", "N")
	p.tapTarget(t, "button:start", "options") // the Junqi game is in progress: asked first
	p.tapTarget(t, "confirm:yes", "handover")
	p.tapTarget(t, "button:ready", "setup")
	placed := 0
	for _, sq := range []string{"d1", "e1", "c1", "f1", "d2", "e2"} {
		if placed == 3 {
			break
		}
		kinds := p.eval(t, `["I", "C", "G", "K", "D"].filter((k) => window.warboard.pointAt("reserve:" + k)).join(" ")`)
		if kinds == "" {
			t.Fatal("the set-up shows no reserve piece to place")
		}
		p.tapTarget(t, "reserve:"+strings.Fields(kinds)[0], "setup")
		before := p.eval(t, `window.warboard.shown()`)
		p.tapTarget(t, sq, "setup")
		if p.eval(t, `window.warboard.shown()`) != before {
			placed++
		}
	}
	if n := strings.Count(p.eval(t, `window.warboard.shown()`), "=S"); n != 3 {
		t.Fatalf("after placing 3 pieces the set-up shows %d of South's: %s", n, p.eval(t, `window.warboard.shown()`))
	}
	p.reloadAndContinue(t, art, "napoleon-setup", false)

	// Both set-ups done, South moves a piece and the page reloads before End turn.
	p.tapTarget(t, "button:random", "setup")
	p.tapTarget(t, "button:done", "handover")
	p.tapTarget(t, "button:ready", "setup")
	p.tapTarget(t, "button:random", "setup")
	p.tapTarget(t, "button:done", "play")
	tok := p.eval(t, `(window.warboard.moves().find((m) => !m.includes("/")) || "")`)
	i := strings.IndexAny(tok, "-x")
	if i < 0 {
		t.Fatalf("no move listed at the start of play (%q)", tok)
	}
	from, to := tok[:i], tok[i+1:]
	p.tapTarget(t, from, "play")
	p.tapTarget(t, to, "play")
	p.waitShown(t, to, "after "+tok)
	p.reloadAndContinue(t, art, "napoleon-midturn", false)
	p.waitTarget(t, "button:endturn")
	x, y := p.pointAt(t, "button:endturn")
	p.tap(t, x, y)
	p.waitRecord(t, 1)
	if rec := p.eval(t, `window.warboard.record()`); !strings.Contains(rec, tok) {
		t.Fatalf("the turn ended after the reload lacks its move %s:\n%s", tok, rec)
	}

	// A damaged autosave: the menu says it was set aside, offers no Continue, and the
	// page logs no error (the game handled it).
	if _, err := chromedp.Run(p.ctx, chromedp.Evaluate[bool](`localStorage.setItem("warboard/autosave", "t{\"app\":\"warboard\",\"version\":1,\"kind\":\"autosa"), true`)); err != nil {
		t.Fatal(err)
	}
	p.reload(t)
	p.waitScene(t, "menu", "after reloading with a damaged save")
	if ok := p.eval(t, `window.warboard.pointAt("button:continue") !== null`); ok != "false" {
		t.Fatal("the menu offers Continue for a damaged save")
	}
	keys := p.eval(t, `Object.keys(localStorage).sort().join(" ")`)
	if !strings.Contains(keys, "warboard/autosave.corrupt-") || strings.Contains(" "+keys+" ", " warboard/autosave ") {
		t.Fatalf("the damaged save was not set aside; localStorage holds: %s", keys)
	}
	shot := filepath.Join(art, "browser-reload-corrupt.png")
	p.screenshot(t, shot)
	if !noticeOnScreen(t, shot) {
		t.Fatalf("the menu shows no notice about the damaged save (%s)", shot)
	}
	// A notice never eats a tap: the first tap on New game acts at once (issue 27).
	p.tapTarget(t, "button:new", "newgame")
	p.failOnProblems(t, "at the end")
}

// noticeOnScreen reports whether a screenshot shows the notice panel's colour
// (render.ErrorFill) over a good part of a row.
func noticeOnScreen(t *testing.T, path string) bool {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	r := img.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y += 2 {
		run := 0
		for x := r.Min.X; x < r.Max.X; x++ {
			cr, cg, cb, _ := img.At(x, y).RGBA()
			if near8(cr, 0x6b) && near8(cg, 0x2a) && near8(cb, 0x24) {
				run++
				if run > r.Dx()/4 {
					return true
				}
			} else {
				run = 0
			}
		}
	}
	return false
}

func near8(v uint32, want uint32) bool {
	v >>= 8
	return v+3 >= want && v <= want+3
}
