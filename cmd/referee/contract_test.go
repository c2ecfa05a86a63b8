package main

import (
	"strings"
	"testing"
)

// The notation contract (shared/rules/notation.md) black-box: hand-written
// records for every Junqi seating and mode, and the referee's exact output.

// jq writes a Junqi record: tag lines (without the brackets' Game line), a
// blank line, then the moves.
func jq(tags []string, moves string) string {
	return "[Game \"junqi\"]\n" + strings.Join(tags, "\n") + "\n\n" + moves + "\n"
}

type contractCase struct {
	name string
	rec  string
	args []string // command and its arguments before FILE ("-")
	want string   // exact standard output
}

func runContract(t *testing.T, cases []contractCase) {
	t.Helper()
	for _, c := range cases {
		args := append(append([]string(nil), c.args...), "-")
		out, errs, code := referee(t, c.rec, args...)
		if code != 0 || errs != "" {
			t.Errorf("%s: %v exit %d, stderr %q\n%s", c.name, c.args, code, errs, c.rec)
			continue
		}
		if out != c.want {
			t.Errorf("%s: %v\n got %q\nwant %q", c.name, c.args, out, c.want)
		}
	}
}

const (
	small2p  = `[Position "c3=S5 a1=SF b12=NF c10=N4"]`
	four4p   = `[Position "Sb1=SF Eb1=EF Nb1=NF Wb1=WF Sc3=S5 Ec3=E5 Nc3=N5 Wc3=W5"]`
	flipDeal = `[Position "a1=SF* c3=N5* c5=S4* b12=NF* d2=NM* e2=S1* b1=N9*"]`
)

func TestContractTwoPlayerOpen(t *testing.T) {
	board := `[Board "2p"]`
	runContract(t, []contractCase{
		{"moves: from-to in byte order, camps entered by road", jq([]string{board, small2p}, ""),
			[]string{"moves"}, "c3-b3\nc3-c2\nc3-c4\nc3-d3\n"},
		{"play: three lines, Mode defaults to open, Turn to the first seat", jq([]string{board, small2p}, ""),
			[]string{"play"}, "position a1=SF b12=NF c10=N4 c3=S5\nturn S\nresult ongoing\n"},
		{"moves: fromxto for an attack", jq([]string{board, `[Position "c3=S5 c2=N4 a1=SF b12=NF"]`}, ""),
			[]string{"moves"}, "c3-b3\nc3-c4\nc3-d3\nc3xc2\n"},
		{"open: every seat sees everything", jq([]string{board, small2p}, "c3-c2"),
			[]string{"view", "N"}, "position a1=SF b12=NF c10=N4 c2=S5\nturn N\nresult ongoing\n"},
		{"Seats \"N S\": North moves first", jq([]string{board, `[Seats "N S"]`, small2p}, ""),
			[]string{"play"}, "position a1=SF b12=NF c10=N4 c3=S5\nturn N\nresult ongoing\n"},
		{"flag captured: turn -, result winner flag", jq([]string{board, `[Position "c3=S1 c2=NF a1=SF c10=N4"]`}, "c3xc2"),
			[]string{"play"}, "position a1=SF c10=N4 c2=S1\nturn -\nresult S flag\n"},
		{"nothing listed when over", jq([]string{board, `[Position "c3=S1 c2=NF a1=SF c10=N4"]`}, "c3xc2"),
			[]string{"moves"}, ""},
		{"a bomb on the flag is a capture", jq([]string{board, `[Position "c3=SB c2=NF a1=SF c10=N4"]`}, "c3xc2"),
			[]string{"play"}, "position a1=SF c10=N4\nturn -\nresult S flag\n"},
		{"no legal move: nomoves", jq([]string{board, `[Position "c3=S5 a1=SF b12=NF d12=N9"]`}, "c3-c2"),
			[]string{"play"}, "position a1=SF b12=NF c2=S5 d12=N9\nturn -\nresult S nomoves\n"},
		{"resign by the seat to move", jq([]string{board, small2p}, "c3-c2 resign"),
			[]string{"play"}, "position a1=SF b12=NF c10=N4 c2=S5\nturn -\nresult S resign\n"},
		{"draw token", jq([]string{board, small2p}, "c3-c2 draw"),
			[]string{"play"}, "position a1=SF b12=NF c10=N4 c2=S5\nturn -\nresult draw agreed\n"},
		{"nocapture=N", jq([]string{board, `[Options "nocapture=2"]`, small2p}, "c3-c2 c10-c11"),
			[]string{"play"}, "position a1=SF b12=NF c11=N4 c2=S5\nturn -\nresult draw nocapture\n"},
		{"threefold repetition", jq([]string{board, `[Options "nocapture=0"]`, small2p},
			"1. c3-c2 c10-c11 2. c2-c3 c11-c10 3. c3-c2 c10-c11 4. c2-c3 c11-c10"),
			[]string{"play"}, "position a1=SF b12=NF c10=N4 c3=S5\nturn -\nresult draw repetition\n"},
		{"perft 2", jq([]string{board, small2p}, ""), []string{"perft", "2"}, "16\n"},
		{"perft 0 is 1, over or not", jq([]string{board, small2p}, "draw"), []string{"perft", "0"}, "1\n"},
		{"perft of a finished game", jq([]string{board, small2p}, "draw"), []string{"perft", "1"}, "0\n"},
		{"comments, move numbers and blank lines are ignored",
			"[Board \"2p\"]\n\n{a comment\nover lines}\n" + small2p + " {after a tag}\n\n1.c3-c2 {x} 1... c10-c11\n\n",
			[]string{"play"}, "position a1=SF b12=NF c11=N4 c2=S5\nturn S\nresult ongoing\n"},
	})
}

