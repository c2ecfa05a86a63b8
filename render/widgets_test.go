package render

import (
	"strings"
	"testing"
)

func TestWrapKeepsWithinWidth(t *testing.T) {
	fonts, err := LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{
		"The game is drawn after this many moves in a row with no piece removed.",
		"连续这么多步没有棋子被吃掉，即判和棋。像暗棋一样秘密布阵，开战时所有棋子翻明。",
		"La partie est nulle après ce nombre de coups d’affilée sans qu’aucune pièce ne soit retirée.",
	} {
		lines := fonts.Wrap(s, 14, 150)
		if len(lines) < 2 {
			t.Errorf("%q fits on %d line in 150 px at 14 px?", s, len(lines))
		}
		for _, l := range lines {
			if w := fonts.Width(l, 14); w > 150 {
				t.Errorf("line %q is %.0f px wide, want at most 150", l, w)
			}
			if strings.HasPrefix(l, "，") || strings.HasPrefix(l, "。") || strings.HasPrefix(l, " ") {
				t.Errorf("line %q starts with punctuation or a space", l)
			}
		}
		joined := strings.Join(lines, "")
		if strings.ReplaceAll(joined, " ", "") != strings.ReplaceAll(s, " ", "") {
			t.Errorf("wrapping lost text: %q -> %q", s, lines)
		}
	}
	if got := fonts.Wrap("short", 14, 500); len(got) != 1 || got[0] != "short" {
		t.Errorf("Wrap of a short line = %q", got)
	}
}
