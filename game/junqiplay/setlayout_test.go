package junqiplay

import (
	"testing"

	"warboard/rules/junqi"
)

// SetLayout fills the deploying seat's area with a given layout; an illegal one is refused
// with the rule it breaks and changes nothing; it is refused outside deployment and for a
// computer seat.
func TestSetLayout(t *testing.T) {
	s := newSession(t, tagsFor(t, "4p", "open", "S E N W", "", ""), Options{Computers: "N"}, 1)
	want := junqi.Layouts[3].Layout
	ok(t, s.SetLayout(want, "mine"))
	if s.layouts[junqi.South] != want || s.LayoutOf(junqi.South) != want.Placements(junqi.FourCountry, junqi.South) {
		t.Fatalf("South's layout is %v", s.LayoutOf(junqi.South))
	}
	bad := want
	for i, r := range bad {
		if r == junqi.Flag {
			bad[i], bad[25] = bad[25], bad[i] // the flag to the front rank
			break
		}
	}
	fb := s.SetLayout(bad, "bad")
	if !fb.Refused || fb.Code != RefusedDeploy || s.layouts[junqi.South] != want {
		t.Fatalf("an illegal layout: %+v, South holds %v", fb, s.layouts[junqi.South])
	}
	ok(t, s.Done())
	ok(t, s.SetLayout(want.Mirror(), "mirror")) // East deploys, from its own side
	if s.layouts[junqi.East] != want.Mirror() {
		t.Fatalf("East's layout is %v", s.LayoutOf(junqi.East))
	}
	ok(t, s.Done())
	if fb := s.SetLayout(want, "x"); !fb.Refused || fb.Code != RefusedComputer {
		t.Fatalf("while the computer deploys: %+v", fb)
	}
	if err := s.Decide(junqi.North, s.LayoutOf(junqi.North)); err != nil {
		t.Fatal(err)
	}
	ok(t, s.Done())
	if s.Phase() == Deploy {
		t.Fatalf("still deploying: %+v", s.Pending())
	}
	if fb := s.SetLayout(want, "late"); !fb.Refused {
		t.Fatalf("SetLayout in play: %+v", fb)
	}
}
