package game

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/internal/platform"
	"warboard/game/menu"
	"warboard/game/setup"
	"warboard/game/storage"
	"warboard/render"
)

func wantScene(t *testing.T, a *testApp, name string) {
	t.Helper()
	if got := a.SceneName(); got != name {
		t.Fatalf("scene = %q, want %q", got, name)
	}
}

// TestSceneFlow walks every screen with taps, as a player would.
func TestSceneFlow(t *testing.T) {
	a := newTestApp(t, render.View{W: 768, H: 1024, Scale: 2})
	wantScene(t, a, "menu")
	if a.Record() != "" {
		t.Fatalf("record on the menu = %q, want ''", a.Record())
	}
	if a.visible("button:continue") {
		t.Fatalf("Continue is offered with nothing saved")
	}
	for _, b := range []string{"button:new", "button:load", "button:settings", "button:about"} {
		if r, ok := a.scene.Target(b); !ok || r.H < render.MinTarget || r.W < render.MinTarget {
			t.Fatalf("menu %s: %+v, %v; want a finger-sized button", b, r, ok)
		}
	}

	a.goTo("button:about", "about")
	a.goTo("button:back", "menu")
	a.goTo("button:settings", "settings")
	a.goTo("button:back", "menu")
	a.goTo("button:load", "load")
	a.goTo("button:back", "menu")

	a.goTo("button:new", "newgame")
	a.goTo("button:back", "menu")
	a.goTo("button:new", "newgame")
	a.goTo("button:junqi", "options")
	a.goTo("button:back", "newgame")
	a.goTo("button:napoleon", "options")
	if got := a.scene.(*menu.Options).Setup().Game; got != setup.Napoleon {
		t.Fatalf("options for %q, want napoleon", got)
	}
	a.goTo("button:back", "newgame")
	a.goTo("button:junqi", "options")
	a.goTo("option:mode:dark", "options")
	a.goTo("option:battle-reveal", "options")
	a.goTo("button:start", "handover") // 暗棋: South deploys out of North's sight
	rec := a.Record()
	for _, want := range []string{`[Game "junqi"]`, `[Mode "dark"]`, "battle-reveal"} {
		if !strings.Contains(rec, want) {
			t.Fatalf("record after Start lacks %s:\n%s", want, rec)
		}
	}

	// Main menu keeps the game: the menu offers Continue, which reopens it.
	a.goTo("button:ready", "deploy")
	a.goTo("button:gamemenu", "deploy")
	a.goTo("menu:main", "menu")
	// The device may have changed hands: the secret deployment comes back behind a
	// hand-over to South.
	a.goTo("button:continue", "handover")
	a.goTo("button:ready", "deploy")

	// When the game ends the result screen's button closes it.
	a.shared.Model.Finish("South wins")
	a.setScene(menu.NewResult(a.shared))
	a.goTo("button:menu", "menu")
	if a.shared.Model.Active() || a.visible("button:continue") {
		t.Fatalf("the finished game can still be continued")
	}
	if _, err := a.store.Load(storage.NameAutosave); err == nil {
		t.Fatalf("the autosave outlived the finished game")
	}
}

func TestHandOverScene(t *testing.T) {
	a := newTestApp(t, render.View{W: 360, H: 640, Scale: 3})
	a.goTo("button:new", "newgame")
	a.goTo("button:junqi", "options")
	a.goTo("button:start", "deploy")
	a.mu.Lock()
	a.scene = menu.NewHandOver(a.shared, "N", "game")
	a.scene.Layout(a.view)
	a.mu.Unlock()
	wantScene(t, a, "handover")
	r, ok := a.scene.Target("button:ready")
	if !ok || r.H < 64 || r.W < 200 {
		t.Fatalf("hand-over button %+v: want a big target", r)
	}

	// The hand-over is autosaved: a restart shows it again, before the game.
	b := newTestAppOn(t, a.View(), a.store, platform.NewFolder(""))
	b.goTo("button:continue", "handover")
	b.goTo("button:ready", "deploy")
	if h := b.shared.Model.Saved().HandOver; h != nil {
		t.Fatalf("hand-over still saved after Ready: %+v", h)
	}
}

