package ai

import (
	"flag"
	"fmt"
	"strings"
	"testing"
)

var varietyPrint = flag.Bool("variety.print", false, "TestDeployVariety prints its table")

// TestDeployVariety: over 200 seeds, every mode's planned deployments
// (normal; easy for the Napoleon boards, which have more noise) are at
// least 95 % distinct, and lean to either side — the Junqi flag's HQ, the
// Napoleon generals' wing — 35–65 % of the time. It would fail if the
// variety collapsed (a fixed stream, a fixed style or flag side). The
// random level is measured beside it: all distinct. `go test
// ./rules/ai -run TestDeployVariety -v -args -variety.print` prints the
// table (docs/variety.md has the 1,000-seed figures of `referee
// deploystats`).
func TestDeployVariety(t *testing.T) {
	const seeds = 200
	var sb strings.Builder
	for _, m := range VarietyModes() {
		for _, level := range []string{"normal", "easy", "random"} {
			r, err := Variety(m, level, seeds, 1)
			if err != nil {
				t.Fatalf("%s %s: %v", m.Name, level, err)
			}
			if *varietyPrint {
				fmt.Fprintf(&sb, "%s %s: %d distinct, %d/%d left/right, %.2f bits\n", r.Mode, r.Level, r.Distinct, r.Left, r.Right, r.Entropy)
			}
			if r.Distinct < seeds*95/100 {
				t.Errorf("%s %s: %d distinct deployments of %d", m.Name, level, r.Distinct, seeds)
			}
			if share := r.LeftShare(); share < 0.35 || share > 0.65 {
				t.Errorf("%s %s: %.0f %% lean left (%d/%d)", m.Name, level, 100*share, r.Left, r.Right)
			}
			if r.Left+r.Right < seeds/2 {
				t.Errorf("%s %s: only %d of %d lean to a side", m.Name, level, r.Left+r.Right, seeds)
			}
			if r.Entropy < 1 {
				t.Errorf("%s %s: %.2f bits a point", m.Name, level, r.Entropy)
			}
		}
	}
	if *varietyPrint {
		t.Log("\n" + sb.String())
	}
}
