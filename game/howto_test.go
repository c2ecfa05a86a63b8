package game

import (
	"testing"
	"time"

	"warboard/game/howto"
	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/menu"
	"warboard/game/storage"
	"warboard/render"
)

// howTo is the how-to on screen: the how-to scene's, or the one a game menu shows over its
// game; nil when none shows.
func howTo(a *testApp) *howto.HowTo {
	a.mu.Lock()
	defer a.mu.Unlock()
	switch s := a.scene.(type) {
	case *menu.HowToScene:
		return s.HowTo
	case interface{ GameMenu() *menu.GameMenu }:
		return s.GameMenu().HowTo()
	}
	return nil
}

// swipe drags a finger across the middle of the screen by dx.
func (a *testApp) swipe(dx float64) {
	v := a.View()
	a.drag(input.Point{X: v.W/2 - dx/2, Y: v.H * 0.6}, input.Point{X: v.W/2 + dx/2, Y: v.H * 0.6})
}

// TestHowToFromTheMainMenu: How to play opens on Junqi, turns its pages with Next,
// Previous and swipes, switches to Napoleon and goes back to the menu.
func TestHowToFromTheMainMenu(t *testing.T) {
	a := newTestApp(t, render.View{W: 360, H: 640, Scale: 1})
	a.goTo("button:howto", "howto")
	h := howTo(a)
	if h == nil || h.Game() != "junqi" || h.Page() != 0 || h.Pages() < 5 {
		t.Fatalf("how-to opened on %+v", h)
	}
	if a.visible("howto:prev") {
		t.Error("Previous is offered on the first page")
	}
	a.goTo("howto:next", "howto")
	a.goTo("howto:next", "howto")
	if h.Page() != 2 {
		t.Fatalf("two Nexts: page %d", h.Page())
	}
	a.goTo("howto:prev", "howto")
	a.swipe(-200) // leftwards: the next page
	if h.Page() != 2 {
		t.Fatalf("a swipe left: page %d, want 2", h.Page())
	}
	a.swipe(200)
	if h.Page() != 1 {
		t.Fatalf("a swipe right: page %d, want 1", h.Page())
	}
	for h.Page() < h.Pages()-1 {
		a.goTo("howto:next", "howto")
	}
	if a.visible("howto:next") {
		t.Error("Next is offered on the last page")
	}
	a.goTo("howto:napoleon", "howto")
	if h.Game() != "napoleon" || h.Page() != 0 || h.Pages() < 6 {
		t.Fatalf("Napoleon: %s page %d of %d", h.Game(), h.Page(), h.Pages())
	}
	a.goTo("button:back", "menu")
}

// TestHowToOverAGameReturnsToIt: the game menu's How to play shows over the game, which is
// the very same screen, with the same game, when the player comes back.
func TestHowToOverAGameReturnsToIt(t *testing.T) {
	for _, g := range []string{"junqi", "napoleon"} {
		t.Run(g, func(t *testing.T) {
			v := render.View{W: 768, H: 1024, Scale: 1}
			var a *testApp
			if g == "junqi" {
				a = startJunqiTest(t, v)
				a.deployAll()
				a.throughHandOver()
			} else {
				a = startNapoleonVsComputer(t, v)
			}
			before := a.scene
			name := a.SceneName()
			rec, moves := a.shared.Model.Record(), a.shared.Model.Moves()
			a.goTo("button:gamemenu", name)
			a.goTo("menu:howto", name)
			if !a.visible("howto:junqi") || !a.visible("howto:napoleon") || a.visible("menu:resign") {
				t.Fatal("the game menu's How to play does not show (or the menu shows through it)")
			}
			if h := howTo(a); g == "junqi" && (h == nil || h.Game() != "junqi") {
				t.Fatalf("over a Junqi game: %+v", h)
			}
			if a.visible("howto:prev") {
				t.Error("Previous on the first page")
			}
			a.goTo("howto:next", name)
			if !a.visible("howto:prev") {
				t.Error("Next over the game did not turn the page")
			}
			a.goTo("button:back", name)
			if a.scene != before || a.visible("howto:junqi") {
				t.Fatalf("back from the how-to: another screen (%T) or the how-to still open", a.scene)
			}
			if a.visible("menu:resign") {
				t.Error("the game menu is still open over the game")
			}
			if a.shared.Model.Record() != rec || a.shared.Model.Moves() != moves {
				t.Error("the game changed while the how-to showed")
			}
			if !a.visible("button:gamemenu") {
				t.Error("the game's menu button is gone")
			}
		})
	}
}

// TestHowToTextScrolls: on a phone on its side the longest page's text scrolls with a
// vertical drag, to its end and no further, and a sideways swipe still turns the page.
func TestHowToTextScrolls(t *testing.T) {
	a := newTestApp(t, render.View{W: 640, H: 360, Scale: 1})
	a.shared.SetLanguage(i18n.Fr)
	a.goTo("button:howto", "howto")
	a.goTo("howto:napoleon", "howto")
	h := howTo(a)
	for h.Page() < h.Pages()-1 {
		a.goTo("howto:next", "howto")
	}
	at, most := h.Scroll()
	if at != 0 || most <= 0 {
		t.Fatalf("the terrain page in French on a 640×360 screen: scroll %.0f of %.0f", at, most)
	}
	text := a.at("howto:text")
	a.drag(text, input.Point{X: text.X, Y: text.Y - 400})
	if at, most = h.Scroll(); at != most {
		t.Fatalf("after a long drag up: scroll %.0f of %.0f", at, most)
	}
	a.drag(text, input.Point{X: text.X, Y: text.Y + 40})
	if at2, _ := h.Scroll(); at2 >= at {
		t.Fatalf("a drag down did not scroll back: %.0f", at2)
	}
	a.swipe(200)
	if h.Page() != h.Pages()-2 {
		t.Fatalf("a swipe right on a scrolling page: page %d", h.Page())
	}
	if at, _ := h.Scroll(); at != 0 {
		t.Fatalf("a new page starts scrolled by %.0f", at)
	}
}

// TestSettingsFacesAndSound: the faces and sound choices take effect and are saved.
func TestSettingsFacesAndSound(t *testing.T) {
	a := newTestApp(t, render.View{W: 360, H: 640, Scale: 1})
	if a.shared.Settings.Faces != storage.FacesLanguage || !a.shared.Settings.Sound {
		t.Fatalf("defaults: %+v", a.shared.Settings)
	}
	a.goTo("button:settings", "settings")
	a.goTo("option:faces:chinese", "settings")
	a.goTo("option:sound:off", "settings")
	saved, err := storage.LoadSettings(a.store, time.Now())
	if err != nil || saved.Faces != storage.FacesChinese || saved.Sound {
		t.Fatalf("saved settings: %+v, %v", saved, err)
	}
	a.goTo("option:faces:language", "settings")
	a.goTo("option:sound:on", "settings")
	saved, _ = storage.LoadSettings(a.store, time.Now())
	if saved.Faces != storage.FacesLanguage || !saved.Sound {
		t.Fatalf("saved settings after switching back: %+v", saved)
	}
}
