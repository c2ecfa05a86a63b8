package napoleonscreen_test

import (
	"fmt"
	"strings"
	"testing"

	"warboard/game/gametest"
	"warboard/game/input"
	"warboard/game/napoleonplay"
	"warboard/game/widget"
	"warboard/render"
	"warboard/render/napoleonboard"
	"warboard/rules/napoleon"
)

// TestZoomedNapoleonGameOnAPhone plays a 15×15 Napoleon game on phones by taps only: each
// set-up opens zoomed on the seat's own zone, squares out of view are reached through
// "Whole board", every square in view is finger-sized.
func TestZoomedNapoleonGameOnAPhone(t *testing.T) {
	for _, pv := range gametest.PhoneViews {
		screen := gametest.NewScreen(pv.V)
		a := gametest.NewTestApp(t, pv.V)
		a.GoTo("button:new", "newgame")
		a.GoTo("button:napoleon", "options")
		a.GoTo("option:board:15", "options")
		a.GoTo("button:start", "handover")
		for _, seat := range []string{"S", "N"} {
			a.GoTo("button:ready", "setup")
			sc := gametest.MustNapoleon(a)
			checkNapoleonZoomed(t, a, pv.Name+" set-up "+seat)
			// The zone's middle square shows.
			pic := sc.Picture()
			rank := 0
			if seat == "N" {
				rank = pic.H - 1
			}
			q := napoleonboard.At(pic.W/2, rank)
			if !sc.Geometry().Visible(q) {
				t.Fatalf("%s: %s's set-up does not show its first rank (%s)", pv.Name, seat, q)
			}
			if seat == "S" {
				gametest.ShootScreen(t, a, screen, "napoleon15-setup-zoomed-"+pv.Name)
			}
			a.GoTo("button:random", "setup")
			next := "handover"
			if seat == "N" {
				next = "play"
			}
			a.GoTo("button:done", next)
		}
		for n := 0; n < 12 && a.SceneName() == "play"; n++ {
			checkNapoleonZoomed(t, a, fmt.Sprintf("%s turn %d", pv.Name, n))
			if n == 4 {
				gametest.ShootScreen(t, a, screen, "napoleon15-play-zoomed-"+pv.Name)
				a.Idle()
				a.Tap(input.Touch, widget.ZoomWholeTarget)
				gametest.ShootScreen(t, a, screen, "napoleon15-play-whole-"+pv.Name)
				// A tap on one's own piece on the whole board zooms in there and picks it
				// (TestWholeBoardTapPicksOnesPiece); a second tap puts it down.
				sc := gametest.MustNapoleon(a)
				var own napoleonboard.Square = napoleonboard.NoSquare
				for i, pc := range sc.Picture().Pieces {
					if pc.Present && pc.Side == sc.Picture().ToMove {
						own = napoleonboard.Square(i)
						break
					}
				}
				x, y := sc.Geometry().Centre(own)
				a.Idle()
				a.TapAt(input.Point{X: x, Y: y})
				if sc.Picture().Selected != own || !sc.ZoomState().Zoomed {
					t.Fatalf("%s: a tap on %s on the whole board: zoomed %v, selected %v", pv.Name, own, sc.ZoomState().Zoomed, sc.Picture().Selected)
				}
				x, y = sc.Geometry().Centre(own)
				a.Idle()
				a.TapAt(input.Point{X: x, Y: y})
				if sc.Picture().Selected != napoleon.NoSquare {
					t.Fatalf("%s: a second tap on %s left it picked", pv.Name, own)
				}
			}
			before := len(gametest.RecordOf(t, a).Moves)
			tok := gametest.Advance(a, n)
			if a.SceneName() == "handover" {
				a.GoTo("button:ready", "play")
			}
			if mv := gametest.RecordOf(t, a).Moves; len(mv) <= before || !strings.Contains(strings.Join(gametest.Tokens(mv), " "), tok) {
				t.Fatalf("%s: %s was not played: %v", pv.Name, tok, gametest.Tokens(mv))
			}
		}
		if a.SceneName() != "play" {
			t.Fatalf("%s: the game left play early (%s)", pv.Name, a.SceneName())
		}
		if sc := gametest.MustNapoleon(a); sc.Picture().Phase != napoleonplay.Play {
			t.Fatalf("%s: phase %v", pv.Name, sc.Picture().Phase)
		}
	}
}

// checkNapoleonZoomed: the board shows zoomed, every square in view is finger-sized and
// named, nothing out of view is named.
func checkNapoleonZoomed(t *testing.T, a *gametest.App, when string) {
	t.Helper()
	sc := gametest.MustNapoleon(a)
	b := sc
	if !b.Zoom().Active() || !b.ZoomState().Zoomed {
		t.Fatalf("%s: the board is not zoomed (active %v)", when, b.Zoom().Active())
	}
	if b.Geometry().Size < render.MinTarget {
		t.Fatalf("%s: zoomed squares are %.1f px", when, b.Geometry().Size)
	}
	shown := 0
	for _, q := range b.Geometry().Squares() {
		r, ok := a.Scene().Target(q.String())
		if !b.Geometry().Visible(q) {
			if ok {
				t.Fatalf("%s: %s is out of view but named", when, q)
			}
			continue
		}
		shown++
		x, y := r.Centre()
		if got, hit := b.SquareAt(x, y); !ok || !hit || int(got) != int(q) || !b.ZoomState().Area.Contains(x, y) {
			t.Fatalf("%s: %s named at %+v hits %v", when, q, r, got)
		}
	}
	if shown < 20 {
		t.Fatalf("%s: only %d squares in view", when, shown)
	}
}

// TestZoomedEightByEightOnANarrowPhone: an 8×8 board on a 360 px phone would have 40 px
// squares; zoomed they are finger-sized and still all eight files show, so the set-up
// needs no pan across.
func TestZoomedEightByEightOnANarrowPhone(t *testing.T) {
	v := render.View{W: 360, H: 640, Scale: 3}
	a := gametest.NewTestApp(t, v)
	gametest.StartNapoleonGame(a)
	a.GoTo("button:ready", "setup")
	checkNapoleonZoomed(t, a, "8×8 set-up")
	sc := gametest.MustNapoleon(a)
	for f := 0; f < 8; f++ {
		if q := napoleonboard.At(f, 0); !sc.Geometry().Visible(q) {
			t.Errorf("%s is out of view on the zoomed 8×8 board", q)
		}
	}
	gametest.ShootScreen(t, a, gametest.NewScreen(v), "napoleon8-setup-zoomed-360x640@3x")
}
