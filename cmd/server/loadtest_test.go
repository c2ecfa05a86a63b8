//go:build !js

package main

import (
	"testing"
	"time"
)

// TestLoadTestRuns: the load test (make loadtest) plays and measures, briefly.
func TestLoadTestRuns(t *testing.T) {
	rep, err := LoadTest(LoadConfig{Games: 6, Duration: 3 * time.Second, Think: 10 * time.Millisecond, Warm: true, Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	t.Log(rep)
	if rep.Actions == 0 || rep.Errors > 0 || rep.P99 == 0 {
		t.Fatalf("the load test did not play: %v", rep)
	}
}

// TestLoadTestHints: with hints on, the simulated people ask for hints, the server answers
// them (a hard search each) and the people play the moves they are given.
func TestLoadTestHints(t *testing.T) {
	rep, err := LoadTest(LoadConfig{Games: 2, Duration: 4 * time.Second, Think: 10 * time.Millisecond, Hints: 0.5, Warm: true, Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	t.Log(rep)
	if rep.Errors > 0 || rep.Actions == 0 {
		t.Fatalf("the load test with hints did not play: %v", rep)
	}
	if rep.HintsAnswered == 0 || rep.HintP50 <= 0 || rep.Hints < rep.HintsAnswered {
		t.Fatalf("no hint was asked and answered: %v", rep)
	}
}
