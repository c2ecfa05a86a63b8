package menu_test

import (
	"image"
	"image/color"
	"path/filepath"
	"testing"

	"warboard/game/gametest"
	"warboard/game/i18n"
	"warboard/game/menu"
	"warboard/render"
	"warboard/render/ebitentest"
)

// TestScreenshots renders every screen at phone, tablet and desktop sizes in the three
// languages and leaves PNGs in the artefacts directory for people to look at. It checks
// what a program can: every control lies on screen, and buttons are drawn where the
// layout put them.
func TestScreenshots(t *testing.T) {
	dir := ebitentest.ArtefactsDir(t)
	views := gametest.ShotViews
	if testing.Short() {
		views = views[:1]
	}
	for _, sv := range views {
		screen := gametest.NewScreen(sv.V) // one per size: new GPU images are slow
		for _, lang := range i18n.Langs() {
			a := gametest.NewTestApp(t, sv.V)
			a.Shared().Text.SetLang(lang)
			a.SetScene(menu.NewMenu(a.Shared()))
			shoot := func(scene string) *image.RGBA {
				t.Helper()
				a.SetDirty(true)
				a.Draw(screen)
				img := gametest.Snapshot(screen)
				gametest.WritePNG(t, filepath.Join(dir, scene+"-"+lang.Code()+"-"+sv.Name+".png"), img)
				return img
			}
			checkButton := func(img *image.RGBA, name string, want color.Color) {
				t.Helper()
				r, ok := a.Scene().Target(name)
				if !ok {
					t.Errorf("%s %s %s: no %s", sv.Name, lang, a.SceneName(), name)
					return
				}
				if !r.In(sv.V.Bounds()) {
					t.Errorf("%s %s %s: %s %+v is not on screen", sv.Name, lang, a.SceneName(), name, r)
				}
				x, y := int((r.X+6)*sv.V.Scale), int((r.Y+r.H/2)*sv.V.Scale)
				if got := img.At(x, y); !gametest.SameColour(got, want) {
					t.Errorf("%s %s %s: %s at %d,%d is %v, want %v", sv.Name, lang, a.SceneName(), name, x, y, got, want)
				}
			}
			menuShot := shoot("menu")
			checkButton(menuShot, "button:new", render.ButtonFill)
			a.GoTo("button:about", "about")
			shoot("about")
			a.GoTo("button:back", "menu")
			a.GoTo("button:settings", "settings")
			shoot("settings")
			a.GoTo("button:back", "menu")
			a.GoTo("button:load", "load")
			shoot("load")
			a.GoTo("button:back", "menu")
			a.GoTo("button:new", "newgame")
			checkButton(shoot("newgame"), "button:junqi", render.ButtonFill)
			a.GoTo("button:junqi", "options")
			checkButton(shoot("options-junqi"), "button:start", render.Accent)
			a.GoTo("option:board:4p-teams", "options")
			a.GoTo("option:mode:dark", "options")
			shoot("options-junqi-4p-dark")
			a.GoTo("button:back", "newgame")
			a.GoTo("button:napoleon", "options")
			shoot("options-napoleon")
			a.GoTo("option:board:15", "options")
			a.Scene().(*menu.Options).Form().ScrollBy(1e6)
			shoot("options-napoleon-15-end")
			a.GoTo("button:start", "handover")
			a.GoTo("button:ready", "setup")
			a.GoTo("button:gamemenu", "setup")
			a.GoTo("menu:main", "menu")
			checkButton(shoot("menu-continue"), "button:continue", render.Accent)
			a.SetScene(menu.NewHandOver(a.Shared(), "E", "game"))
			checkButton(shoot("handover"), "button:ready", render.Accent)
			a.Shared().Model.Finish(a.Shared().Text.T(i18n.WinnerSeat, a.Shared().Text.T(i18n.SeatNorth)) + " — " + a.Shared().Text.T(i18n.ReasonFlag, a.Shared().Text.T(i18n.SeatSouth)))
			a.SetScene(menu.NewResult(a.Shared()))
			shoot("result")
			a.Shared().Notice = a.Shared().Text.T(i18n.ErrSaveCorrupt)
			shoot("notice")
		}
	}
	t.Logf("screenshots in %s", dir)
}
