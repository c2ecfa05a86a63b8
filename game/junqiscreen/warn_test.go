package junqiscreen

import (
	"strings"
	"testing"

	"warboard/game/i18n"
	"warboard/game/junqiplay"
	"warboard/game/scene"
	"warboard/game/storage"
	"warboard/rules/record"
)

// TestWarnsAgainstEasyByDefault: with a North piece beside South's flag on South's turn the
// play screen warns South against the computer at Easy (the default setting) and names
// the point; not against Normal unless the setting says always; never with never.
func TestWarnsAgainstEasyByDefault(t *testing.T) {
	rec, err := record.Parse("[Game \"junqi\"]\n[Board \"2p\"]\n[Mode \"dark\"]\n" +
		"[Position \"b1=SF a1=SM c1=SM e1=S9 b2=N5 b12=NF e12=N9\"]\n[Turn \"S\"]\n")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		level, setting string
		warn           bool
	}{
		{"easy", storage.WarnEasy, true},
		{"normal", storage.WarnEasy, false},
		{"normal", storage.WarnAlways, true},
		{"easy", storage.WarnNever, false},
	} {
		sess, err := junqiplay.FromRecord(rec, junqiplay.Options{Computers: "N", Levels: "N=" + c.level})
		if err != nil {
			t.Fatal(err)
		}
		sh := &scene.Shared{Text: i18n.NewPrinter(i18n.En), Settings: storage.DefaultSettings()}
		sh.Settings.Warn = c.setting
		g := &junqiGame{sh: sh, sess: sess}
		got := g.warnText()
		if (got != "") != c.warn || c.warn && !strings.Contains(got, "b2") {
			t.Fatalf("%s, setting %s: the screen says %q", c.level, c.setting, got)
		}
	}
}