func TestContractTwoPlayerDark(t *testing.T) {
	tags := []string{`[Board "2p"]`, `[Mode "dark"]`}
	pos := `[Position "a1=SF c3=S5 d1=S9 b12=NF c2=N4 c10=N9"]`
	runContract(t, []contractCase{
		{"own pieces known, enemy ranks S?", jq(append(tags, pos), ""),
			[]string{"view", "S"}, "position a1=SF b12=N? c10=N? c2=N? c3=S5 d1=S9\nturn S\nresult ongoing\n"},
		{"after a battle the winner stands there, rank unknown", jq(append(tags, pos), "c3xc2"),
			[]string{"view", "N"}, "position a1=S? b12=NF c10=N9 c2=S? d1=S?\nturn N\nresult ongoing\n"},
		{"play shows the referee's position", jq(append(tags, pos), "c3xc2"),
			[]string{"play"}, "position a1=SF b12=NF c10=N9 c2=S5 d1=S9\nturn N\nresult ongoing\n"},
		{"battle-reveal: the pieces that fought are shown, the survivor stays shown",
			jq(append(tags, `[Options "battle-reveal"]`, pos), "c3xc2 c10-c11 c2-c3"),
			[]string{"view", "N"}, "position a1=S? b12=NF c11=N9 c3=S5 d1=S?\nturn N\nresult ongoing\n"},
		{"battle-reveal: a landmine that stays is shown",
			jq(append(tags, `[Options "battle-reveal"]`, `[Position "a1=SF c3=S5 d1=S9 b12=NF c2=NM c10=N9"]`), "c3xc2"),
			[]string{"view", "S"}, "position a1=SF b12=N? c10=N? c2=NM d1=S9\nturn N\nresult ongoing\n"},
		{"the 9 gone: its flag is shown (also a seat with no 9 at all)",
			jq(append(tags, `[Position "a1=SF c3=SB d1=S4 b12=NF c2=N9 c10=N4"]`), "c3xc2"),
			[]string{"view", "N"}, "position a1=SF b12=NF c10=N4 d1=S?\nturn N\nresult ongoing\n"},
		{"the 9 gone, seen by the other side",
			jq(append(tags, `[Position "a1=SF c3=SB d1=S4 b12=NF c2=N9 c10=N4"]`), "c3xc2"),
			[]string{"view", "S"}, "position a1=SF b12=NF c10=N? d1=S4\nturn N\nresult ongoing\n"},
		{"perft in dark mode counts with full knowledge", jq(append(tags, pos), ""),
			[]string{"perft", "2"}, perftOf(t, jq([]string{`[Board "2p"]`, pos}, ""), 2)},
	})
}

