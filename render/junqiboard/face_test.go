package junqiboard

import (
	"image/color"
	"testing"

	"warboard/render"
	"warboard/render/junqipic"
	"warboard/rules/junqi"
)

// TestFaceFit: a face reads whole on a roomy tile; on a small one its number (or its one
// word) is drawn alone, never below the readable size when it can be helped.
func TestFaceFit(t *testing.T) {
	if s, size := faceFit("Col 5", 70, 30); s != "Col 5" || size < minFaceText {
		t.Errorf("roomy tile: %q at %.1f", s, size)
	}
	if s, size := faceFit("Capt 3", 24, 14); s != "3" || size < minFaceText {
		t.Errorf("small tile: %q at %.1f", s, size)
	}
	if s, _ := faceFit("Drapeau", 24, 14); s != "Drapeau" {
		t.Errorf("a one-word face is kept whole: %q", s)
	}
}

// TestTileKeyFollowsFace: the face the renderer is given names the tile (so a change of
// language or option draws new tiles), unknown and face-down pieces carry none.
func TestTileKeyFollowsFace(t *testing.T) {
	r := NewRenderer()
	pc := junqipic.Piece{Present: true, Seat: junqi.North, Code: '5'}
	if k := r.tileKeyOf(pc, false); k.face != "" {
		t.Errorf("no face func: %+v", k)
	}
	r.Face = func(c byte) string { return map[byte]string{'5': "Col 5"}[c] }
	if k := r.tileKeyOf(pc, true); k.face != "Col 5" || k.code != '5' || !k.rank {
		t.Errorf("with a face: %+v", k)
	}
	if k := r.tileKeyOf(junqipic.Piece{Present: true, Seat: junqi.North, Code: '?'}, false); k.face != "" || k.code != '?' {
		t.Errorf("unknown piece: %+v", k)
	}
	if k := r.tileKeyOf(junqipic.Piece{Present: true, FaceDown: true, Code: '5'}, false); k != (tileKey{faceDown: true}) {
		t.Errorf("face down: %+v", k)
	}
}

// TestSmallTilesShowSigns: where "Bomb", "Mine" or "Flag" would be too small to read (the
// whole four-country board on a phone) the tile shows the piece's sign instead — the bomb's
// lit fuse, the flag's red pennant; a roomy tile keeps its word, and a small "Col 5" its number.
func TestSmallTilesShowSigns(t *testing.T) {
	// North's blue tiles: no orange or red of their own to mistake for the signs
	has := func(tileH float64, code byte, face string, want color.RGBA) bool {
		g := Layout(junqi.TwoPlayer, junqi.South, render.Rect{W: 400, H: 600})
		g.TileH, g.TileW = tileH, tileH*2
		img := newTile(&g, 1, tileKey{seat: uint8(junqi.North), code: code, face: face})
		b := img.Bounds()
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Min.X; x < b.Max.X; x++ {
				c := img.RGBAAt(x, y)
				if absDiff(c.R, want.R) < 24 && absDiff(c.G, want.G) < 24 && absDiff(c.B, want.B) < 24 && c.A > 200 {
					return true
				}
			}
		}
		return false
	}
	spark, pennant := rgb(0xe0, 0x6a, 0x1a), rgb(0xc8, 0x1e, 0x1e)
	if !has(12, 'B', "Bomb", spark) || !has(12, 'F', "Flag", pennant) {
		t.Error("a small bomb or flag tile shows no sign")
	}
	if has(40, 'B', "Bomb", spark) || has(40, 'F', "Flag", pennant) {
		t.Error("a roomy bomb or flag tile shows a sign instead of its word")
	}
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}
