package game

import (
	"testing"

	"warboard/game/i18n"
	"warboard/game/napoleonplay"
	"warboard/render"
	"warboard/render/napoleonboard"
	"warboard/rules/napoleon"
)

// The board shows the mover's resting piece (the three-turns rule) during play, and no
// resting piece in other phases or when none rests.
func TestNapoleonBoardMarksTheRestingPiece(t *testing.T) {
	fonts, err := render.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	d2, e7 := napoleon.Square(1<<4|3), napoleon.Square(6<<4|4)
	pic := napoleonplay.Picture{Phase: napoleonplay.Play, W: 8, H: 8, ToMove: napoleon.South,
		Selected: napoleon.NoSquare, Rested: [2]napoleon.Square{d2, e7}}
	pic.Last = napoleonplay.LastMove{From: napoleon.NoSquare, To: napoleon.NoSquare, Push: napoleon.NoSquare}
	pic.Pieces[d2] = napoleonplay.Piece{Present: true, Side: napoleon.South, Kind: napoleon.Cavalry}
	pic.Pieces[e7] = napoleonplay.Piece{Present: true, Side: napoleon.North, Kind: napoleon.Infantry}

	b := newNapoleonView(fonts)
	b.Layout(render.Rect{W: 400, H: 400}, render.View{W: 400, H: 400, Scale: 1})
	for _, c := range []struct {
		name   string
		phase  napoleonplay.Phase
		toMove napoleon.Seat
		want   napoleonboard.Square
	}{
		{"South to move", napoleonplay.Play, napoleon.South, napoleonboard.Square(d2)},
		{"North to move", napoleonplay.Play, napoleon.North, napoleonboard.Square(e7)},
		{"game over", napoleonplay.Over, napoleon.South, napoleonboard.NoSquare},
	} {
		p := pic
		p.Phase, p.ToMove = c.phase, c.toMove
		b.set(p, false, false)
		if b.scene.Resting != c.want {
			t.Errorf("%s: scene rests %v, want %v", c.name, b.scene.Resting, c.want)
		}
	}
	p := pic
	p.Rested = [2]napoleon.Square{napoleon.NoSquare, napoleon.NoSquare}
	b.set(p, false, false)
	if b.scene.Resting != napoleonboard.NoSquare {
		t.Errorf("no piece rests, yet the scene rests %v", b.scene.Resting)
	}
}

// The side panel's resting lines name the piece as a word inside the sentence, and every
// line still starts with a capital.
func TestRestedLinesReadAsSentences(t *testing.T) {
	for _, c := range []struct {
		lang i18n.Lang
		key  i18n.Key
		want string
	}{
		{i18n.En, i18n.PanelRested, "Resting this turn: the cavalry on g8 moved in the last two turns."},
		{i18n.Fr, i18n.PanelRested, "Au repos ce tour\u00a0: cavalerie en g8, qui a bougé aux deux derniers tours."},
		{i18n.Fr, i18n.PanelPlayedTwice, "Cavalerie en g8 a bougé deux tours de suite\u00a0: au repos au prochain tour."},
		{i18n.Zh, i18n.PanelRested, "本回合不能走：g8的骑兵已连走两回合。"},
	} {
		name := inSentence(i18n.Text(c.lang, i18n.PieceNapCavalry))
		if got := sentence(i18n.Text(c.lang, c.key, name, "g8")); got != c.want {
			t.Errorf("%s: %q, want %q", c.lang, got, c.want)
		}
	}
}

// Two sentences join with a space, except after Chinese punctuation.
func TestSentencesJoin(t *testing.T) {
	for _, c := range [][3]string{
		{"双方议和。", "过中线分数相同：各2分。", "双方议和。过中线分数相同：各2分。"},
		{"Draw agreed.", "Equal points: 2 each.", "Draw agreed. Equal points: 2 each."},
		{"Nulle acceptée.", "Égalité\u00a0: 2 chacun.", "Nulle acceptée. Égalité\u00a0: 2 chacun."},
	} {
		if got := sentences(c[0], c[1]); got != c[2] {
			t.Errorf("sentences(%q, %q) = %q, want %q", c[0], c[1], got, c[2])
		}
	}
}
