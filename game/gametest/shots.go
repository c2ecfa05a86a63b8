package gametest

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"warboard/render"
	"warboard/render/ebitentest"
	"warboard/rules/record"
)

// NewScreen is an offscreen image the size of the view in pixels, to Draw the app on.
func NewScreen(v render.View) *ebiten.Image {
	w, h := v.Physical()
	return ebiten.NewImage(w, h)
}

// View is a screen size tests play or take screenshots on, and its name in the files.
type View struct {
	Name string
	V    render.View
}

// The views screenshots are taken at: phone and tablet both ways, desktop.
var ShotViews = []View{
	{"phone-360x640@3x", render.View{W: 360, H: 640, Scale: 3}},
	{"phone-640x360@2x", render.View{W: 640, H: 360, Scale: 2}},
	{"tablet-768x1024@2x", render.View{W: 768, H: 1024, Scale: 2}},
	{"tablet-1024x768@2x", render.View{W: 1024, H: 768, Scale: 2}},
	{"desktop-1280x800@1x", render.View{W: 1280, H: 800, Scale: 1}},
}

// Snapshot copies an Ebitengine image to memory in one read; reading pixels one by one is slow.
func Snapshot(img *ebiten.Image) *image.RGBA {
	rgba := image.NewRGBA(img.Bounds())
	img.ReadPixels(rgba.Pix)
	return rgba
}

// WritePNG writes img to path, failing the test on an error.
func WritePNG(t *testing.T, path string, img image.Image) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	enc := png.Encoder{CompressionLevel: png.BestSpeed}
	if err := enc.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// SameColour reports whether c is want, each channel within 3 of 255.
func SameColour(c color.Color, want color.Color) bool {
	r, g, b, _ := c.RGBA()
	wr, wg, wb, _ := want.RGBA()
	d := func(a, b uint32) bool { return a>>8 <= b>>8+3 && b>>8 <= a>>8+3 }
	return d(r, wr) && d(g, wg) && d(b, wb)
}

// HowtoViews are the phone, tablet and desktop the how-to and the faces are looked at on.
var HowtoViews = []View{
	{"phone-360x640@3x", render.View{W: 360, H: 640, Scale: 3}},
	{"phone-640x360@2x", render.View{W: 640, H: 360, Scale: 2}},
	{"tablet-768x1024@2x", render.View{W: 768, H: 1024, Scale: 2}},
	{"desktop-1280x800@1x", render.View{W: 1280, H: 800, Scale: 1}},
}

// PhoneViews are the phone screens the zoom tests play on.
var PhoneViews = []View{
	{"390x844@3x", render.View{W: 390, H: 844, Scale: 3}},
	{"844x390@3x", render.View{W: 844, H: 390, Scale: 3}},
}

// ShootScreen draws the app and writes it to the artefacts directory, art finished.
func ShootScreen(t *testing.T, a *App, sc *ebiten.Image, name string) {
	t.Helper()
	for i := 0; i < 400; i++ {
		a.SetDirty(true)
		a.Draw(sc)
		if nb, ok := NapoleonOf(a); !ok || !nb.Pending() {
			break
		}
	}
	WritePNG(t, filepath.Join(ebitentest.ArtefactsDir(t), "zoom-"+name+".png"), Snapshot(sc))
}

// Tokens are the moves' tokens.
func Tokens(mv []record.Move) []string {
	var out []string
	for _, m := range mv {
		out = append(out, m.Text)
	}
	return out
}
