package menu

import (
	"testing"

	"warboard/game/i18n"
	"warboard/game/internal/platform"
	"warboard/game/scene"
	"warboard/game/setup"
	"warboard/game/storage"
	"warboard/game/widget"
	"warboard/render"
	"warboard/render/ebitentest"
)

func TestMain(m *testing.M) { ebitentest.Main(m, render.WatchCuts()) }

// testShared is what the menus share in a test: English, nothing saved, no records.
func testShared(t *testing.T) *scene.Shared {
	t.Helper()
	fonts, err := render.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	return &scene.Shared{Model: scene.NewModel(nil), Fonts: fonts, Text: i18n.NewPrinter(i18n.En),
		Settings: storage.DefaultSettings(), Records: platform.NewFolder("")}
}

// TestEveryButtonIsAFingerTarget checks every named control of every screen at phone size.
func TestEveryButtonIsAFingerTarget(t *testing.T) {
	for _, v := range []render.View{{W: 360, H: 640, Scale: 3}, {W: 640, H: 360, Scale: 2}} {
		sh := testShared(t)
		sh.Model.Start(setup.Default(setup.Junqi))
		scenes := []scene.Scene{NewMenu(sh), NewChooseGame(sh), NewOptions(sh, setup.Junqi), NewOptions(sh, setup.Napoleon),
			NewSettings(sh), NewAbout(sh), NewLoad(sh), NewHandOver(sh, "S", "game")}
		for _, s := range scenes {
			s.Layout(v)
			var bs widget.Buttons
			switch s := s.(type) {
			case *Menu:
				bs = s.buttons
			case *ChooseGame:
				bs = s.buttons
			case *Options:
				bs = append(append(widget.Buttons{}, s.bar...), s.form.Controls()...)
			case *Settings:
				bs = append(append(widget.Buttons{}, s.bar...), s.form.Controls()...)
			case *HandOver:
				bs = widget.Buttons{s.button}
			}
			for _, b := range bs {
				if b.Rect.W < render.MinTarget || b.Rect.H < render.MinTarget {
					t.Errorf("%v %s: %s is %.0f×%.0f", v, s.Name(), b.Name, b.Rect.W, b.Rect.H)
				}
				if b.Rect.X < 0 || b.Rect.X+b.Rect.W > v.W+0.01 {
					t.Errorf("%v %s: %s %+v sticks out sideways", v, s.Name(), b.Name, b.Rect)
				}
			}
		}
	}
}