func perftOf(t *testing.T, rec string, depth int) string {
	out, errs, code := referee(t, rec, "perft", itoa(depth), "-")
	if code != 0 {
		t.Fatalf("perft: %s", errs)
	}
	return out
}

func TestContractFourPlayer(t *testing.T) {
	board := `[Board "4p"]`
	ffa := `[Position "Sb1=SF Eb1=EF Nb1=NF Wb1=WF Ec1=S5 Sc3=S4 Ec3=E5 Nc3=N5 Wc3=W5"]`
	teams := `[Position "Sb1=SF Eb1=EF Nb1=NF Wb1=WF Ec1=S5 Wc1=N5 Ec3=E5 Wc3=W5 Sc3=S4 Nc3=N4"]`
	runContract(t, []contractCase{
		{"Seats default S E N W (counter-clockwise)", jq([]string{board, four4p}, "Sc3-Sc2"),
			[]string{"play"}, "position Eb1=EF Ec3=E5 Nb1=NF Nc3=N5 Sb1=SF Sc2=S5 Wb1=WF Wc3=W5\nturn E\nresult ongoing\n"},
		{"clockwise play: Seats \"S W N E\"", jq([]string{board, `[Seats "S W N E"]`, four4p}, "Sc3-Sc2"),
			[]string{"play"}, "position Eb1=EF Ec3=E5 Nb1=NF Nc3=N5 Sb1=SF Sc2=S5 Wb1=WF Wc3=W5\nturn W\nresult ongoing\n"},
		{"moves name area points", jq([]string{board, four4p}, ""),
			[]string{"moves"}, "Sc3-Sb3\nSc3-Sc2\nSc3-Sc4\nSc3-Sd3\n"},
		{"free-for-all: a flag lost puts its seat out, all its pieces leave", jq([]string{board, ffa}, "Ec1xEb1"),
			[]string{"play"}, "position Eb1=S5 Nb1=NF Nc3=N5 Sb1=SF Sc3=S4 Wb1=WF Wc3=W5\nturn N\nresult ongoing\n"},
		{"4p resign: the seat is out, play goes on", jq([]string{board, four4p}, "resign"),
			[]string{"play"}, "position Eb1=EF Ec3=E5 Nb1=NF Nc3=N5 Wb1=WF Wc3=W5\nturn E\nresult ongoing\n"},
		{"free-for-all: the last one standing wins", jq([]string{board, ffa}, "Ec1xEb1 resign resign"),
			[]string{"play"}, "position Eb1=S5 Sb1=SF Sc3=S4\nturn -\nresult S resign\n"},
		{"2v2: an ally goes on when its partner is out", jq([]string{board, `[Teams "SN EW"]`, teams}, "Ec1xEb1"),
			[]string{"play"}, "position Eb1=S5 Nb1=NF Nc3=N4 Sb1=SF Sc3=S4 Wb1=WF Wc1=N5 Wc3=W5\nturn N\nresult ongoing\n"},
		{"2v2: the team wins, written in Seats order", jq([]string{board, `[Teams "SN EW"]`, teams}, "Ec1xEb1 Wc1xWb1"),
			[]string{"play"}, "position Eb1=S5 Nb1=NF Nc3=N4 Sb1=SF Sc3=S4 Wb1=N5\nturn -\nresult SN flag\n"},
		{"2v2: team in Seats order N E S W", jq([]string{board, `[Seats "N E S W"]`, `[Teams "SN EW"]`, teams, `[Turn "S"]`}, "Ec1xEb1 resign"),
			[]string{"play"}, "position Eb1=S5 Nb1=NF Nc3=N4 Sb1=SF Sc3=S4 Wc1=N5\nturn -\nresult NS resign\n"},
		{"2v2: both seats of a team resign", jq([]string{board, `[Teams "SN EW"]`, four4p}, "resign resign resign"),
			[]string{"play"}, "position Wb1=WF Wc3=W5\nturn -\nresult EW resign\n"},
		{"2v2: allies are neither attacked nor landed on", jq([]string{board, `[Teams "SN EW"]`,
			`[Position "Sb1=SF Nb1=NF Eb1=EF Wb1=WF Sa2=S5 Sb2=N4 Sa3=E3"]`}, ""),
			[]string{"moves"}, "Sa2-Sa1\nSa2-Sb3\nSa2xSa3\n"},
		{"a seat without a legal move on its turn is out and skipped", jq([]string{board,
			`[Position "Sb1=SF Eb1=EF Nb1=NF Wb1=WF Sc3=S5 Eb2=EM Nc3=N5 Wc3=W5"]`}, "Sc3-Sc2"),
			[]string{"play"}, "position Nb1=NF Nc3=N5 Sb1=SF Sc2=S5 Wb1=WF Wc3=W5\nturn N\nresult ongoing\n"},
		{"4p dark 2v2: allies' ranks hidden without allies-see", jq([]string{board, `[Mode "dark"]`, `[Teams "SN EW"]`,
			`[Position "Sb1=SF Nb1=NF Eb1=EF Wb1=WF Sc3=S5 Nc3=N5 Ec3=E5 Wc3=W5 Se4=S9 Ne4=N9 Ee4=E9 We4=W9"]`}, ""),
			[]string{"view", "S"}, "position Eb1=E? Ec3=E? Ee4=E? Nb1=N? Nc3=N? Ne4=N? Sb1=SF Sc3=S5 Se4=S9 Wb1=W? Wc3=W? We4=W?\nturn S\nresult ongoing\n"},
		{"4p dark 2v2 allies-see", jq([]string{board, `[Mode "dark"]`, `[Teams "SN EW"]`, `[Options "allies-see"]`,
			`[Position "Sb1=SF Nb1=NF Eb1=EF Wb1=WF Sc3=S5 Nc3=N5 Ec3=E5 Wc3=W5 Se4=S9 Ne4=N9 Ee4=E9 We4=W9"]`}, ""),
			[]string{"view", "S"}, "position Eb1=E? Ec3=E? Ee4=E? Nb1=NF Nc3=N5 Ne4=N9 Sb1=SF Sc3=S5 Se4=S9 Wb1=W? Wc3=W? We4=W?\nturn S\nresult ongoing\n"},
	})
}

