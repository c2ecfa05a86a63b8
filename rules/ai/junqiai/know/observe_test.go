package know

import (
	"math/rand/v2"
	"testing"

	"warboard/rules/junqi"
)

// TestObserveBadInput: no match, or a seat without an area, is an error.
func TestObserveBadInput(t *testing.T) {
	if _, err := Observe(nil, junqi.South); err == nil {
		t.Fatal("nil match accepted")
	}
	m, _ := randomGame(t, dark2p, 1, 10)
	if _, err := Observe(m, junqi.East); err == nil {
		t.Fatal("East on the two-player board accepted")
	}
	if _, err := Observe(m, junqi.NoSeat); err == nil {
		t.Fatal("NoSeat accepted")
	}
	o, err := Observe(m, junqi.South)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := o.Sample(nil); err == nil {
		t.Fatal("Sample without a source accepted")
	}
	if o.Possible(junqi.NoPoint) != 0 {
		t.Fatal("NoPoint has possible ranks")
	}
}

// TestObserveNonPlayingSeat: a seat with an area but not in the game (the
// empty area of three players) sees what everybody sees; its samples are
// still consistent.
func TestObserveNonPlayingSeat(t *testing.T) {
	cfg := junqi.DefaultConfig(junqi.FourCountry, junqi.Dark)
	cfg.Seats = []junqi.Seat{junqi.South, junqi.East, junqi.West}
	m, start := randomGame(t, cfg, 2, 150)
	checkObservation(t, m, start, junqi.North, rand.New(rand.NewPCG(1, 1)), true)
}

// TestObservationAccessors: seat, config, turn and ply are the match's.
func TestObservationAccessors(t *testing.T) {
	m, _ := randomGame(t, dark2v2, 3, 77)
	o, err := Observe(m, junqi.East)
	if err != nil {
		t.Fatal(err)
	}
	st := m.State()
	seat, known := st.Turn()
	if ts, tk := o.ToMove(); ts != seat || tk != known {
		t.Fatal("ToMove is not the match's turn")
	}
	if o.Seat() != junqi.East || o.Ply() != st.Ply() {
		t.Fatal("seat or ply wrong")
	}
	c := o.Config()
	if c.Board != junqi.FourCountry || c.Mode != junqi.Dark || len(c.Teams) != 2 {
		t.Fatalf("config %+v", c)
	}
	c.Teams[0][0] = junqi.West // the caller's copy: the observation keeps its own
	if o.Config().Teams[0][0] == junqi.West {
		t.Fatal("Config hands out the observation's own slices")
	}
	// 翻棋 before the first flip: nobody knows whose colour is to move.
	f, _ := randomGame(t, junqi.DefaultConfig(junqi.TwoPlayer, junqi.Flip), 3, 0)
	of, err := Observe(f, junqi.North)
	if err != nil {
		t.Fatal(err)
	}
	if _, known := of.ToMove(); known {
		t.Fatal("colour known before the first flip")
	}
	smp, err := of.Sample(rand.New(rand.NewPCG(1, 1)))
	if err != nil {
		t.Fatal(err)
	}
	if _, known := smp.Turn(); known {
		t.Fatal("the sample knows the colour before the first flip")
	}
}
