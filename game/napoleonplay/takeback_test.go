package napoleonplay

import (
	"math/rand/v2"
	"strings"
	"testing"

	"warboard/rules/napoleon"
)

// playFirst plays the first legal move of the side to move as its whole turn (after its
// hand-over, if any).
func (d *driver) playFirst() {
	d.t.Helper()
	if d.s.phase == HandOver {
		d.ok("continue", (*Session).Continue)
	}
	side := d.s.Pending().Seat
	mv := d.s.LegalMoves()[0]
	d.ok("play "+mv, func(s *Session) error { return s.Decide(side, mv) })
}

// reload is the app's reload: save, restore, go on with the restored session.
func (d *driver) reload() {
	d.t.Helper()
	data, err := d.s.Save()
	if err != nil {
		d.t.Fatal(err)
	}
	if d.s, err = Restore(data); err != nil {
		d.t.Fatalf("restore: %v\n%s", err, data)
	}
	d.verify("reload", nil, nil)
}

// TestTakeBackBetweenPeople: the side that played the last turn asks (from play or from
// the hand-over that follows it), the side to move answers on its own screen; accepted,
// the turn is undone and its side plays again; refused, nothing changes. The request and
// the answer survive reloads (request, reload, answer, reload).
func TestTakeBackBetweenPeople(t *testing.T) {
	for _, handOvers := range []bool{false, true} {
		for _, accept := range []bool{true, false} {
			d := newDriver(t, std8, Options{First: "S", HandOverPlay: handOvers}, 1)
			d.setUpBoth(southArmy, northArmy)
			if _, can := d.s.CanAskTakeBack(); can {
				t.Fatal("a take back before any turn")
			}
			d.playFirst()
			d.playFirst() // North
			was := d.s.RecordText()
			wantBack := d.s.Record()
			wantBack.Moves = wantBack.Moves[:lastTurnStart(wantBack)]
			by, can := d.s.CanAskTakeBack()
			if !can || by != napoleon.North {
				t.Fatalf("can ask %v by %v, want North", can, by)
			}
			if (d.s.phase == HandOver) != handOvers {
				t.Fatalf("phase %v after a turn", d.s.phase)
			}
			d.ok("ask", (*Session).AskTakeBack)
			d.refused("ask again", "asked already", (*Session).AskTakeBack)
			d.reload()
			if d.s.phase == HandOver {
				if pd := d.s.Pending(); pd.Seat != napoleon.South || !pd.HandOver || pd.What != DecideTakeBack {
					t.Fatalf("the hand-over to answer: %+v", pd)
				}
				d.ok("continue", (*Session).Continue)
			}
			if pd := d.s.Pending(); pd.Seat != napoleon.South || pd.What != DecideTakeBack || !d.pic().TakeBackAsked {
				t.Fatalf("answering: %+v", pd)
			}
			d.refused("a move while asked", "take-back request", func(s *Session) error { return s.Tap(sq(t, "a2")) })
			d.refused("resign while asked", "take-back request", (*Session).Resign)
			d.reload()
			if accept {
				d.ok("accept", func(s *Session) error { return s.Decide(napoleon.South, "accept") })
				if d.s.RecordText() != wantBack.String() {
					t.Fatalf("after the take back:\n%s\nwant\n%s", d.s.RecordText(), wantBack)
				}
				if pd := d.s.Pending(); pd.Seat != napoleon.North || pd.What != DecideMove || pd.HandOver != handOvers {
					t.Fatalf("after the take back: %+v", pd)
				}
			} else {
				d.ok("refuse", func(s *Session) error { return s.Decide(napoleon.South, "decline") })
				if d.s.RecordText() != was {
					t.Fatal("a refused take back changed the game")
				}
				if pd := d.s.Pending(); pd.Seat != napoleon.South || pd.What != DecideMove || pd.HandOver {
					t.Fatalf("after the refusal: %+v", pd)
				}
			}
			d.reload()
			d.playFirst()
		}
	}
}

// TestTakeBackRequestNotAgainstTheComputer: with a computer side the request is not
// offered (TakeBack needs no consent), and a saved request that does not fit is refused.
func TestTakeBackRequestNotAgainstTheComputer(t *testing.T) {
	d := newDriver(t, std8, Options{First: "S"}, 1)
	d.setUpBoth(southArmy, northArmy)
	d.playFirst()
	d.ok("ask", (*Session).AskTakeBack)
	data, _ := d.s.Save()
	bad := strings.Replace(string(data), `"options":{`, `"options":{"computers":"N",`, 1)
	if bad == string(data) {
		t.Fatalf("no options in\n%s", data)
	}
	if _, err := Restore([]byte(bad)); err == nil {
		t.Fatal("restored a request against the computer")
	}
	c := newDriver(t, std8, Options{First: "S", Computers: "N"}, 1)
	c.wantPhase(SetUp, napoleon.South)
	c.place(southArmy)
	c.ok("done S", (*Session).Done)
	rnd := rand.New(rand.NewPCG(1, 2))
	for pd := c.s.Pending(); !pd.Person; pd = c.s.Pending() {
		decideRandom(t, c.s, rnd)
	}
	c.playFirst()
	if _, can := c.s.CanAskTakeBack(); can {
		t.Fatal("a request against the computer")
	}
	c.refused("ask", "against the computer", (*Session).AskTakeBack)
}
