package junqiboard

import (
	"bytes"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"warboard/render"
	"warboard/render/junqipic"
	"warboard/rules/junqi"
)

// TestBoardWordsArePrinted: the words given for the camps and headquarters are what the
// board prints there (the picture under a camp changes with them, and is printed anew),
// an empty front word leaves the mountain unlettered, and no words at all print the
// Chinese of a printed board — on the army board and at sea.
func TestBoardWordsArePrinted(t *testing.T) {
	v := render.View{W: 600, H: 900, Scale: 1}
	for _, naval := range []bool{false, true} {
		sc := junqipic.NewScene(junqi.TwoPlayer)
		r := NewRenderer()
		r.Naval = naval
		zh, g := drawScene(t, r, v, &sc)
		english := BoardWords{Camp: "Camp", HQ: "HQ", Anchorage: "Anchorage", Base: "Base"}
		r.Words = func() BoardWords { return english }
		en, _ := drawScene(t, r, v, &sc)
		for _, name := range []string{"b3", "b1"} { // a camp, a headquarters
			q, _ := junqi.BoardOf(junqi.TwoPlayer).PointByName(name)
			x, y := g.Centre(q)
			differ := 0
			for dx := -g.TileW * 0.3; dx <= g.TileW*0.3; dx += 1 {
				if pixelAt(zh, 1, x+dx, y) != pixelAt(en, 1, x+dx, y) {
					differ++
				}
			}
			if differ < 3 {
				t.Errorf("naval %v: %s prints the same in English as in Chinese", naval, name)
			}
		}
		r.Words = func() BoardWords { return BoardWords{} }
		again, _ := drawScene(t, r, v, &sc)
		if !sameImage(zh, again) {
			t.Errorf("naval %v: empty words do not print the Chinese", naval)
		}
	}
}

// sameImage reports whether two screens hold the same pixels.
func sameImage(a, b *ebiten.Image) bool {
	w, h := a.Bounds().Dx(), a.Bounds().Dy()
	pa, pb := make([]byte, 4*w*h), make([]byte, 4*w*h)
	a.ReadPixels(pa)
	b.ReadPixels(pb)
	return bytes.Equal(pa, pb)
}