func TestDraggingOffAButtonDoesNotPressIt(t *testing.T) {
	a := newTestApp(t, render.View{W: 360, H: 640, Scale: 3})
	newGame := a.at("button:new")
	load := a.at("button:load")

	// Press on New game, slide away, release elsewhere: nothing happens.
	a.gesture(input.Touch, 1,
		rawStep{input.Down, newGame},
		rawStep{input.Move, input.Point{X: newGame.X, Y: newGame.Y + 200}},
		rawStep{input.Up, input.Point{X: newGame.X, Y: newGame.Y + 200}})
	wantScene(t, a, "menu")

	// Press on New game, release on Load: neither fires.
	a.gesture(input.Touch, 2, rawStep{input.Down, newGame}, rawStep{input.Up, load})
	wantScene(t, a, "menu")

	// A press lights the button up (a redraw); lifting the finger off it clears it.
	a.Draw(newScreen(a.View()))
	a.gesture(input.Touch, 3, rawStep{input.Down, newGame})
	if !a.dirty {
		t.Fatalf("pressing a button asked for no redraw")
	}
	a.gesture(input.Touch, 3, rawStep{input.Cancel, newGame})
	wantScene(t, a, "menu")
}

func TestTouchThenEmulatedClickActsOnce(t *testing.T) {
	// Back on the game choice lies where nothing is on the menu... but on the options
	// screen Back sits where Back is on the game choice. Tap it, then let a browser-style
	// compatibility click land on the same spot at once: only one step back.
	a := newTestApp(t, render.View{W: 768, H: 1024, Scale: 2})
	a.goTo("button:new", "newgame")
	a.goTo("button:junqi", "options")
	back := a.at("button:back")
	a.gesture(input.Touch, 5, rawStep{input.Down, back}, rawStep{input.Up, back})
	wantScene(t, a, "newgame")
	// The emulated click that follows the touch at once must not act as a second tap.
	a.gesture(input.Mouse, 0, rawStep{input.Down, back}, rawStep{input.Up, back})
	wantScene(t, a, "newgame")
	// A deliberate mouse click later does.
	a.idle()
	a.gesture(input.Mouse, 0, rawStep{input.Down, back}, rawStep{input.Up, back})
	wantScene(t, a, "menu")
}

func TestLayoutFollowsTheView(t *testing.T) {
	a := newTestApp(t, render.View{W: 1280, H: 800, Scale: 1})
	x1, y1, _ := a.PointAt("button:new")
	a.setView(render.View{W: 360, H: 640, Scale: 3})
	x2, y2, ok := a.PointAt("button:new")
	if !ok || (x1 == x2 && y1 == y2) {
		t.Fatalf("after a resize New game is at %v,%v (on screen %v), was %v,%v", x2, y2, ok, x1, y1)
	}
	if x2 > 360 || y2 > 640 {
		t.Fatalf("New game at %v,%v lies outside a 360×640 view", x2, y2)
	}
	if _, _, ok := a.PointAt("button:nonsense"); ok {
		t.Fatalf("an unknown target was reported on screen")
	}
}

// TestOptionListScrollsOnAPhone: the Napoleon options do not fit a 360×640 phone; dragging
// the list brings the last one into view, a tap then works on it, and Start stays put.
func TestOptionListScrollsOnAPhone(t *testing.T) {
	a := newTestApp(t, render.View{W: 360, H: 640, Scale: 3})
	a.goTo("button:new", "newgame")
	a.goTo("button:napoleon", "options")
	start := a.at("button:start")
	if a.visible("option:first:S") {
		t.Fatalf("the whole Napoleon list fits a phone? the scroll test needs it not to")
	}
	if !a.visible("option:board:8") {
		t.Fatalf("the first option is not on screen at the start")
	}
	for i := 0; i < 8 && !a.visible("option:first:S"); i++ {
		a.drag(input.Point{X: 180, Y: 480}, input.Point{X: 180, Y: 180})
	}
	if !a.visible("option:first:S") {
		t.Fatalf("dragging up never showed the last option")
	}
	// The drag did not act on what it started on.
	if s := a.scene.(*menu.Options).Setup(); s.Napoleon != passAndPlayDefault(setup.Napoleon).Napoleon {
		t.Fatalf("dragging the list changed the setup: %+v", s.Napoleon)
	}
	a.goTo("option:first:S", "options")
	if got := a.scene.(*menu.Options).Setup().Napoleon.First; got != "S" {
		t.Fatalf("first player after a tap = %q, want S", got)
	}
	if a.at("button:start") != start {
		t.Fatalf("Start moved while the list scrolled")
	}
	if a.visible("option:board:8") {
		t.Fatalf("the first option is still reported on screen after scrolling past it")
	}
	// Scrolling back down shows the top again; it stops at the top.
	for i := 0; i < 10; i++ {
		a.drag(input.Point{X: 180, Y: 180}, input.Point{X: 180, Y: 520})
	}
	if !a.visible("option:board:8") {
		t.Fatalf("dragging down did not return to the top")
	}
}

