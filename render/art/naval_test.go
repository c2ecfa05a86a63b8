package art

import (
	"image"
	"image/color"
	"path/filepath"
	"testing"
)

// navalCodes are the 海战棋 pieces: the nine ranked ships, torpedo, sea mine, harbour, and
// the ship of no rank a hidden piece shows.
const navalCodes = "987654321BMF?ATR" // with 三打一's flagship, sea fort and missile boat

// shipMask is where a silhouette has ink.
func shipMask(im *image.RGBA) []bool {
	out := make([]bool, len(im.Pix)/4)
	for i := range out {
		out[i] = im.Pix[4*i+3] >= 0x80
	}
	return out
}

// TestShipsLookDistinct: every naval piece has a silhouette of its own, at a tile's small
// size and a large one: each covers a fair part of its box, and any two differ in a good
// share of their inked pixels.
func TestShipsLookDistinct(t *testing.T) {
	ink := color.NRGBA{0x20, 0x30, 0x40, 0xff}
	for _, size := range [][2]int{{54, 15}, {160, 45}} {
		masks := map[byte][]bool{}
		for i := range len(navalCodes) {
			c := navalCodes[i]
			m := shipMask(Ship(c, size[0], size[1], ink))
			n := 0
			for _, on := range m {
				if on {
					n++
				}
			}
			if frac := float64(n) / float64(len(m)); frac < 0.08 || frac > 0.7 {
				t.Errorf("%c at %v: ink covers %.2f of the box", c, size, frac)
			}
			masks[c] = m
		}
		for i := range len(navalCodes) {
			for j := i + 1; j < len(navalCodes); j++ {
				a, b := masks[navalCodes[i]], masks[navalCodes[j]]
				diff, union := 0, 0
				for k := range a {
					if a[k] || b[k] {
						union++
					}
					if a[k] != b[k] {
						diff++
					}
				}
				if share := float64(diff) / float64(union); share < 0.2 {
					t.Errorf("%c and %c at %v differ in only %.2f of their ink", navalCodes[i], navalCodes[j], size, share)
				}
			}
		}
	}
	if im := Ship('X', 40, 12, ink); shipMask(im)[0] || len(im.Pix) != 40*12*4 {
		t.Errorf("an unknown code draws")
	}
	if im := Ship('9', 0, -3, ink); im.Bounds().Dx() != 1 {
		t.Errorf("a degenerate size is not taken as 1")
	}
}

// TestNavalBackHidesTheRank: the back is opaque over its face and the same for every call.
func TestNavalBackHidesTheRank(t *testing.T) {
	a, b := NavalBack(90, 40), NavalBack(90, 40)
	if meanDiff(a, b) != 0 {
		t.Fatal("the back is not deterministic")
	}
	if a.RGBAAt(45, 20).A != 0xff {
		t.Errorf("the back's middle is not opaque")
	}
}

// TestNavalContactSheet draws the set at three sizes, for people to look at
// (WARBOARD_ARTEFACTS=dir go test -run TestNavalContactSheet ./render/art).
func TestNavalContactSheet(t *testing.T) {
	var s sheet
	for _, size := range [][2]int{{45, 13}, {90, 26}, {240, 68}} {
		var row []*image.RGBA
		for i := range len(navalCodes) {
			row = append(row, Ship(navalCodes[i], size[0], size[1], color.NRGBA{0x00, 0x3f, 0x66, 0xff}))
			if len(row) == 5 && size[0] > 200 {
				s.add(row...)
				row = nil
			}
		}
		s.add(row...)
	}
	s.add(NavalBack(60, 30), NavalBack(180, 90))
	writePNG(t, filepath.Join(artefactDir(t), "naval-contact.png"), s.image(color.NRGBA{0xe6, 0xf0, 0xf8, 0xff}))
}
