package napoleonplay

import (
	"slices"
	"strings"
	"testing"

	"warboard/rules/napoleon"
)

// wonGame is a game North (the computer, at easy) won by its target with d6-f4.
const wonGame = `[Game "napoleon"]
[Board "8x8"]
[Options "target=4 turnlimit=30"]
[Position "a1=SK>SE a2=SK>SE a7=NI a8=NC b1=SI b2=SC b7=NI b8=NC c1=SI c2=SC c7=NC c8=NC d1=SC d2=SI d7=ND d8=NK>SE e1=SG e2=SK>S e7=NI e8=NK>SE f1=SC f2=SD f7=NI f8=NG g1=SG g2=SI g7=NI g8=NK>SE h1=SI h2=SI h7=NI h8=NG"]
[Turn "N"]

`

// TestTargetThreats: on South's last turn of a game North won by its target, North's
// winning move is among the threats South is warned of, and every threat listed wins
// when played; at the start nothing threatens.
func TestTargetThreats(t *testing.T) {
	moves := strings.Fields("e7-h4 c2-g6 f7xg6 d1-d5 b7xd5 d2xd5 a7-a4 f1-b5 f8-d6 b1-e4 d6-f4")
	start := fromRecord(t, wonGame, Options{Computers: "N"}).s
	if th := start.TargetThreats(napoleon.South); len(th) != 0 {
		t.Fatalf("threats at the start: %v", th)
	}
	s := fromRecord(t, wonGame+strings.Join(moves[:9], " ")+"\n", Options{Computers: "N"}).s
	th := s.TargetThreats(napoleon.South)
	if !slices.Contains(th, Threat{By: napoleon.North, Move: "d6-f4"}) {
		t.Fatalf("South is not warned of d6-f4: %v", th)
	}
	for _, x := range th {
		w := fromRecord(t, wonGame+strings.Join(moves[:9], " ")+" "+moves[9]+" "+x.Move+"\n", Options{Computers: "N"}).s
		if r := w.Result(); !r.Over || r.Winner != napoleon.North {
			t.Fatalf("the threat %s does not win: %+v", x.Move, r)
		}
	}
}

// TestWaterlooTargetThreats: with three armies, each enemy army is asked as if its turn
// came now. On 16x16 at target 1 East wins by crossing to the west half (i8-h8): South is
// warned of it although North moves between; an ally's winning move is no threat, and
// every threat listed wins when its army plays it.
func TestWaterlooTargetThreats(t *testing.T) {
	const rec = "[Game \"napoleon\"]\n[Board \"16x16\"]\n[Seats \"S E N\"]\n[Options \"target=1\"]\n" +
		"[Position \"a1=SI p8=EI i8=EI h16=NI\"]\n[Turn \"S\"]\n\n"
	s := fromRecord(t, rec, Options{Computers: "EN"}).s
	th := s.TargetThreats(napoleon.South)
	if !slices.Contains(th, Threat{By: napoleon.East, Move: "i8-h8"}) {
		t.Fatalf("South is not warned of East's i8-h8: %v", th)
	}
	for _, x := range th {
		if x.By == napoleon.South {
			t.Fatalf("South warned of its own move %v", x)
		}
		st := s.match.State()
		u := st.AsIfToMove(x.By)
		m, err := napoleon.ParseMove(st.Board(), x.Move)
		if err != nil {
			t.Fatal(err)
		}
		u.Play(m)
		if o := u.Outcome(); !o.Over || o.Winner != x.By {
			t.Fatalf("the threat %v does not win: %+v", x, o)
		}
	}
	// East and North one side (its target 2: East holds g8 already): North is not
	// warned of its ally's crossing, South is
	teamRec := strings.Replace(strings.Replace(rec, "[Options", "[Teams \"S EN\"]\n[Options", 1), "i8=EI", "i8=EI g8=EI", 1)
	team := fromRecord(t, teamRec, Options{Computers: "SE"}).s
	for _, x := range team.TargetThreats(napoleon.North) {
		if x.By == napoleon.East {
			t.Fatalf("North warned of its ally's move %v", x)
		}
	}
	if th := team.TargetThreats(napoleon.South); len(th) == 0 {
		t.Fatal("South not warned of the EN side's crossing")
	}
}
