package game

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"warboard/game/input"
	"warboard/game/junqiscreen"
	"warboard/game/napoleonplay"
	"warboard/game/widget"
	"warboard/render"
	"warboard/render/ebitentest"
	"warboard/render/napoleonboard"
	"warboard/rules/junqi"
	"warboard/rules/napoleon"
	"warboard/rules/record"
)

// phoneViews are the phone screens the zoom tests play on.
var phoneViews = []struct {
	name string
	v    render.View
}{
	{"390x844@3x", render.View{W: 390, H: 844, Scale: 3}},
	{"844x390@3x", render.View{W: 844, H: 390, Scale: 3}},
}

// shootScreen draws the app and writes it to the artefacts directory, art finished.
func shootScreen(t *testing.T, a *testApp, sc *ebiten.Image, name string) {
	t.Helper()
	for i := 0; i < 400; i++ {
		a.dirty = true
		a.Draw(sc)
		if nb, ok := napoleonOf(a); !ok || !nb.Pending() {
			break
		}
	}
	writePNG(t, filepath.Join(ebitentest.ArtefactsDir(t), "zoom-"+name+".png"), snapshot(sc))
}

// checkJunqiZoomed: the four-country board shows zoomed, every point in view has a
// finger-sized cell and is named where it shows, and nothing out of view is named.
func checkJunqiZoomed(t *testing.T, a *testApp, when string) {
	t.Helper()
	v := junqiGameOf(t, a)
	if !v.Zoom().Active() || !v.ZoomState().Zoomed {
		t.Fatalf("%s: the four-country board is not zoomed (active %v)", when, v.Zoom().Active())
	}
	b := junqi.BoardOf(junqi.FourCountry)
	shown := 0
	for p := 0; p < b.N; p++ {
		pt := junqi.Point(p)
		r, ok := a.scene.Target(b.Name(pt))
		if !v.Geometry().Visible(pt) {
			if ok || a.visible(b.Name(pt)) {
				t.Fatalf("%s: %s is out of view but named at %+v", when, b.Name(pt), r)
			}
			continue
		}
		shown++
		if c := v.Geometry().Cell(pt); c.W < render.MinTarget || c.H < render.MinTarget {
			t.Fatalf("%s: %s's cell is %.1f×%.1f", when, b.Name(pt), c.W, c.H)
		}
		x, y := r.Centre()
		if q, hit := v.PointAt(x, y); !ok || !hit || q != pt || !r.In(v.ZoomState().Area) {
			t.Fatalf("%s: %s named at %+v hits %v", when, b.Name(pt), r, hit)
		}
	}
	if shown < 12 {
		t.Fatalf("%s: only %d points in view", when, shown)
	}
}

// ownAreaInView reports whether the middle of seat's area shows.
func ownAreaInView(v *junqiscreen.Probe, seat junqi.Seat) bool {
	x, y := v.Geometry().OwnArea(seat).Centre()
	return v.Geometry().Clip.Contains(x, y)
}

