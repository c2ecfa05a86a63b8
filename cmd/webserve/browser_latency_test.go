//go:build !js

package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"warboard/game/junqiplay"
	"warboard/game/storage"
	"warboard/rules/junqi"
	"warboard/rules/record"
)

// latencyProbe is installed before the page's own scripts, so it holds the browser's
// own requestAnimationFrame (the page's idle pacing wraps it later). While armed it
// notes when a touch starts and ends, and in every animation frame it asks the game
// for the board on screen: the first frame whose board differs from the one before the
// tap is the frame that draws the move (the game updates and draws in its own frame
// callback, so the change is seen in that frame or the next); the frame after it
// begins once that frame is on screen.
const latencyProbe = `(() => {
  const raf = window.requestAnimationFrame.bind(window);
  const st = window.__latency = {armed: false, before: "", start: 0, end: 0, seen: 0, next: 0, gap: 0, work: 0, busy: 0};
  let last = 0;
  // The game's own frame callbacks (its update and draw) go through this wrapper, which
  // the page's idle pacing wraps in turn: the time spent in them is the Go side's work.
  window.requestAnimationFrame = (cb) => raf((ts) => {
    const t0 = performance.now();
    cb(ts);
    const d = performance.now() - t0;
    if (st.armed && st.end && !st.seen) { st.work = Math.max(st.work, d); st.busy += d; }
  });
  addEventListener("touchstart", () => { if (st.armed) st.start = performance.now(); }, {capture: true, passive: true});
  addEventListener("touchend", () => { if (st.armed) st.end = performance.now(); }, {capture: true, passive: true});
  const tick = () => {
    const now = performance.now();
    if (st.armed && st.end && last) st.gap = Math.max(st.gap, now - last);
    last = now;
    const w = window.warboard;
    if (st.armed && st.end && !st.seen && w && typeof w.shown === "function" && String(w.shown()) !== st.before) {
      st.seen = performance.now();
      raf(() => { st.next = performance.now(); st.armed = false; });
    }
    raf(tick);
  };
  raf(tick);
})();`

// tapLatency is one tap that plays a move, in milliseconds from the touch's end.
type tapLatency struct {
	Start float64 `json:"start"`
	End   float64 `json:"end"`
	Seen  float64 `json:"seen"`
	Next  float64 `json:"next"`
	Gap   float64 `json:"gap"`  // the longest time between two animation frames after the touch
	Work  float64 `json:"work"` // the longest of the game's frame callbacks until the move shows
	Busy  float64 `json:"busy"` // the time in the game's frame callbacks until the move shows
}

// longJunqiSave is the autosave of an open Junqi game on board ("2p": S N; "4p": 2v2)
// deployed at random and played for plies random legal actions (mostly moves, none
// that ends the game), resumed on its play screen: the envelope the page keeps in
// localStorage.
func longJunqiSave(t *testing.T, board string, plies int) string {
	t.Helper()
	cfg := junqi.DefaultConfig(junqi.TwoPlayer, junqi.Open)
	if board == "4p" {
		cfg = junqi.DefaultConfig(junqi.FourCountry, junqi.Open)
		cfg.Teams = [][]junqi.Seat{{junqi.South, junqi.North}, {junqi.East, junqi.West}}
	}
	cfg.NoCapture = 0
	for seed := uint64(1); seed < 100; seed++ {
		m, ok := randomMatch(cfg, seed, plies)
		if !ok {
			continue
		}
		rec, err := record.Parse(m.RecordText())
		if err != nil {
			t.Fatal(err)
		}
		sess, err := junqiplay.FromRecord(rec, junqiplay.Options{})
		if err != nil {
			t.Fatal(err)
		}
		data, err := sess.Save()
		if err != nil {
			t.Fatal(err)
		}
		// The autosave's payload, format 2 (game/scene/saved.go): a JSON line with the
		// controller's state, then the record the two share.
		state, text, _ := strings.Cut(string(data), "\n")
		line, err := json.Marshal(map[string]any{"format": 2, "scene": "play", "kind": "junqi",
			"state": json.RawMessage(state)})
		if err != nil {
			t.Fatal(err)
		}
		payload := append(append(line, '\n'), text...)
		env, err := storage.Encode(storage.KindAutosave, payload)
		if err != nil {
			t.Fatal(err)
		}
		return string(env)
	}
	t.Fatalf("no %s game lasted %d actions", board, plies)
	return ""
}

// randomMatch plays plies random actions from a random deployment, mostly moves and
// never one that ends the game; ok is false when the game could not go on that long.
func randomMatch(cfg junqi.Config, seed uint64, plies int) (*junqi.Match, bool) {
	r := rand.New(rand.NewPCG(seed, 11))
	st, err := junqi.NewRandomState(cfg, r)
	if err != nil {
		return nil, false
	}
	m := junqi.NewMatch(st)
	var buf [junqi.MaxActions]junqi.Action
	for i := 0; i < plies; i++ {
		cur := m.State()
		var cands []junqi.Action
		for _, a := range cur.Actions(buf[:0]) {
			next := cur
			next.Apply(a)
			if !next.Result().Over && (a.Kind == junqi.MoveTo || r.IntN(8) == 0) {
				cands = append(cands, a)
			}
		}
		if len(cands) == 0 {
			return nil, false
		}
		if _, err := m.Apply(cands[r.IntN(len(cands))]); err != nil || m.Result() != "ongoing" {
			return nil, false
		}
	}
	return m, true
}

