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
