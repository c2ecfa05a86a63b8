package junqiboard

import (
	"bytes"
	"image"
	"testing"

	"warboard/render"
	"warboard/render/junqipic"
	"warboard/rules/junqi"
)

// A piece drawn on its own at a point's centre looks exactly as Draw draws it there, so a
// piece sliding into place lands without a jump.
func TestDrawPieceMatchesDraw(t *testing.T) {
	v := render.View{W: 360, H: 640, Scale: 2}
	b := junqi.BoardOf(junqi.TwoPlayer)
	c5, _ := b.PointByName("c5")
	pc := junqipic.Piece{Present: true, Seat: junqi.North, Code: '7'}

	r := NewRenderer()
	sc := junqipic.NewScene(junqi.TwoPlayer)
	sc.Pieces[c5] = pc
	whole, g := drawScene(t, r, v, &sc)

	empty := junqipic.NewScene(junqi.TwoPlayer)
	alone, _ := drawScene(t, r, v, &empty)
	x, y := g.Centre(c5)
	r.DrawPiece(alone, v, g, pc, false, x, y)

	w, h := v.Physical()
	a, c := image.NewRGBA(image.Rect(0, 0, w, h)), image.NewRGBA(image.Rect(0, 0, w, h))
	whole.ReadPixels(a.Pix)
	alone.ReadPixels(c.Pix)
	if !bytes.Equal(a.Pix, c.Pix) {
		t.Fatal("DrawPiece at c5's centre differs from the piece Draw puts on c5")
	}
}

func TestSeatBadgesDiffer(t *testing.T) {
	seen := map[string]junqi.Seat{}
	for s := junqi.South; s <= junqi.West; s++ {
		img := SeatBadge(s, 40)
		if img.Bounds().Dx() != 40 {
			t.Fatalf("%v badge is %v, want 40 px", s, img.Bounds())
		}
		if c := img.RGBAAt(20, 22); c != SeatColour(s) {
			t.Errorf("%v badge's middle is %v, want the seat's colour %v", s, c, SeatColour(s))
		}
		if o, ok := seen[string(img.Pix)]; ok {
			t.Errorf("%v and %v have the same badge", o, s)
		}
		seen[string(img.Pix)] = s
	}
}
