//go:build !unix && !js

package main

import "time"

// cpuTime is unknown here: the report leaves the cost per action out.
func cpuTime() time.Duration { return 0 }
