package know

import (
	"fmt"
	"testing"

	"warboard/rules/junqi"
	"warboard/rules/record"
)

// load builds a 2p 暗棋 match from a position and moves (S moves first).
func load(t *testing.T, board, position, extra, moves string) *junqi.Match {
	t.Helper()
	text := fmt.Sprintf("[Game \"junqi\"]\n[Board %q]\n[Mode \"dark\"]\n[Position %q]\n%s\n%s\n", board, position, extra, moves)
	rec, err := record.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	m, err := junqi.FromRecord(rec)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	return m
}

func ranks(codes string) uint32 {
	var d uint32
	for i := 0; i < len(codes); i++ {
		r, _ := junqi.RankOf(codes[i])
		d |= 1 << r
	}
	return d
}

func possibleAt(t *testing.T, m *junqi.Match, seat junqi.Seat, pt string) uint32 {
	t.Helper()
	o, err := Observe(m, seat)
	if err != nil {
		t.Fatal(err)
	}
	st := m.State()
	p, ok := st.Board().PointByName(pt)
	if !ok {
		t.Fatalf("no point %s", pt)
	}
	return o.Possible(p)
}

// removedDom is the domain of the hidden piece of seat that started on pt.
func removedDom(t *testing.T, m *junqi.Match, seat junqi.Seat, pt string) uint32 {
	t.Helper()
	o, err := Observe(m, seat)
	if err != nil {
		t.Fatal(err)
	}
	st := m.State()
	p, _ := st.Board().PointByName(pt)
	for id, pi := range o.t.pcs {
		if pi.start == p {
			return uint32(o.t.b.dom[id])
		}
	}
	t.Fatalf("nobody started on %s", pt)
	return 0
}

// TestDeductions: each hard deduction on a small set position (counts are
// only upper bounds there, so what is left is the deduction's own work).
func TestDeductions(t *testing.T) {
	// Both seats keep spare pieces so the games go on; N's flag is hidden
	// while N's 司令 (on an HQ, where it never moves) lives.
	base := "a1=SF e1=S3 a12=NF e12=N2 b12=N9 "
	cases := []struct {
		name, pos, moves, seat, at string
		removed                    bool
		want                       string
	}{
		{"a piece that moved is no landmine or flag", base + "c3=S4 c10=N5", "c3-c2 c10-c11", "S", "c11", false, "123456789B"},
		{"a piece that never moved may be anything", base + "c3=S4 c10=N5", "c3-c2", "S", "c10", false, "123456789MBF"},
		{"a railway run round a corner is an engineer's", base + "c3=S4 e11=N1", "c3-c2 e11-a8", "S", "a8", false, "1"},
		{"a straight railway run is anybody's", base + "c3=S4 e11=N7", "c3-c2 e11-a11", "S", "a11", false, "123456789B"},
		{"attacker removed, defender stays: stronger or a landmine", base + "c6=S5 c7=N7", "c6xc7", "S", "c7", false, "6789M"},
		{"it attacked and won: stronger, and it moves", base + "c6=S5 c7=N8", "e1-e2 c7xc6", "S", "c6", false, "6789"},
		{"both removed: the same rank or a bomb", base + "c6=S5 c7=N5", "e1-e2 c7xc6", "S", "c7", true, "5B"},
		{"an engineer took it: a landmine", base + "c6=S1 c7=NM", "c6xc7", "S", "c7", true, "M"},
		{"it beat our attacker's rank: the defender was lower", base + "c6=S5 c7=N3", "c6xc7", "S", "c7", true, "1234"},
		{"no flag shown: the piece removed was not the 司令", base + "c6=SB c7=N8", "c6xc7", "S", "c7", true, "12345678MB"},
		{"flag shown when the 司令 dies: the piece removed was the 司令", "a1=SF e1=S3 a12=NF e12=N2 c6=SB c7=N9", "c6xc7", "S", "c7", true, "9"},
		{"the flag shown is known", "a1=SF e1=S3 a12=NF e12=N2 c6=SB c7=N9", "c6xc7", "S", "a12", false, "F"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := load(t, "2p", c.pos, "", c.moves)
			seat, _ := junqi.SeatOf(c.seat[0])
			var got uint32
			if c.removed {
				got = removedDom(t, m, seat, c.at)
			} else {
				got = possibleAt(t, m, seat, c.at)
			}
			if got != ranks(c.want) {
				t.Fatalf("%s: possible %s, want {%s}", c.at, rankSet(got), c.want)
			}
		})
	}
}

// TestNoLegalActionDeduction: the seat that went out for want of a legal
// action had no movable piece that could go anywhere.
func TestNoLegalActionDeduction(t *testing.T) {
	// N has its flag, its 司令 on an HQ (it never moves) and one more piece
	// on e12 (free to step to e11 if it could move). S takes N's last moving
	// piece; N is out at once.
	m := load(t, "2p", "a1=SF b1=S3 c6=S5 c7=N4 e12=NM b12=NF d12=N9", "", "c6xc7")
	st := m.State()
	if r := st.Result(); !r.Over || r.Reason != junqi.NoMoves {
		t.Fatalf("setup: want N out for no moves, got %+v", r)
	}
	if got := possibleAt(t, m, junqi.South, "e12"); got != ranks("MF") {
		t.Fatalf("e12: possible %s, want {MF}", rankSet(got))
	}
}

