package ai

import (
	"testing"

	"warboard/rules/napoleon"
	"warboard/rules/record"
)

// Napoleon's players answer through the door: a set-up for each side, then
// turns that the rules core accepts, the stepped thinker agreeing with
// Decide, and draw offers judged by the count an agreed end would use.
func TestNapoleonThroughTheDoor(t *testing.T) {
	tags := "[Game \"napoleon\"]\n[Board \"8x8\"]\n"
	rec := mustParse(t, tags)
	var pos string
	for _, seat := range []string{"S", "N"} {
		pl, err := Deploy(Request{Record: rec, Seat: seat, Level: "normal", Seed: 3})
		if err != nil {
			t.Fatalf("deploy %s: %v", seat, err)
		}
		if pos != "" {
			pos += " "
		}
		pos += pl
	}
	rec = mustParse(t, tags+"[Position \""+pos+"\"]\n")
	if _, err := napoleon.FromRecord(rec); err != nil {
		t.Fatalf("the two set-ups do not make a game: %v", err)
	}
	for ply := 0; ply < 6; ply++ {
		m, err := napoleon.FromRecord(rec)
		if err != nil {
			t.Fatal(err)
		}
		if m.Outcome().Over {
			break
		}
		seat := m.Turn()
		req := Request{Record: rec, Seat: seat, Level: "easy", Seed: uint64(ply)}
		turn, err := Decide(req)
		if err != nil {
			t.Fatalf("ply %d: %v", ply, err)
		}
		th, err := NewThinker(req)
		if err != nil {
			t.Fatal(err)
		}
		for !th.Step(500) {
		}
		if th.Best() != turn {
			t.Errorf("ply %d: stepped %q, Decide %q", ply, th.Best(), turn)
		}
		if err := m.Play(turn); err != nil {
			t.Fatalf("ply %d: %q refused: %v", ply, turn, err)
		}
		rec.AddMove(turn)
	}
}

func TestNapoleonAcceptsAnAgreedEndUnlessItLoses(t *testing.T) {
	// South has a piece beyond the middle line (rank 5 of 8), North none:
	// an agreed end now is South's win on the count.
	rec, err := record.Parse("[Game \"napoleon\"]\n[Board \"8x8\"]\n[Position \"a1=SG e6=SI h8=NG a7=NI\"]\n")
	if err != nil {
		t.Fatal(err)
	}
	m, err := napoleon.FromRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	s := m.State()
	if s.Points(napoleon.South) <= s.Points(napoleon.North) {
		t.Fatalf("position does not favour South: %d vs %d", s.Points(napoleon.South), s.Points(napoleon.North))
	}
	for seat, want := range map[string]bool{"S": true, "N": false} {
		got, err := AcceptDraw(Request{Record: rec, Seat: seat, Level: "hard"})
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Errorf("%s accepts: %v, want %v", seat, got, want)
		}
	}
}
