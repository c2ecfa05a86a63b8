// Package cputime reports a benchmark's CPU time per operation beside its wall
// time: on a machine shared by many jobs it is the figure that holds still.
package cputime

import (
	"testing"
	"time"
)

// Timer is started before a benchmark's loop and reported after it.
type Timer struct{ start time.Duration }

// Start begins counting the process's CPU time.
func Start() Timer { return Timer{now()} }

// Report adds the metric cpu-ns/op to b.
func (c Timer) Report(b *testing.B) {
	b.ReportMetric(float64(now()-c.start)/float64(b.N), "cpu-ns/op")
}

// Elapsed is the CPU time used since Start.
func (c Timer) Elapsed() time.Duration { return now() - c.start }
