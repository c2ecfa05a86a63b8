package junqiscreen

import (
	"testing"

	"warboard/game/i18n"
	"warboard/game/junqiplay"
	"warboard/game/scene"
	"warboard/render"
	"warboard/render/ebitentest"
)

func TestMain(m *testing.M) { ebitentest.Main(m, render.WatchCuts()) }

// TestJunqiNotesJoinSentences: the public notes join their sentences as each language
// writes them — a full stop and a space in English and French, "。" and no space in Chinese.
func TestJunqiNotesJoinSentences(t *testing.T) {
	for _, c := range []struct {
		lang       i18n.Lang
		draw, quit string
	}{
		{i18n.En, "Draw. By agreement.", "South resigned. North is out."},
		{i18n.Zh, "和棋。双方议和。", "南方认输。北方出局。"},
		{i18n.Fr, "Partie nulle. D’un commun accord.", "Sud a abandonné. Nord est éliminé."},
	} {
		g := &junqiGame{sh: &scene.Shared{Text: i18n.NewPrinter(c.lang)}}
		if got := g.noteText(junqiplay.Feedback{Code: junqiplay.NoteDraw}, junqiplay.Picture{}); got != c.draw {
			t.Errorf("%v: the agreed draw reads %q, want %q", c.lang, got, c.draw)
		}
		fb := junqiplay.Feedback{Code: junqiplay.NoteResign, Args: []string{"S", "N"}}
		if got := g.noteText(fb, junqiplay.Picture{}); got != c.quit {
			t.Errorf("%v: the resignation reads %q, want %q", c.lang, got, c.quit)
		}
	}
}
