package main

import (
	"strings"
	"testing"
)

// Napoleon records checked byte for byte against notation.md. Every expected
// output was worked out by hand from rules/napoleon.md (the reasoning is in
// the comments), not copied from the program.

const napStandard = `[Game "napoleon"]
[Board "8x8"]
[Position "a1=SI b1=SC c1=SG d1=SD e1=SG f1=SC g1=SI h1=SI a2=SI b2=SK>N c2=SI d2=SC e2=SC f2=SI g2=SK>NE h2=SK>NW a8=NI b8=NC c8=NG d8=ND e8=NG f8=NC g8=NI h8=NI a7=NI b7=NK>S c7=NI d7=NC e7=NC f7=NI g7=NK>SE h7=NK>SW"]
`

func lines(s ...string) string { return strings.Join(s, "\n") + "\n" }

func TestNapoleonMoves(t *testing.T) {
	cases := []struct{ name, record, want string }{
		// North's lines of sight: b7 S covers b6-b2 (b2 ends it), g7 SE covers
		// h6, h7 SW covers g6 f5 e4 d3 c2. d2, e2 and f1 stand next to a general
		// and may use orthogonals; d2 and f1 jump their neighbours.
		{"8x8 standard start", napStandard, lines(
			"a2-a3", "a2-a4", "a2-a5", "b2-a3", "b2-c3", "c2-c3", "c2-c4", "c2-c5",
			"d2-c3", "d2-e3", "d2-f4", "d2-g5", "e2-e3", "e2-f3", "e2-g4", "e2-h5",
			"f1-f3", "f1-f4", "f1-h3", "f2-c5", "f2-d4", "f2-e3", "f2-f3", "f2-f4",
			"f2-g3", "f2-h4", "g2-f3", "g2-g3", "g2-h3", "h2-g3", "h2-h3")},
		// h1 NW covers g2 f3 e4 d5 c6 b7 a8. The cavalry on the hill e2 goes 5
		// (NW to a6, stopped by the edge); NE f3 is in the LOS. The infantry
		// enters the marsh c2 and goes on to d3; e4 is in the LOS.
		{"terrain", `[Board "8x8"]
[Terrain "d4=village f4=forest c2=marsh e2=hill"]
[Position "e2=SC b1=SI h1=NK>NW a8=NI"]
`, lines("b1-a1", "b1-a2", "b1-b2", "b1-b3", "b1-b4", "b1-c1", "b1-c2", "b1-d1", "b1-d3", "b1-e1",
			"e2-a6", "e2-b5", "e2-c4", "e2-d1", "e2-d3", "e2-f1")},
		// A cannon on the hill a1 facing NE sees b2, the infantry on the
		// village c3, d4, and the hill e5 (which ends it). The infantry may
		// leave the line; the general may not cross b2 and, alone, cannot
		// capture the cannon.
		{"hill cannon sees over a village and a piece", `[Board "8x8"]
[Terrain "a1=hill c3=village e5=hill"]
[Position "a1=NK>NE c3=SI b1=SG h4=NI"]
`, lines("b1-a2", "b1-c1", "b1-c2", "b1-d1", "b1-d3",
			"c3-a3", "c3-a5", "c3-b3", "c3-b4", "c3-c1", "c3-c2", "c3-c4", "c3-c5", "c3-c6",
			"c3-d2", "c3-d3", "c3-e1", "c3-e3", "c3-f3")},
		// The same off the hill: the village c3 ends the line at b2.
		{"ordinary cannon stops at a village", `[Board "8x8"]
[Terrain "c3=village e5=hill"]
[Position "a1=NK>NE c3=SI b1=SG h4=NI"]
`, lines("b1-a2", "b1-c1", "b1-c2", "b1-d1", "b1-d3",
			"c3-a3", "c3-a5", "c3-b3", "c3-b4", "c3-c1", "c3-c2", "c3-c4", "c3-c5", "c3-c6",
			"c3-d2", "c3-d3", "c3-d4", "c3-e1", "c3-e3", "c3-e5", "c3-f3", "c3-f6")},
		// 10x10: the cavalry j10 next to its general moves orthogonally too
		// and jumps the general on i9.
		{"10x10", `[Board "10x10"]
[Position "j10=SC i9=SG a1=NI"]
`, lines("i9-g7", "i9-g9", "i9-h10", "i9-h8", "i9-h9", "i9-i10", "i9-i7", "i9-i8", "i9-j8", "i9-j9",
			"j10-f10", "j10-f6", "j10-g10", "j10-g7", "j10-h10", "j10-h8", "j10-i10", "j10-j6", "j10-j7", "j10-j8", "j10-j9")},
		// drum-push: the drum reaches d6 by a legal drum move; the cavalry
		// (no general by it) may be put on any free diagonal neighbour.
		{"drum-push", `[Board "8x8"]
[Options "drum-push"]
[Position "d4=SD d6=NC a1=SI h8=NI"]
`, lines("a1-a2", "a1-a3", "a1-a4", "a1-b1", "a1-b2", "a1-c1", "a1-c3", "a1-d1",
			"d4-b2", "d4-b4", "d4-b6", "d4-c3", "d4-c4", "d4-c5", "d4-d2", "d4-d3", "d4-d5",
			"d4-d6/c5", "d4-d6/c7", "d4-d6/e5", "d4-d6/e7",
			"d4-e3", "d4-e4", "d4-e5", "d4-f2", "d4-f4", "d4-f6")},
		// drums-scare and antique: e5, next to the drum f6, is closed to the cavalry.
		{"drums-scare", `[Board "8x8"]
[Options "drums-scare"]
[Position "d4=SC f6=ND a1=SI h8=NI"]
`, lines("a1-a2", "a1-a3", "a1-a4", "a1-b1", "a1-b2", "a1-c1", "a1-c3", "a1-d1",
			"d4-a7", "d4-b2", "d4-b6", "d4-c3", "d4-c5", "d4-e3", "d4-f2", "d4-g1")},
		{"antique", `[Board "8x8"]
[Options "antique"]
[Position "d4=SC f6=ND a1=SI h8=NI"]
`, lines("a1-a2", "a1-a3", "a1-a4", "a1-b1", "a1-b2", "a1-c1", "a1-c3", "a1-d1",
			"d4-a7", "d4-b2", "d4-b6", "d4-c3", "d4-c5", "d4-e3", "d4-f2", "d4-g1")},
		// Cannon turns are part of the turn and never listed; after h6>W the
		// line h6-a6 closes a6 to South.
		{"after cannon turns", `[Board "8x8"]
[Position "c1=SK>N a1=SI h8=NI h7=NK>S"]
c1-c2 c2>NE h8-g8 h7>SW a1-a3 c2>N g8-f8 c2-c3 c3>N h7-h6 h6>W
`, lines("a3-a1", "a3-a2", "a3-a4", "a3-a5", "a3-b2", "a3-b3", "a3-b4", "a3-c1", "a3-c5",
			"c3-b2", "c3-b3", "c3-b4", "c3-c2", "c3-c4", "c3-d2", "c3-d3", "c3-d4")},
		// Nothing when the game is over.
		{"over: nomoves", `[Board "8x8"]
[Position "h8=NK>N g8=SI g7=SI h6=SI a1=SG"]
h6-h7
`, ""},
		{"over: resign", napStandard + "resign\n", ""},
	}
	for _, c := range cases {
		out, errs, code := referee(t, c.record, "moves", "-")
		if code != 0 || out != c.want {
			t.Errorf("%s: exit %d %s\ngot:\n%s\nwant:\n%s", c.name, code, errs, out, c.want)
		}
	}
}