// TestOptionsApplyAndHide: choices show and hide the options that depend on them.
func TestOptionsApplyAndHide(t *testing.T) {
	a := newTestApp(t, render.View{W: 1280, H: 1600, Scale: 1}) // every row on screen
	a.goTo("button:new", "newgame")
	a.goTo("button:junqi", "options")
	shown := func(name string) bool { _, ok := a.scene.Target(name); return ok }
	if shown("option:battle-reveal") || shown("option:turn-order") || !shown("option:secret-deploy") {
		t.Fatalf("open 2-player game: battle-reveal %v, turn-order %v, secret-deploy %v",
			shown("option:battle-reveal"), shown("option:turn-order"), shown("option:secret-deploy"))
	}
	a.goTo("option:board:3p", "options")
	if shown("option:mode:flip") {
		t.Fatalf("flip is offered to three players")
	}
	a.goTo("option:board:4p-teams", "options")
	a.goTo("option:mode:flip", "options")
	a.goTo("option:board:3p", "options")
	if got := a.scene.(*menu.Options).Setup().Junqi.Mode; got != "open" {
		t.Fatalf("three players kept mode %q, want open", got)
	}
	a.goTo("option:nocapture:minus", "options")
	if got := a.scene.(*menu.Options).Setup().Junqi.NoCapture; got != 60 {
		t.Fatalf("nocapture after − = %d, want 60", got)
	}
}

// TestRememberedChoices: Start remembers the game's choices in the settings; the next new
// game of that game opens on them, also after a restart, and the other game is untouched.
func TestRememberedChoices(t *testing.T) {
	a := newTestApp(t, render.View{W: 1280, H: 800, Scale: 1})
	a.goTo("button:new", "newgame")
	a.goTo("button:junqi", "options")
	a.goTo("option:board:4p-teams", "options")
	a.goTo("option:mode:dark", "options")
	a.goTo("option:allies-see", "options")
	a.goTo("option:turn-order:cw", "options")
	want := a.scene.(*menu.Options).Setup()
	a.goTo("button:start", "handover")

	b := newTestAppOn(t, a.View(), a.store, platform.NewFolder(""))
	b.goTo("button:new", "newgame")
	b.goTo("button:junqi", "options")
	if got := b.scene.(*menu.Options).Setup(); got != want {
		t.Fatalf("options after a restart:\n got %+v\nwant %+v", got.Junqi, want.Junqi)
	}
	b.goTo("button:back", "newgame")
	b.goTo("button:napoleon", "options")
	if got := b.scene.(*menu.Options).Setup(); got.Napoleon != passAndPlayDefault(setup.Napoleon).Napoleon {
		t.Fatalf("napoleon options changed by a junqi game: %+v", got.Napoleon)
	}
}

