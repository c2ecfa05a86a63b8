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

// TestOwnBattleIsTold: after South's General attacks North's unseen Field Marshal in 暗棋
// and the computer replies, South's line still tells South's own battle in words (which
// piece, where, that it was lost — not North's rank), then the reply; the move list marks
// the attack "lost"; in 中文 and French too.
func TestOwnBattleIsTold(t *testing.T) {
	rec, err := record.Parse("[Game \"junqi\"]\n[Board \"2p\"]\n[Mode \"dark\"]\n" +
		"[Position \"b1=SF a1=SM c1=SM e6=S8 c3=S5 e7=N9 a7=N3 b12=NF a12=NM c12=NM\"]\n[Turn \"S\"]\n\ne6xe7 a7-a8\n")
	if err != nil {
		t.Fatal(err)
	}
	sess, err := junqiplay.FromRecord(rec, junqiplay.Options{Computers: "N"})
	if err != nil {
		t.Fatal(err)
	}
	all := func(string) bool { return true }
	for _, c := range []struct {
		lang        i18n.Lang
		want, moved string
		mark        string
	}{
		{i18n.En, "Your General attacked e7 and was lost.", "a7", "e6xe7 lost"},
		{i18n.Zh, "你的军长进攻e7，阵亡。", "a7", "e6xe7 负"},
		{i18n.Fr, "Votre Général d’armée attaque en e7 et perd.", "a7", "e6xe7 perd"},
	} {
		sh := &scene.Shared{Text: i18n.NewPrinter(c.lang), Settings: storage.DefaultSettings()}
		g := &junqiGame{sh: sh, sess: sess}
		pic := sess.Picture()
		got := g.recentText(pic, all)
		if !strings.HasPrefix(got, c.want) || !strings.Contains(got, c.moved) {
			t.Fatalf("%v: the line says %q, want %q then North's move", c.lang, got, c.want)
		}
		if strings.Contains(got, sh.Text.T(i18n.PieceMarshal)) {
			t.Fatalf("%v: the line tells North's hidden rank: %q", c.lang, got)
		}
		side := widget_SideText(g, pic)
		if !strings.Contains(side, c.mark) {
			t.Fatalf("%v: the move list %q does not mark %q", c.lang, side, c.mark)
		}
		// a line too short for both: the newest stays
		if short := g.recentText(pic, func(s string) bool { return len(s) < 30 }); strings.Contains(short, "e6") || !strings.Contains(short, "a7") {
			t.Fatalf("%v: a short line keeps %q", c.lang, short)
		}
	}
}

// widget_SideText is the side panel's rows as text, ten moves at most.
func widget_SideText(g *junqiGame, pic junqiplay.Picture) string {
	var b strings.Builder
	for _, r := range g.junqiSideRows(pic, 10) {
		b.WriteString(r.Text + "\n")
	}
	return b.String()
}

// TestNavalLayoutNames: with the 海战棋 set the classic layouts are named after harbours and
// torpedoes, not flags and bombs, in every language; the army set keeps its names.
func TestNavalLayoutNames(t *testing.T) {
	for _, l := range []i18n.Lang{i18n.En, i18n.Zh, i18n.Fr} {
		sh := &scene.Shared{Text: i18n.NewPrinter(l), Settings: storage.DefaultSettings()}
		army, navy := &junqiGame{sh: sh}, &junqiGame{sh: sh, naval: true}
		for name, k := range map[string]i18n.Key{"left flag": i18n.NavalLayoutLeft, "right flag": i18n.NavalLayoutRight, "central bombs": i18n.NavalLayoutCentral} {
			if got := navy.layoutName(name); got != sh.Text.T(k) || got == army.layoutName(name) {
				t.Errorf("%v: %s at sea is %q (on land %q)", l, name, got, army.layoutName(name))
			}
		}
	}
}
