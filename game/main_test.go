package game

import (
	"testing"
	"time"

	"warboard/game/input"
	"warboard/render"
	"warboard/render/ebitentest"
)

func TestMain(m *testing.M) { ebitentest.Main(m) }

// noPointer is a pointer source for tests, which feed raw reports to App.step themselves.
type noPointer struct{}

func (noPointer) Poll(out []input.Raw, _ float64) []input.Raw { return out }

// testApp is an App on the menu with the given view and a synthetic clock for gestures.
type testApp struct {
	*App
	t   *testing.T
	now time.Duration
}

func newTestApp(t *testing.T, v render.View) *testApp {
	t.Helper()
	fonts, err := render.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	a := newApp(&Shared{Model: &Model{}, Fonts: fonts}, noPointer{})
	a.setView(v)
	return &testApp{App: a, t: t, now: time.Second}
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
	p := a.at(name)
	a.gesture(d, 1, rawStep{input.Down, p}, rawStep{input.Up, p})
}

// idle lets time pass without input, longer than the mouse-after-touch guard.
func (a *testApp) idle() {
	a.now += 2 * time.Second
	a.step(nil)
}
