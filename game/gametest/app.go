// Package gametest drives the whole app in tests, as a player would: an App at a screen
// size (NewTestApp, NewTestAppOn), taps, drags and idle time on a synthetic clock (Tap,
// GoTo, Drag, Idle, Step), what the screen shows (SceneName, Visible, At, the screens'
// probes), screenshots (NewScreen, Snapshot, WritePNG into WARBOARD_ARTEFACTS) and the
// moves both games' tests share (StartJunqiTest, DeployAll, PlaySome, StartNapoleonGame,
// Advance, AwaitComputer...). A package's external tests (package junqiscreen_test)
// import it; the app imports the screens, so only external tests may. Main is their
// TestMain.
package gametest

import (
	"strings"
	"testing"
	"time"

	"warboard/game"
	"warboard/game/input"
	"warboard/game/internal/platform"
	"warboard/game/junqiscreen"
	"warboard/game/menu"
	"warboard/game/napoleonscreen"
	"warboard/game/scene"
	"warboard/game/setup"
	"warboard/game/storage"
	"warboard/game/widget"
	"warboard/render"
	"warboard/render/ebitentest"
	"warboard/render/napoleonboard"
	"warboard/rules/napoleon"
)

// WantScene fails the test unless the app shows the scene named.
func WantScene(t *testing.T, a *App, name string) {
	t.Helper()
	if got := a.SceneName(); got != name {
		t.Fatalf("scene = %q, want %q", got, name)
	}
}

// Main runs a package's tests on Ebitengine's game loop (a display is needed: Xvfb), and
// fails the run when any screen drawn cut a text short (render.WatchCuts).
func Main(m *testing.M) { ebitentest.Main(m, render.WatchCuts()) }

// App is the whole app driven by hand: on a view set directly, fed raw pointer reports
// on a synthetic clock (Now), its insides read through its probe (game.Probe: Scene,
// Shared, Step, SetScene, Dirty...).
type App struct {
	*game.App
	*game.Probe
	T     *testing.T
	Now   time.Duration     // the clock of the reports fed
	Store *storage.MemStore // the store it saves in
}

// testFonts are the fonts loaded once for every App of the test binary.
var testFonts *render.Fonts

// FontsForTest loads the game's fonts, once.
func FontsForTest(t *testing.T) *render.Fonts {
	t.Helper()
	if testFonts == nil {
		f, err := render.LoadFonts()
		if err != nil {
			t.Fatal(err)
		}
		testFonts = f
	}
	return testFonts
}

// PassAndPlay remembers new-game choices that make every seat a person's, as the tests
// written before the computer players expect; a test that wants computer seats chooses
// them on the options screen. The computer plays at once.
func PassAndPlay(s *storage.Settings) {
	s.Remember("junqi", map[string]string{"seat-S": "person", "seat-E": "person", "seat-N": "person", "seat-W": "person"})
	s.Remember("napoleon", map[string]string{"seat-S": "person", "seat-N": "person"})
	s.Pace = storage.PaceInstant
}

// PassAndPlayDefault is the setup of a first game of id with every seat a person's: the
// options screen's opening setup under PassAndPlay.
func PassAndPlayDefault(id setup.GameID) setup.Setup {
	s := setup.Default(id)
	s.Junqi.Computer, s.Napoleon.Computer = setup.Computer{}, setup.Computer{}
	return s
}

// NewTestApp starts the app in English on an empty store, with an empty records folder,
// every seat a person's (PassAndPlay).
func NewTestApp(t *testing.T, v render.View) *App {
	t.Helper()
	store := storage.NewMemStore()
	s := storage.DefaultSettings()
	s.Language = "en"
	PassAndPlay(&s)
	if err := storage.SaveSettings(store, s); err != nil {
		t.Fatal(err)
	}
	return NewTestAppOn(t, v, store, platform.NewFolder(t.TempDir()))
}

// NewTestAppOn starts the app as a restart would: settings and autosave from store.
func NewTestAppOn(t *testing.T, v render.View, store *storage.MemStore, records scene.RecordSource) *App {
	t.Helper()
	app, probe := game.NewProbed(FontsForTest(t), store, records, time.Unix(1_700_000_000, 0))
	a := &App{App: app, Probe: probe, T: t, Now: time.Second, Store: store}
	a.SetView(v)
	return a
}

// At is the centre of a named target, failing the test when it is not on screen.
func (a *App) At(name string) input.Point {
	a.T.Helper()
	x, y, ok := a.PointAt(name)
	if !ok {
		a.T.Fatalf("%s is not on the %q screen", name, a.SceneName())
	}
	return input.Point{X: x, Y: y}
}

// Gesture runs one tick per raw report, as a device would deliver them over frames.
func (a *App) Gesture(d input.Device, id int, steps ...RawStep) {
	for _, s := range steps {
		a.Now += 40 * time.Millisecond
		a.Step([]input.Raw{{Device: d, ID: id, Phase: s.Ph, Pos: s.Pos, At: a.Now}})
	}
}

// RawStep is one raw report of a gesture: its phase and where (an unnamed struct, so a
// test writes RawStep{input.Down, p}).
type RawStep = struct {
	Ph  input.Phase
	Pos input.Point
}

