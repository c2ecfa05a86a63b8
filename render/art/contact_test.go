package art

import (
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

// sheet lays out images in rows on a neutral background.
type sheet struct {
	rows [][]*image.RGBA
}

func (s *sheet) add(row ...*image.RGBA) { s.rows = append(s.rows, row) }

func (s *sheet) image(bg color.Color) *image.RGBA {
	const gap = 6
	w, h := gap, gap
	for _, r := range s.rows {
		rw, rh := gap, 0
		for _, im := range r {
			rw += im.Bounds().Dx() + gap
			rh = max(rh, im.Bounds().Dy())
		}
		w = max(w, rw)
		h += rh + gap
	}
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	draw.Draw(out, out.Rect, image.NewUniform(bg), image.Point{}, draw.Src)
	y := gap
	for _, r := range s.rows {
		x, rh := gap, 0
		for _, im := range r {
			b := im.Bounds()
			draw.Draw(out, b.Add(image.Pt(x, y)), im, b.Min, draw.Over)
			x += b.Dx() + gap
			rh = max(rh, b.Dy())
		}
		y += rh + gap
	}
	return out
}

// onTile draws a piece over a terrain tile.
func onTile(tile, piece *image.RGBA) *image.RGBA {
	out := image.NewRGBA(tile.Rect)
	draw.Draw(out, out.Rect, tile, image.Point{}, draw.Src)
	draw.Draw(out, out.Rect, piece, image.Point{}, draw.Over)
	return out
}

func artefactDir(t *testing.T) string {
	if d := os.Getenv("WARBOARD_ARTEFACTS"); d != "" {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		return d
	}
	return t.TempDir()
}

func writePNG(t *testing.T, path string, im image.Image) {
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, im); err != nil {
		t.Fatal(err)
	}
}

// TestContactSheet renders every tile and piece (both skins, both sides, all
// facings) at 48 and 128 px into contact sheets, in $WARBOARD_ARTEFACTS when
// set (else a temporary directory), for people to look at.
func TestContactSheet(t *testing.T) {
	if testing.Short() {
		t.Skip("contact sheet skipped in -short mode")
	}
	dir := artefactDir(t)
	for _, size := range []int{48, 128} {
		var s sheet
		var tiles []*image.RGBA
		for _, kind := range TerrainKinds {
			for _, dark := range []bool{false, true} {
				tiles = append(tiles, Terrain(kind, dark, size, 0))
			}
		}
		s.add(tiles...)
		// Variants side by side, as on a board.
		var row []*image.RGBA
		for _, kind := range TerrainKinds {
			for v := 1; v <= 2; v++ {
				row = append(row, Terrain(kind, v%2 == 0, size, v))
			}
		}
		s.add(row...)
		for _, skin := range []Skin{Napoleon, Antique} {
			for _, side := range []Side{South, North} {
				var r []*image.RGBA
				for _, kind := range PieceKinds {
					r = append(r, Piece(skin, side, kind, FacingN, size))
				}
				for f := FacingNE; f <= FacingNW; f++ {
					p := Piece(skin, side, Cannon, f, size)
					r = append(r, onTile(p, FacingArrow(skin, side, f, size)))
				}
				s.add(r...)
				// The same pieces standing on terrain.
				r = nil
				for i, kind := range PieceKinds {
					tk := TerrainKinds[i%len(TerrainKinds)]
					if skin == Antique {
						tk = Plain
					}
					r = append(r, onTile(Terrain(tk, i%2 == 1, size, i), Piece(skin, side, kind, Facing(i), size)))
				}
				s.add(r...)
			}
		}
		s.add(JunqiBack(size*3/4, size*3/8), JunqiBack(size, size/2))
		out := filepath.Join(dir, "art-contact-"+strconv.Itoa(size)+".png")
		writePNG(t, out, s.image(color.RGBA{0x5a, 0x56, 0x4e, 0xff}))
		t.Logf("wrote %s", out)
	}
}

// TestShowcase renders the pieces and tiles large, one sheet each, for a
// close look at the details.
func TestShowcase(t *testing.T) {
	if testing.Short() {
		t.Skip("showcase skipped in -short mode")
	}
	dir := artefactDir(t)
	const size = 200
	var ps sheet
	for _, skin := range []Skin{Napoleon, Antique} {
		for _, side := range []Side{South, North} {
			var r []*image.RGBA
			for _, kind := range PieceKinds {
				r = append(r, Piece(skin, side, kind, FacingNE, size))
			}
			ps.add(r...)
		}
	}
	writePNG(t, filepath.Join(dir, "art-pieces-200.png"), ps.image(color.RGBA{0x5a, 0x56, 0x4e, 0xff}))
	var ts sheet
	for _, dark := range []bool{false, true} {
		var r []*image.RGBA
		for _, kind := range TerrainKinds {
			r = append(r, Terrain(kind, dark, size, 3))
		}
		ts.add(r...)
	}
	ts.add(JunqiBack(size, size/2), JunqiBack(size*3/4, size*3/8))
	writePNG(t, filepath.Join(dir, "art-terrain-200.png"), ts.image(color.RGBA{0x5a, 0x56, 0x4e, 0xff}))
}
