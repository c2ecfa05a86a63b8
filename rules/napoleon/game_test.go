package napoleon

import (
	"strings"
	"testing"

	"warboard/rules/record"
)

// replay builds a match from tags and moves.
func replay(t *testing.T, tags, moves string) (*Match, error) {
	t.Helper()
	rec, err := record.Parse(tags + "\n" + moves + "\n")
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	return FromRecord(rec)
}

func mustReplay(t *testing.T, tags, moves string) *Match {
	t.Helper()
	m, err := replay(t, tags, moves)
	if err != nil {
		t.Fatalf("replay: %v", err)
	}
	return m
}

func hasMove(m *Match, mv string) bool {
	for _, x := range m.Moves() {
		if x == mv {
			return true
		}
	}
	return false
}

func TestThreeTurns(t *testing.T) {
	tags := `[Board "8x8"] [Position "a1=SI b1=SI h8=NI g8=NI"]`
	tags = strings.ReplaceAll(tags, "] [", "]\n[")
	m := mustReplay(t, tags, "a1-a2 h8-h7 a2-a3 h7-h6")
	if hasMove(m, "a3-a4") {
		t.Error("third consecutive move of the same piece is legal")
	}
	if err := m.Play("a3-a4"); err == nil || !strings.Contains(err.Error(), "three turns") {
		t.Errorf("Play(a3-a4) = %v, want a three-turns error", err)
	}
	if !hasMove(m, "b1-b2") {
		t.Error("another piece may move")
	}
	if err := m.Play("b1-b2"); err != nil {
		t.Fatal(err)
	}
	if hasMove(m, "h6-h5") || !hasMove(m, "g8-g7") {
		t.Error("North's h piece moved twice and may not move a third time")
	}
	m.Play("g8-g7")
	if !hasMove(m, "a3-a4") {
		t.Error("after another piece moved, the first may move again")
	}
}

func TestThreeTurnsCaptureForgetsThePiece(t *testing.T) {
	// South's a piece moves twice and is captured; the capturer is North's
	// and South's other pieces move freely.
	tags := "[Board \"8x8\"]\n[Position \"a1=SI c1=SI b5=NI c6=NI\"]"
	m := mustReplay(t, tags, "a1-a2 c6-c5 a2-a4 b5xa4")
	if !hasMove(m, "c1-c2") {
		t.Errorf("moves: %v", m.Moves())
	}
	last, n := m.state.LastMoved(South)
	if last != NoSquare || n != 0 {
		t.Errorf("South's history after its piece was captured: %v %d", last, n)
	}
}

func TestNoLegalMoveLoses(t *testing.T) {
	// South's only piece moved twice: it may not move, so South loses.
	tags := "[Board \"8x8\"]\n[Position \"a1=SI h8=NI\"]"
	m := mustReplay(t, tags, "a1-a2 h8-h7 a2-a3 h7-h6")
	if m.Result() != "N nomoves" || m.Turn() != "-" || m.Moves() != nil {
		t.Errorf("result %q turn %q moves %v", m.Result(), m.Turn(), m.Moves())
	}
	// At the start too: a cannon hemmed in by enemies has no move.
	m = mustReplay(t, "[Board \"8x8\"]\n[Position \"a1=SK>N a2=NI b1=NI b2=NI\"]", "")
	if m.Result() != "N nomoves" {
		t.Errorf("hemmed-in start: %q", m.Result())
	}
	// After a move: North's cannon is hemmed in by South's move.
	m = mustReplay(t, "[Board \"8x8\"]\n[Position \"h8=NK>N g8=SI g7=SI h6=SI a1=SG\"]", "h6-h7")
	if m.Result() != "S nomoves" {
		t.Errorf("hemmed in after a move: %q", m.Result())
	}
}