// TestZoomedFourCountryGameOnAPhone plays a four-country game on phones by taps only, as a
// player would: the deployment opens zoomed on the deploying seat's area, each new seat's
// turn on its own area; points out of view are reached by "Whole board" and a tap there; a
// tap on the whole board zooms in and never picks a piece; a drag from an empty spot and
// the wheel pan, without printing the board again.
func TestZoomedFourCountryGameOnAPhone(t *testing.T) {
	for _, pv := range phoneViews {
		screen := newScreen(pv.v)
		a := startJunqiTest(t, pv.v, "option:board:4p-ffa")
		a.throughHandOver()
		wantScene(t, a, "deploy")
		g := junqiGameOf(t, a)
		checkJunqiZoomed(t, a, pv.name+" deploy")
		if !ownAreaInView(g, g.Picture().Deploying) {
			t.Fatalf("%s: the deployment does not show %v's area", pv.name, g.Picture().Deploying)
		}
		shootScreen(t, a, screen, "junqi4-deploy-zoomed-"+pv.name)
		a.idle()
		a.tap(input.Touch, widget.ZoomWholeTarget)
		if g.ZoomState().Zoomed {
			t.Fatalf("%s: Whole board left the board zoomed", pv.name)
		}
		shootScreen(t, a, screen, "junqi4-deploy-whole-"+pv.name)
		a.idle()
		a.tap(input.Touch, widget.ZoomInTarget)
		a.deployAll()

		moves := 0
		seat := junqi.NoSeat
		for i := 0; i < 16 && a.SceneName() == "play"; i++ {
			pic := junqiGameOf(t, a).Picture()
			if pic.SeatToMove != seat {
				seat = pic.SeatToMove
				if !ownAreaInView(junqiGameOf(t, a), seat) {
					t.Fatalf("%s move %d: %v's turn does not open on its area", pv.name, i, seat)
				}
			}
			checkJunqiZoomed(t, a, fmt.Sprintf("%s move %d", pv.name, i))
			if i == 3 {
				shootScreen(t, a, screen, "junqi4-play-zoomed-"+pv.name)
			}
			tok := quietMove(t, a.LegalMoves())
			a.tapMove(tok)
			if mv := recordOf(t, a).Moves; len(mv) != moves+1 || mv[len(mv)-1].Text != tok {
				t.Fatalf("%s: after tapping %s the record holds %v", pv.name, tok, mv)
			}
			moves++
			a.throughHandOver()
			for junqiGameOf(t, a).Sliding() {
				a.step(nil)
			}
		}
		if moves < 12 {
			t.Fatalf("%s: only %d moves played", pv.name, moves)
		}
		v := junqiGameOf(t, a)

		// A tap on the whole board zooms in there and picks nothing, even on a piece of
		// the seat to move.
		a.idle()
		a.tap(input.Touch, widget.ZoomWholeTarget)
		shootScreen(t, a, screen, "junqi4-play-whole-"+pv.name)
		b := junqi.BoardOf(junqi.FourCountry)
		own := junqi.NoPoint
		for p := 0; p < b.N; p++ {
			if pc := v.Picture().Pieces[p]; pc.Present && !pc.FaceDown && pc.Seat == v.Picture().SeatToMove {
				own = junqi.Point(p)
				break
			}
		}
		x, y := v.Geometry().Centre(own)
		a.idle()
		a.tapAt(input.Point{X: x, Y: y})
		if v.Picture().Selected != junqi.NoPoint || !v.ZoomState().Zoomed || !v.Geometry().Visible(own) {
			t.Fatalf("%s: a tap on the whole board at %s selected %v (zoomed %v, in view %v)",
				pv.name, b.Name(own), v.Picture().Selected, v.ZoomState().Zoomed, v.Geometry().Visible(own))
		}

		// A drag from a spot that holds no piece of the mover pans; the board is not
		// printed again; the wheel pans too.
		a.Draw(screen)
		redraws := v.Redraws()
		from, ok := panSpot(v)
		if !ok {
			t.Fatalf("%s: no empty spot to pan from", pv.name)
		}
		dx0, dy0 := v.ZoomState().Offset()
		to := input.Point{X: from.X + 60, Y: from.Y - 70}
		if !v.ZoomState().Area.Contains(to.X, to.Y) {
			to = input.Point{X: from.X - 60, Y: from.Y + 70}
		}
		a.drag(from, to)
		a.Draw(screen)
		dx1, dy1 := v.ZoomState().Offset()
		if dx1 == dx0 && dy1 == dy0 {
			t.Fatalf("%s: a drag from (%.0f, %.0f) did not pan", pv.name, from.X, from.Y)
		}
		if rec := recordOf(t, a); len(rec.Moves) != moves {
			t.Fatalf("%s: a pan played a move", pv.name)
		}
		a.now += 40 * time.Millisecond
		cx, cy := v.ZoomState().Area.Centre()
		a.step([]input.Raw{{Device: input.Mouse, Phase: input.Wheel, Pos: input.Point{X: cx, Y: cy}, Delta: input.Point{Y: 80}, At: a.now}})
		a.Draw(screen)
		if _, dy2 := v.ZoomState().Offset(); dy2 == dy1 && dy1 > -(v.Base().Plate.H-v.ZoomState().Area.H)+1 {
			t.Fatalf("%s: the wheel did not pan (offset %v)", pv.name, dy2)
		}
		if v.Redraws() != redraws {
			t.Fatalf("%s: panning printed the board again %d times", pv.name, v.Redraws()-redraws)
		}
		// After the pans, taps still play.
		a.playSome(2, false)
		if rec := recordOf(t, a); len(rec.Moves) < moves+1 {
			t.Fatalf("%s: no move after the pans", pv.name)
		}
	}
}