func TestContractThreePlayers(t *testing.T) {
	tags := []string{`[Board "4p"]`, `[Seats "S E N"]`}
	pos := `[Position "Sa6=S5 Sb1=SF Eb1=EF Nb1=NF Ec3=E4 Nc3=N4"]`
	runContract(t, []contractCase{
		{"the empty area is board: pieces enter and cross it", jq(append(tags, pos), ""),
			[]string{"moves"}, "Sa6-Ca1\nSa6-Ca2\nSa6-Ca3\nSa6-Ne2\nSa6-Ne3\nSa6-Ne4\nSa6-Ne5\nSa6-Ne6\n" +
				"Sa6-Sa2\nSa6-Sa3\nSa6-Sa4\nSa6-Sa5\nSa6-Sb5\nSa6-Sb6\nSa6-Sc6\nSa6-Sd6\nSa6-Se6\n" +
				"Sa6-We2\nSa6-We3\nSa6-We4\nSa6-We5\nSa6-We6\n"},
		{"play order skips the empty seat", jq(append(tags, pos), "Sa6-We4 Ec3-Ec2 Nc3-Nc2"),
			[]string{"play"}, "position Eb1=EF Ec2=E4 Nb1=NF Nc2=N4 Sb1=SF We4=S5\nturn S\nresult ongoing\n"},
		{"view of the empty seat sees what everybody sees", jq(append(tags, `[Mode "dark"]`, pos), ""),
			[]string{"view", "W"}, "position Eb1=EF Ec3=E? Nb1=NF Nc3=N? Sa6=S? Sb1=SF\nturn S\nresult ongoing\n"},
	})
}

