package junqiboard

import (
	"testing"

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