// TestFlagRuleWhenTheGameEnds: on the two-player board a seat that goes
// out keeps its pieces, so a hidden flag after its last mobile piece left
// still says that piece was not the 司令.
func TestFlagRuleWhenTheGameEnds(t *testing.T) {
	m := load(t, "2p", "b1=S9 d1=SF a1=SM c6=SB b12=NF c7=NB e12=N5", `[Turn "N"]`, "c7xc6")
	st := m.State()
	if r := st.Result(); !r.Over || r.Reason != junqi.NoMoves {
		t.Fatalf("setup: want S out for no moves, got %+v", r)
	}
	if got := removedDom(t, m, junqi.North, "c6"); got != ranks("12345678MB") {
		t.Fatalf("c6: possible %s, want {12345678MB}", rankSet(got))
	}
}

// TestDeploymentDeductions: after a full deployment the rules of deployment
// are hard facts: the flag on an HQ, landmines on the back two ranks, no bomb
// on the front rank.
func TestDeploymentDeductions(t *testing.T) {
	m, _ := randomGame(t, junqi.DefaultConfig(junqi.TwoPlayer, junqi.Dark), 4, 0)
	o, err := Observe(m, junqi.South)
	if err != nil {
		t.Fatal(err)
	}
	b := junqi.BoardOf(junqi.TwoPlayer)
	for f := 0; f < 5; f++ {
		for rk := 1; rk <= 6; rk++ {
			p := b.AreaPoint(junqi.North, f, rk)
			if b.KindOf(p) == junqi.Camp {
				continue
			}
			d := o.Possible(p)
			hasFlag, hasMine, hasBomb := d&(1<<junqi.Flag) != 0, d&(1<<junqi.Mine) != 0, d&(1<<junqi.Bomb) != 0
			if hasFlag != (b.KindOf(p) == junqi.HQ) || hasMine != (rk <= 2) || hasBomb != (rk < 6) {
				t.Fatalf("%s: possible %s breaks the deployment rules", b.Name(p), rankSet(d))
			}
		}
	}
}

// TestCountPropagation: when the only candidates left for a rank are as many
// as the pieces of that rank left, they are that rank. After a full
// deployment North's flag is on one of its two HQs; tell the belief that one
// HQ piece is not the flag and the other must be.
func TestCountPropagation(t *testing.T) {
	m, _ := randomGame(t, junqi.DefaultConfig(junqi.TwoPlayer, junqi.Dark), 5, 0)
	o, err := Observe(m, junqi.South)
	if err != nil {
		t.Fatal(err)
	}
	b := junqi.BoardOf(junqi.TwoPlayer)
	nb1, nd1 := b.AreaPoint(junqi.North, 1, 1), b.AreaPoint(junqi.North, 3, 1)
	if o.Possible(nb1)&(1<<junqi.Flag) == 0 || o.Possible(nd1)&(1<<junqi.Flag) == 0 {
		t.Fatal("at the start both HQs may hold the flag")
	}
	o.t.pcs[o.t.at[nd1]].dom &^= bitFlag
	o.t.finish()
	if got := o.Possible(nb1); got != 1<<junqi.Flag {
		t.Fatalf("N's b1: possible %s, want {F}", rankSet(got))
	}
	// Three landmines among the back two ranks: rule out all but three
	// candidates and those three are the landmines.
	var back []junqi.Point
	for f := 0; f < 5; f++ {
		for rk := 1; rk <= 2; rk++ {
			if p := b.AreaPoint(junqi.North, f, rk); p != nb1 {
				back = append(back, p)
			}
		}
	}
	for _, p := range back[3:] {
		o.t.pcs[o.t.at[p]].dom &^= bitMine
	}
	o.t.finish()
	for _, p := range back[:3] {
		if got := o.Possible(p); got != bitsOf(bitMine) {
			t.Fatalf("%s: possible %s, want {M}", b.Name(p), rankSet(got))
		}
	}
}

func bitsOf(d uint16) uint32 { return uint32(d) }

// TestFlipPool: a face-down piece may be any rank still face down somewhere
// (in a dealt game the pool is exactly the face-down pieces).
func TestFlipPool(t *testing.T) {
	for _, k := range []junqi.BoardKind{junqi.TwoPlayer, junqi.FourCountry} {
		for _, n := range []int{0, 40, 150} {
			m, _ := randomGame(t, junqi.DefaultConfig(k, junqi.Flip), uint64(n+1), n)
			st := m.State()
			var want uint32
			b := st.Board()
			for p := 0; p < b.N; p++ {
				if pc := st.At(junqi.Point(p)); pc.FaceDown() {
					want |= 1 << pc.Rank()
				}
			}
			o, err := Observe(m, junqi.South)
			if err != nil {
				t.Fatal(err)
			}
			for p := 0; p < b.N; p++ {
				if pc := st.At(junqi.Point(p)); pc.FaceDown() && o.Possible(junqi.Point(p)) != want {
					t.Fatalf("%v after %d: %s possible %s, want %s", k, n, b.Name(junqi.Point(p)), rankSet(o.Possible(junqi.Point(p))), rankSet(want))
				}
			}
		}
	}
}