func TestNapoleonPlay(t *testing.T) {
	cases := []struct{ name, record, want string }{
		{"standard start", napStandard, lines(
			"position a1=SI a2=SI a7=NI a8=NI b1=SC b2=SK>N b7=NK>S b8=NC c1=SG c2=SI c7=NI c8=NG d1=SD d2=SC d7=NC d8=ND e1=SG e2=SC e7=NC e8=NG f1=SC f2=SI f7=NI f8=NC g1=SI g2=SK>NE g7=NK>SE g8=NI h1=SI h2=SK>NW h7=NK>SW h8=NI",
			"turn S", "result ongoing")},
		// The winning move's cannon turn is part of the turn.
		{"target, with a cannon turn", `[Board "8x8"]
[Position "a5=SI b5=SI c5=SI d4=SI c1=SK>N h8=NI h7=NK>W"]
d4-d5 c1>NE
`, lines("position a5=SI b5=SI c1=SK>NE c5=SI d5=SI h7=NK>W h8=NI", "turn -", "result S target")},
		// 10x10: South already stands beyond the middle line with 3 points; the
		// start is not checked, North's move is, and both seats are checked.
		{"10x10 both seats checked", `[Board "10x10"]
[Options "target=3"]
[Position "j10=SC i9=SG a1=NI"]
[Turn "N"]
a1-a2
`, lines("position a2=NI i9=SG j10=SC", "turn -", "result S target")},
		{"15x15 neutral middle rank", `[Board "15x15"]
[Options "target=1"]
[Position "a7=SI o15=NI"]
a7-a8
`, lines("position a8=SI o15=NI", "turn N", "result ongoing")},
		{"15x15 middle=low: South counts on the middle rank", `[Board "15x15"]
[Options "target=1 middle=low"]
[Position "a7=SI o15=NI"]
a7-a8
`, lines("position a8=SI o15=NI", "turn -", "result S target")},
		{"15x15 middle=high: North counts on the middle rank", `[Board "15x15"]
[Options "target=1 middle=high"]
[Position "a1=SI o9=NI"]
[Turn "N"]
o9-o8
`, lines("position a1=SI o8=NI", "turn -", "result N target")},
		{"15x15 middle=high: South does not count on the middle rank", `[Board "15x15"]
[Options "target=1 middle=high"]
[Position "a7=SI o15=NI"]
a7-a8
`, lines("position a8=SI o15=NI", "turn N", "result ongoing")},
		{"drum push", `[Board "8x8"]
[Options "drum-push"]
[Position "d4=SD d6=NC a1=SI h8=NI"]
d4-d6/e7
`, lines("position a1=SI d6=SD e7=NC h8=NI", "turn N", "result ongoing")},
		// Jumping an enemy is not a capture: d4 stays.
		{"cavalry jump", `[Board "8x8"]
[Position "c3=SC d4=NI a1=SI h8=NI"]
c3-e5
`, lines("position a1=SI d4=NI e5=SC h8=NI", "turn N", "result ongoing")},
		{"draw turnlimit", `[Board "8x8"]
[Options "turnlimit=2"]
[Position "a1=SI h8=NI"]
a1-a2 h8-h7
`, lines("position a2=SI h7=NI", "turn -", "result draw turnlimit")},
		{"count at the turn limit", `[Board "8x8"]
[Options "turnlimit=2"]
[Position "a5=SI a1=SG h8=NI"]
a1-a2 h8-h7
`, lines("position a2=SG a5=SI h7=NI", "turn -", "result S count")},
		{"turnlimit=0 is no limit", `[Board "8x8"]
[Options "turnlimit=0"]
[Position "a1=SI h8=NI"]
a1-a2 h8-h7 a2-a3
`, lines("position a3=SI h7=NI", "turn N", "result ongoing")},
		{"nomoves", `[Board "8x8"]
[Position "h8=NK>N g8=SI g7=SI h6=SI a1=SG"]
h6-h7
`, lines("position a1=SG g7=SI g8=SI h7=SI h8=NK>N", "turn -", "result S nomoves")},
		{"agreed end, North ahead on the count", `[Board "8x8"]
[Position "a4=NG h1=SI"]
draw
`, lines("position a4=NG h1=SI", "turn -", "result N count")},
		{"agreed end, equal count", `[Board "8x8"]
[Position "a5=SI h4=NI"]
draw
`, lines("position a5=SI h4=NI", "turn -", "result draw agreed")},
		{"resign by the seat to move", `[Board "8x8"]
[Position "a1=SI h8=NI"]
a1-a2 resign
`, lines("position a2=SI h8=NI", "turn -", "result S resign")},
	}
	for _, c := range cases {
		out, errs, code := referee(t, c.record, "play", "-")
		if code != 0 || out != c.want {
			t.Errorf("%s: exit %d %s\ngot:\n%s\nwant:\n%s", c.name, code, errs, out, c.want)
		}
		// Napoleon hides nothing in play: view is play for either seat.
		for _, seat := range []string{"S", "N"} {
			if v, _, _ := referee(t, c.record, "view", seat, "-"); v != out {
				t.Errorf("%s: view %s differs from play:\n%s", c.name, seat, v)
			}
		}
	}
}

