package game_test

import (
	"os"
	"path/filepath"
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

// TestSceneFlow walks every screen with taps, as a player would.
func TestSceneFlow(t *testing.T) {
	a := gametest.NewTestApp(t, render.View{W: 768, H: 1024, Scale: 2})
	gametest.WantScene(t, a, "menu")
	if a.Record() != "" {
		t.Fatalf("record on the menu = %q, want ''", a.Record())
	}
	if a.Visible("button:continue") {
		t.Fatalf("Continue is offered with nothing saved")
	}
	for _, b := range []string{"button:new", "button:load", "button:settings", "button:about"} {
		if r, ok := a.Scene().Target(b); !ok || r.H < render.MinTarget || r.W < render.MinTarget {
			t.Fatalf("menu %s: %+v, %v; want a finger-sized button", b, r, ok)
		}
	}

	a.GoTo("button:about", "about")
	a.GoTo("button:back", "menu")
	a.GoTo("button:settings", "settings")
	a.GoTo("button:back", "menu")
	a.GoTo("button:load", "load")
	a.GoTo("button:back", "menu")

	a.GoTo("button:new", "newgame")
	a.GoTo("button:back", "menu")
	a.GoTo("button:new", "newgame")
	a.GoTo("button:junqi", "options")
	a.GoTo("button:back", "newgame")
	a.GoTo("button:napoleon", "options")
	if got := a.Scene().(*menu.Options).Setup().Game; got != setup.Napoleon {
		t.Fatalf("options for %q, want napoleon", got)
	}
	a.GoTo("button:back", "newgame")
	a.GoTo("button:junqi", "options")
	a.GoTo("option:mode:dark", "options")
	a.GoTo("option:battle-reveal", "options")
	a.GoTo("button:start", "handover") // 暗棋: South deploys out of North's sight
	rec := a.Record()
	for _, want := range []string{`[Game "junqi"]`, `[Mode "dark"]`, "battle-reveal"} {
		if !strings.Contains(rec, want) {
			t.Fatalf("record after Start lacks %s:\n%s", want, rec)
		}
	}

	// Main menu keeps the game: the menu offers Continue, which reopens it.
	a.GoTo("button:ready", "deploy")
	a.GoTo("button:gamemenu", "deploy")
	a.GoTo("menu:main", "menu")
	// The device may have changed hands: the secret deployment comes back behind a
	// hand-over to South.
	a.GoTo("button:continue", "handover")
	a.GoTo("button:ready", "deploy")

	// When the game ends the result screen's button closes it.
	a.Shared().Model.Finish("South wins")
	a.SetScene(menu.NewResult(a.Shared()))
	a.GoTo("button:menu", "menu")
	if a.Shared().Model.Active() || a.Visible("button:continue") {
		t.Fatalf("the finished game can still be continued")
	}
	if _, err := a.Store.Load(storage.NameAutosave); err == nil {
		t.Fatalf("the autosave outlived the finished game")
	}
}

func TestDraggingOffAButtonDoesNotPressIt(t *testing.T) {
	a := gametest.NewTestApp(t, render.View{W: 360, H: 640, Scale: 3})
	newGame := a.At("button:new")
	load := a.At("button:load")

	// Press on New game, slide away, release elsewhere: nothing happens.
	a.Gesture(input.Touch, 1,
		gametest.RawStep{input.Down, newGame},
		gametest.RawStep{input.Move, input.Point{X: newGame.X, Y: newGame.Y + 200}},
		gametest.RawStep{input.Up, input.Point{X: newGame.X, Y: newGame.Y + 200}})
	gametest.WantScene(t, a, "menu")

	// Press on New game, release on Load: neither fires.
	a.Gesture(input.Touch, 2, gametest.RawStep{input.Down, newGame}, gametest.RawStep{input.Up, load})
	gametest.WantScene(t, a, "menu")

	// A press lights the button up (a redraw); lifting the finger off it clears it.
	a.Draw(gametest.NewScreen(a.View()))
	a.Gesture(input.Touch, 3, gametest.RawStep{input.Down, newGame})
	if !a.Dirty() {
		t.Fatalf("pressing a button asked for no redraw")
	}
	a.Gesture(input.Touch, 3, gametest.RawStep{input.Cancel, newGame})
	gametest.WantScene(t, a, "menu")
}

func TestTouchThenEmulatedClickActsOnce(t *testing.T) {
	// Back on the game choice lies where nothing is on the menu... but on the options
	// screen Back sits where Back is on the game choice. Tap it, then let a browser-style
	// compatibility click land on the same spot at once: only one step back.
	a := gametest.NewTestApp(t, render.View{W: 768, H: 1024, Scale: 2})
	a.GoTo("button:new", "newgame")
	a.GoTo("button:junqi", "options")
	back := a.At("button:back")
	a.Gesture(input.Touch, 5, gametest.RawStep{input.Down, back}, gametest.RawStep{input.Up, back})
	gametest.WantScene(t, a, "newgame")
	// The emulated click that follows the touch at once must not act as a second tap.
	a.Gesture(input.Mouse, 0, gametest.RawStep{input.Down, back}, gametest.RawStep{input.Up, back})
	gametest.WantScene(t, a, "newgame")
	// A deliberate mouse click later does.
	a.Idle()
	a.Gesture(input.Mouse, 0, gametest.RawStep{input.Down, back}, gametest.RawStep{input.Up, back})
	gametest.WantScene(t, a, "menu")
}

func TestLayoutFollowsTheView(t *testing.T) {
	a := gametest.NewTestApp(t, render.View{W: 1280, H: 800, Scale: 1})
	x1, y1, _ := a.PointAt("button:new")
	a.SetView(render.View{W: 360, H: 640, Scale: 3})
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
	a := gametest.NewTestAppOn(t, render.View{W: 768, H: 1024, Scale: 2}, store, platform.NewFolder(dir))
	a.Shared().Text.SetLang(i18n.En)
	a.GoTo("button:load", "load")
	for _, name := range []string{"bad.txt", "empty.txt", "chess.txt", "torn.txt", "wrong.txt"} {
		a.GoTo("record:"+name, "load")
		if !strings.Contains(a.Shared().Notice, name) {
			t.Fatalf("loading %s: notice %q does not name the file", name, a.Shared().Notice)
		}
		a.Draw(gametest.NewScreen(a.View())) // the message draws
		if want, ok := says[name]; ok && (!strings.Contains(a.Shared().Notice, want) || a.Shared().NoticeDetail == "") {
			t.Fatalf("loading %s: notice %q (detail %q), want %q and a detail", name, a.Shared().Notice, a.Shared().NoticeDetail, want)
		}
		if detail := a.Shared().NoticeDetail; detail != "" {
			// the player's words first; the parser's own a tap away
			if strings.Contains(a.Shared().Notice, detail) {
				t.Fatalf("loading %s: the notice %q shows the technical detail %q", name, a.Shared().Notice, detail)
			}
			tapNotice(a)
			if a.Shared().Notice != detail {
				t.Fatalf("loading %s: a tap on the notice shows %q, want the detail %q", name, a.Shared().Notice, detail)
			}
		}
		tapNotice(a) // a tap on it takes it away, and does nothing else
		gametest.WantScene(t, a, "load")
		if a.Shared().Notice != "" {
			t.Fatalf("notice %q not dismissed by a tap", a.Shared().Notice)
		}
	}
	a.GoTo("record:good.txt", "play")
	if a.Shared().Model.Game() != setup.Napoleon || a.Shared().Model.Moves() != 1 {
		t.Fatalf("loaded game %q with %d moves, want napoleon with 1", a.Shared().Model.Game(), a.Shared().Model.Moves())
	}
	if !gametest.Placed(a, "d4", "SI") {
		t.Fatalf("the loaded game shows %q, want the infantry on d4", a.Shown())
	}
	a.GoTo("button:gamemenu", "play")
	a.GoTo("menu:main", "menu")
	if !a.Visible("button:continue") {
		t.Fatalf("a loaded record cannot be continued")
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
	a := gametest.NewTestAppOn(t, render.View{W: 768, H: 1024, Scale: 2}, storage.NewMemStore(), platform.NewFolder(dir))
	a.Shared().Text.SetLang(i18n.En)
	var junqiRec string // the game in progress
	kept := func(when string) {
		t.Helper()
		if m := a.Shared().Model; !m.Active() || m.Game() != setup.Junqi || m.Record() != junqiRec {
			t.Fatalf("%s: the game in progress is %q (active %v), record\n%s", when, m.Game(), m.Active(), m.Record())
		}
	}
	a.GoTo("button:new", "newgame")
	a.GoTo("button:junqi", "options")
	if a.Visible(menu.ConfirmYes) {
		t.Fatal("Start asks although no game is in progress")
	}
	a.GoTo("button:start", "deploy")
	junqiRec = a.Shared().Model.Record()
	a.GoTo("button:gamemenu", "deploy")
	a.GoTo("menu:main", "menu")

	// New game: Start asks; Cancel keeps the game, and the options stay as chosen.
	a.GoTo("button:new", "newgame")
	a.GoTo("button:napoleon", "options")
	a.GoTo("option:board:10", "options")
	a.GoTo("button:start", "options")
	if !a.Visible(menu.ConfirmYes) || !a.Visible(menu.ConfirmNo) || a.Visible("button:start") {
		t.Fatal("Start over a game in progress does not ask first (or the screen behind still acts)")
	}
	a.GoTo(menu.ConfirmNo, "options")
	kept("after Cancel")
	if a.Visible(menu.ConfirmYes) || a.Scene().(*menu.Options).Setup().Napoleon.Size != 10 {
		t.Fatal("Cancel did not close the question, or lost the options")
	}
	// A tap beside the question is a no too.
	a.GoTo("button:start", "options")
	a.TapAt(input.Point{X: 4, Y: 4})
	kept("after a tap beside the question")

	// Load a record: a record its game refuses leaves the game as it was, even after OK.
	a.GoTo("button:back", "newgame")
	a.GoTo("button:back", "menu")
	a.GoTo("button:load", "load")
	a.GoTo("record:refused.txt", "load")
	a.GoTo(menu.ConfirmYes, "load")
	if !strings.Contains(a.Shared().Notice, "refused.txt") {
		t.Fatalf("a refused record says %q", a.Shared().Notice)
	}
	kept("after a refused record")
	dismissNotice(a) // the message (and its detail) goes; the screen stays
	a.GoTo("record:good.txt", "load")
	a.GoTo(menu.ConfirmNo, "load")
	kept("after Cancel on Load")
	a.GoTo("record:good.txt", "load")
	a.GoTo(menu.ConfirmYes, "play")
	if m := a.Shared().Model; m.Game() != setup.Napoleon || m.Moves() != 1 || !gametest.Placed(a, "d4", "SI") {
		t.Fatalf("OK did not load the record: %q with %d moves", m.Game(), m.Moves())
	}

	// New game over it: OK replaces it.
	a.GoTo("button:gamemenu", "play")
	a.GoTo("menu:main", "menu")
	a.GoTo("button:new", "newgame")
	a.GoTo("button:junqi", "options")
	a.GoTo("button:start", "options")
	a.GoTo(menu.ConfirmYes, "deploy")
	if m := a.Shared().Model; m.Game() != setup.Junqi || m.Moves() != 0 || !m.Active() {
		t.Fatalf("OK did not start the new game: %q with %d moves", m.Game(), m.Moves())
	}
}
