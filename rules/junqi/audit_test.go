package junqi

import (
	"strings"
	"testing"
)

// Rules of junqi.md that the other test files cover only in passing.

// After a flag is captured the owner's pieces leave the board before the next
// player is checked for a legal action: N's 4, walled in by E's pieces in
// camps (which cannot be attacked), is free once E is out.
func TestEliminatedBeforeNextPlayerCheck(t *testing.T) {
	pos := "Sb1=SF Eb1=EF Nb1=NF Wb1=WF Ec1=S5 Nc3=N4 Nc2=NM Nb3=E3 Nd3=E3 Nc4=E3 Wc3=W5 Ec3=E5"
	m := load(t, rec("4p", pos, "Ec1xEb1"))
	if m.Turn() != "N" || m.Result() != "ongoing" {
		t.Fatalf("after E's flag fell: turn %s result %s", m.Turn(), m.Result())
	}
	if got := strings.Join(m.Moves(), " "); got != "Nc3-Nb3 Nc3-Nc4 Nc3-Nd3" {
		t.Errorf("N's moves into the emptied camps: %s", got)
	}
	// while E is still in, the same N is blocked on its turn and goes out
	m = load(t, rec("4p", pos, "Ec1-Ed1 Ec3-Ec2"))
	if m.Turn() != "W" || strings.Contains(m.Position(), "=N") {
		t.Errorf("blocked N: turn %s position %s", m.Turn(), m.Position())
	}
	if out, why := m.game.State.Out(North); !out || why != NoMoves {
		t.Errorf("N out %v %v", out, why)
	}
}

// Pieces leaving with a seat that goes out count as removals (doc.go).
func TestSeatOutResetsNoCapture(t *testing.T) {
	m := load(t, rec("4p", four, `[Options "nocapture=5"]`, "Sc3-Sc2 Ec3-Ec2 Nc3-Nc2"))
	if n := m.game.State.NoCaptureCount(); n != 3 {
		t.Fatalf("count after three quiet moves: %d", n)
	}
	play(t, m, "resign") // W resigns: its pieces leave
	if n := m.game.State.NoCaptureCount(); n != 0 || m.Result() != "ongoing" {
		t.Errorf("after W left: count %d result %s", n, m.Result())
	}
	play(t, m, "Sc2-Sc3 Ec2-Ec3 Nc2-Nc3 Sc3-Sc2")
	if m.Result() != "ongoing" {
		t.Errorf("drawn after 4 quiet actions with nocapture=5: %s", m.Result())
	}
	play(t, m, "Ec3-Ec2")
	if m.Result() != "draw nocapture" {
		t.Errorf("after 5 quiet actions: %s", m.Result())
	}
}

// A rail path is blocked by any piece: own, ally's, enemy's (the enemy may be
// attacked at the end of the run); the engineer too, and it turns only over
// empty points.
func TestRailBlockers(t *testing.T) {
	for _, c := range []struct {
		rule, pos, pt, want string
	}{
		{"ally blocks a straight run", "Sa2=S5 Sc2=N4 Sb1=SF Nb1=NF Eb1=EF Wb1=WF", "Sa2",
			"Sa2-Sa1 Sa2-Sa3 Sa2-Sa4 Sa2-Sa5 Sa2-Sa6 Sa2-Sb2 Sa2-Sb3 Sa2-Ca1 Sa2-Ca2 Sa2-Ca3 Sa2-Ne6 Sa2-Ne5 Sa2-Ne4 Sa2-Ne3 Sa2-Ne2 Sa2-We6 Sa2-We5 Sa2-We4 Sa2-We3 Sa2-We2"},
		{"ally blocks an engineer", "Sa2=S1 Sa3=N4 Sb2=N4 Sb1=SF Nb1=NF Eb1=EF Wb1=WF", "Sa2",
			"Sa2-Sa1 Sa2-Sb3"},
		{"enemy ends an engineer's path with an attack", "Sa2=S1 Sa3=E4 Sb2=N4 Sb1=SF Nb1=NF Eb1=EF Wb1=WF", "Sa2",
			"Sa2-Sa1 Sa2-Sb3 Sa2xSa3"},
	} {
		m := load(t, rec("4p", c.pos, `[Teams "SN EW"]`))
		got := strings.Join(from(m, c.pt), " ")
		if want := strings.Join(sorted(c.want), " "); got != want {
			t.Errorf("%s\n got %s\nwant %s", c.rule, got, want)
		}
	}
}

// An HQ locks a piece on the four-country board too, and an attack into an
// HQ locks the winner there.
func TestHQLockFourCountryAndByAttack(t *testing.T) {
	m := load(t, rec("4p", "Sb1=S9 Sd1=SF Sc1=S3 Eb1=EF Ed1=E4 Ec1=E5 Nb1=NF Wb1=WF"))
	if got := from(m, "Sb1"); len(got) != 0 {
		t.Errorf("deployed on an HQ, moves: %v", got)
	}
	m = load(t, rec("2p", "c11=S5 a1=SF b12=NF d12=N3 e1=S3 a10=N4", "c11-c12 a10-a9 c12xd12 a9-a8"))
	if got := from(m, "d12"); len(got) != 0 || !strings.Contains(m.Position(), "d12=S5") {
		t.Errorf("won its way into an HQ and moves again: %v (%s)", got, m.Position())
	}
}

