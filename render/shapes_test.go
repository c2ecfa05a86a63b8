package render

import (
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// The shapes the boards and widgets drew with Ebitengine's vector package, drawn both ways
// (vector is imported by this test only): the same pixels inside and outside, edges within
// a few levels, since the fringe's coverage and vector's 8 samples a pixel round the same
// edge differently. (A rectangle without anti-aliasing takes the pixels whose centres it
// covers; one whose edge passes exactly through pixel centres may differ by that column.)
var shapeCases = []struct {
	name      string
	old, new_ func(dst *ebiten.Image, c color.Color)
}{
	{"rect", func(d *ebiten.Image, c color.Color) { vector.FillRect(d, 10.3, 12.6, 37.4, 20.5, c, false) },
		func(d *ebiten.Image, c color.Color) { FillRect(d, 10.3, 12.6, 37.4, 20.5, c) }},
	{"disc", func(d *ebiten.Image, c color.Color) { vector.FillCircle(d, 40.5, 31.2, 22.7, c, true) },
		func(d *ebiten.Image, c color.Color) { FillCircle(d, 40.5, 31.2, 22.7, c) }},
	{"small disc", func(d *ebiten.Image, c color.Color) { vector.FillCircle(d, 20.2, 20.7, 3.4, c, true) },
		func(d *ebiten.Image, c color.Color) { FillCircle(d, 20.2, 20.7, 3.4, c) }},
	{"ring", func(d *ebiten.Image, c color.Color) { vector.StrokeCircle(d, 40, 32, 20.3, 3.2, c, true) },
		func(d *ebiten.Image, c color.Color) { StrokeCircle(d, 40, 32, 20.3, 3.2, c) }},
	{"thin ring", func(d *ebiten.Image, c color.Color) { vector.StrokeCircle(d, 40, 32, 20.3, 1.5, c, true) },
		func(d *ebiten.Image, c color.Color) { StrokeCircle(d, 40, 32, 20.3, 1.5, c) }},
	{"line", func(d *ebiten.Image, c color.Color) { oldLine(d, 8.5, 50.2, 70.1, 9.7, 4.6, c) },
		func(d *ebiten.Image, c color.Color) { StrokeLine(d, 8.5, 50.2, 70.1, 9.7, 4.6, c) }},
	{"hairline", func(d *ebiten.Image, c color.Color) { oldLine(d, 5, 5, 75, 40, 1.2, c) },
		func(d *ebiten.Image, c color.Color) { StrokeLine(d, 5, 5, 75, 40, 1.2, c) }},
	{"arc", func(d *ebiten.Image, c color.Color) { oldArc(d, 40, 32, 22, 0.3, 1.4, 3, c) },
		func(d *ebiten.Image, c color.Color) { StrokeArc(d, 40, 32, 22, 0.3, 1.4, 3, c) }},
	{"triangle", func(d *ebiten.Image, c color.Color) {
		oldPoly(d, c, [2]float32{70, 30}, [2]float32{40.5, 10.2}, [2]float32{45.3, 55.8})
	},
		func(d *ebiten.Image, c color.Color) {
			FillPolygon(d, c, [2]float32{70, 30}, [2]float32{40.5, 10.2}, [2]float32{45.3, 55.8})
		}},
	{"round rect", func(d *ebiten.Image, c color.Color) { oldRoundRect(d, 6.4, 8.2, 72.5, 55.1, 9.5, c) },
		func(d *ebiten.Image, c color.Color) { FillRoundRect(d, 6.4, 8.2, 72.5, 55.1, 9.5, c) }},
}

func oldLine(d *ebiten.Image, x0, y0, x1, y1, w float32, c color.Color) {
	var path vector.Path
	path.MoveTo(x0, y0)
	path.LineTo(x1, y1)
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(c)
	vector.StrokePath(d, &path, &vector.StrokeOptions{Width: w, LineCap: vector.LineCapRound}, op)
}

func oldArc(d *ebiten.Image, cx, cy, r, a0, a1, w float32, c color.Color) {
	var path vector.Path
	path.MoveTo(cx+r*float32(math.Cos(float64(a0))), cy+r*float32(math.Sin(float64(a0))))
	path.Arc(cx, cy, r, a0, a1, vector.Clockwise)
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(c)
	vector.StrokePath(d, &path, &vector.StrokeOptions{Width: w, LineCap: vector.LineCapRound}, op)
}

func oldPoly(d *ebiten.Image, c color.Color, pts ...[2]float32) {
	var path vector.Path
	for i, q := range pts {
		if i == 0 {
			path.MoveTo(q[0], q[1])
		} else {
			path.LineTo(q[0], q[1])
		}
	}
	path.Close()
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(c)
	vector.FillPath(d, &path, nil, op)
}

func oldRoundRect(d *ebiten.Image, x0, y0, x1, y1, k float32, c color.Color) {
	var path vector.Path
	path.MoveTo(x0+k, y0)
	path.LineTo(x1-k, y0)
	path.ArcTo(x1, y0, x1, y0+k, k)
	path.LineTo(x1, y1-k)
	path.ArcTo(x1, y1, x1-k, y1, k)
	path.LineTo(x0+k, y1)
	path.ArcTo(x0, y1, x0, y1-k, k)
	path.LineTo(x0, y0+k)
	path.ArcTo(x0, y0, x0+k, y0, k)
	path.Close()
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(c)
	vector.FillPath(d, &path, nil, op)
}

func TestShapesDrawAsVectorDid(t *testing.T) {
	const w, h = 80, 64
	bg := color.RGBA{0x30, 0x40, 0x30, 0xff}
	for _, clr := range []color.Color{color.RGBA{0xf0, 0xe0, 0x20, 0xff}, color.NRGBA{0xff, 0xfa, 0xe8, 0x99}} {
		for _, c := range shapeCases {
			old, cur := ebiten.NewImage(w, h), ebiten.NewImage(w, h)
			old.Fill(bg)
			cur.Fill(bg)
			c.old(old, clr)
			c.new_(cur, clr)
			a, b := pixels(old), pixels(cur)
			worst, sum, edge, signed := 0, 0, 0, 0
			for i := range a.Pix {
				d := int(a.Pix[i]) - int(b.Pix[i])
				signed += d
				d = max(d, -d)
				worst = max(worst, d)
				sum += d
				if d > 0 {
					edge++
				}
			}
			mean := float64(sum) / float64(len(a.Pix))
			bias := float64(signed) / float64(max(edge, 1))
			t.Logf("%s (alpha %d): worst %d, mean %.3f, %d channels differ (by %+.1f on average)", c.name, alphaOf(clr), worst, mean, edge, bias)
			if worst > 56 || mean > 0.4 || math.Abs(bias) > 12 {
				t.Errorf("%s (alpha %d): differs from vector's drawing: worst channel %d, mean %.3f", c.name, alphaOf(clr), worst, mean)
				if dir := os.Getenv("WARBOARD_ARTEFACTS"); dir != "" {
					savePNG(t, filepath.Join(dir, "shape-"+c.name+"-old.png"), a)
					savePNG(t, filepath.Join(dir, "shape-"+c.name+"-new.png"), b)
				}
			}
		}
	}
}

func alphaOf(c color.Color) uint32 { _, _, _, a := c.RGBA(); return a >> 8 }

func pixels(img *ebiten.Image) *image.RGBA {
	b := img.Bounds()
	out := image.NewRGBA(b)
	img.ReadPixels(out.Pix)
	return out
}

func savePNG(t *testing.T, name string, img image.Image) {
	f, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}