// TestLanguageSwitch: choosing a language in the settings changes the visible texts at once
// and is kept for the next start.
func TestLanguageSwitch(t *testing.T) {
	a := newTestApp(t, render.View{W: 768, H: 1024, Scale: 2})
	label := func(name string) string {
		switch s := a.scene.(type) {
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
	a.goTo("button:settings", "settings")
	a.goTo("option:language:fr", "settings")
	if got := label("button:back"); !strings.Contains(got, "Retour") {
		t.Fatalf("Back after choosing French says %q", got)
	}
	a.goTo("option:language:zh", "settings")
	a.goTo("button:back", "menu")
	if got := label("button:new"); got != i18n.Text(i18n.Zh, i18n.MenuNewGame) {
		t.Fatalf("menu after choosing Chinese says %q", got)
	}
	b := newTestAppOn(t, a.View(), a.store, platform.NewFolder(""))
	if got := b.shared.Text.Lang(); got != i18n.Zh {
		t.Fatalf("language after a restart = %v, want zh", got)
	}
	b.goTo("button:settings", "settings")
	b.goTo("option:orientation:mover", "settings")
	c := newTestAppOn(t, a.View(), a.store, platform.NewFolder(""))
	if c.shared.Settings.Orientation != storage.OrientMover {
		t.Fatalf("orientation after a restart = %q", c.shared.Settings.Orientation)
	}
}

// TestLoadRecord: a good file becomes the game; a bad one is explained, never a crash.
func TestLoadRecord(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"good.txt":  "[Game \"napoleon\"]\n[Board \"8x8\"]\n[Position \"a1=SG d2=SI e7=NI h8=NG\"]\n\nd2-d4\n",
		"bad.txt":   "[Game \"junqi\"]\n[Bogus \"1\"]\n",
		"empty.txt": "  \n",
		"chess.txt": "[Game \"chess\"]\n[Board \"8x8\"]\n",
		"torn.txt":  "[Game \"junqi\"]\n} a6-a7\n",
		"wrong.txt": "[Game \"napoleon\"]\n[Board \"8x8\"]\n[Position \"a1=SG d2=SI e7=NI h8=NG\"]\n\nd2-h7\n",
	}
	says := map[string]string{ // the player's words for each: what is wrong, what to do
		"torn.txt":  "not a game record Warboard can read",
		"chess.txt": "a game Warboard does not play",
		"wrong.txt": "breaks the rules",
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	store := storage.NewMemStore()
	a := newTestAppOn(t, render.View{W: 768, H: 1024, Scale: 2}, store, platform.NewFolder(dir))
	a.shared.Text.SetLang(i18n.En)
	a.goTo("button:load", "load")
	for _, name := range []string{"bad.txt", "empty.txt", "chess.txt", "torn.txt", "wrong.txt"} {
		a.goTo("record:"+name, "load")
		if !strings.Contains(a.shared.Notice, name) {
			t.Fatalf("loading %s: notice %q does not name the file", name, a.shared.Notice)
		}
		a.Draw(newScreen(a.View())) // the message draws
		if want, ok := says[name]; ok && (!strings.Contains(a.shared.Notice, want) || a.shared.NoticeDetail == "") {
			t.Fatalf("loading %s: notice %q (detail %q), want %q and a detail", name, a.shared.Notice, a.shared.NoticeDetail, want)
		}
		if detail := a.shared.NoticeDetail; detail != "" {
			// the player's words first; the parser's own a tap away
			if strings.Contains(a.shared.Notice, detail) {
				t.Fatalf("loading %s: the notice %q shows the technical detail %q", name, a.shared.Notice, detail)
			}
			a.tapNotice()
			if a.shared.Notice != detail {
				t.Fatalf("loading %s: a tap on the notice shows %q, want the detail %q", name, a.shared.Notice, detail)
			}
		}
		a.tapNotice() // a tap on it takes it away, and does nothing else
		wantScene(t, a, "load")
		if a.shared.Notice != "" {
			t.Fatalf("notice %q not dismissed by a tap", a.shared.Notice)
		}
	}
	a.goTo("record:good.txt", "play")
	if a.shared.Model.Game() != setup.Napoleon || a.shared.Model.Moves() != 1 {
		t.Fatalf("loaded game %q with %d moves, want napoleon with 1", a.shared.Model.Game(), a.shared.Model.Moves())
	}
	if !placed(a, "d4", "SI") {
		t.Fatalf("the loaded game shows %q, want the infantry on d4", a.Shown())
	}
	a.goTo("button:gamemenu", "play")
	a.goTo("menu:main", "menu")
	if !a.visible("button:continue") {
		t.Fatalf("a loaded record cannot be continued")
	}
}

// TestWheelScrollsTheList: on a desktop the mouse wheel scrolls the options.
func TestWheelScrollsTheList(t *testing.T) {
	a := newTestApp(t, render.View{W: 1280, H: 800, Scale: 1})
	a.goTo("button:new", "newgame")
	a.goTo("button:napoleon", "options")
	if a.visible("option:first:S") {
		t.Fatalf("the whole Napoleon list fits 1280×800? the wheel test needs it not to")
	}
	for i := 0; i < 40 && !a.visible("option:first:S"); i++ {
		a.step([]input.Raw{{Device: input.Mouse, Phase: input.Wheel, Pos: input.Point{X: 640, Y: 400}, Delta: input.Point{Y: 48}}})
	}
	if !a.visible("option:first:S") {
		t.Fatalf("the wheel never showed the last option")
	}
	// A wheel over the bottom bar scrolls nothing.
	before := a.scene.(*menu.Options).Form().Scrolled()
	a.step([]input.Raw{{Device: input.Mouse, Phase: input.Wheel, Pos: a.at("button:start"), Delta: input.Point{Y: -48}}})
	if a.scene.(*menu.Options).Form().Scrolled() != before {
		t.Fatalf("a wheel over Start scrolled the list")
	}
}

// TestTheDoorNeverLosesAGame: with a game in progress, New game and Load a record ask
// first; Cancel keeps the game, OK replaces it, and a record its game refuses leaves the
// game in progress as it was.
func TestTheDoorNeverLosesAGame(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"good.txt":    "[Game \"napoleon\"]\n[Board \"8x8\"]\n[Position \"a1=SG d2=SI e7=NI h8=NG\"]\n\nd2-d4\n",
		"refused.txt": "[Game \"junqi\"]\n[Board \"9p\"]\n", // a record, but no Junqi board
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	a := newTestAppOn(t, render.View{W: 768, H: 1024, Scale: 2}, storage.NewMemStore(), platform.NewFolder(dir))
	a.shared.Text.SetLang(i18n.En)
	var junqiRec string // the game in progress
	kept := func(when string) {
		t.Helper()
		if m := a.shared.Model; !m.Active() || m.Game() != setup.Junqi || m.Record() != junqiRec {
			t.Fatalf("%s: the game in progress is %q (active %v), record\n%s", when, m.Game(), m.Active(), m.Record())
		}
	}
	a.goTo("button:new", "newgame")
	a.goTo("button:junqi", "options")
	if a.visible(menu.ConfirmYes) {
		t.Fatal("Start asks although no game is in progress")
	}
	a.goTo("button:start", "deploy")
	junqiRec = a.shared.Model.Record()
	a.goTo("button:gamemenu", "deploy")
	a.goTo("menu:main", "menu")

	// New game: Start asks; Cancel keeps the game, and the options stay as chosen.
	a.goTo("button:new", "newgame")
	a.goTo("button:napoleon", "options")
	a.goTo("option:board:10", "options")
	a.goTo("button:start", "options")
	if !a.visible(menu.ConfirmYes) || !a.visible(menu.ConfirmNo) || a.visible("button:start") {
		t.Fatal("Start over a game in progress does not ask first (or the screen behind still acts)")
	}
	a.goTo(menu.ConfirmNo, "options")
	kept("after Cancel")
	if a.visible(menu.ConfirmYes) || a.scene.(*menu.Options).Setup().Napoleon.Size != 10 {
		t.Fatal("Cancel did not close the question, or lost the options")
	}
	// A tap beside the question is a no too.
	a.goTo("button:start", "options")
	a.tapAt(input.Point{X: 4, Y: 4})
	kept("after a tap beside the question")

	// Load a record: a record its game refuses leaves the game as it was, even after OK.
	a.goTo("button:back", "newgame")
	a.goTo("button:back", "menu")
	a.goTo("button:load", "load")
	a.goTo("record:refused.txt", "load")
	a.goTo(menu.ConfirmYes, "load")
	if !strings.Contains(a.shared.Notice, "refused.txt") {
		t.Fatalf("a refused record says %q", a.shared.Notice)
	}
	kept("after a refused record")
	a.dismissNotice() // the message (and its detail) goes; the screen stays
	a.goTo("record:good.txt", "load")
	a.goTo(menu.ConfirmNo, "load")
	kept("after Cancel on Load")
	a.goTo("record:good.txt", "load")
	a.goTo(menu.ConfirmYes, "play")
	if m := a.shared.Model; m.Game() != setup.Napoleon || m.Moves() != 1 || !placed(a, "d4", "SI") {
		t.Fatalf("OK did not load the record: %q with %d moves", m.Game(), m.Moves())
	}

	// New game over it: OK replaces it.
	a.goTo("button:gamemenu", "play")
	a.goTo("menu:main", "menu")
	a.goTo("button:new", "newgame")
	a.goTo("button:junqi", "options")
	a.goTo("button:start", "options")
	a.goTo(menu.ConfirmYes, "deploy")
	if m := a.shared.Model; m.Game() != setup.Junqi || m.Moves() != 0 || !m.Active() {
		t.Fatalf("OK did not start the new game: %q with %d moves", m.Game(), m.Moves())
	}
}
