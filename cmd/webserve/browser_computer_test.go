//go:build !js

package main

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// setPace chooses the computer's pace on the settings screen by touch taps.
func (p *browserPage) setPace(t *testing.T, pace string) {
	t.Helper()
	p.tapTarget(t, "button:settings", "settings")
	p.tapTarget(t, "option:pace:"+pace, "settings")
	p.tapTarget(t, "button:back", "menu")
}

// awaitPerson waits until the person may act (moves are listed) or the game is over, while
// the computer seats decide; it fails after d.
func (p *browserPage) awaitPerson(t *testing.T, d time.Duration) {
	t.Helper()
	deadline := time.Now().Add(d)
	for {
		p.failOnProblems(t, "while the computer played")
		if sc := p.scene(t); sc == "result" || sc == "play" && p.eval(t, `String(window.warboard.moves().length > 0)`) == "true" {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the computer did not finish within %v (scene %q)\n%s", d, p.scene(t), p.eval(t, `window.warboard.record()`))
		}
		time.Sleep(30 * time.Millisecond)
	}
}

// frameGapJS records the gaps between animation frames and whether a computer seat was
// thinking at both ends of each gap, and how long each spell of thinking lasted (a
// decision's wall time in the page).
const frameGapJS = `(() => {
  const g = window.__gaps = {thinking: [], other: [], spells: [], drawnWhileThinking: [0], ticksPerFrame: [], tickMsPerFrame: [], drawMsPerFrame: [], quietLong: [], otherQuietLong: []};
  let last = performance.now(), was = window.warboard.busy(), began = last, c0 = window.warboard.counts(), drewBefore = false;
  const tick = (t) => {
    const now = window.warboard.busy(), c = window.warboard.counts(), drew = c.frames > c0.frames;
    if (was && now) {
      g.thinking.push(t - last);
      if (drew) g.drawnWhileThinking[0]++;
      // a long gap where the game drew nothing in this frame or the one before: not the
      // renderer's cost (logged beside such gaps while nothing thinks)
      if (t - last > 50 && !drew && !drewBefore) g.quietLong.push(t - last);
      g.ticksPerFrame.push(c.ticks - c0.ticks);
      g.tickMsPerFrame.push(c.tickMs - c0.tickMs);
      g.drawMsPerFrame.push(c.drawMs - c0.drawMs);
    } else {
      g.other.push(t - last);
      if (t - last > 50 && !drew && !drewBefore) g.otherQuietLong.push(t - last);
    }
    if (now && !was) began = t;
    if (was && !now) g.spells.push(t - began);
    last = t; was = now; c0 = c; drewBefore = drew;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  return true;
})()`

type gapStats struct {
	N        int
	Max, P99 float64
	Over50   int
}

func gapsOf(gaps []float64) gapStats {
	if len(gaps) == 0 {
		return gapStats{}
	}
	s := append([]float64(nil), gaps...)
	sort.Float64s(s)
	st := gapStats{N: len(s), Max: s[len(s)-1], P99: s[len(s)*99/100]}
	for _, g := range s {
		if g > 50 {
			st.Over50++
		}
	}
	return st
}

// junqiMoveOnScreen is the person's next Junqi move: an attack when there is one, both of
// whose points are on screen (a zoomed four-country board follows the computers' moves and
// may leave some of South's pieces off screen: then the whole board is shown first).
func (p *browserPage) junqiMoveOnScreen(t *testing.T) string {
	t.Helper()
	const onScreen = `(() => { const w = window.warboard, ok = (m) => m.startsWith("@") ? w.pointAt(m.slice(1)) : m.split(/[-x]/).every((q) => w.pointAt(q));
  const ms = w.moves(); return ms.find((m) => m.includes("x") && ok(m)) || ms.find(ok) || ""; })()`
	if tok := p.eval(t, onScreen); tok != "" {
		return tok
	}
	if p.eval(t, `String(window.warboard.pointAt("button:wholeboard") !== null)`) == "true" {
		p.tapTarget(t, "button:wholeboard", "play")
		time.Sleep(300 * time.Millisecond)
		if tok := p.eval(t, onScreen); tok != "" {
			return tok
		}
	}
	return pick(t, p.moves(t)) // it fails with the point it could not find
}