func TestNapoleonPerft(t *testing.T) {
	for depth, want := range []string{"1\n", "31\n", "1051\n"} {
		out, errs, code := referee(t, napStandard, "perft", itoa(depth), "-")
		if code != 0 || out != want {
			t.Errorf("perft %d: %q (exit %d %s), want %q", depth, out, code, errs, want)
		}
	}
	// lone infantry a1 and h8: 9 moves each; turnlimit=1 ends the game after one
	two := "[Board \"8x8\"]\n[Position \"a1=SI h8=NI\"]\n"
	for _, c := range []struct{ record, depth, want string }{
		{two, "2", "81\n"},
		{strings.Replace(two, "]\n[Position", "]\n[Options \"turnlimit=1\"]\n[Position", 1), "2", "0\n"},
		{two + "resign\n", "1", "0\n"},
	} {
		if out, errs, _ := referee(t, c.record, "perft", c.depth, "-"); out != c.want {
			t.Errorf("perft %s of %q: %q %s, want %q", c.depth, c.record, out, errs, c.want)
		}
	}
}

// Giant boards: two-letter files, a capture from file x, perft on 16x16.
// Worked out by hand: the infantry x2 (file 24) has one friendly neighbour,
// w3, and a non-cavalry needs two to take a cavalry, so x2xx4 is refused;
// with w1 beside it too, it takes. The general on af32 has two squares on
// each of its three lines (S, W, SW).
func TestNapoleonGiantBoards(t *testing.T) {
	rec := "[Game \"napoleon\"]\n[Board \"24x16\"]\n[Position \"x2=SI w3=SI x4=NC a16=NG\"]\n"
	wantError(t, "move 1 (x2xx4)", rec+"x2xx4\n", "play", "-")
	out, errs, code := referee(t, strings.Replace(rec, "x4=NC", "x4=NC w1=SI", 1)+"x2xx4\n", "play", "-")
	if want := lines("position a16=NG w1=SI w3=SI x4=SI", "turn N", "result ongoing"); code != 0 || out != want {
		t.Errorf("x2xx4: %s %s, want %s", out, errs, want)
	}
	// the lone general on af32 (the far corner): 2 lines of 2 and one diagonal
	out, _, _ = referee(t, "[Game \"napoleon\"]\n[Board \"32x32\"]\n[Position \"af32=SG a1=NI\"]\n", "moves", "-")
	if want := lines("af32-ad30", "af32-ad32", "af32-ae31", "af32-ae32", "af32-af30", "af32-af31"); out != want {
		t.Errorf("32x32 corner: %q", out)
	}
	out, _, _ = referee(t, "[Game \"napoleon\"]\n[Board \"32x32\"]\n[Position \"af32=SG a1=NI\"]\n", "view", "N", "-")
	if want := lines("position a1=NI af32=SG", "turn S", "result ongoing"); out != want {
		t.Errorf("32x32 view: %q", out)
	}
	// 16x16 four panels, 40 a side (rules/napoleon/perft_giant_test.go)
	const g16 = "[Game \"napoleon\"]\n[Board \"16x16\"]\n[Options \"target=10\"]\n[Terrain \"" +
		"b13=village b4=village f12=hill f5=hill f8=marsh f9=marsh g8=forest g9=forest i12=village i5=village j10=village j13=forest j4=forest j7=village k10=forest k11=marsh k6=marsh k7=forest l10=hill l7=hill n8=hill n9=hill p10=hill p7=hill" +
		"\"]\n[Position \"" +
		"a14=NG a15=NI a16=NK>W a2=SI a4=SG b1=SK>E b14=ND b15=NK>W b16=NI b2=SK>S b3=SK>S b7=SC c1=SK>SW c10=SC c14=NC c15=NC c16=NC c2=SI c4=SI c5=SC d1=SI d15=NG d16=NG d5=SI e1=SC e12=NC e14=NI e16=NK>SW f1=SI f14=NI g1=SC g13=NK>S g14=NI g15=NI g16=NK>N g2=SK>N g3=SK>NE h1=SI h13=NI h15=NI h2=SD i1=SC i15=NI i16=NK>SE i2=SD j1=SI j14=NC j15=NK>NE j16=NC j2=SI j4=SC k1=SG k12=NC k15=NC k2=SI k4=SG l1=SC l11=NI l15=NI l16=NG l2=SI l3=SG m1=SK>W m15=NC m16=ND m2=SI n1=SC n14=NG n15=NI n16=NK>E n3=SC o1=SI o13=NC o16=NI o2=SI p1=SK>N p13=NI p15=NI p2=SG p3=SI" +
		"\"]\n"
	for depth, want := range []string{"1\n", "198\n", "46313\n"} {
		if out, errs, code := referee(t, g16, "perft", itoa(depth), "-"); code != 0 || out != want {
			t.Errorf("16x16 perft %d: %q (exit %d %s), want %q", depth, out, code, errs, want)
		}
	}
}

