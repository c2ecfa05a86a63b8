package menu_test

import (
	"strings"
	"testing"

	"warboard/game/gametest"
	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/internal/platform"
	"warboard/game/menu"
	"warboard/game/setup"
	"warboard/game/storage"
	"warboard/render"
)

func TestHandOverScene(t *testing.T) {
	a := gametest.NewTestApp(t, render.View{W: 360, H: 640, Scale: 3})
	a.GoTo("button:new", "newgame")
	a.GoTo("button:junqi", "options")
	a.GoTo("button:start", "deploy")
	a.SetScene(menu.NewHandOver(a.Shared(), "N", "game"))
	gametest.WantScene(t, a, "handover")
	r, ok := a.Scene().Target("button:ready")
	if !ok || r.H < 64 || r.W < 200 {
		t.Fatalf("hand-over button %+v: want a big target", r)
	}

	// The hand-over is autosaved: a restart shows it again, before the game.
	b := gametest.NewTestAppOn(t, a.View(), a.Store, platform.NewFolder(""))
	b.GoTo("button:continue", "handover")
	b.GoTo("button:ready", "deploy")
	if h := b.Shared().Model.Saved().HandOver; h != nil {
		t.Fatalf("hand-over still saved after Ready: %+v", h)
	}
}

// TestOptionListScrollsOnAPhone: the Napoleon options do not fit a 360×640 phone; dragging
// the list brings the last one into view, a tap then works on it, and Start stays put.
func TestOptionListScrollsOnAPhone(t *testing.T) {
	a := gametest.NewTestApp(t, render.View{W: 360, H: 640, Scale: 3})
	a.GoTo("button:new", "newgame")
	a.GoTo("button:napoleon", "options")
	start := a.At("button:start")
	if a.Visible("option:first:S") {
		t.Fatalf("the whole Napoleon list fits a phone? the scroll test needs it not to")
	}
	if !a.Visible("option:board:8") {
		t.Fatalf("the first option is not on screen at the start")
	}
	for i := 0; i < 8 && !a.Visible("option:first:S"); i++ {
		a.Drag(input.Point{X: 180, Y: 480}, input.Point{X: 180, Y: 180})
	}
	if !a.Visible("option:first:S") {
		t.Fatalf("dragging up never showed the last option")
	}
	// The drag did not act on what it started on.
	if s := a.Scene().(*menu.Options).Setup(); s.Napoleon != gametest.PassAndPlayDefault(setup.Napoleon).Napoleon {
		t.Fatalf("dragging the list changed the setup: %+v", s.Napoleon)
	}
	a.GoTo("option:first:S", "options")
	if got := a.Scene().(*menu.Options).Setup().Napoleon.First; got != "S" {
		t.Fatalf("first player after a tap = %q, want S", got)
	}
	if a.At("button:start") != start {
		t.Fatalf("Start moved while the list scrolled")
	}
	if a.Visible("option:board:8") {
		t.Fatalf("the first option is still reported on screen after scrolling past it")
	}
	// Scrolling back down shows the top again; it stops at the top.
	for i := 0; i < 10; i++ {
		a.Drag(input.Point{X: 180, Y: 180}, input.Point{X: 180, Y: 520})
	}
	if !a.Visible("option:board:8") {
		t.Fatalf("dragging down did not return to the top")
	}
}

// TestOptionsApplyAndHide: choices show and hide the options that depend on them.
func TestOptionsApplyAndHide(t *testing.T) {
	a := gametest.NewTestApp(t, render.View{W: 1280, H: 1600, Scale: 1}) // every row on screen
	a.GoTo("button:new", "newgame")
	a.GoTo("button:junqi", "options")
	shown := func(name string) bool { _, ok := a.Scene().Target(name); return ok }
	if shown("option:battle-reveal") || shown("option:turn-order") || !shown("option:secret-deploy") {
		t.Fatalf("open 2-player game: battle-reveal %v, turn-order %v, secret-deploy %v",
			shown("option:battle-reveal"), shown("option:turn-order"), shown("option:secret-deploy"))
	}
	a.GoTo("option:board:3p", "options")
	if shown("option:mode:flip") {
		t.Fatalf("flip is offered to three players")
	}
	a.GoTo("option:board:4p-teams", "options")
	a.GoTo("option:mode:flip", "options")
	a.GoTo("option:board:3p", "options")
	if got := a.Scene().(*menu.Options).Setup().Junqi.Mode; got != "open" {
		t.Fatalf("three players kept mode %q, want open", got)
	}
	a.GoTo("option:nocapture:minus", "options")
	if got := a.Scene().(*menu.Options).Setup().Junqi.NoCapture; got != 60 {
		t.Fatalf("nocapture after − = %d, want 60", got)
	}
}

