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
	if !slices.Contains(th, "d6-f4") {
		t.Fatalf("South is not warned of d6-f4: %v", th)
	}
	for _, mv := range th {
		w := fromRecord(t, wonGame+strings.Join(moves[:9], " ")+" "+moves[9]+" "+mv+"\n", Options{Computers: "N"}).s
		if r := w.Result(); !r.Over || r.Winner != napoleon.North {
			t.Fatalf("the threat %s does not win: %+v", mv, r)
		}
	}
}
