package junqiai

import (
	"testing"

	"warboard/rules/junqi"
)

// approachCost is what the open approaches to South's flag on b1 cost South
// in a 明棋 position.
func approachCost(t *testing.T, pos string) int {
	t.Helper()
	m := loadRecord(t, "[Board \"2p\"]\n[Position \""+pos+"\"]")
	st := m.State()
	ev := newEvaluator(&st, junqi.South)
	b1, _ := st.Board().PointByName("b1")
	return ev.approach(&st, b1, junqi.South, 3)
}

// The open approaches count the board as it stands: a piece that can run
// down an open file onto the square beside the flag costs, the same piece
// behind a blocker does not; a landmine beside the flag stops all but an
// engineer, which may turn on the railway; a defender stronger than the
// attacker stops it.
func TestApproachCost(t *testing.T) {
	const home = "b1=SF a1=SM c1=SM b12=NF a12=NM c12=NM "
	cases := []struct {
		name, pos string
		want      int
	}{
		// N7 runs a8-a2 (one action) then a2-b2 (two): the flag is its third
		{"open file", home + "a8=N7", approachWeight[3]},
		{"file blocked", home + "a8=N7 a4=S8", 0},
		// a weaker piece on the file is one action more, not a wall: on a4,
		// N7 needs three actions to stand on b2 (a8xa4, a4-a2, a2-b2), past
		// the walk; on a2, two (a8xa2, a2-b2)
		{"weak blocker far", home + "a8=N7 a4=S6", 0},
		{"weak blocker near", home + "a8=N7 a2=S6", approachWeight[3]},
		{"strong blocker near", home + "a8=N7 a2=S8", 0},
		// on a2 it stands one action from b2: the flag is its second
		{"one action away", home + "a2=N7", approachWeight[2]},
		// b2 held by a 排长 the 师长 beats: the same as empty
		{"weak defender", home + "a2=N7 b2=S2", approachWeight[2]},
		{"strong defender", home + "a2=N7 b2=S8", 0},
		// a landmine on b2: only an engineer takes it
		{"landmine", home + "a2=N7 b2=SM", 0},
		// the engineer turns at a2 onto rank 2: one action to b2
		{"engineer round the corner", home + "a8=N1 b2=SM", approachWeight[2]},
		{"engineer blocked", home + "a8=N1 a4=S6 e3=S5 b2=SM", 0},
		// or all the way round by the e-file and rank 2
		{"engineer round the board", home + "a8=N1 a4=S6 b2=SM", approachWeight[2]},
		// two attackers each count, once each whatever the number of ways
		{"two attackers", home + "a2=N7 e2=N5", 2 * approachWeight[2]},
		// an engineer in camp b3 beside a landmine on b2
		{"engineer in the camp", home + "b3=N1 b2=SM", approachWeight[2]},
	}
	for _, c := range cases {
		if got := approachCost(t, c.pos); got != c.want {
			t.Errorf("%s: cost %d, want %d", c.name, got, c.want)
		}
	}
}

// Hard's one-move look declines a free 排长 whose capture takes its 旅长 off
// rank 2, where N's 师长 would then run e8-e2 and along the rank to the square
// beside the flag: the approach term decides the move (without it the
// capture is the best move).
func TestApproachDecidesTheMove(t *testing.T) {
	m := loadRecord(t, `[Board "2p"]
[Position "b1=SF a1=SM c1=SM c2=S6 b3=S1 a4=S2 b12=NF a12=NM c12=NM b11=NM e8=N7 c3=N2 e12=N4"]
[Turn "S"]`)
	st := m.State()
	saved := levelParams["hard"]
	defer func() { levelParams["hard"] = saved }()
	for _, on := range []bool{false, true} {
		p := saved
		p.approaches = on
		p.maxDepth = 1
		levelParams["hard"] = p
		got := decide(t, "hard", oracle{st}, 1).Notation(st.Board())
		if take := got == "c2xc3"; take == on {
			t.Errorf("approaches %v: hard plays %s", on, got)
		}
	}
}

// Below the root the blind rule gives way near our flag: the points beside
// it and one action from them are guarded, the rest of the board is not.
func TestGuardPoints(t *testing.T) {
	m := loadRecord(t, "[Board \"2p\"]\n[Mode \"dark\"]\n[Position \"b1=SF a1=SM c1=SM b12=NF a12=NM c12=NM\"]")
	st := m.State()
	ev := newEvaluator(&st, junqi.South)
	g := guardPoints(&st, ev)
	b := st.Board()
	for name, want := range map[string]bool{"b2": true, "a2": true, "e2": true, "b3": true, "a6": false, "c4": false, "b11": false} {
		p, _ := b.PointByName(name)
		if g.has(p) != want {
			t.Errorf("%s guarded %v, want %v", name, g.has(p), want)
		}
	}
}
