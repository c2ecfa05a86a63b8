//go:build !js

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
	"warboard/cmd/internal/pageserve"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/chromedp"
)

// TestBrowserStartupProfile samples the page's main thread (JavaScript and the game's wasm,
// with Go's function names) from navigation to window.warboard.ready, and prints where the
// time went: by function and by Go package, self time. It finds what to cut from startup;
// it asserts nothing about time. hello-world (see TestBrowserStartupAgainstHelloWorld) is
// profiled after it when found. Run it with
//
//	WARBOARD_STARTUP_PROFILE=1 go test -count=1 -v -run TestBrowserStartupProfile ./cmd/webserve
//
// WARBOARD_STARTUP_PROFILE_OUT=dir writes each page's whole profile there as
// <page>.cpuprofile (DevTools' format). WARBOARD_STARTUP_PROFILE_UNDER=runtime.doInit1,warboard_game_menu.__Menu_.Draw (function
// names as printed) adds, for each, the time of the functions called under it.
func TestBrowserStartupProfile(t *testing.T) {
	if os.Getenv("WARBOARD_STARTUP_PROFILE") != "1" {
		t.Skip("set WARBOARD_STARTUP_PROFILE=1 to profile the game's startup in the browser")
	}
	chromiumPath(t)
	root, err := FindModuleRoot(".")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	dir := t.TempDir()
	var out bytes.Buffer
	if _, err := Build(ctx, BuildConfig{ModuleDir: root, OutDir: dir, Log: &out, KeepNames: true}); err != nil {
		t.Fatalf("build: %v\n%s", err, out.String())
	}
	pages := []struct{ name, dir string }{{"warboard", dir}}
	if hello, looked := helloWorldDir(root); hello != "" {
		helloOut, _ := buildHelloWorldNamed(t, ctx, hello, false, true)
		pages = append(pages, struct{ name, dir string }{"hello-world", helloOut})
	} else {
		t.Logf("hello-world not found (looked in %s): the game alone", looked)
	}
	for _, pg := range pages {
		h, err := pageserve.NewHandler(pg.dir)
		if err != nil {
			t.Fatal(err)
		}
		srv := httptest.NewServer(h)
		defer srv.Close()
		p := openBrowser(t, ctx)
		if _, err := chromedp.Call(p.ctx, profiler.Enable, cdp.Empty{}); err != nil {
			t.Fatal(err)
		}
		if _, err := chromedp.Call(p.ctx, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: 250}); err != nil {
			t.Fatal(err)
		}
		if _, err := chromedp.Call(p.ctx, profiler.Start, cdp.Empty{}); err != nil {
			t.Fatal(err)
		}
		ready := p.timeReady(t, srv.URL+"/")
		res, err := chromedp.Call(p.ctx, profiler.Stop, cdp.Empty{})
		if err != nil {
			t.Fatal(err)
		}
		fmt.Printf("%s: ready after %s; main-thread samples until then:\n%s\n", pg.name, ready.Round(time.Millisecond), summariseProfile(res.Profile, 25))
		if dir := os.Getenv("WARBOARD_STARTUP_PROFILE_OUT"); dir != "" {
			// The whole profile, for DevTools (Performance, load profile) or a script.
			data, err := json.Marshal(res.Profile)
			if err == nil {
				err = os.WriteFile(filepath.Join(dir, pg.name+".cpuprofile"), data, 0o644)
			}
			if err != nil {
				t.Error(err)
			}
		}
		for _, f := range strings.Split(os.Getenv("WARBOARD_STARTUP_PROFILE_UNDER"), ",") {
			if f != "" {
				fmt.Printf("%s: under %s:\n%s\n", pg.name, f, summariseUnder(res.Profile, f, 40))
			}
		}
	}
}

