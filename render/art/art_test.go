package art

import (
	"bytes"
	"image"
	"math"
	"os"
	"testing"
)

// fullSet draws everything a Napoleon or Alexandre game needs at one size.
func fullSet(size int) []*image.RGBA {
	var out []*image.RGBA
	for _, k := range TerrainKinds {
		for _, dark := range []bool{false, true} {
			out = append(out, Terrain(k, dark, size, 0))
		}
	}
	for _, skin := range []Skin{Napoleon, Antique} {
		for _, side := range []Side{South, North, East, West} {
			for _, kind := range PieceKinds {
				if !kind.HasFacing() {
					out = append(out, Piece(skin, side, kind, FacingN, size))
					continue
				}
				for f := FacingN; f <= FacingNW; f++ {
					out = append(out, Piece(skin, side, kind, f, size))
					out = append(out, FacingArrow(skin, side, f, size))
				}
			}
		}
	}
	return append(out, JunqiBack(size, size/2))
}

func TestDeterministic(t *testing.T) {
	a, b := fullSet(57), fullSet(57)
	if len(a) != len(b) {
		t.Fatalf("set sizes differ: %d, %d", len(a), len(b))
	}
	for i := range a {
		if !bytes.Equal(a[i].Pix, b[i].Pix) {
			t.Errorf("image %d differs between two identical calls", i)
		}
	}
}

func TestSizes(t *testing.T) {
	// Every size from 8 to 160, and a spread of bigger ones up to 512,
	// draws some piece and some tile, cycling through all kinds, skins,
	// sides and facings. WARBOARD_ALL_SIZES=1 tries every size to 512.
	var sizes []int
	for size := 8; size <= 512; size++ {
		if size <= 160 || size%9 == 0 || size >= 510 || os.Getenv("WARBOARD_ALL_SIZES") != "" {
			sizes = append(sizes, size)
		}
	}
	if testing.Short() {
		sizes = []int{8, 9, 13, 40, 77, 160, 257, 512}
	}
	for i, size := range sizes {
		skin, side := Skin(i%2), Side(i/2%2)
		kind, f := PieceKinds[i%len(PieceKinds)], Facing(i%8)
		p := Piece(skin, side, kind, f, size)
		tl := Terrain(TerrainKinds[i%len(TerrainKinds)], i%2 == 0, size, i)
		for _, im := range []*image.RGBA{p, tl} {
			if im.Rect != image.Rect(0, 0, size, size) {
				t.Fatalf("size %d: got bounds %v", size, im.Rect)
			}
		}
		if b := JunqiBack(size, size*2/3); b.Rect != image.Rect(0, 0, size, size*2/3) {
			t.Fatalf("Junqi back %d: got bounds %v", size, b.Rect)
		}
	}
	// Degenerate sizes are taken as 1 pixel instead of panicking.
	for _, size := range []int{-5, 0, 1, 2, 3} {
		want := max(size, 1)
		if got := Piece(Napoleon, South, Cannon, FacingSE, size).Rect.Dx(); got != want {
			t.Errorf("Piece size %d: got %d px", size, got)
		}
		if got := Terrain(Hill, true, size, 1).Rect.Dx(); got != want {
			t.Errorf("Terrain size %d: got %d px", size, got)
		}
		if got := JunqiBack(size, size).Rect.Dx(); got != want {
			t.Errorf("JunqiBack size %d: got %d px", size, got)
		}
	}
}

func TestOutOfRangeValuesDoNotPanic(t *testing.T) {
	p := Piece(Skin(9), Side(7), PieceKind(42), Facing(200), 48)
	if p.Rect.Dx() != 48 || p.RGBAAt(24, 24).A != 255 {
		t.Errorf("unknown piece should still be an opaque token, got alpha %d", p.RGBAAt(24, 24).A)
	}
	if a, b := Piece(Napoleon, South, Cannon, Facing(9), 48), Piece(Napoleon, South, Cannon, FacingNE, 48); !bytes.Equal(a.Pix, b.Pix) {
		t.Error("facing 9 should wrap round to NE")
	}
	if a, b := Terrain(TerrainKind(77), false, 32, 3), Terrain(Plain, false, 32, 3); a.Rect != b.Rect {
		t.Error("unknown terrain should be drawn as a plain tile")
	}
	_ = FacingArrow(Skin(5), Side(5), Facing(99), 32)
	if Facing(11).String() != "SE" || FacingN.Opposite() != FacingS || FacingW.Opposite() != FacingE {
		t.Error("facing names or opposites wrong")
	}
}

