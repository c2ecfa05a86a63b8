package junqiboard

import (
	"math"

	"warboard/render"
	"warboard/render/junqipic"
	"warboard/rules/junqi"
)

// The zoom of a deploying seat, shared by the game screen and the online room: the whole
// region it places its pieces on in view where finger-sized cells allow.

// DeployRegion is where seat places its pieces on g: its own area, and any point its
// pieces stand on in sc beyond it (三打一's landlord fills the centre too).
func (g *Geometry) DeployRegion(seat junqi.Seat, sc *junqipic.Scene) render.Rect {
	r := g.OwnArea(seat)
	x0, y0, x1, y1 := r.X, r.Y, r.X+r.W, r.Y+r.H
	for q := 0; q < len(sc.Pieces) && q < g.n; q++ {
		if pc := sc.Pieces[q]; !pc.Present || pc.Seat != seat {
			continue
		}
		cx, cy := g.Centre(junqi.Point(q))
		x0, y0 = math.Min(x0, cx-g.TileW/2), math.Min(y0, cy-g.TileH/2)
		x1, y1 = math.Max(x1, cx+g.TileW/2), math.Max(y1, cy+g.TileH/2)
	}
	return render.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
}

// DeployZoom lowers z (ZoomLayout's, with whole and zoomed its boards) so that seat's whole
// deployment region fits the area's height where the cells stay about finger-sized; it
// returns the zoomed board to show.
func DeployZoom(whole, zoomed *Geometry, seat junqi.Seat, sc *junqipic.Scene, z *render.Zoom) Geometry {
	if z.Zoomable() && z.FitHeight(whole.DeployRegion(seat, sc).H, 0.9*render.MinTarget) {
		return Rezoom(whole.Board, whole.Bottom, z)
	}
	return *zoomed
}

// FocusArea is the part of the zoomed board g to turn the view to for seat: its own area,
// or, while it deploys, its whole region when that (about) fits z's area.
func (g *Geometry) FocusArea(seat junqi.Seat, deploying bool, sc *junqipic.Scene, z *render.Zoom) render.Rect {
	if d := g.DeployRegion(seat, sc); deploying && d.H <= z.Area.H*1.05 && d.W <= z.Area.W*1.05 {
		return d
	}
	return g.OwnArea(seat)
}
