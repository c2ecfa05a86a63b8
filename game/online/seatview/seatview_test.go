package seatview

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"warboard/game/online/proto"
	"warboard/render/junqipic"
	"warboard/rules/junqi"
	"warboard/rules/record"
	"warboard/rules/referee"
)

// darkMatch is a 2p dark game deployed at random, as the referee holds it.
func darkMatch(t *testing.T, k junqi.BoardKind) (referee.Match, string) {
	t.Helper()
	s, err := junqi.NewRandomState(junqi.DefaultConfig(k, junqi.Dark), rand.NewPCG(1, 2))
	if err != nil {
		t.Fatal(err)
	}
	board := "2p"
	if k == junqi.FourCountry {
		board = "4p"
	}
	text := "[Game \"junqi\"]\n[Board \"" + board + "\"]\n[Mode \"dark\"]\n[Position \"" + s.PositionString() + "\"]\n"
	rec, err := record.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	m, err := referee.Load(rec)
	if err != nil {
		t.Fatal(err)
	}
	return m, text
}

// state is the State the server sends seat: its view and, when it is to move, its moves.
func state(t *testing.T, m referee.Match, seat string) proto.Msg {
	t.Helper()
	v, err := referee.View(m, seat)
	if err != nil {
		t.Fatal(err)
	}
	st := proto.Msg{T: proto.State, Seat: seat, Phase: "move", Turn: m.Turn(), View: v}
	if m.Turn() == seat {
		st.Moves = strings.Join(m.Moves(), " ")
	}
	return st
}

func TestFromStateShowsOwnPiecesAndBacks(t *testing.T) {
	for _, k := range []junqi.BoardKind{junqi.TwoPlayer, junqi.FourCountry} {
		m, _ := darkMatch(t, k)
		st := state(t, m, "S")
		j, err := FromState(st, k, "")
		if err != nil {
			t.Fatalf("%v: %v", k, err)
		}
		own, backs := 0, 0
		for _, pc := range j.Scene.Pieces {
			switch {
			case !pc.Present:
			case pc.Seat == junqi.South && pc.Code != '?':
				own++
			case pc.Code == '?':
				backs++
			default:
				t.Fatalf("%v: a piece of another seat shows its rank %c", k, pc.Code)
			}
		}
		if own != 25 || backs < 25 {
			t.Fatalf("%v: %d own pieces and %d backs, want 25 and the rest", k, own, backs)
		}
		if len(j.Moves) == 0 || len(j.Moves) != len(m.Moves()) {
			t.Fatalf("%v: %d moves read of %d", k, len(j.Moves), len(m.Moves()))
		}
		// Selecting each move's start shows its end as a target, and MoveTo gives it back.
		b := junqi.BoardOf(k)
		for _, tok := range j.Moves {
			from, to, _ := Ends(b, tok)
			if !j.Select(from) {
				t.Fatalf("%v: %s's start cannot be selected", k, tok)
			}
			if got := j.MoveTo(to); got == "" {
				t.Fatalf("%v: no move to %s from the selected %s", k, b.Name(to), b.Name(from))
			}
		}
		if j.Select(junqi.Point(0)) && len(j.From(0)) == 0 {
			t.Fatal("a point without moves was selected")
		}
		// North, not to move, has no moves and sees South's pieces as backs.
		jn, err := FromState(state(t, m, "N"), k, "")
		if err != nil || len(jn.Moves) != 0 || jn.Seat != junqi.North {
			t.Fatalf("%v: North's state read as %d moves, seat %v, %v", k, len(jn.Moves), jn.Seat, err)
		}
	}
}

func TestFromStateRefusesBadViews(t *testing.T) {
	for name, st := range map[string]proto.Msg{
		"no seat":     {Seat: "", View: "position \n"},
		"bad seat":    {Seat: "Q", View: "position \n"},
		"bad list":    {Seat: "S", View: "position c6\n"},
		"not a point": {Seat: "S", View: "position z99=S3\n"},
	} {
		if _, err := FromState(st, junqi.TwoPlayer, ""); !errors.Is(err, ErrBadView) {
			t.Errorf("%s: %v, want ErrBadView", name, err)
		}
	}
}

func TestGameAndLastToken(t *testing.T) {
	g, err := GameOf("[Game \"junqi\"]\n[Board \"4p\"]\n[Mode \"dark\"]\n[Seats \"SENW\"]\n\nSa1-Sa2 Nb3xNb4")
	if err != nil || g.Name != "junqi" || g.Board != junqi.FourCountry || g.Mode != "dark" {
		t.Fatalf("GameOf: %+v %v", g, err)
	}
	if g, _ := GameOf("[Game \"junqi\"]\n[Options \"nocapture=70 naval\"]\n"); !g.Naval || g.Board != junqi.TwoPlayer {
		t.Fatalf("a naval game read as %+v", g)
	}
	if _, err := GameOf("no tags at all {"); err == nil {
		t.Fatal("garbage read as a game")
	}
	if got := LastToken("[Game \"junqi\"]\n\nc6-c7 c7xc8"); got != "c7xc8" {
		t.Fatalf("LastToken = %q", got)
	}
	if got := LastToken("[Game \"junqi\"]\n"); got != "" {
		t.Fatalf("LastToken of no moves = %q", got)
	}
	b := junqi.BoardOf(junqi.TwoPlayer)
	if f, to, ok := Ends(b, "@c6"); !ok || f != to {
		t.Fatal("a flip's ends")
	}
	if _, _, ok := Ends(b, "resign"); ok {
		t.Fatal("a word read as a move")
	}
	st := proto.Msg{Seat: "S", View: "position c6=S5\nturn S\nresult ongoing\n"}
	j, err := FromState(st, junqi.TwoPlayer, "c5-c6")
	if err != nil || !j.Scene.Last.Made() || j.Scene.SeatToMove != junqi.South || j.Result != "ongoing" {
		t.Fatalf("last %+v to move %v result %q, %v", j.Scene.Last, j.Scene.SeatToMove, j.Result, err)
	}
}

