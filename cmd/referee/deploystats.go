package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"warboard/rules/ai"
)

// deployStatsCommand is `referee deploystats [-seeds 1000] [-seed 1]
// [-levels normal,random] [-modes SUBSTRING]`: for every deployment mode of
// ai.VarietyModes whose name holds the substring, each level's deployments
// for seeds seed … seed+seeds-1 (as `referee deploy` answers them), and how
// they differ: distinct lists, the flag's (Junqi) or the generals' (Napoleon)
// side, and the mean entropy in bits of a point's occupant (docs/variety.md).
func deployStatsCommand(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("deploystats", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	seeds := fs.Int("seeds", 1000, "deployments per mode and level")
	first := fs.Uint64("seed", 1, "the first seed")
	levels := fs.String("levels", "normal,random", "comma-separated levels")
	modes := fs.String("modes", "", "only the modes whose name holds this text")
	if err := fs.Parse(args); err != nil {
		return fmt.Errorf("deploystats: %v", err)
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("deploystats: unexpected argument %q", fs.Arg(0))
	}
	if *seeds < 1 || *seeds > 1000000 {
		return fmt.Errorf("deploystats: -seeds %d: want 1 to 1000000", *seeds)
	}
	var lv []string
	for _, l := range strings.Split(*levels, ",") {
		if l = strings.TrimSpace(l); l != "" {
			lv = append(lv, l)
		}
	}
	if len(lv) == 0 {
		return fmt.Errorf("deploystats: no level")
	}
	fmt.Fprintf(stdout, "deploystats: %d seeds from %d\n", *seeds, *first)
	fmt.Fprintf(stdout, "| mode | level | distinct | left/right | left share | entropy (bits/point) | points |\n")
	fmt.Fprintf(stdout, "|---|---|---|---|---|---|---|\n")
	n := 0
	for _, m := range ai.VarietyModes() {
		if !strings.Contains(m.Name, *modes) {
			continue
		}
		n++
		for _, l := range lv {
			r, err := ai.Variety(m, l, *seeds, *first)
			if err != nil {
				return fmt.Errorf("deploystats: %s %s: %v", m.Name, l, err)
			}
			fmt.Fprintf(stdout, "| %s | %s | %d of %d | %d/%d | %.1f%% | %.2f | %d |\n",
				r.Mode, r.Level, r.Distinct, r.Seeds, r.Left, r.Right, 100*r.LeftShare(), r.Entropy, r.Points)
		}
	}
	if n == 0 {
		return fmt.Errorf("deploystats: no mode's name holds %q", *modes)
	}
	return nil
}
