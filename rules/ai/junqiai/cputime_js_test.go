//go:build js

package junqiai

import (
	"syscall/js"
	"testing"
	"time"
)

// cpuTimer reads Node's process.cpuUsage (microseconds of user and system
// time) so that wasm figures, too, hold still on a busy machine.
type cpuTimer struct{ start time.Duration }

func cpuNow() time.Duration {
	u := js.Global().Get("process").Call("cpuUsage")
	return time.Duration(u.Get("user").Float()+u.Get("system").Float()) * time.Microsecond
}

func startCPU() cpuTimer { return cpuTimer{cpuNow()} }

func (c cpuTimer) report(b *testing.B) {
	b.ReportMetric(float64(cpuNow()-c.start)/float64(b.N), "cpu-ns/op")
}
