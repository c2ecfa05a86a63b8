package junqi

import (
	"math/rand/v2"
	"strings"
	"testing"
)

func TestLayoutPlacementsRoundTrip(t *testing.T) {
	src := rand.NewPCG(8, 9)
	for _, k := range []BoardKind{TwoPlayer, FourCountry} {
		for _, seat := range []Seat{South, East, North, West} {
			if !BoardOf(k).HasArea(seat) {
				continue
			}
			ls := []Layout{RandomLayout(src), RandomLayout(src)}
			for _, nl := range Layouts {
				ls = append(ls, nl.Layout)
			}
			for _, l := range ls {
				list := l.Placements(k, seat)
				back, err := LayoutFromPlacements(k, seat, list)
				if err != nil || back != l {
					t.Fatalf("%v %v: %s gives %v, %v", k, seat, list, back, err)
				}
				// What a deployed state shows of the seat is the same list.
				st, err := NewState(DefaultConfig(k, Open))
				if err != nil {
					t.Fatal(err)
				}
				if err := st.Deploy(seat, l); err != nil {
					t.Fatal(err)
				}
				if got := st.PositionString(); got != list {
					t.Fatalf("%v %v: position %s, list %s", k, seat, got, list)
				}
			}
		}
	}
}

func TestLayoutFromPlacementsErrors(t *testing.T) {
	good := Layouts[0].Layout.Placements(TwoPlayer, South)
	swap := func(from, to string) string { return strings.Replace(good, from, to, 1) }
	for _, c := range []struct {
		seat       Seat
		list, want string
	}{
		{South, "a1=S", "the piece is missing"},
		{South, swap("b1=SF", "b1=NF"), "b1: N is not a piece of S"},
		{North, good, "a1 is not in N's area"},
		{South, swap("b1=SF", "b12=SF"), "b12 is not in S's area"},
		{South, swap("b1=SF", "b1=SF*"), "b1: a deployed piece stands face up"},
		{South, swap("b1=SF", "b1=S?"), `b1: "?" is not a junqi piece`},
		{South, swap("b1=SF", "z9=SF"), `"z9" is not a point of the 2p board`},
		{South, swap("b1=SF ", ""), "flag"},
		{South, swap("b1=SF", "b3=SF"), ""},
		{East, good, "seat E is not on the 2p board"},
	} {
		_, err := LayoutFromPlacements(TwoPlayer, c.seat, c.list)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v %q: error %v, want %q", c.seat, c.list, err, c.want)
		}
	}
}