func TestPieceTransparency(t *testing.T) {
	for _, skin := range []Skin{Napoleon, Antique} {
		for _, side := range []Side{South, North, East, West} {
			for _, kind := range PieceKinds {
				for _, size := range []int{40, 160} {
					p := Piece(skin, side, kind, FacingNW, size)
					n := size - 1
					for _, c := range []image.Point{{0, 0}, {n, 0}, {0, n}, {n, n}, {1, 1}, {n - 1, 1}} {
						if a := p.RGBAAt(c.X, c.Y).A; a != 0 {
							t.Errorf("%v %v %v %dpx: corner %v alpha %d, want 0", skin, side, kind, size, c, a)
						}
					}
					if a := p.RGBAAt(size/2, size/2).A; a != 255 {
						t.Errorf("%v %v %v %dpx: centre alpha %d, want 255", skin, side, kind, size, a)
					}
				}
			}
		}
	}
	arrow := FacingArrow(Napoleon, South, FacingE, 64)
	if arrow.RGBAAt(32, 32).A != 0 {
		t.Error("facing arrow must leave the token's middle transparent")
	}
}

func TestTerrainOpaque(t *testing.T) {
	for _, k := range TerrainKinds {
		for _, size := range []int{40, 101} {
			tl := Terrain(k, true, size, 5)
			for i := 3; i < len(tl.Pix); i += 4 {
				if tl.Pix[i] != 255 {
					t.Fatalf("%v %dpx: pixel %d not opaque", k, size, i/4)
				}
			}
		}
	}
}

// meanDiff is the mean absolute difference of two same-sized images,
// over all channels, in 0..255.
func meanDiff(a, b *image.RGBA) float64 {
	sum := 0
	for i := range a.Pix {
		d := int(a.Pix[i]) - int(b.Pix[i])
		if d < 0 {
			d = -d
		}
		sum += d
	}
	return float64(sum) / float64(len(a.Pix))
}

func TestKindsLookDistinct(t *testing.T) {
	const size = 64
	for _, skin := range []Skin{Napoleon, Antique} {
		for _, side := range []Side{South, North, East, West} {
			for i, a := range PieceKinds {
				for _, b := range PieceKinds[i+1:] {
					d := meanDiff(Piece(skin, side, a, FacingN, size), Piece(skin, side, b, FacingN, size))
					if d < 6 {
						t.Errorf("%v %v: %v and %v differ by only %.1f", skin, side, a, b, d)
					}
				}
			}
		}
		// Any two sides of one kind must differ a lot, for every kind (the
		// four armies of Waterloo too).
		sides := []Side{South, North, East, West}
		for _, k := range PieceKinds {
			for i, x := range sides {
				for _, y := range sides[i+1:] {
					// South and North differ light against dark; the
					// Waterloo armies by hue, which moves fewer bytes
					least := 18.0
					if x == South && y == North {
						least = 30
					}
					if d := meanDiff(Piece(skin, x, k, FacingN, size), Piece(skin, y, k, FacingN, size)); d < least {
						t.Errorf("%v %v: %v and %v differ by only %.1f", skin, k, x, y, d)
					}
				}
			}
		}
	}
	for i, a := range TerrainKinds {
		for _, b := range TerrainKinds[i+1:] {
			for _, dark := range []bool{false, true} {
				if d := meanDiff(Terrain(a, dark, size, 1), Terrain(b, dark, size, 1)); d < 6 {
					t.Errorf("terrain %v and %v (dark %v) differ by only %.1f", a, b, dark, d)
				}
			}
		}
		if d := meanDiff(Terrain(a, false, size, 1), Terrain(a, true, size, 1)); d < 8 {
			t.Errorf("terrain %v: light and dark differ by only %.1f", a, d)
		}
		if d := meanDiff(Terrain(a, false, size, 1), Terrain(a, false, size, 2)); d == 0 {
			t.Errorf("terrain %v: variants 1 and 2 are identical", a)
		}
	}
}

