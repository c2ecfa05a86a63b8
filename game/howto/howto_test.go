package howto_test

import (
	"testing"
	"time"

	"warboard/game/gametest"
	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/storage"
	"warboard/render"
)

// swipe drags a finger across the middle of the screen by dx.
func swipe(a *gametest.App, dx float64) {
	v := a.View()
	a.Drag(input.Point{X: v.W/2 - dx/2, Y: v.H * 0.6}, input.Point{X: v.W/2 + dx/2, Y: v.H * 0.6})
}

// TestHowToFromTheMainMenu: How to play opens on Junqi, turns its pages with Next,
// Previous and swipes, switches to Napoleon and goes back to the menu.
func TestHowToFromTheMainMenu(t *testing.T) {
	a := gametest.NewTestApp(t, render.View{W: 360, H: 640, Scale: 1})
	a.GoTo("button:howto", "howto")
	h := gametest.HowTo(a)
	if h == nil || h.Game() != "junqi" || h.Page() != 0 || h.Pages() < 5 {
		t.Fatalf("how-to opened on %+v", h)
	}
	if a.Visible("howto:prev") {
		t.Error("Previous is offered on the first page")
	}
	a.GoTo("howto:next", "howto")
	a.GoTo("howto:next", "howto")
	if h.Page() != 2 {
		t.Fatalf("two Nexts: page %d", h.Page())
	}
	a.GoTo("howto:prev", "howto")
	swipe(a, -200) // leftwards: the next page
	if h.Page() != 2 {
		t.Fatalf("a swipe left: page %d, want 2", h.Page())
	}
	swipe(a, 200)
	if h.Page() != 1 {
		t.Fatalf("a swipe right: page %d, want 1", h.Page())
	}
	for h.Page() < h.Pages()-1 {
		a.GoTo("howto:next", "howto")
	}
	if a.Visible("howto:next") {
		t.Error("Next is offered on the last page")
	}
	a.GoTo("howto:napoleon", "howto")
	if h.Game() != "napoleon" || h.Page() != 0 || h.Pages() < 6 {
		t.Fatalf("Napoleon: %s page %d of %d", h.Game(), h.Page(), h.Pages())
	}
	a.GoTo("button:back", "menu")
}

// TestHowToOverAGameReturnsToIt: the game menu's How to play shows over the game, which is
// the very same screen, with the same game, when the player comes back.
func TestHowToOverAGameReturnsToIt(t *testing.T) {
	for _, g := range []string{"junqi", "napoleon"} {
		t.Run(g, func(t *testing.T) {
			v := render.View{W: 768, H: 1024, Scale: 1}
			var a *gametest.App
			if g == "junqi" {
				a = gametest.StartJunqiTest(t, v)
				a.DeployAll()
				a.ThroughHandOver()
			} else {
				a = gametest.StartNapoleonVsComputer(t, v)
			}
			before := a.Scene()
			name := a.SceneName()
			rec, moves := a.Shared().Model.Record(), a.Shared().Model.Moves()
			a.GoTo("button:gamemenu", name)
			a.GoTo("menu:howto", name)
			if !a.Visible("howto:junqi") || !a.Visible("howto:napoleon") || a.Visible("menu:resign") {
				t.Fatal("the game menu's How to play does not show (or the menu shows through it)")
			}
			if h := gametest.HowTo(a); g == "junqi" && (h == nil || h.Game() != "junqi") {
				t.Fatalf("over a Junqi game: %+v", h)
			}
			if a.Visible("howto:prev") {
				t.Error("Previous on the first page")
			}
			a.GoTo("howto:next", name)
			if !a.Visible("howto:prev") {
				t.Error("Next over the game did not turn the page")
			}
			a.GoTo("button:back", name)
			if a.Scene() != before || a.Visible("howto:junqi") {
				t.Fatalf("back from the how-to: another screen (%T) or the how-to still open", a.Scene())
			}
			if a.Visible("menu:resign") {
				t.Error("the game menu is still open over the game")
			}
			if a.Shared().Model.Record() != rec || a.Shared().Model.Moves() != moves {
				t.Error("the game changed while the how-to showed")
			}
			if !a.Visible("button:gamemenu") {
				t.Error("the game's menu button is gone")
			}
		})
	}
}

// TestHowToTextScrolls: on a phone on its side the longest page's text scrolls with a
// vertical drag, to its end and no further, and a sideways swipe still turns the page.
func TestHowToTextScrolls(t *testing.T) {
	a := gametest.NewTestApp(t, render.View{W: 640, H: 360, Scale: 1})
	a.Shared().SetLanguage(i18n.Fr)
	a.GoTo("button:howto", "howto")
	a.GoTo("howto:napoleon", "howto")
	h := gametest.HowTo(a)
	for h.Page() < h.Pages()-1 {
		a.GoTo("howto:next", "howto")
	}
	at, most := h.Scroll()
	if at != 0 || most <= 0 {
		t.Fatalf("the terrain page in French on a 640×360 screen: scroll %.0f of %.0f", at, most)
	}
	text := a.At("howto:text")
	a.Drag(text, input.Point{X: text.X, Y: text.Y - 400})
	if at, most = h.Scroll(); at != most {
		t.Fatalf("after a long drag up: scroll %.0f of %.0f", at, most)
	}
	a.Drag(text, input.Point{X: text.X, Y: text.Y + 40})
	if at2, _ := h.Scroll(); at2 >= at {
		t.Fatalf("a drag down did not scroll back: %.0f", at2)
	}
	swipe(a, 200)
	if h.Page() != h.Pages()-2 {
		t.Fatalf("a swipe right on a scrolling page: page %d", h.Page())
	}
	if at, _ := h.Scroll(); at != 0 {
		t.Fatalf("a new page starts scrolled by %.0f", at)
	}
}

// TestSettingsFacesAndSound: the faces and sound choices take effect and are saved.
func TestSettingsFacesAndSound(t *testing.T) {
	a := gametest.NewTestApp(t, render.View{W: 360, H: 640, Scale: 1})
	if a.Shared().Settings.Faces != storage.FacesLanguage || !a.Shared().Settings.Sound {
		t.Fatalf("defaults: %+v", a.Shared().Settings)
	}
	a.GoTo("button:settings", "settings")
	a.GoTo("option:faces:chinese", "settings")
	a.GoTo("option:sound:off", "settings")
	saved, err := storage.LoadSettings(a.Store, time.Now())
	if err != nil || saved.Faces != storage.FacesChinese || saved.Sound {
		t.Fatalf("saved settings: %+v, %v", saved, err)
	}
	a.GoTo("option:faces:language", "settings")
	a.GoTo("option:sound:on", "settings")
	saved, _ = storage.LoadSettings(a.Store, time.Now())
	if saved.Faces != storage.FacesLanguage || !saved.Sound {
		t.Fatalf("saved settings after switching back: %+v", saved)
	}
}
