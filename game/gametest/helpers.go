package gametest

import (
	"math"
	"time"

	"warboard/game/howto"
	"warboard/game/input"
	"warboard/game/menu"
	"warboard/render"
)

// HowTo is the how-to on screen: the how-to scene's, or the one a game menu shows over its
// game; nil when none shows.
func HowTo(a *App) *howto.HowTo {
	a.Lock()
	defer a.Unlock()
	switch s := a.Scene().(type) {
	case *menu.HowToScene:
		return s.HowTo
	case interface{ GameMenu() *menu.GameMenu }:
		return s.GameMenu().HowTo()
	}
	return nil
}

// The three device sizes the modes are played on.
var (
	PhoneView   = render.View{W: 390, H: 844, Scale: 3}
	TabletView  = render.View{W: 1024, H: 768, Scale: 2}
	DesktopView = render.View{W: 1280, H: 800, Scale: 1}
)

// Opts joins lists of option taps.
func Opts(groups ...[]string) []string {
	var out []string
	for _, g := range groups {
		out = append(out, g...)
	}
	return out
}

// Strs is its arguments as a list.
func Strs(s ...string) []string { return s }

// DragToHidden drags a finger from `from` towards a board point out of view, as a player
// does on a zoomed board: into the board's middle, then to the area's edge on the way to
// the point, held there while the board pans (no input: a finger held still), and, once
// the point shows, onto it, where the finger lifts. where tells the point's centre
// on screen now. It returns the number of ticks the finger was held still and the point
// where it lifted.
func (a *App) DragToHidden(z *render.Zoom, from input.Point, where func() (x, y float64, shown bool)) (held int, at input.Point) {
	a.T.Helper()
	step := func(ph input.Phase, p input.Point) {
		a.Now += 16 * time.Millisecond
		a.Step([]input.Raw{{Device: input.Touch, ID: 5, Phase: ph, Pos: p, At: a.Now}})
	}
	step(input.Down, from)
	cx, cy := z.Area.Centre()
	mid := input.Point{X: cx, Y: cy}
	for i := 1; i <= 4; i++ { // past the slop, into the middle
		f := float64(i) / 4
		step(input.Move, input.Point{X: from.X + (mid.X-from.X)*f, Y: from.Y + (mid.Y-from.Y)*f})
	}
	at = mid
	inset := render.EdgeZone / 4
	for tick := 0; tick < 600; tick++ {
		x, y, shown := where()
		if shown {
			at = input.Point{X: x, Y: y}
			step(input.Move, at)
			step(input.Up, at)
			return held, at
		}
		if tick == 0 {
			// Towards the point, just inside the area's edge, and held there.
			at = input.Point{
				X: math.Max(z.Area.X+inset, math.Min(z.Area.X+z.Area.W-inset, x)),
				Y: math.Max(z.Area.Y+inset, math.Min(z.Area.Y+z.Area.H-inset, y)),
			}
			step(input.Move, at)
			continue
		}
		held++
		a.Now += 16 * time.Millisecond
		a.Step(nil)
	}
	x, y, _ := where()
	ox, oy := z.Offset()
	a.T.Fatalf("the board never brought the point into view (finger at %+v, point at %.0f,%.0f, area %+v, offset %.0f,%.0f, held %d)", at, x, y, z.Area, ox, oy, held)
	return held, at
}
