package junqiboard

import (
	"testing"

	"warboard/render"
	"warboard/render/junqipic"
	"warboard/rules/junqi"
)

// TestMarkSticker: a marked hidden piece carries the pencil-yellow sticker, on the
// enemy's back and on a face-down piece alike; an unmarked one, or a mark on an empty
// point, draws none.
func TestMarkSticker(t *testing.T) {
	for _, v := range []render.View{{W: 390, H: 844, Scale: 3}, {W: 1280, H: 800, Scale: 1}} {
		for _, k := range []junqi.BoardKind{junqi.TwoPlayer, junqi.FourCountry} {
			b := junqi.BoardOf(k)
			name := func(s string) junqi.Point {
				if k == junqi.FourCountry {
					s = "N" + s
				}
				p, _ := b.PointByName(s)
				return p
			}
			back, down, plain, empty := name("a2"), name("c2"), name("e2"), name("b3")
			sc := junqipic.NewScene(k)
			sc.Pieces[back] = junqipic.Piece{Present: true, Seat: junqi.North, Code: '?'}
			sc.Pieces[down] = junqipic.Piece{Present: true, FaceDown: true}
			sc.Pieces[plain] = junqipic.Piece{Present: true, Seat: junqi.North, Code: '?'}
			sc.Marks[back], sc.Marks[down], sc.Marks[empty] = '9', 'B', '?'
			r := NewRenderer()
			screen, g := drawScene(t, r, v, &sc)
			// the sticker's paper shows just inside its ring, above the label
			paper := func(p junqi.Point) bool {
				gr := GuessRect(g, p)
				return near(pixelAt(screen, v.Scale, gr.X+gr.W*0.5, gr.Y+gr.H*0.15), guessPaper, 30)
			}
			if !paper(back) || !paper(down) {
				t.Errorf("%v %v: no sticker on the marked pieces", v, k)
			}
			if paper(plain) || paper(empty) {
				t.Errorf("%v %v: a sticker where no mark is", v, k)
			}
			if len(r.guesses) != 2 {
				t.Errorf("%v %v: %d stickers drawn, want 2", v, k, len(r.guesses))
			}
		}
	}
}

func TestMarkLabel(t *testing.T) {
	r := NewRenderer()
	if got := r.markLabel('9'); got != "司" {
		t.Errorf("default label %q", got)
	}
	r.MarkLabel = func(c byte) string { return "x" + string(c) }
	if got := r.markLabel('B'); got != "xB" {
		t.Errorf("label %q", got)
	}
}