// The four-country board's flag capture in 2v2 also works on a team
// listed in the other order, and the losing team's pieces all leave.
func TestTwoVersusTwoTeamOut(t *testing.T) {
	pos := "Sb1=SF Eb1=EF Nb1=NF Wb1=WF Ec1=S5 Wc1=N5 Ec3=E5 Wc3=W5 Sc3=S4 Nc3=N4 Ca1=E9 Cc3=W9"
	m := load(t, rec("4p", pos, `[Teams "EW SN"]`, "Ec1xEb1 Wc1xWb1"))
	if m.Result() != "SN flag" || strings.Contains(m.Position(), "=E") || strings.Contains(m.Position(), "=W") {
		t.Errorf("result %s position %s", m.Result(), m.Position())
	}
}

// 翻棋 for four in 2v2: the colours keep the rotation, so the first player's
// colour and the third player's colour are allies.
func TestFlipFourTeamsKeepOppositeColours(t *testing.T) {
	pos := "Sa1=EF* Sc3=N5* Ea1=W4* Na1=S1* Wa1=NF* Wb1=SF* Eb1=WF* Nb1=EF* Sd1=SM* Ed1=WM*"
	m := load(t, rec("4p", pos, `[Mode "flip"]`, `[Turn "?"]`, `[Teams "SN EW"]`))
	var turns []string
	for _, tok := range []string{"@Sa1", "@Sc3", "@Ea1", "@Na1"} {
		play(t, m, tok)
		turns = append(turns, m.Turn())
	}
	// the first player showed E; then the other seats, in rotation: N, W, S, E
	if got := strings.Join(turns, ""); got != "NWSE" {
		t.Fatalf("colour turns after the flips: %s", got)
	}
	s := m.State()
	if !s.Allies(East, West) || s.Allies(East, North) {
		t.Error("first (E) and third (W) colours are not allies")
	}
}

// Only the seat to move may act: a piece of another seat is refused with a
// reason, also in 2p where the pieces are all known.
func TestOnlySeatToMoveActs(t *testing.T) {
	_, err := loadErr(rec("2p", "c3=S5 a1=SF b12=NF c10=N4", "c10-c11"))
	if err == nil || err.Error() != "move 1 (c10-c11): c10 holds no piece of S" {
		t.Errorf("N moved on S's turn: %v", err)
	}
}

// A piece in a camp cannot be attacked, by road or along a camp's diagonal,
// and the error says why.
func TestCampAttackRefused(t *testing.T) {
	for _, tok := range []string{"c3xc4", "b4xc4", "d5xc4"} {
		_, err := loadErr(rec("2p", "c3=S9 b4=S9 d5=S1 c4=N2 a1=SF b12=NF c10=N4", tok))
		if err == nil || !strings.Contains(err.Error(), "c4 is a camp: a piece in a camp cannot be attacked") {
			t.Errorf("%s: %v", tok, err)
		}
	}
}

// In four-country 翻棋 a colour that is out is skipped even while face-down
// pieces remain (any seat could flip them).
func TestFlipFourOutColourSkipped(t *testing.T) {
	pos := "Sb1=SF Eb1=EF Nb1=NF Wb1=WF Ec1=S5 Sc3=S4 Ec3=E5* Nc3=N5 Wc3=W5 Na1=E9* Wa1=W3* Sa1=N2* We1=S3*"
	m := load(t, rec("4p", pos, `[Mode "flip"]`, "Ec1xEb1"))
	if m.Turn() != "N" || strings.Contains(m.Position(), "=E") || !strings.Contains(m.Position(), "Wa1=W3*") {
		t.Fatalf("after E's flag: turn %s position %s", m.Turn(), m.Position())
	}
	play(t, m, "@Wa1 @Sa1")
	if m.Turn() != "S" {
		t.Errorf("after W, the turn skips E: %s", m.Turn())
	}
	play(t, m, "Sc3-Sc2")
	if m.Turn() != "N" {
		t.Errorf("after S, the turn skips E: %s", m.Turn())
	}
}

// Landmines go on ranks 1–2 only: rank 3 is already too far forward.
func TestLandmineRankBoundary(t *testing.T) {
	l := Layouts[0].Layout // mines a1 c1 b2
	i, j := localIndex("a1"), localIndex("a3")
	l[i], l[j] = l[j], l[i]
	if err := l.Check(TwoPlayer, South); err == nil || !strings.Contains(err.Error(), "landmine on a3: landmines go on ranks 1–2") {
		t.Errorf("mine on a3: %v", err)
	}
	l = Layouts[0].Layout
	i, j = localIndex("b2"), localIndex("e2") // rank 2 is fine
	l[i], l[j] = l[j], l[i]
	if err := l.Check(TwoPlayer, South); err != nil {
		t.Errorf("mine on e2: %v", err)
	}
}

// Four-country 翻棋 is for four players, never three (nor two).
func TestFlipFourNeedsFourSeats(t *testing.T) {
	for _, seats := range []string{"S E N", "S N"} {
		_, err := loadErr(rec("4p", "Sb1=SF* Eb1=EF* Nb1=NF*", `[Mode "flip"]`, `[Seats "`+seats+`"]`, `[Turn "?"]`))
		if err == nil || !strings.Contains(err.Error(), "four-country 翻棋 needs all four seats") {
			t.Errorf("Seats %q: %v", seats, err)
		}
	}
}
