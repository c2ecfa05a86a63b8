package napoleonplay

import (
	"testing"

	"warboard/rules/napoleon"
)

func TestScriptedGameToTarget(t *testing.T) {
	d := newDriver(t, std8, Options{First: "S"}, 1)
	d.setUpBoth(southArmy, northArmy)
	d.wantPhase(Play, napoleon.South)

	d.move("d2", "d5")
	d.turnCannon("c1", "NE")
	if p := d.pic(); !p.Moved || len(p.Pending) != 1 || p.Pending[0].String() != "c1>NE" {
		t.Fatalf("pending turn not shown: moved %v pending %v", p.Moved, p.Pending)
	}
	d.end()
	d.move("a7", "a6")
	d.end()
	d.move("e2", "e5")
	d.turnCannon("f1", "N") // its facing already: nothing to record
	d.end()
	d.move("b7", "b6")
	d.end()
	d.move("c2", "c5")
	d.end()
	d.move("a6", "a7")
	d.end()
	if p := d.pic(); p.Points != [napoleon.NumSeats]int{3, 0} {
		t.Fatalf("points %v, want 3-0", p.Points)
	}
	d.move("f2", "f5")
	if p := d.pic(); p.Points != [napoleon.NumSeats]int{4, 0} || p.Phase != Play {
		t.Fatalf("provisional move: points %v phase %s", p.Points, p.Phase)
	}
	d.end()
	d.wantPhase(Over, napoleon.North)
	r := d.s.Result()
	if !r.Over || r.Draw || r.Winner != napoleon.South || r.Reason != "target" || r.Points != [napoleon.NumSeats]int{4, 0} || r.Target != 4 {
		t.Fatalf("result %+v", r)
	}
	got := d.s.Record().String()
	// The Position is the set-up as placed; build the expectation from it.
	rec := d.s.Record()
	pos, _ := rec.Tag("Position")
	if pos != "a1=SK>N a2=SI a7=NI a8=NK>S b1=SC b2=SI b7=NI b8=NC c1=SK>N c2=SI c7=NI c8=NK>S d1=SG d2=SI d7=NI d8=NG e1=SG e2=SI e7=NI e8=NG f1=SK>N f2=SI f7=NI f8=NK>S g1=SC g2=SC g7=NC g8=NC h1=SD h2=SC h7=NC h8=ND" {
		t.Fatalf("position %q", pos)
	}
	wantText := "[Game \"napoleon\"]\n[Board \"8x8\"]\n[Options \"target=4\"]\n[Position \"" + pos + "\"]\n[Turn \"S\"]\n[Result \"S target\"]\n\nd2-d5 c1>NE a7-a6 e2-e5 b7-b6 c2-c5 a6-a7 f2-f5\n"
	if got != wantText {
		t.Fatalf("record:\n%s\nwant:\n%s", got, wantText)
	}
	// The record replays to the same end in the rules core.
	m, err := napoleon.FromRecord(rec)
	if err != nil || m.Result() != "S target" {
		t.Fatalf("replay: %v %v", err, m)
	}
	d.refused("tap after the end", "phase over", func(s *Session) error { return s.Tap(sq(t, "a2")) })
}