// panSpot is a point in the zoomed view that holds no piece of the mover.
func panSpot(v *junqiscreen.Probe) (input.Point, bool) {
	r := v.ZoomState().Area
	for y := r.Y + r.H*0.3; y < r.Y+r.H*0.8; y += 7 {
		for x := r.X + r.W*0.3; x < r.X+r.W*0.8; x += 7 {
			q, ok := v.PointAt(x, y)
			if !ok || !v.Picture().Pieces[q].Present || v.Picture().Pieces[q].Seat != v.Picture().SeatToMove {
				return input.Point{X: x, Y: y}, true
			}
		}
	}
	return input.Point{}, false
}

// TestZoomedNapoleonGameOnAPhone plays a 15×15 Napoleon game on phones by taps only: each
// set-up opens zoomed on the seat's own zone, squares out of view are reached through
// "Whole board", every square in view is finger-sized.
func TestZoomedNapoleonGameOnAPhone(t *testing.T) {
	for _, pv := range phoneViews {
		screen := newScreen(pv.v)
		a := newTestApp(t, pv.v)
		a.goTo("button:new", "newgame")
		a.goTo("button:napoleon", "options")
		a.goTo("option:board:15", "options")
		a.goTo("button:start", "handover")
		for _, seat := range []string{"S", "N"} {
			a.goTo("button:ready", "setup")
			sc := mustNapoleon(a)
			checkNapoleonZoomed(t, a, pv.name+" set-up "+seat)
			// The zone's middle square shows.
			pic := sc.Picture()
			rank := 0
			if seat == "N" {
				rank = pic.H - 1
			}
			q := napoleonboard.At(pic.W/2, rank)
			if !sc.Geometry().Visible(q) {
				t.Fatalf("%s: %s's set-up does not show its first rank (%s)", pv.name, seat, q)
			}
			if seat == "S" {
				shootScreen(t, a, screen, "napoleon15-setup-zoomed-"+pv.name)
			}
			a.goTo("button:random", "setup")
			next := "handover"
			if seat == "N" {
				next = "play"
			}
			a.goTo("button:done", next)
		}
		for n := 0; n < 12 && a.SceneName() == "play"; n++ {
			checkNapoleonZoomed(t, a, fmt.Sprintf("%s turn %d", pv.name, n))
			if n == 4 {
				shootScreen(t, a, screen, "napoleon15-play-zoomed-"+pv.name)
				a.idle()
				a.tap(input.Touch, widget.ZoomWholeTarget)
				shootScreen(t, a, screen, "napoleon15-play-whole-"+pv.name)
				// A tap on one's own piece on the whole board zooms in there and picks it
				// (TestWholeBoardTapPicksOnesPiece); a second tap puts it down.
				sc := mustNapoleon(a)
				var own napoleonboard.Square = napoleonboard.NoSquare
				for i, pc := range sc.Picture().Pieces {
					if pc.Present && pc.Side == sc.Picture().ToMove {
						own = napoleonboard.Square(i)
						break
					}
				}
				x, y := sc.Geometry().Centre(own)
				a.idle()
				a.tapAt(input.Point{X: x, Y: y})
				if sc.Picture().Selected != own || !sc.ZoomState().Zoomed {
					t.Fatalf("%s: a tap on %s on the whole board: zoomed %v, selected %v", pv.name, own, sc.ZoomState().Zoomed, sc.Picture().Selected)
				}
				x, y = sc.Geometry().Centre(own)
				a.idle()
				a.tapAt(input.Point{X: x, Y: y})
				if sc.Picture().Selected != napoleon.NoSquare {
					t.Fatalf("%s: a second tap on %s left it picked", pv.name, own)
				}
			}
			before := len(recordOf(t, a).Moves)
			tok := advance(a, n)
			if a.SceneName() == "handover" {
				a.goTo("button:ready", "play")
			}
			if mv := recordOf(t, a).Moves; len(mv) <= before || !strings.Contains(strings.Join(tokens(mv), " "), tok) {
				t.Fatalf("%s: %s was not played: %v", pv.name, tok, tokens(mv))
			}
		}
		if a.SceneName() != "play" {
			t.Fatalf("%s: the game left play early (%s)", pv.name, a.SceneName())
		}
		if sc := mustNapoleon(a); sc.Picture().Phase != napoleonplay.Play {
			t.Fatalf("%s: phase %v", pv.name, sc.Picture().Phase)
		}
	}
}

