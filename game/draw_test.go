package game

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"warboard/game/input"
	"warboard/render"
	"warboard/render/ebitentest"
)

func newScreen(v render.View) *ebiten.Image {
	w, h := v.Physical()
	return ebiten.NewImage(w, h)
}

var marker = color.RGBA{0xff, 0x00, 0xff, 0xff}

func TestDrawsOnlyAfterAChange(t *testing.T) {
	a := newTestApp(t, render.View{W: 360, H: 640, Scale: 2})
	screen := newScreen(a.View())
	a.Draw(screen)
	if got := screen.At(1, 1); !sameColour(got, render.Background) {
		t.Fatalf("first frame: corner is %v, want the background", got)
	}

	// Nothing happens: Draw must leave the screen alone.
	screen.Fill(marker)
	a.step(nil)
	a.Draw(screen)
	if got := screen.At(1, 1); !sameColour(got, marker) {
		t.Fatalf("idle frame repainted the screen (corner %v)", got)
	}

	// A finger on a button changes its look: Draw repaints.
	p := a.at("button:junqi")
	a.step([]input.Raw{{Device: input.Touch, ID: 1, Phase: input.Down, Pos: p, At: a.now}})
	a.Draw(screen)
	if got := screen.At(1, 1); !sameColour(got, render.Background) {
		t.Fatalf("after a press the screen was not repainted (corner %v)", got)
	}
	px, py := int(p.X*2), int(p.Y*2)
	if got := screen.At(px-120, py); !sameColour(got, render.ButtonDown) {
		t.Fatalf("pressed button drawn in %v, want the pressed colour", got)
	}
}

func TestFirstFrameHook(t *testing.T) {
	a := newTestApp(t, render.View{W: 360, H: 640, Scale: 1})
	calls := 0
	a.OnFirstFrame(func() { calls++ })
	screen := newScreen(a.View())
	a.Draw(screen)
	a.step([]input.Raw{{Device: input.Mouse, Phase: input.Down, Pos: a.at("button:junqi"), At: a.now}})
	a.Draw(screen)
	if calls != 1 {
		t.Fatalf("first-frame hook ran %d times, want 1", calls)
	}
}

// TestScreenshots renders each screen at phone, tablet and desktop sizes and leaves PNGs in
// the artefacts directory for people to look at. It checks what a program can: the title
// and buttons are drawn where the layout put them.
func TestScreenshots(t *testing.T) {
	dir := ebitentest.ArtefactsDir(t)
	views := map[string]render.View{
		"phone-360x640@3x":    {W: 360, H: 640, Scale: 3},
		"phone-640x360@2x":    {W: 640, H: 360, Scale: 2},
		"tablet-768x1024@2x":  {W: 768, H: 1024, Scale: 2},
		"desktop-1280x800@1x": {W: 1280, H: 800, Scale: 1},
	}
	for name, v := range views {
		a := newTestApp(t, v)
		shoot := func(scene string) *image.RGBA {
			screen := newScreen(v)
			a.dirty = true
			a.Draw(screen)
			img := snapshot(screen)
			writePNG(t, filepath.Join(dir, scene+"-"+name+".png"), img)
			return img
		}
		menu := shoot("menu")
		for _, id := range []string{"button:junqi", "button:napoleon"} {
			p := a.at(id)
			// Left of the label, inside the button: the button's fill.
			r, _ := a.scene.Target(id)
			x, y := int((r.X+10)*v.Scale), int(p.Y*v.Scale)
			if got := menu.At(x, y); !sameColour(got, render.ButtonFill) {
				t.Errorf("%s: %s at %d,%d is %v, want the button colour", name, id, x, y, got)
			}
		}
		l := render.Menu(v, len(Games))
		if n := countColour(menu, l.Title, v.Scale, render.TitleColour); n < 50 {
			t.Errorf("%s: title area holds %d title-coloured pixels; is the title drawn?", name, n)
		}
		a.tap(input.Touch, "button:junqi")
		shoot("game-junqi")
		a.idle()
		a.tap(input.Touch, "button:back")
		a.idle()
		a.tap(input.Touch, "button:napoleon")
		shoot("game-napoleon")
		a.shared.Model.Finish("Red wins: the flag is taken")
		a.step(nil)
		shoot("result")
	}
	t.Logf("screenshots in %s", dir)
}

// snapshot copies an Ebitengine image to memory in one read; reading pixels one by one is slow.
func snapshot(img *ebiten.Image) *image.RGBA {
	rgba := image.NewRGBA(img.Bounds())
	img.ReadPixels(rgba.Pix)
	return rgba
}

func writePNG(t *testing.T, path string, img image.Image) {
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

func sameColour(c color.Color, want color.Color) bool {
	r, g, b, _ := c.RGBA()
	wr, wg, wb, _ := want.RGBA()
	d := func(a, b uint32) bool { return a>>8 <= b>>8+3 && b>>8 <= a>>8+3 }
	return d(r, wr) && d(g, wg) && d(b, wb)
}

func countColour(img *image.RGBA, r render.Rect, scale float64, want color.Color) int {
	area := image.Rect(int(r.X*scale), int(r.Y*scale), int((r.X+r.W)*scale), int((r.Y+r.H)*scale))
	n := 0
	for y := area.Min.Y; y < area.Max.Y; y++ {
		for x := area.Min.X; x < area.Max.X; x++ {
			if sameColour(img.At(x, y), want) {
				n++
			}
		}
	}
	return n
}
