package junqiboard

import (
	"bytes"
	"image"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"warboard/render"
	"warboard/render/junqipic"
	"warboard/rules/junqi"
)

// TestSandayiPiecesDrawn: 三打一's 元帅, 堡垒 and 导弹 get tiles of their own (their
// Chinese names, or the face they are given), not the unknown piece's blank tile.
func TestSandayiPiecesDrawn(t *testing.T) {
	r := NewRenderer()
	g := Layout(junqi.FourCountry, junqi.South, render.Rect{W: 768, H: 1024})
	tiles := map[byte]*image.RGBA{}
	for _, code := range []byte{'A', 'T', 'R', '9', '?'} {
		k := r.tileKeyOf(junqipic.Piece{Present: true, Seat: junqi.East, Code: code}, false)
		if k.code != code {
			t.Fatalf("%c draws as %c", code, k.code)
		}
		tiles[code] = newTile(&g, 2, k)
	}
	for _, a := range []byte{'A', 'T', 'R'} {
		for b, img := range tiles {
			if a != b && bytes.Equal(tiles[a].Pix, img.Pix) {
				t.Errorf("the %c tile is the %c tile", a, b)
			}
		}
	}
	r.Face = func(c byte) string { return map[byte]string{'A': "Sup"}[c] }
	if k := r.tileKeyOf(junqipic.Piece{Present: true, Seat: junqi.East, Code: 'A'}, false); k.face != "Sup" {
		t.Errorf("the 元帅's face: %+v", k)
	}
	if dir := os.Getenv("WARBOARD_ARTEFACTS"); dir != "" {
		b := tiles['A'].Bounds()
		sheet := image.NewRGBA(image.Rect(0, 0, b.Dx()*len(tiles), b.Dy()))
		i := 0
		for _, code := range []byte{'A', 'T', 'R', '9', '?'} {
			draw.Draw(sheet, b.Add(image.Pt(i*b.Dx(), 0)), tiles[code], image.Point{}, draw.Src)
			i++
		}
		f, err := os.Create(filepath.Join(dir, "sandayi_tiles.png"))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		png.Encode(f, sheet)
	}
}
