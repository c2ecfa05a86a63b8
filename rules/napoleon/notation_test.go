package napoleon

import (
	"testing"

	"warboard/rules/record"
)

func TestParseBoard(t *testing.T) {
	good := map[string]Board{"8x8": Board8, "10x10": Board10, "15x15": Board15, "6x6": {6, 6}, "9x12": {9, 12},
		"4x4": {4, 4}, "12x5": {12, 5}, "16x16": {16, 16}, "32x24": {32, 24}, "32x32": {32, 32}, "16x8": {16, 8}}
	for s, want := range good {
		if b, err := ParseBoard(s); err != nil || b != want || b.String() != s {
			t.Errorf("%s: %v %v", s, b, err)
		}
	}
	for _, s := range []string{"3x8", "8x3", "33x8", "8x33", "0x0", "1000x8", "8X8", "8x", "x8", "08x8", "8x8x8", "2p", "", "-8x8"} {
		if _, err := ParseBoard(s); err == nil {
			t.Errorf("%q accepted", s)
		}
	}
}

func TestParseSquare(t *testing.T) {
	for s, want := range map[string]Square{"a1": SquareAt(0, 0), "o15": SquareAt(14, 14), "j10": SquareAt(9, 9)} {
		if q, err := Board15.ParseSquare(s); err != nil || q != want || q.String() != s {
			t.Errorf("%s: %v %v", s, q, err)
		}
	}
	for _, s := range []string{"a0", "a16", "p1", "a01", "A1", "1a", "a", "", "a1x"} {
		if _, err := Board15.ParseSquare(s); err == nil {
			t.Errorf("%q accepted", s)
		}
	}
	if _, err := Board8.ParseSquare("i1"); err == nil {
		t.Error("i1 on 8x8")
	}
	// files after z are named like spreadsheet columns: aa..af on 32 files
	big := Board{32, 32}
	for s, want := range map[string]Square{"z1": SquareAt(25, 0), "aa1": SquareAt(26, 0), "af32": SquareAt(31, 31), "ab17": SquareAt(27, 16), "p16": SquareAt(15, 15)} {
		if q, err := big.ParseSquare(s); err != nil || q != want || q.String() != s {
			t.Errorf("%s: %v %v", s, q, err)
		}
	}
	for _, s := range []string{"ag1", "a33", "aaa1", "ba1", "Aa1", "aa0"} {
		if _, err := big.ParseSquare(s); err == nil {
			t.Errorf("%q accepted on 32x32", s)
		}
	}
	if _, err := (Board{26, 8}).ParseSquare("aa1"); err == nil {
		t.Error("aa1 on a board of 26 files")
	}
}

// Every square of every board size round-trips through its name, and a
// step off any edge lands on a wall cell inside the tables.
func TestEverySizeSquares(t *testing.T) {
	for w := MinSize; w <= MaxSize; w++ {
		for h := MinSize; h <= MaxSize; h++ {
			b := Board{w, h}
			for _, q := range b.Squares() {
				if p, err := b.ParseSquare(q.String()); err != nil || p != q {
					t.Fatalf("%s on %s: %v %v", q, b, p, err)
				}
				for d := Dir(0); d < 8; d++ {
					n := q.Step(d)
					if int(n) >= NumSquares {
						t.Fatalf("%s step %s leaves the tables (%d)", q, d, n)
					}
					f, r := q.File()+dirFile[d], q.Rank()+dirRank[d]
					if on := f >= 0 && r >= 0 && f < w && r < h; on != b.Contains(n) || (on && n != SquareAt(f, r)) {
						t.Fatalf("%s step %s on %s: %s", q, d, b, n)
					}
				}
			}
		}
	}
	if NoSquare.String() != "-" || (Board{32, 32}).Contains(NoSquare) {
		t.Error("NoSquare names a point")
	}
}

func TestMoveNotation(t *testing.T) {
	for _, s := range []string{"d2-d5", "d2xd5", "d4-d6/e7", "o15-k11"} {
		m, err := ParseMove(Board15, s)
		if err != nil || m.String() != s {
			t.Errorf("%s: %v %v", s, m, err)
		}
	}
	for _, s := range []string{"d2d5", "d2xd6/e7", "d2-", "-d5", "d2-d5/", "d2-d5/z9", "resign"} {
		if _, err := ParseMove(Board15, s); err == nil {
			t.Errorf("%q accepted", s)
		}
	}
	ct, err := ParseCannonTurn(Board8, "c1>NE")
	if err != nil || ct.String() != "c1>NE" {
		t.Errorf("c1>NE: %v %v", ct, err)
	}
	for _, s := range []string{"c1>", "c1>ne", ">N", "c9>N", "c1>NNE"} {
		if _, err := ParseCannonTurn(Board8, s); err == nil {
			t.Errorf("%q accepted", s)
		}
	}
}

func TestPieceCodes(t *testing.T) {
	for _, k := range Kinds {
		for seat := South; seat <= North; seat++ {
			for d := DirN; d <= DirNW; d++ {
				p := NewPiece(seat, k, d)
				back, err := ParsePiece(seat, p.Code())
				if err != nil || back != p {
					t.Errorf("%s: %v %v", p, back, err)
				}
				if k != Cannon && p.Facing() != 0 {
					t.Errorf("%s keeps a facing", p)
				}
			}
		}
	}
	if s := NewPiece(North, Cannon, DirSW).String(); s != "NK>SW" {
		t.Errorf("cannon: %s", s)
	}
}

func TestOptions(t *testing.T) {
	rec := &record.Record{}
	rec.SetTag("Options", "target=6 turnlimit=80 middle=high drums-scare drum-push antique")
	ops, err := rec.Options()
	if err != nil {
		t.Fatal(err)
	}
	o, err := ParseOptions(ops)
	want := Options{Target: 6, TurnLimit: 80, Middle: MiddleHigh, DrumsScare: true, DrumPush: true, Antique: true}
	if err != nil || o != want {
		t.Fatalf("%+v %v", o, err)
	}
	if o.String() != "target=6 turnlimit=80 middle=high drums-scare drum-push antique" {
		t.Errorf("String: %s", o)
	}
	if (Options{Target: 4}).String() != "" {
		t.Error("defaults are not written")
	}
	for _, bad := range []string{"target", "target=x", "turnlimit=-1", "middle=up", "middle", "antique=1", "foo"} {
		rec.SetTag("Options", bad)
		ops, err := rec.Options()
		if err == nil {
			_, err = ParseOptions(ops)
		}
		if err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}