// junqiVsComputer plays a Junqi game in mode against the computer at level (North, or
// every other seat on the four-country board) with real touch taps to its end: the
// person's moves are attacks when there are any. It checks what a dark screen shows.
func (p *browserPage) junqiVsComputer(t *testing.T, art, board, mode, level string, maxMoves int) string {
	t.Helper()
	p.tapTarget(t, "button:new", "newgame")
	p.tapTarget(t, "button:junqi", "options")
	p.tapTarget(t, "option:board:"+board, "options")
	p.tapTarget(t, "option:mode:"+mode, "options")
	seats := []string{"N"}
	if board != "2p" {
		seats = []string{"E", "N", "W"}
	}
	p.choosePlayers(t, level, seats...)
	after := "deploy"
	if mode == "flip" {
		after = "play"
	}
	p.startReplacing(t, after)
	if after == "deploy" {
		p.tapTarget(t, "button:done", "play") // the computers deploy at once
	}
	for i := 0; ; i++ {
		p.awaitPerson(t, 3*time.Minute)
		if p.scene(t) == "result" {
			break
		}
		if i == 2 {
			p.screenshot(t, filepath.Join(art, fmt.Sprintf("browser-vs-computer-%s-%s.png", board, mode)))
		}
		if mode == "dark" {
			if it := otherRank(p.eval(t, `window.warboard.shown()`), "S"); it != "" {
				t.Fatalf("South's dark screen shows a computer's rank: %s", it)
			}
		}
		if i >= maxMoves {
			if board != "2p" {
				return "" // four countries: a resignation leaves the teammate playing on
			}
			p.tapTarget(t, "button:gamemenu", "play")
			p.tapTarget(t, "menu:resign", "play")
			x, y := p.pointAt(t, "menu:confirm")
			p.tap(t, x, y) // two armies: the game ends; three: the others play on
			p.awaitPerson(t, 5*time.Minute)
			break
		}
		tok := p.junqiMoveOnScreen(t)
		if strings.HasPrefix(tok, "@") {
			p.waitTarget(t, tok[1:])
			x, y := p.pointAt(t, tok[1:])
			before := p.eval(t, `window.warboard.record()`)
			p.tap(t, x, y)
			for p.eval(t, `window.warboard.record()`) == before {
				time.Sleep(20 * time.Millisecond)
			}
			continue
		}
		p.playByTaps(t, tok)
	}
	p.waitScene(t, "result", "at the end of the game against the computer")
	rec := p.eval(t, `window.warboard.record()`)
	if !strings.Contains(rec, "[Result ") {
		t.Fatalf("no result in the record:\n%s", rec)
	}
	return rec
}

// sandayiVsComputer starts a dark 三打一 hand with South against three computers at level ("":
// the newcomer's choice, left as it is) by touch: South bids 3 (a 3 ends the bidding: South is
// the landlord, no cover), takes a random pick and its random layout (then the computers
// deploy, in the worker), and plays moves moves while the computers answer. No hand-over ever
// shows and the dark screen never shows a farmer's rank.
func (p *browserPage) sandayiVsComputer(t *testing.T, art, level string, moves int) {
	t.Helper()
	p.tapTarget(t, "button:new", "newgame")
	p.tapTarget(t, "button:junqi", "options")
	p.tapTarget(t, "option:board:sandayi", "options")
	p.tapTarget(t, "option:mode:dark", "options")
	name := level
	if level != "" {
		p.choosePlayers(t, level, "E", "N", "W")
	} else {
		name = "default"
	}
	p.startReplacing(t, "bid")
	p.screenshot(t, filepath.Join(art, "browser-sandayi-vs-"+name+"-bid.png"))
	if rec := p.eval(t, `window.warboard.record()`); !strings.Contains(rec, `[Mode "dark"]`) {
		t.Fatalf("the game is not dark (a tap on an option was lost?):\n%s", rec)
	}
	p.tapTarget(t, "bid:3", "pick")
	p.tapTarget(t, "button:random", "pick")
	p.tapTarget(t, "button:done", "deploy")
	p.screenshot(t, filepath.Join(art, "browser-sandayi-vs-"+name+"-deploy.png"))
	x, y := p.pointAt(t, "button:done")
	p.tap(t, x, y)
	for i := 0; p.scene(t) != "play"; i++ {
		if sc := p.scene(t); sc == "handover" || i > 1200 {
			t.Fatalf("on the way to play: scene %q", sc)
		}
		time.Sleep(50 * time.Millisecond)
	}
	for i := 0; i < moves; i++ {
		p.awaitPerson(t, 3*time.Minute)
		if p.scene(t) != "play" {
			break
		}
		if it := otherRank(p.eval(t, `window.warboard.shown()`), "S"); it != "" {
			t.Fatalf("South's dark screen shows a computer's rank: %s\n%s", it, p.eval(t, `window.warboard.record()`))
		}
		p.playByTaps(t, quietFirst(t, p.moves(t)))
	}
	p.screenshot(t, filepath.Join(art, "browser-sandayi-vs-"+name+"-play.png"))
}

