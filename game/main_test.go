package game

import (
	"strings"
	"testing"
	"time"

	"warboard/game/input"
	"warboard/game/internal/platform"
	"warboard/game/menu"
	"warboard/game/napoleonscreen"
	"warboard/game/scene"
	"warboard/game/setup"
	"warboard/game/storage"
	"warboard/render"
	"warboard/render/ebitentest"
)

func TestMain(m *testing.M) { ebitentest.Main(m, render.WatchCuts()) }

// noPointer is a pointer source for tests, which feed raw reports to App.step themselves.
type noPointer struct{}

func (noPointer) Poll(out []input.Raw, _ float64) []input.Raw { return out }

// testApp is an App on the menu with the given view and a synthetic clock for gestures.
type testApp struct {
	*App
	t     *testing.T
	now   time.Duration
	store *storage.MemStore
}

var testFonts *render.Fonts

func fontsForTest(t *testing.T) *render.Fonts {
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

// passAndPlay remembers new-game choices that make every seat a person's, as the tests
// written before the computer players expect; a test that wants computer seats chooses
// them on the options screen. The computer plays at once.
func passAndPlay(s *storage.Settings) {
	s.Remember("junqi", map[string]string{"seat-S": "person", "seat-E": "person", "seat-N": "person", "seat-W": "person"})
	s.Remember("napoleon", map[string]string{"seat-S": "person", "seat-N": "person"})
	s.Pace = storage.PaceInstant
}

// passAndPlayDefault is the setup of a first game of id with every seat a person's: the
// options screen's opening setup under passAndPlay.
func passAndPlayDefault(id setup.GameID) setup.Setup {
	s := setup.Default(id)
	s.Junqi.Computer, s.Napoleon.Computer = setup.Computer{}, setup.Computer{}
	return s
}

// newTestApp starts the app in English on an empty store, with an empty records folder,
// every seat a person's (passAndPlay).
func newTestApp(t *testing.T, v render.View) *testApp {
	t.Helper()
	store := storage.NewMemStore()
	s := storage.DefaultSettings()
	s.Language = "en"
	passAndPlay(&s)
	if err := storage.SaveSettings(store, s); err != nil {
		t.Fatal(err)
	}
	return newTestAppOn(t, v, store, platform.NewFolder(t.TempDir()))
}

// newTestAppOn starts the app as a restart would: settings and autosave from store.
func newTestAppOn(t *testing.T, v render.View, store *storage.MemStore, records scene.RecordSource) *testApp {
	t.Helper()
	sh := newShared(fontsForTest(t), store, records, time.Unix(1_700_000_000, 0))
	a := newApp(sh, noPointer{})
	a.setView(v)
	return &testApp{App: a, t: t, now: time.Second, store: store}
}

// at is the centre of a named target, failing the test when it is not on screen.
func (a *testApp) at(name string) input.Point {
	a.t.Helper()
	x, y, ok := a.PointAt(name)
	if !ok {
		a.t.Fatalf("%s is not on the %q screen", name, a.SceneName())
	}
	return input.Point{X: x, Y: y}
}

// gesture runs one tick per raw report, as a device would deliver them over frames.
func (a *testApp) gesture(d input.Device, id int, steps ...struct {
	ph  input.Phase
	pos input.Point
}) {
	for _, s := range steps {
		a.now += 40 * time.Millisecond
		a.step([]input.Raw{{Device: d, ID: id, Phase: s.ph, Pos: s.pos, At: a.now}})
	}
}

type rawStep = struct {
	ph  input.Phase
	pos input.Point
}

func (a *testApp) tap(d input.Device, name string) {
	a.t.Helper()
	if a.showOnBoard(name) { // a zoomed board's point: bring it into view first
		return // the tap that zoomed in picked the piece
	}
	p := a.at(name)
	a.gesture(d, 1, rawStep{input.Down, p}, rawStep{input.Up, p})
}

// idle lets time pass without input, longer than the mouse-after-touch guard.
func (a *testApp) idle() {
	a.now += 2 * time.Second
	a.step(nil)
}

// drag moves a finger from one point to another over several ticks.
func (a *testApp) drag(from, to input.Point) {
	steps := []rawStep{{input.Down, from}}
	for i := 1; i <= 6; i++ {
		f := float64(i) / 6
		steps = append(steps, rawStep{input.Move, input.Point{X: from.X + (to.X-from.X)*f, Y: from.Y + (to.Y-from.Y)*f}})
	}
	steps = append(steps, rawStep{input.Up, to})
	a.gesture(input.Touch, 9, steps...)
	a.idle()
}

// goTo taps a named target and checks the scene that follows. An option row of a scrolling
// list is scrolled into view first, as a player would.
func (a *testApp) goTo(target, scene string) {
	a.t.Helper()
	a.idle()
	a.reveal(target)
	a.tap(input.Touch, target)
	wantScene(a.t, a, scene)
}

// visible reports whether a target is on screen now.
func (a *testApp) visible(name string) bool {
	_, _, ok := a.PointAt(name)
	return ok
}

// reveal scrolls an options list to show the row of an "option:<name>[:<value>]" target.
func (a *testApp) reveal(target string) {
	if !strings.HasPrefix(target, "option:") {
		return
	}
	row := target
	if i := strings.Index(target[len("option:"):], ":"); i >= 0 {
		row = target[:len("option:")+i]
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	switch s := a.scene.(type) {
	case *menu.Options:
		s.Form().Reveal(row)
	case *menu.Settings:
		s.Form().Reveal(row)
	}
}

// napoleonOf is the probe of the Napoleon screen showing; ok is false on any other scene.
func napoleonOf(a *testApp) (*napoleonscreen.Probe, bool) {
	a.mu.Lock()
	defer a.mu.Unlock()
	return napoleonscreen.ProbeOf(a.scene)
}

// mustNapoleon is the probe of the Napoleon screen showing, failing the test on any other.
func mustNapoleon(a *testApp) *napoleonscreen.Probe {
	a.t.Helper()
	p, ok := napoleonOf(a)
	if !ok {
		a.t.Fatalf("scene %q is not a Napoleon board", a.SceneName())
	}
	return p
}
