//go:build !js

package know

import (
	"syscall"
	"testing"
	"time"
)

// cpuTimer reports the process's CPU time per operation next to the wall
// time: on a machine shared by many jobs it is the figure that holds still.
type cpuTimer struct{ start time.Duration }

func cpuNow() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func startCPU() cpuTimer { return cpuTimer{cpuNow()} }

func (c cpuTimer) report(b *testing.B) {
	b.ReportMetric(float64(cpuNow()-c.start)/float64(b.N), "cpu-ns/op")
}