func TestContractFlip(t *testing.T) {
	tags := []string{`[Board "2p"]`, `[Mode "flip"]`, flipDeal, `[Turn "?"]`}
	tags4 := []string{`[Board "4p"]`, `[Mode "flip"]`,
		`[Position "Sa1=EF* Sc3=N5* Ea1=W4* Na1=S1* Wa1=NF* Wb1=SF* Eb1=WF* Nb1=EF* Sd1=SM* Ed1=WM*"]`, `[Turn "?"]`}
	runContract(t, []contractCase{
		{"turn ? before colours are known", jq(tags, ""),
			[]string{"play"}, "position a1=SF* b1=N9* b12=NF* c3=N5* c5=S4* d2=NM* e2=S1*\nturn ?\nresult ongoing\n"},
		{"before colours are known only flips, @pt", jq(tags, ""),
			[]string{"moves"}, "@a1\n@b1\n@b12\n@c3\n@c5\n@d2\n@e2\n"},
		{"a face-down piece is ?* to every seat", jq(tags, ""),
			[]string{"view", "S"}, "position a1=?* b1=?* b12=?* c3=?* c5=?* d2=?* e2=?*\nturn ?\nresult ongoing\n"},
		{"the first flip gives the first player its colour; the other plays S", jq(tags, "@c3"),
			[]string{"play"}, "position a1=SF* b1=N9* b12=NF* c3=N5 c5=S4* d2=NM* e2=S1*\nturn S\nresult ongoing\n"},
		{"face-up pieces are seen by all", jq(tags, "@c3"),
			[]string{"view", "S"}, "position a1=?* b1=?* b12=?* c3=N5 c5=?* d2=?* e2=?*\nturn S\nresult ongoing\n"},
		{"S may flip an N piece; N moves it, off its HQ (翻棋), not onto a face-down piece", jq(tags, "@c3 @b1"),
			[]string{"moves"}, "@a1\n@b12\n@c5\n@d2\n@e2\nb1-b2\nb1-c1\nc3-b3\nc3-c2\nc3-c4\nc3-d3\n"},
		{"perft counts flips", jq(tags, ""), []string{"perft", "2"}, "42\n"},
		{"a flag with a mine of its colour on the board cannot be attacked",
			jq([]string{`[Board "2p"]`, `[Mode "flip"]`, `[Position "c3=S5 c2=NF a12=NM* a1=SF e12=S3*"]`}, ""),
			[]string{"moves"}, "@a12\n@e12\nc3-b3\nc3-c4\nc3-d3\n"},
		{"with the last mine gone, the flag falls",
			jq([]string{`[Board "2p"]`, `[Mode "flip"]`, `[Position "c3=S5 c2=NF e3=S1 e2=NM a1=SF b12=N4"]`}, "e3xe2 b12-b11 c3xc2"),
			[]string{"play"}, "position a1=SF b11=N4 c2=S5 e2=S1\nturn -\nresult S flag\n"},
		{"no flip and no move: nomoves", jq([]string{`[Board "2p"]`, `[Mode "flip"]`, `[Position "a1=SF a2=SM c10=N5"]`}, ""),
			[]string{"play"}, "position a1=SF a2=SM c10=N5\nturn -\nresult N nomoves\n"},
		{"flip 4p: turn ? and flips only", jq(tags4, ""),
			[]string{"moves"}, "@Ea1\n@Eb1\n@Ed1\n@Na1\n@Nb1\n@Sa1\n@Sc3\n@Sd1\n@Wa1\n@Wb1\n"},
		{"flip 4p: first player shows W, the next player (seat E) is S, in rotation", jq(tags4, "@Ea1"),
			[]string{"play"}, "position Ea1=W4 Eb1=WF* Ed1=WM* Na1=S1* Nb1=EF* Sa1=EF* Sc3=N5* Sd1=SM* Wa1=NF* Wb1=SF*\nturn S\nresult ongoing\n"},
		{"draw before colours are known", jq(tags, "draw"),
			[]string{"play"}, "position a1=SF* b1=N9* b12=NF* c3=N5* c5=S4* d2=NM* e2=S1*\nturn -\nresult draw agreed\n"},
		{"flip 4p: then E", jq(tags4, "@Ea1 @Sc3"),
			[]string{"play"}, "position Ea1=W4 Eb1=WF* Ed1=WM* Na1=S1* Nb1=EF* Sa1=EF* Sc3=N5 Sd1=SM* Wa1=NF* Wb1=SF*\nturn E\nresult ongoing\n"},
		{"flip 4p: a colour out leaves with its face-down pieces",
			jq([]string{`[Board "4p"]`, `[Mode "flip"]`, `[Position "Sb1=SF Eb1=EF Nb1=NF Wb1=WF Ec1=S5 Sc3=S4 Ec3=E5* Nc3=N5 Wc3=W5 Na1=E9* We1=S3*"]`}, "Ec1xEb1"),
			[]string{"view", "N"}, "position Eb1=S5 Nb1=NF Nc3=N5 Sb1=SF Sc3=S4 Wb1=WF Wc3=W5 We1=?*\nturn N\nresult ongoing\n"},
		{"flip 4p: a colour out leaves with its face-down pieces",
			jq([]string{`[Board "4p"]`, `[Mode "flip"]`, `[Position "Sb1=SF Eb1=EF Nb1=NF Wb1=WF Ec1=S5 Sc3=S4 Ec3=E5* Nc3=N5 Wc3=W5 Na1=E9*"]`}, "Ec1xEb1"),
			[]string{"view", "N"}, "position Eb1=S5 Nb1=NF Nc3=N5 Sb1=SF Sc3=S4 Wb1=WF Wc3=W5\nturn N\nresult ongoing\n"},
	})
}

