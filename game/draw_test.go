package game

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/menu"
	"warboard/game/scene"
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
	p := a.at("button:new")
	a.step([]input.Raw{{Device: input.Touch, ID: 1, Phase: input.Down, Pos: p, At: a.now}})
	a.Draw(screen)
	if got := screen.At(1, 1); !sameColour(got, render.Background) {
		t.Fatalf("after a press the screen was not repainted (corner %v)", got)
	}
	r, _ := a.scene.Target("button:new")
	px, py := int((r.X+8)*2), int(p.Y*2)
	if got := screen.At(px, py); !sameColour(got, render.ButtonDown) {
		t.Fatalf("pressed button drawn in %v, want the pressed colour", got)
	}
}

func TestFirstFrameHook(t *testing.T) {
	a := newTestApp(t, render.View{W: 360, H: 640, Scale: 1})
	calls := 0
	a.OnFirstFrame(func() { calls++ })
	screen := newScreen(a.View())
	a.Draw(screen)
	a.step([]input.Raw{{Device: input.Mouse, Phase: input.Down, Pos: a.at("button:new"), At: a.now}})
	a.Draw(screen)
	if calls != 1 {
		t.Fatalf("first-frame hook ran %d times, want 1", calls)
	}
}

// The views screenshots are taken at: phone and tablet both ways, desktop.
var shotViews = []struct {
	name string
	v    render.View
}{
	{"phone-360x640@3x", render.View{W: 360, H: 640, Scale: 3}},
	{"phone-640x360@2x", render.View{W: 640, H: 360, Scale: 2}},
	{"tablet-768x1024@2x", render.View{W: 768, H: 1024, Scale: 2}},
	{"tablet-1024x768@2x", render.View{W: 1024, H: 768, Scale: 2}},
	{"desktop-1280x800@1x", render.View{W: 1280, H: 800, Scale: 1}},
}

// TestScreenshots renders every screen at phone, tablet and desktop sizes in the three
// languages and leaves PNGs in the artefacts directory for people to look at. It checks
// what a program can: every control lies on screen, and buttons are drawn where the
// layout put them.
func TestScreenshots(t *testing.T) {
	dir := ebitentest.ArtefactsDir(t)
	views := shotViews
	if testing.Short() {
		views = views[:1]
	}
	for _, sv := range views {
		screen := newScreen(sv.v) // one per size: new GPU images are slow
		for _, lang := range i18n.Langs() {
			a := newTestApp(t, sv.v)
			a.shared.Text.SetLang(lang)
			a.setScene(menu.NewMenu(a.shared))
			shoot := func(scene string) *image.RGBA {
				t.Helper()
				a.dirty = true
				a.Draw(screen)
				img := snapshot(screen)
				writePNG(t, filepath.Join(dir, scene+"-"+lang.Code()+"-"+sv.name+".png"), img)
				return img
			}
			checkButton := func(img *image.RGBA, name string, want color.Color) {
				t.Helper()
				r, ok := a.scene.Target(name)
				if !ok {
					t.Errorf("%s %s %s: no %s", sv.name, lang, a.SceneName(), name)
					return
				}
				if !r.In(sv.v.Bounds()) {
					t.Errorf("%s %s %s: %s %+v is not on screen", sv.name, lang, a.SceneName(), name, r)
				}
				x, y := int((r.X+6)*sv.v.Scale), int((r.Y+r.H/2)*sv.v.Scale)
				if got := img.At(x, y); !sameColour(got, want) {
					t.Errorf("%s %s %s: %s at %d,%d is %v, want %v", sv.name, lang, a.SceneName(), name, x, y, got, want)
				}
			}
			menuShot := shoot("menu")
			checkButton(menuShot, "button:new", render.ButtonFill)
			a.goTo("button:about", "about")
			shoot("about")
			a.goTo("button:back", "menu")
			a.goTo("button:settings", "settings")
			shoot("settings")
			a.goTo("button:back", "menu")
			a.goTo("button:load", "load")
			shoot("load")
			a.goTo("button:back", "menu")
			a.goTo("button:new", "newgame")
			checkButton(shoot("newgame"), "button:junqi", render.ButtonFill)
			a.goTo("button:junqi", "options")
			checkButton(shoot("options-junqi"), "button:start", render.Accent)
			a.goTo("option:board:4p-teams", "options")
			a.goTo("option:mode:dark", "options")
			shoot("options-junqi-4p-dark")
			a.goTo("button:back", "newgame")
			a.goTo("button:napoleon", "options")
			shoot("options-napoleon")
			a.goTo("option:board:15", "options")
			a.scene.(*menu.Options).Form().ScrollBy(1e6)
			shoot("options-napoleon-15-end")
			a.goTo("button:start", "handover")
			a.goTo("button:ready", "setup")
			a.goTo("button:gamemenu", "setup")
			a.goTo("menu:main", "menu")
			checkButton(shoot("menu-continue"), "button:continue", render.Accent)
			a.setScene(menu.NewHandOver(a.shared, "E", "game"))
			checkButton(shoot("handover"), "button:ready", render.Accent)
			a.shared.Model.Finish(a.shared.Text.T(i18n.WinnerSeat, a.shared.Text.T(i18n.SeatNorth)) + " — " + a.shared.Text.T(i18n.ReasonFlag, a.shared.Text.T(i18n.SeatSouth)))
			a.setScene(menu.NewResult(a.shared))
			shoot("result")
			a.shared.Notice = a.shared.Text.T(i18n.ErrSaveCorrupt)
			shoot("notice")
		}
	}
	t.Logf("screenshots in %s", dir)
}

// setScene switches scenes directly, as the play scenes of a later issue will.
func (a *testApp) setScene(s scene.Scene) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.scene = s
	s.Layout(a.view)
	a.dirty = true
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