// luminance is the relative luminance (0..1) of an sRGB colour.
func luminance(r, g, b uint8) float64 {
	lin := func(v uint8) float64 {
		c := float64(v) / 255
		if c <= 0.04045 {
			return c / 12.92
		}
		return math.Pow((c+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

// Sides must be told apart without relying on hue (colour-blind players,
// greyscale): one side's tokens are dark with a light rim and light
// emblems, the other's the reverse.
func TestSidesDifferInLightness(t *testing.T) {
	const size = 96
	for _, skin := range []Skin{Napoleon, Antique} {
		lum := func(side Side, x, y float64) float64 {
			c := Piece(skin, side, Drum, FacingN, size).RGBAAt(int(x*size), int(y*size))
			return luminance(c.R, c.G, c.B)
		}
		faceX, faceY := tokenX, tokenY+0.31 // below the emblem
		rimX, rimY := tokenX, tokenY-tokenR+rimW/2
		face := lum(North, faceX, faceY) - lum(South, faceX, faceY)
		rim := lum(North, rimX, rimY) - lum(South, rimX, rimY)
		if math.Abs(face) < 0.2 || math.Abs(rim) < 0.1 || face*rim > 0 {
			t.Errorf("%v: face lightness differs by %.2f, rim by %.2f; want big and opposite", skin, face, rim)
		}
	}
}

// inkMask marks the pixels of a Napoleon South piece that are emblem ink
// (ivory on blue).
func inkMask(p *image.RGBA) []bool {
	m := make([]bool, p.Rect.Dx()*p.Rect.Dy())
	for y := 0; y < p.Rect.Dy(); y++ {
		for x := 0; x < p.Rect.Dx(); x++ {
			c := p.RGBAAt(x, y)
			m[y*p.Rect.Dx()+x] = c.R > 200 && c.G > 190 && c.B > 160 && int(c.R)-int(c.B) < 60
		}
	}
	return m
}

func TestCannonTurnsWithFacing(t *testing.T) {
	const size = 96
	north := inkMask(Piece(Napoleon, South, Cannon, FacingN, size))
	cx, cy := tokenX*size, tokenY*size
	for f := FacingN; f <= FacingNW; f++ {
		got := inkMask(Piece(Napoleon, South, Cannon, f, size))
		// Turn the north-facing cannon by the facing's angle (clockwise on
		// screen) and compare: they should mostly overlap.
		s, c := math.Sincos(-f.Angle())
		inter, union := 0, 0
		for y := 0; y < size; y++ {
			for x := 0; x < size; x++ {
				dx, dy := float64(x)+0.5-cx, float64(y)+0.5-cy
				sx, sy := int(math.Floor(c*dx-s*dy+cx)), int(math.Floor(s*dx+c*dy+cy))
				want := sx >= 0 && sy >= 0 && sx < size && sy < size && north[sy*size+sx]
				have := got[y*size+x]
				if want && have {
					inter++
				}
				if want || have {
					union++
				}
			}
		}
		if iou := float64(inter) / float64(union); iou < 0.7 {
			t.Errorf("cannon facing %v: overlap with the turned north cannon %.2f, want ≥ 0.7", f, iou)
		}
	}
	for f := FacingN; f <= FacingNW; f++ {
		a := FacingArrow(Antique, North, f, size)
		var sx, sy, n float64
		for y := 0; y < size; y++ {
			for x := 0; x < size; x++ {
				if w := float64(a.RGBAAt(x, y).A); w > 200 {
					sx += w * (float64(x) + 0.5 - cx)
					sy += w * (float64(y) + 0.5 - cy)
					n += w
				}
			}
		}
		got := math.Atan2(sx, -sy) // clockwise from up
		diff := math.Abs(math.Remainder(got-f.Angle(), 2*math.Pi))
		if n == 0 || diff > 0.1 {
			t.Errorf("arrow %v points at %.2f rad, want %.2f", f, got, f.Angle())
		}
	}
	// Pieces without a facing ignore it.
	if !bytes.Equal(Piece(Napoleon, North, Drum, FacingE, 48).Pix, Piece(Napoleon, North, Drum, FacingW, 48).Pix) {
		t.Error("a drum should not change with the facing")
	}
}

// BenchmarkFullSet160 draws everything a game needs at 160 px: 10 tiles,
// 32 cannon/archer pieces and arrows (all facings), 16 other pieces and a
// Junqi back.
func BenchmarkFullSet160(b *testing.B) {
	for b.Loop() {
		fullSet(160)
	}
}

func BenchmarkPiece160(b *testing.B) {
	for b.Loop() {
		Piece(Napoleon, South, Cavalry, FacingN, 160)
	}
}

func BenchmarkTerrain160(b *testing.B) {
	for _, k := range TerrainKinds {
		b.Run(k.String(), func(b *testing.B) {
			for b.Loop() {
				Terrain(k, false, 160, 1)
			}
		})
	}
}