// summariseProfile adds up each node's self time by function and by the Go package its
// name starts with (wasm names write '/' as '_'; the package is the part before the first
// '.' after the domain), largest first.
func summariseProfile(pr *profiler.Profile, top int) string {
	if pr == nil || len(pr.Samples) == 0 {
		return "(no samples)\n"
	}
	nodes := map[int64]*profiler.ProfileNode{}
	for _, n := range pr.Nodes {
		nodes[n.ID] = n
	}
	parent := map[int64]int64{}
	for _, n := range pr.Nodes {
		for _, c := range n.Children {
			parent[c] = n.ID
		}
	}
	nameOf := func(n *profiler.ProfileNode) string {
		if n == nil || n.CallFrame == nil {
			return "(unknown)"
		}
		if n.CallFrame.FunctionName == "" {
			return "(anonymous) " + n.CallFrame.URL
		}
		return n.CallFrame.FunctionName
	}
	byFunc := map[string]time.Duration{}
	byPkg := map[string]time.Duration{}
	inclusive := map[string]time.Duration{} // time with the function anywhere on the stack
	var total time.Duration
	for i, id := range pr.Samples {
		if i+1 >= len(pr.TimeDeltas) {
			break
		}
		d := time.Duration(pr.TimeDeltas[i+1]) * time.Microsecond // the time until the next sample
		total += d
		name := nameOf(nodes[id])
		byFunc[name] += d
		byPkg[goPackageOf(name)] += d
		seen := map[string]bool{}
		for at, ok := id, true; ok; at, ok = parent[at] {
			if f := nameOf(nodes[at]); !seen[f] {
				seen[f] = true
				inclusive[f] += d
			}
		}
	}
	var b strings.Builder
	list := func(title string, m map[string]time.Duration) {
		type kv struct {
			k string
			v time.Duration
		}
		var all []kv
		for k, v := range m {
			all = append(all, kv{k, v})
		}
		slices.SortFunc(all, func(a, b kv) int { return int(b.v - a.v) })
		fmt.Fprintf(&b, "%s (total %s):\n", title, total.Round(time.Millisecond))
		for _, e := range all[:min(top, len(all))] {
			fmt.Fprintf(&b, "  %7.1f ms  %4.1f%%  %s\n", float64(e.v)/1e6, 100*float64(e.v)/float64(total), e.k)
		}
	}
	list("self time by package", byPkg)
	list("self time by function", byFunc)
	list("inclusive time by function (on the stack)", inclusive)
	return b.String()
}

func goPackageOf(name string) string {
	start := 0
	if u := strings.IndexByte(name, '_'); u > 0 && strings.Contains(name[:u], ".") {
		start = u
	}
	if i := strings.IndexByte(name[start:], '.'); i > 0 {
		return name[:start+i]
	}
	return name
}

// summariseUnder is the inclusive time of every function called (at any depth) below the
// frame named focus, in the samples that have focus on their stack, largest first.
func summariseUnder(pr *profiler.Profile, focus string, top int) string {
	if pr == nil || len(pr.Samples) == 0 {
		return "(no samples)\n"
	}
	nodes := map[int64]*profiler.ProfileNode{}
	parent := map[int64]int64{}
	for _, n := range pr.Nodes {
		nodes[n.ID] = n
		for _, c := range n.Children {
			parent[c] = n.ID
		}
	}
	name := func(id int64) string {
		if n := nodes[id]; n != nil && n.CallFrame != nil && n.CallFrame.FunctionName != "" {
			return n.CallFrame.FunctionName
		}
		return "(anonymous)"
	}
	under := map[string]time.Duration{}
	var total time.Duration
	for i, id := range pr.Samples {
		if i+1 >= len(pr.TimeDeltas) {
			break
		}
		d := time.Duration(pr.TimeDeltas[i+1]) * time.Microsecond
		var stack []string // leaf first
		for at, ok := id, true; ok; at, ok = parent[at] {
			stack = append(stack, name(at))
		}
		k := slices.Index(stack, focus)
		if k < 0 {
			continue
		}
		total += d
		seen := map[string]bool{}
		for _, f := range stack[:k] {
			if !seen[f] {
				seen[f] = true
				under[f] += d
			}
		}
	}
	type kv struct {
		k string
		v time.Duration
	}
	var all []kv
	for k, v := range under {
		all = append(all, kv{k, v})
	}
	slices.SortFunc(all, func(a, b kv) int { return int(b.v - a.v) })
	var b strings.Builder
	fmt.Fprintf(&b, "%s in all: %s\n", focus, total.Round(time.Millisecond))
	for _, e := range all[:min(top, len(all))] {
		fmt.Fprintf(&b, "  %7.1f ms  %s\n", float64(e.v)/1e6, e.k)
	}
	return b.String()
}