// Every error: exit 1, nothing on standard output, one line on standard error
// naming the line, or the move by its number over all move tokens.
func TestContractErrors(t *testing.T) {
	two := []string{`[Board "2p"]`, small2p}
	flip := []string{`[Board "2p"]`, `[Mode "flip"]`, flipDeal, `[Turn "?"]`}
	for _, c := range []struct{ rec, want string }{
		{jq(flip, "resign"), "move 1 (resign): resign is refused before the first flip"},
		{jq([]string{`[Board "4p"]`, four4p}, "resign Sc3-Sc2"), "move 2 (Sc3-Sc2): Sc3 holds no piece of E"},
		{jq(two, "1. c3-c2 c10-c11 2. draw c2-c3"), "move 4 (c2-c3): the game is over"},
		{jq(two, "c3-c2 c10-c11 {a comment}\nc2-c9"), "move 3 (c2-c9): c2 cannot reach c9"},
		{jq([]string{`[Board "2p"]`, `[Position "a2=S5 a1=SF b12=NF c10=N4"]`}, "a2-e5"),
			"move 1 (a2-e5): a2 cannot reach e5: only an engineer turns on the railway"},
		{jq([]string{`[Board "2p"]`, `[Position "c3=S5 c4=N3 a1=SF b12=NF"]`}, "c3xc4"),
			"move 1 (c3xc4): c4 is a camp: a piece in a camp cannot be attacked"},
		{jq([]string{`[Board "2p"]`, `[Position "b1=S5 e1=S3 a1=SF b12=NF c10=N4"]`}, "b1-b2"),
			"move 1 (b1-b2): b1 is a headquarters: its piece never moves again"},
		{jq([]string{`[Board "2p"]`, `[Position "b6=S5 a1=SF b12=NF c10=N4"]`}, "b6-b7"),
			"move 1 (b6-b7): b6 cannot reach b7"},
		{jq([]string{`[Board "2p"]`, `[Mode "flip"]`, `[Position "c3=S5 c2=NF a12=NM* a1=SF"]`}, "c3xc2"),
			"move 1 (c3xc2): the flag of N cannot be attacked while a landmine of N remains"},
		{jq([]string{`[Board "2p"]`, `[Mode "flip"]`, `[Position "c3=S5 c2=N4* a1=SF"]`}, "c3xc2"),
			"move 1 (c3xc2): c2 is face down: it cannot be attacked or moved onto"},
		{jq(append(two, `[Options "nocapture=70 fog"]`), ""), `line 4: Options: unknown junqi option "fog"`},
		{jq(append(two, `[Options "battle-reveal=1"]`), ""), `line 4: Options: battle-reveal takes no value`},
		{jq([]string{`[Board "2p"]`, `[Mode "blind"]`, small2p}, ""), `line 3: Mode: "blind" is not a mode`},
		{jq([]string{`[Board "2p"]`, `[Seats "S X"]`, small2p}, ""), `line 3: Seats: "X" is not a seat`},
		{jq([]string{`[Board "2p"]`, `[Teams "SN"]`, small2p}, ""), `line 3: Teams: teams are for the four-country board`},
		{jq([]string{`[Board "2p"]`, small2p, `[Turn "?"]`}, ""), `line 4: Turn: turn "?" is for 翻棋 only`},
		{jq([]string{`[Board "2p"]`, `[Position "c3=S5 a1=SF* b12=NF"]`}, ""), `line 3: Position: a1: face-down pieces are for 翻棋 only`},
		{jq([]string{`[Board "2p"]`, `[Position "c3=S5 a1=SF b12=NF c13=N4"]`}, ""), `line 3: Position: "c13" is not a point of the 2p board`},
		{jq([]string{`[Board "2p"]`, `[Position "c3=S5 a1=SF b12=NF"]`, `[Sides "2"]`}, ""), `line 4: unknown tag [Sides]`},
		{jq([]string{`[Board "2p"]`, small2p}, "c3-c2\n[Turn \"N\"]"), `line 6: tag line after the moves`},
		{jq([]string{`[Board "5p"]`, small2p}, ""), `line 2: Board: "5p" is not a junqi board (2p or 4p)`},
		{jq([]string{`[Board "2p"]`, `[Position "c3=S5 a1=SA b12=NF"]`}, ""), `line 3: Position: a1: "A" belongs to 三打一 ([Variant "sandayi"])`},
		{jq([]string{`[Board "2p"]`, `[Mode "flip"]`, `[Position "c3=S5 a1=SF* b12=NF"]`}, "@c3"), `move 1 (@c3): c3 holds no face-down piece`},
		{jq([]string{`[Board "2p"]`, `[Mode "flip"]`, `[Position "c3=S5 a1=SF b12=NF"]`, `[Turn "?"]`}, ""), `line 5: Turn: turn "?" needs a face-down piece to flip`},
		{jq([]string{`[Board "4p"]`, `[Mode "flip"]`, `[Seats "S E N"]`, `[Position "Sb1=SF* Eb1=EF* Nb1=NF*"]`}, ""), `line 4: four-country 翻棋 needs all four seats`},
	} {
		wantError(t, c.want, c.rec, "play", "-")
	}
	wantError(t, `"X" is not a seat`, jq(two, ""), "view", "X", "-")
	wantError(t, "seat E is not on the 2p board", jq(two, ""), "view", "E", "-")
}

