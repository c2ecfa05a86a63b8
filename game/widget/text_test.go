package widget

import (
	"testing"

	"warboard/render/ebitentest"
)

func TestMain(m *testing.M) { ebitentest.Main(m) }

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
