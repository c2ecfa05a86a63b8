package junqiparts

import (
	"strings"
	"testing"

	"warboard/game/i18n"
	"warboard/rules/junqi"
)

// A fight is told as the viewer may know it: its own piece by rank ("Your Captain"),
// another seat's by rank only when known, else by its seat; the outcome's own words; a
// sentence starts with a capital.
func TestFightSentence(t *testing.T) {
	name := func(x junqi.Seat) string { return map[junqi.Seat]string{junqi.South: "South", junqi.North: "North"}[x] }
	en := i18n.NewPrinter(i18n.En)
	for _, c := range []struct {
		f    Fight
		want string
	}{
		{Fight{Attacker: junqi.South, Defender: junqi.North, AttackerCode: '3', At: "a7", Outcome: "won"}, "Your Captain attacked a7 and won."},
		{Fight{Attacker: junqi.North, Defender: junqi.South, DefenderCode: '5', At: "c6", Outcome: "lost"}, "North attacked your Colonel on c6 and was lost."},
		{Fight{Attacker: junqi.South, Defender: junqi.North, AttackerCode: '9', DefenderCode: '9', At: "b8", Outcome: "both"}, "Your Field Marshal attacked North’s Field Marshal on b8: both were lost."},
		{Fight{Attacker: junqi.South, Defender: junqi.North, AttackerCode: '2', DefenderCode: 'F', At: "d12", Outcome: "flag"}, "Your Lieutenant took the flag on d12!"},
		{Fight{Attacker: junqi.North, Defender: junqi.South, AttackerCode: '?', At: "e6", Outcome: "won"}, "North attacked e6 and won."},
	} {
		if got := c.f.Sentence(en, junqi.South, false, name); got != c.want {
			t.Errorf("%+v: %q, want %q", c.f, got, c.want)
		}
	}
	f := Fight{Attacker: junqi.South, Defender: junqi.North, AttackerCode: '3', At: "a7", Outcome: "won"}
	for _, lang := range []i18n.Lang{i18n.Zh, i18n.Fr} {
		p := i18n.NewPrinter(lang)
		k, _ := i18n.JunqiPieceIn('3', false)
		if got := f.Sentence(p, junqi.South, false, name); !strings.Contains(got, p.T(k)) || !strings.Contains(got, "a7") || strings.Contains(got, "attacked") {
			t.Errorf("%s: %q", lang.Code(), got)
		}
	}
	naval, _ := i18n.JunqiPieceIn('3', true)
	if got := f.Sentence(en, junqi.South, true, name); !strings.Contains(got, en.T(naval)) {
		t.Errorf("at sea: %q names no ship", got)
	}
}