func TestDeploymentSwapsWithinTheRules(t *testing.T) {
	for _, k := range []junqi.BoardKind{junqi.TwoPlayer, junqi.FourCountry} {
		for _, seat := range []junqi.Seat{junqi.South, junqi.North} {
			d := NewDeployment(k, seat, 7)
			back, err := FromList(k, seat, d.List())
			if err != nil || back.Layout != d.Layout {
				t.Fatalf("%v %v: the list does not read back: %v", k, seat, err)
			}
			b := junqi.BoardOf(k)
			var pts []junqi.Point
			for p := 0; p < b.N; p++ {
				if d.index(junqi.Point(p)) >= 0 {
					pts = append(pts, junqi.Point(p))
				}
			}
			if len(pts) != 30 {
				t.Fatalf("%v %v: %d points in the area, want 30", k, seat, len(pts))
			}
			swapped, refused := 0, 0
			for _, p := range pts {
				for _, q := range pts {
					before := d.Layout
					if err := d.Swap(p, q); err != nil {
						refused++
						if d.Layout != before {
							t.Fatal("a refused swap changed the layout")
						}
						continue
					}
					swapped++
					if err := d.Layout.Check(k, seat); err != nil {
						t.Fatalf("a swap made an illegal layout: %v", err)
					}
				}
			}
			if swapped == 0 || refused == 0 {
				t.Fatalf("%v %v: %d swaps, %d refused: want both", k, seat, swapped, refused)
			}
			if err := d.Swap(pts[0], junqi.Point(b.N-1)); err == nil && d.index(junqi.Point(b.N-1)) < 0 {
				t.Fatal("a swap with a point outside the area")
			}
			sc := junqipic.NewScene(k)
			d.Show(&sc)
			n := 0
			for _, pc := range sc.Pieces {
				if pc.Present && pc.Seat == seat {
					n++
				}
			}
			if n != 25 {
				t.Fatalf("shown %d pieces, want 25", n)
			}
		}
	}
}

// TestFlipGame: in 翻棋 every piece starts face down, colour unknown: the view's "?*" are
// backs, and the first moves are flips, one point each.
func TestFlipGame(t *testing.T) {
	s, err := junqi.NewRandomState(junqi.DefaultConfig(junqi.TwoPlayer, junqi.Flip), rand.NewPCG(5, 6))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := record.Parse("[Game \"junqi\"]\n[Board \"2p\"]\n[Mode \"flip\"]\n[Position \"" + s.PositionString() + "\"]\n")
	if err != nil {
		t.Fatal(err)
	}
	m, err := referee.Load(rec)
	if err != nil {
		t.Fatal(err)
	}
	j, err := FromState(state(t, m, m.Turn()), junqi.TwoPlayer, "")
	if err != nil {
		t.Fatal(err)
	}
	down := 0
	for _, pc := range j.Scene.Pieces {
		if pc.Present {
			if !pc.FaceDown || pc.Code != '?' {
				t.Fatalf("a piece shown face up before any flip: %+v", pc)
			}
			down++
		}
	}
	if down != 50 || len(j.Moves) == 0 {
		t.Fatalf("%d face-down pieces, %d moves", down, len(j.Moves))
	}
	b := junqi.BoardOf(junqi.TwoPlayer)
	for _, tok := range j.Moves {
		from, to, ok := Ends(b, tok)
		if !strings.HasPrefix(tok, "@") || !ok || from != to {
			t.Fatalf("first move %q is not a flip of one point", tok)
		}
		if len(j.From(from)) != 1 || j.From(from)[0] != tok {
			t.Fatalf("the flip %s is not found at its point", tok)
		}
	}
}

// TestEndRevealsEveryPiece: the last state's history is the whole record; the board then
// shows every piece, and a history that does not replay changes nothing.
func TestEndRevealsEveryPiece(t *testing.T) {
	m, text := darkMatch(t, junqi.TwoPlayer)
	st := state(t, m, "S")
	st.Phase, st.Moves = "over", ""
	st.History = text + "\n" + strings.Join(m.Moves()[:1], " ") + "\n"
	j, err := FromState(st, junqi.TwoPlayer, "")
	if err != nil {
		t.Fatal(err)
	}
	for _, pc := range j.Scene.Pieces {
		if pc.Present && pc.Code == '?' {
			t.Fatalf("a piece still hidden at the end: %+v", pc)
		}
	}
	st.History = "[Game \"junqi\"]\n\nnonsense"
	j, err = FromState(st, junqi.TwoPlayer, "")
	if err != nil {
		t.Fatal(err)
	}
	hidden := 0
	for _, pc := range j.Scene.Pieces {
		if pc.Present && pc.Code == '?' {
			hidden++
		}
	}
	if hidden != 25 {
		t.Fatalf("%d hidden pieces after a history that does not replay, want North's 25", hidden)
	}
}