// Tap taps a named target with the device, bringing a board point into view first.
func (a *App) Tap(d input.Device, name string) {
	a.T.Helper()
	if a.ShowOnBoard(name) { // a zoomed board's point: bring it into view first
		return // the tap that zoomed in picked the piece
	}
	p := a.At(name)
	a.Gesture(d, 1, RawStep{input.Down, p}, RawStep{input.Up, p})
}

// Idle lets time pass without input, longer than the mouse-after-touch guard.
func (a *App) Idle() {
	a.Now += 2 * time.Second
	a.Step(nil)
}

// Drag moves a finger from one point to another over several ticks.
func (a *App) Drag(from, to input.Point) {
	steps := []RawStep{{input.Down, from}}
	for i := 1; i <= 6; i++ {
		f := float64(i) / 6
		steps = append(steps, RawStep{input.Move, input.Point{X: from.X + (to.X-from.X)*f, Y: from.Y + (to.Y-from.Y)*f}})
	}
	steps = append(steps, RawStep{input.Up, to})
	a.Gesture(input.Touch, 9, steps...)
	a.Idle()
}

// GoTo taps a named target and checks the scene that follows. An option row of a scrolling
// list is scrolled into view first, as a player would.
func (a *App) GoTo(target, scene string) {
	a.T.Helper()
	a.Idle()
	a.Reveal(target)
	a.Tap(input.Touch, target)
	WantScene(a.T, a, scene)
}

// Visible reports whether a target is on screen now.
func (a *App) Visible(name string) bool {
	_, _, ok := a.PointAt(name)
	return ok
}

// Reveal scrolls an options list to show the row of an "option:<name>[:<value>]" target.
func (a *App) Reveal(target string) {
	if !strings.HasPrefix(target, "option:") {
		return
	}
	row := target
	if i := strings.Index(target[len("option:"):], ":"); i >= 0 {
		row = target[:len("option:")+i]
	}
	a.Lock()
	defer a.Unlock()
	switch s := a.Scene().(type) {
	case *menu.Options:
		s.Form().Reveal(row)
	case *menu.Settings:
		s.Form().Reveal(row)
	}
}

// NapoleonOf is the probe of the Napoleon screen showing; ok is false on any other scene.
func NapoleonOf(a *App) (*napoleonscreen.Probe, bool) {
	a.Lock()
	defer a.Unlock()
	return napoleonscreen.ProbeOf(a.Scene())
}

// MustNapoleon is the probe of the Napoleon screen showing, failing the test on any other.
func MustNapoleon(a *App) *napoleonscreen.Probe {
	a.T.Helper()
	p, ok := NapoleonOf(a)
	if !ok {
		a.T.Fatalf("scene %q is not a Napoleon board", a.SceneName())
	}
	return p
}

// BoardZoomOf is the zoom of the board on scene sc (nil when it shows none) and a test of
// whether a target names one of its points.
func BoardZoomOf(sc scene.Scene) (*widget.BoardZoom, func(string) bool) {
	if j, ok := junqiscreen.ProbeOf(sc); ok {
		return j.Zoom(), j.IsPoint
	}
	if n, ok := napoleonscreen.ProbeOf(sc); ok {
		g := n.Geometry()
		return n.Zoom(), func(name string) bool {
			_, err := napoleonboard.ParseSquare(name, g.W, g.H)
			return err == nil
		}
	}
	if z, ok := sc.(interface {
		BoardZoom() (*widget.BoardZoom, func(string) bool)
	}); ok { // an online room's Junqi board
		return z.BoardZoom()
	}
	return nil, nil
}

// ShowOnBoard brings a board point into view before a tap, as a player on a phone does:
// on the zoomed board, when the point is out of view, "Whole board" and then a tap on the
// point, which zooms in there; on the whole board the tap on the point zooms in there.
//
// It reports whether that tap also acted on the point: on a Napoleon board a tap on one's own
// piece on the whole board zooms in and picks the piece, so tapping it again would put it down.
func (a *App) ShowOnBoard(name string) (acted bool) {
	a.T.Helper()
	bz, isPoint := BoardZoomOf(a.Scene())
	if bz == nil || !bz.Active() || !isPoint(name) {
		return false
	}
	if bz.Z.Zoomed {
		if a.Visible(name) {
			return false
		}
		a.Idle()
		a.TapAt(a.At(widget.ZoomWholeTarget))
	}
	var before napoleon.Square = napoleon.NoSquare
	if nb, ok := NapoleonOf(a); ok {
		before = nb.Picture().Selected
	}
	a.Idle()
	a.TapAt(a.At(name))
	a.Idle()
	if !bz.Z.Zoomed || !a.Visible(name) {
		a.T.Fatalf("a tap on %s on the whole board did not zoom in on it", name)
	}
	if nb, ok := NapoleonOf(a); ok {
		pic := nb.Picture()
		q, err := (napoleon.Board{W: pic.W, H: pic.H}).ParseSquare(name)
		return err == nil && pic.Selected == q && before != q
	}
	return false
}

// TapAt taps a screen point with a finger.
func (a *App) TapAt(p input.Point) {
	a.Gesture(input.Touch, 1, RawStep{input.Down, p}, RawStep{input.Up, p})
}