// A record the referee reads back gives the same answers once rewritten in
// canonical form, with the optional tags spelt out at their defaults.
func TestContractDefaultsSpeltOut(t *testing.T) {
	short := jq([]string{`[Board "4p"]`, four4p}, "Sc3-Sc2")
	long := jq([]string{`[Board "4p"]`, `[Mode "open"]`, `[Seats "S E N W"]`, `[Options "nocapture=70"]`, four4p, `[Turn "S"]`}, "Sc3-Sc2")
	for _, cmd := range [][]string{{"play"}, {"moves"}, {"perft", "2"}, {"view", "W"}} {
		a, _, c1 := referee(t, short, append(cmd, "-")...)
		b, _, c2 := referee(t, long, append(cmd, "-")...)
		if c1 != 0 || c2 != 0 || a != b {
			t.Errorf("%v: defaults differ from the tags spelt out:\n%s\n%s", cmd, a, b)
		}
	}
}

// panicReader stands in for a rules core that panics with a message of
// several lines: the referee must still print one line and exit 1.
type panicReader struct{}

func (panicReader) Read([]byte) (int, error) { panic("first line\nsecond line") }

func TestPanicIsOneLine(t *testing.T) {
	var out, errb strings.Builder
	code := run([]string{"play", "-"}, panicReader{}, &out, &errb)
	if code != 1 || out.Len() != 0 || errb.String() != "internal error: first line; second line\n" {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out.String(), errb.String())
	}
}
