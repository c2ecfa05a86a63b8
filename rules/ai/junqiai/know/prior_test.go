package know

import (
	"fmt"
	"strings"
	"testing"
)

// TestPlacementPriorUpToDate: the table is what derivePrior gives; on a
// change it prints the new table to paste into prior_table.go.
func TestPlacementPriorUpToDate(t *testing.T) {
	got := derivePrior(priorLayouts)
	if got == placementPrior {
		return
	}
	var sb strings.Builder
	sb.WriteString("var placementPrior = [30][13]float32{\n")
	for i := range got {
		sb.WriteString("\t{")
		for r := range got[i] {
			if r > 0 {
				sb.WriteString(", ")
			}
			fmt.Fprintf(&sb, "%g", got[i][r])
		}
		sb.WriteString("},\n")
	}
	sb.WriteString("}\n")
	t.Fatalf("prior_table.go is out of date; new table:\n%s", sb.String())
}