// startReplacing taps Start on the options screen and, when a game is in progress, agrees to
// replace it; it waits for scene.
func (p *browserPage) startReplacing(t *testing.T, scene string) {
	t.Helper()
	p.waitTarget(t, "button:start")
	x, y := p.pointAt(t, "button:start")
	p.tap(t, x, y)
	for deadline := time.Now().Add(10 * time.Second); p.scene(t) != scene && time.Now().Before(deadline); {
		if p.eval(t, `String(window.warboard.pointAt("confirm:yes") !== null)`) == "true" {
			p.tapTarget(t, "confirm:yes", scene)
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	p.waitScene(t, scene, "after a touch tap on button:start")
}

// TestBrowserJunqiAgainstTheComputer: a newcomer's game. With the instant pace, a dark
// two-player game against the computer at Normal is played by real touch taps on a tablet
// to its end: no hand-over ever shows, the screen keeps North's ranks hidden.
func TestBrowserJunqiAgainstTheComputer(t *testing.T) {
	p, art := startPage(t, 6*time.Minute)
	if err := chromedp.Do(p.ctx, chromedp.EmulateViewport(820, 1180, chromedp.EmulateScale(2), chromedp.EmulateMobile, chromedp.EmulateTouch)); err != nil {
		t.Fatalf("emulating a tablet: %v", err)
	}
	time.Sleep(500 * time.Millisecond)
	p.setPace(t, "instant")
	rec := p.junqiVsComputer(t, art, "2p", "dark", "normal", 150)
	if strings.Count(rec, "\n") < 5 {
		t.Fatalf("a suspiciously short record:\n%s", rec)
	}
	p.screenshot(t, filepath.Join(art, "browser-vs-computer-result.png"))
	p.failOnProblems(t, "at the end")
	p.requireWorker(t, "at the end")
}

// TestBrowserComputerFrameGaps measures the gaps between animation frames while computer
// seats think at the Hard level, in Junqi (two players dark, and the four-country board
// with three computers) and in Napoleon on 8×8, 10×10 and 15×15, the game's own time in
// each frame, and each decision's time in the page. The game's ticks must leave every
// frame room under 50 ms. A measurement: WARBOARD_MEASURE=1 (make framegaps).
func TestBrowserComputerFrameGaps(t *testing.T) {
	if os.Getenv("WARBOARD_MEASURE") == "" {
		t.Skip("a measurement: WARBOARD_MEASURE=1 (make framegaps)")
	}
	for _, c := range []struct {
		name, board, mode string
		moves             int
	}{
		{"junqi 2p dark", "2p", "dark", 8},
		{"junqi 4p 2v2 dark", "4p-teams", "dark", 4},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, art := startPage(t, 10*time.Minute)
			p.setPace(t, "instant")
			p.eval(t, frameGapJS)
			p.junqiVsComputer(t, art, c.board, c.mode, "hard", c.moves)
			p.reportGaps(t, c.name)
			p.requireWorker(t, c.name)
		})
	}
	// 三打一 (issue 13: "within the same time and frame limits as the other modes"): South
	// the landlord against three Hard farmers, who bid, deploy and play in the worker.
	t.Run("junqi 三打一 dark", func(t *testing.T) {
		p, art := startPage(t, 10*time.Minute)
		p.setPace(t, "instant")
		p.eval(t, frameGapJS)
		p.sandayiVsComputer(t, art, "hard", 6)
		p.reportGaps(t, "junqi 三打一 dark")
		p.requireWorker(t, "junqi 三打一 dark")
	})
	// Napoleon on every standard board: the limits are 1 s a move on 8×8 and 10×10,
	// 2 s on 15×15; the worker's wall time per decision is logged for each.
	for _, c := range []struct {
		size  string
		turns int
	}{{"8", 5}, {"10", 5}, {"15", 3}} {
		name := "napoleon " + c.size + "x" + c.size
		t.Run(name, func(t *testing.T) {
			p, _ := startPage(t, 10*time.Minute)
			p.setPace(t, "instant")
			p.eval(t, frameGapJS)
			p.napoleonVsComputer(t, c.size, "hard", c.turns)
			p.reportGaps(t, name)
			p.requireWorker(t, name)
		})
	}
	// Waterloo (issue 29): each computer army's decision at Hard on 16×16, three armies
	// (median within 1 s, the longest within 2 s); the spells are logged per decision.
	t.Run("waterloo 16x16", func(t *testing.T) {
		p, _ := startPage(t, 15*time.Minute)
		p.setPace(t, "instant")
		p.eval(t, frameGapJS)
		p.waterlooVsComputer(t, "16x16", "hard", 12)
		p.reportGaps(t, "waterloo 16x16")
		p.requireWorker(t, "waterloo 16x16")
	})
}