func tokens(mv []record.Move) []string {
	var out []string
	for _, m := range mv {
		out = append(out, m.Text)
	}
	return out
}

// checkNapoleonZoomed: the board shows zoomed, every square in view is finger-sized and
// named, nothing out of view is named.
func checkNapoleonZoomed(t *testing.T, a *testApp, when string) {
	t.Helper()
	sc := mustNapoleon(a)
	b := sc
	if !b.Zoom().Active() || !b.ZoomState().Zoomed {
		t.Fatalf("%s: the board is not zoomed (active %v)", when, b.Zoom().Active())
	}
	if b.Geometry().Size < render.MinTarget {
		t.Fatalf("%s: zoomed squares are %.1f px", when, b.Geometry().Size)
	}
	shown := 0
	for _, q := range b.Geometry().Squares() {
		r, ok := a.scene.Target(q.String())
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
	a := newTestApp(t, v)
	startNapoleonGame(a)
	a.goTo("button:ready", "setup")
	checkNapoleonZoomed(t, a, "8×8 set-up")
	sc := mustNapoleon(a)
	for f := 0; f < 8; f++ {
		if q := napoleonboard.At(f, 0); !sc.Geometry().Visible(q) {
			t.Errorf("%s is out of view on the zoomed 8×8 board", q)
		}
	}
	shootScreen(t, a, newScreen(v), "napoleon8-setup-zoomed-360x640@3x")
}

// TestTabletsShowTheWholeBoard: tablets in either orientation and a desktop window give
// both Junqi boards finger-sized points on the screen as laid out (bar and panels
// included), so they never zoom: no zoom button in deployment or in play.
func TestTabletsShowTheWholeBoard(t *testing.T) {
	for _, v := range []render.View{{W: 1024, H: 768, Scale: 2}, {W: 768, H: 1024, Scale: 2}, {W: 1280, H: 800, Scale: 1}} {
		for _, board := range []string{"2p", "4p-teams", "4p-ffa"} {
			a := startJunqiTest(t, v, "option:board:"+board)
			check := func(when string) {
				t.Helper()
				if a.visible(widget.ZoomInTarget) || a.visible(widget.ZoomWholeTarget) {
					t.Errorf("%s on %vx%v, %s: the board zooms (points under %v px)", board, v.W, v.H, when, render.MinTarget)
				}
			}
			a.throughHandOver()
			check("deployment")
			a.deployAll()
			a.throughHandOver()
			check("play")
		}
	}
}
