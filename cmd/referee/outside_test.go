package main

import (
	"path/filepath"
	"testing"
)

// The outside engine itself is tested in rules/ai/arena/external with a fake
// engine; here only the command's contract: errors are one line, exit 1.
func TestOutsideErrors(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "no-such-engine")
	for _, c := range []struct {
		want string
		args []string
	}{
		{"-engine is required", []string{"outside", "-time", "100"}},
		{"-time is required", []string{"outside", "-engine", "x"}},
		{"unknown level", []string{"outside", "-engine", "x", "-time", "10", "-a", "grandmaster"}},
		{"usage: referee outside", []string{"outside", "-nosuchflag"}},
		{"unexpected argument", []string{"outside", "-engine", "x", "-time", "10", "extra"}},
		{"starting the engine", []string{"outside", "-engine", missing, "-time", "10", "-pairs", "1", "-a", "random"}},
	} {
		wantError(t, c.want, "", c.args...)
	}
}
