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
	for _, line := range b.Lines {
		i, j := indexOf(line, from), indexOf(line, to)
		if i < 0 || j < 0 {
			continue
		}
		step := 1
		if j < i {
			step = -1
		}
		ok := true
		for k := i + step; k != j; k += step {
			ok = ok && clear(line[k])
		}
		if !ok {
			continue
		}
		var path []junqi.Point
		for k := i; ; k += step {
			path = append(path, line[k])
			if k == j {
				return path
			}
		}
	}
	if p := railRun(b, from, to, clear); p != nil {
		return p
	}
	return []junqi.Point{from, to}
}

func indexOf(line []junqi.Point, p junqi.Point) int {
	for i, q := range line {
		if q == p {
			return i
		}
	}
	return -1
}

// railRun is the shortest way from–to along rails through clear points (nil for none).
func railRun(b *junqi.Board, from, to junqi.Point, clear func(junqi.Point) bool) []junqi.Point {
	prev := map[junqi.Point]junqi.Point{from: from}
	queue := []junqi.Point{from}
	for len(queue) > 0 {
		cur := queue[0]
		queue = queue[1:]
		for _, q := range b.RailNeighbours(cur) {
			if _, seen := prev[q]; seen {
				continue
			}
			prev[q] = cur
			if q == to {
				var rev []junqi.Point
				for p := to; p != from; p = prev[p] {
					rev = append(rev, p)
				}
				rev = append(rev, from)
				for i, j := 0, len(rev)-1; i < j; i, j = i+1, j-1 {
					rev[i], rev[j] = rev[j], rev[i]
				}
				return rev
			}
			if clear(q) {
				queue = append(queue, q)
			}
		}
	}
	return nil
}
