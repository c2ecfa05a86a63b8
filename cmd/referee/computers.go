package main

import (
	"fmt"
	"io"
	"strings"

	"warboard/rules/ai"
)

// computersAnswer replays the computer's decisions of a finished game the app played
// (`referee computers FILE`): one line a decision, then a summary. A decision that does
// not replay is an error (exit 1) after the lines: the app's browser may have cut a search
// short at its time cap, the desktop never does.
func computersAnswer(args []string, stdin io.Reader) (string, error) {
	if len(args) != 1 {
		return "", fmt.Errorf("computers takes FILE; %s", usage)
	}
	rec, err := readRecord(args[0], stdin)
	if err != nil {
		return "", err
	}
	got, err := ai.ReplayComputers(rec)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	differ := 0
	for _, r := range got {
		what := "move " + fmt.Sprint(r.Tokens+1)
		if r.Kind != "move" {
			what = "deployment"
		}
		verdict := "same"
		if !r.Same() {
			verdict, differ = "differs: now "+r.Again, differ+1
		}
		fmt.Fprintf(&b, "%s %s %s: %s — %s\n", r.Seat, r.Level, what, r.Played, verdict)
	}
	fmt.Fprintf(&b, "replayed %d computer decisions, %d the same\n", len(got), len(got)-differ)
	if differ > 0 {
		return b.String(), fmt.Errorf("%d of %d computer decisions do not replay (a browser game may have had a search cut short by its time cap)", differ, len(got))
	}
	return b.String(), nil
}
