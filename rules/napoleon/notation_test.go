package napoleon

import (
	"testing"

	"warboard/rules/record"
)

func TestParseBoard(t *testing.T) {
	good := map[string]Board{"8x8": Board8, "10x10": Board10, "15x15": Board15, "6x6": {6, 6}, "9x12": {9, 12}}
	for s, want := range good {
		if b, err := ParseBoard(s); err != nil || b != want || b.String() != s {
			t.Errorf("%s: %v %v", s, b, err)
		}
	}
	for _, s := range []string{"5x8", "8x16", "8X8", "8x", "x8", "08x8", "8x8x8", "2p", "", "-8x8"} {
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
