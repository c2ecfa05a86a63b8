package howto_test

import (
	"fmt"
	"path/filepath"
	"testing"

	"warboard/game/gametest"
	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/render"
	"warboard/render/ebitentest"
)

// TestHowToScreenshots draws every how-to page in English, and the first pages in Chinese
// and French, at a phone, a tablet and a desktop size, for a person to look at; every control
// stays on screen and finger-sized.
func TestHowToScreenshots(t *testing.T) {
	dir := ebitentest.ArtefactsDir(t)
	views := gametest.HowtoViews
	if testing.Short() {
		views = views[:1]
	}
	for _, sv := range views {
		screen := gametest.NewScreen(sv.V)
		for _, lang := range []string{"en", "zh", "fr"} {
			a := gametest.NewTestApp(t, sv.V)
			l, _ := i18n.ParseLang(lang)
			a.Shared().SetLanguage(l)
			a.GoTo("button:howto", "howto")
			for _, g := range []string{"junqi", "napoleon"} {
				a.GoTo("howto:"+g, "howto")
				h := gametest.HowTo(a)
				for page := 0; page < h.Pages(); page++ {
					if lang == "zh" && page > 1 && page != h.Pages()-1 {
						a.GoTo("howto:next", "howto")
						continue
					}
					for _, tg := range []string{"button:back", "howto:junqi", "howto:napoleon", "howto:prev", "howto:next"} {
						r, ok := a.Scene().Target(tg)
						if !ok {
							continue
						}
						if !r.In(sv.V.Bounds()) || r.H < render.MinTarget-0.5 {
							t.Errorf("%s %s %s page %d: %s at %+v", sv.Name, lang, g, page, tg, r)
						}
					}
					if _, most := h.Scroll(); most > 0 && sv.V.H > 400 {
						t.Errorf("%s %s %s page %d: the text scrolls (%.0f px) on a screen this tall", sv.Name, lang, g, page, most)
					}
					a.SetDirty(true)
					a.Draw(screen)
					gametest.WritePNG(t, filepath.Join(dir, fmt.Sprintf("howto-%s-%d-%s-%s.png", g, page+1, lang, sv.Name)), gametest.Snapshot(screen))
					if page < h.Pages()-1 {
						a.GoTo("howto:next", "howto")
					}
				}
			}
		}
	}
}

// TestFaceScreenshots draws a Junqi game with the English and French faces at each size.
func TestFaceScreenshots(t *testing.T) {
	dir := ebitentest.ArtefactsDir(t)
	views := gametest.HowtoViews
	if testing.Short() {
		views = views[:1]
	}
	for _, sv := range views {
		screen := gametest.NewScreen(sv.V)
		for _, lang := range []string{"en", "fr"} {
			for _, board := range []string{"2p", "4p"} {
				opts := []string{}
				if board == "4p" {
					opts = append(opts, "option:board:4p-teams")
				}
				a := gametest.StartJunqiTest(t, sv.V, opts...)
				l, _ := i18n.ParseLang(lang)
				a.Shared().SetLanguage(l)
				a.DeployAll()
				a.ThroughHandOver()
				a.Idle()
				a.Tap(input.Touch, gametest.FromOf(gametest.QuietMove(t, a.LegalMoves())))
				a.SetDirty(true)
				a.Draw(screen)
				gametest.WritePNG(t, filepath.Join(dir, fmt.Sprintf("faces-%s-%s-%s.png", board, lang, sv.Name)), gametest.Snapshot(screen))
			}
		}
	}
}

// TestReserveScreenshots draws the Napoleon set-up, its reserve labelled, in English and
// French at each size.
func TestReserveScreenshots(t *testing.T) {
	dir := ebitentest.ArtefactsDir(t)
	views := gametest.HowtoViews
	if testing.Short() {
		views = views[:1]
	}
	for _, sv := range views {
		screen := gametest.NewScreen(sv.V)
		for _, lang := range []string{"en", "fr"} {
			a := gametest.NewTestApp(t, sv.V)
			l, _ := i18n.ParseLang(lang)
			a.Shared().SetLanguage(l)
			a.GoTo("button:new", "newgame")
			a.GoTo("button:napoleon", "options")
			a.Idle()
			a.Tap(input.Touch, "button:start")
			a.ThroughHandOver()
			gametest.WantScene(t, a, "setup")
			for _, k := range []string{"G", "D", "I", "C", "K"} {
				if r, ok := a.Scene().Target("reserve:" + k); !ok || !r.In(sv.V.Bounds()) {
					t.Errorf("%s %s: reserve:%s at %+v", sv.Name, lang, k, r)
				}
			}
			a.SetDirty(true)
			a.Draw(screen)
			gametest.WritePNG(t, filepath.Join(dir, fmt.Sprintf("reserve-%s-%s.png", lang, sv.Name)), gametest.Snapshot(screen))
		}
	}
}
