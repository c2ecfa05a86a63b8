package junqiboard

import (
	"fmt"
	"image"
	"testing"

	"warboard/render"
	"warboard/render/junqipic"
	"warboard/rules/junqi"
)

// TestNavalScreenshots draws the 海战棋 boards as TestScreenshots draws the army's, in
// Chinese and with English faces, for people to look at.
func TestNavalScreenshots(t *testing.T) {
	english := map[byte]string{'9': "Car 9", '8': "Bat 8", '7': "Cru 7", '6': "Des 6", '5': "Fri 5",
		'4': "Sub 4", '3': "Gun 3", '2': "Pat 2", '1': "Swp 1", 'M': "Mine", 'B': "Torp", 'F': "Port"}
	scenes := []struct {
		name  string
		scene func(testing.TB) (junqipic.Scene, junqi.Seat)
		faces bool
	}{
		{"2p-open", openMidGame, false},
		{"2p-dark-south-en", darkAsSouth, true},
		{"2p-flip-north", flipAsNorth, false},
		{"4p-2v2", func(t testing.TB) (junqipic.Scene, junqi.Seat) { return fourTwoVsTwo(t, junqi.South) }, false},
		{"4p-ffa-dark-en", fourFreeForAll, true},
	}
	for _, s := range scenes {
		r := NewRenderer()
		r.Naval = true
		if s.faces {
			r.Face = func(c byte) string { return english[c] }
		}
		sc, bottom := s.scene(t)
		for _, v := range shotViews {
			shoot(t, r, fmt.Sprintf("junqiboard-naval-%s-%s", s.name, v.name), v.v, &sc, bottom)
		}
	}
}

// TestNavalTilesDiffer: in the naval set every rank's tile differs from every other's and
// from its army tile, in each seat, with and without faces; the hidden and face-down tiles
// show no rank and differ from the army's.
func TestNavalTilesDiffer(t *testing.T) {
	for _, view := range []render.Rect{{W: 360, H: 640}, {W: 1280, H: 800}} {
		g := Layout(junqi.TwoPlayer, junqi.South, view)
		codes := "987654321MBFATR" // with 三打一's flagship, sea fort and missile boat
		for _, face := range []bool{false, true} {
			tiles := map[byte]*image.RGBA{}
			for i := range len(codes) {
				c := codes[i]
				k := tileKey{seat: uint8(junqi.North), code: c, naval: true}
				if face {
					k.face = "X " + string(c) // the same text shape on every tile: only the ship tells them apart
					k.face = "X"
				}
				tiles[c] = newTile(&g, 2, k)
				army := k
				army.naval = false
				if d := tileDiff(tiles[c], newTile(&g, 2, army)); d < 0.05 {
					t.Errorf("%v faces %v: naval %c looks like the army's (%.3f)", view, face, c, d)
				}
			}
			for i := range len(codes) {
				for j := i + 1; j < len(codes); j++ {
					if d := tileDiff(tiles[codes[i]], tiles[codes[j]]); d < 0.01 {
						t.Errorf("%v faces %v: %c and %c tiles differ in %.3f of their pixels", view, face, codes[i], codes[j], d)
					}
				}
			}
		}
		hidden := newTile(&g, 2, tileKey{seat: uint8(junqi.East), code: '?', naval: true})
		if d := tileDiff(hidden, newTile(&g, 2, tileKey{seat: uint8(junqi.East), code: '?'})); d < 0.05 {
			t.Errorf("the naval hidden piece looks like the army's")
		}
		back := newTile(&g, 2, tileKey{faceDown: true, naval: true})
		if d := tileDiff(back, newTile(&g, 2, tileKey{faceDown: true})); d < 0.2 {
			t.Errorf("the naval back looks like the army's")
		}
	}
}

// TestNavalKeys: the set names the tiles and the printed board, so switching it draws anew.
func TestNavalKeys(t *testing.T) {
	r := NewRenderer()
	pc := junqipic.Piece{Present: true, Seat: junqi.North, Code: '5'}
	army := r.tileKeyOf(pc, false)
	r.Naval = true
	if k := r.tileKeyOf(pc, false); k == army || !k.naval {
		t.Errorf("naval tile key %+v", k)
	}
	if k := r.tileKeyOf(junqipic.Piece{Present: true, FaceDown: true}, false); !k.naval {
		t.Errorf("face-down key %+v", k)
	}
	if k := r.tileKeyOf(junqipic.Piece{Present: true, Seat: junqi.North, Code: '?'}, false); !k.naval || k.code != '?' {
		t.Errorf("hidden key %+v", k)
	}
	bt := junqipic.Battle{Outcome: junqipic.DefenderWon, AttackerCode: '5', DefenderCode: '7'}
	if got := battleLabel(bt, r.rankName()); got != "护卫 < 巡洋" {
		t.Errorf("naval caption %q", got)
	}
	if got := r.markLabel('9'); got != "航" {
		t.Errorf("naval sticker %q", got)
	}
}

// tileDiff is the share of pixels that differ noticeably between two tiles of one size.
func tileDiff(a, b *image.RGBA) float64 {
	n := 0
	for i := 0; i+3 < len(a.Pix) && i+3 < len(b.Pix); i += 4 {
		d := 0
		for k := 0; k < 4; k++ {
			x := int(a.Pix[i+k]) - int(b.Pix[i+k])
			if x < 0 {
				x = -x
			}
			d += x
		}
		if d > 48 {
			n++
		}
	}
	return float64(n) / float64(len(a.Pix)/4)
}
