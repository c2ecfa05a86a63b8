package junqiplay

import (
	"testing"

	"warboard/rules/junqi"
	"warboard/rules/record"
)

// threats are the points FlagThreats gives South in a 2p position of mode.
func threats(t *testing.T, mode, position string) []string {
	t.Helper()
	rec, err := record.Parse("[Game \"junqi\"]\n[Board \"2p\"]\n[Mode \"" + mode + "\"]\n[Position \"" + position + "\"]\n[Turn \"S\"]\n")
	if err != nil {
		t.Fatal(err)
	}
	s, err := FromRecord(rec, Options{Computers: "N", Levels: "N=easy"})
	if err != nil {
		t.Fatal(err)
	}
	b := junqi.BoardOf(junqi.TwoPlayer)
	var out []string
	for _, p := range s.FlagThreats(junqi.South) {
		out = append(out, b.Name(p))
	}
	return out
}

// TestFlagThreats: a piece beside the flag threatens it; a landmine there does not in the
// open, but in the dark South cannot know it is one, so the warning does not tell it
// either; a piece two steps away does not threaten.
func TestFlagThreats(t *testing.T) {
	const rest = " a1=SM c1=SM e1=S9 b12=NF e12=N9"
	if got := threats(t, "open", "b1=SF b2=N5"+rest); len(got) != 1 || got[0] != "b2" {
		t.Fatalf("a 团长 beside the flag: %v", got)
	}
	if got := threats(t, "open", "b1=SF b2=NM"+rest); len(got) != 0 {
		t.Fatalf("a landmine in the open: %v", got)
	}
	if got := threats(t, "dark", "b1=SF b2=NM"+rest); len(got) != 1 || got[0] != "b2" {
		t.Fatalf("an unseen landmine in the dark: %v (silence would tell it cannot move)", got)
	}
	if got := threats(t, "open", "b1=SF b3=N5"+rest); len(got) != 0 {
		t.Fatalf("a piece two steps away: %v", got)
	}
}

// TestFlagThreatsFollowThePosition: the kept answer is the position's own — once the
// threatening piece steps away, the warning goes.
func TestFlagThreatsFollowThePosition(t *testing.T) {
	rec, err := record.Parse("[Game \"junqi\"]\n[Board \"2p\"]\n[Mode \"open\"]\n" +
		"[Position \"b1=SF a1=SM c1=SM e1=S9 b2=N5 b12=NF e12=N9\"]\n[Turn \"S\"]\n")
	if err != nil {
		t.Fatal(err)
	}
	s, err := FromRecord(rec, Options{Computers: "N", Levels: "N=easy"})
	if err != nil {
		t.Fatal(err)
	}
	if got := s.FlagThreats(junqi.South); len(got) != 1 {
		t.Fatalf("before: %v", got)
	}
	for _, step := range []struct {
		seat junqi.Seat
		tok  string
	}{{junqi.South, "e1-e2"}, {junqi.North, "b2-b3"}} {
		if err := s.Decide(step.seat, step.tok); err != nil {
			t.Fatal(err)
		}
	}
	if got := s.FlagThreats(junqi.South); len(got) != 0 {
		t.Fatalf("after the piece stepped away: %v", got)
	}
}