func TestLOSRecomputedAfterEveryChange(t *testing.T) {
	tags := "[Board \"8x8\"]\n[Position \"d3=SI c1=SG d8=NK>S h8=NI\"]"
	m := mustReplay(t, tags, "")
	if !hasMove(m, "c1-d1") {
		t.Fatal("d1 is behind the blocking infantry: c1-d1 is legal")
	}
	m.Play("d3-e2")
	m.Play("h8-h7")
	if hasMove(m, "c1-d1") {
		t.Error("the blocker left: d1 is now in the LOS")
	}
	// A cannon turn changes the LOS at once for the opponent's next move.
	m = mustReplay(t, "[Board \"8x8\"]\n[Position \"a1=SK>N h1=SI h7=NI\"]", "")
	if err := m.Play("h1-h2 a1>NE"); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(m.Position(), "a1=SK>NE") {
		t.Errorf("position %s", m.Position())
	}
	if hasMove(m, "h7-g7") || !hasMove(m, "h7-g8") {
		t.Errorf("a1>NE: g7 is in South's LOS, g8 is not; moves %v", m.Moves())
	}
}

func TestCannonTurns(t *testing.T) {
	tags := "[Board \"8x8\"]\n[Position \"d1=SK>N f1=SK>N a1=SI h8=NK>S d8=NK>S\"]"
	cases := []struct {
		turn, err, pos string
	}{
		{"d1-e1 e1>N", "", "e1=SK>N"},              // turn names the square after the move
		{"d1-e1 e1>NW f1>E", "", "f1=SK>E"},        // several cannons
		{"a1-a2 d1>E", "", "d1=SK>E"},              // a cannon that did not move
		{"a1-a2 d1>E", "", "a2=SI"},                // in an enemy LOS (d8 faces S) it may still turn
		{"d1-e1 d1>N", "holds no cannon", ""},      // its old square
		{"a1-a2 h8>N", "holds no cannon of S", ""}, // an enemy cannon
		{"a1-a2 a2>N", "holds no cannon", ""},      // not a cannon
		{"a1-a2 d1>E d1>W", "turned twice", ""},    // once per turn
		{"d1>E", "starts with a move", ""},         // turning is never a turn on its own
		{"a1-a2 d1>X", "not a direction", ""},      // bad direction
		{"a1-a9", "off the", ""},                   // bad point
		{"resign d1>E", "nothing may follow", ""},  // resign alone
		{"a1-a2 d1-d2", "not a cannon turn", ""},   // one move per turn
	}
	for _, c := range cases {
		m := mustReplay(t, tags, "")
		before := m.Position()
		err := m.Play(c.turn)
		switch {
		case c.err == "" && err != nil:
			t.Errorf("%s: %v", c.turn, err)
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("%s: error %v, want %q", c.turn, err, c.err)
		case c.err != "" && m.Position() != before:
			t.Errorf("%s: state changed on error", c.turn)
		case c.err == "" && !strings.Contains(m.Position(), c.pos):
			t.Errorf("%s: position %s lacks %s", c.turn, m.Position(), c.pos)
		}
	}
}

