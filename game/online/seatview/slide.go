package seatview

import (
	"warboard/render/junqipic"
	"warboard/rules/junqi"
)

// SlidePath is the way the last move of after ran, for the screen to slide its piece along
// as the device does: a road step's two ends, or the railway's points from its start to its
// end (a straight rail line clear in before, else the shortest run along clear rails, as an
// engineer turns). It is nil when nothing should slide: no new move (before shows the same
// last move), a flip, or an attack the mover did not win (the point it went to does not
// hold a piece of its seat; a seat never learns more from this than the view shows).
func SlidePath(b *junqi.Board, before, after *junqipic.Scene) []junqi.Point {
	last := after.Last
	if !last.Made() || last.From == last.To || last == before.Last {
		return nil
	}
	from, to := last.From, last.To
	mover, there := before.Pieces[from], after.Pieces[to]
	if !mover.Present || !there.Present || there.Seat != mover.Seat || after.Pieces[from].Present {
		return nil
	}
	for _, q := range b.RoadNeighbours(from) {
		if q == to {
			return []junqi.Point{from, to}
		}
	}
	clear := func(q junqi.Point) bool { return !before.Pieces[q].Present }
	if p := b.RailPath(from, to, false, clear); p != nil {
		return p
	}
	if p := b.RailPath(from, to, true, clear); p != nil {
		return p
	}
	return []junqi.Point{from, to}
}
