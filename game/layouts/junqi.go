package layouts

import (
	"errors"
	"fmt"
	"strings"

	"warboard/rules/junqi"
	"warboard/rules/record"
)

// MaxText bounds an imported text: a layout is a few hundred bytes, a record's deployment a
// little more; anything far larger is not one.
const MaxText = 64 << 10

// JunqiText is a Junqi layout as kept: the placement list of South's area on the
// two-player board. A layout is in its seat's own view, so the same text loads into any
// seat of either board.
func JunqiText(l junqi.Layout) string { return l.Placements(junqi.TwoPlayer, junqi.South) }

// JunqiFor is the layout as seat's placement list on board k: what export writes for the
// player deploying there, and what a record's Position holds for that seat.
func JunqiFor(l junqi.Layout, k junqi.BoardKind, seat junqi.Seat) string {
	return l.Placements(k, seat)
}

// DecodeJunqi reads a Junqi layout from a placement list of one seat's pieces, on either
// board and from any seat ("a1=S2 …", "b12=NF …", "Wa1=W2 …"): the seat and the board come
// from the text, and the layout comes back in that seat's own view, checked by every
// deployment rule. A whole record is read too: the layout is its Position's pieces of
// South (or, without South, of the first seat listed).
func DecodeJunqi(text string) (junqi.Layout, error) {
	var l junqi.Layout
	list, err := placementText(text)
	if err != nil {
		return l, err
	}
	ps, err := record.ParsePlacements(list)
	if err != nil {
		return l, err
	}
	if len(ps) == 0 {
		return l, errors.New("no pieces: a layout is a placement list like a1=S2 b1=SF …")
	}
	seat, ok := junqi.SeatOf(ps[0].Seat)
	if !ok {
		return l, fmt.Errorf("%s: %q is not a seat", ps[0].Point, ps[0].Seat)
	}
	k := junqi.TwoPlayer
	if c := ps[0].Point[0]; c >= 'A' && c <= 'Z' {
		k = junqi.FourCountry
	}
	return junqi.LayoutFromPlacements(k, seat, list)
}

// placementText is the placement list in text: the text itself, or a record's Position.
func placementText(text string) (string, error) {
	if len(text) > MaxText {
		return "", fmt.Errorf("the text is too long for a layout (%d bytes, at most %d)", len(text), MaxText)
	}
	t := strings.TrimSpace(text)
	if t == "" {
		return "", errors.New("the text is empty")
	}
	if t[0] != '[' {
		return t, nil
	}
	rec, err := record.Parse(t)
	if err != nil {
		return "", err
	}
	pos, ok := rec.Tag("Position")
	if !ok || strings.TrimSpace(pos) == "" {
		return "", errors.New("the record has no [Position] to take a layout from")
	}
	return oneSeat(pos)
}

// oneSeat keeps, of a record's Position, the pieces of one seat: South's when it has any,
// else the seat of the first entry.
func oneSeat(pos string) (string, error) {
	ps, err := record.ParsePlacements(pos)
	if err != nil {
		return "", err
	}
	if len(ps) == 0 {
		return "", errors.New("the record's [Position] is empty")
	}
	seat := ps[0].Seat
	for _, p := range ps {
		if p.Seat == 'S' {
			seat = 'S'
		}
	}
	var keep []record.Placement
	for _, p := range ps {
		if p.Seat == seat {
			keep = append(keep, p)
		}
	}
	return record.FormatPlacements(keep), nil
}

// MirrorJunqi swaps left and right. The headquarters, camps and rows are symmetric, so a
// legal layout stays legal.
func MirrorJunqi(l junqi.Layout) junqi.Layout { return l.Mirror() }

// junqiBuiltins are the program's own layouts, written in South's area on the two-player
// board; every one is checked by the deployment rules in the tests (and on use).
var junqiBuiltins = []struct{ key, text string }{
	{"left flag", JunqiText(junqi.Layouts[0].Layout)},
	{"right flag", JunqiText(junqi.Layouts[1].Layout)},
	{"central bombs", JunqiText(junqi.Layouts[2].Layout)},
	{"fortress", JunqiText(junqi.Layouts[3].Layout)},
	// Flag on d1 behind three landmines, bombs on the second rank and the left centre, the
	// 司令 and 军长 on the wings of rank 4 to answer a breakthrough.
	{"mine wall", "a1=S2 b1=S3 c1=SM d1=SF e1=SM a2=S1 b2=S4 c2=SB d2=SM e2=S5 " +
		"a3=S7 c3=S6 e3=S1 a4=S9 b4=S3 d4=SB e4=S8 a5=S2 c5=S5 e5=S6 a6=S3 b6=S4 c6=S7 d6=S1 e6=S2"},
	// Engineers and small pieces up front to probe, the big ones held back by the rail.
	{"scouts forward", "a1=SM b1=SF c1=SM d1=S3 e1=S5 a2=S6 b2=SM c2=S9 d2=SB e2=S4 " +
		"a3=S8 c3=S7 e3=S6 a4=S5 b4=SB d4=S7 e4=S4 a5=S3 c5=S2 e5=S3 a6=S1 b6=S2 c6=S1 d6=S2 e6=S1"},
}

// JunqiBuiltins are the program's own Junqi layouts (negative IDs; Name is a key the
// screen translates: "left flag", "mine wall", …).
func JunqiBuiltins() []Entry {
	out := make([]Entry, len(junqiBuiltins))
	for i, b := range junqiBuiltins {
		out[i] = Entry{ID: -1 - i, Name: b.key, Game: Junqi, Text: b.text}
	}
	return out
}
