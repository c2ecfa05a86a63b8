package junqiscreen_test

import (
	"fmt"
	"testing"
	"time"

	"warboard/game/gametest"
	"warboard/game/input"
	"warboard/game/junqiscreen"
	"warboard/game/widget"
	"warboard/render"
	"warboard/rules/junqi"
)

// checkJunqiZoomed: the four-country board shows zoomed, every point in view has a
// finger-sized cell and is named where it shows, and nothing out of view is named.
func checkJunqiZoomed(t *testing.T, a *gametest.App, when string) {
	t.Helper()
	v := gametest.JunqiGameOf(t, a)
	if !v.Zoom().Active() || !v.ZoomState().Zoomed {
		t.Fatalf("%s: the four-country board is not zoomed (active %v)", when, v.Zoom().Active())
	}
	b := junqi.BoardOf(junqi.FourCountry)
	shown := 0
	for p := 0; p < b.N; p++ {
		pt := junqi.Point(p)
		r, ok := a.Scene().Target(b.Name(pt))
		if !v.Geometry().Visible(pt) {
			if ok || a.Visible(b.Name(pt)) {
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
	for _, pv := range gametest.PhoneViews {
		screen := gametest.NewScreen(pv.V)
		a := gametest.StartJunqiTest(t, pv.V, "option:board:4p-ffa")
		a.ThroughHandOver()
		gametest.WantScene(t, a, "deploy")
		g := gametest.JunqiGameOf(t, a)
		checkJunqiZoomed(t, a, pv.Name+" deploy")
		if !ownAreaInView(g, g.Picture().Deploying) {
			t.Fatalf("%s: the deployment does not show %v's area", pv.Name, g.Picture().Deploying)
		}
		gametest.ShootScreen(t, a, screen, "junqi4-deploy-zoomed-"+pv.Name)
		a.Idle()
		a.Tap(input.Touch, widget.ZoomWholeTarget)
		if g.ZoomState().Zoomed {
			t.Fatalf("%s: Whole board left the board zoomed", pv.Name)
		}
		gametest.ShootScreen(t, a, screen, "junqi4-deploy-whole-"+pv.Name)
		a.Idle()
		a.Tap(input.Touch, widget.ZoomInTarget)
		a.DeployAll()

		moves := 0
		seat := junqi.NoSeat
		for i := 0; i < 16 && a.SceneName() == "play"; i++ {
			pic := gametest.JunqiGameOf(t, a).Picture()
			if pic.SeatToMove != seat {
				seat = pic.SeatToMove
				if !ownAreaInView(gametest.JunqiGameOf(t, a), seat) {
					t.Fatalf("%s move %d: %v's turn does not open on its area", pv.Name, i, seat)
				}
			}
			checkJunqiZoomed(t, a, fmt.Sprintf("%s move %d", pv.Name, i))
			if i == 3 {
				gametest.ShootScreen(t, a, screen, "junqi4-play-zoomed-"+pv.Name)
			}
			tok := gametest.QuietMove(t, a.LegalMoves())
			a.TapMove(tok)
			if mv := gametest.RecordOf(t, a).Moves; len(mv) != moves+1 || mv[len(mv)-1].Text != tok {
				t.Fatalf("%s: after tapping %s the record holds %v", pv.Name, tok, mv)
			}
			moves++
			a.ThroughHandOver()
			for gametest.JunqiGameOf(t, a).Sliding() {
				a.Step(nil)
			}
		}
		if moves < 12 {
			t.Fatalf("%s: only %d moves played", pv.Name, moves)
		}
		v := gametest.JunqiGameOf(t, a)

		// A tap on the whole board zooms in there and picks nothing, even on a piece of
		// the seat to move.
		a.Idle()
		a.Tap(input.Touch, widget.ZoomWholeTarget)
		gametest.ShootScreen(t, a, screen, "junqi4-play-whole-"+pv.Name)
		b := junqi.BoardOf(junqi.FourCountry)
		own := junqi.NoPoint
		for p := 0; p < b.N; p++ {
			if pc := v.Picture().Pieces[p]; pc.Present && !pc.FaceDown && pc.Seat == v.Picture().SeatToMove {
				own = junqi.Point(p)
				break
			}
		}
		x, y := v.Geometry().Centre(own)
		a.Idle()
		a.TapAt(input.Point{X: x, Y: y})
		if v.Picture().Selected != junqi.NoPoint || !v.ZoomState().Zoomed || !v.Geometry().Visible(own) {
			t.Fatalf("%s: a tap on the whole board at %s selected %v (zoomed %v, in view %v)",
				pv.Name, b.Name(own), v.Picture().Selected, v.ZoomState().Zoomed, v.Geometry().Visible(own))
		}

		// A drag from a spot that holds no piece of the mover pans; the board is not
		// printed again; the wheel pans too.
		a.Draw(screen)
		redraws := v.Redraws()
		from, ok := panSpot(v)
		if !ok {
			t.Fatalf("%s: no empty spot to pan from", pv.Name)
		}
		dx0, dy0 := v.ZoomState().Offset()
		to := input.Point{X: from.X + 60, Y: from.Y - 70}
		if !v.ZoomState().Area.Contains(to.X, to.Y) {
			to = input.Point{X: from.X - 60, Y: from.Y + 70}
		}
		a.Drag(from, to)
		a.Draw(screen)
		dx1, dy1 := v.ZoomState().Offset()
		if dx1 == dx0 && dy1 == dy0 {
			t.Fatalf("%s: a drag from (%.0f, %.0f) did not pan", pv.Name, from.X, from.Y)
		}
		if rec := gametest.RecordOf(t, a); len(rec.Moves) != moves {
			t.Fatalf("%s: a pan played a move", pv.Name)
		}
		a.Now += 40 * time.Millisecond
		cx, cy := v.ZoomState().Area.Centre()
		a.Step([]input.Raw{{Device: input.Mouse, Phase: input.Wheel, Pos: input.Point{X: cx, Y: cy}, Delta: input.Point{Y: 80}, At: a.Now}})
		a.Draw(screen)
		if _, dy2 := v.ZoomState().Offset(); dy2 == dy1 && dy1 > -(v.Base().Plate.H-v.ZoomState().Area.H)+1 {
			t.Fatalf("%s: the wheel did not pan (offset %v)", pv.Name, dy2)
		}
		if v.Redraws() != redraws {
			t.Fatalf("%s: panning printed the board again %d times", pv.Name, v.Redraws()-redraws)
		}
		// After the pans, taps still play.
		a.PlaySome(2, false)
		if rec := gametest.RecordOf(t, a); len(rec.Moves) < moves+1 {
			t.Fatalf("%s: no move after the pans", pv.Name)
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

// TestTabletsShowTheWholeBoard: tablets in either orientation and a desktop window give
// both Junqi boards finger-sized points on the screen as laid out (bar and panels
// included), so they never zoom: no zoom button in deployment or in play.
func TestTabletsShowTheWholeBoard(t *testing.T) {
	for _, v := range []render.View{{W: 1024, H: 768, Scale: 2}, {W: 768, H: 1024, Scale: 2}, {W: 1280, H: 800, Scale: 1}} {
		for _, board := range []string{"2p", "4p-teams", "4p-ffa"} {
			a := gametest.StartJunqiTest(t, v, "option:board:"+board)
			check := func(when string) {
				t.Helper()
				if a.Visible(widget.ZoomInTarget) || a.Visible(widget.ZoomWholeTarget) {
					t.Errorf("%s on %vx%v, %s: the board zooms (points under %v px)", board, v.W, v.H, when, render.MinTarget)
				}
			}
			a.ThroughHandOver()
			check("deployment")
			a.DeployAll()
			a.ThroughHandOver()
			check("play")
		}
	}
}
