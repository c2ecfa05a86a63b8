package layoutscreen

import (
	"strings"
	"testing"

	"warboard/game/i18n"
	"warboard/game/layouts"
)

// TestPasteExampleIsTheGames: the paste box's help gives an example in the game's own
// notation — a Napoleon set-up (a cannon with its facing), a Junqi layout (a flag) — in
// every language.
func TestPasteExampleIsTheGames(t *testing.T) {
	d := &dialog{kind: pasting}
	for _, l := range []i18n.Lang{i18n.En, i18n.Zh, i18n.Fr} {
		p := i18n.NewPrinter(l)
		if nap := d.promptText(p, layouts.Napoleon); !strings.Contains(nap, "SK>N") || strings.Contains(nap, "SF") {
			t.Errorf("%v: the Napoleon paste help says %q", l, nap)
		}
		if jq := d.promptText(p, layouts.Junqi); !strings.Contains(jq, "b1=SF") {
			t.Errorf("%v: the Junqi paste help says %q", l, jq)
		}
	}
}