// measureMoves plays n moves by two touch taps each (the piece, then its target) and
// gives each second tap's latency. Moves are plain steps where there are some, so the
// game goes on.
func (p *browserPage) measureMoves(t *testing.T, n int) []tapLatency {
	t.Helper()
	var out []tapLatency
	for i := 0; i < n; i++ {
		moves := p.moves(t)
		var steps []string
		for _, m := range moves {
			if strings.Contains(m, "-") {
				steps = append(steps, m)
			}
		}
		if len(steps) == 0 {
			steps = moves
		}
		if len(steps) == 0 {
			t.Fatal("no legal move on the play screen")
		}
		tok := steps[(i*7)%len(steps)]
		j := strings.IndexAny(tok, "-x")
		from, to := tok[:j], tok[j+1:]
		p.waitTarget(t, from)
		x, y := p.pointAt(t, from)
		p.tap(t, x, y)
		time.Sleep(300 * time.Millisecond) // the selection shows; then the timed tap
		p.waitTarget(t, to)
		x, y = p.pointAt(t, to)
		arm := `(() => { const s = window.__latency; s.before = String(window.warboard.shown());
  s.start = s.end = s.seen = s.next = s.gap = s.work = s.busy = 0; s.armed = true; return true; })()`
		if _, err := chromedp.Run(p.ctx, chromedp.Evaluate[bool](arm)); err != nil {
			t.Fatal(err)
		}
		p.tap(t, x, y)
		deadline := time.Now().Add(20 * time.Second)
		for {
			l, err := chromedp.Run(p.ctx, chromedp.Evaluate[tapLatency](`window.__latency`))
			if err != nil {
				t.Fatal(err)
			}
			if l.Next > 0 {
				out = append(out, l)
				break
			}
			p.failOnProblems(t, "after tapping the target of "+tok)
			if time.Now().After(deadline) {
				t.Fatalf("tapping %s then %s drew no move within 20s (scene %q)", from, to, p.scene(t))
			}
			time.Sleep(20 * time.Millisecond)
		}
		if s := p.scene(t); s != "play" {
			t.Fatalf("after %s the scene is %q, want play", tok, s)
		}
	}
	return out
}

// TestBrowserTapLatency measures, in headless Chromium on software WebGL, the time
// from a touch tap that plays a move to the frame that shows it: on the two-player and
// the four-country board, at the first move and at ply 300 of a long game (the game is
// put in localStorage as its autosave and continued). It logs the figures
// (docs/performance.md); it asserts no time.
func TestBrowserTapLatency(t *testing.T) {
	if os.Getenv("WARBOARD_MEASURE") != "1" {
		t.Skip("a measurement: make latency (WARBOARD_MEASURE=1)")
	}
	p, _ := startPage(t, 15*time.Minute)
	probe := page.AddScriptToEvaluateOnNewDocumentParams{Source: latencyProbe}
	if _, err := chromedp.Call(p.ctx, page.AddScriptToEvaluateOnNewDocument, probe); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		board string
		plies int
	}{{"2p", 0}, {"2p", 300}, {"4p", 0}, {"4p", 300}} {
		env := longJunqiSave(t, c.board, c.plies)
		set := fmt.Sprintf(`(localStorage.setItem("warboard/autosave", %q), true)`, env)
		if _, err := chromedp.Run(p.ctx, chromedp.Evaluate[bool](set)); err != nil {
			t.Fatal(err)
		}
		p.reload(t)
		p.waitScene(t, "menu", "after the reload")
		p.tapTarget(t, "button:continue", "play")
		time.Sleep(time.Second) // the first frames of the board
		const n = 5
		ls := p.measureMoves(t, n)
		var seen, next, press, gap, work, busy []float64
		for _, l := range ls {
			work = append(work, l.Work)
			busy = append(busy, l.Busy)
			seen = append(seen, l.Seen-l.End)
			next = append(next, l.Next-l.End)
			press = append(press, l.Seen-l.Start)
			gap = append(gap, l.Gap)
		}
		t.Logf("junqi %s at ply %d, %d moves: touch end to the frame drawing the move: median %.0f ms (min %.0f, max %.0f); to the frame after it: median %.0f ms; touch start to drawn: median %.0f ms; longest frame gap after the touch: median %.0f ms (max %.0f); in the game's frame callbacks until drawn: median %.0f ms, the longest one median %.0f ms",
			c.board, c.plies, n, median(seen), slices.Min(seen), slices.Max(seen), median(next), median(press), median(gap), slices.Max(gap), median(busy), median(work))
	}
	p.failOnProblems(t, "at the end")
}

func median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s) == 0 {
		return 0
	}
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}
