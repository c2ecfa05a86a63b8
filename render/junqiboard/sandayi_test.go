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

// TestSandayiShipsDrawn: in the 海战棋 set 三打一's extra pieces are ships of their own —
// the flagship, the sea fort and the missile boat under their names (旗舰 海堡 导弹) —
// each tile unlike the army's and unlike every other ship's, on a phone's four-country
// board and a desktop's.
func TestSandayiShipsDrawn(t *testing.T) {
	codes := []byte{'A', 'T', 'R', '9', '8', 'B', 'F', '?'}
	var sheets []*image.RGBA
	for _, view := range []render.Rect{{W: 390, H: 844}, {W: 1280, H: 800}} {
		r := NewRenderer()
		r.Naval = true
		g := Layout(junqi.FourCountry, junqi.South, view)
		tiles := map[byte]*image.RGBA{}
		for _, code := range codes {
			k := r.tileKeyOf(junqipic.Piece{Present: true, Seat: junqi.East, Code: code}, false)
			if k.code != code || !k.naval {
				t.Fatalf("%c draws as %+v", code, k)
			}
			tiles[code] = newTile(&g, 2, k)
			army := k
			army.naval = false
			if d := tileDiff(tiles[code], newTile(&g, 2, army)); code != '?' && d < 0.05 {
				t.Errorf("%v: naval %c looks like the army's (%.3f)", view, code, d)
			}
		}
		for _, a := range []byte{'A', 'T', 'R'} {
			if _, ok := navalNames[a]; !ok {
				t.Fatalf("%c has no name on its naval tile", a)
			}
			for _, b := range codes {
				if a != b {
					if d := tileDiff(tiles[a], tiles[b]); d < 0.01 {
						t.Errorf("%v: the %c ship's tile is much the %c's (%.3f)", view, a, b, d)
					}
				}
			}
		}
		b := tiles['A'].Bounds()
		sheet := image.NewRGBA(image.Rect(0, 0, b.Dx()*len(codes), b.Dy()))
		for i, code := range codes {
			draw.Draw(sheet, b.Add(image.Pt(i*b.Dx(), 0)), tiles[code], image.Point{}, draw.Src)
		}
		sheets = append(sheets, sheet)
	}
	if dir := os.Getenv("WARBOARD_ARTEFACTS"); dir != "" {
		for i, sheet := range sheets {
			f, err := os.Create(filepath.Join(dir, []string{"sandayi_naval_tiles-phone.png", "sandayi_naval_tiles-desktop.png"}[i]))
			if err != nil {
				t.Fatal(err)
			}
			png.Encode(f, sheet)
			f.Close()
		}
	}
}