// reportGaps logs the frame gaps recorded by frameGapJS and fails on a stall while a
// computer thought.
func (p *browserPage) reportGaps(t *testing.T, name string) {
	t.Helper()
	res, err := chromedp.Run(p.ctx, chromedp.Evaluate[map[string][]float64](`window.__gaps`))
	if err != nil {
		t.Fatal(err)
	}
	th, ot := gapsOf(res["thinking"]), gapsOf(res["other"])
	sp := append([]float64(nil), res["spells"]...)
	sort.Float64s(sp)
	med := 0.0
	if len(sp) > 0 {
		med = sp[len(sp)/2]
	}
	tpf := gapsOf(res["ticksPerFrame"])
	tms, dms := gapsOf(res["tickMsPerFrame"]), gapsOf(res["drawMsPerFrame"])
	t.Logf("%s: while thinking, the game's own time a frame: ticks max %.1f ms (p99 %.1f), drawing max %.1f ms (p99 %.1f)", name, tms.Max, tms.P99, dms.Max, dms.P99)
	t.Logf("%s: frame gaps while thinking: %d frames, max %.1f ms, p99 %.1f ms, %d over 50 ms, of them with nothing drawn in that frame or the one before: %v ms (%v frames drawn while thinking, up to %.0f ticks a frame); other frames: %d, max %.1f ms, p99 %.1f ms, over 50 ms with nothing drawn: %v ms; %d thinking spells (decisions), median %.0f ms, longest %.0f ms",
		name, th.N, th.Max, th.P99, th.Over50, res["quietLong"], res["drawnWhileThinking"], tpf.Max, ot.N, ot.Max, ot.P99, res["otherQuietLong"], len(sp), med, lastOf(sp))
	if th.N < 10 {
		t.Fatalf("only %d frames while the computer thought: nothing measured", th.N)
	}
	// What the game itself does in a frame while a computer thinks (its ticks: the search's
	// slice and the rest) must leave the frame room under 50 ms. The browser's own share of
	// a frame (compositing, and here WebGL drawn in software) is logged above, not judged:
	// docs/performance.md, "Computer seats in the browser".
	if tms.Max > 35 {
		t.Errorf("the game's ticks took up to %.1f ms in one frame while the computer thought", tms.Max)
	}
}

// napoleonVsComputer plays a Napoleon game against the computer at level on a board of
// size by touch: a random set-up, then turns, resigning after turns of them.
func (p *browserPage) napoleonVsComputer(t *testing.T, size, level string, turns int) string {
	t.Helper()
	p.tapTarget(t, "button:new", "newgame")
	p.tapTarget(t, "button:napoleon", "options")
	p.tapTarget(t, "option:board:"+size, "options")
	p.choosePlayers(t, level, "N")
	p.tapTarget(t, "button:start", "setup")
	p.tapTarget(t, "button:random", "setup")
	p.tapTarget(t, "button:done", "play")
	return p.napoleonTurns(t, turns, true)
}

// waterlooVsComputer plays three armies on board (a Waterloo board: "15", "16x16") by touch,
// South against the computer at level at East and North: a random set-up, then turns of
// South's, stopping when South is to move again after them (the record so far).
func (p *browserPage) waterlooVsComputer(t *testing.T, board, level string, turns int) string {
	t.Helper()
	p.tapTarget(t, "button:new", "newgame")
	p.tapTarget(t, "button:napoleon", "options")
	p.tapTarget(t, "option:armies:3", "options")
	p.tapTarget(t, "option:board:"+board, "options")
	p.choosePlayers(t, level, "E", "N")
	p.tapTarget(t, "button:start", "setup")
	p.tapTarget(t, "button:random", "setup")
	x, y := p.pointAt(t, "button:done")
	p.tap(t, x, y)
	return p.napoleonTurns(t, turns, false)
}

