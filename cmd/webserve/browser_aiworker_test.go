//go:build !js

package main

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
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
// server sends something that is no wasm for aiworker.wasm), the computer thinks in the
// page's frames instead and the game goes on.
func TestBrowserComputerWithoutTheWorker(t *testing.T) {
	chromiumPath(t)
	h, err := NewHandler(bundle(t))
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
