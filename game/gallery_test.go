package game_test

import (
	"os"
	"path/filepath"
	"testing"

	"warboard/game/gametest"
	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/render"
	"warboard/render/ebitentest"
)

// galleryViews are the three sizes of `make gallery`'s own scenes: a phone, a tablet held
// sideways (where 三打一 cropped the board) and a desktop.
var galleryViews = []struct {
	name string
	v    render.View
}{
	{"phone-390x844@3x", render.View{W: 390, H: 844, Scale: 3}},
	{"tablet-1024x768@2x", render.View{W: 1024, H: 768, Scale: 2}},
	{"desktop-1280x800@1x", render.View{W: 1280, H: 800, Scale: 1}},
}

// TestGalleryShots adds to the other screenshot tests the scenes they leave in fewer
// languages or sizes: the four-country board in play (free-for-all), 三打一 against the
// computer (South's bid, then play), the 海战棋 set on the four-country board and a Waterloo
// hand-over, each in the three languages at galleryViews' sizes, as
// "gallery-<scene>-<lang>-<size>.png". Every text they draw is checked by the package's cut
// watch (render.WatchCuts). It takes minutes: WARBOARD_REVIEW=1 (make gallery).
func TestGalleryShots(t *testing.T) {
	if os.Getenv("WARBOARD_REVIEW") == "" {
		t.Skip("the gallery takes minutes: run with WARBOARD_REVIEW=1 (make gallery)")
	}
	dir := ebitentest.ArtefactsDir(t)
	for _, sv := range galleryViews {
		screen := gametest.NewScreen(sv.v)
		for _, lang := range i18n.Langs() {
			shoot := func(a *gametest.App, name string) {
				t.Helper()
				a.SetDirty(true)
				a.Draw(screen)
				gametest.WritePNG(t, filepath.Join(dir, "gallery-"+name+"-"+lang.Code()+"-"+sv.name+".png"), gametest.Snapshot(screen))
			}
			start := func(options ...string) *gametest.App {
				a := gametest.NewTestApp(t, sv.v)
				a.Shared().SetLanguage(lang)
				a.GoTo("button:new", "newgame")
				a.GoTo("button:junqi", "options")
				for _, o := range options {
					a.Reveal(o)
					a.GoTo(o, "options")
				}
				a.Idle()
				a.Reveal("option:board")
				a.Tap(input.Touch, "button:start")
				return a
			}

			ffa := start("option:board:4p-ffa", "option:mode:dark")
			ffa.ThroughHandOver()
			ffa.DeployAll()
			ffa.PlaySome(8, true)
			shoot(ffa, "junqi4-ffa-play")

			naval := start("option:naval", "option:board:4p-teams")
			naval.ThroughHandOver()
			shoot(naval, "naval4-deploy")
			naval.DeployAll()
			naval.PlaySome(6, true)
			shoot(naval, "naval4-play")

			sandayi := start(gametest.VsComputers("ENW", "option:mode:dark")...)
			gametest.WantScene(t, sandayi, "bid")
			shoot(sandayi, "sandayi-bid")
			sandayi.SandayiToPlay("S", "pass")
			shoot(sandayi, "sandayi-play")

			w := gametest.NewTestApp(t, sv.v)
			w.Shared().SetLanguage(lang)
			gametest.StartWaterloo(w, "4")
			shoot(w, "waterloo4-handover")
		}
		screen.Deallocate()
	}
	t.Logf("gallery screenshots in %s", dir)
}