func TestNapoleonErrors(t *testing.T) {
	const cannons = "[Board \"8x8\"]\n[Position \"c1=SK>N a1=SI h8=NI h7=NK>S\"]\n"
	pos := func(tags string) string { return "[Board \"8x8\"]\n" + tags + "[Position \"a1=SI h8=NI\"]\n" }
	cases := []struct{ want, record string }{
		// move numbers count every token, cannon turns included
		{"move 10 (c2>E): c2>E: c2 holds no cannon of S", cannons + "c1-c2 c2>NE h8-g8 h7>SW a1-a3 c2>N g8-f8 c2-c3 c3>N c2>E\n"},
		{"move 10 (f8-e8)", cannons + "c1-c2 c2>NE h8-g8 h7>SW a1-a3 c2>N g8-f8 c2-c3 c3>N f8-e8\n"},
		{"move 1 (c1>N): a turn starts with a move", cannons + "c1>N\n"},
		{"move 2 (a1-a2): the game is over", pos("") + "resign a1-a2\n"},
		{"move 2 (h8-h7): the game is over", pos("") + "draw h8-h7\n"},
		{"move 1 (a1xa2)", pos("") + "a1xa2\n"},
		{"move 1 (a1-a5)", pos("") + "a1-a5\n"},
		{"move 1 (a1-a2/a3)", pos("") + "a1-a2/a3\n"},
		// options and tags name their line
		{"line 2: unknown Napoleon option \"nocapture\"", pos("[Options \"nocapture=70\"]\n")},
		{"line 2: unknown Napoleon option \"bogus\"", pos("[Options \"bogus\"]\n")},
		{"line 2: option middle=low: only boards with an odd number of ranks", pos("[Options \"middle=low\"]\n")},
		{"line 2: option target=0", pos("[Options \"target=0\"]\n")},
		{"line 2: option drum-push takes no value", pos("[Options \"drum-push=1\"]\n")},
		{"line 3: the antique game", pos("[Options \"antique\"]\n[Terrain \"c4=hill\"]\n")},
		{"line 2: terrain \"c4=lake\"", pos("[Terrain \"c4=lake\"]\n")},
		{"line 1: board 3x8: each side must be from 4 to 32 squares", "[Board \"3x8\"]\n[Position \"a1=SI\"]\n"},
		{"line 1: board 33x16: each side must be from 4 to 32 squares", "[Board \"33x16\"]\n[Position \"a1=SI\"]\n"},
		{"line 2: board 8x3", "[Game \"napoleon\"]\n[Board \"8x3\"]\n[Position \"a1=SI\"]\n"},
		{"line 2: q1 is off the 16x16 board", "[Board \"16x16\"]\n[Position \"q1=SI\"]\n"},
		{"line 2: ag1 is off the 32x32 board", "[Board \"32x32\"]\n[Position \"ag1=SI\"]\n"},
		{"line 2: i1 is off the 8x8 board", "[Board \"8x8\"]\n[Position \"i1=SI\"]\n"},
		{"line 2: tag [Mode] is not used in Napoleon", "[Board \"8x8\"]\n[Mode \"dark\"]\n[Position \"a1=SI\"]\n"},
	}
	for _, c := range cases {
		wantError(t, c.want, c.record, "play", "-")
	}
	// every size from 4 to 32 on each side is a board
	for w := 4; w <= 32; w++ {
		for _, h := range []int{4, w, 32} {
			rec := "[Board \"" + itoa(w) + "x" + itoa(h) + "\"]\n[Position \"a1=SI\"]\n"
			if _, errs, code := referee(t, rec, "play", "-"); code != 0 {
				t.Errorf("%dx%d: %s", w, h, errs)
			}
		}
	}
}
