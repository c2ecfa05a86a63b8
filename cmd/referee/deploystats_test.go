package main

import (
	"bytes"
	"strings"
	"testing"
)

// referee deploystats prints a row per mode and level, each naming how many
// of the seeds gave distinct deployments; bad flags are one line on
// standard error and exit 1.
func TestDeployStats(t *testing.T) {
	var out, errb bytes.Buffer
	code := run([]string{"deploystats", "-seeds", "30", "-levels", "normal,random", "-modes", "2p dark S"}, nil, &out, &errb)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	for _, want := range []string{"deploystats: 30 seeds from 1", "| junqi 2p dark S | normal | 30 of 30 |", "| junqi 2p dark S | random | 30 of 30 |"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("no %q in\n%s", want, out.String())
		}
	}
	if rows := strings.Count(out.String(), "\n| junqi"); rows != 2 {
		t.Errorf("%d rows, want 2:\n%s", rows, out.String())
	}
	out.Reset()
	if code := run([]string{"deploystats", "-seeds", "5", "-levels", "hard", "-modes", "waterloo 4 W"}, nil, &out, &errb); code != 0 || !strings.Contains(out.String(), "| waterloo 4 W | hard | 5 of 5 |") {
		t.Errorf("waterloo: exit %d\n%s", code, out.String())
	}
	for _, args := range [][]string{
		{"deploystats", "-seeds", "0"},
		{"deploystats", "-modes", "chess"},
		{"deploystats", "-levels", "grandmaster", "-seeds", "2", "-modes", "2p dark S"},
		{"deploystats", "-nope"},
		{"deploystats", "extra"},
	} {
		out.Reset()
		errb.Reset()
		if code := run(args, nil, &out, &errb); code != 1 || strings.Count(errb.String(), "\n") != 1 {
			t.Errorf("%q: exit %d, stderr %q", args, code, errb.String())
		}
	}
}
