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

// BattleOf is the fight the newest action of after was, as the device marks it (the
// outcome, the seats, and each rank the seat may know), read from before — the seat's
// view one action earlier — and after; Point is NoPoint when it was no fight. Who stands
// on the point afterwards, or that nobody does, is in every seat's view: the mark tells
// nothing the board does not. A rank is named when the seat saw it (its own piece, an
// open game) or sees it now (the winner shown face up).
func BattleOf(before, after *junqipic.Scene) junqipic.Battle {
	none := junqipic.Battle{Point: junqi.NoPoint}
	last := after.Last
	if !last.Made() || last.From == last.To || last == before.Last {
		return none
	}
	att, def, now := before.Pieces[last.From], before.Pieces[last.To], after.Pieces[last.To]
	if !att.Present || !def.Present || att.Seat == def.Seat || after.Pieces[last.From].Present {
		return none
	}
	bt := junqipic.Battle{Point: last.To, Attacker: att.Seat, Defender: def.Seat}
	switch {
	case !now.Present:
		bt.Outcome = junqipic.BothRemoved
	case now.Seat == att.Seat:
		bt.Outcome = junqipic.AttackerWon
	case now.Seat == def.Seat:
		bt.Outcome = junqipic.DefenderWon
	default:
		return none // not the view one action later
	}
	known := func(pc junqipic.Piece) byte {
		if pc.FaceDown || pc.Code == '?' {
			return 0
		}
		return pc.Code
	}
	bt.AttackerCode, bt.DefenderCode = known(att), known(def)
	if now.Present && bt.Outcome == junqipic.AttackerWon && bt.AttackerCode == 0 {
		bt.AttackerCode = known(now)
	}
	if now.Present && bt.Outcome == junqipic.DefenderWon && bt.DefenderCode == 0 {
		bt.DefenderCode = known(now)
	}
	return bt
}
