package game_test

import (
	"go/build"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"warboard/game"
	"warboard/game/gametest"
	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/internal/platform"
	"warboard/game/menu"
	"warboard/game/options"
	"warboard/game/scene"
	"warboard/game/setup"
	"warboard/game/storage"
	"warboard/render"
	"warboard/rules/record"
)

// thirdKind is a game Warboard does not play, as a new game's package would add it: its
// Kind and nothing else. Its one screen is its scene "board".
type thirdKind struct{ made *int }

func (thirdKind) ID() setup.GameID { return "third" }

func (thirdKind) Name(*i18n.Printer) string { return "Third game" }

func (thirdKind) Help(*i18n.Printer) string { return "A game added by one registry line." }

func (thirdKind) Scenes() []string { return []string{"board"} }

func (thirdKind) Options() options.Catalogue { return thirdOptions }

func (k thirdKind) New(sh *scene.Shared, s setup.Setup) (scene.Game, error) {
	*k.made++
	return thirdGame{sh, s.Record()}, nil
}

func (thirdKind) Load(sh *scene.Shared, rec *record.Record) (scene.Game, error) {
	return thirdGame{sh, rec}, nil
}

func (thirdKind) Restore(sh *scene.Shared, data []byte) (scene.Game, error) {
	return thirdGame{sh, &record.Record{}}, nil
}

// HowTo is the third game's one page of How to play.
func (k thirdKind) HowTo(*scene.Shared) []scene.Page { return thirdPages }

var thirdPages = []scene.Page{{Title: i18n.HowGoal, Text: i18n.HowJqGoalText, Figure: &thirdFigure{}}}

// thirdFigure counts how often How to play lays it out and draws it.
type thirdFigure struct{ laid, drawn int }

func (*thirdFigure) Aspect() float64 { return 1 }

func (f *thirdFigure) Layout(render.Rect, render.View) { f.laid++ }

func (*thirdFigure) Pending() bool { return false }

func (f *thirdFigure) Draw(render.Painter) { f.drawn++ }

// thirdOptions: one row, kept by name in the setup (Setup.Other): setup knows no third game.
var thirdOptions = options.Catalogue{
	options.OtherToggle("rank-numbers", i18n.OptRankNumbers, i18n.OptRankNumbersHelp),
}

type thirdGame struct {
	sh  *scene.Shared
	rec *record.Record
}

func (g thirdGame) Scene() scene.Scene { return &thirdScreen{} }

func (g thirdGame) Rematch() (scene.Game, error) { return g, nil }

func (g thirdGame) Record() *record.Record { return g.rec }

func (thirdScreen) Name() string { return "board" }

func (*thirdScreen) Layout(render.View) {}

func (*thirdScreen) Update([]input.Event) scene.Step { return scene.Step{} }

func (*thirdScreen) Draw(p render.Painter) { p.Clear() }

func (*thirdScreen) Target(string) (render.Rect, bool) {
	return render.Rect{}, false
}

type thirdScreen struct{}

// TestAThirdGameIsOneRegistryLine: a game's package plus one line in the registry puts it
// on New game (its card, its options, Start), in Load a record and in Continue, with
// nothing else changed: the menu, load, model, options and How to play screens ask the
// registry.
func TestAThirdGameIsOneRegistryLine(t *testing.T) {
	made := 0
	kinds := scene.NewKinds(append(game.Games.List(), thirdKind{&made})...)
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "third.txt"), []byte("[Game \"third\"]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	store := storage.NewMemStore()
	a := gametest.NewTestAppOn(t, render.View{W: 768, H: 1024, Scale: 1}, store, platform.NewFolder(dir))
	a.Shared().Games = kinds
	a.GoTo("button:new", "newgame")
	a.GoTo("button:third", "options")
	if !a.Visible("option:rank-numbers") {
		t.Fatal("the third game's option row is not on its options screen")
	}
	a.Tap(input.Touch, "option:rank-numbers")
	a.GoTo("button:start", "board")
	if made != 1 || a.Shared().Model.Game() != "third" {
		t.Fatalf("Start made %d games; the model plays %q", made, a.Shared().Model.Game())
	}
	if got := a.Shared().Settings.Choices("third"); got["rank-numbers"] != "on" {
		t.Fatalf("the third game's choices are not remembered: %v", got)
	}
	if rec := a.Record(); !strings.Contains(rec, `[Game "third"]`) || !strings.Contains(rec, `[Options "rank-numbers=on"]`) {
		t.Fatalf("the third game's record is\n%s", rec)
	}
	a.SetScene(menu.NewMenu(a.Shared()))
	a.GoTo("button:howto", "howto")
	a.GoTo("howto:third", "howto")
	if h := gametest.HowTo(a); h == nil || h.Game() != "third" || h.Pages() != 1 {
		t.Fatal("How to play does not show the third game's page")
	}
	fig := thirdPages[0].Figure.(*thirdFigure)
	a.Draw(gametest.NewScreen(a.View()))
	if fig.laid == 0 || fig.drawn == 0 {
		t.Fatalf("the third game's figure was laid out %d times and drawn %d times", fig.laid, fig.drawn)
	}
	a.SetScene(menu.NewMenu(a.Shared()))
	a.GoTo("button:load", "load")
	a.GoTo("record:third.txt", "load")
	a.GoTo(menu.ConfirmYes, "board") // it replaces the game in progress
	// Continue after a restart: the registry names the screen it resumes on.
	a.Shared().Model.SetSession("third", []byte("{}\n[Game \"third\"]\n"), "board", "[Game \"third\"]\n", 0)
	m := scene.NewModel(store)
	if ok, err := m.Resume(kinds); !ok || err != nil {
		t.Fatalf("the third game's autosave does not resume: %v", err)
	}
	if ok, _ := scene.NewModel(store).Resume(game.Games); ok {
		t.Fatal("a registry without the third game resumed its autosave")
	}
}

// TestPackagesUnderGameStaySmall: every package under game/ keeps to one concern, at most
// 15 source files besides its tests in a build (issue 28): a package that grows past it is
// split. A file per platform (_js, _other) counts in its platform's build.
func TestPackagesUnderGameStaySmall(t *testing.T) {
	native, web := build.Default, build.Default
	web.GOOS, web.GOARCH = "js", "wasm"
	err := filepath.WalkDir(".", func(path string, d os.DirEntry, err error) error {
		if err != nil || !d.IsDir() || d.Name() == "testdata" {
			return err
		}
		for _, ctx := range []build.Context{native, web} {
			pkg, err := ctx.ImportDir(path, 0)
			if err != nil {
				continue // no Go files for this platform
			}
			if n := len(pkg.GoFiles); n > 15 {
				t.Errorf("game/%s has %d source files for %s, more than 15: split it", path, n, ctx.GOOS)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
