package seatview

import (
	"testing"

	"warboard/game/junqiplay"
	"warboard/rules/junqi"
)

func TestCountsReadBack(t *testing.T) {
	var n, s junqiplay.Tally
	n.Seat, n.Hidden, n.UnknownDead = junqi.North, 20, 3
	n.Min[junqi.Marshal], n.Max[junqi.Marshal] = 1, 1
	n.Min[junqi.MajorGen], n.Max[junqi.MajorGen] = 0, 2
	n.Min[junqi.Bomb], n.Max[junqi.Bomb] = 2, 2
	s.Seat, s.Own, s.Out, s.Size = junqi.South, true, true, 25
	text := FormatCounts([]junqiplay.Tally{n, s})
	if want := "N size=0 hidden=20 gone=3 7=0-2 9=1 B=2\nS size=25 hidden=0 gone=0 own out"; text != want {
		t.Fatalf("FormatCounts = %q, want %q", text, want)
	}
	ts, err := ParseCounts(text)
	if err != nil || len(ts) != 2 || ts[0] != n || ts[1] != s {
		t.Fatalf("ParseCounts: %+v %v", ts, err)
	}
	if ts, err := ParseCounts(""); err != nil || len(ts) != 0 {
		t.Fatalf("nothing to count: %v %v", ts, err)
	}
	for _, bad := range []string{"X size=1", "NN", "N 9", "N 9=x", "N 9=2-1", "N ?=1", "N Z=1", "N 9=-1", "N 9=100"} {
		if _, err := ParseCounts(bad); err == nil {
			t.Errorf("ParseCounts(%q) accepted", bad)
		}
	}
}
