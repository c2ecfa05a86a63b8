package napoleonparts

import (
	"testing"

	"warboard/game/i18n"
	"warboard/rules/napoleon"
)

// The side panel's resting lines name the piece as a word inside the sentence, and every
// line still starts with a capital.
func TestRestedLinesReadAsSentences(t *testing.T) {
	g8, _ := napoleon.Board8.ParseSquare("g8")
	for _, c := range []struct {
		lang   i18n.Lang
		toMove bool
		want   string
	}{
		{i18n.En, true, "Resting this turn: the cavalry on g8 moved in the last two turns."},
		{i18n.Fr, true, "Au repos ce tour\u00a0: cavalerie en g8, qui a bougé aux deux derniers tours."},
		{i18n.Fr, false, "Cavalerie en g8 a bougé deux tours de suite\u00a0: au repos au prochain tour."},
		{i18n.Zh, true, "本回合不能走：g8的骑兵已连走两回合。"},
	} {
		if got := Rested(i18n.NewPrinter(c.lang), napoleon.Cavalry, false, g8, c.toMove); got != c.want {
			t.Errorf("%s: %q, want %q", c.lang, got, c.want)
		}
	}
}
