package junqiplay

import (
	"testing"

	"warboard/render/junqipic"
	"warboard/rules/junqi"
)

// TestEarlierSeatsMovesStayMarked: after each action the last one is marked loudly, and
// every other seat's latest action stays marked (quietly) until that seat acts again.
func TestEarlierSeatsMovesStayMarked(t *testing.T) {
	s := newSession(t, tagsFor(t, "2p", "open", "S N", "", ""), Options{}, 1)
	for s.Phase() == Deploy {
		ok(t, s.UseLayout("left flag"))
		ok(t, s.Done())
	}
	move := func(from, to string) junqipic.Move { return junqipic.Move{From: pt(t, s, from), To: pt(t, s, to)} }
	if pic := s.Picture(); pic.SeatLast != [4]junqipic.Move{junqipic.NoMove, junqipic.NoMove, junqipic.NoMove, junqipic.NoMove} {
		t.Fatalf("moves marked before the first: %+v", pic.SeatLast)
	}
	for _, c := range []struct {
		tok          string
		south, north junqipic.Move
		quiet        junqi.Seat // the seat whose move is marked quietly (NoSeat none)
	}{
		{"e6xe7", move("e6", "e7"), junqipic.NoMove, junqi.NoSeat},
		{"e8-d8", move("e6", "e7"), move("e8", "d8"), junqi.South},
		{"e7xe9", move("e7", "e9"), move("e8", "d8"), junqi.North},
		{"a8-b8", move("e7", "e9"), move("a8", "b8"), junqi.South},
	} {
		taps(t, s, c.tok)
		checkAll(t, s)
		pic := s.Picture()
		if pic.SeatLast[junqi.South] != c.south || pic.SeatLast[junqi.North] != c.north {
			t.Fatalf("after %s: S %+v N %+v, want %+v and %+v", c.tok, pic.SeatLast[junqi.South], pic.SeatLast[junqi.North], c.south, c.north)
		}
		for _, x := range []junqi.Seat{junqi.South, junqi.North} {
			if got := pic.Quiet(x); got != (x == c.quiet) {
				t.Fatalf("after %s: %v's move marked quietly: %v", c.tok, x, got)
			}
		}
	}
}

// TestFourSeatsMovesStayMarked: on the four-country board in 暗棋, once every seat has
// moved, the three seats before the last one each keep a quiet mark, and on every
// viewer's screen the marks are what the public tokens say.
func TestFourSeatsMovesStayMarked(t *testing.T) {
	s := newSession(t, tagsFor(t, "4p", "dark", "S E N W", "", ""), Options{}, 3)
	for s.Phase() != Play {
		if s.Phase() == HandOver {
			ok(t, s.Ready())
			continue
		}
		ok(t, s.Done())
	}
	var seen []junqi.Seat
	playRandom(t, s, 5, 12, func() {
		t.Helper()
		checkAll(t, s) // the marks are what the tokens say, on every screen
		if pic := s.Picture(); pic.Viewer != junqi.NoSeat {
			seen = append(seen, pic.Viewer)
		}
	})
	pic := s.Picture()
	if pic.Phase == HandOver {
		ok(t, s.Ready())
		pic = s.Picture()
	}
	if s.Phase() != Play {
		t.Skipf("the game ended early (%v)", s.Phase())
	}
	quiet := 0
	for x := junqi.Seat(0); x < 4; x++ {
		if pic.Quiet(x) {
			quiet++
		}
	}
	if quiet != 3 {
		t.Fatalf("%d seats' moves marked quietly after 12 actions, want 3: %+v (last %+v)", quiet, pic.SeatLast, pic.Last)
	}
	viewers := map[junqi.Seat]bool{}
	for _, x := range seen {
		viewers[x] = true
	}
	if len(viewers) < 4 {
		t.Fatalf("only %d viewers saw the game: %v", len(viewers), seen)
	}
}
