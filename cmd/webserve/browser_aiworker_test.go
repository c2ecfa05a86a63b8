//go:build !js

package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"warboard/cmd/internal/pageserve"
	"warboard/game/computer/players"
	"warboard/game/computer/wire"
	"warboard/rules/ai"
	"warboard/rules/record"
)

// aiStatus is the computer players' worker as the page sees it (warboardAI.status(),
// game/computer/remote_js.go).
type aiStatus struct {
	State    string  `json:"state"` // idle, loading, ready, broken
	Asked    int     `json:"asked"`
	Answered int     `json:"answered"`
	Starts   int     `json:"starts"`
	Why      string  `json:"why"`
	LoadMs   float64 `json:"loadMs"` // from the first question to the worker's "ready"
	// each move's wall time in the worker, from the question posted to its answer
	MoveMs []float64 `json:"moveMs"`
}

// moveTimes sums up aiStatus.MoveMs: how many, median and longest.
func (s aiStatus) moveTimes() string {
	if len(s.MoveMs) == 0 {
		return "no moves"
	}
	ms := slices.Clone(s.MoveMs)
	slices.Sort(ms)
	return fmt.Sprintf("%d moves in the worker, wall time median %.0f ms, longest %.0f ms (all: %.0f)", len(ms), ms[len(ms)/2], ms[len(ms)-1], s.MoveMs)
}

func (p *browserPage) aiStatus(t *testing.T) aiStatus {
	t.Helper()
	st, err := chromedp.Run(p.ctx, chromedp.Evaluate[aiStatus](`window.warboardAI ? window.warboardAI.status() : {state: "none"}`))
	if err != nil {
		t.Fatalf("warboardAI.status(): %v\n%s", err, p.console())
	}
	return st
}

// requireWorker fails unless the computer players' answers came from the worker.
func (p *browserPage) requireWorker(t *testing.T, when string) {
	t.Helper()
	st := p.aiStatus(t)
	t.Logf("%s: the worker: %s, %d questions asked, %d answered, %d starts, loaded in %.0f ms", when, st.State, st.Asked, st.Answered, st.Starts, st.LoadMs)
	t.Logf("%s: %s", when, st.moveTimes())
	if st.State != "ready" || st.Answered == 0 || st.Why != "" {
		t.Fatalf("%s: the computer did not think in its worker: %+v", when, st)
	}
}

// TestBrowserComputerWithoutTheWorker: when the worker's program cannot load (here the
// server sends something that is no wasm for aiworker.wasm), the game goes on: the page
// links no computer players of its own (docs/performance.md, "The bundle in session 6"), so
// the computer's seats play a legal move and say why.
func TestBrowserComputerWithoutTheWorker(t *testing.T) {
	chromiumPath(t)
	h, err := pageserve.NewHandler(bundle(t))
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/"+WorkerWasmName {
			w.Header().Set("Content-Type", "application/wasm")
			w.Write([]byte("this is not a wasm module"))
			return
		}
		h.ServeHTTP(w, r)
	}))
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 6*time.Minute)
	defer cancel()
	p := openBrowser(t, ctx)
	art := artefactDir(t)
	p.loadGame(t, srv.URL+"/")
	if st := p.aiStatus(t); st.State != "idle" || st.Starts != 0 {
		t.Fatalf("the worker loaded before it was needed: %+v", st)
	}
	p.setPace(t, "instant")
	rec := p.junqiVsComputer(t, art, "2p", "open", "easy", 4)
	st := p.aiStatus(t)
	t.Logf("the worker: %+v", st)
	if st.State != "broken" || st.Why == "" || st.Answered != 0 {
		t.Fatalf("the broken worker is not reported as given up: %+v", st)
	}
	// the computer moved: North's moves are in the record, the person resigned after 4
	if n := strings.Count(rec, " "); n < 8 {
		t.Fatalf("a short game without the worker:\n%s", rec)
	}
	p.failOnProblems(t, "without the worker")
}

// askWorkerJS starts a worker of its own from the bundle's files, as the game does, and asks
// it one question: the answer message.
const askWorkerJS = `(async (question) => {
  const mod = await WebAssembly.compileStreaming(fetch("aiworker.wasm"));
  const w = new Worker("aiworker.js");
  const answer = new Promise((resolve, reject) => {
    w.onerror = (e) => reject(new Error(e.message));
    w.onmessage = (e) => {
      if (e.data === "ready") { w.postMessage(question); return; }
      resolve(e.data);
    };
  });
  w.postMessage(mod);
  try { return await answer; } finally { w.terminate(); }
})`

// TestBrowserWorkerAnswersAsThePage: the same questions (a hard move in a dark Junqi game,
// a deployment, a Napoleon set-up under a chosen army rule, a draw answer) get the same
// answers from the worker in Chromium and natively (the desktop's players in process; the
// page itself links none).
func TestBrowserWorkerAnswersAsThePage(t *testing.T) {
	p, _ := startPage(t, 5*time.Minute)
	rec, err := record.Parse(wireDark2)
	if err != nil {
		t.Fatal(err)
	}
	var lists []string
	for _, seat := range []string{"S", "N"} {
		l, err := ai.Deploy(ai.Request{Record: rec, Seat: seat, Level: "random", Seed: 5})
		if err != nil {
			t.Fatal(err)
		}
		lists = append(lists, l)
	}
	rec.SetTag("Position", strings.Join(lists, " "))
	played := rec.String()
	for _, q := range []wire.Question{
		{ID: 1, What: wire.Move, Seat: "S", Level: "hard", Seed: 77, Record: played},
		{ID: 2, What: wire.Deploy, Seat: "N", Level: "hard", Seed: 3, Record: wireDark2},
		{ID: 3, What: wire.Deploy, Seat: "N", Level: "normal", Seed: 4, Army: "choose 16 from 2,1,8,5,4", Record: "[Game \"napoleon\"]\n[Board \"10x10\"]\n"},
		{ID: 4, What: wire.Draw, Seat: "S", Level: "hard", Seed: 9, Record: played},
	} {
		msg := wire.EncodeQuestion(q)
		native := players.Handle(msg)
		arg, _ := json.Marshal(msg)
		inWorker, err := chromedp.Run(p.ctx, chromedp.Evaluate[string](askWorkerJS+`(`+string(arg)+`)`, chromedp.EvalAwaitPromise))
		if err != nil {
			t.Fatalf("asking a worker: %v\n%s", err, p.console())
		}
		a, err := wire.DecodeAnswer(inWorker)
		if err != nil || a.Err != "" || a.ID != q.ID {
			t.Fatalf("question %d: the worker answered %q (%v)", q.ID, inWorker, err)
		}
		if inWorker != native {
			t.Fatalf("question %d (%s): worker %q, native %q", q.ID, q.What, inWorker, native)
		}
		t.Logf("question %d (%s %s): %s", q.ID, q.What, q.Level, a.Tokens)
	}
	p.failOnProblems(t, "after the questions")
}

const wireDark2 = "[Game \"junqi\"]\n[Board \"2p\"]\n[Mode \"dark\"]\n[Seats \"S N\"]\n"