func TestVictory(t *testing.T) {
	cases := []struct {
		name, options, pos, turn, moves, result string
	}{
		{"target reached after a move", "", "a5=SI b5=SI c5=SI d4=SI h8=NI", "S", "d4-d5", "S target"},
		{"a general counts 2", "", "a5=SG b5=SI d4=SI h8=NI", "S", "d4-d5", "S target"},
		{"a drum counts 0", "", "a5=SD b5=SI c5=SI d4=SI h8=NI", "S", "d4-d5", "ongoing"},
		{"target=3", "target=3", "b5=SI c5=SI d4=SI h8=NI", "S", "d4-d5", "S target"},
		{"target=5 not yet", "target=5", "a5=SI b5=SI c5=SI d4=SI h8=NI", "S", "d4-d5", "ongoing"},
		{"the starting position is not checked", "", "a5=SI b5=SI c5=SI d5=SI h8=NI", "S", "", "ongoing"},
		{"... but the first move is", "", "a5=SI b5=SI c5=SI d5=SI h8=NI", "S", "a5-a6", "S target"},
		{"North counts on ranks 1-4", "", "a4=NI b4=NI c4=NI d5=NI h1=SI", "N", "d5-d4", "N target"},
		{"the mover is checked first", "", "a4=NI b4=NI c4=NI d4=NI e5=SI f5=SI g5=SI h4=SI", "S", "h4-h5", "S target"},
		{"both players are checked after every move", "", "a4=NI b4=NI c4=NI d4=NI e5=SI f5=SI g5=SI h4=SI", "S", "h4-h3", "N target"},
		{"even if the last piece can be taken back", "", "a5=SI b5=SI c5=SI d4=SI d7=NI c7=NI", "S", "d4-d6", "S target"},
		{"a drum push can make the other side win", "drum-push", "a4=NI b4=NI c4=NI d5=NC d7=SD h1=SI", "S", "d7-d5/e4", "N target"},
		{"target before the turn limit", "turnlimit=1", "a5=SI b5=SI c5=SI d4=SI h8=NI", "S", "d4-d5", "S target"},
		{"turn limit: more points wins on the count", "turnlimit=2", "a5=SI a1=SG h8=NI", "S", "a1-a2 h8-h7", "S count"},
		{"turn limit: equal count is a draw", "turnlimit=2", "a1=SI h8=NI", "S", "a1-a2 h8-h7", "draw turnlimit"},
		{"turn limit not reached", "turnlimit=3", "a1=SI h8=NI", "S", "a1-a2 h8-h7", "ongoing"},
		{"turn limit before no moves", "turnlimit=1", "h8=NK>N g8=SI g7=SI h6=SI a1=SG", "S", "h6-h7", "S count"},
		{"no moves after a move", "", "h8=NK>N g8=SI g7=SI h6=SI a1=SG", "S", "h6-h7", "S nomoves"},
		{"agreed end: count", "", "a5=SI a1=SG h8=NI", "S", "draw", "S count"},
		{"agreed end: North wins the count", "", "a4=NG h1=SI", "S", "draw", "N count"},
		{"agreed end: equal count", "", "a5=SI h4=NI", "N", "draw", "draw agreed"},
		{"agreed end: general 2 against two infantry", "", "a5=SG a4=NI b4=NI", "S", "draw", "draw agreed"},
		{"resign by the seat to move", "", "a1=SI h8=NI", "S", "resign", "N resign"},
		{"resign by North", "", "a1=SI h8=NI", "S", "a1-a2 resign", "S resign"},
	}
	for _, c := range cases {
		tags := "[Board \"8x8\"]\n[Position \"" + c.pos + "\"]\n[Turn \"" + c.turn + "\"]"
		if c.options != "" {
			tags += "\n[Options \"" + c.options + "\"]"
		}
		m, err := replay(t, tags, c.moves)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if m.Result() != c.result {
			t.Errorf("%s: result %q, want %q", c.name, m.Result(), c.result)
		}
		if (m.Result() == "ongoing") != (m.Turn() != "-") {
			t.Errorf("%s: turn %q with result %q", c.name, m.Turn(), m.Result())
		}
	}
}

func TestMiddleLine(t *testing.T) {
	cases := []struct {
		board, options, pos string
		south, north        int
	}{
		{"8x8", "", "a5=SI b4=SI c4=NI d5=NI", 1, 1},
		{"8x8", "", "a8=SG b1=NG", 2, 2},
		{"15x15", "", "a8=SI b9=SI c8=NI d7=NI", 1, 1},
		{"15x15", "middle=neutral", "a8=SI b9=SI c8=NI d7=NI", 1, 1},
		{"15x15", "middle=low", "a8=SI b9=SI c8=NI d7=NI", 2, 1},
		{"15x15", "middle=high", "a8=SI b9=SI c8=NI d7=NI", 1, 2},
		{"7x7", "middle=low", "a4=SG a3=NG", 2, 2},
		{"10x10", "", "a6=SI a5=SI b5=NI b6=NI", 1, 1},
	}
	for _, c := range cases {
		s := mustState(t, c.board, "", c.options, c.pos, "S")
		if s.Points(South) != c.south || s.Points(North) != c.north {
			t.Errorf("%s %s %s: points S %d N %d, want %d %d", c.board, c.options, c.pos,
				s.Points(South), s.Points(North), c.south, c.north)
		}
	}
	if _, err := replay(t, "[Board \"8x8\"]\n[Options \"middle=low\"]\n[Position \"a1=SI\"]", ""); err == nil {
		t.Error("middle= on an even board must be an error")
	}
}