// napoleonTurns plays the person's turns against the computer by touch and returns the
// record: after turns of them it resigns and waits for the end, or (resign false) stops.
func (p *browserPage) napoleonTurns(t *testing.T, turns int, resign bool) string {
	t.Helper()
	for turn := 0; ; turn++ {
		p.awaitPerson(t, 3*time.Minute)
		if p.scene(t) == "result" {
			break
		}
		if turn >= turns && !resign {
			return p.eval(t, `window.warboard.record()`)
		}
		if turn >= turns {
			p.tapTarget(t, "button:gamemenu", "play")
			p.tapTarget(t, "menu:resign", "play")
			p.tapTarget(t, "menu:confirm", "result")
			break
		}
		// a move whose squares are both on screen (a big board may show zoomed, following the
		// computer's move far from South's pieces: then the whole board)
		const onScreen = `(() => { const w = window.warboard, ok = (m) => !m.includes("/") && m.split(/[-x]/).every((q) => w.pointAt(q));
  return w.moves().find((m) => m.includes("x") && ok(m)) || w.moves().find(ok) || ""; })()`
		tok := p.eval(t, onScreen)
		if tok == "" && p.eval(t, `String(window.warboard.pointAt("button:wholeboard") !== null)`) == "true" {
			p.tapTarget(t, "button:wholeboard", "play")
			time.Sleep(300 * time.Millisecond)
			tok = p.eval(t, onScreen)
		}
		i := strings.IndexAny(tok, "-x")
		if i < 0 {
			p.screenshot(t, filepath.Join(artefactDir(t), "browser-napoleon-no-move.png"))
			t.Fatalf("turn %d: no move listed (%q); moves %s\n%s", turn, tok, p.eval(t, `window.warboard.moves().join(" ")`), p.eval(t, `window.warboard.record()`))
		}
		before := p.eval(t, `window.warboard.record()`)
		for _, sq := range []string{tok[:i], tok[i+1:]} {
			p.tapSquare(t, sq)
		}
		p.waitShown(t, tok[i+1:], fmt.Sprintf("turn %d: after %s", turn, tok))
		x, y := p.pointAt(t, "button:endturn")
		p.tap(t, x, y)
		for deadline := time.Now().Add(10 * time.Second); p.eval(t, `window.warboard.record()`) == before; {
			if time.Now().After(deadline) {
				t.Fatalf("turn %d: End turn played nothing", turn)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	p.waitScene(t, "result", "at the end of the game against the computer")
	return p.eval(t, `window.warboard.record()`)
}

// TestBrowserNapoleonAgainstTheComputer: a Napoleon game against the computer at Easy,
// with the instant pace, by real touch taps to its end (a turn limit makes it short).
func TestBrowserNapoleonAgainstTheComputer(t *testing.T) {
	p, art := startPage(t, 6*time.Minute)
	p.setPace(t, "instant")
	p.tapTarget(t, "button:new", "newgame")
	p.tapTarget(t, "button:napoleon", "options")
	for p.eval(t, `window.warboard.pointAt("option:turnlimit:plus") === null`) == "true" {
		p.scroll(t)
	}
	p.tapTarget(t, "option:turnlimit:plus", "options") // 10 turns
	p.choosePlayers(t, "easy", "N")
	p.tapTarget(t, "button:start", "setup")
	p.tapTarget(t, "button:random", "setup")
	p.tapTarget(t, "button:done", "play")
	for turn := 0; p.scene(t) != "result"; turn++ {
		if turn > 12 {
			t.Fatalf("no end after the 10-turn limit:\n%s", p.eval(t, `window.warboard.record()`))
		}
		p.awaitPerson(t, time.Minute)
		if p.scene(t) == "result" {
			break
		}
		if p.scene(t) == "handover" {
			t.Fatal("a hand-over with one person at the device")
		}
		tok := p.eval(t, `(window.warboard.moves().find((m) => !m.includes("/")) || "")`)
		i := strings.IndexAny(tok, "-x")
		if i < 0 {
			t.Fatalf("turn %d: no move listed (%q)", turn, tok)
		}
		p.tapTarget(t, tok[:i], "play")
		p.tapTarget(t, tok[i+1:], "play")
		p.waitShown(t, tok[i+1:], fmt.Sprintf("turn %d: after %s", turn, tok))
		x, y := p.pointAt(t, "button:endturn")
		p.tap(t, x, y)
		time.Sleep(100 * time.Millisecond)
	}
	rec := p.eval(t, `window.warboard.record()`)
	if !strings.Contains(rec, "[Result ") {
		t.Fatalf("no result:\n%s", rec)
	}
	p.screenshot(t, filepath.Join(art, "browser-napoleon-vs-computer-result.png"))
	p.failOnProblems(t, "at the end")
	p.requireWorker(t, "at the end")
}

func lastOf(s []float64) float64 {
	if len(s) == 0 {
		return 0
	}
	return s[len(s)-1]
}
