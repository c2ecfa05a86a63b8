package game

import (
	"fmt"
	"path/filepath"
	"testing"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/render"
	"warboard/render/ebitentest"
)

// howtoViews are the phone, tablet and desktop the how-to and the faces are looked at on.
var howtoViews = []struct {
	name string
	v    render.View
}{
	{"phone-360x640@3x", render.View{W: 360, H: 640, Scale: 3}},
	{"phone-640x360@2x", render.View{W: 640, H: 360, Scale: 2}},
	{"tablet-768x1024@2x", render.View{W: 768, H: 1024, Scale: 2}},
	{"desktop-1280x800@1x", render.View{W: 1280, H: 800, Scale: 1}},
}

// TestHowToScreenshots draws every how-to page in English, and the first pages in Chinese
// and French, at a phone, a tablet and a desktop size, for a person to look at; every control
// stays on screen and finger-sized.
func TestHowToScreenshots(t *testing.T) {
	dir := ebitentest.ArtefactsDir(t)
	views := howtoViews
	if testing.Short() {
		views = views[:1]
	}
	for _, sv := range views {
		screen := newScreen(sv.v)
		for _, lang := range []string{"en", "zh", "fr"} {
			a := newTestApp(t, sv.v)
			l, _ := i18n.ParseLang(lang)
			a.shared.SetLanguage(l)
			a.goTo("button:howto", "howto")
			for _, g := range []string{"junqi", "napoleon"} {
				a.goTo("howto:"+g, "howto")
				h := howTo(a)
				for page := 0; page < h.Pages(); page++ {
					if lang == "zh" && page > 1 && page != h.Pages()-1 {
						a.goTo("howto:next", "howto")
						continue
					}
					for _, tg := range []string{"button:back", "howto:junqi", "howto:napoleon", "howto:prev", "howto:next"} {
						r, ok := a.scene.Target(tg)
						if !ok {
							continue
						}
						if !r.In(sv.v.Bounds()) || r.H < render.MinTarget-0.5 {
							t.Errorf("%s %s %s page %d: %s at %+v", sv.name, lang, g, page, tg, r)
						}
					}
					if _, most := h.Scroll(); most > 0 && sv.v.H > 400 {
						t.Errorf("%s %s %s page %d: the text scrolls (%.0f px) on a screen this tall", sv.name, lang, g, page, most)
					}
					a.dirty = true
					a.Draw(screen)
					writePNG(t, filepath.Join(dir, fmt.Sprintf("howto-%s-%d-%s-%s.png", g, page+1, lang, sv.name)), snapshot(screen))
					if page < h.Pages()-1 {
						a.goTo("howto:next", "howto")
					}
				}
			}
		}
	}
}

// TestFaceScreenshots draws a Junqi game with the English and French faces at each size.
func TestFaceScreenshots(t *testing.T) {
	dir := ebitentest.ArtefactsDir(t)
	views := howtoViews
	if testing.Short() {
		views = views[:1]
	}
	for _, sv := range views {
		screen := newScreen(sv.v)
		for _, lang := range []string{"en", "fr"} {
			for _, board := range []string{"2p", "4p"} {
				opts := []string{}
				if board == "4p" {
					opts = append(opts, "option:board:4p-teams")
				}
				a := startJunqiTest(t, sv.v, opts...)
				l, _ := i18n.ParseLang(lang)
				a.shared.SetLanguage(l)
				a.deployAll()
				a.throughHandOver()
				a.idle()
				a.tap(input.Touch, fromOf(quietMove(t, a.LegalMoves())))
				a.dirty = true
				a.Draw(screen)
				writePNG(t, filepath.Join(dir, fmt.Sprintf("faces-%s-%s-%s.png", board, lang, sv.name)), snapshot(screen))
			}
		}
	}
}

// TestReserveScreenshots draws the Napoleon set-up, its reserve labelled, in English and
// French at each size.
func TestReserveScreenshots(t *testing.T) {
	dir := ebitentest.ArtefactsDir(t)
	views := howtoViews
	if testing.Short() {
		views = views[:1]
	}
	for _, sv := range views {
		screen := newScreen(sv.v)
		for _, lang := range []string{"en", "fr"} {
			a := newTestApp(t, sv.v)
			l, _ := i18n.ParseLang(lang)
			a.shared.SetLanguage(l)
			a.goTo("button:new", "newgame")
			a.goTo("button:napoleon", "options")
			a.idle()
			a.tap(input.Touch, "button:start")
			a.throughHandOver()
			wantScene(t, a, "setup")
			for _, k := range []string{"G", "D", "I", "C", "K"} {
				if r, ok := a.scene.Target("reserve:" + k); !ok || !r.In(sv.v.Bounds()) {
					t.Errorf("%s %s: reserve:%s at %+v", sv.name, lang, k, r)
				}
			}
			a.dirty = true
			a.Draw(screen)
			writePNG(t, filepath.Join(dir, fmt.Sprintf("reserve-%s-%s.png", lang, sv.name)), snapshot(screen))
		}
	}
}