func TestDrumPushIsNotACaptureNorACavalryMove(t *testing.T) {
	tags := "[Board \"8x8\"]\n[Options \"drum-push\"]\n[Position \"d2=SD a1=SI e7=NC h8=NI\"]\n[Turn \"N\"]"
	m := mustReplay(t, tags, "e7-f6 a1-a2 f6-d4")
	if !hasMove(m, "d2-d4/c5") {
		t.Fatalf("moves %v", m.Moves())
	}
	if err := m.Play("d2-d4/c5"); err != nil {
		t.Fatal(err)
	}
	if got := m.Position(); got != "a2=SI c5=NC d4=SD h8=NI" {
		t.Errorf("after the push: %s", got)
	}
	for _, mv := range m.Moves() {
		if strings.HasPrefix(mv, "c5") {
			t.Errorf("the pushed cavalry moved in North's last two turns and may not move: %s", mv)
		}
	}
	// The push itself does not count as a move of the cavalry either.
	m = mustReplay(t, tags, "e7-f6 a1-a2 h8-h7 a2-a3 f6-d4 d2-d4/c5")
	if !hasMove(m, "c5-b6") {
		t.Errorf("the cavalry moved once, was pushed, and may move again: %v", m.Moves())
	}
}

func TestRecordErrors(t *testing.T) {
	base := "[Board \"8x8\"]\n[Position \"a1=SI b1=SI h8=NI\"]"
	cases := []struct {
		tags, moves, want string
	}{
		{"[Board \"8x8\"]", "", "no [Position]"},
		{"[Position \"a1=SI\"]", "", "no [Board]"},
		{"[Board \"3x5\"]\n[Position \"a1=SI\"]", "", "line 1:"},
		{"[Board \"33x16\"]\n[Position \"a1=SI\"]", "", "from 4 to 32"},
		{"[Board \"16x16\"]\n[Position \"q1=SI\"]", "", "off the 16x16 board"},
		{"[Board \"8x8\"]\n[Options \"nocapture=70\"]\n[Position \"a1=SI\"]", "", "line 2: unknown Napoleon option"},
		{"[Board \"8x8\"]\n[Options \"target=0\"]\n[Position \"a1=SI\"]", "", "target=0"},
		{"[Board \"8x8\"]\n[Options \"drums-scare=1\"]\n[Position \"a1=SI\"]", "", "takes no value"},
		{"[Board \"8x8\"]\n[Options \"antique\"]\n[Terrain \"c4=village\"]\n[Position \"a1=SI\"]", "", "line 3: the antique game"},
		{"[Board \"8x8\"]\n[Terrain \"c4=lake\"]\n[Position \"a1=SI\"]", "", "not a terrain"},
		{"[Board \"8x8\"]\n[Terrain \"c4=forest\"]\n[Position \"c4=SK>N\"]", "", "cannon cannot stand in a forest"},
		{"[Board \"8x8\"]\n[Terrain \"c4=marsh\"]\n[Position \"c4=SC\"]", "", "cavalry cannot stand in a marsh"},
		{"[Board \"8x8\"]\n[Position \"a1=SK\"]", "", "facing"},
		{"[Board \"8x8\"]\n[Position \"a1=SI>N\"]", "", "only a cannon"},
		{"[Board \"8x8\"]\n[Position \"a1=EI\"]", "", "not a Napoleon seat"},
		{"[Board \"8x8\"]\n[Position \"a1=SI*\"]", "", "face-down"},
		{"[Board \"8x8\"]\n[Position \"i1=SI\"]", "", "off the 8x8 board"},
		{"[Game \"junqi\"]\n[Board \"8x8\"]\n[Position \"a1=SI\"]", "", "line 1: [Game \"junqi\"] is not a Napoleon record"},
		{"[Board \"8x8\"]\n[Mode \"dark\"]\n[Position \"a1=SI\"]", "", "line 2: tag [Mode]"},
		{"[Board \"8x8\"]\n[Seats \"S E\"]\n[Position \"a1=SI\"]", "", "line 2:"},
		{"[Board \"8x8\"]\n[Position \"a1=SI\"]\n[Turn \"?\"]", "", "line 3:"},
		{base, "a1-a2 h8-h7 a2-a6", "move 3 (a2-a6): a2-a6: an infantry moves at most 3 squares"},
		{base, "a1-a2 h8-h7 a2-a3 h7-h6 a3-a4", "move 5 (a3-a4)"},
		{base, "c1>NE", "move 1 (c1>NE): a turn starts with a move"},
		{base, "a1-a2 a2>N", "move 2 (a2>N): a2>N: a2 holds no cannon of S"},
		{base, "h8-h7", "move 1 (h8-h7): h8-h7: h8 holds no piece of S"},
		{base, "a1-a2 resign h8-h7", "move 3 (h8-h7): the game is over"},
		{base, "a1xa2", "move 1 (a1xa2): a1xa2: a2 is empty"},
		{base, "a1-a2/a3", "only a drum pushes"},
		{base, "a1=a2", "not a move"},
	}
	for _, c := range cases {
		_, err := replay(t, c.tags, c.moves)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q %q: error %v, want %q", c.tags, c.moves, err, c.want)
			continue
		}
		if _, ok := err.(*record.Error); !ok {
			t.Errorf("%q: error is %T, not *record.Error", c.moves, err)
		}
	}
}

