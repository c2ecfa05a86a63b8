package napoleonai

import (
	"fmt"
	"testing"

	"warboard/rules/napoleon"
)

// raceNeed is how many moves seat x needs to reach its target in s (waterloo_race.go).
func raceNeed(s *napoleon.State, x napoleon.Seat) int {
	w := &wsearch{me: x}
	w.setup(s)
	w.setupRace(s)
	b := s.Board()
	for _, pl := range s.Pieces() {
		if !s.CountsFor(pl.Piece.Seat(), pl.Sq) {
			w.raceCount(b, pl.Piece.Seat(), pl.Piece.Kind(), pl.Sq)
		}
	}
	return w.need(s, x)
}

// raceNeeds is South's and East's need on 15x15 with three armies and the given target:
// South's cavalry on a1, infantry on b2 and general on c1; East's cavalry and infantry.
func raceNeeds(t *testing.T, target int) (south, east int) {
	t.Helper()
	rec := waterlooRecord(t, fmt.Sprintf("[Board \"15x15\"]\n[Seats \"S E N\"]\n[Options \"target=%d\"]\n[Position \"a1=SC b2=SI c1=SG o8=EC n8=EI f15=NI\"]\n", target))
	m, err := napoleon.FromRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	s := m.State()
	return raceNeed(&s, napoleon.South), raceNeed(&s, napoleon.East)
}

// The race counts: on 15x15 South's cavalry on its own edge needs 2 moves (8 ranks, 4
// a move), an infantry on its second rank 3, a general 4; pieces already counting need
// none, and an army's cheapest pieces are taken up to its target.
func TestWaterlooRaceNeed(t *testing.T) {
	south, east := raceNeeds(t, 4)
	// South: the cavalry 2 moves, the infantry 3, the general 4 (for 2 points).
	if south != 2+3+4 {
		t.Errorf("South needs %d moves, want 9", south)
	}
	// East: cavalry on its edge 2, infantry one file in 3 (7 files); two points short.
	if east != 2+3+2*raceCap {
		t.Errorf("East needs %d moves, want %d", east, 2+3+2*raceCap)
	}
	// Target 3: the cavalry and the infantry bring 2 points; the general, 4 moves away,
	// brings the last one (2 points for 1) and its moves still count.
	if south, _ = raceNeeds(t, 3); south != 2+3+4 {
		t.Errorf("target 3: South needs %d moves, want 9", south)
	}
}

// A position from the ladder (session 19's code, `-seed 1`, pair 4, game 0: hard alone
// as East against two greedy armies): South has two cavalry beyond the line on a13 and
// a14, far from East, and goes on to win down the west side at ply 61 while East, which
// spent its moves shuffling and taking pieces at home, scores 1. Here, before East's
// 7th move, hard without the race term shuffles (n6-n5: East's race no shorter); with it
// hard moves a piece west so that East needs fewer moves to its target.
func TestWaterlooHardRunsItsRace(t *testing.T) {
	rec := waterlooRecord(t, `[Game "napoleon"]
[Board "15x15"]
[Seats "S E N"]
[Position "d1=SC d14=ND d15=NK>S e1=SC e15=NC e2=SC f1=SK>N f15=NK>S f2=SI g1=SI g14=NG g15=NI g2=SG h1=SI h14=NC h15=NG h2=SK>N i1=SI i14=NC i15=NI i2=SI j14=NI j15=NK>S j2=SC k1=SK>N k14=NI k15=NI k2=SI l1=SG l14=NI l15=NC l2=SD n10=EI n4=EI n5=EI n6=EI n7=ED n8=EI n9=EI o10=EG o11=EC o12=EC o4=EK>NW o5=EC o6=EK>W o7=EK>NW o8=EC o9=EG"]

e1-a5 n4-n3 l15xo12 a5-e9 o11xo12 e15-a11 l1xn3 n5xn3 a11-e7 e2-a6 o12-m10 i14xm10 a6-e10 o8xm10 h14-l10 e9-a13 n8xl10 e7-a3 e10-a14
`)
	m, err := napoleon.FromRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	s := m.State()
	if s.ToMove() != napoleon.East {
		t.Fatalf("%v to move, want East", s.ToMove())
	}
	before := raceNeed(&s, napoleon.East)
	shorter := func(seed uint64) (napoleon.Turn, bool) {
		st := s
		tn := waterlooDecide(&st, "hard", seed, 0)
		after := st
		after.PlayTrusted(tn.Move, tn.Turns)
		return tn, raceNeed(&after, napoleon.East) < before
	}
	for seed := uint64(1); seed <= 3; seed++ {
		if tn, ok := shorter(seed); !ok {
			t.Errorf("seed %d: hard plays %s, East's race no shorter than %d moves", seed, tn, before)
		}
	}
	noRace = true
	defer func() { noRace = false }()
	if tn, ok := shorter(1); ok {
		t.Logf("without the race term hard plays %s, which shortens the race too (the test no longer tells the change)", tn)
		t.Fail()
	}
}
