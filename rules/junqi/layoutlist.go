package junqi

import (
	"fmt"

	"warboard/rules/record"
)

// A deployment written as a placement list of the seat's own pieces ("a1=S2
// b1=SF …", on the four-country board "Sa1=S2 …"): how a computer player or a
// file gives a layout, in the notation's words.

// LayoutFromPlacements reads seat's layout from a placement list of its pieces and
// checks it by every deployment rule. Errors name the entry or the rule broken.
func LayoutFromPlacements(k BoardKind, seat Seat, list string) (Layout, error) {
	var l Layout
	b := BoardOf(k)
	if !b.HasArea(seat) {
		return l, fmt.Errorf("seat %v is not on the %v board", seat, k)
	}
	ps, err := record.ParsePlacements(list)
	if err != nil {
		return l, err
	}
	for _, pl := range ps {
		p, ok := b.PointByName(pl.Point)
		if !ok {
			return l, fmt.Errorf("%q is not a point of the %v board", pl.Point, k)
		}
		if b.Area(p) != seat || b.KindOf(p) == Centre {
			return l, fmt.Errorf("%s is not in %v's area", pl.Point, seat)
		}
		if x, ok := SeatOf(pl.Seat); !ok || x != seat {
			return l, fmt.Errorf("%s: %c is not a piece of %v", pl.Point, pl.Seat, seat)
		}
		if pl.FaceDown {
			return l, fmt.Errorf("%s: a deployed piece stands face up", pl.Point)
		}
		r, ok := Rank(0), len(pl.Piece) == 1
		if ok {
			r, ok = RankOf(pl.Piece[0])
		}
		if !ok || r == Unknown {
			return l, fmt.Errorf("%s: %q is not a junqi piece", pl.Point, pl.Piece)
		}
		f, rank := b.Local(p)
		if b.AreaPoint(seat, f, rank) != p {
			return l, fmt.Errorf("%s is not in %v's area", pl.Point, seat)
		}
		l[(rank-1)*5+f] = r
	}
	return l, l.Check(k, seat)
}

// Placements writes seat's layout as a placement list, in notation order.
func (l Layout) Placements(k BoardKind, seat Seat) string {
	b := BoardOf(k)
	var ps []record.Placement
	for i, r := range l {
		if r != 0 {
			ps = append(ps, placementOf(b, b.AreaPoint(seat, i%5, i/5+1), MakePiece(seat, r)))
		}
	}
	return record.FormatPlacements(ps)
}