func TestRecordRoundTrip(t *testing.T) {
	text := `[Game "napoleon"]
[Board "8x8"]
[Options "target=3 drums-scare"]
[Terrain "d4=village e5=hill"]
[Position "a1=SG b1=SK>N c1=SI h8=NG g8=NK>S f8=NI"]
[Turn "S"]

1. b1-b2 b2>NE {a comment} g8-g7 g7>SW 2. c1-c2`
	rec, err := record.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	m, err := FromRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	if got := m.Position(); got != "a1=SG b2=SK>NE c2=SI f8=NI g7=NK>SW h8=NG" {
		t.Errorf("position %s", got)
	}
	out := m.Record()
	if len(out.Moves) != 5 || out.Moves[1].Text != "b2>NE" {
		t.Errorf("moves %v", out.Moves)
	}
	m2, err := FromRecord(out)
	if err != nil || m2.Position() != m.Position() || m2.Turn() != "N" {
		t.Errorf("round trip: %v %s", err, m2.Position())
	}
	// the seat that moves first: first of Seats without a Turn tag
	rec2, _ := record.Parse("[Board \"8x8\"]\n[Seats \"N S\"]\n[Position \"a1=SI h8=NI\"]")
	m3, err := FromRecord(rec2)
	if err != nil || m3.Turn() != "N" {
		t.Errorf("Seats N S: turn %v %v", m3, err)
	}
	// a finished game writes its Result tag
	if err := m.Play("resign"); err != nil {
		t.Fatal(err)
	}
	if v, _ := m.Record().Tag("Result"); v != "S resign" {
		t.Errorf("Result tag %q", v)
	}
	if m.Play("a1-a2") == nil {
		t.Error("a move after the end")
	}
}

func TestMovesSortedAndView(t *testing.T) {
	m := mustReplay(t, "[Board \"10x10\"]\n[Position \"a10=NI j1=SK>N b1=SI a2=SI c1=SC\"]", "")
	ms := m.Moves()
	for i := 1; i < len(ms); i++ {
		if ms[i-1] >= ms[i] {
			t.Fatalf("not in byte order: %v", ms)
		}
	}
	if len(ms) == 0 || ms[0] != "a2-a1" {
		t.Errorf("moves %v", ms)
	}
	for _, seat := range []string{"S", "N"} {
		v, err := m.View(seat)
		if err != nil || v != m.Position() {
			t.Errorf("view %s: %q %v", seat, v, err)
		}
	}
	if _, err := m.View("E"); err == nil {
		t.Error("view of seat E")
	}
}
