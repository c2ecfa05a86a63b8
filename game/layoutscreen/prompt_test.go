package layoutscreen

import (
	"strings"
	"testing"

	"warboard/game/i18n"
)

// TestPasteExampleIsTheGames: the paste box's help gives an example in the game's own
// notation — a Napoleon set-up (a cannon with its facing), a Junqi layout (a flag) — in
// every language; each game's screens lend theirs (Host.PasteHelp).
func TestPasteExampleIsTheGames(t *testing.T) {
	d := &dialog{kind: pasting}
	for _, l := range []i18n.Lang{i18n.En, i18n.Zh, i18n.Fr} {
		p := i18n.NewPrinter(l)
		if nap := d.promptText(p, i18n.LayoutPasteHelpNapoleon); !strings.Contains(nap, "SK>N") || strings.Contains(nap, "SF") {
			t.Errorf("%v: the Napoleon paste help says %q", l, nap)
		}
		if jq := d.promptText(p, i18n.LayoutPasteHelp); !strings.Contains(jq, "b1=SF") {
			t.Errorf("%v: the Junqi paste help says %q", l, jq)
		}
	}
}