// TestRememberedChoices: Start remembers the game's choices in the settings; the next new
// game of that game opens on them, also after a restart, and the other game is untouched.
func TestRememberedChoices(t *testing.T) {
	a := gametest.NewTestApp(t, render.View{W: 1280, H: 800, Scale: 1})
	a.GoTo("button:new", "newgame")
	a.GoTo("button:junqi", "options")
	a.GoTo("option:board:4p-teams", "options")
	a.GoTo("option:mode:dark", "options")
	a.GoTo("option:allies-see", "options")
	a.GoTo("option:turn-order:cw", "options")
	want := a.Scene().(*menu.Options).Setup()
	a.GoTo("button:start", "handover")

	b := gametest.NewTestAppOn(t, a.View(), a.Store, platform.NewFolder(""))
	b.GoTo("button:new", "newgame")
	b.GoTo("button:junqi", "options")
	if got := b.Scene().(*menu.Options).Setup(); got != want {
		t.Fatalf("options after a restart:\n got %+v\nwant %+v", got.Junqi, want.Junqi)
	}
	b.GoTo("button:back", "newgame")
	b.GoTo("button:napoleon", "options")
	if got := b.Scene().(*menu.Options).Setup(); got.Napoleon != gametest.PassAndPlayDefault(setup.Napoleon).Napoleon {
		t.Fatalf("napoleon options changed by a junqi game: %+v", got.Napoleon)
	}
}

// TestLanguageSwitch: choosing a language in the settings changes the visible texts at once
// and is kept for the next start.
func TestLanguageSwitch(t *testing.T) {
	a := gametest.NewTestApp(t, render.View{W: 768, H: 1024, Scale: 2})
	label := func(name string) string {
		switch s := a.Scene().(type) {
		case *menu.Menu:
			return s.Controls().Find(name).Label
		case *menu.Settings:
			return s.Controls().Find(name).Label
		}
		return ""
	}
	if got := label("button:new"); got != "New game" {
		t.Fatalf("English menu says %q", got)
	}
	a.GoTo("button:settings", "settings")
	a.GoTo("option:language:fr", "settings")
	if got := label("button:back"); !strings.Contains(got, "Retour") {
		t.Fatalf("Back after choosing French says %q", got)
	}
	a.GoTo("option:language:zh", "settings")
	a.GoTo("button:back", "menu")
	if got := label("button:new"); got != i18n.Text(i18n.Zh, i18n.MenuNewGame) {
		t.Fatalf("menu after choosing Chinese says %q", got)
	}
	b := gametest.NewTestAppOn(t, a.View(), a.Store, platform.NewFolder(""))
	if got := b.Shared().Text.Lang(); got != i18n.Zh {
		t.Fatalf("language after a restart = %v, want zh", got)
	}
	b.GoTo("button:settings", "settings")
	b.GoTo("option:orientation:mover", "settings")
	c := gametest.NewTestAppOn(t, a.View(), a.Store, platform.NewFolder(""))
	if c.Shared().Settings.Orientation != storage.OrientMover {
		t.Fatalf("orientation after a restart = %q", c.Shared().Settings.Orientation)
	}
}

// TestWheelScrollsTheList: on a desktop the mouse wheel scrolls the options.
func TestWheelScrollsTheList(t *testing.T) {
	a := gametest.NewTestApp(t, render.View{W: 1280, H: 800, Scale: 1})
	a.GoTo("button:new", "newgame")
	a.GoTo("button:napoleon", "options")
	if a.Visible("option:first:S") {
		t.Fatalf("the whole Napoleon list fits 1280×800? the wheel test needs it not to")
	}
	for i := 0; i < 40 && !a.Visible("option:first:S"); i++ {
		a.Step([]input.Raw{{Device: input.Mouse, Phase: input.Wheel, Pos: input.Point{X: 640, Y: 400}, Delta: input.Point{Y: 48}}})
	}
	if !a.Visible("option:first:S") {
		t.Fatalf("the wheel never showed the last option")
	}
	// A wheel over the bottom bar scrolls nothing.
	before := a.Scene().(*menu.Options).Form().Scrolled()
	a.Step([]input.Raw{{Device: input.Mouse, Phase: input.Wheel, Pos: a.At("button:start"), Delta: input.Point{Y: -48}}})
	if a.Scene().(*menu.Options).Form().Scrolled() != before {
		t.Fatalf("a wheel over Start scrolled the list")
	}
}
