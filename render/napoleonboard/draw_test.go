package napoleonboard

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"warboard/render"
	"warboard/render/ebitentest"
)

var fonts *render.Fonts

func loadFonts(t testing.TB) *render.Fonts {
	if fonts == nil {
		f, err := render.LoadFonts()
		if err != nil {
			t.Fatal(err)
		}
		fonts = f
	}
	return fonts
}

// screenshot draws sc on a whole screen of view v, art fully prepared.
func screenshot(t testing.TB, b *Board, v render.View, ns namedScene) *ebiten.Image {
	w, h := v.Physical()
	img := ebiten.NewImage(w, h)
	img.Fill(render.Background)
	g := Layout(ns.scene.W, ns.scene.H, ns.bottom, boardArea(v), v.Scale)
	b.Prepare(g, ns.scene)
	b.Draw(img, g, ns.scene)
	if b.Pending() {
		t.Errorf("%s: art still pending after Prepare", ns.name)
	}
	return img
}

func writePNG(t testing.TB, path string, img *ebiten.Image) {
	b := img.Bounds()
	rgba := image.NewRGBA(b)
	img.ReadPixels(rgba.Pix)
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	enc := png.Encoder{CompressionLevel: png.BestSpeed}
	if err := enc.Encode(f, rgba); err != nil {
		t.Fatal(err)
	}
}

// TestScreenshots draws every test scene on a phone, a tablet both ways and a desktop, into
// the artefacts directory, for people to look at.
func TestScreenshots(t *testing.T) {
	if testing.Short() {
		t.Skip("screenshots skipped in -short mode")
	}
	dir := ebitentest.ArtefactsDir(t)
	scenes := testScenes(t)
	for _, sc := range screens[:4] {
		b := New(loadFonts(t))
		for _, ns := range scenes {
			img := screenshot(t, b, sc.view, ns)
			path := filepath.Join(dir, "napoleonboard-"+ns.name+"-"+sc.name+".png")
			writePNG(t, path, img)
			img.Deallocate()
		}
	}
	t.Logf("wrote napoleonboard-*.png in %s", dir)
}
