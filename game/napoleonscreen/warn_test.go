package napoleonscreen

import (
	"strings"
	"testing"

	"warboard/game/i18n"
	"warboard/game/napoleonplay"
	"warboard/game/scene"
	"warboard/game/storage"
	"warboard/rules/record"
)

// TestWarnsOfATargetInWaterloo: on North's turn in a three-army Waterloo game where East
// (a computer) wins by crossing to the west half with i8-h8, the play screen warns North
// against East at Easy (the default setting), names the army and its moves; not at Normal
// unless the setting says always; never with never.
func TestWarnsOfATargetInWaterloo(t *testing.T) {
	rec, err := record.Parse("[Game \"napoleon\"]\n[Board \"16x16\"]\n[Seats \"S E N\"]\n[Options \"target=1\"]\n" +
		"[Position \"a1=SI p8=EI i8=EI h16=NI\"]\n[Turn \"N\"]\n")
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
		sess, err := napoleonplay.FromRecord(rec, napoleonplay.Options{Computers: "SE", Levels: "S=" + c.level + " E=" + c.level})
		if err != nil {
			t.Fatal(err)
		}
		sh := &scene.Shared{Text: i18n.NewPrinter(i18n.En), Settings: storage.DefaultSettings()}
		sh.Settings.Warn = c.setting
		s := &napoleonScreen{g: &napoleonGame{sh: sh, sess: sess}}
		got := s.warnText()
		if (got != "") != c.warn || c.warn && (!strings.Contains(got, "i8-") || !strings.Contains(got, "East")) {
			t.Fatalf("%s, setting %s: the screen says %q", c.level, c.setting, got)
		}
	}
}
