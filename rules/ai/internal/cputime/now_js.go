//go:build js

package cputime

import (
	"syscall/js"
	"time"
)

// now reads Node's process.cpuUsage (microseconds of user and system time).
func now() time.Duration {
	u := js.Global().Get("process").Call("cpuUsage")
	return time.Duration(u.Get("user").Float()+u.Get("system").Float()) * time.Microsecond
}
