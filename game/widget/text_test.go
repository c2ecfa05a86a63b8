package widget

import (
	"image/color"
	"strings"
	"testing"

	"warboard/game/i18n"
	"warboard/render"
	"warboard/render/ebitentest"
)

func TestMain(m *testing.M) { ebitentest.Main(m, render.WatchCuts()) }

// Two sentences join with a space, except after Chinese punctuation.
func TestSentencesJoin(t *testing.T) {
	for _, c := range [][3]string{
		{"双方议和。", "过中线分数相同：各2分。", "双方议和。过中线分数相同：各2分。"},
		{"Draw agreed.", "Equal points: 2 each.", "Draw agreed. Equal points: 2 each."},
		{"Nulle acceptée.", "Égalité\u00a0: 2 chacun.", "Nulle acceptée. Égalité\u00a0: 2 chacun."},
	} {
		if got := Sentences(c[0], c[1]); got != c[2] {
			t.Errorf("sentences(%q, %q) = %q, want %q", c[0], c[1], got, c[2])
		}
	}
}

// AppendMoves numbers the latest moves, oldest first, names resign and draw in words, and
// adds nothing without room or moves.
func TestAppendMoves(t *testing.T) {
	p := i18n.NewPrinter(i18n.En)
	toks := []string{"c6-c7", "d2xd3", "resign"}
	move := func(i int) (string, color.Color) { return toks[i], nil }
	rows := AppendMoves([]SideRow{{Text: "kept"}}, p, len(toks), 2, move)
	want := []string{"kept", p.T(i18n.PanelMoves), "2. d2xd3", "3. " + p.T(i18n.PanelResigned)}
	if got := SideText(rows); got != strings.Join(want, "\n")+"\n" {
		t.Fatalf("rows:\n%s\nwant\n%s", got, strings.Join(want, "\n"))
	}
	if !rows[1].Heading || rows[2].Heading {
		t.Fatalf("heading marks: %+v", rows)
	}
	if n := len(AppendMoves(nil, p, len(toks), 0, move)) + len(AppendMoves(nil, p, 0, 5, move)); n != 0 {
		t.Fatalf("%d rows without room or moves", n)
	}
}
